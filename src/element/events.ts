/**
 * The events of `<klaberjass-table>`: their `detail` types, the event map that ties each name to
 * its detail, and `emit`, the one way the element and its parts fire them (every event bubbles
 * out of the shadow root). `define.ts` lays the map over `HTMLElementEventMap`, so
 * `table.addEventListener('kj-move', (e) => e.detail.move)` is typed on a page.
 */
import type { HandState, HandSummary, Move, Player } from '../engine/internal.js';
import type { Accept, TranscriptDoc, TranscriptMove } from '../notation/index.js';
import type { Verdict } from '../validator/types.js';

/** `kj-move`: a move made in play mode, by you or the computer. */
export interface KjMoveDetail {
  /** The move made. */
  move: Move;
  /** The move in transcript notation. */
  notation: TranscriptMove;
  /** Who made it. */
  player: Player;
  /** The 0-based hand of the game. */
  hand: number;
  /** The number of moves made in the hand so far, this one included. */
  step: number;
  /** The hand after the move, hidden cards included. */
  state: HandState;
}
/** `kj-step`: replay or validate shows a new position. */
export interface KjStepDetail {
  /** The 0-based hand shown. */
  hand: number;
  /** How many of its moves are shown (0: the deal). */
  step: number;
  /** The move just shown (null at the deal). */
  move: Move | null;
  /** The position shown (null for a hand with no position: a score-sheet line). */
  state: HandState | null;
}
/** `kj-hand-end`: a hand ended in play mode. */
export interface KjHandEndDetail {
  /** The 0-based hand that ended. */
  hand: number;
  /** Its points, runs and outcome, as the score sheet shows them. */
  summary: HandSummary;
  /** The game's totals after it (player 0, player 1). */
  totals: [number, number];
}
/** `kj-game-end`: the game ended in play mode. */
export interface KjGameEndDetail {
  /** The player who won (-1: no winner). */
  winner: Player | -1;
  /** The final totals (player 0, player 1). */
  totals: [number, number];
  /** The whole game as a transcript. */
  transcript: TranscriptDoc;
}
/** `kj-verdict`: the validator's verdict on the loaded document. */
export interface KjVerdictDetail {
  /** Whether the document is valid, its faults and notes, worded in the table's language. */
  verdict: Verdict;
}
/** `kj-answer`: the reader answered a question of the transcript. */
export interface KjAnswerDetail {
  /** The 0-based hand of the question. */
  hand: number;
  /** The index of the questioned move in the hand's moves (the moves shown when asked). */
  step: number;
  /** The reader's answer (null: "Show me" without an answer). */
  move: Move | null;
  /** The answer in transcript notation (null: "Show me" without an answer). */
  notation: TranscriptMove | null;
  /** Whether the question accepts the answer. */
  right: boolean;
  /** How the question judges answers. */
  accept: Accept;
}
/** What went wrong: loading or reading the transcript, the rules, saving, the computer, or loading a part of the table. */
export type KjErrorSource = 'src' | 'transcript' | 'rules' | 'storage' | 'opponent' | 'module';
/** `kj-error`: something went wrong; `message` says what, `source` where. */
export interface KjErrorDetail {
  /** What went wrong, a sentence in the table's language. */
  message: string;
  /** Where it went wrong. */
  source: KjErrorSource;
}

/** The document after an edit in the editor (mode="edit"), and the validator's verdict on it. */
export interface KjEditDetail {
  /** The document as edited. */
  document: TranscriptDoc;
  /** The validator's verdict on it. */
  verdict: Verdict;
}

/** Every event of the element, by name. */
export interface KjEventMap {
  /** Play: a move was made (yours or the computer's). */
  'kj-move': CustomEvent<KjMoveDetail>;
  /** Replay or validate: a new position is shown. */
  'kj-step': CustomEvent<KjStepDetail>;
  /** Play: a hand went on the score sheet. */
  'kj-hand-end': CustomEvent<KjHandEndDetail>;
  /** Play: the game is over. */
  'kj-game-end': CustomEvent<KjGameEndDetail>;
  /** A transcript was loaded and judged. */
  'kj-verdict': CustomEvent<KjVerdictDetail>;
  /** Loading or reading failed, bad rules, storage or opponent trouble, a part that could not be loaded. */
  'kj-error': CustomEvent<KjErrorDetail>;
  /** Replay: the reader answered a question of the transcript. */
  'kj-answer': CustomEvent<KjAnswerDetail>;
  /** Edit: the document changed. */
  'kj-edit': CustomEvent<KjEditDetail>;
}
export type KjEventName = keyof KjEventMap;
/** The `detail` of event `K`. */
export type KjDetail<K extends KjEventName> = KjEventMap[K]['detail'];

/** Fire event `name` at `target` with its typed `detail` (bubbling, composed). */
export function emit<K extends KjEventName>(target: EventTarget, name: K, detail: KjDetail<K>): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
