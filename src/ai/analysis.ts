/**
 * Double-dummy analysis for replays: the value of every legal card at a position, and the
 * points each player gave away over a sequence of moves.
 */
import { type HandState, type Move, type Player, applyHand, legalHandMoves } from '../engine/internal.js';
import { prepareDeal } from './evaluate.js';
import { checkPosition, solveCards } from './solver.js';
import type { HandAnalysis, PlayValue, PositionAnalysis, StepAnalysis } from './types.js';

/**
 * The double-dummy value of each legal card for the player to play, with both hands known
 * (as they are in a HandState). Null outside the play of the cards or when the position cannot
 * be solved. Runs not yet declared are assumed declared in full; bela is not affected by play.
 */
export function analyzePosition(state: HandState): PositionAnalysis | null {
  if (!state || state.kind !== 'hand' || state.phase !== 'play') return null;
  const prep = prepareDeal(state);
  if (checkPosition(prep.pos)) return null;
  const player = state.toAct;
  const legalCards = new Set<number>();
  for (const m of legalHandMoves(state)) if (m.type === 'play') legalCards.add(m.card);
  if (legalCards.size === 0) return null;
  const cards = solveCards(prep.pos).filter((c) => legalCards.has(c.card));
  if (cards.length === 0) return null;
  const remaining = 2 * cards[0].points - cards[0].margin;
  let best = -Infinity;
  for (const c of cards) if (c.points > best) best = c.points;
  const values: PlayValue[] = cards.map((c) => ({
    move: { type: 'play', card: c.card, player },
    value: c.points,
    margin: c.margin,
    loss: best - c.points,
  }));
  return { player, remaining, best, values };
}

/**
 * Apply `moves` from `start` and, at every card played, compare it with the double-dummy best.
 * Stops at the first move the engine refuses (`stoppedAt`).
 */
export function analyzeHand(start: HandState, moves: readonly Move[]): HandAnalysis {
  const steps: StepAnalysis[] = [];
  const lost: [number, number] = [0, 0];
  let s = start;
  let stoppedAt = -1;
  for (let i = 0; i < moves.length; i++) {
    const m = moves[i];
    if (m.type === 'play' && s.phase === 'play') {
      const a = analyzePosition(s);
      const v = a?.values.find((x) => x.move.type === 'play' && x.move.card === m.card);
      if (a && v) {
        const player: Player = a.player;
        steps.push({ index: i, player, move: m, best: a.best, value: v.value, loss: v.loss });
        lost[player] += v.loss;
      }
    }
    const r = applyHand(s, m);
    if (!r.ok) {
      stoppedAt = i;
      break;
    }
    s = r.value;
  }
  return { steps, lost, mistakes: steps.filter((x) => x.loss > 0), stoppedAt };
}
