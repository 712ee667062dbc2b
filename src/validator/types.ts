/** The validator's verdict and the replay it is built on (shared with the element). */
import type { Move, HandState } from '../engine/types.js';
import type { Rules } from '../engine/rules.js';
import type { HandSummary } from '../engine/scoring.js';
import type { TranscriptDoc, TranscriptMove, Violation } from '../notation/types.js';
import type { ValidatorWording } from './wording.js';

export type { Violation };

export interface Note {
  hand?: number;
  move?: number;
  message: string;
}

export interface Verdict {
  valid: boolean;
  violations: Violation[];
  notes: Note[];
  /**
   * Present only when the document had more violations or notes than are listed (at most 1,000
   * of each): how many more were found. The last note says so in words.
   */
  omitted?: { violations: number; notes: number };
}

export interface ValidateOptions {
  /** Rules for documents that name none (default "classic"). */
  rules?: unknown;
  /** Largest accepted input in bytes (text) — default 16 MiB. Larger input is one `schema` violation. */
  maxBytes?: number;
  /**
   * The wording of the violations and notes (default English, `validatorWordingEn`; Norwegian
   * Bokmål: `validatorWordingNb`). Only the `message` texts change, never the verdict's shape.
   */
  wording?: ValidatorWording;
}

/** One step of a replayed hand: the move as written, as the engine read it, and the state after it. */
export interface ReplayStep {
  /** Index in the hand's `moves`. */
  index: number;
  written: TranscriptMove;
  /** The engine move, or null when the move could not be read. */
  move: Move | null;
  /** State after the move (unchanged when the move was ignored). */
  state: HandState;
  /** Faults of this move. */
  violations: Violation[];
  /** False when the move was reported and ignored (no natural meaning). */
  applied: boolean;
}

export interface ReplayedHand {
  index: number;
  /** State before the first move, or null when the hand could not be set up (score-sheet line, fatal fault). */
  initial: HandState | null;
  steps: ReplayStep[];
  /** Summary of what the moves imply, when they were replayed to the end of the hand (or to the last move). */
  summary: HandSummary | null;
  /** Game totals before and after this hand (as the validator counts them). */
  before: [number, number];
  after: [number, number];
  /** True when the replay stopped early (unreadable move, lost state). */
  truncated: boolean;
}

export interface ReplayedDocument {
  doc: TranscriptDoc | null;
  rules: Rules | null;
  hands: ReplayedHand[];
  verdict: Verdict;
}
