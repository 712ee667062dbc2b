/** What play mode (play.ts, a lazy chunk) needs from its element, and the attributes it reads. */
import type { ReactiveControllerHost, TemplateResult } from 'lit';
import type { Player } from '../engine/internal.js';
import type { AdvisorController } from './controllers/advisor.js';
import type { KjDetail, KjErrorSource, KjEventName } from './events.js';
import type { I18nController } from './i18n/index.js';
import type { Scene } from './views/table.js';
import type { DocumentLoader } from './controllers/document-loader.js';
import type { ReplayController } from './controllers/replay.js';
import type { PlaySession } from './play.js';

/** A game that branched from a replayed position ("Play from here"): where to go back to. */
export interface Branch {
  mode: 'replay' | 'validate';
  hand: number;
  step: number;
}

/** The element's attributes that play mode reads, resolved (the host gives them as they are now). */
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

/** What a play session needs from its element. */
export interface PlayHost {
  /** The element as the host of the session's reactive controllers (and to render again); its shadow root, where the focus goes back to your hand. */
  readonly el: ReactiveControllerHost & { readonly renderRoot: HTMLElement | DocumentFragment };
  /** The attributes play mode reads, resolved as they are now. */
  readonly config: PlayConfig;
  readonly i18n: I18nController;
  readonly advisor: AdvisorController;
  readonly branch: Branch | null;
  /** A short message under the table (bad move, opponent trouble, a resumed game). */
  notice: string;
  /** The players of the transcript replayed (a game played on from it keeps their names). */
  names(): [string, string];
  /** Say something in the aria-live region. */
  live(text: string): void;
  emit<K extends KjEventName>(name: K, detail: KjDetail<K>): void;
  fail(message: string, source: KjErrorSource, fatal?: boolean): void;
  clearError(): void;
  tableRegion(sc: Scene, help: boolean): TemplateResult;
  faceUp(seat: Player): [boolean, boolean];
  backToReplay(): void;
}

/**
 * What play mode's wiring (play-bridge.ts, in the play chunk) reads and sets of its element: the
 * attributes play reads, the position shown, and the members the element marks `@internal`. The
 * play session itself never gets it (it gets a `PlayHost` and a resolved `PlayConfig`).
 */
export interface TableInternals extends HTMLElement, ReactiveControllerHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
  rules: string;
  seed: string;
  perspective: string;
  persist: string;
  level: PlayConfig['level'];
  opponentDelay: number;
  bela: 'auto' | 'manual';
  mode: 'replay' | 'play' | 'validate' | 'edit';
  hand: number;
  step: number;
  _branch: Branch | null;
  _notice: string;
  _live: string;
  _error: string | null;
  /** The position last announced with `kj-step` (cleared to announce it again). */
  lastStep: string;
  session: PlaySession | null;
  readonly i18n: I18nController;
  readonly loader: DocumentLoader;
  readonly replay: ReplayController;
  readonly names: [string, string];
  fail(message: string, source: KjErrorSource, fatal?: boolean): void;
  advisorFrom(m: { AdvisorController: typeof AdvisorController }): AdvisorController;
}
