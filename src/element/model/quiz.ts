/**
 * Questions for the reader (the notation's `ask` and `accept` on a move): which moves of a
 * document ask, and how an answer given on the table is judged. Pure functions, no DOM: the
 * quiz part of the element (src/element/quiz.ts, a lazy chunk) and the tests use them.
 *
 * - `recorded`: only the recorded move is right.
 * - `legal`: any legal move is right; an illegal one is explained by the engine's own fault
 *   (`explainHand`, the function behind the validator's verdict and the play mode's refusals).
 * - `best`: any card whose double-dummy value (the solver's, src/ai) equals the best value.
 *   Only card plays have such a value: a `best` question on another move, or on a position the
 *   solver cannot take, is judged as `recorded` (and says so: `fallback`).
 */
import {
  type Card,
  type Fault,
  type HandState,
  type Move,
  type Names,
  explainHand,
  maskOf,
  wordFault,
} from '../../engine/internal.js';
import type { EngineWording } from '../../engine/wording.js';
import type { PositionAnalysis } from '../../ai/types.js';
import type { Accept } from '../../notation/types.js';
import type { Question } from './questions.js';

export type { Accept };
export { type Question, hasQuestions, questionOf, questionsOf } from './questions.js';

const runsKey = (runs: readonly (readonly Card[])[]): string =>
  runs
    .map((r) => maskOf(r))
    .sort((a, b) => a - b)
    .join(',');

/**
 * Is the answer the recorded move? A card is the same card whether or not bela is said with it
 * (saying bela is a separate choice the question does not ask about); runs in any order.
 */
export function sameMove(a: Move, b: Move): boolean {
  if (a.type !== b.type) return false;
  switch (a.type) {
    case 'bid':
      return b.type === 'bid' && a.bid === b.bid;
    case 'exchange':
      return b.type === 'exchange' && a.card === b.card;
    case 'play':
      return b.type === 'play' && a.card === b.card;
    case 'declare':
      return b.type === 'declare' && runsKey(a.runs) === runsKey(b.runs);
    default:
      return true;
  }
}

/** The verdict on one answer. */
export interface Judgement {
  right: boolean;
  /**
   * Why: `recorded` the move played; `legal` a legal move; `best` a best card; `illegal` the
   * engine refuses the move (`fault`); `other` a legal move that is not the one played;
   * `worse` a card worth less than the best (`value`, `best`).
   */
  why: 'recorded' | 'legal' | 'best' | 'illegal' | 'other' | 'worse';
  /** The engine's fault for an illegal answer. */
  fault?: Fault;
  /** `best`: the answer's double-dummy value and the best value (points the mover secures from here). */
  value?: number;
  best?: number;
  /** `best` judged as `recorded` (not a card play, or no double-dummy values). */
  fallback?: boolean;
}

/**
 * The double-dummy judge: a card is right when its value is the best value of the position
 * (ties: every card worth the best is right). Null when the card has no value (illegal).
 */
export function judgeBest(a: PositionAnalysis, c: Card): { right: boolean; value: number; best: number } | null {
  const v = a.values.find((x) => x.move.type === 'play' && x.move.card === c);
  return v ? { right: v.value === a.best, value: v.value, best: a.best } : null;
}

/**
 * Judge an answer to a question at state `s` (before the recorded move). `analysis` (for
 * `best`): the solver's values at `s`; without them a `best` question is judged as `recorded`.
 * `names` and `wording` word the engine's fault sentence (the table's players and language).
 */
export function judge(
  accept: Accept,
  s: HandState,
  recorded: Move,
  answer: Move,
  names?: Names,
  wording?: EngineWording,
  analysis?: PositionAnalysis | null,
): Judgement {
  const f = explainHand(s, answer);
  if (f) return { right: false, why: 'illegal', fault: wordFault(f, names, wording) };
  if (accept === 'legal') return { right: true, why: 'legal' };
  if (accept === 'best' && answer.type === 'play' && recorded.type === 'play' && analysis) {
    const b = judgeBest(analysis, answer.card);
    if (b) return { right: b.right, why: b.right ? 'best' : 'worse', value: b.value, best: b.best };
  }
  const fallback = accept === 'best' ? true : undefined;
  return sameMove(answer, recorded)
    ? { right: true, why: 'recorded', fallback }
    : { right: false, why: 'other', fallback };
}

/** The moves a reader may give as an answer for `actor` at `s`: the engine's legal moves of that player. */
export const answersFor = (moves: readonly Move[], actor: number): Move[] =>
  moves.filter((m) => m.type !== 'next' && m.player === actor);

/** Where a question stands: not answered yet, answered wrong (to try again), right, or shown. */
export type Status = 'open' | 'wrong' | 'right' | 'shown';

/** A question of the document as the quiz session keeps it: where it stands, the last answer and the solver's values. */
export interface Asked {
  q: Question;
  status: Status;
  /** Right at the first answer (null: not answered yet; "Show me" first counts as wrong). */
  first: boolean | null;
  /** The verdict on the last answer. */
  last: Judgement | null;
  answer: Move | null;
  /** The solver's values at the question (`best`): undefined not asked yet. */
  analysis?: PositionAnalysis | null;
  analysing?: Promise<PositionAnalysis | null>;
  checking: boolean;
}
