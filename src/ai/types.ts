/** Types of the computer opponent's API (plain JSON-serialisable objects). */
import type { BidValue, Card, Move, Player } from '../engine/internal.js';

export type AiLevel = 'easy' | 'normal' | 'hard';

export interface AiOptions {
  level: AiLevel;
  /** The same state, player, level and seed always give the same move. */
  seed: number | string;
  /**
   * The moves of the current hand so far (for a HandState; a GameState carries its own).
   * Used only for what they show publicly: which card each player played to which trick, so
   * that voids can be inferred. Optional; without it only the last trick is used.
   */
  history?: readonly Move[];
}

/** One candidate card's expected outcome over the sampled deals. */
export interface CardOutlook {
  card: Card;
  /** Mean hand points (everything written for the hand before the taker rule) for the player. */
  points: number;
  /** Share of the sampled deals in which the taker makes the hand (taker strictly ahead). */
  makes: number;
  /** Mean utility (estimated chance of winning the game), 0..1. */
  utility: number;
}

/** One bidding option's expected outcome. */
export interface BidOutlook {
  bid: BidValue;
  /** Mean utility (estimated chance of winning the game) if this bid is made, 0..1. */
  utility: number;
  /** Mean score difference for the hand (own written score minus the opponent's), in points. */
  margin: number;
}

/**
 * Why the opponent chose its move: structured, for the element to put into words.
 * - `only`: the only legal move.
 * - `solver`: card play by sampling the unseen cards and solving each deal double-dummy.
 * - `bid`: bidding by simulation; `options` compares the choices.
 * - `exchange`: the dix; `gain` the expected difference in hand points (exchange minus keep).
 * - `declare`: the runs declared; `winChance` how often they beat the opponent's in the samples.
 * - `claim`: the claim is correct: the game total plus this hand's points so far reach the target.
 * - `next`: deal the next hand (game states).
 * - `heuristic`: the easy level's rule of thumb, named by `rule`.
 */
export type AiReason =
  | { kind: 'only' }
  | { kind: 'solver'; samples: number; expected: number; makes: number; alternatives: CardOutlook[] }
  | { kind: 'bid'; samples: number; options: BidOutlook[] }
  | { kind: 'exchange'; samples: number; gain: number }
  | { kind: 'declare'; samples: number; winChance: number; value: number }
  | { kind: 'claim'; total: number; target: number }
  | { kind: 'next' }
  | { kind: 'heuristic'; rule: HeuristicRule };

export type HeuristicRule =
  | 'trump-strength'
  | 'too-weak'
  | 'exchange'
  | 'declare-all'
  | 'claim'
  | 'lead-master'
  | 'lead-low'
  | 'win-cheaply'
  | 'trump-in'
  | 'discard-low'
  | 'follow-low';

export interface AiChoice {
  move: Move;
  why: AiReason;
  /** The player the move is for. */
  player: Player;
}

/** Double-dummy value of one legal play. */
export interface PlayValue {
  move: Move;
  /**
   * Points the player to act secures from this position on under perfect play by both sides:
   * card points of the open and remaining tricks plus the 10 for the last trick (half of any run
   * bonus still to be earned by winning a trick counts for its holder, half against the other).
   */
  value: number;
  /** Own points minus the opponent's points from here on (= 2 * value - remaining). */
  margin: number;
  /** Points this play gives up against the best play (best - value), 0 for a best play. */
  loss: number;
}

export interface PositionAnalysis {
  player: Player;
  /** Card points still to be won (including a card on the table) plus 10 for the last trick. */
  remaining: number;
  /** The best value. */
  best: number;
  /** One entry per legal card (a bela announcement does not change the value). */
  values: PlayValue[];
}

export interface StepAnalysis {
  /** Index of the move in the list given. */
  index: number;
  player: Player;
  move: Move;
  best: number;
  value: number;
  loss: number;
}

export interface HandAnalysis {
  steps: StepAnalysis[];
  /** Points each player gave away against double-dummy play, summed over their cards. */
  lost: [number, number];
  /** Moves that lost points (loss > 0), in order. */
  mistakes: StepAnalysis[];
  /** Index of the first move that could not be applied, or -1. */
  stoppedAt: number;
}
