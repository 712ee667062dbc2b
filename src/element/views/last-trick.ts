/**
 * The last trick of play mode (the "Last trick" button, or the L key): the cards of the last trick
 * completed in the hand, who played each and who won it, shown and said.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { I18nController } from '../i18n/index.js';
import type { PlayTable } from '../i18n/second-person.js';
import { type Track, type TrickView, trickAt, trickEnds } from '../model/track.js';
import { cardFace } from './card.js';

/** The last trick completed in this hand, with who played what and who won it. */
export function lastTrick(track: Track): TrickView | null {
  const end = trickEnds(track).at(-1);
  return end ? trickAt(track, end) : null;
}

/** The last trick in words (what the aria-live region says, and the line under its cards). */
export function lastTrickText(i18n: I18nController, names: readonly [string, string], tv: TrickView): string {
  return (i18n.strings as PlayTable).lastTrickSaid(
    tv.cards.map((c) => `${names[c.player]}: ${i18n.card(c.card)}`).join(', '),
    tv.winner === -1 ? '' : names[tv.winner],
  );
}

/** The last trick's cards and who won it, under the table (nothing when there is none). */
export function renderLastTrick(
  i18n: I18nController,
  names: readonly [string, string],
  track: Track,
): TemplateResult | typeof nothing {
  const tv = lastTrick(track);
  if (!tv) return nothing;
  return html`<div class="last-trick" role="group" aria-label=${(i18n.strings as PlayTable).lastTrickTitle}>
    ${tv.cards.map(
      (c) =>
        html`<span class="lt-card${c.player === tv.winner ? ' won' : ''}"
          ><span class="card" aria-hidden="true">${cardFace(c.card)}</span
          ><span class="lt-name">${names[c.player]}</span></span
        >`,
    )}
    <p class="lt-text">${lastTrickText(i18n, names, tv)}</p>
  </div>`;
}
