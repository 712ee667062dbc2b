/**
 * Images of a position from the notation, without a browser: `positionImage` draws one position
 * of a transcript as a self-contained SVG document with its text description (alt text),
 * `handImages` every position of a hand (the frames of an animation). Node and browsers alike;
 * rasterising (PNG) and the GIF are the `klaberjass-render` command's (src/cli/render-*.ts).
 *
 * ```ts
 * import { positionImage } from 'klaberjass-table/render';
 * const r = positionImage(text, { hand: 0, lang: 'nb', theme: 'dark' });
 * if (r.ok) { writeFileSync('hand.svg', r.value.svg); console.log(r.value.alt); }
 * ```
 *
 * @packageDocumentation
 */
import { type Card, type Player, type Result, handSummary, other, popcount } from '../engine/internal.js';
import type { Mark, TranscriptMove } from '../notation/types.js';
import { replayDocument } from '../validator/index.js';
import type { ReplayedDocument, ReplayedHand } from '../validator/types.js';
import { validatorWordingNb } from '../validator/wording-nb.js';
import { sortForDisplay, turnUpShown } from './display.js';
import { type Scene, type Theme, sceneSvg } from './svg.js';
import { type Track, actorAt, trickAt } from './track.js';
import { type RenderWording, renderWordingEn } from './wording.js';
import { renderWordingNb } from './wording-nb.js';

export type { Theme } from './svg.js';
// the data the images' options and results carry, from the layers below
export type {
  BelaInfo,
  BidValue,
  Card,
  CardMask,
  Fault,
  HandEnd,
  HandState,
  HandSummary,
  Move,
  Phase,
  Player,
  PresetName,
  Result,
  RuleId,
  Rules,
  RulesOptions,
  SequenceComparison,
  SequenceReason,
  SequenceInfo,
  Suit,
  SuitLetter,
  TakerOutcome,
  TieRule,
} from '../engine/index.js';
export type {
  Accept,
  BidMove,
  CardString,
  ClaimMove,
  DeclareMove,
  ExchangeMove,
  Mark,
  MoveCommon,
  PlayMove,
  TranscriptMove,
  Violation,
} from '../notation/types.js';
export type { Note, ReplayStep, ReplayedHand } from '../validator/types.js';
export type { RenderWording } from './wording.js';
export { renderWordingEn } from './wording.js';
export { renderWordingNb } from './wording-nb.js';

/** What to draw, and how. */
export interface ImageOptions {
  /** The hand (0-based, as in the notation; default 0). */
  hand?: number;
  /** How many moves of the hand are shown (0: the deal; default: up to the last move with a comment, else every move). */
  step?: number;
  /** Whose cards are face up: a player, or `open` for both (default `open`); player 0 sits at the bottom unless it is 1. */
  perspective?: Player | 'open';
  /** The language of the labels, caption and alt text (default `en`). */
  lang?: 'en' | 'nb';
  /** The page around the felt and the caption (default `light`). */
  theme?: Theme;
  /** The four-colour deck (diamonds blue, clubs green). */
  fourColour?: boolean;
}

/** One position drawn. */
export interface PositionImage {
  /** The hand drawn (0-based). */
  hand: number;
  /** How many of its moves are shown (0: the deal). */
  step: number;
  /** The SVG document (UTF-8 text; no script, no external reference). */
  svg: string;
  /** The picture in words: who holds what, trump and taker, the table, the points, the move and its comment. */
  alt: string;
  /** Size in CSS pixels at scale 1. */
  width: number;
  /** Height in CSS pixels at scale 1. */
  height: number;
  /** Whether the move shown carries a comment or a mark (an animation holds such frames longer). */
  annotated: boolean;
}

/** Why nothing was drawn: a sentence in the options' language, and the hand or step it is about. */
export interface ImageError {
  /** What went wrong, a sentence in the options' language. */
  message: string;
  /** `document`: it cannot be replayed; `position`: the hand has no position; `hand`, `step`: out of range. */
  reason: 'document' | 'position' | 'hand' | 'step';
  /** The hand it is about, when there is one. */
  hand?: number;
  /** The step it is about, when there is one. */
  step?: number;
}

