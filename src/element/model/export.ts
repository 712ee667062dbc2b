/** A game played in the element, written down as a transcript (notation version 1). */
import type { GameState } from '../../engine/internal.js';
import { type TranscriptDoc, type TranscriptHand, type TranscriptMeta, writeGame } from '../../notation/index.js';

/**
 * The transcript of a game. A game that branched from a replayed position starts with that
 * hand's setup as written and the moves up to the branch point (`branch`); it has no game result,
 * since the earlier hands are not part of it.
 */
export function exportGame(
  g: GameState,
  players: [string, string],
  meta: TranscriptMeta,
  branch?: TranscriptHand,
): TranscriptDoc {
  const doc = writeGame(g, { players, meta });
  if (branch && doc.hands.length) {
    const first = doc.hands[0];
    const hand: TranscriptHand = { ...branch, moves: [...(branch.moves ?? []), ...(first.moves ?? [])] };
    delete hand.result;
    if (first.result) hand.result = first.result;
    doc.hands[0] = hand;
    delete doc.result;
  }
  return doc;
}

/** Offer text as a file to save (a download link, clicked). */
export function downloadText(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
