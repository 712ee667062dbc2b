/**
 * Playing cards in the element's templates. The drawing itself is src/render/card-art.ts, the one
 * source that the images of a position (src/render) use too; this puts its SVG text into the DOM.
 * The suit colour and the paper come from the style sheet (`.suit-N`, `.paper`, `.back-fill`), so
 * the four-colour deck and the theme are pure CSS. Every drawing is decorative (aria-hidden); the
 * button or label around a card carries its accessible name.
 */
import type { TemplateResult } from 'lit';
import type { Card } from '../../engine/internal.js';
import { cardBackSvg, cardFaceSvg, suitIconSvg } from '../../render/card-art.js';

const made: Record<string, TemplateResult> = {};

/**
 * The card art's markup as a template without holes: what Lit's `unsafeHTML` makes (a template
 * whose one string is the markup), without the directive's code in the main file, and one
 * template per drawing, so that Lit parses each card once. Safe: the markup is the card art's own,
 * fixed strings and numbers, never a transcript's text.
 */
const markup = (text: string): TemplateResult =>
  (made[text] ??= { ['_$litType$']: 1, strings: Object.assign([text], { raw: [text] }), values: [] } as never);

/** A face-up card. */
export const cardFace = (c: Card) => markup(cardFaceSvg(c));

/** The back of a card. */
export const cardBack = () => markup(cardBackSvg());

/** A small suit symbol for labels (decorative). */
export const suitIcon = (s: number) => markup(suitIconSvg(s));
