/**
 * The computer player of src/ai as an Opponent, running in its module Web Worker (src/ai/client.ts
 * falls back to the main thread where workers are unavailable). Loaded lazily (its own chunk),
 * so a page that only replays never downloads the solver. One client, one worker per table.
 */
import { createAiClient } from '../../ai/client.js';
import type { AiChoice, AiLevel, PositionAnalysis } from '../../ai/types.js';
import type { HandState } from '../../engine/index.js';
import type { Opponent } from './opponent.js';

export function aiOpponent(level: AiLevel): Opponent {
  const client = createAiClient();
  return {
    choose: async (g, p, seed) => (await client.choose(g, p, { level, seed }))?.move ?? null,
    dispose: () => client.dispose(),
  };
}

/** Hints and double-dummy analysis for the table (same worker client, its own instance). */
export interface Advisor {
  hint(g: Parameters<Opponent['choose']>[0], p: Parameters<Opponent['choose']>[1]): Promise<AiChoice | null>;
  analyze(state: HandState): Promise<PositionAnalysis | null>;
  dispose(): void;
}

export function createAdvisor(): Advisor {
  const client = createAiClient();
  return {
    hint: (g, p) => client.choose(g, p, { level: 'hard', seed: 'hint' }),
    analyze: (state) => client.analyze(state),
    dispose: () => client.dispose(),
  };
}
