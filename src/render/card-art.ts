/**
 * The drawing of a playing card, once, as SVG text: the element shows it (src/element/views/card.ts
 * puts these strings in its templates) and the images of a position draw it (./svg.ts). Crisp at
 * any size, no image files.
 *
 * The colours come from a style sheet by class (`.suit-N` sets `color`, which the pips fill with;
 * `.paper`, `.back-fill`, `.idx`): the element's (src/element/styles.ts), where custom properties
 * theme them and `.four` gives the four-colour deck, or `CARD_STYLE` (./card-style.ts) in a standalone image. Every
 * drawing is decorative (aria-hidden); what shows it names the card. A larger drawing places one
 * in an `<svg>` of its own position and size.
 *
 * Only our own numbers and fixed strings go into this markup, never text from a transcript.
 */
import { type Card, RANK_NAMES } from '../engine/internal.js';

/** Suit outlines in a 100×100 box. */
export const SUIT_PATHS = [
  // spade
  'M50 4C40 22 4 40 4 62c0 14 12 22 24 22 10 0 16-6 19-12-1 12-5 20-13 24h32c-8-4-12-12-13-24 3 6 9 12 19 12 12 0 24-8 24-22C96 40 60 22 50 4Z',
  // heart
  'M50 92C20 66 4 48 4 30 4 14 17 6 29 6c10 0 17 6 21 14 4-8 11-14 21-14 12 0 25 8 25 24 0 18-16 36-46 62Z',
  // diamond
  'M50 2 88 50 50 98 12 50Z',
  // club
  'M50 8a19 19 0 1 0 0.1 0ZM27 42a19 19 0 1 0 0.1 0ZM73 42a19 19 0 1 0 0.1 0ZM46 56c0 18-5 30-14 38h36c-9-8-14-20-14-38Z',
] as const;

/**
 * Pip centres (in a 100×140 card) of a card with `pairs` rows of two pips (at x 30 and 70) and
 * `singles` rows of one pip in the middle (x 50).
 */
const pipsAt = (pairs: number[], singles: number[]): [number, number][] => [
  ...pairs.flatMap((y): [number, number][] => [
    [30, y],
    [70, y],
  ]),
  ...singles.map((y): [number, number] => [50, y]),
];

/** Pip centres of the 7, 8, 9 and 10. */
const PIPS = [
  pipsAt([32, 70, 108], [51]),
  pipsAt([32, 70, 108], [51, 89]),
  pipsAt([32, 57, 83, 108], [70]),
  pipsAt([32, 57, 83, 108], [45, 95]),
];

function pip(s: number, x: number, y: number, size: number): string {
  const k = size / 100;
  // pips below the middle of the card (100×140) are upside down
  const flip = y > 71 ? ` rotate(180 50 50)` : '';
  return `<path d="${SUIT_PATHS[s]}" transform="translate(${x - size / 2} ${y - size / 2}) scale(${k})${flip}"/>`;
}

function corner(rank: string, s: number): string {
  // "10" is set smaller and closer
  const two = rank.length > 1;
  return `<g class="idx"><text x="13" y="25" text-anchor="middle" font-size="${two ? 19 : 22}" font-weight="700" letter-spacing="${two ? -2 : 0}">${rank}</text>${pip(s, 13, 38, 15)}</g>`;
}

/** The middle of a card of suit `s` and rank `r` (`rank` its index letter). */
function centre(s: number, r: number, rank: string): string {
  if (r <= 3) return PIPS[r].map(([x, y]) => pip(s, x, y, 20)).join('');
  if (r === 7) return pip(s, 50, 70, 46);
  // J Q K: a framed court panel with a large letter and the suit
  return `<rect x="24" y="22" width="52" height="96" rx="4" fill-opacity=".09" stroke="currentColor" stroke-width="1.5"/><text x="50" y="72" text-anchor="middle" font-size="38" font-weight="700" font-family="Georgia, 'Times New Roman', serif">${rank}</text>${pip(s, 50, 94, 22)}${pip(s, 50, 40, 16)}`;
}

const PAPER = `<rect class="paper" x="1" y="1" width="98" height="138" rx="8"/>`;

/** A face-up card as an `<svg>` element (100×140 user units, no size of its own). */
export function cardFaceSvg(c: Card): string {
  const s = c >> 3;
  const rank = RANK_NAMES[c & 7];
  const mark = corner(rank, s);
  return `<svg class="face suit-${s}" viewBox="0 0 100 140" aria-hidden="true" focusable="false">${PAPER}<g fill="currentColor">${mark}<g transform="rotate(180 50 70)">${mark}</g>${centre(s, c & 7, rank)}</g></svg>`;
}

/** The back of a card as an `<svg>` element. */
export const cardBackSvg = (): string =>
  `<svg viewBox="0 0 100 140" aria-hidden="true" focusable="false">${PAPER}<rect class="back-fill" x="7" y="7" width="86" height="126" rx="5"/><path fill="none" stroke="#ffffff40" stroke-width="2.2" d="M7 27 27 7M7 47 47 7M7 67 67 7M7 87 87 7M7 107 93 21M7 127 93 41M17 133 93 61M37 133 93 81M57 133 93 101M77 133 93 117M27 133 7 113M47 133 7 93M67 133 7 73M87 133 7 53M93 127 13 7M93 107 33 7M93 87 53 7M93 67 73 7M93 47 87 7"/><rect x="12" y="12" width="76" height="116" rx="3" fill="none" stroke="#ffffffbf" stroke-width="2"/></svg>`;

/** A small suit symbol (decorative), 100×100. */
export const suitIconSvg = (s: number): string =>
  `<svg class="suit-icon suit-${s}" viewBox="0 0 100 100" aria-hidden="true" focusable="false"><path fill="currentColor" d="${SUIT_PATHS[s]}"/></svg>`;
