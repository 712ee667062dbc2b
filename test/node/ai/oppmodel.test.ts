// The opponent model of the card play: the rules-of-thumb card reads only what the opponent
// can see, and the search against the model (mixedsolver.ts) equals a plain reference search
// over engine states in which the modelled player's value is (1 - λ)·best + λ·model.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  type HandState,
  type Player,
  type Suit,
  cloneHand,
  handFromDeck,
  handFromPosition,
  legalMoves,
  legalPlayMask,
  nextInt,
  playCard,
  rulesOf,
  seedRng,
  shuffledDeck,
  applyHand,
  other,
  popcount,
} from '../../../src/engine/internal.js';
import { type SolverPosition, solveCards } from '../../../src/ai/solver.js';
import { solveCardsMixed, solveMixed } from '../../../src/ai/mixedsolver.js';
import { ruleCardOf } from '../../../src/ai/oppmodel.js';
import { pickCards } from '../../../src/ai/view.js';
import { endMargin, randomEnding } from './endings.js';

interface Model {
  player: Player;
  lambda: number;
  temperature: number;
}

/** Margin (player 0 minus player 1) of the rest of the hand, the modelled player mixing its best card with the model's. */
function reference(s: HandState, bonus: readonly [number, number], model: Model): number {
  if (s.phase === 'over') return endMargin(s, bonus);
  const p = s.toAct;
  const sign = p === 0 ? 1 : -1;
  const vals: Array<[number, number]> = [];
  for (let m = legalPlayMask(s.hands[p], s.lead, s.trump, s.rules.bareJass); m !== 0; m &= m - 1) {
    const c = 31 - Math.clz32(m & -m);
    const t = cloneHand(s);
    playCard(t, c, false);
    vals.push([c, reference(t, bonus, model)]);
  }
  const best = sign * Math.max(...vals.map(([, v]) => sign * v));
  if (p !== model.player || model.lambda === 0) return best;
  let modelled: number;
  if (model.temperature > 0) {
    // softmax over the player's own margin, temperature in points (margins move twice as fast)
    const top = Math.max(...vals.map(([, v]) => sign * v));
    let sw = 0,
      sv = 0;
    for (const [, v] of vals) {
      const w = Math.exp((sign * v - top) / (2 * model.temperature));
      sw += w;
      sv += w * v;
    }
    modelled = sv / sw;
  } else {
    const played = s.won[0] | s.won[1] | (s.lead >= 0 ? 1 << s.lead : 0);
    const c = ruleCardOf(s.hands[p], played, s.lead, s.trump, s.rules.bareJass);
    modelled = vals.find(([d]) => d === c)![1];
  }
  return (1 - model.lambda) * best + model.lambda * modelled;
}

const close = (a: number, b: number, msg: string) => assert.ok(Math.abs(a - b) < 1e-6, `${msg}: ${a} vs ${b}`);

test('mixed search equals the reference on 300 random endings (rules model λ 0.5 and 1, softmax model), value and every card', () => {
  let compared = 0;
  for (let seed = 0; seed < 300; seed++) {
    const { state, pos, bonus } = randomEnding('mix', seed, 3 + (seed % 3));
    const mover = state.toAct;
    const sign = mover === 0 ? 1 : -1;
    const played = state.lead >= 0 ? 1 << state.lead : 0;
    const opp = other(mover);
    const models: Model[] = [
      { player: opp, lambda: 0.5, temperature: 0 },
      { player: opp, lambda: 1, temperature: 0 },
      { player: opp, lambda: 0.7, temperature: 5 },
      { player: mover, lambda: 0.6, temperature: 0 },
    ];
    for (const model of models) {
      const mix = { player: model.player, lambda: model.lambda, played, temperature: model.temperature };
      close(
        solveMixed(pos, mix).margin,
        sign * reference(state, bonus, model),
        `seed ${seed} ${JSON.stringify(model)}: value`,
      );
      for (const cv of solveCardsMixed(pos, mix)) {
        const t = cloneHand(state);
        playCard(t, cv.card, false);
        close(cv.margin, sign * reference(t, bonus, model), `seed ${seed} ${JSON.stringify(model)}: card ${cv.card}`);
        compared++;
      }
    }
  }
  assert.ok(compared > 2000, `compared ${compared}`);
});

test('λ = 0 gives the plain double-dummy values exactly, and a tiny λ runs the mixed search to the same values', () => {
  for (let seed = 0; seed < 60; seed++) {
    const rng = seedRng(`zero-${seed}`);
    const deck = shuffledDeck(rng);
    const trump = nextInt(rng, 4) as Suit;
    const r = handFromPosition({
      rules: rulesOf('classic'),
      dealer: 0,
      trump,
      taker: 0,
      leader: 1,
      hands: [deck.slice(0, 9), deck.slice(9, 18)],
    });
    assert.ok(r.ok);
    const s = r.value;
    const pos: SolverPosition = { hands: [s.hands[0], s.hands[1]], trump, leader: 1, lead: -1 };
    const plain = solveCards(pos);
    assert.deepEqual(solveCardsMixed(pos, { player: 0, lambda: 0, played: 0 }), plain);
    const tiny = solveCardsMixed(pos, { player: 0, lambda: 1e-9, played: 0 });
    plain.forEach((cv, i) => {
      assert.equal(tiny[i].card, cv.card);
      close(tiny[i].margin, cv.margin, `seed ${seed}`);
    });
  }
});

test('the modelled card reads only what the opponent sees: redrawing the other hand does not change it', () => {
  let checked = 0,
    redrawn = 0;
  for (let seed = 0; seed < 150; seed++) {
    const rng = seedRng(`sight-${seed}`);
    let s = handFromDeck(rulesOf('classic'), (seed & 1) as Player, shuffledDeck(rng));
    const stop = nextInt(rng, 30);
    for (let i = 0; i < 200 && s.phase !== 'over'; i++) {
      const legal = legalMoves(s);
      if (s.phase === 'play' && i >= stop && legal.some((m) => m.type === 'play')) break;
      const r = applyHand(s, legal[nextInt(rng, legal.length)]);
      assert.ok(r.ok);
      s = r.value;
    }
    if (s.phase !== 'play') continue;
    const p = s.toAct,
      q = other(p);
    const played = s.won[0] | s.won[1] | (s.lead >= 0 ? 1 << s.lead : 0);
    const card = ruleCardOf(s.hands[p], played, s.lead, s.trump, s.rules.bareJass);
    assert.ok(legalPlayMask(s.hands[p], s.lead, s.trump, s.rules.bareJass) & (1 << card), 'a legal card');
    // what p cannot see: q's hand and the cards not dealt to either (stock, bottom)
    const hidden = ~(s.hands[p] | played) >>> 0;
    const other9 = pickCards(hidden & ~(s.turnUp >= 0 ? 1 << s.turnUp : 0), popcount(s.hands[q]), rng);
    if (other9 !== s.hands[q]) redrawn++;
    const t = cloneHand(s);
    t.hands[q] = other9;
    // the model is given the sight of p only; with q's cards redrawn the choice is the same
    assert.equal(
      ruleCardOf(t.hands[p], t.won[0] | t.won[1] | (t.lead >= 0 ? 1 << t.lead : 0), t.lead, t.trump, t.rules.bareJass),
      card,
    );
    checked++;
  }
  assert.ok(checked > 50 && redrawn > 40, `checked ${checked}, redrawn ${redrawn}`);
});