const wordingOf = (lang: string | undefined): RenderWording => (lang === 'nb' ? renderWordingNb : renderWordingEn);

/** The step shown by default: just after the last move with a comment, else the end of the hand. */
export function defaultStep(hand: Pick<ReplayedHand, 'steps'>): number {
  for (let i = hand.steps.length - 1; i >= 0; i--)
    if ((hand.steps[i].written as { comment?: unknown }).comment) return i + 1;
  return hand.steps.length;
}

/** A move in words. */
function moveText(t: RenderWording, track: Track, i: number, who: string): string {
  const m = track.moves[i];
  if (!m) return '';
  switch (m.type) {
    case 'bid':
      return t.bid(who, m.bid, /^[SHDC]$/.test(m.bid) ? t.suits['SHDC'.indexOf(m.bid)] : '');
    case 'exchange':
      return t.exchange(who, t.card(m.card));
    case 'declare':
      return t.declare(who, m.runs.length);
    case 'play':
      return t.play(who, t.card(m.card), !!m.bela);
    case 'claim':
      return t.claim(who);
    default:
      return '';
  }
}

function replayed(input: unknown, t: RenderWording): Result<ReplayedDocument, ImageError> {
  const r =
    typeof input === 'object' && input !== null && 'hands' in input && 'verdict' in input && 'data' in input
      ? (input as ReplayedDocument)
      : replayDocument(input, t.lang === 'nb' ? { wording: validatorWordingNb } : undefined);
  if (!r.doc || !r.hands.length) {
    const why = r.verdict.violations[0]?.message ?? '';
    return { ok: false, error: { message: t.notReplayable(why), reason: 'document' } };
  }
  return { ok: true, value: r };
}

interface Drawing {
  doc: ReplayedDocument;
  index: number;
  track: Track;
  written: TranscriptMove[];
  names: [string, string];
}

function drawingOf(r: ReplayedDocument, index: number, t: RenderWording): Result<Drawing, ImageError> {
  const h = r.hands[index];
  if (!Number.isInteger(index) || !h)
    return { ok: false, error: { message: t.noHand(index, r.hands.length), reason: 'hand', hand: index } };
  if (!h.initial) return { ok: false, error: { message: t.noPosition(index), reason: 'position', hand: index } };
  const track: Track = { initial: h.initial, moves: h.steps.map((s) => s.move), states: h.steps.map((s) => s.state) };
  const players = r.doc?.players;
  const names = [0, 1].map((p) => (typeof players?.[p] === 'string' && players[p] ? players[p] : t.players[p])) as [
    string,
    string,
  ];
  return { ok: true, value: { doc: r, index, track, written: h.steps.map((s) => s.written), names } };
}

/** The alt text of a scene. */
function altText(sc: Scene, annotation: string): string {
  const { wording: t, state: s, names } = sc;
  // "the deal" of a single hand starts the text: a sentence
  const parts: string[] = [sc.where.charAt(0).toUpperCase() + sc.where.slice(1) + '.'];
  if (s.trump >= 0)
    parts.push(s.taker !== -1 ? t.trumpBy(t.suits[s.trump], names[s.taker as Player]) : t.trumpOnly(t.suits[s.trump]));
  else parts.push(t.noTrumpYet);
  for (const p of [sc.bottom, other(sc.bottom)])
    parts.push(
      sc.faceUp[p]
        ? t.holds(
            names[p],
            sortForDisplay(s.hands[p], s.trump)
              .map((c: Card) => t.card(c))
              .join(', ') || '–',
          )
        : t.hidden(names[p], popcount(s.hands[p])),
    );
  parts.push(
    sc.trick.cards.length
      ? t.onTable(sc.trick.cards.map((c) => `${names[c.player]}: ${t.card(c.card)}`).join(', '))
      : t.emptyTable,
  );
  const turn = turnUpShown(s);
  if (turn >= 0 && s.phase === 'bidding') parts.push(t.turnUpIs(t.card(turn)));
  const pts = handSummary(s).points;
  parts.push(t.score(names[0], pts[0], names[1], pts[1]));
  if (sc.move) parts.push(sc.move);
  if (annotation) parts.push(annotation);
  if (sc.comment) parts.push(t.comment(sc.comment));
  return parts.join(' ');
}

