// The computer opponent: legal moves in every phase, determinism, no information leak, the
// analysis API, and a level-ordering sanity check.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  type HandState,
  type Move,
  type Player,
  type RngState,
  PRESET_NAMES,
  applyHand,
  cloneHand,
  explain,
  handFromDeck,
  handFromPosition,
  legalMoves,
  newGame,
  nextInt,
  other,
  popcount,
  rulesOf,
  seedRng,
  shuffledDeck,
  RK,
  RQ,
} from '../../../src/engine/internal.js';
import { analyzeHand, analyzePosition, chooseMove, viewOf } from '../../../src/ai/index.js';
import type { AiLevel } from '../../../src/ai/types.js';
import { pickCards } from '../../../src/ai/view.js';
import { playGame, playHand } from './helpers.js';

/** A random hand state: a random preset and deal, then `steps` random legal moves. */
function randomState(seed: number, steps: number): { state: HandState; moves: Move[] } {
  const rng = seedRng(`state-${seed}`);
  const rules = rulesOf(PRESET_NAMES[nextInt(rng, PRESET_NAMES.length)]);
  let s = handFromDeck(rules, nextInt(rng, 2) as Player, shuffledDeck(rng), [nextInt(rng, 480), nextInt(rng, 480)]);
  const moves: Move[] = [];
  for (let i = 0; i < steps && s.phase !== 'over'; i++) {
    const legal = legalMoves(s);
    if (!legal.length) break;
    const m = legal[nextInt(rng, legal.length)];
    const r = applyHand(s, m);
    assert.ok(r.ok);
    s = r.value;
    moves.push(m);
  }
  return { state: s, moves };
}

const LEVELS: AiLevel[] = ['easy', 'normal', 'hard'];

test('every level returns only legal moves, in every phase (fast-check, random states)', () => {
  const phases = new Set<string>();
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 1_000_000 }),
      fc.integer({ min: 0, max: 40 }),
      fc.integer({ min: 0, max: 2 }),
      (seed, steps, li) => {
        const { state, moves } = randomState(seed, steps);
        const level = seed % 7 === 0 ? 'hard' : LEVELS[li === 2 ? 1 : li];
        for (const p of [0, 1] as Player[]) {
          const c = chooseMove(state, p, { level, seed, history: moves });
          if (state.phase !== 'over' && p === state.toAct) assert.ok(c, 'the player to act always gets a move');
          if (!c) continue;
          assert.equal(c.player, p);
          assert.equal(explain(state, c.move), null, `illegal ${JSON.stringify(c.move)} in phase ${state.phase}`);
          if (c.move.type !== 'next' && 'player' in c.move && c.move.player !== undefined)
            assert.equal(c.move.player, p);
          phases.add(c.move.type === 'bid' ? `bid:${c.move.bid === 'pass' ? 'pass' : 'other'}` : c.move.type);
        }
      },
    ),
    { numRuns: 250 },
  );
  for (const kind of ['bid:pass', 'bid:other', 'declare', 'play']) assert.ok(phases.has(kind), `covered ${kind}`);
});

test('the same state, player, level and seed give the same move', () => {
  for (let seed = 0; seed < 12; seed++) {
    const { state, moves } = randomState(seed, 4 + (seed % 5) * 6);
    const p = state.toAct;
    for (const level of LEVELS) {
      const a = chooseMove(state, p, { level, seed: 'fixed', history: moves });
      const b = chooseMove(cloneHand(state), p, { level, seed: 'fixed', history: moves.slice() });
      assert.deepEqual(a, b);
    }
  }
});

/**
 * Another state the player cannot tell apart from `s`: the opponent's hidden cards (and during
 * the bidding the player's own cards to come and the bottom card) exchanged with other unseen
 * cards, within everything the player's view knows.
 */
function permuteHidden(s: HandState, me: Player, moves: Move[], rng: RngState): HandState | null {
  const v = viewOf(s, me, moves);
  const opp = other(me);
  const t = cloneHand(s);
  if (s.phase === 'bidding') {
    let pool = v.unseen;
    const oppFirst = pickCards(pool, 6, rng);
    pool &= ~oppFirst;
    const myRest = pickCards(pool, 3, rng);
    pool &= ~myRest;
    const oppRest = pickCards(pool, 3, rng);
    pool &= ~oppRest;
    const bottom = pickCards(pool, 1, rng);
    t.first[opp] = oppFirst;
    t.rest[me] = myRest;
    t.rest[opp] = oppRest;
    t.bottom = 31 - Math.clz32(bottom);
    t.hands[opp] = oppFirst;
    return t;
  }
  if (s.phase !== 'play') return null;
  const allowed = v.unseen & ~v.oppExcluded & ~v.oppMust;
  const hand = v.oppMust | pickCards(allowed, v.oppCount - popcount(v.oppMust), rng);
  const played = v.playedBy[opp];
  t.hands[opp] = hand;
  t.first[opp] = hand | played;
  t.rest[opp] = 0;
  if (t.started) {
    t.startHands[opp] = hand | played;
    const kq = (1 << (t.trump * 8 + RK)) | (1 << (t.trump * 8 + RQ));
    t.belaHolder = (t.startHands[0] & kq) === kq ? 0 : (t.startHands[1] & kq) === kq ? 1 : -1;
    t.belaPlayed = t.belaHolder === -1 ? 0 : popcount(v.playedBy[t.belaHolder] & kq);
  }
  return t;
}

