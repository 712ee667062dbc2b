/**
 * The editor's views: functions of the editor's state (the controller) and of what the session
 * keeps for the page (text being typed, notices, the preview switch). Every text from the
 * document is rendered as text.
 */
import { html, nothing, type TemplateResult } from 'lit';
import {
  type Card,
  type HandState,
  type Move,
  type Player,
  cardName,
  parseSuit,
  handSummary,
  maskOf,
} from '../../engine/internal.js';
import type { Accept, Mark, Pair, SuitLetter, TranscriptStart } from '../../notation/types.js';
import { type I18nController, SUIT_SYMBOLS } from '../i18n/index.js';
import type { Strings } from '../i18n/en.js';
import type { PlayStrings } from '../i18n/en-play.js';
import type { EditStrings } from '../i18n/en-edit.js';
import { bubblesAt, trickAt } from '../model/track.js';
import { cardFace } from '../views/card.js';
import { renderSummary } from '../views/summary.js';
import type { Scene } from '../views/table.js';
import { renderComment, renderTimeline } from '../views/timeline.js';
import { renderVerdict } from '../views/verdict.js';
import type { EditorController, Offer, Tab } from './controller.js';
import {
  BOTTOM,
  GROUPS,
  HELD_GROUPS,
  MARKS,
  TURN_UP,
  type DealProblem,
  type Group,
  type PositionProblem,
  dealProblems,
  positionProblems,
  groupSlots,
  embedSnippet,
  inlineSnippet,
} from './model.js';

export type EditorStrings = Strings & PlayStrings & EditStrings;

/** What the views read and call besides the controller (the session implements it). */
export interface EditorViewHost {
  readonly c: EditorController;
  readonly i18n: I18nController;
  readonly t: EditorStrings;
  notice: string;
  /** Text typed into a group's field and not yet placed (shown with its problems). */
  typed: Partial<Record<Group, string>>;
  seed: string;
  srcName: string;
  preview: boolean;
  paste: string;
  names(): [string, string];
  tableRegion(sc: Scene): TemplateResult;
  /** Re-render after a change of view-only state. */
  refresh(): void;
  onCard(c: Card): void;
  /** The computer is choosing its seat's move. */
  readonly thinking: boolean;
  setComputer(seat: Player | -1, level?: 'easy' | 'normal' | 'hard'): void;
  typeGroup(g: Group, text: string, commit: boolean): void;
  copy(text: string, done: string): void;
  download(): void;
  openText(text: string): void;
  openFile(file: File | undefined): void;
  newDoc(): void;
}

const ranksHighFirst = [7, 6, 5, 4, 3, 2, 1, 0];

export function renderEditor(v: EditorViewHost): TemplateResult {
  const { c, t } = v;
  const doc = c.doc;
  const title = typeof doc.meta?.title === 'string' ? doc.meta.title : '';
  const tab = c.tab;
  const tabs: Tab[] = ['setup', 'moves', 'export'];
  const n = c.moveCount;
  const r = c.replayed;
  return html`<div class="layout editor">
    <div class="stage">
      <header class="titlebar">
        <h2 class="title">${title || t.edUntitled}</h2>
        <span class="where">${t.handOf(c.snap.hand + 1, doc.hands.length)} · ${t.moveOf(c.snap.step, n)}</span>
      </header>
      <div class="ed-bar" role="toolbar" aria-label=${t.edToolbar}>
        <div class="ed-tabs" role="tablist" aria-label=${t.edToolbar}>
          ${tabs.map(
            (k) =>
              html`<button
                type="button"
                role="tab"
                class="text ed-tab${tab === k ? ' current' : ''}"
                aria-selected=${tab === k ? 'true' : 'false'}
                data-tab=${k}
                @click=${() => {
                  c.tab = k;
                  v.refresh();
                }}
              >
                ${t.edTab[k]}
              </button>`,
          )}
        </div>
        <div class="btn-row">
          <button
            type="button"
            class="text"
            data-act="undo"
            ?disabled=${!c.canUndo}
            title=${t.edUndoKey}
            @click=${() => c.undo()}
          >
            ${t.edUndo}
          </button>
          <button
            type="button"
            class="text"
            data-act="redo"
            ?disabled=${!c.canRedo}
            title=${t.edRedoKey}
            @click=${() => c.redo()}
          >
            ${t.edRedo}
          </button>
          ${
            doc.hands.length > 1
              ? html`<label class="speed"
                  >${t.hand}
                  <select @change=${(e: Event) => c.go(Number((e.target as HTMLSelectElement).value), 0)}>
                    ${doc.hands.map((_, i) => html`<option value=${i} ?selected=${i === c.snap.hand}>${i + 1}</option>`)}
                  </select></label
                >`
              : nothing
          }
        </div>
      </div>
      ${v.notice ? html`<p class="ed-notice" role="status">${v.notice}</p>` : nothing}
      <div role="tabpanel" class="ed-panel" aria-label=${t.edTab[tab]}>
        ${tab === 'setup' ? renderSetup(v) : tab === 'moves' ? renderMoves(v) : renderExport(v)}
      </div>
    </div>
    <aside class="side">
      ${renderVerdict(v.i18n, r.verdict, { hand: c.snap.hand, step: c.snap.step }, (f) => {
        if (f.hand === undefined) return;
        c.tab = 'moves';
        c.go(f.hand, f.move !== undefined ? f.move + 1 : 0);
      })}
      ${(() => {
        const track = c.track;
        return track && n
          ? renderTimeline(v.i18n, v.names(), track, c.snap.step, (st) => {
              c.tab = 'moves';
              c.go(c.snap.hand, st);
            })
          : nothing;
      })()}
    </aside>
  </div>`;
}

