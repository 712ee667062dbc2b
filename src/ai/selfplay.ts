/**
 * Computer against computer: play a hand or a whole game between two levels, asking each seat
 * in turn. Used by the strength benchmark and the tests; deterministic given the seed.
 */
import {
  type GameState,
  type HandState,
  type Move,
  type Player,
  apply,
  applyHand,
  exchangeOpen,
  other,
} from '../engine/internal.js';
import { chooseMove } from './player.js';
import type { AiChoice, AiLevel } from './types.js';

/**
 * The seats to ask for the next move, in order: while the dix is open the player not to act
 * first (only the holder of the 7 can exchange; anyone else answers null); after the last trick
 * under claiming rules the trick winner (who may claim, or deal on); otherwise the player to act.
 */
export function seatsToAsk(h: HandState): Player[] {
  if (h.phase === 'play' && exchangeOpen(h)) return [other(h.toAct), h.toAct];
  if (h.phase === 'over' && h.claimWindow !== -1) return [h.claimWindow];
  return [h.toAct];
}

/** Called after each choice with the seat, the time `chooseMove` took (in ms) and the choice. */
export type ChoiceHook = (player: Player, ms: number, choice: AiChoice) => void;

function ask(
  state: HandState | GameState,
  levels: readonly [AiLevel, AiLevel],
  seed: string,
  history: Move[] | undefined,
  hook?: ChoiceHook,
): AiChoice {
  const h = state.kind === 'game' ? state.hand : state;
  for (const p of seatsToAsk(h)) {
    const t0 = hook ? performance.now() : 0;
    const c = chooseMove(state, p, history ? { level: levels[p], seed, history } : { level: levels[p], seed });
    if (c) {
      hook?.(p, performance.now() - t0, c);
      return c;
    }
  }
  throw new Error(`no computer move for player ${h.toAct} in phase ${h.phase}`);
}

/** Play a hand to its end; `levels[p]` is the level of seat p. */
export function playAiHand(
  start: HandState,
  levels: readonly [AiLevel, AiLevel],
  seed: string,
  hook?: ChoiceHook,
): { state: HandState; moves: Move[] } {
  let s = start;
  const moves: Move[] = [];
  for (let n = 0; s.phase !== 'over'; n++) {
    if (n > 200) throw new Error('hand did not end');
    const c = ask(s, levels, `${seed}/${n}`, moves, hook);
    const r = applyHand(s, c.move);
    if (!r.ok) throw new Error(`illegal move ${JSON.stringify(c.move)}: ${r.error.rule} (${r.error.key})`);
    s = r.value;
    moves.push(c.move);
  }
  return { state: s, moves };
}

/** Play a whole game to its end (claims and `next` included). */
export function playAiGame(
  g0: GameState,
  levels: readonly [AiLevel, AiLevel],
  seed: string,
  hook?: ChoiceHook,
): GameState {
  let g = g0;
  for (let n = 0; !g.over; n++) {
    if (n > 5000) throw new Error('game did not end');
    const c = ask(g, levels, `${seed}/${n}`, undefined, hook);
    const r = apply(g, c.move);
    if (!r.ok) throw new Error(`illegal move ${JSON.stringify(c.move)}: ${r.error.message}`);
    g = r.value;
  }
  return g;
}
