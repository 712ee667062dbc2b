// Shared helpers for the AI tests: play a hand or a game between two levels.
import {
  type GameState, type HandState, type Move, type Player, applyHand, apply, exchangeOpen, handSummary,
  type HandSummary,
} from '../../../src/engine/index.js';
import { chooseMove } from '../../../src/ai/index.js';
import type { AiLevel } from '../../../src/ai/types.js';

/** Ask the player not to act first (the dix), then the player to act; apply; repeat to the end. */
export function playHand(start: HandState, levels: readonly [AiLevel, AiLevel], seed: string): { state: HandState; moves: Move[]; summary: HandSummary } {
  let s = start;
  const moves: Move[] = [];
  for (let n = 0; s.phase !== 'over'; n++) {
    if (n > 200) throw new Error('hand did not end');
    const waiting = (1 - s.toAct) as Player;
    let c = exchangeOpen(s) ? chooseMove(s, waiting, { level: levels[waiting], seed: `${seed}/${n}`, history: moves }) : null;
    if (!c) c = chooseMove(s, s.toAct, { level: levels[s.toAct], seed: `${seed}/${n}`, history: moves });
    if (!c) throw new Error(`no move for player ${s.toAct}`);
    const r = applyHand(s, c.move);
    if (!r.ok) throw new Error(`illegal move ${JSON.stringify(c.move)}: ${r.error.message}`);
    s = r.value;
    moves.push(c.move);
  }
  return { state: s, moves, summary: handSummary(s) };
}

/** Play a whole game at the game level (claims and `next` included). */
export function playGame(g0: GameState, levels: readonly [AiLevel, AiLevel], seed: string): GameState {
  let g = g0;
  for (let n = 0; !g.over; n++) {
    if (n > 5000) throw new Error('game did not end');
    const h = g.hand;
    const waiting = (1 - h.toAct) as Player;
    let c = h.phase === 'play' && exchangeOpen(h) ? chooseMove(g, waiting, { level: levels[waiting], seed: `${seed}/${n}` }) : null;
    const p: Player = h.phase === 'over' && h.claimWindow !== -1 ? h.claimWindow : h.toAct;
    if (!c) c = chooseMove(g, p, { level: levels[p], seed: `${seed}/${n}` });
    if (!c) throw new Error('no move in a game');
    const r = apply(g, c.move);
    if (!r.ok) throw new Error(`illegal move ${JSON.stringify(c.move)}: ${r.error.message}`);
    g = r.value;
  }
  return g;
}