// ---------------------------------------------------------------------------------------------
// Set up

function groupLabel(t: EditorStrings, names: [string, string], g: Group): string {
  switch (g) {
    case 'first0':
      return t.edFirstSix(names[0]);
    case 'first1':
      return t.edFirstSix(names[1]);
    case 'last0':
      return t.edLastThree(names[0]);
    case 'last1':
      return t.edLastThree(names[1]);
    case 'turnUp':
      return t.edTurnUp;
    case 'held0':
      return t.edHolds(names[0]);
    case 'held1':
      return t.edHolds(names[1]);
    default:
      return t.edBottom;
  }
}

export function problemText(v: EditorViewHost, p: DealProblem): string {
  const { t, i18n } = v;
  const names = v.names();
  return p.kind === 'twice'
    ? t.edTwice(i18n.card(p.card), p.groups.map((g) => groupLabel(t, names, g)).join(', '))
    : t.edMissing(groupLabel(t, names, p.group), p.have, p.need);
}

function positionProblemText(v: EditorViewHost, p: PositionProblem): string {
  const { t, i18n } = v;
  const names = v.names();
  switch (p.kind) {
    case 'twice':
      return t.edTwice(i18n.card(p.card), p.groups.map((g) => groupLabel(t, names, g)).join(', '));
    case 'uneven':
      return t.edUneven(names[0], p.counts[0], names[1], p.counts[1]);
    case 'none':
      return t.edNoCards;
    default:
      return t.edTricksSum(p.sum, p.played);
  }
}

/** A position's trump, taker, leader, and points and tricks so far (each player's field optional). */
function renderPositionFields(v: EditorViewHost, start: TranscriptStart | undefined): TemplateResult {
  const { c, t } = v;
  const names = v.names();
  const pick = (label: string, field: string, value: unknown, set: (x: string) => void, options: [string, string][]) =>
    html`<label class="ed-field"
      ><span>${label}</span>
      <select data-field=${field} @change=${(e: Event) => set((e.target as HTMLSelectElement).value)}>
        ${options.map(([val, text]) => html`<option value=${val} ?selected=${String(value) === val}>${text}</option>`)}
      </select></label
    >`;
  const players: [string, string][] = [
    ['0', names[0]],
    ['1', names[1]],
  ];
  const pair = (key: 'points' | 'tricks', p: Player, label: string) => {
    const cur = (start as Record<string, unknown> | undefined)?.[key] as Pair | undefined;
    return html`<label class="ed-field"
      ><span>${label}</span
      ><input
        type="number"
        min="0"
        inputmode="numeric"
        class="ed-number"
        data-field=${`${key}${p}`}
        .value=${cur ? String(cur[p]) : ''}
        @change=${(e: Event) => {
          const text = (e.target as HTMLInputElement).value.trim();
          const both: (number | null)[] = [cur?.[0] ?? null, cur?.[1] ?? null];
          both[p] = text === '' ? null : Math.max(0, Math.floor(Number(text)) || 0);
          c.setPosition({ [key]: both[0] === null && both[1] === null ? null : [both[0] ?? 0, both[1] ?? 0] });
        }}
    /></label>`;
  };
  return html`<div class="ed-form ed-position">
    ${pick(
      t.edTrump,
      'trump',
      start?.trump,
      (x) => c.setPosition({ trump: x as SuitLetter }),
      (['S', 'H', 'D', 'C'] as const).map((l, i) => [l, `${SUIT_SYMBOLS[i]} ${t.suits[i]}`]),
    )}
    ${pick(t.edTaker, 'taker', start?.taker, (x) => c.setPosition({ taker: Number(x) as Player }), players)}
    ${pick(t.edLeader, 'leader', start?.leader, (x) => c.setPosition({ leader: Number(x) as Player }), players)}
    ${([0, 1] as Player[]).map((p) => pair('points', p, t.edPointsSoFar(names[p])))}
    ${([0, 1] as Player[]).map((p) => pair('tricks', p, t.edTricksSoFar(names[p])))}
  </div>`;
}

