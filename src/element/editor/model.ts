/**
 * The editor's document model: pure functions from a transcript (and the deal being set up) to
 * the next one. No DOM, no lit: the controller (controller.ts) keeps the history of what these
 * return, the views (view.ts) only read it.
 *
 * The deal being set up is a list of 20 slots (`Slots`): each player's nine cards in the order
 * received (the first six, then the last three), the turn-up and the bottom card. A slot holds a
 * card or -1 (empty); a card may sit in two slots (typed twice in a text field), which
 * `dealProblems` reports at once.
 */
import {
  type Card,
  type HandState,
  type Move,
  type Player,
  apply,
  cardName,
  explain,
  other,
  parseCard,
  seedRng,
  shuffledDeck,
} from '../../engine/internal.js';
import { moveFromNotation, moveToNotation } from '../../notation/index.js';
import type {
  Accept,
  Mark,
  SuitLetter,
  TranscriptDoc,
  TranscriptHand,
  TranscriptMove,
  TranscriptStart,
} from '../../notation/types.js';

export type Slots = number[];

export const SLOT_COUNT = 20;
export const TURN_UP = 18;
export const BOTTOM = 19;
export const MARKS: readonly Mark[] = ['!', '?', '!!', '??', '!?', '?!'];

/**
 * A group of slots the setup shows as one row (with its own text field): the deal's, or for a
 * hand set up from a position (`start`) the cards each player still holds (`held0`, `held1`: the
 * same slots as that player's nine cards of a deal).
 */
export type Group = 'first0' | 'last0' | 'first1' | 'last1' | 'turnUp' | 'bottom' | 'held0' | 'held1';
export const GROUPS: readonly Group[] = ['first0', 'last0', 'first1', 'last1', 'turnUp', 'bottom'];
export const HELD_GROUPS: readonly Group[] = ['held0', 'held1'];

/** The slots of a group, in order. */
export function groupSlots(g: Group): number[] {
  switch (g) {
    case 'first0':
      return [0, 1, 2, 3, 4, 5];
    case 'last0':
      return [6, 7, 8];
    case 'first1':
      return [9, 10, 11, 12, 13, 14];
    case 'last1':
      return [15, 16, 17];
    case 'turnUp':
      return [TURN_UP];
    case 'held0':
      return [0, 1, 2, 3, 4, 5, 6, 7, 8];
    case 'held1':
      return [9, 10, 11, 12, 13, 14, 15, 16, 17];
    default:
      return [BOTTOM];
  }
}

export function groupOf(slot: number): Group {
  return GROUPS.find((g) => groupSlots(g).includes(slot))!;
}

export const emptySlots = (): Slots => Array.from({ length: SLOT_COUNT }, () => -1);

/** The 20 slots of a deal dealt from a deck (top card first) by `dealer`, in the notation's deal order. */
export function slotsFromDeck(deck: readonly Card[], dealer: Player): Slots {
  const nd = other(dealer);
  const s = emptySlots();
  const put = (p: Player, from: number, to: number, at: number) => {
    for (let i = from; i < to; i++) s[p * 9 + at + (i - from)] = deck[i];
  };
  put(nd, 0, 3, 0);
  put(dealer, 3, 6, 0);
  put(nd, 6, 9, 3);
  put(dealer, 9, 12, 3);
  s[TURN_UP] = deck[12];
  put(nd, 13, 16, 6);
  put(dealer, 16, 19, 6);
  s[BOTTOM] = deck[31];
  return s;
}

