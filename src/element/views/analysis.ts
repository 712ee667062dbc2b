/**
 * Replay with Analysis on (a lazy chunk of the element bundle): the double-dummy value of every
 * legal card at the step shown, the verdict on the card just played, and the points each player
 * gave up in the hand, from the computer player's analysis (AdvisorController, in its worker).
 */
import { css } from 'lit';
import type { HandState, Player } from '../../engine/internal.js';
import type { AdvisorController } from '../controllers/advisor.js';
import { enAnalysis } from '../i18n/en-analysis.js';
import { type Strings, partStrings } from '../i18n/index.js';
import { type Track, beforeStep, stateAt } from '../model/track.js';

// the element makes the table's advisor (analysis here, hints in play) with the class of
// whichever part it loads first
export { AdvisorController } from '../controllers/advisor.js';

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

export interface ReplayAnalysis {
  /** Per legal card at the step shown: its value and what it gives up against the best. */
  values?: Map<number, { value: number; loss: number }>;
  /** How the card just played compares with the best. */
  verdictLine: string;
  /** Per move index of the hand: the points it gave up (only moves that gave some up). */
  losses: Map<number, number>;
  /** The points each player gave up in the hand. */
  lostLine: string;
}

export function analyseReplay(
  advisor: AdvisorController,
  strings: Strings,
  names: readonly [string, string],
  track: Track,
  hand: number,
  step: number,
  s: HandState,
): ReplayAnalysis {
  const t = partStrings(strings, enAnalysis);
  const analysis = s.phase === 'play' ? advisor.analysis(`${hand}:${step}`, s) : null;
  const values = analysis
    ? new Map(analysis.values.map((v) => [v.move.type === 'play' ? v.move.card : -1, { value: v.value, loss: v.loss }]))
    : undefined;
  const lastMove = step > 0 ? track.moves[step - 1] : null;
  let verdictLine = '';
  if (lastMove?.type === 'play') {
    const before = stateAt(track, step - 1);
    const a = before.phase === 'play' ? advisor.analysis(`${hand}:${step - 1}`, before) : null;
    const v = a?.values.find((x) => x.move.type === 'play' && x.move.card === lastMove.card);
    if (a && v) verdictLine = v.loss ? t.analysisLoss(v.loss, a.best) : t.analysisGood;
  }
  // every card of the hand judged double-dummy: the points each move gave up, summed per player
  const losses = new Map<number, number>();
  const lost: [number, number] = [0, 0];
  let pending = false;
  track.moves.forEach((m, i) => {
    const before = beforeStep(track, i);
    if (m?.type !== 'play' || before.phase !== 'play') return;
    const a = advisor.analysis(`${hand}:${i}`, before);
    if (!a) {
      pending = true;
      return;
    }
    const v = a.values.find((x) => x.move.type === 'play' && x.move.card === m.card);
    if (v && v.loss > 0) {
      losses.set(i, v.loss);
      lost[a.player as Player] += v.loss;
    }
  });
  return { values, verdictLine, losses, lostLine: t.analysisLost(names[0], lost[0], names[1], lost[1], pending) };
}
