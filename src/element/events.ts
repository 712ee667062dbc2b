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
  move: Move;
  /** The move in transcript notation. */
  notation: TranscriptMove;
  player: Player;
  /** 0-based hand of the game and the number of moves made in it so far. */
  hand: number;
  step: number;
  state: HandState;
}
/** `kj-step`: replay or validate shows a new position. */
export interface KjStepDetail {
  hand: number;
  step: number;
  /** The move just shown (null at the deal). */
  move: Move | null;
  state: HandState | null;
}
/** `kj-hand-end`: a hand ended in play mode. */
export interface KjHandEndDetail {
  hand: number;
  summary: HandSummary;
  totals: [number, number];
}
/** `kj-game-end`: the game ended in play mode. */
export interface KjGameEndDetail {
  winner: Player | -1;
  totals: [number, number];
  transcript: TranscriptDoc;
}
/** `kj-verdict`: the validator's verdict on the loaded document. */
export interface KjVerdictDetail {
  verdict: Verdict;
}
/** `kj-answer`: the reader answered a question of the transcript. */
export interface KjAnswerDetail {
  /** 0-based hand, and the index of the questioned move in its moves (the moves shown when asked). */
  hand: number;
  step: number;
  /** The reader's answer (null: "Show me" without an answer), also in transcript notation. */
  move: Move | null;
  notation: TranscriptMove | null;
  right: boolean;
  /** How the question judges answers. */
  accept: Accept;
}
/** What went wrong: loading or reading the transcript, the rules, saving, the computer, or loading a part of the table. */
export type KjErrorSource = 'src' | 'transcript' | 'rules' | 'storage' | 'opponent' | 'module';
/** `kj-error`: something went wrong; `message` says what, `source` where. */
export interface KjErrorDetail {
  message: string;
  source: KjErrorSource;
}

/** The document after an edit in the editor (mode="edit"), and the validator's verdict on it. */
export interface KjEditDetail {
  document: TranscriptDoc;
  verdict: Verdict;
}

/** Every event of the element, by name. */
export interface KjEventMap {
  'kj-move': CustomEvent<KjMoveDetail>;
  'kj-step': CustomEvent<KjStepDetail>;
  'kj-hand-end': CustomEvent<KjHandEndDetail>;
  'kj-game-end': CustomEvent<KjGameEndDetail>;
  'kj-verdict': CustomEvent<KjVerdictDetail>;
  'kj-error': CustomEvent<KjErrorDetail>;
  'kj-answer': CustomEvent<KjAnswerDetail>;
  'kj-edit': CustomEvent<KjEditDetail>;
}
export type KjEventName = keyof KjEventMap;
/** The `detail` of event `K`. */
export type KjDetail<K extends KjEventName> = KjEventMap[K]['detail'];

/** Fire event `name` at `target` with its typed `detail` (bubbling, composed). */
export function emit<K extends KjEventName>(target: EventTarget, name: K, detail: KjDetail<K>): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
