/**
 * The play view, a function of the play session's state (`PlayView`): the table with your hand,
 * the status line, the last trick, your buttons (views/play-controls.ts), and beside them the
 * results of a finished game, the rules, the moves of the hand, its summary as you may know it,
 * the score sheet and the export buttons.
 */
import { html, nothing, type TemplateResult } from 'lit';
import {
  type GameState,
  type HandState,
  type HandSummary,
  type Move,
  type Player,
  cardsOf,
  claimCount,
  handSummary,
  maskOf,
  other,
} from '../../engine/internal.js';
import type { I18nController } from '../i18n/index.js';
import type { PlayTable } from '../i18n/second-person.js';
import { type Track, beforeStep, bubblesAt, trickAt } from '../model/track.js';
import type { PlayView } from './play-view.js';
import { sortForDisplay } from '../../render/display.js';
import { cardButton } from './card-button.js';
import { renderLastTrick } from './last-trick.js';
import { renderPlayControls } from './play-controls.js';
import { renderChart, renderScoreSheet, type SheetRow } from './score-sheet.js';
import { figureTable, figures, renderSummary } from './summary.js';
import type { ActiveHand, Scene } from './table.js';
import { narrate, renderTimeline } from './timeline.js';
import { heardDeclaration } from './play-runs.js';

export function renderPlay(v: PlayView): TemplateResult {
  const { i18n, names, play } = v;
  const t = i18n.strings as PlayTable;
  const g = play.game;
  const track = play.track;
  if (!g || !track) return html`<div class="loading" role="status">${t.dealing}</div>`;
  const human = play.human;
  const h = g.hand;
  const step = track.moves.length;
  const moves = play.humanMoves();
  const legal = maskOf(moves.filter((m) => m.type === 'play').map((m) => (m.type === 'play' ? m.card : 0)));
  // your hand is one Tab stop: the first card you may play, else the first card (sorted as shown)
  const shown = sortForDisplay(h.hands[human], h.trump);
  const tabStop = shown.find((c) => legal & (1 << c)) ?? shown[0];
  const active: ActiveHand = {
    seat: human,
    legal,
    button: cardButton((c) => v.card(c), v.hint?.card, undefined, tabStop),
  };
  // a hand thrown in says so on the score sheet instead of its two scores
  const note = (end: string | null) => {
    const text = end === 'thrown-in' ? t.sheetThrownIn : end === 'schmeiss' ? t.sheetSchmeiss : undefined;
    return text === undefined ? undefined : html`<td colspan="2">${text}</td>`;
  };
  const rows: SheetRow[] = g.history.map((ph) => ({
    score: ph.summary.score,
    totals: ph.totals,
    note: note(ph.summary.end),
  }));
  // a hand over but not yet on the engine's sheet (a claim may still follow the last trick):
  // its score is known, so the sheet and the header show it now
  let totals: readonly [number, number] = g.totals;
  if (h.phase === 'over' && !g.recorded) {
    const score = handSummary(h).score;
    totals = [g.totals[0] + score[0], g.totals[1] + score[1]];
    rows.push({ score, totals, note: note(h.end) });
  }
  const sc: Scene = {
    i18n,
    names,
    state: h,
    trick: trickAt(track, step),
    bubbles: bubblesAt(track, step, t),
    bottom: human,
    // the computer's cards stay face down after a claim or a thrown-in hand too: nobody shows them
    faceUp: v.host.config.openCards ? [true, true] : v.host.faceUp(human),
    active,
    totals,
  };
  const status = g.over
    ? `${t.gameOver}: ${t.winsGame(names[g.winner as Player] ?? '')}`
    : play.thinking
      ? t.waiting(names[other(human)])
      : moves.length
        ? t.yourTurn
        : '';
  return html`<div class="layout">
    <div class="stage">
      <header class="titlebar">
        <h2 class="title">
          ${t.targetLabel(g.rules.target)}
          <button
            type="button"
            class="text rules-btn"
            aria-label=${t.rulesTitle}
            title=${t.rulesTitle}
            aria-expanded=${v.showRules ? 'true' : 'false'}
            @click=${() => v.toggleRules()}
          >
            ?
          </button>
        </h2>
        <span class="where">${names[0]} ${totals[0]} · ${names[1]} ${totals[1]}</span>
      </header>
      ${v.host.tableRegion(sc, false)}
      <div class="status" part="status">
        ${status}${v.host.notice ? html` <span class="notice">${v.host.notice}</span>` : nothing}${v.hint ? html` <span class="hint-text">${v.hint.text}</span>` : nothing}
      </div>
      ${v.showLast ? renderLastTrick(i18n, names, track) : nothing} ${renderPlayControls(v, moves, h, g)}
    </div>
    <aside class="side">
      ${g.over ? renderResults(t, g, names) : nothing}
      ${v.showRules && v.rules ? v.rules(t.lang, g.rules, () => v.toggleRules()) : nothing}
      ${step ? renderTimeline(i18n, names, track, step, null, undefined, heard(v, track)) : nothing}
      ${h.phase !== 'bidding' ? renderSummary(i18n, names, publicSummary(h, human, v.host.config.openCards), h.phase === 'over', g.over) : nothing}
      ${renderScoreSheet(i18n, names, rows, g.rules.target, -1)}
      <section class="panel export" aria-label=${t.exportTitle}>
        <h3>${t.exportTitle}</h3>
        <div class="btn-row">
          <button type="button" class="text" @click=${() => v.copy()}>${t.copy}</button>
          <button type="button" class="text" @click=${() => v.download()}>${t.download}</button>
        </div>
        ${v.exportLeavesOut ? html`<p class="export-note">${t.exportPartial}</p>` : nothing}
      </section>
    </aside>
  </div>`;
}

