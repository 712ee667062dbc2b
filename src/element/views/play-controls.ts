/**
 * Your buttons in play mode, a function of the play view's state (`PlayView`): the bids, the dix
 * exchange (and keeping the 7), the declarations, a claim and its confirmation, a hint, the bela
 * box, the next hand, a new game or a rematch, the last trick, taking a card back (practice) and
 * the way back to a replay.
 */
import { html, nothing, type TemplateResult } from 'lit';
import {
  type Card,
  type GameState,
  type HandState,
  type Move,
  type Player,
  type Suit,
  belaMask,
  claimCount,
  explain,
  parseSuit,
} from '../../engine/internal.js';
import { type I18nController, SUIT_SYMBOLS } from '../i18n/index.js';
import type { PlayTable } from '../i18n/second-person.js';
import { actorAt, trickEnds } from '../model/track.js';
import type { PlayView } from './play-view.js';

/**
 * When your buttons last changed, per game controller. A tap or click on a button that appeared
 * less than `SETTLE_MS` ago is ignored: on a phone the second tap of a double tap on "Deal the
 * next hand" would otherwise land on the new hand's "Take". Keyboard activation (a click with
 * `detail` 0) is never held back.
 */
const changed = new WeakMap<object, { key: string; at: number }>();
const SETTLE_MS = 500;

/** Note when the set of buttons changes (the moves they offer and the hand's and game's end). */
function noteButtons(v: PlayView, moves: Move[], h: HandState, g: GameState): void {
  const key = JSON.stringify([moves.filter((m) => m.type !== 'play'), h.phase === 'over' && !v.play.thinking, g.over]);
  const last = changed.get(v.play);
  if (last?.key !== key) changed.set(v.play, { key, at: performance.now() });
}

/** A click handler that does nothing for a pointer's click on a button that has only just appeared. */
const settled =
  (v: PlayView, act: () => void) =>
  (e: MouseEvent): void => {
    const at = changed.get(v.play)?.at ?? -Infinity;
    if (e.detail > 0 && performance.now() - at < SETTLE_MS) return;
    act();
  };

export function renderPlayControls(v: PlayView, moves: Move[], h: HandState, g: GameState): TemplateResult {
  const { i18n } = v;
  noteButtons(v, moves, h, g);
  const t = i18n.strings as PlayTable;
  const bids = moves.filter((m) => m.type === 'bid');
  const exchange = moves.find((m) => m.type === 'exchange');
  const declares = moves.filter((m) => m.type === 'declare' && m.runs.length > 0);
  const claim = moves.find((m) => m.type === 'claim');
  const hasBela = moves.some((m) => m.type === 'play' && m.bela);
  const over = h.phase === 'over';
  return html`<div class="controls play-controls" part="controls" role="group" aria-label=${t.bidActions}>
    ${
      bids.length
        ? html`<div class="btn-row bids">
            ${bids.map((m) => {
              const su = m.type === 'bid' ? parseSuit(m.bid) : -1;
              return html`<button
                type="button"
                class="text bid${su !== -1 ? ` suit-${su}` : ''}"
                @click=${settled(v, () => v.move(m))}
              >
                ${su !== -1 ? SUIT_SYMBOLS[su] + ' ' : ''}${bidLabel(i18n, m, h)}
              </button>`;
            })}
          </div>`
        : nothing
    }
    ${
      exchange && exchange.type === 'exchange'
        ? html`<div class="btn-row dix">
            <button type="button" class="text" @click=${settled(v, () => v.move(exchange))}>
              ${t.exchange(i18n.card(exchange.card), i18n.card(h.turnUp))}
            </button>
            ${
              h.toAct !== v.play.human && v.play.sevenPending()
                ? html`<button type="button" class="text keep" @click=${settled(v, () => v.keepSeven())}>
                    ${t.keepSeven(i18n.card(exchange.card))}
                  </button>`
                : nothing
            }
          </div>`
        : nothing
    }
    ${
      declares.length
        ? html`<div class="btn-row declare">
            <span class="row-title">${t.declareTitle}</span>
            ${declares.map((m) =>
              m.type === 'declare'
                ? html`<button type="button" class="text" @click=${settled(v, () => v.move(m))}>
                    ${t.declareOption(
                      m.runs.map((r) => r.map((c) => i18n.short(c)).join(' ')).join(', '),
                      m.runs.reduce(
                        (a, r) => a + (r.length >= 8 ? 100 : r.length === 7 ? 70 : r.length >= 4 ? 50 : 20),
                        0,
                      ),
                    )}
                  </button>`
                : nothing,
            )}
            <button
              type="button"
              class="text"
              @click=${settled(v, () => v.move({ type: 'declare', runs: [], player: v.play.human }))}
            >
              ${t.declareNone}
            </button>
          </div>`
        : nothing
    }
    ${claim ? renderClaim(v, claim, h) : nothing}
    ${moves.length && v.host.config.level !== 'random' ? html`<div class="btn-row"><button type="button" class="text" @click=${settled(v, () => v.showHint())}>${t.hint}</button></div>` : nothing}
    ${
      hasBela || holdsBela(h, v.play.human)
        ? html`<label class="check"
            ><input
              type="checkbox"
              .checked=${v.autoBela}
              @change=${(e: Event) => v.setAutoBela((e.target as HTMLInputElement).checked)}
            />
            ${t.autoBela}</label
          >`
        : nothing
    }
    ${over && !g.over && !v.play.thinking ? html`<div class="btn-row"><button type="button" class="text strong" @click=${settled(v, () => v.move({ type: 'next' }))}>${t.nextHand}</button></div>` : nothing}
    ${
      g.over
        ? html`<div class="btn-row">
            <button
              type="button"
              class="text strong"
              @click=${settled(v, () => v.newGame(String(Math.floor(Math.random() * 2 ** 31))))}
            >
              ${t.newGame}
            </button>
            <button type="button" class="text" @click=${settled(v, () => v.newGame(v.play.seed))}>${t.rematch}</button>
          </div>`
        : nothing
    }
    ${
      v.play.track && trickEnds(v.play.track).length
        ? html`<div class="btn-row">
            <button
              type="button"
              class="text last-btn"
              aria-pressed=${v.showLast ? 'true' : 'false'}
              aria-keyshortcuts="L"
              @click=${settled(v, () => v.toggleLastTrick())}
            >
              ${t.lastTrickTitle}
            </button>
          </div>`
        : nothing
    }
    ${
      v.practice &&
      !g.over &&
      v.play.track?.moves.some((m, i) => m?.type === 'play' && actorAt(v.play.track!, i) === v.play.human)
        ? html`<div class="btn-row">
            <button type="button" class="text undo" ?disabled=${v.play.thinking} @click=${settled(v, () => v.undo())}>
              ${t.undo}
            </button>
          </div>`
        : nothing
    }
    <label class="check practice"
      ><input
        type="checkbox"
        .checked=${v.practice}
        @change=${(e: Event) => v.setPractice((e.target as HTMLInputElement).checked)}
      />
      ${t.practice}</label
    >
    ${v.host.branch ? html`<div class="btn-row"><button type="button" class="text" @click=${settled(v, () => v.host.backToReplay())}>${t.backToReplay}</button></div>` : nothing}
  </div>`;
}

