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
}

export const LEVELS: Record<Exclude<AiLevel, 'easy'>, LevelConfig> = {
  normal: { play: [6, 12, 60_000], bid: [6, 10, 150_000], other: [6, 10, 60_000], oppModel: 0 },
  hard: { play: [16, 48, 700_000], bid: [24, 48, 1_600_000], other: [12, 24, 300_000], oppModel: 0.7 },
};

export function runsToCards(runs: readonly CardMask[]): Card[][] {
  return runs.map((r) => {
    const out: Card[] = [];
    for (let m = r; m !== 0; m &= m - 1) out.push(31 - Math.clz32(m & -m));
    return out.reverse();
  });
}

/** Run a sampling loop: at least `min`, at most `max` samples, stop after `min` when over budget. */
export function sampleLoop(
  v: View,
  [min, max, budget]: [number, number, number],
  rng: RngState,
  each: (d: HandState) => void,
): number {
  resetSolverNodes();
  const n = determined(v) ? 1 : max;
  let i = 0;
  for (; i < n; i++) {
    if (i >= min && solverNodes() > budget) break;
    each(determinize(v, rng));
  }
  return i;
}
