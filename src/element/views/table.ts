/** The felt: both seats, the stock with turn-up and bottom card, the trick, trump and points. */
import { html, nothing, type TemplateResult } from 'lit';
import {
  type Card,
  type CardMask,
  type HandState,
  type Player,
  handSummary,
  other,
  popcount,
} from '../../engine/internal.js';
import type { I18nController } from '../i18n/index.js';
import type { Speech, TrickView } from '../model/track.js';
import { cardBack, cardFace, suitIcon } from './card.js';
import { sortForDisplay, turnUpShown } from '../../render/display.js';

/** The hand the user plays from (play, a quiz's answering hand, the editor). */
export interface ActiveHand {
  seat: Player;
  /** The cards that may be played (none: the hand waits). */
  legal: CardMask;
  /** Draws a card of the hand as the button that plays it: `cardButton(onCard)` of ./card-button.ts. */
  button: (i18n: I18nController, c: Card, legal: boolean, cls: string) => TemplateResult;
}

export interface Scene {
  i18n: I18nController;
  names: readonly [string, string];
  state: HandState;
  trick: TrickView;
  bubbles: [Speech | null, Speech | null];
  /** The seat drawn at the bottom of the table. */
  bottom: Player;
  faceUp: readonly [boolean, boolean];
  active?: ActiveHand;
  /** Cards to mark (the card of a faulty move, the cards a fault names). */
  marked?: readonly Card[];
  totals?: readonly [number, number];
  /** Double-dummy values of the cards of the player to act (analysis), by card: in words, and the badge drawn on the card. */
  values?: ReadonlyMap<Card, { label: string; badge: unknown }>;
}

/** A seat's hand in words: its cards when face up, else how many cards it holds. */
function handText(sc: Scene, p: Player): string {
  const { i18n, state: s, names } = sc;
  const t = i18n.strings;
  return sc.faceUp[p]
    ? t.describeHand(
        names[p],
        sortForDisplay(s.hands[p], s.trump)
          .map((c) => i18n.card(c))
          .join(', ') || t.none,
      )
    : t.describeHidden(names[p], popcount(s.hands[p]));
}

function seat(sc: Scene, p: Player, pos: 'top' | 'bottom'): TemplateResult {
  const { i18n, state: s, names } = sc;
  const t = i18n.strings;
  const mask = s.hands[p];
  const faceUp = sc.faceUp[p];
  const active = sc.active && sc.active.seat === p ? sc.active : null;
  const bubble = sc.bubbles[p];
  const marked = sc.marked ?? [];
  const cards = faceUp ? sortForDisplay(mask, s.trump) : [];
  const cls = (c: Card, legal: boolean) => `card${legal ? ' legal' : ''}${marked.includes(c) ? ' marked' : ''}`;
  return html`<div
    class="seat seat-${pos}${s.toAct === p && s.phase !== 'over' ? ' to-act' : ''}"
    part="seat seat-${pos}"
  >
    <div class="seat-head">
      <div class="plate">
        <span class="name">${names[p]}</span>
        ${s.dealer === p ? html`<span class="chip" title=${t.dealer} aria-label=${t.dealer} role="img">${t.dealerShort}</span>` : nothing}
        ${s.taker === p ? html`<span class="badge">${t.taker}</span>` : nothing}
        <span class="pile">
          ${s.tricksWon[p] ? html`<span class="pile-cards" aria-hidden="true">${[0, 1, 2].slice(0, s.tricksWon[p]).map(() => html`<span class="mini">${cardBack()}</span>`)}</span>` : nothing}
          <span>${t.tricksPile(s.tricksWon[p])}</span>
        </span>
      </div>
      ${bubble ? html`<div class="bubble kind-${bubble.kind}" role="note">${bubble.text}</div>` : nothing}
    </div>
    <div
      class="hand${active ? ' active' : ''}${active && !active.legal ? ' idle' : ''}"
      part="hand${active ? ' hand-active' : ''}"
      role="group"
      aria-label=${handText(sc, p)}
    >
      ${
        faceUp
          ? cards.map((c) => {
              const v = s.toAct === p ? sc.values?.get(c) : undefined;
              if (!active)
                return html`<span
                  class=${cls(c, false)}
                  part="card"
                  role="img"
                  aria-label="${i18n.card(c)}${v ? `, ${v.label}` : ''}"
                  >${cardFace(c)}${v?.badge}</span
                >`;
              const legal = (active.legal & (1 << c)) !== 0;
              return active.button(i18n, c, legal, cls(c, legal));
            })
          : Array.from(
              { length: popcount(mask) },
              () => html`<span class="card" part="card card-back" aria-hidden="true">${cardBack()}</span>`,
            )
      }
    </div>
  </div>`;
}

