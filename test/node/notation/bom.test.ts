// A UTF-8 byte-order mark at the start of a document is ignored (issue 27, a ruling of the
// contract): read from a file as text, the mark is the first character (U+FEFF), and
// `readJsonText`, `parseJsonText`, `parseTranscript` and `validate` all read past it. A browser's
// fetch drops the mark itself, so this is a node test reading the file as a program would.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseJsonText, parseTranscript, readJsonText } from '../../../src/notation/index.js';
import { validate } from '../../../src/validator/index.js';
import { root } from '../cli/helpers.js';

const file = join(root, 'test/fixtures/conformance/valid/bom-000.json');
const text = readFileSync(file, 'utf8');
const bare = text.slice(1);

test('the conformance example starts with a byte-order mark (as read from the file)', () => {
  assert.equal(text.charCodeAt(0), 0xfeff);
  assert.deepEqual([...readFileSync(file).subarray(0, 3)], [0xef, 0xbb, 0xbf]);
});

test('a byte-order mark before the JSON is ignored: readJsonText, parseJsonText, parseTranscript, validate', () => {
  const value = JSON.parse(bare) as unknown;
  assert.deepEqual(readJsonText(text), { ok: true, value });
  assert.deepEqual(parseJsonText(text), { ok: true, value });
  assert.deepEqual(parseTranscript(text), parseTranscript(bare));
  assert.equal(parseTranscript(text).ok, true);
  const v = validate(text);
  assert.deepEqual(v, validate(bare));
  assert.deepEqual(v, validate(value));
  assert.equal(v.valid, true);
});

test('with a mark, a syntax error is located as in the text after it; a mark elsewhere is not ignored', () => {
  const broken = '\uFEFF{\n  "format": "klaberjass",,\n}';
  const r = readJsonText(broken);
  assert.equal(r.ok, false);
  assert.deepEqual(r.ok ? null : r.error, (readJsonText(broken.slice(1)) as { error: unknown }).error);
  // one mark is ignored, not two, and not one inside the text
  assert.equal(readJsonText(`\uFEFF${text}`).ok, false);
  assert.equal(readJsonText(`${bare}\uFEFF`).ok, false);
  assert.equal(readJsonText(` ${text}`).ok, false);
});

test('the size limit counts the text after the mark', () => {
  const bytes = Buffer.byteLength(bare);
  assert.equal(readJsonText(text, { maxBytes: bytes }).ok, true);
  assert.equal(readJsonText(text, { maxBytes: bytes - 1 }).ok, false);
});
