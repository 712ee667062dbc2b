/**
 * The engine's front door for moves: every legal move, applying one, and why one is illegal, for
 * a hand or a game alike. Public through index.ts; the project's layers reach it through
 * internal.ts.
 */
import { faultsOf } from './faults.js';
import { applyHand, legalHandMoves } from './moves.js';
import { type GameState, gameApply, gameFaults, gameLegalMoves } from './game.js';
import { worded } from './word.js';
import type { Fault, FaultData, HandState, Move, Names, Result } from './types.js';
import { type EngineWording, engineWordingEn } from './wording.js';

/**
 * Every legal move: of a hand, or of a game (where `{ type: 'next' }` deals the next hand once a
 * hand is over). The moves of the validator's explanation and of the computer come from the same
 * code.
 */
export function legalMoves(s: HandState | GameState): Move[] {
  return s.kind === 'game' ? gameLegalMoves(s) : legalHandMoves(s);
}

/**
 * Apply a move to a hand or a game; the state given is not changed. An illegal move returns
 * `{ ok: false, error }` naming the rule it breaks, with its sentence in the wording given
 * (default English, `engineWordingEn`) and the players' names given (default the wording's own).
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
 * A fault with its sentence: the engine and the validator find faults as data (rule, message key,
 * facts); this words one in a catalogue (default English) with the players' names (default the
 * catalogue's own).
 */
export function wordFault(f: FaultData, names?: Names, wording: EngineWording = engineWordingEn): Fault {
  return worded(f, wording, names);
}