function stock(sc: Scene): TemplateResult | typeof nothing {
  const { state: s, i18n } = sc;
  const t = i18n.strings;
  if (s.turnUp < 0 && s.bottom < 0) return nothing;
  // the last three cards each are dealt (and the bottom card shown) once a trump is made
  const dealt = s.trump >= 0;
  const left = dealt ? 13 : 19;
  const turn = turnUpShown(s);
  return html`<div class="stock" part="stock">
    ${turn >= 0 ? html`<span class="card turnup" role="img" aria-label="${t.turnUp}: ${i18n.card(turn)}">${cardFace(turn)}</span>` : nothing}
    <span class="pack" role="img" aria-label=${t.stock(left)}>
      <span class="card" aria-hidden="true">${cardBack()}</span
      ><span class="card" aria-hidden="true">${cardBack()}</span>
      ${dealt && s.bottom >= 0 ? html`<span class="card bottom-card" role="img" aria-label="${t.bottom}: ${i18n.card(s.bottom)}">${cardFace(s.bottom)}</span>` : nothing}
    </span>
  </div>`;
}

function trick(sc: Scene): TemplateResult {
  const { trick: tv, i18n, bottom, names } = sc;
  const t = i18n.strings;
  const marked = sc.marked ?? [];
  return html`<div class="trick" part="trick" role="group" aria-label=${t.trick}>
    ${tv.cards.map(
      ({ card, player }) =>
        html`<span
          class="card in-trick ${player === bottom ? 'from-bottom' : 'from-top'}${tv.winner === player ? ' winner' : ''}${marked.includes(card) ? ' marked' : ''}"
          role="img"
          aria-label="${names[player]}: ${i18n.card(card)}"
          >${cardFace(card)}</span
        >`,
    )}
    ${tv.winner !== -1 ? html`<span class="trick-note">${t.wonTrick(names[tv.winner])}</span>` : nothing}
  </div>`;
}

function info(sc: Scene): TemplateResult {
  const { state: s, i18n, names } = sc;
  const t = i18n.strings;
  const pts = handSummary(s).points;
  return html`<div class="info">
    <div class="trump${s.trump >= 0 ? ` suit-${s.trump}` : ''}" part="trump">
      <span class="trump-label">${t.trump}</span>
      ${
        s.trump >= 0
          ? html`${suitIcon(s.trump)}<span class="trump-suit">${i18n.suit(s.trump)}</span
              >${s.taker !== -1 ? html`<span class="trump-taker">${t.taker}: ${names[s.taker]}</span>` : nothing}`
          : html`<span class="trump-suit none">${t.noTrump}</span>`
      }
    </div>
    <div class="points" part="points">
      <span class="pt"><span>${names[0]}</span><b>${pts[0]}</b></span>
      <span class="pt"><span>${names[1]}</span><b>${pts[1]}</b></span>
    </div>
  </div>`;
}

export function renderTable(sc: Scene): TemplateResult {
  const top = other(sc.bottom);
  return html`<div class="felt" part="felt">
    ${seat(sc, top, 'top')}
    <div class="middle">${stock(sc)}${trick(sc)}${info(sc)}</div>
    ${seat(sc, sc.bottom, 'bottom')}
  </div>`;
}

/** A plain-text description of the table for screen readers. */
export function describe(sc: Scene): string {
  const { i18n, state: s, names } = sc;
  const t = i18n.strings;
  const parts: string[] = [];
  if (s.trump >= 0 && s.taker !== -1) parts.push(t.narrateTrump(i18n.suit(s.trump), names[s.taker]));
  parts.push(handText(sc, sc.bottom), handText(sc, other(sc.bottom)));
  parts.push(
    sc.trick.cards.length
      ? t.describeTrick(sc.trick.cards.map((c) => `${names[c.player]}: ${i18n.card(c.card)}`).join(', '))
      : t.describeEmptyTrick,
  );
  const turn = turnUpShown(s);
  if (turn >= 0) parts.push(t.describeTurnUp(i18n.card(turn)));
  if (s.trump >= 0 && s.bottom >= 0) parts.push(t.describeBottom(i18n.card(s.bottom)));
  const pts = handSummary(s).points;
  parts.push(t.describeScore(names[0], pts[0], names[1], pts[1]));
  if (sc.totals) parts.push(t.describeTotals(names[0], sc.totals[0], names[1], sc.totals[1]));
  if (s.phase !== 'over') parts.push(t.toAct(names[s.toAct]));
  return parts.join(' ');
}

/** The focusable table region around the felt, with its description for screen readers (and the key help). */
export function renderTableRegion(sc: Scene, help: boolean): TemplateResult {
  const t = sc.i18n.strings;
  return html`<div
      class="table-region"
      part="table"
      role="region"
      tabindex="0"
      aria-label=${t.table}
      aria-describedby="desc${help ? ' help' : ''}"
    >
      ${renderTable(sc)}
    </div>
    <p id="desc" class="sr-only">${describe(sc)}</p>
    ${help ? html`<p id="help" class="sr-only">${t.tableHelp}</p>` : nothing}`;
}

/**
 * The `perspective` attribute resolved: the seat drawn at the bottom and whose cards are face up
 * (`defaultSeat` when the attribute is neither `0`, `1` nor `open`).
 */
export function perspectiveOf(
  perspective: string,
  defaultSeat: Player | 'open',
): { bottom: Player; faceUp: [boolean, boolean] } {
  const p = perspective === '0' ? 0 : perspective === '1' ? 1 : perspective === 'open' ? 'open' : defaultSeat;
  return p === 'open' ? { bottom: 0, faceUp: [true, true] } : { bottom: p, faceUp: [p === 0, p === 1] };
}