/** The slots of a hand as written: its `deal`, else its `deck`; empty when neither gives the cards. */
export function slotsOf(hand: TranscriptHand | undefined): Slots {
  const s = emptySlots();
  if (!hand) return s;
  if (hand.start !== undefined) return slotsOfStart(hand.start, s);
  const deal = hand.deal;
  if (deal && (deal.hands || deal.turnUp || deal.bottom)) {
    deal.hands?.forEach((list, p) => {
      if (Array.isArray(list)) list.slice(0, 9).forEach((c, i) => (s[p * 9 + i] = parseCard(c)));
    });
    if (deal.turnUp !== undefined) s[TURN_UP] = parseCard(deal.turnUp);
    if (deal.bottom !== undefined) s[BOTTOM] = parseCard(deal.bottom);
    return s;
  }
  if (Array.isArray(hand.deck) && hand.deck.length === 32) {
    const deck = hand.deck.map(parseCard);
    if (deck.every((c) => c >= 0)) return slotsFromDeck(deck, hand.dealer === 1 ? 1 : 0);
  }
  return s;
}

/** The `deal` of a hand from its slots (empty slots left out, so an unfinished deal is still written). */
export function dealOf(slots: Slots): NonNullable<TranscriptHand['deal']> {
  const hand = (p: number) =>
    slots
      .slice(p * 9, p * 9 + 9)
      .filter((c) => c >= 0)
      .map(cardName);
  const deal: NonNullable<TranscriptHand['deal']> = {};
  if (slots[TURN_UP] >= 0) deal.turnUp = cardName(slots[TURN_UP]);
  deal.hands = [hand(0), hand(1)];
  if (slots[BOTTOM] >= 0) deal.bottom = cardName(slots[BOTTOM]);
  return deal;
}

/** The slots of a position: each player's cards held (`start.hands`) in slots 0–8 and 9–17; the turn-up and bottom slots of `keep`. */
export function slotsOfStart(start: TranscriptStart | undefined, keep: Slots): Slots {
  const s = keep.slice();
  for (let i = 0; i < 18; i++) s[i] = -1;
  const hands = (start as { hands?: unknown } | undefined)?.hands;
  if (Array.isArray(hands))
    hands.slice(0, 2).forEach((list, p) => {
      if (Array.isArray(list)) list.slice(0, 9).forEach((c, i) => (s[p * 9 + i] = parseCard(c)));
    });
  return s;
}

/** The cards player `p` holds in a position being set up (the slots of `held0` or `held1`, empty ones left out). */
export const heldOf = (slots: Slots, p: Player): Card[] => slots.slice(p * 9, p * 9 + 9).filter((c) => c >= 0);

/** `start` with its keys in the notation's order (trump, taker, leader, hands, points, tricks; any other after them). */
export function inStartOrder(st: TranscriptStart): TranscriptStart {
  const out: Record<string, unknown> = {};
  const src = st as unknown as Record<string, unknown>;
  for (const k of ['trump', 'taker', 'leader', 'hands', 'points', 'tricks']) if (src[k] !== undefined) out[k] = src[k];
  for (const [k, v] of Object.entries(src)) if (!(k in out) && v !== undefined) out[k] = v;
  return out as unknown as TranscriptStart;
}

/** A new position for a hand dealt by `dealer`: what the slots hold, trump spades, the dealer's opponent taker and leader. */
export function newStart(slots: Slots, dealer: Player): TranscriptStart {
  const elder = other(dealer);
  return {
    trump: 'S' as SuitLetter,
    taker: elder,
    leader: elder,
    hands: [heldOf(slots, 0).map(cardName), heldOf(slots, 1).map(cardName)],
  };
}

/**
 * What is wrong with a position being set up, at once: a card held by both, hands of different
 * sizes or none at all, tricks so far that do not add up to the tricks played (nine less the
 * cards each holds). Facts only; the view words them. (The validator judges the rest.)
 */
export type PositionProblem =
  | { kind: 'twice'; card: Card; groups: Group[] }
  | { kind: 'uneven'; counts: [number, number] }
  | { kind: 'none' }
  | { kind: 'tricks'; sum: number; played: number };

