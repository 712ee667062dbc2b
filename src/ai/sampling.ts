/**
 * What the computer's simulations share: the sample counts and solver budgets of each level, and
 * the sampling loop (deals consistent with the player's view, until the budget is spent).
 */
import type { Card, CardMask, HandState, RngState } from '../engine/internal.js';
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
   * perfectly, double-dummy; see `SolverPosition.mix` and oppmodel.ts).
   */
  oppModel: number;
  /**
   * Card play: how uncertain a solved deal's final margin is taken to be, times the square root
   * of the points still to be won (`blendedUtility`'s spread; 0: the exact make-or-fail rule).
   */
  playSpread: number;
  /**
   * Bidding: the spread of the whole hand's solved margin, and the bias: how far short of it a
   * taker falls against a sound defender (`blendedUtility`).
   */
  bidSpread: number;
  bidBias: number;
  /**
   * Card play stops sampling (after the minimum) once the best card's lead over every other card
   * is this many standard errors of the paired per-sample differences (`clearlyBest`); 0: never.
   */
  settle: number;
}

export const LEVELS: Record<Exclude<AiLevel, 'easy'>, LevelConfig> = {
  normal: {
    play: [6, 12, 60_000],
    bid: [6, 10, 150_000],
    other: [6, 10, 60_000],
    oppModel: 0,
    playSpread: 0,
    bidSpread: 0,
    bidBias: 0,
    settle: 0,
  },
  hard: {
    play: [12, 48, 600_000],
    bid: [16, 32, 900_000],
    other: [12, 24, 300_000],
    oppModel: 0.7,
    playSpread: 0.5,
    bidSpread: 6.4,
    bidBias: 0,
    settle: 3,
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
  const n = determined(v) ? 1 : max;
  let i = 0;
  for (; i < n; i++) {
    if (i >= min && (solverNodes() > budget || settled?.(i))) break;
    each(determinize(v, rng));
  }
  return i;
}

/**
 * The choice that the samples so far settle: `rows` holds one row of `n` values per sample
 * (`samples` rows). Returns the index of the choice with the best mean when, against every other
 * choice, its mean lead is at least `z` standard errors of the paired differences (a choice equal
 * to it in every sample does not stand in the way: either may be played); else -1. Paired, so
 * that what every choice shares (how good the sampled deal is) cancels out.
 */
export function clearlyBest(rows: Float64Array, n: number, samples: number, z: number): number {
  if (!(z > 0) || samples < 2) return -1;
  let best = 0,
    bestSum = -Infinity;
  for (let i = 0; i < n; i++) {
    let t = 0;
    for (let k = 0; k < samples; k++) t += rows[k * n + i];
    if (t > bestSum) {
      bestSum = t;
      best = i;
    }
  }
  for (let j = 0; j < n; j++) {
    if (j === best) continue;
    let sum = 0,
      sq = 0;
    for (let k = 0; k < samples; k++) {
      const dlt = rows[k * n + best] - rows[k * n + j];
      sum += dlt;
      sq += dlt * dlt;
    }
    const mean = sum / samples;
    const variance = Math.max(0, (sq - samples * mean * mean) / (samples - 1));
    const se = Math.sqrt(variance / samples);
    if (se === 0 ? mean < 0 : mean < z * se) return -1;
  }
  return best;
}
