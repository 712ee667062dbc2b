/** The editor's Set up tab: rules, names, dealer, and the deal or position, card by card (a function of the editor's state). */
import { html, nothing, type TemplateResult } from 'lit';
import { type Card, type Player, cardName } from '../../engine/internal.js';
import type { PointPair, SuitLetter, TranscriptHand, TranscriptStart } from '../../notation/types.js';
import { SUIT_SYMBOLS } from '../i18n/index.js';
import { cardFace } from '../views/card.js';
import {
  BOTTOM,
  GROUPS,
  HELD_GROUPS,
  TURN_UP,
  type DealProblem,
  type Group,
  type PositionProblem,
  dealProblems,
  positionProblems,
  groupSlots,
} from './model.js';
import { type SheetProblem, isSheetLine } from './sheet.js';
import type { EditorStrings, EditorViewHost } from './view-host.js';

const ranksHighFirst = [7, 6, 5, 4, 3, 2, 1, 0];

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
    const cur = (start as Record<string, unknown> | undefined)?.[key] as PointPair | undefined;
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

export function renderSetup(v: EditorViewHost): TemplateResult {
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
      ${field(t.edPlayer(1), names[0], (s) => c.setPlayer(0, s || i18n.strings.players[0], names))}
      ${field(t.edPlayer(2), names[1], (s) => c.setPlayer(1, s || i18n.strings.players[1], names))}
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
      ${renderScoreBefore(v)}
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

/**
 * The score before this hand: each player's total, stated (the editor writes the score-sheet
 * lines before the hand), or read from the hands before it when some were played; the lines
 * written, and why totals cannot be reached with the totals near them that can.
 */
function renderScoreBefore(v: EditorViewHost): TemplateResult {
  const { c, t } = v;
  const names = v.names();
  const before = c.before;
  const lines = c.sheetLines;
  if (lines < 0)
    return html`<p class="ed-help ed-score-before" data-score-before>
      ${t.edScoreFromHands(`${names[0]} ${before[0]}`, `${names[1]} ${before[1]}`)}
    </p>`;
  const problem = c.sheetProblem;
  const shown = problem?.totals ?? before;
  const input = (p: Player) =>
    html`<label class="ed-field"
      ><span>${t.edBeforeOf(names[p])}</span
      ><input
        type="number"
        min="0"
        inputmode="numeric"
        class="ed-number"
        data-field=${`before${p}`}
        aria-describedby="ed-score-problem"
        aria-invalid=${problem ? 'true' : 'false'}
        .value=${String(shown[p])}
        @change=${(e: Event) => {
          const both: PointPair = [shown[0], shown[1]];
          both[p] = Math.max(0, Math.floor(Number((e.target as HTMLInputElement).value)) || 0);
          c.setScoreBefore(both);
        }}
    /></label>`;
  return html`<div class="ed-score-before" role="group" aria-label=${t.edScoreBefore}>
    <span class="row-title">${t.edScoreBefore}</span>
    ${input(0)} ${input(1)}
    <p class="ed-help">${t.edScoreBeforeHelp}</p>
    <div id="ed-score-problem" aria-live="polite">
      ${
        problem
          ? html`<p class="fault-text" data-sheet-problem=${problem.problem.kind}>
                ${sheetProblemText(v, problem.problem)}
              </p>
              ${
                problem.near.length
                  ? html`<p class="btn-row">
                      <span>${t.edSheetNear}</span>
                      ${problem.near.map((n) => html`<button type="button" class="text" data-act="use-totals" @click=${() => c.setScoreBefore(n)}>${names[0]} ${n[0]}, ${names[1]} ${n[1]}</button>`)}
                    </p>`
                  : nothing
              }`
          : nothing
      }
    </div>
    ${lines > 0 ? renderSheetLines(v, c.doc.hands.slice(0, lines)) : nothing}
  </div>`;
}

function sheetProblemText(v: EditorViewHost, p: SheetProblem): string {
  const { t } = v;
  const names = v.names();
  switch (p.kind) {
    case 'over':
      return t.edSheetOver(names[p.player], v.c.sheetProblem!.totals[p.player], p.target);
    case 'sum':
      return t.edSheetSum(p.total);
    default:
      return t.edSheetDealer(names[p.dealer], names[1 - p.dealer]);
  }
}

/** The score-sheet lines before the hand, one sentence each: who dealt, who chose trump, the scores and the game so far. */
function renderSheetLines(v: EditorViewHost, hands: TranscriptHand[]): TemplateResult {
  const { t } = v;
  const names = v.names();
  const totals = [0, 0];
  return html`<div class="ed-sheet" data-sheet>
    <p>${t.edSheetWritten(hands.length)}</p>
    <ol>
      ${hands.map((h, i) => {
        if (!isSheetLine(h)) return nothing;
        const score = h.result?.score ?? [0, 0];
        totals[0] += score[0];
        totals[1] += score[1];
        const suit = 'SHDC'.indexOf(h.trump ?? '');
        return html`<li>
          ${t.edSheetLine(
            i + 1,
            names[h.dealer === 1 ? 1 : 0],
            names[h.taker === 1 ? 1 : 0],
            suit >= 0 ? `${SUIT_SYMBOLS[suit]} ${t.suits[suit]}` : '',
            `${score[0]}–${score[1]}`,
            `${totals[0]}–${totals[1]}`,
          )}
        </li>`;
      })}
    </ol>
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
