/**
 * Cards, suits and ranks.
 *
 * Inside the engine a card is a small integer 0..31: `suit * 8 + rank`, where the rank index
 * follows the natural (sequence) order 7 8 9 10 J Q K A = 0..7. A set of cards is a 32-bit
 * mask with bit `card` set. Card strings such as "10H" appear only at the boundary
 * (`parseCard`, `cardName`).
 */

/** A card: `suit * 8 + rank`, 0..31. */
export type Card = number;
/** 0 spades, 1 hearts, 2 diamonds, 3 clubs. */
export type Suit = 0 | 1 | 2 | 3;
/** A player index. Player 0 and player 1. */
export type Player = 0 | 1;
/** A set of cards as a bit mask (bit `card`). May be negative as an int32 when bit 31 is set. */
export type CardMask = number;

/**
 * A suit as the notation writes it: `S`, `H`, `D` or `C`. (Spelled out rather than taken from
 * `SUIT_LETTERS`, so that an entry point can export the type without the value.)
 */
export type SuitLetter = 'S' | 'H' | 'D' | 'C';
/** Suit letters in suit order: index 0 is spades, then hearts, diamonds, clubs. */
export const SUIT_LETTERS = ['S', 'H', 'D', 'C'] as const satisfies readonly SuitLetter[];
/** Rank names in natural order: index 0 is the 7, index 7 the ace. */
export const RANK_NAMES = ['7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
/** A rank as the notation writes it: `7` … `10`, `J`, `Q`, `K`, `A`. */
export type RankName = (typeof RANK_NAMES)[number];

export const R7 = 0,
  R8 = 1,
  R9 = 2,
  R10 = 3,
  RJ = 4,
  RQ = 5,
  RK = 6,
  RA = 7;

/** Trick-taking strength of each rank index when the suit is trump: J 9 A 10 K Q 8 7. */
export const TRUMP_STRENGTH: readonly number[] = [0, 1, 6, 4, 7, 2, 3, 5];
/** Trick-taking strength of each rank index in a plain suit: A 10 K Q J 9 8 7. */
export const PLAIN_STRENGTH: readonly number[] = [0, 1, 2, 6, 3, 4, 5, 7];
/** Card points of each rank index in trumps: J 20, 9 14, A 11, 10 10, K 4, Q 3. */
export const TRUMP_POINTS: readonly number[] = [0, 0, 14, 10, 20, 3, 4, 11];
/** Card points of each rank index in a plain suit: A 11, 10 10, K 4, Q 3, J 2. */
export const PLAIN_POINTS: readonly number[] = [0, 0, 0, 10, 2, 3, 4, 11];

export const ALL_CARDS_MASK: CardMask = -1; // all 32 bits
export const DECK_POINTS = 152;

/** The card of a suit (0..3) and a rank (0 is the 7, 7 the ace). */
export const card = (suit: Suit | number, rank: number): Card => suit * 8 + rank;
/** The suit of a card (0 spades, 1 hearts, 2 diamonds, 3 clubs). */
export const suitOf = (c: Card): Suit => (c >> 3) as Suit;
/** The rank of a card: 0 is the 7, 7 the ace (the order of `RANK_NAMES`). */
export const rankOf = (c: Card): number => c & 7;
export const bit = (c: Card): CardMask => 1 << c;
export const suitMask = (s: Suit | number): CardMask => 0xff << (s * 8);
export const has = (mask: CardMask, c: Card): boolean => (mask & (1 << c)) !== 0;
export const other = (p: Player): Player => (p ^ 1) as Player;

/** Number of cards in a mask. */
export function popcount(m: CardMask): number {
  m = m - ((m >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (((m + (m >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Index of the lowest set bit (the lowest card), or -1 for an empty mask. */
export function lowestCard(m: CardMask): Card {
  if (m === 0) return -1;
  return 31 - Math.clz32(m & -m);
}

/** The cards of a mask, lowest first. */
export function cardsOf(m: CardMask): Card[] {
  const out: Card[] = [];
  while (m !== 0) {
    const low = m & -m;
    out.push(31 - Math.clz32(low));
    m ^= low;
  }
  return out;
}

/** The mask of a list of cards (the inverse of `cardsOf`). */
export function maskOf(cards: Iterable<Card>): CardMask {
  let m = 0;
  for (const c of cards) m |= 1 << c;
  return m;
}

/** Card points of a card given the trump suit. */
export function cardPoints(c: Card, trump: Suit | -1): number {
  return suitOf(c) === trump ? TRUMP_POINTS[c & 7] : PLAIN_POINTS[c & 7];
}

/** Card points of every card in a mask. */
export function maskPoints(m: CardMask, trump: Suit | -1): number {
  let total = 0;
  while (m !== 0) {
    const low = m & -m;
    total += cardPoints(31 - Math.clz32(low), trump);
    m ^= low;
  }
  return total;
}

/** Strength of a card for winning tricks: trumps 8..15, plain 0..7 (compare within a suit or against trump). */
export function strength(c: Card, trump: Suit | -1): number {
  return suitOf(c) === trump ? 8 + TRUMP_STRENGTH[c & 7] : PLAIN_STRENGTH[c & 7];
}

/** Does `follow`, played second, beat `led`? */
export function beats(follow: Card, led: Card, trump: Suit | -1): boolean {
  const fs = suitOf(follow),
    ls = suitOf(led);
  if (fs === ls) return strength(follow, trump) > strength(led, trump);
  return fs === trump;
}

/** Mask of the trumps of `trump` that beat trump card `c`. */
export function higherTrumpsMask(c: Card, trump: Suit): CardMask {
  const s = TRUMP_STRENGTH[c & 7];
  let m = 0;
  for (let r = 0; r < 8; r++) if (TRUMP_STRENGTH[r] > s) m |= 1 << (trump * 8 + r);
  return m;
}

// Card strings read by character codes (the validator's hot path): no slicing, no searching.
// The one rank of two characters, 10, is read by its "10".
const RANK_BY_CODE: (number | undefined)[] = [];
RANK_NAMES.forEach((r, i) => {
  if (r.length === 1) RANK_BY_CODE[r.charCodeAt(0)] = i;
});
const SUIT_BY_CODE: (number | undefined)[] = [];
SUIT_LETTERS.forEach((s, i) => {
  SUIT_BY_CODE[s.charCodeAt(0)] = i;
});

/** Parse a card string such as "10H" or "JS"; -1 when it is not a card. */
export function parseCard(s: unknown): Card {
  if (typeof s !== 'string') return -1;
  const rank = s.length === 2 ? RANK_BY_CODE[s.charCodeAt(0)] : s.length === 3 && s.startsWith('10') ? R10 : undefined;
  const suit = SUIT_BY_CODE[s.charCodeAt(s.length - 1)];
  return rank === undefined || suit === undefined ? -1 : suit * 8 + rank;
}

/** The notation string of a card, e.g. "10H". */
export function cardName(c: Card): string {
  return RANK_NAMES[c & 7] + SUIT_LETTERS[c >> 3];
}

/** A suit from its letter (`"S"`, `"H"`, `"D"`, `"C"`), or -1 for anything else. */
export function parseSuit(s: unknown): Suit | -1 {
  const i = SUIT_LETTERS.indexOf(s as SuitLetter);
  return i < 0 ? -1 : (i as Suit);
}

/** The letter of a suit. */
export function suitName(s: Suit): SuitLetter {
  return SUIT_LETTERS[s];
}

/** The 7 of the given suit (the "dix" when that suit is trump). */
export const sevenOf = (s: Suit): Card => s * 8 + R7;

/** The king and queen of trumps (the bela pair) as a mask. */
export const belaMask = (trump: Suit): CardMask => (1 << (trump * 8 + RK)) | (1 << (trump * 8 + RQ));

/** Whether `c` is the king or queen of trumps (never without trumps). */
export const isBelaCard = (c: Card, trump: Suit | -1): boolean =>
  suitOf(c) === trump && (rankOf(c) === RK || rankOf(c) === RQ);
