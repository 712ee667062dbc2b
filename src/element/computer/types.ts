/** What the element asks of a computer player, whichever it is (the seeded random one, or src/ai's in its worker). */
import type { GameState, Move, Player } from '../../engine/internal.js';

export interface Opponent {
  /** The computer's move; null when it has nothing to do now (it declined the dix out of turn). */
  choose(state: GameState, player: Player, seed: string): Promise<Move | null>;
  dispose(): void;
}
