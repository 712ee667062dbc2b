/** The moves of a hand as a clickable timeline, the current move's comment, and narration text. */
import { html, nothing, type TemplateResult } from 'lit';
import { type Player, parseSuit } from '../../engine/internal.js';
import type { I18nController } from '../i18n/index.js';
import { type Track, actorAt, beforeStep, speechUpTo } from '../model/track.js';

/** The spoken name of a move mark (an own key only: a transcript's `mark` may be anything). */
const markName = (marks: Readonly<Record<string, string>>, mark: unknown): string =>
  typeof mark === 'string' && Object.hasOwn(marks, mark) ? marks[mark] : '';

/** A sentence for the move `i` (0-based): for the live region and labels. */
export function narrate(i18n: I18nController, names: readonly [string, string], t: Track, i: number): string {
  const s = i18n.strings;
  const m = t.moves[i];
  if (!m) return '';
  const p = actorAt(t, i);
  const after = t.states[i];
  const before = beforeStep(t, i);
  let text = '';
  switch (m.type) {
    case 'bid': {
      const sp = speechUpTo(t, i + 1, s).filter((x) => x.step === i + 1)[0];
      text = s.narrateBid(names[p], sp ? sp.text : m.bid);
      if (before.phase === 'bidding' && after.phase === 'play' && after.trump >= 0 && after.taker !== -1)
        text += ` ${s.narrateTrump(i18n.suit(after.trump), names[after.taker])}`;
      break;
    }
    case 'exchange':
      text = s.narrateExchange(names[p], i18n.card(m.card), i18n.card(before.turnUp));
      break;
    case 'declare':
      text = m.runs.length
        ? s.narrateDeclare(names[p], m.runs.map((r) => r.map((c) => i18n.card(c)).join(', ')).join('; '))
        : s.narrateNoRuns(names[p]);
      break;
    case 'play':
      text = (m.bela ? s.narrateBela : s.narratePlay)(names[p], i18n.card(m.card));
      if (after.tricks > before.tricks && after.prevTrick) text += ` ${s.narrateTrick(names[after.prevTrick[2]])}`;
      break;
    case 'claim':
      text = s.narrateClaim(names[p]);
      break;
    default:
      break;
  }
  return text;
}

function shortLabel(i18n: I18nController, t: Track, i: number): string {
  const m = t.moves[i];
  const s = i18n.strings;
  if (!m) return '?';
  switch (m.type) {
    case 'bid':
      return m.bid === 'take'
        ? s.sayTake
        : m.bid === 'pass'
          ? s.sayPass
          : m.bid.length === 1
            ? i18n.suit(parseSuit(m.bid))
            : m.bid;
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
  /** Double-dummy points each move gave up (move index → points), when analysis is on. */
  losses?: ReadonlyMap<number, number>,
): TemplateResult {
  const s = i18n.strings;
  type Row = { label: string; items: number[] };
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
      rows.push({ label: names[actorAt(t, i)], items: [i] });
    }
  });
  const item = (i: number) => {
    const w = t.written?.[i];
    const faults = t.faults?.[i] ?? [];
    const p: Player = actorAt(t, i);
    const cur = step === i + 1;
    const lost = losses?.get(i) ?? 0;
    const cls = `mv p${p}${cur ? ' current' : ''}${faults.length ? ' fault' : ''}${w?.comment ? ' has-comment' : ''}${lost > 0 ? ' lost' : ''}`;
    const label = `${narrate(i18n, names, t, i)}${faults.length ? ` ${s.moveFault}: ${faults.map((f) => f.rule).join(', ')}` : ''}${lost > 0 ? ` (${s.analysisMoveLost(lost)})` : ''}`;
    const inner = html`${faults.length ? html`<span class="warn" aria-hidden="true">!</span>` : nothing}${shortLabel(i18n, t, i)}${w?.mark ? html`<span class="mark">${w.mark}</span>` : nothing}${lost > 0 ? html`<span class="loss">−${lost}</span>` : nothing}`;
    if (!go)
      return html`<span class=${cls} title=${label}
        ><span class="sr-only">${label}</span><span aria-hidden="true">${inner}</span></span
      >`;
    return html`<button
      type="button"
      class=${cls}
      aria-current=${cur ? 'step' : 'false'}
      title=${label}
      @click=${() => go(i + 1)}
    >
      <span class="sr-only">${label}</span><span aria-hidden="true">${inner}</span>
    </button>`;
  };
  return html`<nav class="timeline panel" part="timeline" aria-label=${s.timeline}>
    <ol>
      ${go ? html`<li><button type="button" class="mv start${step === 0 ? ' current' : ''}" aria-current=${step === 0 ? 'step' : 'false'} @click=${() => go(0)}>${s.start}</button></li>` : nothing}
      ${rows.map((r) => html`<li><span class="row-label">${r.label}</span>${r.items.map(item)}</li>`)}
    </ol>
  </nav>`;
}

/** The comment and mark of the move just shown (and its faults), shown prominently. */
export function renderComment(
  i18n: I18nController,
  names: readonly [string, string],
  t: Track | null,
  step: number,
  handComment?: string,
  analysis = '',
): TemplateResult {
  const s = i18n.strings;
  const w = t && step > 0 ? t.written?.[step - 1] : undefined;
  const faults = t && step > 0 ? (t.faults?.[step - 1] ?? []) : [];
  const say = t && step > 0 ? narrate(i18n, names, t, step - 1) : '';
  const showHand = step === 0 && handComment;
  return html`<div class="comment-box" part="comment">
    <p class="move-line">
      ${say || (t ? s.narrateStart : '')}${w?.mark ? html` <span class="mark big" title=${markName(s.marks, w.mark)}>${w.mark}</span><span class="sr-only"> ${markName(s.marks, w.mark)}</span>` : nothing}
    </p>
    ${w?.comment ? html`<p class="comment"><span class="sr-only">${s.comment}: </span>${w.comment}</p>` : nothing}
    ${showHand ? html`<p class="comment hand-comment"><span class="sr-only">${s.handComment}: </span>${handComment}</p>` : nothing}
    ${analysis ? html`<p class="analysis-line">${analysis}</p>` : nothing}
    ${faults.map((f) => html`<p class="fault-line"><span class="rule">${f.rule}</span> ${f.message}</p>`)}
  </div>`;
}
