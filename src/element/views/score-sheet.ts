/**
 * The score sheet of a game (a row a hand, the totals, a small chart of both totals with the
 * target line) and its styles: a lazy part. Only a game shows it (a single hand or a fragment
 * does not, see model/show.ts), so the element loads it for a replayed game when the sheet is
 * shown (views/replay.ts gets it once loaded) and play mode imports it with its own views.
 */
import { css, html, nothing, svg, type TemplateResult } from 'lit';
import type { I18nController } from '../i18n/index.js';
import { figures } from './summary.js';

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

/** The score sheet's look, which the table adds to its shadow root once this part has loaded. */
export const styles = css`
  tr.current {
    background: rgba(242, 193, 78, 0.3);
  }
  .target {
    font-weight: 400;
    font-size: 0.8rem;
  }
  .chart {
    margin: 0 0 6px;
  }
  .chart svg {
    width: 100%;
    display: block;
  }
  /* a player's colour in the chart (its lines, dots and key) */
  .p0 {
    --_p: var(--kj-player0, #1f6fb2);
  }
  .p1 {
    --_p: var(--kj-player1, #c4561a);
  }
  .line {
    fill: none;
    stroke: var(--_p);
    stroke-width: 2.2;
  }
  .dot {
    fill: var(--_p);
  }
  .target-line {
    stroke: #8a8f8c;
    stroke-dasharray: 4 3;
  }
  figcaption {
    font-size: 0.78rem;
    display: flex;
    gap: 12px;
    justify-content: center;
  }
  .key::before {
    content: '';
    display: inline-block;
    width: 0.8em;
    height: 0.8em;
    border-radius: 2px;
    margin-right: 4px;
    vertical-align: -1px;
    background: var(--_p);
  }
`;
