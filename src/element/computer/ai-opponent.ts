/**
 * The computer player of src/ai as an Opponent, running in its module Web Worker (src/ai/client.ts
 * falls back to the main thread where workers are unavailable). Loaded lazily (its own chunk),
 * so a page that only replays never downloads the solver. One client, one worker per table.
 */
import { createAiClient } from '../../ai/client.js';
import type { AiChoice, AiLevel, PositionAnalysis } from '../../ai/types.js';
import type { HandState, Move, Player } from '../../engine/internal.js';
import type { Opponent } from './types.js';
import { opponentWorker } from './worker-setting.js';

/** A client on the app's worker setting; `onFallback` hears when it runs on the main thread instead. */
const client = (onFallback?: (reason: string) => void) => createAiClient({ worker: opponentWorker(), onFallback });

export function aiOpponent(level: AiLevel, onFallback?: (reason: string) => void): Opponent {
  const ai = client(onFallback);
  return {
    choose: async (g, p, seed) => (await ai.choose(g, p, { level, seed }))?.move ?? null,
    dispose: () => ai.dispose(),
  };
}

/** The computer playing one seat of a hand being built (the editor): a move for `player` at a hand state. */
export interface SeatPlayer {
  choose(state: HandState, player: Player, level: AiLevel, seed: string): Promise<Move | null>;
  dispose(): void;
}

export function seatPlayer(onFallback?: (reason: string) => void): SeatPlayer {
  const ai = client(onFallback);
  return {
    choose: async (s, p, level, seed) => (await ai.choose(s, p, { level, seed }))?.move ?? null,
    dispose: () => ai.dispose(),
  };
}

/** Hints and double-dummy analysis for the table (same worker client, its own instance). */
export interface Advisor {
  hint(g: Parameters<Opponent['choose']>[0], p: Parameters<Opponent['choose']>[1]): Promise<AiChoice | null>;
  analyze(state: HandState): Promise<PositionAnalysis | null>;
  dispose(): void;
}

export function createAdvisor(): Advisor {
  const ai = client();
  return {
    hint: (g, p) => ai.choose(g, p, { level: 'hard', seed: 'hint' }),
    analyze: (state) => ai.analyze(state),
    dispose: () => ai.dispose(),
  };
}