function renderSetup(v: EditorViewHost): TemplateResult {
  const { c, t, i18n } = v;
  const doc = c.doc;
  const names = v.names();
  const hand = doc.hands[c.snap.hand];
  const slots = c.slots;
  // a hand set up from a position (`start`): the cards each still holds, in the same slots
  const pos = c.isPosition;
  const groups = pos ? HELD_GROUPS : GROUPS;
  const problems: { text: string; fault: boolean }[] = pos
    ? positionProblems(slots, hand?.start).map((p) => ({ text: positionProblemText(v, p), fault: p.kind !== 'none' }))
    : dealProblems(slots).map((p) => ({ text: problemText(v, p), fault: p.kind === 'twice' }));
  const placed = new Map<Card, number>();
  slots.forEach((x, i) => x >= 0 && (!pos || i < 18) && !placed.has(x) && placed.set(x, i));
  const field = (label: string, value: string, set: (s: string) => void, cls = '') =>
    html`<label class="ed-field ${cls}"
      ><span>${label}</span
      ><input type="text" .value=${value} @change=${(e: Event) => set((e.target as HTMLInputElement).value)}
    /></label>`;
  const typedProblems = groups.flatMap((g) => {
    const typed = v.typed[g];
    return typed !== undefined ? [typedProblem(v, g, typed)].filter(Boolean) : [];
  });
  return html`<div class="ed-setup">
    <fieldset class="panel ed-form">
      <legend>${t.edGame}</legend>
      ${field(t.edTitle, typeof doc.meta?.title === 'string' ? doc.meta.title : '', (s) => c.setTitle(s), 'wide')}
      ${field(t.edPlayer(1), doc.players[0], (s) => c.setPlayer(0, s || 'Player 0'))}
      ${field(t.edPlayer(2), doc.players[1], (s) => c.setPlayer(1, s || 'Player 1'))}
      <label class="ed-field"
        ><span>${t.edRules}</span>
        <select @change=${(e: Event) => c.setRules((e.target as HTMLSelectElement).value)}>
          ${['classic', 'bela-501', 'simple', 'schmeiss'].map((p) => html`<option value=${p} ?selected=${c.rulesName() === p}>${t.edPreset[p] ?? p}</option>`)}
        </select></label
      >
      <label class="ed-field"
        ><span>${t.edDealer}</span>
        <select
          data-field="dealer"
          @change=${(e: Event) => c.setDealer(Number((e.target as HTMLSelectElement).value) as Player)}
        >
          ${([0, 1] as Player[]).map((p) => html`<option value=${p} ?selected=${hand?.dealer === p}>${names[p]}</option>`)}
        </select></label
      >
    </fieldset>
    <fieldset class="panel ed-deal">
      <legend>${pos ? t.edPosition : t.edDeal}</legend>
      <div class="btn-row ed-kind" role="radiogroup" aria-label=${t.edStartKind}>
        <span class="row-title">${t.edStartKind}</span>
        ${(['deal', 'position'] as const).map(
          (k) =>
            html`<label class="check"
              ><input
                type="radio"
                name="ed-kind"
                data-act=${`from-${k}`}
                .checked=${pos === (k === 'position')}
                @change=${() => c.setStartKind(k)}
              />
              ${k === 'deal' ? t.edFromDeal : t.edFromPosition}</label
            >`,
        )}
      </div>
      ${pos ? renderPositionFields(v, hand?.start) : nothing}
      <div class="btn-row ed-random">
        <label class="ed-field"
          ><span>${t.edSeed}</span
          ><input
            type="text"
            class="seed"
            .value=${v.seed}
            @input=${(e: Event) => {
              v.seed = (e.target as HTMLInputElement).value;
            }}
        /></label>
        ${
          pos
            ? nothing
            : html`<button
                type="button"
                class="text"
                data-act="random-deal"
                @click=${() => c.dealAtRandom(v.seed || randomSeed(v))}
              >
                ${t.edRandomDeal}
              </button>`
        }
        <button type="button" class="text" data-act="fill-rest" @click=${() => c.fillRest(v.seed || randomSeed(v))}>
          ${t.edFillRest}
        </button>
        <button type="button" class="text" data-act="clear-deal" @click=${() => c.clearDeal()}>
          ${pos ? t.edClearPosition : t.edClearDeal}
        </button>
      </div>
      <p class="ed-help">${pos ? t.edPositionHelp : t.edPickHelp}</p>
      <div class="ed-groups">
        ${groups.map((g) => {
          const sl = groupSlots(g);
          const text =
            v.typed[g] ??
            sl
              .filter((i) => slots[i] >= 0)
              .map((i) => cardName(slots[i]))
              .join(' ');
          return html`<div class="ed-group" data-group=${g}>
            <span class="ed-group-label" id="gl-${g}">${groupLabel(t, names, g)}</span>
            <span class="ed-slots" role="group" aria-labelledby="gl-${g}">
              ${sl.map((i) => {
                const card = slots[i];
                const chosen = c.slot === i;
                return html`<button
                  type="button"
                  class="ed-slot${chosen ? ' chosen' : ''}${card >= 0 ? ' filled' : ''}"
                  data-slot=${i}
                  aria-pressed=${chosen ? 'true' : 'false'}
                  aria-label=${`${groupLabel(t, names, g)} ${sl.indexOf(i) + 1}: ${card >= 0 ? i18n.card(card) : t.edEmpty}`}
                  @click=${() => {
                    c.slot = i;
                    v.refresh();
                  }}
                  @keydown=${(e: KeyboardEvent) => {
                    if (e.key === 'Delete' || e.key === 'Backspace') {
                      c.clearSlot(i);
                      e.preventDefault();
                    }
                  }}
                >
                  ${card >= 0 ? html`<span class="card mini-face" aria-hidden="true">${cardFace(card)}</span>` : html`<span class="ed-empty" aria-hidden="true">+</span>`}
                </button>`;
              })}
            </span>
            <input
              type="text"
              class="ed-cards"
              aria-label=${t.edTypeCards(groupLabel(t, names, g))}
              placeholder=${sl.length === 1 ? 'AH' : sl.length === 6 ? 'AS KS QS JS 10S 9S' : 'AS KS QS'}
              spellcheck="false"
              autocomplete="off"
              .value=${text}
              @input=${(e: Event) => v.typeGroup(g, (e.target as HTMLInputElement).value, false)}
              @change=${(e: Event) => v.typeGroup(g, (e.target as HTMLInputElement).value, true)}
            />
          </div>`;
        })}
      </div>
      <div class="ed-picker" role="grid" aria-label=${t.edPicker} @keydown=${(e: KeyboardEvent) => pickerKey(e)}>
        ${[0, 1, 3, 2].map(
          (suit) =>
            html`<div class="ed-picker-row suit-${suit}" role="row">
              ${ranksHighFirst.map((rank) => {
                const card = suit * 8 + rank;
                const at = placed.get(card);
                return html`<button
                  type="button"
                  role="gridcell"
                  class="ed-pick${at !== undefined ? ' placed' : ''}"
                  data-card=${card}
                  aria-label=${`${i18n.card(card)}${at !== undefined ? `, ${groupLabel(t, names, pos ? (at < 9 ? 'held0' : 'held1') : groupOfSlot(at))}` : ''}`}
                  @click=${() => c.pick(card)}
                >
                  <span class="card mini-face" aria-hidden="true">${cardFace(card)}</span>
                </button>`;
              })}
            </div>`,
        )}
      </div>
    </fieldset>
    <div class="panel ed-problems" aria-live="polite">
      ${
        problems.length || typedProblems.length
          ? html`<h3>${pos ? t.edPositionProblems : t.edProblems}</h3>
              <ul>
                ${typedProblems.map((p) => html`<li class="fault-text">${p}</li>`)}
                ${problems.map((p) => html`<li class=${p.fault ? 'fault-text' : ''}>${p.text}</li>`)}
              </ul>`
          : html`<p class="ok-text">${pos ? t.edPositionComplete : t.edDealComplete}</p>`
      }
      <div class="btn-row">
        <button
          type="button"
          class="text strong"
          data-act="to-moves"
          ?disabled=${problems.length > 0 && !c.track}
          @click=${() => {
            c.tab = 'moves';
            v.refresh();
          }}
        >
          ${t.edPlayOut}
        </button>
        <button type="button" class="text" data-act="add-hand" @click=${() => c.addHand()}>${t.edAddHand}</button>
        ${doc.hands.length > 1 ? html`<button type="button" class="text" @click=${() => c.removeHand()}>${t.edRemoveHand}</button>` : nothing}
      </div>
    </div>
  </div>`;
}

