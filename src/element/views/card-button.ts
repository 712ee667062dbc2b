/**
 * A card of the hand the user plays from, as the button that plays it. Only the modes that make a
 * hand playable (play, a quiz's answering hand, the editor) import this, in their own chunks, and
 * pass it to the table with the hand (`ActiveHand.button`): the main file, which only shows
 * hands, does not carry it.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Card } from '../../engine/internal.js';
import type { I18nController } from '../i18n/index.js';
import { cardFace } from './card.js';

/**
 * The drawing of a playable card for `ActiveHand.button`; `onCard` is called when it is clicked.
 * The card a hint suggests (play) is marked `hinted`; `values` (the editor's solver) puts a
 * card's value on it, in words for screen readers and as a badge. With `tabStop` (play), the hand
 * is one stop of the Tab key, that card (a roving tab index: the arrow keys walk the other cards),
 * so Tab does not pass every card on its way to the bids.
 */
export const cardButton =
  (
    onCard: (c: Card, e: Event) => void,
    hint?: Card,
    values?: ReadonlyMap<Card, { label: string; badge: unknown }>,
    tabStop?: Card,
  ) =>
  (i18n: I18nController, c: Card, legal: boolean, cls: string): TemplateResult =>
    html`<button
      type="button"
      class=${c === hint ? `${cls} hinted` : cls}
      part="card${legal ? ' card-legal' : ''}"
      data-card=${c}
      aria-disabled=${legal ? 'false' : 'true'}
      tabindex=${tabStop === undefined ? nothing : c === tabStop ? 0 : -1}
      @click=${(e: Event) => onCard(c, e)}
    >
      <span class="sr-only">${i18n.card(c)}${values?.has(c) ? `, ${values.get(c)!.label}` : ''}</span
      >${cardFace(c)}${values?.get(c)?.badge}
    </button>`;
