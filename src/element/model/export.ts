/**
 * A game played in the element, written down as a transcript (notation version 1): in full, or
 * while a hand is in play as the person at the table may know it (`asSeenBy`).
 */
import { type GameState, type HandState, type Player, cardsOf } from '../../engine/internal.js';
import {
  type TranscriptDoc,
  type TranscriptHand,
  type TranscriptMeta,
  cardsToStrings,
  writeGame,
} from '../../notation/index.js';

/** The `meta` of a transcript of a game played at the table (`undone`: cards taken back, practice). */
export function playMeta(undone: number): TranscriptMeta {
  return {
    date: new Date().toISOString().slice(0, 10),
    source: 'klaberjass-table',
    // a practice game in which cards were taken back says so
    ...(undone ? { undone } : {}),
  };
}

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

/**
 * The transcript `doc` as the player `human` may know it while its last hand, in state `h`, is in
 * play: that hand keeps its dealer, its moves, the turn-up card and (once trump is made) the
 * bottom card, which the table shows, and a comment (`held`, given the cards as notation) says
 * which cards the player holds; its deck and its dealt hands (the opponent's cards and the stock)
 * are left out. The notation allows that: without a deck or dealt hands each player is taken to
 * have held the cards they play. So are the moves in `unseen` (the other player's declared runs,
 * which the rules do not show unless they win), whose words the comment says instead. The caller decides when (play.ts `exportLeavesOut`: not for a
 * finished hand, nor for a hand from a written position, which must name both hands).
 */
export function asSeenBy(
  doc: TranscriptDoc,
  h: HandState,
  human: Player,
  held: (cards: string) => string,
  /** Moves of the last hand (by index) the player did not see as written, with what they heard instead. */
  unseen?: ReadonlyMap<number, string>,
): TranscriptDoc {
  const last = doc.hands.at(-1);
  if (!last) return doc;
  const hand: TranscriptHand = { dealer: last.dealer };
  const [turnUp] = h.turnUp >= 0 ? cardsToStrings([h.turnUp]) : [];
  const [bottom] = h.trump >= 0 && h.bottom >= 0 ? cardsToStrings([h.bottom]) : [];
  if (turnUp || bottom) hand.deal = { ...(turnUp ? { turnUp } : {}), ...(bottom ? { bottom } : {}) };
  if (last.taker !== undefined) hand.taker = last.taker;
  if (last.trump !== undefined) hand.trump = last.trump;
  // moves the player did not see as written (the other's runs, heard as words): left out, and the words said instead
  hand.moves = (last.moves ?? []).filter((_, i) => !unseen?.has(i));
  const note = [held(cardsToStrings(cardsOf(h.hands[human])).join(' ')), ...(unseen?.values() ?? [])].join(' ');
  hand.comment = typeof last.comment === 'string' && last.comment ? `${last.comment} ${note}` : note;
  return { ...doc, hands: [...doc.hands.slice(0, -1), hand] };
}
