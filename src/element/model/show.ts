/**
 * The `show` attribute: which parts of the replay view a page shows (the way a chess viewer has
 * showMoves, showPlayers and showControls). A pure function of the attribute and the document.
 */
import type { TranscriptDoc } from '../../notation/types.js';

/**
 * The parts an author may show or hide: `points` is the panel of the points so far (during the
 * hand), `summary` the same panel at the end of the hand, where it explains the result.
 */
export const SHOW_PARTS = [
  'table',
  'comment',
  'controls',
  'moves',
  'points',
  'summary',
  'sheet',
  'analysis',
  'play',
] as const;
export type ShowPart = (typeof SHOW_PARTS)[number];

/**
 * The parts shown by default: everything, except the score sheet of a document that is not a game
 * (one hand, or a fragment from a position: its chart would say 0 : 0 or a total nobody played
 * for) and the "points so far" panel of a fragment during the hand (the felt shows its points
 * already; its summary at the end shows).
 */
export function defaultParts(doc: TranscriptDoc | null): ShowPart[] {
  const hands = doc?.hands?.length ?? 0;
  const game = hands > 1 || doc?.result !== undefined;
  const fragment = hands === 1 && doc?.hands[0]?.start !== undefined;
  return SHOW_PARTS.filter((p) => (p === 'sheet' ? game : p === 'points' ? !fragment : true));
}

/**
 * The parts shown for a `show` value (names separated by spaces or commas): a plain list is the
 * parts shown; a list of only `+name` and `-name` adds to or takes from the defaults; empty is the
 * defaults. Unknown names are left out and returned in `unknown` (the element warns about them).
 */
export function shownParts(show: string, doc: TranscriptDoc | null): { parts: Set<ShowPart>; unknown: string[] } {
  const words = show.split(/[\s,]+/).filter(Boolean);
  const relative = words.length > 0 && words.every((w) => w[0] === '+' || w[0] === '-');
  const parts = new Set<ShowPart>(relative || !words.length ? defaultParts(doc) : []);
  const unknown: string[] = [];
  for (const w of words) {
    const name = relative ? w.slice(1) : w;
    if (!(SHOW_PARTS as readonly string[]).includes(name)) unknown.push(w);
    else if (w[0] === '-') parts.delete(name as ShowPart);
    else parts.add(name as ShowPart);
  }
  return { parts, unknown };
}
