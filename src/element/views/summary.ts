/** The hand summary that explains every point, the score sheet, and the chart of the totals. */
import { html, nothing, svg, type TemplateResult } from 'lit';
import { type HandSummary, type Player, cardsOf, other } from '../../engine/internal.js';
import type { I18nController } from '../i18n/index.js';

/** A table row: a label, then a figure for each player. */
export const figures = (label: string, v: readonly [number, number], cls?: string): TemplateResult =>
  html`<tr class=${cls ?? nothing}>
    <th scope="row">${label}</th>
    <td>${v[0]}</td>
    <td>${v[1]}</td>
  </tr>`;

/** A table of both players' figures: their names over the columns, then `rows` (made with `figures`). */
export const figureTable = (names: readonly [string, string], rows: unknown): TemplateResult =>
  html`<table>
    <thead>
      <tr>
        <td></td>
        <th scope="col">${names[0]}</th>
        <th scope="col">${names[1]}</th>
      </tr>
    </thead>
    <tbody>
      ${rows}
    </tbody>
  </table>`;

export function renderSummary(
  i18n: I18nController,
  names: readonly [string, string],
  sum: HandSummary,
  final: boolean,
  /** The hand ended the game: nobody deals next. */
  gameOver = false,
  /** False when the totals before the hand are unknown: a claim is then not judged here (the verdict says why). */
  claimJudged = true,
): TemplateResult {
  const t = i18n.strings;
  /** A row of the two players' figures, left out when both are 0 (unless `always`). */
  const row = (label: string, v: readonly [number, number], always = false) =>
    always || v[0] || v[1] ? figures(label, v) : nothing;
  const lines: string[] = [];
  if (sum.end === 'thrown-in') lines.push(t.thrownIn);
  else if (sum.end === 'schmeiss') lines.push(t.schmeissAccepted);
  else {
    const si = sum.sequenceInfo;
    const w = si.winner;
    if (si.declared[0].length || si.declared[1].length || final) {
      lines.push((t.seqReason[si.reason] ?? (() => ''))(w === -1 ? '' : names[w]));
      if (si.voided && w !== -1) lines.push(t.seqVoided(names[w]));
      else if (w !== -1 && sum.sequences[w]) {
        const runs = si.declared[w]
          .map((r) =>
            cardsOf(r)
              .reverse()
              .map((c) => i18n.short(c))
              .join(' '),
          )
          .join(', ');
        lines.push(`${names[w]}: ${runs} = ${sum.sequences[w]}`);
      }
    }
    const b = sum.belaInfo;
    if (b.holder !== -1)
      lines.push(
        b.counted
          ? t.belaCounted(names[b.holder])
          : b.reason === 'not-played'
            ? t.belaNotPlayed(names[b.holder])
            : t.belaNotAnnounced(names[b.holder]),
      );
    if (sum.lastTrick !== -1) lines.push(t.lastTrickTo(names[sum.lastTrick]));
    if (final && sum.taker !== -1 && sum.outcome !== 'no-play') {
      const tk = sum.taker as Player;
      lines.push(t.outcome[sum.outcome](names[tk], names[other(tk)]));
    }
    if (final && sum.claim && claimJudged)
      lines.push(sum.claim.correct ? t.claimRight(names[sum.claim.player]) : t.claimWrong(names[sum.claim.player]));
  }
  if (final && sum.potIn && sum.potPaidTo !== -1) lines.push(t.potPaid(sum.potIn, names[sum.potPaidTo]));
  if (final && sum.potOut) lines.push(t.potWaits(sum.potOut));
  if (final && !sum.claim && !gameOver) lines.push(t.nextDealer(names[sum.nextDealer]));
  return html`<section class="summary panel" part="summary" aria-label=${final ? t.summary : t.summarySoFar}>
    <h3>${final ? t.summary : t.summarySoFar}</h3>
    ${figureTable(names, [
      row(t.tricks, sum.tricks, true),
      row(t.cardPoints, sum.cards, true),
      row(t.lastTrick, [sum.lastTrick === 0 ? 10 : 0, sum.lastTrick === 1 ? 10 : 0]),
      row(t.runs, sum.sequences),
      row(t.bela, sum.bela),
      row(t.carried, sum.base),
      row(t.points, sum.points, true),
      final ? figures(t.score, sum.score, 'score-row') : nothing,
    ])}
    <ul class="explain">
      ${lines.filter(Boolean).map((l) => html`<li>${l}</li>`)}
    </ul>
  </section>`;
}

