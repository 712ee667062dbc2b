// The computer's choices on fixed seeded hands are the recorded ones (test/fixtures/ai/decisions.json,
// written by scripts/fixtures/ai-decisions.ts): moves and reasons, sample counts and expected values
// included. Pins refactorings of the search (the exact solver apart from the opponent model's search,
// issue 23) to identical play.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { DECISION_HANDS, decisionsOf } from '../../../scripts/fixtures/ai-decisions.js';
import type { AiChoice } from '../../../src/ai/types.js';

const recorded = JSON.parse(
  readFileSync(new URL('../../fixtures/ai/decisions.json', import.meta.url), 'utf8'),
) as AiChoice[][];

test('every choice of hard (against easy and normal) on the recorded hands is the recorded one', () => {
  assert.equal(recorded.length, DECISION_HANDS);
  for (let i = 0; i < DECISION_HANDS; i++) {
    const now = decisionsOf(i);
    for (let k = 0; k < Math.max(now.length, recorded[i].length); k++) {
      assert.deepEqual(now[k], recorded[i][k], `hand ${i}, choice ${k}`);
    }
  }
});
