/**
 * The replay and validate view, a function of what is shown: the table at the position of the
 * replay controller, the comment, the toolbar, and beside it the verdict (validate mode), the
 * moves of the hand, its summary and the score sheet.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { type Card, type HandState, handSummary } from '../../engine/internal.js';
import type { TranscriptDoc } from '../../notation/types.js';
import type { ReplayedDocument, Violation } from '../../validator/types.js';
import type { ShowPart } from '../model/show.js';
import type { ReplayController } from '../controllers/replay.js';
import type { I18nController } from '../i18n/index.js';
import { type Track, bubblesAt, stateAt, trickAt } from '../model/track.js';
import type { ReplayAnalysis } from './analysis.js';
import type { renderFaultLines } from './fault-lines.js';
import { type ControlsExtra, renderReplayControls } from './replay-controls.js';
import type { SheetRow, renderScoreSheet } from './score-sheet.js';
import { renderSummary } from './summary.js';
import { type Scene, perspectiveOf, renderTableRegion } from './table.js';
import { renderComment, renderTimeline } from './timeline.js';
import type { renderVerdict } from './verdict.js';

/** What the view reads of its table (the element): its strings, players, replay and position. */
export interface ReplayTable {
  readonly i18n: I18nController;
  readonly names: readonly [string, string];
  readonly replay: ReplayController;
  readonly hand: number;
  readonly step: number;
  /** The `perspective` attribute. */
  readonly perspective: string;
}

export interface ReplayView {
  table: ReplayTable;
  replayed: ReplayedDocument;
  /** The document as given (null: validate mode on a document that cannot be read). */
  doc: TranscriptDoc | null;
  /** The verdict's view (validate mode, or opened by the notice; once its part is loaded: see `verdictParts`). */
  verdict?: typeof renderVerdict;
  /** Replay mode: the notice of a document with faults (see `faultNotice`). */
  notice?: unknown;
  /** The double-dummy analysis of the position (Analysis on, once its part is loaded). */
  analyse?: (track: Track, s: HandState) => ReplayAnalysis;
  /** A fault of the verdict was picked: go to its move. */
  pickFault(f: Violation): void;
  /**
   * Questions for the reader (once their part is loaded): `view` gives, for the position, its
   * track and scene (which it may change: the answering hand), the panel above the table and the
   * track the move list shows (up to the question).
   */
  quiz?: { view(hand: number, step: number, track: Track, sc: Scene | null): { panel: unknown; track: Track } };
  /** What the mode adds to the toolbar. */
  controls: (s: HandState | null) => ControlsExtra;
  /** The parts shown (the `show` attribute, see model/show.ts). */
  show: ReadonlySet<ShowPart>;
  /** The score sheet's view (a game with the sheet shown, once its part is loaded). */
  sheet?: typeof renderScoreSheet;
  /** The view of a move's faults under the comment (a document with faults, once its part is loaded). */
  faultLines?: typeof renderFaultLines;
}

export function renderReplay(v: ReplayView): TemplateResult {
  const { i18n, names, replay, hand, step, perspective } = v.table;
  const { replayed: r, doc } = v;
  const t = i18n.strings;
  const track = replay.track(hand);
  const rh = r.hands[hand];
  const title = doc?.meta?.title;
  if (!rh) {
    // nothing to replay (validate mode with an unreadable document): the verdict alone
    return html`<div class="layout">
      ${v.notice}${v.verdict?.(i18n, r.verdict, { hand: -1, step: -1 }, () => undefined)}
    </div>`;
  }
  const n = rh.steps.length;
  const { bottom, faceUp } = perspectiveOf(perspective, 'open');
  const faults = track?.faults?.[step - 1] ?? [];
  const lastMove = track?.moves[step - 1];
  const marked: Card[] = faults.length && lastMove?.type === 'play' ? [lastMove.card] : [];
  const rows: SheetRow[] = r.hands.map((h) => ({
    score: [h.after[0] - h.before[0], h.after[1] - h.before[1]],
    totals: h.after,
  }));
  const s = track ? stateAt(track, step) : null;
  const an = track && s ? v.analyse?.(track, s) : undefined;
  const sc: Scene | null =
    track && s
      ? {
          i18n,
          names,
          state: s,
          trick: trickAt(track, step),
          bubbles: bubblesAt(track, step, t),
          bottom,
          faceUp,
          marked,
          totals: rh.before,
          values: an?.values,
        }
      : null;
  const qz = track ? v.quiz?.view(hand, step, track, sc) : undefined;
  const over = s?.phase === 'over';
  const handDoc = doc?.hands?.[hand];
  const on = (p: ShowPart) => v.show.has(p);
  const verdict = v.verdict?.(i18n, r.verdict, { hand, step }, v.pickFault);
  const side = [
    track && on('moves')
      ? renderTimeline(
          i18n,
          names,
          qz?.track ?? track,
          step,
          (st) => replay.stopThen(() => replay.go(hand, st)),
          an?.losses,
        )
      : nothing,
    on(over ? 'summary' : 'points') && s && s.phase !== 'bidding' && rh.summary
      ? renderSummary(i18n, names, over ? rh.summary : handSummary(s), over, false, rh.totalsKnown)
      : nothing,
    on('sheet') && v.sheet
      ? v.sheet(i18n, names, rows, r.rules?.target ?? 500, hand, (h) => replay.stopThen(() => replay.go(h, 0)))
      : nothing,
  ];
  // nothing beside the table: it takes the whole width
  const aside = verdict || side.some((x) => x !== nothing);
  return html`<div class="layout${aside ? '' : ' one'}">
    <div class="stage">
      <header class="titlebar">
        ${title ? html`<h2 class="title"><bdi>${title}</bdi></h2>` : nothing}
        <span class="where">${t.handOf(hand + 1, r.hands.length)} · ${t.moveOf(step, n)}</span>
      </header>
      ${v.notice}${qz?.panel}
      ${
        !on('table')
          ? nothing
          : sc
            ? renderTableRegion(sc, true)
            : html`<div class="table-region sheet-only" part="table" role="region" tabindex="0" aria-label=${t.table}>
                <p>${t.handN(hand + 1)}: ${names[0]} ${rows[hand].score[0]}, ${names[1]} ${rows[hand].score[1]}</p>
              </div>`
      }
      ${on('comment') ? renderComment(i18n, names, track, step, typeof handDoc?.comment === 'string' ? handDoc.comment : undefined, an?.verdictLine, v.faultLines) : nothing}
      ${an ? html`<p class="lost-line" part="analysis">${an.lostLine}</p>` : nothing}
      ${on('controls') ? renderReplayControls(i18n, replay, hand, v.controls(s)) : nothing}
    </div>
    ${aside ? html`<aside class="side">${verdict}${side}</aside>` : nothing}
  </div>`;
}
