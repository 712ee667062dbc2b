// The double-dummy solver against two independent references: a plain minimax over engine
// states (cloneHand + playCard, scoring read from the engine) on random endings, and a memoised
// minimax without pruning on whole hands.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  type HandState,
  type Player,
  type Suit,
  beats,
  cardPoints,
  cloneHand,
  legalPlayMask,
  playCard,
  popcount,
  seedRng,
  shuffledDeck,
} from '../../../src/engine/internal.js';
import { type SolverPosition, checkPosition, solve, solveCards } from '../../../src/ai/solver.js';
import { endMargin, randomEnding } from './endings.js';

/** Margin (player 0 minus player 1) of the rest of the hand under plain minimax, engine scoring. */
function minimax(s: HandState, bonus: readonly [number, number]): number {
  if (s.phase === 'over') return endMargin(s, bonus);
  const p = s.toAct;
  let best = p === 0 ? -Infinity : Infinity;
  for (let m = legalPlayMask(s.hands[p], s.lead, s.trump, s.rules.bareJass); m !== 0; m &= m - 1) {
    const c = 31 - Math.clz32(m & -m);
    const t = cloneHand(s);
    playCard(t, c, false);
    const v = minimax(t, bonus);
    best = p === 0 ? Math.max(best, v) : Math.min(best, v);
  }
  return best;
}

test('solver equals plain minimax on 400 random endings of 3 to 5 cards (value and every card)', () => {
  let compared = 0;
  for (let seed = 0; seed < 400; seed++) {
    const n = 3 + (seed % 3);
    const { state, pos, bonus } = randomEnding('ending', seed, n);
    assert.equal(checkPosition(pos), null);
    const mover = state.toAct;
    const sign = mover === 0 ? 1 : -1;
    const res = solve(pos);
    assert.equal(res.mover, mover);
    assert.equal(res.margin, sign * minimax(state, bonus), `seed ${seed}: value`);
    const cards = solveCards(pos);
    const legal = legalPlayMask(state.hands[mover], state.lead, state.trump, state.rules.bareJass);
    assert.equal(cards.length, popcount(legal), `seed ${seed}: one value per legal card`);
    for (const cv of cards) {
      const t = cloneHand(state);
      playCard(t, cv.card, false);
      assert.equal(cv.margin, sign * minimax(t, bonus), `seed ${seed}: card ${cv.card}`);
      assert.equal(cv.points, (res.remaining + cv.margin) / 2);
      compared++;
    }
    assert.equal(Math.max(...cards.map((c) => c.margin)), res.margin, `seed ${seed}: best card is the value`);
  }
  assert.ok(compared > 1000);
});

test('points and margin: points = card points and last trick secured when no bonus is pending', () => {
  const { state } = randomEnding('ending', 7, 4);
  const pos: SolverPosition = {
    hands: [state.hands[0], state.hands[1]],
    trump: state.trump,
    leader: state.leader,
    lead: state.lead,
  };
  const r = solve(pos);
  let remaining = 10;
  for (let m = state.hands[0] | state.hands[1]; m !== 0; m &= m - 1)
    remaining += cardPoints(31 - Math.clz32(m & -m), state.trump);
  if (state.lead >= 0) remaining += cardPoints(state.lead, state.trump);
  assert.equal(r.remaining, remaining);
  assert.equal(r.points * 2 - r.remaining, r.margin);
  assert.ok(r.points >= 0 && r.points <= remaining);
});

