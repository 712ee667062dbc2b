/** The hand summary that explains every point, and the tables of both players' figures (the score sheet is views/score-sheet.ts). */
import { html, nothing, type TemplateResult } from 'lit';
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