const groupOfSlot = (i: number): Group =>
  i === TURN_UP ? 'turnUp' : i === BOTTOM ? 'bottom' : GROUPS.find((g) => groupSlots(g).includes(i))!;

function typedProblem(v: EditorViewHost, g: Group, text: string): string {
  const { t } = v;
  const words = text
    .trim()
    .split(/[\s,;]+/)
    .filter(Boolean);
  const bad: string[] = [];
  const seen = new Set<string>();
  const twice: string[] = [];
  for (const w of words) {
    const u = w.toUpperCase();
    if (!/^(A|K|Q|J|10|9|8|7)[SHDC]$/.test(u)) bad.push(w);
    else if (seen.has(u)) twice.push(w);
    seen.add(u);
  }
  const label = groupLabel(t, v.names(), g);
  if (bad.length) return t.edNotCards(label, bad.join(', '));
  if (twice.length) return t.edTypedTwice(label, twice.join(', '));
  const need = groupSlots(g).length;
  if (words.length > need) return t.edTooMany(label, words.length, need);
  return '';
}

function randomSeed(v: EditorViewHost): string {
  v.seed = String(Math.floor(Math.random() * 2 ** 31));
  return v.seed;
}

/** Arrow keys move the focus through the picker's grid (8 cards a row). */
function pickerKey(e: KeyboardEvent): void {
  const cell = (e.composedPath()[0] as HTMLElement | undefined)?.closest?.('button.ed-pick');
  const grid = cell?.closest('.ed-picker');
  if (!cell || !grid) return;
  const all = [...grid.querySelectorAll<HTMLElement>('button.ed-pick')];
  const i = all.indexOf(cell as HTMLElement);
  const d = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 8, ArrowUp: -8, Home: -(i % 8), End: 7 - (i % 8) }[e.key];
  if (d === undefined) return;
  const next = all[i + d];
  if (next) next.focus();
  e.preventDefault();
}