export function positionProblems(slots: Slots, start: TranscriptStart | undefined): PositionProblem[] {
  const out: PositionProblem[] = [];
  const where = new Map<Card, Group[]>();
  for (let i = 0; i < 18; i++) {
    const c = slots[i];
    if (c < 0) continue;
    const list = where.get(c) ?? [];
    list.push(i < 9 ? 'held0' : 'held1');
    where.set(c, list);
  }
  for (const [card, groups] of where) if (groups.length > 1) out.push({ kind: 'twice', card, groups });
  const n: [number, number] = [heldOf(slots, 0).length, heldOf(slots, 1).length];
  if (!n[0] && !n[1]) out.push({ kind: 'none' });
  else if (n[0] !== n[1]) out.push({ kind: 'uneven', counts: n });
  const t = (start as { tricks?: unknown } | undefined)?.tricks;
  if (Array.isArray(t) && n[0] === n[1] && n[0] > 0) {
    const sum = Number(t[0]) + Number(t[1]);
    if (sum !== 9 - n[0]) out.push({ kind: 'tricks', sum, played: 9 - n[0] });
  }
  return out;
}

/** The empty slots of a position filled at random from `seed` (the cards not placed), each player up to the larger hand (nine when both are empty). */
export function fillPosition(slots: Slots, seed: string): Slots {
  const s = slots.slice();
  const used = new Set(s.slice(0, 18).filter((c) => c >= 0));
  const free = shuffledDeck(seedRng(seed)).filter((c) => !used.has(c));
  const n = Math.max(heldOf(s, 0).length, heldOf(s, 1).length) || 9;
  for (const p of [0, 1] as const)
    for (let i = p * 9, have = heldOf(s, p).length; i < p * 9 + 9 && have < n; i++)
      if (s[i] < 0) {
        s[i] = free.shift() ?? -1;
        have++;
      }
  return s;
}

/** What is wrong with a deal being set up: a card in two places, or slots still empty. Facts only; the view words them. */
export type DealProblem =
  { kind: 'twice'; card: Card; groups: Group[] } | { kind: 'missing'; group: Group; have: number; need: number };

export function dealProblems(slots: Slots): DealProblem[] {
  const out: DealProblem[] = [];
  const where = new Map<Card, Group[]>();
  slots.forEach((c, i) => {
    if (c < 0) return;
    const list = where.get(c) ?? [];
    list.push(groupOf(i));
    where.set(c, list);
  });
  for (const [card, groups] of where) if (groups.length > 1) out.push({ kind: 'twice', card, groups });
  for (const g of GROUPS) {
    const sl = groupSlots(g);
    const have = sl.filter((i) => slots[i] >= 0).length;
    if (have < sl.length) out.push({ kind: 'missing', group: g, have, need: sl.length });
  }
  return out;
}

/** A compact list of cards such as `AS KS QS 10H` (commas also separate); unknown words and repeats are reported by position. */
export type CardListRead =
  { ok: true; cards: Card[] } | { ok: false; unknown: string[]; repeated: Card[]; cards: Card[] };

export function readCardList(text: string): CardListRead {
  const words = text
    .trim()
    .split(/[\s,;]+/)
    .filter(Boolean);
  const cards: Card[] = [];
  const unknown: string[] = [];
  const repeated: Card[] = [];
  for (const w of words) {
    const c = parseCard(w.toUpperCase().replace(/^T/, '10'));
    if (c < 0) unknown.push(w);
    else if (cards.includes(c)) repeated.push(c);
    else cards.push(c);
  }
  return unknown.length || repeated.length ? { ok: false, unknown, repeated, cards } : { ok: true, cards };
}

/** The slots of a group filled from a card list: the first cards in order, the rest of the group emptied. Null if the list is too long. */
export function placeList(slots: Slots, g: Group, cards: readonly Card[]): Slots | null {
  const sl = groupSlots(g);
  if (cards.length > sl.length) return null;
  const s = slots.slice();
  sl.forEach((i, k) => (s[i] = k < cards.length ? cards[k] : -1));
  return s;
}

/** Put `card` into `slot`; picked from the 32-card picker it leaves the slot it was in (a card is never placed twice that way). */
export function placeCard(slots: Slots, slot: number, card: Card): Slots {
  const s = slots.map((c) => (c === card ? -1 : c));
  s[slot] = card;
  return s;
}

