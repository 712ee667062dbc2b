/**
 * The validator's verdict and the replay it is built on (shared with the element), each in two
 * forms: as data (`VerdictData`, `ReplayData`: every violation and note a message key with its
 * facts, see src/engine/message.ts) and worded (`Verdict`, `ReplayedDocument`: the same with a
 * `message` sentence in place of key and facts). word.ts turns the first into the second, in any
 * language, as often as needed.
 */
import type { Message } from '../engine/message.js';
import type { Move, HandState, Names } from '../engine/types.js';
import type { Rules } from '../engine/rules.js';
import type { HandSummary } from '../engine/scoring.js';
import type { TranscriptDoc, TranscriptMove, Violation, ViolationData } from '../notation/types.js';
import type { ValidatorWording } from './wording.js';

export type { Violation, ViolationData };

/** Something the validator explains that is not a fault: a point that did not count, a part it could not check. */
export interface Note {
  /** 0-based hand index, when the note is about a hand. */
  hand?: number;
  /** 0-based move index inside the hand, when the note is about a move. */
  move?: number;
  /** A sentence a player understands. */
  message: string;
}

/** A note as data: a message key and its facts in place of `message`. */
export interface NoteData extends Message {
  /** 0-based hand index, when the note is about a hand. */
  hand?: number;
  /** 0-based move index inside the hand, when the note is about a move. */
  move?: number;
}

/** What `validate` says of a document: valid or not, each violation and each note, worded. */
export interface Verdict {
  /** True when the document breaks no rule (notes do not count). */
  valid: boolean;
  /** Every rule the document breaks, in document order. */
  violations: Violation[];
  /** What the validator explains that is not a fault. */
  notes: Note[];
  /**
   * Present only when the document had more violations or notes than are listed (at most 1,000
   * of each): how many more were found. The last note says so in words. `uncounted` is set
   * when there were even more violations than `violations` counts: a part of the document had
   * more schema errors than are read (MAX_ERRORS, 20,000), so the rest were not counted.
   */
  omitted?: { violations: number; notes: number; uncounted?: true };
}

/** A verdict as data (see word.ts `wordVerdict`). */
export interface VerdictData {
  /** True when the document breaks no rule. */
  valid: boolean;
  /** Every rule the document breaks, as data. */
  violations: ViolationData[];
  /** The notes, as data. */
  notes: NoteData[];
  /** The document's players, when it names them; else the wording's own default names are used. */
  names: Names | null;
  /** As in `Verdict`: how many more violations and notes were found than are listed. */
  omitted?: { violations: number; notes: number; uncounted?: true };
}

/** Options of `validate`, `judge` and `replayDocument`. */
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
export interface ReplayStep<V = Violation> {
  /** Index in the hand's `moves`. */
  index: number;
  /** The move as the transcript writes it. */
  written: TranscriptMove;
  /** The engine move, or null when the move could not be read. */
  move: Move | null;
  /** State after the move (unchanged when the move was ignored). */
  state: HandState;
  /** Faults of this move. */
  violations: V[];
  /** False when the move was reported and ignored (no natural meaning). */
  applied: boolean;
}

/** One hand as `replayDocument` replays it: the state before its first move and after every move. */
export interface ReplayedHand<V = Violation> {
  /** Index in the document's `hands`. */
  index: number;
  /** State before the first move, or null when the hand could not be set up (score-sheet line, fatal fault). */
  initial: HandState | null;
  /** One step per move replayed. */
  steps: ReplayStep<V>[];
  /** Summary of what the moves imply, when they were replayed to the end of the hand (or to the last move). */
  summary: HandSummary | null;
  /** Game totals before this hand (as the validator counts them). */
  before: [number, number];
  /** Game totals after this hand. */
  after: [number, number];
  /** True when the replay stopped early (unreadable move, lost state). */
  truncated: boolean;
  /**
   * False when the score of an earlier hand is not known: `before` and `after` then leave it out,
   * and a claim in this hand is not judged (the engine's `summary.claim.correct` reads the partial
   * totals, so it says nothing).
   */
  totalsKnown: boolean;
}

/** What `replayDocument` gives: the document, its rules, every hand replayed and the verdict. */
export interface ReplayedDocument {
  /** The document as read (null when it could not be read). */
  doc: TranscriptDoc | null;
  /** Its rules, resolved (null when they could not be). */
  rules: Rules | null;
  /** Every hand replayed, in order. */
  hands: ReplayedHand[];
  /** The verdict on the document, worded. */
  verdict: Verdict;
  /** The same replay as data: word it again in another language with `wordReplay(data, wording)`. */
  data: ReplayData;
}

/** A replay as data (see word.ts `wordReplay`). */
export interface ReplayData {
  /** The document as read (null when it could not be read). */
  doc: TranscriptDoc | null;
  /** Its rules, resolved (null when they could not be). */
  rules: Rules | null;
  /** Every hand replayed, its faults as data. */
  hands: ReplayedHand<ViolationData>[];
  /** The verdict as data. */
  verdict: VerdictData;
}