function draw(
  d: Drawing,
  step: number,
  o: ImageOptions,
  t: RenderWording,
  minHeight = 0,
): Result<PositionImage, ImageError> {
  const n = d.track.moves.length;
  if (!Number.isInteger(step) || step < 0 || step > n)
    return { ok: false, error: { message: t.noStep(step, n), reason: 'step', hand: d.index, step } };
  const state = step === 0 ? d.track.initial : d.track.states[step - 1];
  const persp = o.perspective ?? 'open';
  const bottom: Player = persp === 1 ? 1 : 0;
  const written = step > 0 ? (d.written[step - 1] as { comment?: unknown; mark?: Mark }) : undefined;
  const comment = typeof written?.comment === 'string' ? written.comment : undefined;
  const mark = typeof written?.mark === 'string' ? written.mark : undefined;
  const who = step > 0 ? d.names[actorAt(d.track, step - 1)] : '';
  const sc: Scene = {
    wording: t,
    names: d.names,
    state,
    trick: trickAt(d.track, step),
    bottom,
    faceUp: persp === 'open' ? [true, true] : [persp === 0, persp === 1],
    where: t.where(d.index + 1, d.doc.hands.length, step, n),
    move: step > 0 ? moveText(t, d.track, step - 1, who) : '',
    mark,
    comment,
    theme: o.theme === 'dark' ? 'dark' : 'light',
    four: o.fourColour,
  };
  const title = (d.doc.doc?.meta as { title?: unknown } | undefined)?.title;
  const alt = altText(sc, mark ? t.mark(mark) : '');
  const out = sceneSvg(sc, typeof title === 'string' && title ? title : sc.where, alt, minHeight);
  return { ok: true, value: { hand: d.index, step, alt, ...out, annotated: !!(comment || mark) } };
}

/**
 * One position of a transcript (JSON text, a parsed document, or `replayDocument`'s result) as an
 * SVG document and its alt text. A document that cannot be replayed, a hand or step out of range,
 * or a hand with no position is an `ImageError` with a sentence in the options' language.
 */
export function positionImage(input: unknown, options: ImageOptions = {}): Result<PositionImage, ImageError> {
  const t = wordingOf(options.lang);
  const r = replayed(input, t);
  if (!r.ok) return r;
  const d = drawingOf(r.value, options.hand ?? 0, t);
  if (!d.ok) return d;
  return draw(d.value, options.step ?? defaultStep(r.value.hands[d.value.index]), options, t);
}

/** Every position of a hand, from the deal to its last move (the frames of an animation); `step` is ignored. */
export function handImages(input: unknown, options: ImageOptions = {}): Result<PositionImage[], ImageError> {
  const t = wordingOf(options.lang);
  const r = replayed(input, t);
  if (!r.ok) return r;
  const d = drawingOf(r.value, options.hand ?? 0, t);
  if (!d.ok) return d;
  // the frames of an animation are one size: each as tall as the tallest (the longest caption)
  let out: PositionImage[] = [];
  for (let pass = 0, height = 0; pass < 2; pass++) {
    out = [];
    for (let step = 0; step <= d.value.track.moves.length; step++) {
      const one = draw(d.value, step, options, t, height);
      if (!one.ok) return one;
      out.push(one.value);
    }
    height = Math.max(...out.map((i) => i.height));
    if (out.every((i) => i.height === height)) break;
  }
  return { ok: true, value: out };
}