/** The empty slots filled with the cards not placed, in a random order drawn from `seed`. */
export function fillAtRandom(slots: Slots, seed: string): Slots {
  const used = new Set(slots.filter((c) => c >= 0));
  const free = shuffledDeck(seedRng(seed)).filter((c) => !used.has(c));
  return slots.map((c) => (c >= 0 ? c : (free.shift() ?? -1)));
}

/** A whole deal from `seed`, dealt by `dealer` as a shuffled deck is dealt (the same seed gives the same deal). */
export const randomDeal = (seed: string, dealer: Player): Slots => slotsFromDeck(shuffledDeck(seedRng(seed)), dealer);

/** A new document: one hand, its deal still to set up. */
export function newDocument(players: [string, string], title: string): TranscriptDoc {
  const doc: TranscriptDoc = {
    format: 'klaberjass',
    version: 1,
    rules: 'classic',
    players,
    hands: [{ dealer: 0, moves: [] }],
  };
  return title ? withTitle(doc, title) : doc;
}

/**
 * The Set up field where a fault of a hand's deal is put right, from the fault's JSON Pointer: the
 * dealer, a group of the deal (a player's cards, the turn-up card, the bottom card) or of a start
 * position; null for a fault that is not about the deal (a move, the result).
 */
export function setupFieldOf(path: string | undefined): string | null {
  const m = /^\/hands\/\d+\/(dealer|deck|deal|start)(?:\/(turnUp|bottom|hands)(?:\/([01]))?)?/.exec(path ?? '');
  if (!m) return null;
  const [, key, part, p] = m;
  if (key === 'dealer') return 'select[data-field="dealer"]';
  const group: Group =
    part === 'turnUp'
      ? 'turnUp'
      : part === 'bottom'
        ? 'bottom'
        : key === 'start'
          ? `held${p === '1' ? 1 : 0}`
          : `first${p === '1' ? 1 : 0}`;
  return `.ed-group[data-group="${group}"] input`;
}

/**
 * The file name of a transcript with this title: its words in lower case joined by hyphens, at
 * most 60 characters ("A claim at 501!" gives "a-claim-at-501.json"), "hand.json" without a
 * title. Letters of every script are kept; everything else (slashes, dots, quotes) is dropped.
 */
