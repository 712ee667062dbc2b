/**
 * The Klaberjass rules engine: pure TypeScript, no DOM, no Node-only API.
 *
 * ```ts
 * import { newGame, legalMoves, apply, rulesOf } from 'klaberjass-table/engine';
 * let g = newGame({ rules: rulesOf('classic'), seed: 42 });
 * const r = apply(g, legalMoves(g)[0]);
 * if (r.ok) g = r.value; else console.log(r.error.rule, r.error.message);
 * ```
 */
import { faultsOf } from './faults.js';
import { applyHand, legalHandMoves } from './moves.js';
import { type GameState, gameApply, gameFaults, gameLegalMoves } from './game.js';
import { worded } from './word.js';
import type { Fault, FaultData, HandState, Move, Names, Result } from './types.js';
import { type EngineWording, engineWordingEn } from './wording.js';

export * from './cards.js';
export * from './rules.js';
export * from './rng.js';
export * from './sequences.js';
export * from './declarations.js';
export * from './types.js';
export {
  type DealSpec,
  actorOf,
  applyInPlace,
  checkDeck,
  cloneHand,
  creditedSequences,
  handFromDeck,
  handPoints,
  legalPlayMask,
  newHand,
  playCard,
  claimCount,
  pointsSoFar,
  runComparison,
  sequenceCredit,
  sevenHolder,
  startPlay,
} from './hand.js';
export { faultsOf, startFaults } from './faults.js';
export * from './position.js';
export * from './natural.js';
export * from './moves.js';
export * from './scoring.js';
export * from './game.js';
export * from './wording.js';
export * from './message.js';
export * from './word.js';

/** Every legal move: of a hand, or of a game (where `next` deals the next hand). */
export function legalMoves(s: HandState | GameState): Move[] {
  return s.kind === 'game' ? gameLegalMoves(s) : legalHandMoves(s);
}

/**
 * Apply a move; an illegal one returns `{ ok: false, error }` naming the rule it breaks (its
 * sentence in the wording given, default English: `engineWordingEn`).
 */
export function apply<S extends HandState | GameState>(
  s: S,
  m: Move,
  names?: Names,
  wording?: EngineWording,
): Result<S> {
  const r = s.kind === 'game' ? gameApply(s, m) : applyHand(s, m);
  return (r.ok ? r : { ok: false, error: wordFault(r.error, names, wording) }) as Result<S>;
}

/**
 * Why a move is illegal (rule identifier and a sentence naming the cards), or null if legal. The
 * sentence is in the wording given (default English; `engineWordingNb` from the library entry
 * for Norwegian Bokmål); without `names` the wording's own names for the players are used.
 */
export function explain(s: HandState | GameState, m: Move, names?: Names, wording?: EngineWording): Fault | null {
  const f = s.kind === 'game' ? gameFaults(s, m) : faultsOf(s, m);
  return f.length ? wordFault(f[0], names, wording) : null;
}

/**
 * A fault with its sentence: `faultsOf` and the validator give faults as data (rule, message key,
 * facts); this words one in a catalogue (default English) with the players' names (default the
 * catalogue's own).
 */
export function wordFault(f: FaultData, names?: Names, wording: EngineWording = engineWordingEn): Fault {
  return worded(f, wording, names);
}
