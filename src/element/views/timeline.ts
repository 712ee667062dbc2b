/** The moves of a hand as a clickable timeline, the current move's comment, and narration text. */
import { html, nothing, type TemplateResult } from 'lit';
import { type Player, parseSuit } from '../../engine/internal.js';
import type { I18nController } from '../i18n/index.js';
import { type Track, actorAt, beforeStep, sayBid } from '../model/track.js';
import type { renderFaultLines } from './fault-lines.js';

/** The spoken name of a move mark (an own key only: a transcript's `mark` may be anything). */
const markName = (marks: Readonly<Record<string, string>>, mark: unknown): string =>
  typeof mark === 'string' && Object.hasOwn(marks, mark) ? marks[mark] : '';

/** A sentence for the move `i` (0-based): for the live region and labels. */
export function narrate(i18n: I18nController, names: readonly [string, string], t: Track, i: number): string {
  const s = i18n.strings;
  const m = t.moves[i];
  if (!m) return '';
  const who = names[actorAt(t, i)];
  const after = t.states[i];
  const before = beforeStep(t, i);
  switch (m.type) {
    case 'bid':
      // the bid that ends the bidding also says which suit is trumps and who took it
      return (
        s.narrateBid(who, sayBid(m.bid, s)) +
        (before.phase === 'bidding' && after.phase === 'play' && after.trump >= 0 && after.taker !== -1
          ? ` ${s.narrateTrump(i18n.suit(after.trump), names[after.taker])}`
          : '')
      );
    case 'exchange':
      return s.narrateExchange(who, i18n.card(m.card), i18n.card(before.turnUp));
    case 'declare':
      return m.runs.length
        ? s.narrateDeclare(who, m.runs.map((r) => r.map((c) => i18n.card(c)).join(', ')).join('; '))
        : s.narrateNoRuns(who);
    case 'play':
      // the card that completes a trick also says who won it
      return (
        (m.bela ? s.narrateBela : s.narratePlay)(who, i18n.card(m.card)) +
        (after.tricks > before.tricks && after.prevTrick ? ` ${s.narrateTrick(names[after.prevTrick[2]])}` : '')
      );
    case 'claim':
      return s.narrateClaim(who);
    default:
      return ''; // 'next' is a game move, never in a hand's track
  }
}

function shortLabel(i18n: I18nController, t: Track, i: number): string {
  const m = t.moves[i];
  const s = i18n.strings;
  if (!m) return '?';
  switch (m.type) {
    case 'bid':
      // a suit named by its name; take, pass, schmeiss and its answers as the players say them
      return m.bid.length === 1 ? i18n.suit(parseSuit(m.bid)) : sayBid(m.bid, s);
    case 'exchange':
      return `⇄ ${i18n.short(m.card)}`;
    case 'declare':
      return m.runs.length ? m.runs.map((r) => r.map((c) => i18n.short(c)).join(' ')).join(', ') : s.sayNoRuns;
    case 'play':
      return `${i18n.short(m.card)}${m.bela ? ' ' + s.sayBela.toLowerCase() : ''}`;
    case 'claim':
      return s.sayClaim;
    default:
      return '';
  }
}

