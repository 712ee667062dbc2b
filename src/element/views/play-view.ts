/**
 * `PlayView`: what the play view (views/play.ts, with its buttons in views/play-controls.ts) shows
 * and what its buttons do, the play session's state and actions.
 */
import type { TemplateResult } from 'lit';
import type { Card, Move, Player } from '../../engine/internal.js';
import type { GameController } from '../controllers/game.js';
import type { I18nController } from '../i18n/index.js';
import type { Branch, PlayConfig } from '../play-context.js';
import type { renderRules } from './rules-help.js';
import type { Scene } from './table.js';

/** What the play view shows, and what its buttons do: the play session's state and actions. */
export interface PlayView {
  /** The table's language as play mode speaks it (sentences about you in the second person). */
  i18n: I18nController;
  names: [string, string];
  play: GameController;
  /** The element's side: the attributes, the notice, the table, whether the game branched from a replay and the way back. */
  host: {
    readonly config: PlayConfig;
    readonly notice: string;
    readonly branch: Branch | null;
    tableRegion(sc: Scene, help: boolean): TemplateResult;
    faceUp(seat: Player): [boolean, boolean];
    backToReplay(): void;
  };
  /** Copy and Download leave cards out now (a note under them says so). */
  exportLeavesOut: boolean;
  hint: { card: Card | -1; text: string } | null;
  /** The rules panel is open; `rules` is its view once its chunk has arrived. */
  showRules: boolean;
  rules?: typeof renderRules;
  showLast: boolean;
  /** You are asked to confirm a claim. */
  confirmClaim: boolean;
  practice: boolean;
  autoBela: boolean;
  /** Your move (a bid, a declaration, the exchange, a claim, the next hand). */
  move(m: Move): void;
  card(c: Card): void;
  showHint(): void;
  askClaim(on: boolean): void;
  keepSeven(): void;
  toggleRules(): void;
  toggleLastTrick(): void;
  undo(): void;
  setAutoBela(on: boolean): void;
  setPractice(on: boolean): void;
  /** A new game from this seed. */
  newGame(seed: string): void;
  copy(): void;
  download(): void;
}
