/**
 * What the computer's simulations share: the sample counts and solver budgets of each level, and
 * the sampling loop (deals consistent with the player's view, until the budget is spent).
 */
import type { Card, CardMask, HandState, RngState } from '../engine/internal.js';
import { mixedSolverNodes, resetMixedSolverNodes } from './mixedsolver.js';
import { resetSolverNodes, solverNodes } from './solver.js';
import type { AiLevel } from './types.js';
import { type View, determined, determinize } from './view.js';

export interface LevelConfig {
  /** Minimum and maximum samples for a card, and the solver node budget after the minimum. */
  play: [number, number, number];
  /** The same for bidding (each sample solves three or four trump suits). */
  bid: [number, number, number];
  /** The same for the dix exchange and the declaration. */
  other: [number, number, number];
  /**
   * Card play: weight lambda of the opponent model (0: the opponent is assumed to play
   * perfectly, double-dummy; see mixedsolver.ts and oppmodel.ts).
   */
  oppModel: number;
  /**
   * Card play: the likelihood factor, when sampling the opponent's hand, of each card they
   * played that is not the card of the same rules-of-thumb model (`View.ruleMiss`; 1: not read).
   */
  ruleMiss: number;
  /**
   * Card play: how uncertain a solved deal's final margin is taken to be, times the square root
   * of the points still to be won (`blendedUtility`'s spread; 0: the exact make-or-fail rule).
   */
  playSpread: number;
  /**
   * Bidding: how a solved deal's margin for the taker turns into the chance that the take is made
   * in real play (`blendedUtility`'s spread and bias), when this player takes (`bidTaker`) and when
   * the opponent takes (`bidOppTaker`). In a solved deal both players see every card; at the table
   * neither does, and which side that helps depends on who plays the cards.
   */
  bidTaker: TakerModel;
  bidOppTaker: TakerModel;
  /**
   * Card play stops sampling (after the minimum) once the best card's lead over every other card
   * is this many standard errors of the paired per-sample differences (`clearlyBest`); 0: never.
   */
  settle: number;
  /**
   * Bidding stops sampling (after the minimum) once the best bid's lead over every other bid is
   * this many standard errors (`clearlyBest`, the samples weighted by what the opponent's bids
   * say); 0: never.
   */
  bidSettle: number;
}

/**
 * A taker's chance of making the hand, given the solved margin m (taker's points minus the
 * defender's) of a deal: logistic, 1 / (1 + exp((bias - m) / spread)). A spread of 0 is the exact
 * rule (made when m > 0).
 */
export interface TakerModel {
  spread: number;
  bias: number;
}

export const LEVELS: Record<Exclude<AiLevel, 'easy'>, LevelConfig> = {
  normal: {
    play: [6, 12, 60_000],
    bid: [6, 10, 150_000],
    other: [6, 10, 60_000],
    oppModel: 0,
    ruleMiss: 1,
    playSpread: 0,
    bidTaker: { spread: 0, bias: 0 },
    bidOppTaker: { spread: 0, bias: 0 },
    settle: 0,
    bidSettle: 0,
  },
  hard: {
    play: [12, 48, 600_000],
    bid: [16, 64, 1_800_000],
    other: [12, 24, 300_000],
    // 0.7 until issue 28 point 6's sixth pass: 0.85 gained +0.0027 +- 0.0025 of the share against
    // easy on the bench's first 600 deals (0.6048 over its 2,000) and nothing measurable against
    // normal (+0.0006 +- 0.0035 on 1,100 deals). Reading the cards played with factor 0.1 as well
    // gained more against easy but lost against normal (-0.0034 +- 0.0043): not kept
    oppModel: 0.85,
    ruleMiss: 0.3,
    playSpread: 0.5,
    // fitted (maximum likelihood) to whether takes were made, against the margin of the real deal
    // solved from the first card, over the bench's first 150 duplicate deals (141 takes by hard,
    // 159 by easy) of hard against easy (bench/ai.bench.ts, issue 28): hard made 60-100 % of its
    // takes at margins from -20 to 0, easy made half of its takes against hard at margins from 0
    // to 20. Like `oppModel`, this is fitted to easy: a stronger defender needs a larger bias
    bidTaker: { spread: 14.5, bias: -25 },
    bidOppTaker: { spread: 15.5, bias: 12 },
    settle: 3,
    bidSettle: 2.5,
  },
};

export function runsToCards(runs: readonly CardMask[]): Card[][] {
  return runs.map((r) => {
    const out: Card[] = [];
    for (let m = r; m !== 0; m &= m - 1) out.push(31 - Math.clz32(m & -m));
    return out.reverse();
  });
}

/**
 * Run a sampling loop: at least `min`, at most `max` samples, stop after `min` when over budget
 * or when `settled(samples)` says the samples so far decide the choice.
 */
export function sampleLoop(
  v: View,
  [min, max, budget]: [number, number, number],
  rng: RngState,
  each: (d: HandState) => void,
  settled?: (samples: number) => boolean,
): number {
  resetSolverNodes();
  resetMixedSolverNodes();
  const n = determined(v) ? 1 : max;
  let i = 0;
  for (; i < n; i++) {
    if (i >= min && (solverNodes() + mixedSolverNodes() > budget || settled?.(i))) break;
    each(determinize(v, rng));
  }
  return i;
}

/**
 * The choice that the samples so far settle: `rows` holds one row of `n` values per sample
 * (`samples` rows), `weights` (default: all 1) how much each sample counts. Returns the index of
 * the choice with the best weighted mean when, against every other choice, its mean lead is at
 * least `z` standard errors of the paired differences (a choice equal to it in every sample does
 * not stand in the way: either may be played); else -1. Paired, so that what every choice shares
 * (how good the sampled deal is) cancels out. With weights, the standard error is that of a
 * weighted mean, with the small-sample correction of its effective number of samples.
 */
export function clearlyBest(
  rows: Float64Array,
  n: number,
  samples: number,
  z: number,
  weights?: ArrayLike<number>,
): number {
  if (!(z > 0) || samples < 2) return -1;
  const w = (k: number) => (weights ? weights[k] : 1);
  let ws = 0,
    w2 = 0;
  for (let k = 0; k < samples; k++) {
    ws += w(k);
    w2 += w(k) * w(k);
  }
  if (!(ws > 0)) return -1;
  let best = 0,
    bestSum = -Infinity;
  for (let i = 0; i < n; i++) {
    let t = 0;
    for (let k = 0; k < samples; k++) t += w(k) * rows[k * n + i];
    if (t > bestSum) {
      bestSum = t;
      best = i;
    }
  }
  const neff = (ws * ws) / w2;
  for (let j = 0; j < n; j++) {
    if (j === best) continue;
    let sum = 0;
    for (let k = 0; k < samples; k++) sum += w(k) * (rows[k * n + best] - rows[k * n + j]);
    const mean = sum / ws;
    let sq = 0;
    for (let k = 0; k < samples; k++) sq += w(k) * w(k) * (rows[k * n + best] - rows[k * n + j] - mean) ** 2;
    const se = neff > 1 ? Math.sqrt((sq / (ws * ws)) * (neff / (neff - 1))) : Infinity;
    if (se === 0 ? mean < 0 : mean < z * se) return -1;
  }
  return best;
}
