// Shared helpers for the AI tests: play a hand or a game between two levels.
import {
  type GameState,
  type HandState,
  type Move,
  handSummary,
  type HandSummary,
} from '../../../src/engine/internal.js';
import { playAiGame, playAiHand } from '../../../src/ai/selfplay.js';
import type { AiLevel } from '../../../src/ai/types.js';

/** Play a hand between two levels (src/ai/selfplay.ts), with its summary. */
export function playHand(
  start: HandState,
  levels: readonly [AiLevel, AiLevel],
  seed: string,
): { state: HandState; moves: Move[]; summary: HandSummary } {
  const { state, moves } = playAiHand(start, levels, seed);
  return { state, moves, summary: handSummary(state) };
}

/** Play a whole game at the game level (claims and `next` included). */
export const playGame = (g0: GameState, levels: readonly [AiLevel, AiLevel], seed: string): GameState =>
  playAiGame(g0, levels, seed);
