// The computer's bidding: a solved deal's margin is turned into the chance that the take is made
// at the table by who takes (TakerModel), fitted to measured outcomes (issue 28 point 6).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  type HandState,
  type Move,
  type Player,
  applyHand,
  handFromDeck,
  rulesOf,
  seedRng,
  shuffledDeck,
} from '../../../src/engine/internal.js';
import { chooseMove } from '../../../src/ai/index.js';

/** Deal `i` of the strength bench (bench/ai-match.ts), with the bids `bids` made. */
function benchDeal(i: number, bids: [Player, string][]): { state: HandState; moves: Move[] } {
  let s = handFromDeck(rulesOf('classic'), (i & 1) as Player, shuffledDeck(seedRng(`ai-bench/deal/${i}`)));
  const moves: Move[] = [];
  for (const [player, bid] of bids) {
    const m = { type: 'bid', bid, player } as Move;
    const r = applyHand(s, m);
    assert.ok(r.ok, `bid ${bid}`);
    s = r.value;
    moves.push(m);
  }
  return { state: s, moves };
}

test('hard names a trump as the last bidder rather than throwing in a hand it makes more often than the solved deals say (issue 28 point 6)', () => {
  const { state, moves } = benchDeal(36, [
    [1, 'pass'],
    [0, 'pass'],
    [1, 'pass'],
  ]);
  const c = chooseMove(state, 0, { level: 'hard', seed: 'ai-bench/36/0/3', history: moves });
  assert.ok(c && c.move.type === 'bid');
  assert.notEqual(c.move.bid, 'pass');
});