export function fileNameOf(title: string | undefined): string {
  const words = (title ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const name = words.join('-').slice(0, 60).replace(/-+$/, '');
  return `${name || 'hand'}.json`;
}

/**
 * The file name of an image beside its transcript (the snippets' `<img src>` and the download's
 * name): `hands/bate.json`, hand 0, step 6 → `hands/bate-1-6.svg`; the hand counted from 1, as
 * the editor shows it; `step` null for the animation of the whole hand (`hands/bate-1.gif`).
 */
export function imageNameOf(transcript: string, hand: number, step: number | null, ext: 'svg' | 'png' | 'gif'): string {
  const base = transcript.trim().replace(/\.(json|ndjson|jsonl)$/i, '') || 'hand';
  return `${base}-${hand + 1}${step === null ? '' : `-${step}`}.${ext}`;
}

/** The keys of a hand in the writer's order (any other key after them, as it came). */
const HAND_KEYS = ['dealer', 'deck', 'deal', 'start', 'taker', 'trump', 'moves', 'result', 'comment'];
export function inHandOrder(h: TranscriptHand): TranscriptHand {
  const out: Record<string, unknown> = {};
  const src = h as unknown as Record<string, unknown>;
  for (const k of HAND_KEYS) if (src[k] !== undefined) out[k] = src[k];
  for (const [k, v] of Object.entries(src)) if (!(k in out) && v !== undefined) out[k] = v;
  return out as unknown as TranscriptHand;
}

/** A copy of the document with hand `h` replaced by `f(hand)` (every other part shared). */
export function withHand(doc: TranscriptDoc, h: number, f: (hand: TranscriptHand) => TranscriptHand): TranscriptDoc {
  return { ...doc, hands: doc.hands.map((x, i) => (i === h ? f(x) : x)) };
}

/** A move as the editor writes it: `player` first (as the writer does), then the action. */
export function written(m: Move, player: Player): TranscriptMove {
  return { player, ...moveToNotation(m) } as TranscriptMove;
}

/** A move the author's change of an earlier move dropped: its 0-based index before the change, and whether it had a comment or question. */
export interface DroppedMove {
  index: number;
  move: TranscriptMove;
  annotated: boolean;
}

/**
 * Hand `h` with `move` recorded at `step` (the number of moves before it). The moves after it
 * are dropped, or with `keep` every one still legal after it is kept (with its comment, mark
 * and question), each that no longer is dropped and listed: `stateAfter` is the state the new
 * move leads to (null when it is illegal: then nothing after it is kept).
 */
export function recordMove(
  doc: TranscriptDoc,
  h: number,
  step: number,
  move: TranscriptMove,
  keep: boolean,
  stateAfter: HandState | null,
): { doc: TranscriptDoc; dropped: DroppedMove[] } {
  let dropped: DroppedMove[] = [];
  const out = withHand(doc, h, (hand) => {
    const moves = (hand.moves ?? []).slice(0, step);
    moves.push(move);
    const rest = (hand.moves ?? []).slice(step + 1);
    const kept = keep && stateAfter ? stillLegal(stateAfter, rest) : { kept: [], dropped: rest.map((_, i) => i) };
    moves.push(...kept.kept);
    dropped = kept.dropped.map((i) => ({ index: step + 1 + i, move: rest[i], annotated: isAnnotated(rest[i]) }));
    return { ...hand, moves };
  });
  return { doc: out, dropped };
}

const isAnnotated = (m: TranscriptMove): boolean => {
  const o = m as { comment?: unknown; ask?: unknown };
  return (typeof o.comment === 'string' && o.comment.trim() !== '') || typeof o.ask === 'string';
};

/**
 * The moves of `rest` still legal from `s`, one after another: each that is legal where it now
 * comes is kept, each that is not is skipped (and the next is tried from the same state).
 * `dropped` lists the indices (in `rest`) of those skipped.
 */
export function stillLegal(
  s: HandState,
  rest: readonly TranscriptMove[],
): { kept: TranscriptMove[]; dropped: number[] } {
  const kept: TranscriptMove[] = [];
  const dropped: number[] = [];
  let st = s;
  rest.forEach((w, i) => {
    const m = st.phase === 'over' ? null : moveFromNotation(w);
    const r = m && !explain(st, m) ? apply(st, m) : null;
    if (r?.ok) {
      st = r.value;
      kept.push(w);
    } else dropped.push(i);
  });
  return { kept, dropped };
}

/** Hand `h` without its moves from `from` on. */
export const dropMovesFrom = (doc: TranscriptDoc, h: number, from: number): TranscriptDoc =>
  withHand(doc, h, (hand) => ({ ...hand, moves: (hand.moves ?? []).slice(0, from) }));

/** Move `i` of hand `h` with its comment and mark set (an empty text or no mark removes them). */
export function annotate(
  doc: TranscriptDoc,
  h: number,
  i: number,
  note: { comment?: string; mark?: Mark | ''; ask?: string; accept?: Accept | '' },
): TranscriptDoc {
  return withHand(doc, h, (hand) => ({
    ...hand,
    moves: (hand.moves ?? []).map((m, k) => {
      if (k !== i) return m;
      const out = { ...m } as TranscriptMove & { comment?: string; mark?: Mark; ask?: string; accept?: Accept };
      if (note.comment !== undefined) {
        if (note.comment.trim()) out.comment = note.comment;
        else delete out.comment;
      }
      if (note.mark !== undefined) {
        if (note.mark) out.mark = note.mark;
        else delete out.mark;
      }
      // a question for the reader: `accept` only with `ask` (the schema says so)
      if (note.ask !== undefined) {
        if (note.ask.trim()) out.ask = note.ask;
        else {
          delete out.ask;
          delete out.accept;
        }
      }
      if (note.accept !== undefined && out.ask) {
        if (note.accept && note.accept !== 'recorded') out.accept = note.accept;
        else delete out.accept;
      }
      return out;
    }),
  }));
}

/** A top-level or hand text field set (empty text removes it). */
export function withText<T extends object>(o: T, key: keyof T & string, text: string): T {
  const out = { ...o } as Record<string, unknown>;
  if (text.trim()) out[key] = text;
  else delete out[key];
  return out as T;
}

/** The document's title set (an empty title removes it, and `meta` when nothing else is left in it). */
export function withTitle(doc: TranscriptDoc, title: string): TranscriptDoc {
  const meta = withText({ ...(doc.meta ?? {}) }, 'title', title);
  // the keys in the writer's order: meta after players, before hands
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(doc)) {
    if (k === 'meta') continue;
    if (k === 'hands' && Object.keys(meta).length) out.meta = meta;
    out[k] = v;
  }
  return out as unknown as TranscriptDoc;
}