export function renderTimeline(
  i18n: I18nController,
  names: readonly [string, string],
  t: Track,
  step: number,
  go: ((step: number) => void) | null,
  /** Double-dummy points each move gave up, in words and the mark drawn (by move index), when analysis is on. */
  losses?: ReadonlyMap<number, { label: string; badge: unknown }>,
  /** A move's sentence and short label as heard at the table, where they differ (play: the other player's runs). */
  heard?: (i: number) => { label: string; short?: string } | undefined,
): TemplateResult {
  const s = i18n.strings;
  // `named`: the row's label is the player's name, which its move's sentence already says
  type Row = { label: string; items: number[]; named?: boolean };
  const rows: Row[] = [];
  let trickRow: Row | null = null;
  let trickNo = t.initial.tricks;
  t.moves.forEach((m, i) => {
    if (m && m.type === 'play') {
      if (!trickRow) {
        trickNo++;
        trickRow = { label: `${trickNo}.`, items: [] };
        rows.push(trickRow);
      }
      trickRow.items.push(i);
      if (t.states[i].lead < 0) trickRow = null;
    } else {
      rows.push({ label: names[actorAt(t, i)], items: [i], named: true });
    }
  });
  const item = (i: number) => {
    const w = t.written?.[i];
    const faults = t.faults?.[i] ?? [];
    const p: Player = actorAt(t, i);
    const cur = step === i + 1;
    const lost = losses?.get(i);
    const said = heard?.(i);
    const cls = `mv p${p}${cur ? ' current' : ''}${faults.length ? ' fault' : ''}${w?.comment ? ' has-comment' : ''}${lost ? ' lost' : ''}`;
    const label = `${said?.label ?? narrate(i18n, names, t, i)}${faults.length ? ` ${s.moveFault}: ${faults.map((f) => f.rule).join(', ')}` : ''}${lost ? ` (${lost.label})` : ''}`;
    // the sentence for screen readers, the short label on screen
    const inner = html`<span class="sr-only">${label}</span
      ><span aria-hidden="true"
        >${faults.length ? html`<span class="warn" aria-hidden="true">!</span>` : nothing}${said?.short ?? shortLabel(i18n, t, i)}${w?.mark ? html`<span class="mark">${w.mark}</span>` : nothing}${lost?.badge}</span
      >`;
    if (!go) return html`<span class=${cls} title=${label}>${inner}</span>`;
    return html`<button
      type="button"
      class=${cls}
      aria-current=${cur ? 'step' : 'false'}
      title=${label}
      @click=${() => go(i + 1)}
    >
      ${inner}
    </button>`;
  };
  return html`<nav class="timeline panel" part="timeline" aria-label=${s.timeline}>
    <ol>
      ${go ? html`<li><button type="button" class="mv start${step === 0 ? ' current' : ''}" aria-current=${step === 0 ? 'step' : 'false'} @click=${() => go(0)}>${s.start}</button></li>` : nothing}
      ${rows.map((r) => html`<li><span class="row-label" aria-hidden=${r.named ? 'true' : 'false'}>${r.label}</span>${r.items.map(item)}</li>`)}
    </ol>
  </nav>`;
}

/** The comment and mark of the move just shown (and its faults, once the faults part is loaded: see `faultLines`), shown prominently. */
export function renderComment(
  i18n: I18nController,
  names: readonly [string, string],
  t: Track | null,
  step: number,
  handComment?: string,
  /** The analysis' line on the move (Analysis on). */
  analysisLine?: unknown,
  /** The view of the move's faults (a document with faults, once the faults part is loaded). */
  faultLines?: typeof renderFaultLines,
): TemplateResult {
  const s = i18n.strings;
  const i = step - 1; // the move just shown (-1 at the deal: no move, comment or fault)
  const w = t?.written?.[i];
  const showHand = step === 0 && handComment;
  const mark = markName(s.marks, w?.mark);
  return html`<div class="comment-box" part="comment">
    <p class="move-line">
      ${t ? narrate(i18n, names, t, i) || s.narrateStart : ''}${w?.mark ? html` <span class="mark big" title=${mark}>${w.mark}</span><span class="sr-only"> ${mark}</span>` : nothing}
    </p>
    ${w?.comment ? html`<p class="comment"><span class="sr-only">${s.comment}: </span><bdi>${w.comment}</bdi></p>` : nothing}
    ${showHand ? html`<p class="comment hand-comment"><span class="sr-only">${s.handComment}: </span><bdi>${handComment}</bdi></p>` : nothing}
    ${analysisLine} ${faultLines?.(t?.faults?.[i] ?? [])}
  </div>`;
}
