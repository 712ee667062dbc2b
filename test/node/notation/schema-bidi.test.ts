// Bidi spoofing in schema sentences (issue 15): a key, a value or a JSON Pointer from the document
// that holds a right-to-left override is quoted between first-strong isolates (U+2068 … U+2069),
// in English and in Norwegian, so that it cannot reverse the rest of the sentence.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validate, validatorWordingNb } from '../../../src/index.js';

const RLO = '\u202e';
const FSI = '\u2068';
const PDI = '\u2069';

test('keys, values and paths with a right-to-left override are isolated in schema sentences (en, nb)', () => {
  const doc = {
    format: 'klaberjass',
    version: 1,
    players: ['A', 'B'],
    [`${RLO}key`]: 1,
    hands: [{ dealer: 0, moves: [{ play: `${RLO}XX` }] }],
  };
  for (const wording of [undefined, validatorWordingNb]) {
    const messages = validate(doc, { wording }).violations.map((v) => v.message);
    assert.ok(
      messages.some((m) => m.includes(`"${FSI}${RLO}key${PDI}"`)),
      messages.join('\n'),
    );
    assert.ok(
      messages.some((m) => m.includes(`${FSI}"${RLO}XX"${PDI}`)),
      messages.join('\n'),
    );
    // every override is closed by its isolate before the sentence goes on
    for (const m of messages) {
      let open = 0;
      for (const ch of m) {
        if (ch === FSI) open++;
        else if (ch === PDI) open--;
        else if (ch === RLO) assert.ok(open > 0, m);
      }
      assert.equal(open, 0, m);
    }
  }
});
