// defineTranscript / isTranscript (issue 25, point 7): a JSON import of a transcript needed a cast;
// these check it with the notation's schema and type it, or say where it breaks the schema.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { TranscriptError, defineTranscript, isTranscript, type TranscriptDoc } from '../../../src/index.js';
import { root } from '../cli/helpers.js';

const text = readFileSync(join(root, 'test/fixtures/conformance/valid/game-classic-000.json'), 'utf8');
const json: unknown = JSON.parse(text);

describe('defineTranscript and isTranscript', () => {
  it('types a valid transcript (a JSON import needed a cast)', () => {
    const doc: TranscriptDoc = defineTranscript(json);
    assert.deepEqual(doc.players, ['Eva', 'Tom']);
    assert.equal(defineTranscript(text).hands.length, doc.hands.length);
    assert.equal(isTranscript(json), true);
  });

  it('throws a TranscriptError with each violation located by its JSON Pointer', () => {
    const bad = JSON.parse(text) as { hands: { dealer: unknown }[] };
    bad.hands[0]!.dealer = 7;
    assert.equal(isTranscript(bad), false);
    assert.throws(
      () => defineTranscript(bad),
      (e: unknown) => {
        assert.ok(e instanceof TranscriptError);
        assert.equal(e.name, 'TranscriptError');
        assert.ok(e.violations.length > 0);
        assert.ok(
          e.violations.some((v) => v.path === '/hands/0/dealer'),
          JSON.stringify(e.violations),
        );
        assert.match(e.message, /^\/hands\/0\/dealer: /m);
        return true;
      },
    );
  });

  it('refuses what is no transcript: text is not one for isTranscript, bad JSON text throws', () => {
    assert.equal(isTranscript(text), false);
    assert.equal(isTranscript(null), false);
    assert.equal(isTranscript({ format: 'chess' }), false);
    assert.throws(() => defineTranscript('{ "format": '), TranscriptError);
    assert.throws(() => defineTranscript(42), TranscriptError);
  });
});
