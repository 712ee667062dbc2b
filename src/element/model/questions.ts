/**
 * Which moves of a document ask the reader a question (the notation's `ask` and `accept` on a
 * move). How an answer is judged is model/quiz.ts; the element asks `hasQuestions` of every
 * document it loads, to know whether to load the questions' part.
 */
import type { Accept } from '../../notation/types.js';

/** A question of the document: the move it hides and which answers count. */
export interface Question {
  hand: number;
  /** Index of the questioned move in the hand's moves (= the moves shown when it is asked). */
  index: number;
  /** The question, plain text as written. */
  ask: string;
  accept: Accept;
}

/** What a move as written says about a question (its `ask`, `accept`), if it asks one. */
export function questionOf(written: unknown, hand: number, index: number): Question | null {
  if (!written || typeof written !== 'object') return null;
  const w = written as { ask?: unknown; accept?: unknown };
  if (typeof w.ask !== 'string') return null;
  const accept: Accept = w.accept === 'legal' || w.accept === 'best' ? w.accept : 'recorded';
  return { hand, index, ask: w.ask, accept };
}

/** Every question of a document's hands (the moves as written), in order. */
export function questionsOf(hands: readonly { moves?: readonly unknown[] }[] | undefined): Question[] {
  const out: Question[] = [];
  (hands ?? []).forEach((h, hand) => {
    const moves = Array.isArray(h?.moves) ? h.moves : [];
    moves.forEach((w, i) => {
      const q = questionOf(w, hand, i);
      if (q) out.push(q);
    });
  });
  return out;
}

/** Does a document (as given) carry any question? Cheap: looks at the moves only. */
export const hasQuestions = (doc: { hands?: unknown } | null | undefined): boolean =>
  Array.isArray(doc?.hands) && questionsOf(doc.hands as { moves?: unknown[] }[]).length > 0;
