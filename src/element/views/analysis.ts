/**
 * Replay with Analysis on (a lazy chunk of the element bundle): the double-dummy value of every
 * legal card at the step shown, the verdict on the card just played, and the points each player
 * gave up in the hand, from the computer player's analysis (AdvisorController, in its worker).
 */
import type { HandState, Player } from '../../engine/index.js';
import type { AdvisorController } from '../controllers/advisor.js';
import type { Strings } from '../i18n/index.js';
import { type Track, beforeStep, stateAt } from '../model/track.js';

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
  advisor: AdvisorController, t: Strings, names: readonly [string, string], track: Track, hand: number, step: number, s: HandState,
): ReplayAnalysis {
  const analysis = s.phase === 'play' ? advisor.analysis(`${hand}:${step}`, s) : null;
  const values = analysis ? new Map(analysis.values.map((v) => [v.move.type === 'play' ? v.move.card : -1, { value: v.value, loss: v.loss }])) : undefined;
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
    if (!a) { pending = true; return; }
    const v = a.values.find((x) => x.move.type === 'play' && x.move.card === m.card);
    if (v && v.loss > 0) { losses.set(i, v.loss); lost[a.player as Player] += v.loss; }
  });
  return { values, verdictLine, losses, lostLine: t.analysisLost(names[0], lost[0], names[1], lost[1], pending) };
}
