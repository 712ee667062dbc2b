/**
 * The computer opponent and double-dummy analysis. Pure TypeScript, no DOM: runs in a page, a
 * Web Worker (see worker.ts and client.ts) or Node.
 *
 * ```ts
 * import { chooseMove, analyzePosition } from './ai/index.js';
 * const choice = chooseMove(game, 1, { level: 'hard', seed: 7 });   // { move, why, player } | null
 * const analysis = analyzePosition(game.hand);                        // values of each legal card
 * ```
 */
export { chooseMove } from './player.js';
export { type ChoiceHook, playAiGame, playAiHand, seatsToAsk } from './selfplay.js';
export { analyzeHand, analyzePosition } from './analysis.js';
export { type View, type TrickRecord, viewOf, determinize, determined, tricksFromMoves } from './view.js';
export {
  type CardValue,
  type SolveResult,
  type SolverPosition,
  checkPosition,
  solve,
  solveCards,
  solverNodes,
  resetSolverNodes,
} from './solver.js';
export { bestDeclaration, winChance } from './evaluate.js';
export * from './types.js';
export { type AiClient, type AiClientOptions, createAiClient } from './client.js';
export { type AiRequest, type AiResponse, type AiResult, handleRequest } from './protocol.js';