/**
 * Text for a double-quoted HTML attribute or for element content: `&`, `"`, `<` and `>` escaped,
 * and `{` and `}` as character references too, which MDX and Astro would read as the start and
 * end of an expression (HTML, MDX and Astro all read the references back as the characters).
 */
const escapeHtml = (v: string) =>
  v
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\{/g, '&#123;')
    .replace(/\}/g, '&#125;');

/**
 * What a reader without JavaScript sees inside the element (a feed reader, a newsletter, print
 * without scripts): an image of the position when there is one (`image`, its URL) with `alt` as
 * its text, else `alt` as text; in a link to the transcript when `href` is given. Empty without
 * an image or an alt text.
 */
export function fallbackHtml(f: { href?: string; image?: string; alt?: string }): string {
  const alt = f.alt?.trim() ?? '';
  const inner = f.image
    ? `<img src="${escapeHtml(f.image)}" alt="${escapeHtml(alt)}" />` // closed, as MDX (JSX) needs
    : alt || !f.href
      ? escapeHtml(alt)
      : escapeHtml(f.href);
  if (!inner) return '';
  return f.href ? `<a href="${escapeHtml(f.href)}">${inner}</a>` : f.image ? inner : `<p>${inner}</p>`;
}

/**
 * The embed snippet of the element for a position, in the fallback form: the transcript's URL
 * (`src`, the file the page will serve it from) is a child link, which a reader without
 * JavaScript can follow and static-site tools rewrite for a site under a sub-path, around an
 * image of the position (`image`) or the alt text. The table loads the link's URL. The same text
 * is an HTML, Markdown, MDX and Astro snippet: no braces, every element closed.
 */
export function embedSnippet(
  src: string,
  hand: number,
  step: number,
  f: { image?: string; alt?: string } = {},
): string {
  return `<klaberjass-table hand="${hand}" step="${step}">\n  ${fallbackHtml({ ...f, href: src })}\n</klaberjass-table>`;
}

/**
 * JSON text that is safe inside an HTML `<script>` element by construction: `<`, `>` and `&` are
 * written as \u escapes (so no `</script>` or `<!--` can appear), and so are U+2028 and U+2029.
 * JSON.parse reads it back to the same value.
 */
export function scriptSafeJson(text: string): string {
  return text.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The inline variant: the transcript inside the element, in a `<script type="application/json">`, and the fallback (an image or the alt text) for readers without JavaScript. */
export function inlineSnippet(
  json: string,
  hand: number,
  step: number,
  f: { image?: string; alt?: string } = {},
): string {
  const fallback = fallbackHtml(f);
  return `<klaberjass-table hand="${hand}" step="${step}">\n<script type="application/json">\n${scriptSafeJson(json).trimEnd()}\n</script>\n${fallback ? `${fallback}\n` : ''}</klaberjass-table>`;
}