// ---------------------------------------------------------------------------------------------
// Play it out and annotate

function bidLabel(v: EditorViewHost, m: Move, s: HandState): string {
  const { t, i18n } = v;
  if (m.type !== 'bid') return '';
  switch (m.bid) {
    case 'take':
      return t.take(s.turnUp >= 0 ? i18n.suit(s.turnUp >> 3) : '');
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

/** Up to this many ways to declare runs are buttons; more are a chooser (a phone has room for few). */
const DECLARE_BUTTONS = 4;

const actorOfOffer = (o: Offer, s: HandState): Player =>
  o.move.type !== 'next' && o.move.player !== undefined ? o.move.player : s.toAct;

const runValue = (runs: number[][]) =>
  runs.reduce((a, r) => a + (r.length >= 8 ? 100 : r.length === 7 ? 70 : r.length >= 4 ? 50 : 20), 0);

function renderMoves(v: EditorViewHost): TemplateResult {
  const { c, t, i18n } = v;
  const names = v.names();
  const track = c.track;
  const s = c.state;
  const step = c.snap.step;
  const n = c.moveCount;
  if (!track || !s) {
    return html`<div class="panel ed-empty-state">
      <p>${t.edNoTable}</p>
      <button type="button" class="text strong" @click=${() => ((c.tab = 'setup'), v.refresh())}>
        ${t.edTab.setup}
      </button>
    </div>`;
  }
  const offers = c.offers();
  const plays = offers.filter((o) => o.move.type === 'play');
  const legalCards = maskOf(plays.filter((o) => o.legal).map((o) => (o.move.type === 'play' ? o.move.card : 0)));
  const anyCards = maskOf(plays.map((o) => (o.move.type === 'play' ? o.move.card : 0)));
  const faults = track.faults?.[step - 1] ?? [];
  const lastMove = step > 0 ? track.moves[step - 1] : null;
  const sc: Scene = {
    i18n,
    names,
    state: s,
    trick: trickAt(track, step),
    bubbles: bubblesAt(track, step, t),
    bottom: 0,
    faceUp: [true, true],
    active:
      s.phase === 'play'
        ? { seat: s.toAct, legal: c.illegal ? anyCards : legalCards, onCard: (card) => v.onCard(card) }
        : undefined,
    marked: faults.length && lastMove?.type === 'play' ? [lastMove.card] : [],
    totals: c.replayed.hands[c.snap.hand]?.before,
  };
  const handDoc = c.doc.hands[c.snap.hand];
  const w = step > 0 ? handDoc?.moves?.[step - 1] : undefined;
  const over = s.phase === 'over';
  const status = over
    ? t.edHandOver
    : v.thinking
      ? t.edThinking(names[s.toAct])
      : s.phase === 'bidding'
        ? t.edToBid(names[s.toAct])
        : t.edToPlay(names[s.toAct]);
  return html`<div class="ed-moves">
    ${v.tableRegion(sc)}
    <div class="status" role="status">${status}</div>
    ${
      c.pending
        ? html`<div class="panel ed-confirm" role="alertdialog" aria-label=${t.edConfirmTitle}>
            <p>${t.edConfirm(c.pending.following)}</p>
            <div class="btn-row">
              <button type="button" class="text strong" data-act="drop" @click=${() => c.resolve('drop')}>
                ${t.edDropRest}
              </button>
              ${c.pending.after ? html`<button type="button" class="text" data-act="keep" @click=${() => c.resolve('keep')}>${t.edKeepLegal}</button>` : nothing}
              <button type="button" class="text" data-act="cancel" @click=${() => c.resolve('cancel')}>
                ${t.edCancel}
              </button>
            </div>
          </div>`
        : nothing
    }
    ${renderMoveControls(v, offers, s)}
    <div class="controls ed-nav" role="toolbar" aria-label=${t.controls}>
      <div class="btn-row">
        <button
          type="button"
          class="text"
          data-act="first"
          ?disabled=${step === 0}
          @click=${() => c.go(c.snap.hand, 0)}
        >
          ${t.first}
        </button>
        <button
          type="button"
          class="text"
          data-act="prev"
          ?disabled=${step === 0}
          @click=${() => c.go(c.snap.hand, step - 1)}
        >
          ${t.prev}
        </button>
        <button
          type="button"
          class="text"
          data-act="next"
          ?disabled=${step >= n}
          @click=${() => c.go(c.snap.hand, step + 1)}
        >
          ${t.next}
        </button>
        <button type="button" class="text" data-act="last" ?disabled=${step >= n} @click=${() => c.go(c.snap.hand, n)}>
          ${t.last}
        </button>
        <button type="button" class="text" data-act="delete-last" ?disabled=${n === 0} @click=${() => c.deleteLast()}>
          ${t.edDeleteLast}
        </button>
      </div>
      <div class="btn-row options">
        <label class="check"
          ><input
            type="checkbox"
            data-act="illegal"
            .checked=${c.illegal}
            @change=${(e: Event) => {
              c.illegal = (e.target as HTMLInputElement).checked;
              v.refresh();
            }}
          />
          ${t.edIllegal}</label
        >
        <label class="check"
          ><input
            type="checkbox"
            data-act="bela"
            .checked=${c.bela}
            @change=${(e: Event) => {
              c.bela = (e.target as HTMLInputElement).checked;
              v.refresh();
            }}
          />
          ${t.edSayBela}</label
        >
        ${over ? html`<button type="button" class="text strong" data-act="fill-result" ?disabled=${!c.resultReady} @click=${() => c.fillResult()}>${t.edFillResult}</button>` : nothing}
        ${over ? html`<button type="button" class="text" data-act="add-hand" @click=${() => c.addHand()}>${t.edAddHand}</button>` : nothing}
      </div>
      <div class="btn-row options ed-computer">
        <label class="ed-field"
          ><span>${t.edComputer}</span>
          <select
            data-field="computer"
            @change=${(e: Event) => {
              const x = (e.target as HTMLSelectElement).value;
              v.setComputer(x === '' ? -1 : (Number(x) as Player));
            }}
          >
            <option value="" ?selected=${c.computer === -1}>${t.edComputerNobody}</option>
            ${([0, 1] as Player[]).map((p) => html`<option value=${p} ?selected=${c.computer === p}>${names[p]}</option>`)}
          </select></label
        >
        <label class="ed-field"
          ><span>${t.edLevel}</span>
          <select
            data-field="level"
            @change=${(e: Event) =>
              v.setComputer(c.computer, (e.target as HTMLSelectElement).value as 'easy' | 'normal' | 'hard')}
          >
            ${(['easy', 'normal', 'hard'] as const).map((l) => html`<option value=${l} ?selected=${c.level === l}>${t.edLevels[l]}</option>`)}
          </select></label
        >
        ${c.computer !== -1 ? html`<p class="ed-help">${t.edComputerHelp(names[c.computer])}</p>` : nothing}
      </div>
    </div>
    ${renderComment(i18n, names, track, step, typeof handDoc?.comment === 'string' ? handDoc.comment : undefined)}
    <div class="panel ed-annotate">
      ${
        step > 0 && w
          ? html`<div class="ed-note">
              <label class="ed-field"
                ><span>${t.edMark}</span>
                <select
                  data-field="mark"
                  @change=${(e: Event) => c.annotate(step - 1, { mark: (e.target as HTMLSelectElement).value as Mark | '' })}
                >
                  <option value="" ?selected=${!w.mark}>${t.edNoMark}</option>
                  ${MARKS.map((m) => html`<option value=${m} ?selected=${w.mark === m}>${m} ${t.marks[m] ?? ''}</option>`)}
                </select></label
              >
              <label class="ed-field wide"
                ><span>${t.edAsk(step)}</span
                ><input
                  type="text"
                  data-field="ask"
                  .value=${typeof w.ask === 'string' ? w.ask : ''}
                  @change=${(e: Event) => c.annotate(step - 1, { ask: (e.target as HTMLInputElement).value })}
              /></label>
              ${
                w.ask
                  ? html`<label class="ed-field"
                      ><span>${t.edAccept}</span>
                      <select
                        data-field="accept"
                        @change=${(e: Event) =>
                          c.annotate(step - 1, { accept: (e.target as HTMLSelectElement).value as Accept })}
                      >
                        ${(['recorded', 'legal', 'best'] as Accept[]).map(
                          (a) =>
                            html`<option value=${a} ?selected=${(w.accept ?? 'recorded') === a}>
                              ${t.edAcceptKind[a]}
                            </option>`,
                        )}
                      </select></label
                    >`
                  : nothing
              }
              <label class="ed-field wide"
                ><span>${t.edMoveComment(step)}</span
                ><textarea
                  data-field="comment"
                  rows="2"
                  .value=${typeof w.comment === 'string' ? w.comment : ''}
                  @change=${(e: Event) => c.annotate(step - 1, { comment: (e.target as HTMLTextAreaElement).value })}
                ></textarea>
              </label>
            </div>`
          : nothing
      }
      <label class="ed-field wide"
        ><span>${t.handComment}</span
        ><textarea
          data-field="hand-comment"
          rows="2"
          .value=${typeof handDoc?.comment === 'string' ? handDoc.comment : ''}
          @change=${(e: Event) => c.setHandComment((e.target as HTMLTextAreaElement).value)}
        ></textarea>
      </label>
    </div>
    ${s.phase !== 'bidding' ? renderSummary(i18n, names, c.replayed.hands[c.snap.hand]?.summary && over ? c.replayed.hands[c.snap.hand].summary! : handSummary(s), over) : nothing}
  </div>`;
}

function renderMoveControls(v: EditorViewHost, offers: Offer[], s: HandState): TemplateResult {
  const { c, t, i18n } = v;
  const names = v.names();
  const btn = (o: Offer, label: string, cls = '') =>
    html`<button
      type="button"
      class="text ${cls}${o.legal ? '' : ' illegal'}"
      data-move=${moveKey(o.move)}
      title=${o.legal ? '' : t.edIllegalMove}
      @click=${() => c.play(o.move)}
    >
      ${label}${o.legal ? nothing : html`<span class="sr-only"> (${t.edIllegalMove})</span>`}
    </button>`;
  const bids = offers.filter((o) => o.move.type === 'bid');
  const exchange = offers.filter((o) => o.move.type === 'exchange');
  const declares = offers.filter((o) => o.move.type === 'declare');
  const claims = offers.filter((o) => o.move.type === 'claim');
  const byPlayer = (p: Player) => declares.filter((o) => o.move.type === 'declare' && (o.move.player ?? s.toAct) === p);
  return html`<div class="controls play-controls" part="controls" role="group" aria-label=${t.edMoveChoices}>
    ${
      bids.length
        ? html`<div class="btn-row bids">
            <span class="row-title">${t.edBidFor(names[s.toAct])}</span>
            ${bids.map((o) => {
              const su = o.move.type === 'bid' ? parseSuit(o.move.bid) : -1;
              return btn(
                o,
                `${su !== -1 ? SUIT_SYMBOLS[su] + ' ' : ''}${bidLabel(v, o.move, s)}`,
                `bid${su !== -1 ? ` suit-${su}` : ''}`,
              );
            })}
          </div>`
        : nothing
    }
    ${exchange.map((o) => html`<div class="btn-row">${btn(o, `${names[actorOfOffer(o, s)]}: ${o.move.type === 'exchange' ? t.exchange(i18n.card(o.move.card), i18n.card(s.turnUp)) : ''}`)}</div>`)}
    ${([0, 1] as Player[]).map((p) => {
      const list = byPlayer(p);
      if (!list.length) return nothing;
      const runsOf = (o: Offer) => (o.move.type === 'declare' ? o.move.runs : []);
      const runsText = (o: Offer) =>
        runsOf(o)
          .map((r) => r.map((x) => i18n.short(x)).join(' '))
          .join(', ');
      const label = (o: Offer) =>
        runsOf(o).length ? t.declareOption(runsText(o), runValue(runsOf(o))) : t.declareNone;
      const runs = list.filter((o) => runsOf(o).length);
      // a long list (a long run has many parts): "Declare nothing" and a chooser grouped by worth
      if (runs.length <= DECLARE_BUTTONS)
        return html`<div class="btn-row declare">
          <span class="row-title">${t.edDeclareFor(names[p])}</span>
          ${list.map((o) => btn(o, label(o)))}
        </div>`;
      const worths = [...new Set(runs.map((o) => runValue(runsOf(o))))].sort((a, b) => b - a);
      const id = `ed-decl-${p}`;
      return html`<div class="btn-row declare many" data-player=${p}>
        <span class="row-title">${t.edDeclareFor(names[p])}</span>
        ${list.filter((o) => !runsOf(o).length).map((o) => btn(o, label(o)))}
        <span class="ed-declare-pick">
          <select id=${id} aria-label=${t.edDeclareRuns(names[p], runs.length)} data-field="declare">
            ${worths.map(
              (wv) =>
                html`<optgroup label=${t.edDeclareWorth(wv)}>
                  ${runs
                    .filter((o) => runValue(runsOf(o)) === wv)
                    .map(
                      (o) =>
                        html`<option value=${runs.indexOf(o)} data-move=${moveKey(o.move)}>
                          ${wv} · ${runsText(o)}${o.legal ? '' : ` (${t.edIllegalMove})`}
                        </option>`,
                    )}
                </optgroup>`,
            )}
          </select>
          <button
            type="button"
            class="text strong"
            data-act="declare-chosen"
            @click=${(e: Event) => {
              const sel = (e.target as HTMLElement).closest('.ed-declare-pick')?.querySelector('select');
              const o = runs[Number(sel?.value)];
              if (o) c.play(o.move);
            }}
          >
            ${t.edDeclareChosen}
          </button>
        </span>
      </div>`;
    })}
    ${claims.length ? html`<div class="btn-row">${claims.map((o) => btn(o, `${names[actorOfOffer(o, s)]}: ${t.claim}`, 'strong'))}</div>` : nothing}
    ${s.phase === 'play' ? html`<p class="ed-help">${t.edCardHelp(names[s.toAct])}</p>` : nothing}
  </div>`;
}

/** A short stable name of a move for tests and styling: `bid-take`, `declare-QH.JH.10H`, `claim`. */
export function moveKey(m: Move): string {
  switch (m.type) {
    case 'bid':
      return `bid-${m.bid}`;
    case 'declare':
      return `declare-${m.runs.map((r) => r.join('.')).join('+') || 'none'}-p${m.player ?? ''}`;
    case 'exchange':
      return `exchange-${m.card}`;
    case 'play':
      return `play-${m.card}${m.bela ? '-bela' : ''}`;
    default:
      return m.type;
  }
}

// ---------------------------------------------------------------------------------------------
// Out and back in

function renderExport(v: EditorViewHost): TemplateResult {
  const { c, t } = v;
  const text = c.text();
  const { hand, step } = c.snap;
  const embed = embedSnippet(v.srcName || 'hand.json', hand, step);
  const inline = inlineSnippet(text, hand, step);
  return html`<div class="ed-export">
    <section class="panel">
      <h3>${t.exportTitle}</h3>
      <div class="btn-row">
        <button type="button" class="text strong" data-act="copy" @click=${() => v.copy(text, t.copied)}>
          ${t.copy}
        </button>
        <button type="button" class="text" data-act="download" @click=${() => v.download()}>${t.download}</button>
        ${c.resultReady ? html`<button type="button" class="text" data-act="fill-result" @click=${() => c.fillResult()}>${t.edFillResult}</button>` : nothing}
        <label class="check"
          ><input
            type="checkbox"
            data-act="preview"
            .checked=${v.preview}
            @change=${(e: Event) => {
              v.preview = (e.target as HTMLInputElement).checked;
              v.refresh();
            }}
          />
          ${t.edPreview}</label
        >
      </div>
      ${
        v.preview
          ? html`<div class="ed-preview">
              <klaberjass-table
                mode="replay"
                lang=${t.lang}
                .transcript=${c.doc}
                hand=${hand}
                step=${step}
                ?four-colour=${false}
              ></klaberjass-table>
            </div>`
          : nothing
      }
      <label class="ed-field wide"
        ><span>${t.edTranscript}</span
        ><textarea class="ed-json" readonly rows="12" spellcheck="false" .value=${text}></textarea>
      </label>
    </section>
    <section class="panel">
      <h3>${t.edEmbed}</h3>
      <label class="ed-field"
        ><span>${t.edSrcName}</span
        ><input
          type="text"
          .value=${v.srcName}
          @input=${(e: Event) => {
            v.srcName = (e.target as HTMLInputElement).value;
            v.refresh();
          }}
      /></label>
      <p class="ed-help">${t.edEmbedHelp(hand + 1, step)}</p>
      <pre class="ed-code" data-snippet="src">${embed}</pre>
      <div class="btn-row">
        <button type="button" class="text" data-act="copy-embed" @click=${() => v.copy(embed, t.copied)}>
          ${t.edCopyEmbed}
        </button>
      </div>
      <pre class="ed-code" data-snippet="inline">${inline}</pre>
      <div class="btn-row">
        <button type="button" class="text" data-act="copy-inline" @click=${() => v.copy(inline, t.copied)}>
          ${t.edCopyInline}
        </button>
      </div>
    </section>
    <section class="panel">
      <h3>${t.edOpen}</h3>
      <p class="ed-help">${t.edOpenHelp}</p>
      <label class="ed-field wide"
        ><span>${t.edPaste}</span
        ><textarea
          class="ed-paste"
          rows="4"
          spellcheck="false"
          .value=${v.paste}
          @input=${(e: Event) => {
            v.paste = (e.target as HTMLTextAreaElement).value;
          }}
        ></textarea>
      </label>
      <div class="btn-row">
        <button type="button" class="text" data-act="open-paste" @click=${() => v.openText(v.paste)}>
          ${t.edOpenPasted}
        </button>
        <label class="text file-label"
          >${t.edOpenFile}
          <input
            type="file"
            accept=".json,application/json"
            @change=${(e: Event) => v.openFile((e.target as HTMLInputElement).files?.[0])}
        /></label>
        <button type="button" class="text" data-act="new" @click=${() => v.newDoc()}>${t.edNew}</button>
      </div>
    </section>
  </div>`;
}