/**
 * The declarations as heard at the table (views/play-runs.ts), for the moves' labels: unless both
 * hands are face up, the computer's runs are the words of the dialogue, not its cards.
 */
const heard = (v: PlayView, track: Track) =>
  v.host.config.openCards ? undefined : (i: number) => heardDeclaration(v.i18n, v.names, track, i, v.play.human);

/**
 * The summary of the hand as the person (`human`) may know it: that the computer holds king and
 * queen of trumps is public only once it announced bela with the first of them (or played both),
 * and the runs are compared only once both players have declared (before that, "only you declared
 * runs" would be said before the computer had its chance).
 */
export function publicSummary(h: HandState, human: Player, openCards: boolean): HandSummary {
  let sum = handSummary(h);
  const b = sum.belaInfo;
  if (!openCards && b.holder === other(human) && b.reason === 'not-played' && !b.first)
    sum = { ...sum, belaInfo: { ...b, holder: -1, reason: 'none' } };
  if (h.declared[0] === null || h.declared[1] === null)
    sum = { ...sum, sequenceInfo: { ...sum.sequenceInfo, winner: -1, reason: 'none-declared', declared: [[], []] } };
  return sum;
}

/** The results of a finished game: hands won, points, times bate, and the chart of the totals. */
export function renderResults(t: PlayTable, g: GameState, names: [string, string]): TemplateResult {
  const won: [number, number] = [0, 0];
  const bate: [number, number] = [0, 0];
  for (const ph of g.history) {
    const [a, b] = ph.summary.score;
    if (a !== b) won[a > b ? 0 : 1]++;
    const tk = ph.summary.taker;
    if (tk !== -1 && (ph.summary.outcome === 'bate' || ph.summary.outcome === 'tie-bete')) bate[tk]++;
  }
  const rows: SheetRow[] = g.history.map((ph) => ({ score: ph.summary.score, totals: ph.totals }));
  return html`<section class="panel results" aria-label=${t.resultsTitle}>
    <h3>${t.resultsTitle}</h3>
    <p class="results-winner">${t.winsGame(names[g.winner as Player] ?? '')}</p>
    ${figureTable(names, [figures(t.points, g.totals), figures(t.handsWon, won), figures(t.timesBate, bate)])}
    <p class="results-hands">${t.handsPlayed(g.history.length)}</p>
    ${rows.length ? renderChart(t.chart, names, rows, g.rules.target) : nothing}
  </section>`;
}

/** What is said after a move: the move, and with the last move of a hand its score and the totals (and the winner). */
export function movedText(
  i18n: I18nController,
  names: [string, string],
  g: GameState,
  track: Track,
  human: Player,
  openCards: boolean,
): string {
  const i = track.moves.length - 1;
  let say = (!openCards && heardDeclaration(i18n, names, track, i, human)?.label) || narrate(i18n, names, track, i);
  if (g.hand.phase === 'over') {
    // the end of the hand and what it scores, said once with the last move
    const t = i18n.strings as PlayTable;
    const score = handSummary(g.hand).score;
    const totals = g.recorded ? g.totals : [g.totals[0] + score[0], g.totals[1] + score[1]];
    say += ` ${t.handOverSay(names[0], score[0], names[1], score[1])} ${t.describeTotals(names[0], totals[0], names[1], totals[1])}`;
    if (g.over) say += ` ${t.winsGame(names[g.winner as Player] ?? '')}.`;
  }
  return say;
}

/**
 * What you are told after a move besides the move itself (`moves`: yours now): once trump is made,
 * the three cards dealt to you, the bottom card and the dix you may make; a claim you may make
 * now; and, with `yourTurn`, that it is your turn. A screen reader hears these as they appear.
 */
export function newsText(
  i18n: I18nController,
  track: Track,
  human: Player,
  moves: readonly Move[],
  yourTurn: boolean,
): string {
  const t = i18n.strings as PlayTable;
  const i = track.moves.length - 1;
  const after = track.states[i];
  const before = beforeStep(track, i);
  const out: string[] = [];
  if (before.phase === 'bidding' && after.phase === 'play') {
    const dealt = cardsOf(after.hands[human] & ~before.hands[human]);
    if (dealt.length) out.push(t.dealtYou(dealt.map((c) => i18n.card(c)).join(', ')));
    if (after.bottom >= 0) out.push(t.describeBottom(i18n.card(after.bottom)));
    const dix = moves.find((m) => m.type === 'exchange');
    if (dix?.type === 'exchange') out.push(t.dixOffer(i18n.card(dix.card), i18n.card(after.turnUp)));
  }
  if (moves.some((m) => m.type === 'claim')) out.push(t.claimOffer(claimCount(after, human), after.rules.target));
  if (yourTurn) out.push(`${t.yourTurn}.`);
  return out.join(' ');
}