export interface SheetRow {
  score: readonly [number, number];
  totals: readonly [number, number];
  /** Drawn instead of the two scores' cells (play's note on a hand thrown in). */
  note?: TemplateResult;
}

/** A longer score sheet shows this many rows around the hand shown (not one row per hand up front). */
const SHEET_ROWS = 100;

/** The running score sheet with a small chart of both totals over the game. */
export function renderScoreSheet(
  i18n: I18nController,
  names: readonly [string, string],
  rows: readonly SheetRow[],
  target: number,
  current: number,
  onPick?: (hand: number) => void,
): TemplateResult {
  const t = i18n.strings;
  const n = rows.length;
  const last: readonly [number, number] = n ? rows[n - 1].totals : [0, 0];
  const from = n > SHEET_ROWS ? Math.max(0, Math.min(n - SHEET_ROWS, (current < 0 ? n : current) - SHEET_ROWS / 2)) : 0;
  return html`<section class="panel" part="score-sheet" aria-label=${t.scoreSheet}>
    <h3>${t.scoreSheet} <span class="target">${t.targetLabel(target)}</span></h3>
    ${n ? renderChart(t.chart, names, rows, target) : nothing}
    <table class="sheet-table">
      <thead>
        <tr>
          <th scope="col">${t.handCol}</th>
          <th scope="col">${names[0]}</th>
          <th scope="col">${names[1]}</th>
        </tr>
      </thead>
      <tbody>
        ${rows.slice(from, from + SHEET_ROWS).map((r, j) => {
          const i = from + j;
          return html`<tr class=${i === current ? 'current' : ''} aria-current=${i === current ? 'true' : 'false'}>
            <th scope="row">
              ${onPick ? html`<button type="button" class="link" @click=${() => onPick(i)} aria-label=${t.handN(i + 1)}>${i + 1}</button>` : i + 1}
            </th>
            ${
              r.note ??
              html`<td>${r.score[0]}</td>
                <td>${r.score[1]}</td>`
            }
          </tr>`;
        })}
      </tbody>
      <tfoot>
        ${figures(t.totals, last)}
      </tfoot>
    </table>
  </section>`;
}

/** A small chart of both totals after each hand, with the target line. */
export function renderChart(
  label: string,
  names: readonly [string, string],
  rows: readonly SheetRow[],
  target: number,
): TemplateResult {
  const W = 240,
    H = 80,
    pad = 4;
  const max = rows.reduce((m, r) => Math.max(m, r.totals[0], r.totals[1]), target) || 1;
  const n = rows.length;
  const x = (i: number) => pad + ((W - 2 * pad) * i) / Math.max(1, n);
  const y = (v: number) => H - pad - ((H - 2 * pad) * v) / max;
  const line = (p: 0 | 1) => [`${x(0)},${y(0)}`, ...rows.map((r, i) => `${x(i + 1)},${y(r.totals[p])}`)].join(' ');
  const last = rows[n - 1].totals;
  return html`<figure class="chart">
    <svg viewBox="0 0 ${W} ${H}" role="img" aria-label="${label}: ${names[0]} ${last[0]}, ${names[1]} ${last[1]}">
      <line class="target-line" x1=${pad} x2=${W - pad} y1=${y(target)} y2=${y(target)} />
      ${([0, 1] as const).map((p) => svg`<polyline class="line p${p}" points=${line(p)} />`)}
      ${n > SHEET_ROWS ? nothing : rows.map((r, i) => svg`<circle class="dot p0" cx=${x(i + 1)} cy=${y(r.totals[0])} r="2.5" /><circle class="dot p1" cx=${x(i + 1)} cy=${y(r.totals[1])} r="2.5" />`)}
    </svg>
    <figcaption><span class="key p0">${names[0]}</span> <span class="key p1">${names[1]}</span></figcaption>
  </figure>`;
}