test('no information leak: permuting the hidden cards within the view changes neither the view nor the choice', () => {
  let compared = 0,
    changed = 0;
  for (let seed = 0; seed < 40; seed++) {
    // states reached by real play, so that voids and declarations are part of the view
    const rng = seedRng(`leak-${seed}`);
    const rules = rulesOf(PRESET_NAMES[seed % PRESET_NAMES.length]);
    const full = playHand(
      handFromDeck(rules, (seed & 1) as Player, shuffledDeck(rng)),
      ['normal', 'easy'],
      `leak-${seed}`,
    );
    let s = handFromDeck(rules, (seed & 1) as Player, shuffledDeck(seedRng(`leak-${seed}`)));
    const stop = nextInt(rng, full.moves.length);
    const moves: Move[] = [];
    for (let i = 0; i < stop; i++) {
      const r = applyHand(s, full.moves[i]);
      assert.ok(r.ok);
      s = r.value;
      moves.push(full.moves[i]);
    }
    const me = s.toAct;
    const alt = permuteHidden(s, me, moves, rng);
    if (!alt) continue;
    if (alt.hands[other(me)] !== s.hands[other(me)] || alt.rest[me] !== s.rest[me]) changed++;
    assert.deepEqual(viewOf(alt, me, moves), viewOf(s, me, moves), `seed ${seed}: view`);
    const level: AiLevel = seed % 4 === 0 ? 'hard' : 'normal';
    assert.deepEqual(
      chooseMove(alt, me, { level, seed, history: moves }),
      chooseMove(s, me, { level, seed, history: moves }),
      `seed ${seed}: choice`,
    );
    compared++;
  }
  assert.ok(compared >= 30 && changed >= 20, `compared ${compared}, changed ${changed}`);
});

test('analyzePosition gives the double-dummy value of each legal card; analyzeHand sums the losses', () => {
  const rules = rulesOf('classic');
  const start = handFromDeck(rules, 0, shuffledDeck(seedRng('analysis')));
  const { moves } = playHand(start, ['easy', 'easy'], 'analysis');
  let s = start,
    checked = 0;
  for (const m of moves) {
    if (s.phase === 'play' && m.type === 'play') {
      const a = analyzePosition(s);
      assert.ok(a);
      assert.equal(a.player, s.toAct);
      const legalCards = new Set(
        legalMoves(s)
          .filter((x) => x.type === 'play')
          .map((x) => (x as { card: number }).card),
      );
      assert.equal(a.values.length, legalCards.size);
      assert.equal(a.best, Math.max(...a.values.map((x) => x.value)));
      for (const v of a.values) {
        assert.ok(v.loss >= 0);
        assert.equal(v.margin, 2 * v.value - a.remaining);
      }
      checked++;
    }
    const r = applyHand(s, m);
    assert.ok(r.ok);
    s = r.value;
  }
  assert.ok(checked >= 17);
  const h = analyzeHand(start, moves);
  assert.equal(h.stoppedAt, -1);
  assert.equal(h.steps.length, 18);
  const sum: [number, number] = [0, 0];
  for (const st of h.steps) sum[st.player] += st.loss;
  assert.deepEqual(h.lost, sum);
  assert.deepEqual(
    h.mistakes,
    h.steps.filter((x) => x.loss > 0),
  );
  assert.equal(analyzePosition(start), null, 'nothing to analyze during the bidding');
  // a refused move stops the analysis where it is
  const bad = analyzeHand(start, [{ type: 'play', card: 0 }]);
  assert.equal(bad.stoppedAt, 0);
});

test('a whole game at the game level ends, with claims under the claiming rules', () => {
  for (const preset of ['classic', 'bela-501'] as const) {
    const g = playGame(newGame({ rules: rulesOf(preset), seed: `game-${preset}` }), ['normal', 'easy'], preset);
    assert.ok(g.over);
    assert.ok(g.winner === 0 || g.winner === 1);
  }
});

test('level ordering: normal outscores easy over 100 duplicate deals', () => {
  const rng = seedRng('ordering');
  const rules = rulesOf('classic');
  let normal = 0,
    easy = 0;
  for (let i = 0; i < 100; i++) {
    const deck = shuffledDeck(rng);
    for (const seat of [0, 1] as Player[]) {
      const levels: [AiLevel, AiLevel] = seat === 0 ? ['normal', 'easy'] : ['easy', 'normal'];
      const { summary } = playHand(handFromDeck(rules, (i & 1) as Player, deck), levels, `o${i}`);
      normal += summary.score[seat];
      easy += summary.score[other(seat)];
    }
  }
  const share = normal / (normal + easy);
  assert.ok(share > 0.51, `normal's share of the points: ${share.toFixed(3)}`);
});

test('positions without a deal (handFromPosition): legal moves and analysis', () => {
  for (let seed = 0; seed < 20; seed++) {
    const rng = seedRng(`pos-${seed}`);
    const deck = shuffledDeck(rng);
    const n = 1 + (seed % 9);
    const r = handFromPosition({
      rules: rulesOf('classic'),
      dealer: 0,
      trump: (seed % 4) as 0 | 1 | 2 | 3,
      taker: (seed & 1) as Player,
      leader: ((seed >> 1) & 1) as Player,
      hands: [deck.slice(0, n), deck.slice(n, 2 * n)],
    });
    assert.ok(r.ok);
    const s = r.value;
    for (const level of LEVELS) {
      const c = chooseMove(s, s.toAct, { level, seed });
      assert.ok(c);
      assert.equal(explain(s, c.move), null);
    }
    const a = analyzePosition(s);
    assert.ok(a);
    assert.equal(a.remaining, 2 * a.best - Math.max(...a.values.map((x) => x.margin)));
  }
  assert.equal(chooseMove({ kind: 'nothing' } as unknown as HandState, 0, { level: 'hard', seed: 0 }), null);
});
