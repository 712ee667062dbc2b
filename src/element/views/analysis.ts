/**
 * Replay with Analysis on (a lazy chunk of the element bundle): the double-dummy value of every
 * legal card at the step shown, the verdict on the card just played, and the points each player
 * gave up in the hand, from the computer player's analysis (AdvisorController, in its worker).
 */
import { type TemplateResult, css, html, nothing } from 'lit';
import type { PositionAnalysis } from '../../ai/types.js';
import type { HandState, Player } from '../../engine/internal.js';
import { enAnalysis } from '../i18n/en-analysis.js';
import { partStrings } from '../i18n/index.js';
import { type Track, stateAt } from '../model/track.js';
import type { TableContext } from '../table-context.js';

/**
 * Styles of the analysis, which the element adds to its shadow root after its own (styles.ts):
 * the value badge on a card, the line under the comment, the moves that gave points up.
 */
export const styles = css`
  .val {
    position: absolute;
    left: 50%;
    bottom: -2px;
    transform: translate(-50%, 40%);
    z-index: 2;
    min-width: 1.8em;
    font-size: 0.72rem;
    font-weight: 700;
    text-align: center;
    border-radius: 999px;
    padding: 0 4px;
    color: #1d2320;
    background: var(--kj-accent, #f2c14e);
    box-shadow: 0 1px 2px rgba(0, 0, 0, 0.4);
  }
  .val.lose {
    background: #e9e4d8;
  }
  .analysis-line {
    margin-top: 4px;
    font-size: 0.9rem;
  }
  .mv.lost {
    border-style: dashed;
    border-color: var(--kj-loss, #b86e00);
  }
  .mv .loss {
    margin-left: 2px;
    font-size: 0.72rem;
    color: var(--kj-loss-text, #8a4f00);
  }
  .lost-line {
    margin-top: 4px;
    font-size: 0.85rem;
  }
`;

/** What the analysis adds to the replay view: its words and its marks (drawn here, beside their styles). */
export interface ReplayAnalysis {
  /** Per legal card at the step shown: its value in words and its badge on the card. */
  values?: Map<number, AnalysisMark>;
  /** How the card just played compares with the best: a line under the comment (or nothing). */
  verdictLine: TemplateResult | typeof nothing;
  /** Per move index of the hand: the points it gave up, in words and as a mark in the moves (only moves that gave some up). */
  losses: Map<number, AnalysisMark>;
  /** The points each player gave up in the hand (the line under the table). */
  lostLine: string;
}

/** A card's value or a move's loss: the words for its label and what is drawn. */
export interface AnalysisMark {
  label: string;
  badge: TemplateResult;
}

/**
 * The solver's value of each card of a position as the table draws it: the label (words for a
 * screen reader) and the badge on the card, best cards marked. Replay's Analysis and the editor's
 * solver values both draw them so.
 */
export function valueMarks(analysis: PositionAnalysis, label: (value: number) => string): Map<number, AnalysisMark> {
  return new Map(
    analysis.values.map((v) => [
      v.move.type === 'play' ? v.move.card : -1,
      {
        label: label(v.value),
        badge: html`<span class="val${v.loss ? ' lose' : ' best'}" aria-hidden="true">${v.value}</span>`,
      },
    ]),
  );
}

/** The analysis of the table's position `s` (the step shown of `track`): the table's language, players, position and advisor are read from its context. */
export function analyseReplay(table: TableContext, track: Track, s: HandState): ReplayAnalysis {
  const names = table.names();
  const { hand, step } = table.attrs;
  const advisor = table.advisor();
  const t = partStrings(table.i18n.strings, enAnalysis);
  const analysis = s.phase === 'play' ? advisor.analysis(`${hand}:${step}`, s) : null;
  const values = analysis ? valueMarks(analysis, t.analysisValue) : undefined;
  const lastMove = step > 0 ? track.moves[step - 1] : null;
  let verdictLine: ReplayAnalysis['verdictLine'] = nothing;
  if (lastMove?.type === 'play') {
    const before = stateAt(track, step - 1);
    const a = before.phase === 'play' ? advisor.analysis(`${hand}:${step - 1}`, before) : null;
    const v = a?.values.find((x) => x.move.type === 'play' && x.move.card === lastMove.card);
    if (a && v)
      verdictLine = html`<p class="analysis-line">${v.loss ? t.analysisLoss(v.loss, a.best) : t.analysisGood}</p>`;
  }
  // every card of the hand judged double-dummy: the points each move gave up, summed per player
  const losses: ReplayAnalysis['losses'] = new Map();
  const lost: [number, number] = [0, 0];
  let pending = false;
  track.moves.forEach((m, i) => {
    const before = stateAt(track, i);
    if (m?.type !== 'play' || before.phase !== 'play') return;
    const a = advisor.analysis(`${hand}:${i}`, before);
    if (!a) {
      pending = true;
      return;
    }
    const v = a.values.find((x) => x.move.type === 'play' && x.move.card === m.card);
    if (v && v.loss > 0) {
      losses.set(i, { label: t.analysisMoveLost(v.loss), badge: html`<span class="loss">−${v.loss}</span>` });
      lost[a.player as Player] += v.loss;
    }
  });
  return { values, verdictLine, losses, lostLine: t.analysisLost(names[0], lost[0], names[1], lost[1], pending) };
}
