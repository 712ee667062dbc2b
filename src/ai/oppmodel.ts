/**
 * The opponent model of `hard`'s card play: the card a rules-of-thumb player picks from what it
 * can see (its own cards, the cards played, the card led, trump), and nothing else. The search
 * against a modelled opponent (mixedsolver.ts) values the opponent's moves as a mixture of their best card and this
 * one. The rules are those of the `easy` level's card play: lead a master of a plain suit (most
 * points), else the lowest card of the longest plain suit; follow by winning a trick worth 3+
 * points (or one won without a trump) with the cheapest winner, or with the winner of most
 * points when following a plain suit; else throw the cheapest card.
 */
import {
  type Card,
  type CardMask,
  type Suit,
  beats,
  cardPoints,
  legalPlayMask,
  popcount,
  strength,
} from '../engine/internal.js';

/** What the opponent sees when it chooses its card in a sampled deal. */
export interface OppSight {
  /** The opponent's own cards (in the sampled deal). */
  hand: CardMask;
  /** Every card played so far in the hand, by either player (public). */
  played: CardMask;
  trump: Suit | -1;
  bareJass: boolean;
  /** The card led to the trick the opponent follows, or -1 when the opponent leads. */
  lead: Card;
}

/** The card a rules-of-thumb player chooses, from `sight` only (allocation-free: the solver calls it). */
export function ruleCard(sight: OppSight): Card {
  return ruleCardOf(sight.hand, sight.played, sight.lead, sight.trump, sight.bareJass);
}

/** `ruleCard` on plain arguments. Ties go to the lowest card index. */
export function ruleCardOf(hand: CardMask, played: CardMask, lead: Card, trump: Suit | -1, bareJass: boolean): Card {
  const legal = legalPlayMask(hand, lead, trump, bareJass);
  if (lead < 0) {
    // a master of a plain suit: every higher card of the suit is played or in one's hand
    const known = played | hand;
    let master = -1,
      masterPts = -1;
    for (let m = legal; m !== 0; m &= m - 1) {
      const c = 31 - Math.clz32(m & -m);
      if (c >> 3 === trump) continue;
      const sc = strength(c, trump);
      let top = true;
      for (let r = 0; r < 8 && top; r++) {
        const o = (c & ~7) + r;
        if (o !== c && !(known & (1 << o)) && strength(o, trump) > sc) top = false;
      }
      if (top && cardPoints(c, trump) > masterPts) {
        master = c;
        masterPts = cardPoints(c, trump);
      }
    }
    if (master >= 0) return master;
    // else the lowest card of the longest plain suit (trumps last)
    let best = -1,
      bestKey = Infinity;
    for (let m = legal; m !== 0; m &= m - 1) {
      const c = 31 - Math.clz32(m & -m);
      const len = popcount(hand & (0xff << ((c >> 3) * 8)));
      const key = (c >> 3 === trump ? 100 : 0) + 2 * cardPoints(c, trump) + strength(c, trump) - len;
      if (key < bestKey) {
        bestKey = key;
        best = c;
      }
    }
    return best;
  }
  // following: win a trick worth points (or one won without a trump) cheaply, taking the
  // card of most points when following a plain suit; else throw the cheapest card
  let cheapest = -1,
    cheapKey = Infinity,
    richest = -1,
    richPts = -1,
    low = -1,
    lowKey = Infinity;
  for (let m = legal; m !== 0; m &= m - 1) {
    const c = 31 - Math.clz32(m & -m);
    const p = cardPoints(c, trump),
      st = strength(c, trump);
    if (beats(c, lead, trump)) {
      if (st + p < cheapKey) {
        cheapKey = st + p;
        cheapest = c;
      }
      if (c >> 3 === lead >> 3 && p > richPts) {
        richPts = p;
        richest = c;
      }
    }
    if (p * 16 + st < lowKey) {
      lowKey = p * 16 + st;
      low = c;
    }
  }
  if (cheapest >= 0 && (cardPoints(lead, trump) >= 3 || cheapest >> 3 !== trump)) {
    return richest >= 0 && lead >> 3 !== trump ? richest : cheapest;
  }
  return low;
}
