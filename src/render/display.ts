/** How the element and the images lay out cards: the order of a hand, the turn-up card as it lies now. */
import { type Card, type CardMask, type HandState, cardsOf, sevenOf, strength } from '../engine/internal.js';

const SUIT_ORDER = [0, 1, 3, 2]; // spades, hearts, clubs, diamonds: colours alternate

/** Display order: trumps first, then alternating colours, high cards first. */
export function sortForDisplay(mask: CardMask, trump: number): Card[] {
  const suits = trump >= 0 ? [trump, ...SUIT_ORDER.filter((s) => s !== trump)] : SUIT_ORDER;
  const cards = cardsOf(mask);
  return cards.sort((a, b) => {
    const sa = suits.indexOf(a >> 3),
      sb = suits.indexOf(b >> 3);
    return sa !== sb ? sa - sb : strength(b, trump as never) - strength(a, trump as never);
  });
}

/** The turned-up card as it lies now: the trump seven once someone exchanged it (-1: none). */
export const turnUpShown = (s: HandState): Card =>
  s.turnUp < 0 ? -1 : s.exchangedBy !== -1 && s.trump >= 0 ? sevenOf(s.trump as never) : s.turnUp;
