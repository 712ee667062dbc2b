/**
 * `PlayContext`: what play mode (play.ts, a lazy chunk) is handed by its table: the `TableContext`
 * every part gets, and the one thing only play needs, a game played on from a replayed position
 * ("Play from here") and the way back to that replay. `playConfigOf` resolves the attributes play
 * reads.
 */
import type { Player } from '../engine/internal.js';
import type { TableAttributes, TableContext } from './table-context.js';

/** A game that branched from a replayed position ("Play from here"): where to go back to. */
export interface Branch {
  mode: 'replay' | 'validate';
  hand: number;
  step: number;
}

/** The element's attributes that play mode reads, resolved. */
export interface PlayConfig {
  /** The `rules` attribute, trimmed: a preset name or JSON overrides. */
  rules: string;
  /** The `seed` attribute ('' for a random deal). */
  seed: string;
  /** Your seat (`perspective` 1, else 0). */
  human: Player;
  /** `perspective="open"`: both hands face up. */
  openCards: boolean;
  /** The `persist` key ('' when the game is not saved). */
  persist: string;
  level: 'random' | 'easy' | 'normal' | 'hard';
  /** Milliseconds the computer waits before it moves (0 or more). */
  delay: number;
  /** Say bela for you with the king or queen of trumps (`bela` not `manual`). */
  autoBela: boolean;
}

/** What a play session may read and ask of its table. */
export interface PlayContext extends TableContext {
  /** The game played on from a replayed position, or null. */
  readonly branch: Branch | null;
  /** Back to the replay the game branched from, where it branched. */
  backToReplay(): void;
}

/** The attributes play mode reads, resolved (read again at every use: they may change). */
export function playConfigOf(a: TableAttributes): PlayConfig {
  return {
    rules: (a.rules || 'classic').trim(),
    seed: a.seed,
    human: a.perspective === '1' ? 1 : 0,
    openCards: a.perspective === 'open',
    persist: a.persist,
    level: a.level,
    delay: Math.max(0, Number(a.opponentDelay) || 0),
    autoBela: a.bela !== 'manual',
  };
}
