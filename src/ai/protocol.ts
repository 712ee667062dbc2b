/**
 * The messages between the page and the opponent's worker, and the one function that answers
 * them (used by the worker and by the in-thread fallback alike).
 */
import type { GameState, HandState, Move, Player } from '../engine/internal.js';
import { analyzeHand, analyzePosition } from './analysis.js';
import { chooseMove } from './player.js';
import type { AiChoice, AiOptions, HandAnalysis, PositionAnalysis } from './types.js';

export type AiRequest =
  | { id: number; kind: 'choose'; state: HandState | GameState; player: Player; opts: AiOptions }
  | { id: number; kind: 'analyze'; state: HandState }
  | { id: number; kind: 'analyzeHand'; start: HandState; moves: Move[] };

export type AiResult = AiChoice | PositionAnalysis | HandAnalysis | null;

export type AiResponse = { id: number; ok: true; value: AiResult } | { id: number; ok: false; error: string };

/** Answer one request; never throws (an exception becomes `{ ok: false, error }`). */
export function handleRequest(req: AiRequest): AiResponse {
  const id = req && typeof req.id === 'number' ? req.id : -1;
  try {
    if (!req || typeof req !== 'object') return { id, ok: false, error: 'A request must be an object.' };
    switch (req.kind) {
      case 'choose':
        if (!isState(req.state)) return { id, ok: false, error: 'choose: "state" must be a HandState or a GameState.' };
        if (req.player !== 0 && req.player !== 1) return { id, ok: false, error: 'choose: "player" must be 0 or 1.' };
        return { id, ok: true, value: chooseMove(req.state, req.player, req.opts ?? { level: 'normal', seed: 0 }) };
      case 'analyze':
        if (!isState(req.state) || req.state.kind !== 'hand')
          return { id, ok: false, error: 'analyze: "state" must be a HandState.' };
        return { id, ok: true, value: analyzePosition(req.state) };
      case 'analyzeHand':
        if (!isState(req.start) || req.start.kind !== 'hand' || !Array.isArray(req.moves)) {
          return { id, ok: false, error: 'analyzeHand: "start" must be a HandState and "moves" an array.' };
        }
        return { id, ok: true, value: analyzeHand(req.start, req.moves) };
      default:
        return { id, ok: false, error: `Unknown request kind "${String((req as { kind?: unknown }).kind)}".` };
    }
  } catch (err) {
    return { id, ok: false, error: err instanceof Error ? err.message : String(err) };
  }
}

function isState(s: unknown): s is HandState | GameState {
  return (
    !!s &&
    typeof s === 'object' &&
    ((s as { kind?: unknown }).kind === 'hand' || (s as { kind?: unknown }).kind === 'game')
  );
}