/**
 * A claim: what it would count against the target, and a confirmation before it is made. A claim
 * short of the target loses the game: it stays possible (a legal move) but never looks like the
 * thing to do.
 */
function renderClaim(v: PlayView, claim: Move, h: HandState): TemplateResult {
  const t = v.i18n.strings as PlayTable;
  const have = claimCount(h, v.play.human);
  const need = h.rules.target;
  const wins = have >= need;
  if (!v.confirmClaim)
    return html`<div class="btn-row claim">
      <button type="button" class="text" @click=${settled(v, () => v.askClaim(true))}>
        ${t.claimWorth(have, need)}
      </button>
    </div>`;
  return html`<div class="btn-row claim confirm" role="group" aria-label=${t.claim}>
    <span class="row-title">${wins ? t.claimWins(have, need) : t.claimLoses(have, need)}</span>
    <button type="button" class="text${wins ? ' strong' : ''}" @click=${settled(v, () => v.move(claim))}>
      ${t.claimConfirm}
    </button>
    <button type="button" class="text${wins ? '' : ' strong'} cancel" @click=${settled(v, () => v.askClaim(false))}>
      ${t.claimCancel}
    </button>
  </div>`;
}

/** A bid as its button says it (and a hint). */
export function bidLabel(i18n: I18nController, m: Move, h: HandState): string {
  const t = i18n.strings as PlayTable;
  if (m.type !== 'bid') return '';
  switch (m.bid) {
    case 'take':
      return t.take(h.turnUp >= 0 ? i18n.suit(h.turnUp >> 3) : '');
    case 'pass':
      return t.pass;
    case 'schmeiss':
      return t.schmeiss;
    case 'accept':
      return t.accept;
    case 'refuse':
      return t.refuse;
    default:
      return t.name(i18n.suit(parseSuit(m.bid)));
  }
}

/** Does player p hold both king and queen of trumps (bela) now? */
function holdsBela(h: HandState, p: Player): boolean {
  if (h.trump < 0) return false;
  const kq = belaMask(h.trump as Suit);
  return (h.hands[p] & kq) === kq;
}

/** What a hint says: the card to play, or the move to make. */
export function hintText(i18n: I18nController, m: Move, h: HandState): string {
  const t = i18n.strings as PlayTable;
  return m.type === 'play'
    ? t.hintPlay(i18n.card(m.card))
    : t.hintMove(
        m.type === 'bid'
          ? bidLabel(i18n, m, h)
          : m.type === 'declare'
            ? m.runs.length
              ? m.runs.map((r) => r.map((x) => i18n.short(x)).join(' ')).join(', ')
              : t.declareNone
            : m.type === 'exchange'
              ? t.exchange(i18n.card(m.card), i18n.card(h.turnUp))
              : m.type === 'claim'
                ? t.claim
                : t.nextHand,
      );
}

/** Why a card you clicked may not be played: the rule that forbids it and the cards you must play instead (the engine's `explain`). */
export function illegalText(i18n: I18nController, h: HandState, human: Player, c: Card): string {
  const t = i18n.strings as PlayTable;
  const f =
    h.phase === 'play' && h.toAct === human && h.lead >= 0
      ? explain(h, { type: 'play', card: c, player: human })
      : null;
  return f
    ? t.illegalWhy(
        f.rule,
        i18n.card(c),
        i18n.card(h.lead),
        i18n.suit(h.lead >> 3),
        (f.cards ?? []).map((x) => i18n.card(x)).join(', '),
      )
    : t.illegalCard(i18n.card(c));
}

/** An arrow key on a card of your hand: the focus moves to the next card that way (round). */
export function alongHand(e: KeyboardEvent, target: HTMLElement): void {
  const cards = [...(target.closest('.hand')?.querySelectorAll<HTMLElement>('button.card') ?? [])];
  const i = cards.indexOf(target.closest('button.card') as HTMLElement);
  const next = cards[(i + (e.key === 'ArrowRight' ? 1 : cards.length - 1)) % cards.length];
  if (next) {
    next.focus();
    e.preventDefault();
  }
}
