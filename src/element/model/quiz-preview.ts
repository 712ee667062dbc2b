/**
 * The questions of a document as a table will ask them, without a table (the editor's preview):
 * who answers, the recorded move, the legal answers and how the answer is judged.
 */
import { legalHandMoves } from '../../engine/internal.js';
import { type Accept, moveToNotation, type TranscriptDoc, type TranscriptMove } from '../../notation/index.js';
import { replayDocument } from '../../validator/index.js';
import type { Player } from '../../engine/internal.js';
import { type Question, answersFor, questionOf } from './quiz.js';
import { type Track, actorAt, stateAt } from './track.js';

/** One question of a document as the editor previews it (see `previewQuiz`). */
export interface QuizPreviewItem {
  question: Question;
  /** The player who answers (who makes the questioned move). */
  player: Player;
  /** The recorded move, the answer `recorded` accepts. */
  recorded: TranscriptMove;
  /** Every move the rules allow that player there (what `legal` accepts). */
  legal: TranscriptMove[];
  /** How the answer is judged: `best` on a move that is not a card is judged as `recorded`. */
  judgedAs: Accept;
}

/**
 * The questions of a document (object or JSON text) as the table will ask them, without a
 * table: for the editor's preview. Questions on moves that cannot be read are left out (the
 * table skips them too). For an interactive preview, give the document to a replay table.
 */
export async function previewQuiz(input: TranscriptDoc | string): Promise<QuizPreviewItem[]> {
  const r = replayDocument(input);
  const out: QuizPreviewItem[] = [];
  r.hands.forEach((h, hand) => {
    if (!h.initial) return;
    const track: Track = { initial: h.initial, moves: h.steps.map((x) => x.move), states: h.steps.map((x) => x.state) };
    h.steps.forEach((st, i) => {
      const q = st.move ? questionOf(st.written, hand, i) : null;
      if (!q || !st.move) return;
      const player = actorAt(track, i);
      const s = stateAt(track, i);
      out.push({
        question: q,
        player,
        recorded: moveToNotation(st.move),
        legal: answersFor(legalHandMoves(s), player).map(moveToNotation),
        judgedAs: q.accept === 'best' && (st.move.type !== 'play' || s.phase !== 'play') ? 'recorded' : q.accept,
      });
    });
  });
  return out;
}
