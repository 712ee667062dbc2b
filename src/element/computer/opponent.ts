/**
 * The computer opponent as the element sees it: `choose(state, player, seed)` → a move, async.
 * `random` is a seeded, deterministic player choosing among the legal moves (with a little sense:
 * it declares its best runs, takes the dix, claims only when right); the other levels load the
 * real computer player (src/ai) lazily when it exists.
 */
import {
  type GameState,
  type HandState,
  type Move,
  type Player,
  claimCount,
  declaredValue,
  legalMoves,
  maskOf,
  nextInt,
  seedRng,
} from '../../engine/internal.js';
import type { Opponent } from './types.js';

export type { Opponent } from './types.js';

/** The legal moves of one player in a game state (the exchange can be the other player's). */
export function movesOf(g: GameState, p: Player): Move[] {
  return legalMoves(g).filter((m) => m.type !== 'next' && (m.player === undefined || m.player === p));
}

/** A seeded choice among legal moves. Same state and seed → same move. */
export function randomMove(g: GameState, p: Player, seed: string): Move | null {
  const moves = movesOf(g, p);
  if (!moves.length) return null;
  const h: HandState = g.hand;
  const rng = seedRng(seed);
  const exchange = moves.find((m) => m.type === 'exchange');
  if (exchange) return exchange;
  const declares = moves.filter((m) => m.type === 'declare');
  if (declares.length) {
    let best = declares[0],
      bestV = -1;
    for (const d of declares) {
      const v = declaredValue(d.type === 'declare' ? d.runs.map((r) => maskOf(r)) : []);
      if (v > bestV) {
        best = d;
        bestV = v;
      }
    }
    return best;
  }
  const claim = moves.find((m) => m.type === 'claim');
  if (claim) {
    if (claimCount(h, p) >= h.rules.target) return claim;
  }
  const rest = moves.filter(
    (m) =>
      m.type !== 'claim' &&
      !(
        m.type === 'play' &&
        m.bela === undefined &&
        moves.some((x) => x.type === 'play' && x.card === m.card && x.bela)
      ),
  );
  return rest.length ? rest[nextInt(rng, rest.length)] : null;
}

export function randomOpponent(): Opponent {
  return {
    choose: (g, p, seed) => {
      return Promise.resolve(randomMove(g, p, seed));
    },
    dispose: () => undefined,
  };
}

/** The opponent for a level: `random`, or the computer player of src/ai (loaded on demand). */
export async function createOpponent(level: string, onFallback?: (reason: string) => void): Promise<Opponent> {
  if (level !== 'easy' && level !== 'normal' && level !== 'hard') return randomOpponent();
  const { aiOpponent } = await import('./ai-opponent.js');
  return aiOpponent(level, onFallback);
}