/** Memoised minimax over masks without pruning or move ordering: W for player 0 in half-points. */
function memoReference(pos: SolverPosition): { value: number; card: (c: number) => number } {
  const trump = pos.trump,
    bare = !!pos.bareJass;
  const memo = new Map<string, number>();
  const pend = pos.pending ?? [0, 0];
  // returns player 0's margin of the rest, from the start of a trick
  const lead = (h0: number, h1: number, leader: Player, won: number): number => {
    if ((h0 | h1) === 0) return 0;
    const key = `${h0},${h1},${leader},${won}`;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const mine = leader === 0 ? h0 : h1;
    let best = leader === 0 ? -Infinity : Infinity;
    for (let m = mine; m !== 0; m &= m - 1) {
      const c = 31 - Math.clz32(m & -m);
      const v = follow(leader === 0 ? h0 & ~(1 << c) : h0, leader === 1 ? h1 & ~(1 << c) : h1, leader, c, won);
      best = leader === 0 ? Math.max(best, v) : Math.min(best, v);
    }
    memo.set(key, best);
    return best;
  };
  const follow = (h0: number, h1: number, leader: Player, c: number, won: number): number => {
    const f = (leader ^ 1) as Player;
    const hand = f === 0 ? h0 : h1;
    let best = f === 0 ? -Infinity : Infinity;
    for (let m = legalPlayMask(hand, c, trump, bare); m !== 0; m &= m - 1) {
      const d = 31 - Math.clz32(m & -m);
      const w: Player = beats(d, c, trump) ? f : leader;
      const nh0 = f === 0 ? h0 & ~(1 << d) : h0,
        nh1 = f === 1 ? h1 & ~(1 << d) : h1;
      const last = (nh0 | nh1) === 0;
      let g = cardPoints(c, trump) + cardPoints(d, trump) + (last ? 10 : 0);
      if (w === 1) g = -g;
      if (!(won & (1 << w))) g += w === 0 ? pend[0] : -pend[1];
      const v = g + lead(nh0, nh1, w, won | (1 << w));
      best = f === 0 ? Math.max(best, v) : Math.min(best, v);
    }
    return best;
  };
  const [h0, h1] = pos.hands;
  const value = pos.lead < 0 ? lead(h0, h1, pos.leader, 0) : follow(h0, h1, pos.leader, pos.lead, 0);
  const card = (c: number) => {
    if (pos.lead < 0)
      return follow(pos.leader === 0 ? h0 & ~(1 << c) : h0, pos.leader === 1 ? h1 & ~(1 << c) : h1, pos.leader, c, 0);
    throw new Error('only for leads');
  };
  return { value, card };
}

test('solver equals a memoised minimax without pruning on whole hands (9 cards each)', () => {
  for (const seed of [1, 2, 3]) {
    const rng = seedRng(`full-${seed}`);
    const deck = shuffledDeck(rng);
    let h0 = 0,
      h1 = 0;
    for (let i = 0; i < 9; i++) {
      h0 |= 1 << deck[i];
      h1 |= 1 << deck[9 + i];
    }
    const pos: SolverPosition = {
      hands: [h0, h1],
      trump: (seed % 4) as Suit,
      leader: (seed & 1) as Player,
      lead: -1,
      bareJass: seed === 3,
      pending: seed === 2 ? [20, 0] : [0, 0],
    };
    const ref = memoReference(pos);
    const mover = pos.leader;
    const sign = mover === 0 ? 1 : -1;
    assert.equal(solve(pos).margin, sign * ref.value, `seed ${seed}`);
    for (const cv of solveCards(pos))
      assert.equal(cv.margin, sign * ref.card(cv.card), `seed ${seed}, card ${cv.card}`);
  }
});

test('checkPosition rejects impossible positions with a clear message', () => {
  assert.match(checkPosition({ hands: [0b11, 0b110], trump: 0, leader: 0, lead: -1 }) ?? '', /both hands/);
  assert.match(checkPosition({ hands: [0b11, 0b1100], trump: 0, leader: 0, lead: 0 }) ?? '', /still in a hand/);
  assert.match(checkPosition({ hands: [0b11, 0b11100], trump: 0, leader: 0, lead: -1 }) ?? '', /same number/);
  assert.match(checkPosition({ hands: [0, 0], trump: 0, leader: 0, lead: -1 }) ?? '', /over/);
  assert.throws(() => solve({ hands: [0b11, 0b110], trump: 0, leader: 0, lead: -1 }));
});
