/**
 * A simple model of how a player bids, used to read the opponent's bids: a suit is taken or
 * named with a probability that rises with the hand's strength in it.
 */
import { type CardMask, type Suit, R9, RA, RJ } from '../engine/internal.js';

/** A rough count of a hand's worth with `trump` as trump: J 4, 9 3, A 2, other trumps 1, side aces 1.5. */
export function handStrength(hand: CardMask, trump: Suit): number {
  let score = 0;
  for (let m = hand; m !== 0; m &= m - 1) score += cardStrength(31 - Math.clz32(m & -m), trump);
  return score;
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** Strength of one card for `handStrength`. */
function cardStrength(c: number, trump: Suit): number {
  const r = c & 7;
  if (c >> 3 === trump) return r === RJ ? 4 : r === R9 ? 3 : r === RA ? 2 : 1;
  return r === RA ? 1.5 : 0;
}

/** What a player's bids said, for `bidLikelihood`. */
export interface BidEvidence {
  /** The suit they took or named, or -1. */
  took: Suit | -1;
  /** Suits they declined: the turn-up suit after a pass in round 1. */
  passed: readonly Suit[];
  /** They passed in round 2, declining every suit but `passed` ones. */
  passedRound2: boolean;
}

/**
 * How likely a player's bids are if their nine cards were `hand`: they bid on their first six
 * cards, so the model's chances are averaged over the 84 ways to choose which three of the nine
 * came after the bidding.
 */
export function bidLikelihood(hand: CardMask, ev: BidEvidence): number {
  if (ev.took === -1 && ev.passed.length === 0 && !ev.passedRound2) return 1;
  const cards: number[] = [];
  for (let m = hand; m !== 0; m &= m - 1) cards.push(31 - Math.clz32(m & -m));
  const n = cards.length;
  if (n <= 6) return bidFactor(hand, ev);
  let total = 0,
    count = 0;
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      for (let k = j + 1; k < n; k++) {
        total += bidFactor(hand & ~(1 << cards[i]) & ~(1 << cards[j]) & ~(1 << cards[k]), ev);
        count++;
      }
  return total / count;
}

function bidFactor(six: CardMask, ev: BidEvidence): number {
  let l = 1;
  if (ev.took !== -1) l *= takeChance(six, ev.took);
  for (const su of ev.passed) l *= 1 - takeChance(six, su);
  if (ev.passedRound2) {
    let best = 0;
    for (let su = 0; su < 4; su++)
      if (!ev.passed.includes(su as Suit)) best = Math.max(best, takeChance(six, su as Suit));
    l *= 1 - best;
  }
  return l;
}

/**
 * The modelled chance that a player holding `hand` takes (or names) `trump`. `cards` is how
 * many cards the hand has: six during the bidding; nine when judged from the whole hand later.
 */
export function takeChance(hand: CardMask, trump: Suit, cards: 6 | 9 = 6): number {
  const s = handStrength(hand, trump) * (cards === 9 ? 2 / 3 : 1);
  return sigmoid(1.5 * (s - 5));
}
