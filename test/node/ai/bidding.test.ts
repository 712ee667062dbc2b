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
import { LEVELS } from '../../../src/ai/sampling.js';

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

test('hard samples a close bid longer than a clear one (issue 28 point 6: more samples where it matters)', () => {
  const { bid } = LEVELS.hard;
  const samples: number[] = [];
  // the opening bid of the strength bench's first eight deals, by the player who speaks first
  for (let i = 0; i < 8; i++) {
    const { state } = benchDeal(i, []);
    const c = chooseMove(state, (1 - (i & 1)) as Player, { level: 'hard', seed: `bid-settle/${i}` });
    assert.ok(c && c.why.kind === 'bid');
    samples.push(c.why.samples);
  }
  // a clear bid stops at the minimum, a close one goes on well past it (before: 16 to 32 always)
  assert.equal(Math.min(...samples), bid[0], samples.join(' '));
  assert.ok(Math.max(...samples) > 2 * bid[0], samples.join(' '));
  assert.ok(bid[1] > 2 * bid[0]);
});
