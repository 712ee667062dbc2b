// fix-result-keeps-odd-content (issue 22 point 1): --fix-result reads the document with JSON.parse
// and prints it again, so a key written twice kept only its last value and a big integer came out
// rounded, silently. The built command now refuses such a document in one located line
// (FILE:LINE:COLUMN), writes nothing to standard output and, with --write, leaves the file as it was.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONFORMANCE, cli, tempDir } from './helpers.js';

const VALID = join(CONFORMANCE, 'valid/game-classic-000.json');
let dir = '';
let cleanup = () => {};
before(() => {
  ({ dir, cleanup } = tempDir('kj-lossless-'));
});
after(() => cleanup());

/** The conformance game without results (something to fix), with `odd` put in its meta as the first member, as text. */
function gameWith(name: string, odd: string): { path: string; text: string; line: number; column: number } {
  const doc = JSON.parse(readFileSync(VALID, 'utf8')) as { hands: Record<string, unknown>[] };
  for (const h of doc.hands) delete h.result;
  const pretty = JSON.stringify(doc, null, 2);
  const at = pretty.indexOf('"meta": {') + '"meta": {'.length;
  const text = `${pretty.slice(0, at)}\n    ${odd},${pretty.slice(at)}`;
  const path = join(dir, name);
  writeFileSync(path, text);
  // where the odd part is: the line after "meta", past its indentation
  const line = pretty.slice(0, at).split('\n').length + 1;
  return { path, text, line, column: 5 };
}

describe('fix-result-keeps-odd-content: --fix-result never changes a key or a number silently', () => {
  test('a key written twice: refused in one located line, nothing printed, exit 2', () => {
    // a second "title" further on in meta: JSON.parse would keep only one of the two
    const g = gameWith('twice.json', '"title": "the first title"');
    const second = g.text.indexOf('"title"', g.text.indexOf('"title"') + 1);
    const line = g.text.slice(0, second).split('\n').length;
    const column = second - g.text.lastIndexOf('\n', second - 1);
    const r = cli(['--fix-result', g.path]);
    assert.equal(r.status, 2, r.stderr);
    assert.equal(r.stdout, '');
    const lines = r.stderr.split('\n').filter((l) => l !== '');
    assert.equal(lines.length, 1, r.stderr);
    assert.equal(
      lines[0],
      `klaberjass-validate: ${g.path}:${line}:${column}: the key "title" appears twice in one object; --fix-result would keep only the last value, so nothing was written`,
    );
  });

  test('a big integer: refused in one located line; with --write the file is left as it was', () => {
    const g = gameWith('big.json', '"id": 12345678901234567890');
    const r = cli(['--fix-result', '--write', g.path]);
    assert.equal(r.status, 2, r.stderr);
    assert.equal(
      r.stderr,
      `klaberjass-validate: ${g.path}:${g.line}:${g.column + 6}: the number 12345678901234567890 cannot be kept exactly (it would be written 12345678901234567000); --fix-result wrote nothing\n`,
    );
    assert.equal(readFileSync(g.path, 'utf8'), g.text);
    // in Norwegian too, from standard input
    const nb = cli(['--lang', 'nb', '--fix-result', '-'], { input: g.text });
    assert.equal(nb.status, 2);
    assert.match(nb.stderr, /^klaberjass-validate: -:\d+:\d+: tallet 12345678901234567890 kan ikke beholdes nøyaktig/);
  });

  test('numbers JavaScript holds exactly (1.5, 1e2, -0, 3.0) and keys repeated in different objects are fixed as before', () => {
    const g = gameWith('fine.json', '"x": [1.5, 1e2, -0, 3.0, 9007199254740992, { "x": 1 }]');
    const r = cli(['--fix-result', g.path]);
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stderr, /result written for \d+ hands; valid/);
    assert.deepEqual(JSON.parse(r.stdout).meta.x, [1.5, 100, 0, 3, 9007199254740992, { x: 1 }]);
  });
});
