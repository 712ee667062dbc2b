/**
 * `TableContext`: what a part of the table (play mode, the questions, the analysis, the editor,
 * each a lazy chunk) is handed by its element, instead of the element itself: what it may read
 * (the attributes, the language, the document shown, the players) and the few things it may ask
 * the table to do (announce, show an error or a notice, fire a typed `kj-` event, save, show a
 * position). The element makes one for each table (klaberjass-table.ts); a part adds only what it
 * alone needs (see `PlayContext` in play-context.ts). No part imports the element class.
 */
import type { ReactiveControllerHost } from 'lit';
import type { ReplayedDocument } from '../validator/types.js';
import type { TranscriptDoc } from '../notation/types.js';
import type { AdvisorController } from './controllers/advisor.js';
import type { KjDetail, KjErrorSource, KjEventName } from './events.js';
import type { I18nController } from './i18n/index.js';

/** What a table does: its `mode` attribute. */
export type Mode = 'replay' | 'play' | 'validate' | 'edit';

/** The element's attributes a part may read, as they are now (see the element for each one's meaning). */
export interface TableAttributes {
  readonly mode: Mode;
  readonly src: string;
  readonly transcript: TranscriptDoc | string | null;
  /** The position shown: hand (0-based) and how many of its moves. */
  readonly hand: number;
  readonly step: number;
  readonly perspective: string;
  readonly rules: string;
  readonly seed: string;
  readonly persist: string;
  readonly level: 'random' | 'easy' | 'normal' | 'hard';
  readonly opponentDelay: number;
  readonly bela: 'auto' | 'manual';
  readonly questions?: 'on' | 'off';
  readonly maxBytes: number;
  /** Which parts a replay shows (the `show` attribute, as written). */
  readonly show: string;
}

/** The element as the host of a part's reactive controllers: it renders again, and its shadow root takes the focus. */
export type PartHost = ReactiveControllerHost & {
  readonly renderRoot: HTMLElement | DocumentFragment;
  /** A child script with the transcript (`<script type="application/json">`). */
  querySelector(selectors: string): Element | null;
};

/** What every lazy part of a table may read and ask of it. */
export interface TableContext {
  readonly host: PartHost;
  readonly attrs: TableAttributes;
  /** The table's language (its strings, and the validator's sentences once loaded). */
  readonly i18n: I18nController;
  /** The replayed document shown now (replaced when the language changes), and the document as given. */
  replayed(): ReplayedDocument | null;
  doc(): TranscriptDoc | null;
  /** The players of the transcript, or the default names of the table's language. */
  names(): [string, string];
  /** The table's advisor (hints, the solver's values, analysis), one per table, made on first use. */
  advisor(): AdvisorController;
  /** Show a position of the replay (clamped to the document and to an open question). */
  go(hand: number, step: number): void;
  /** Say something in the table's aria-live region. */
  announce(text: string): void;
  /** Show an error: the error state (`fatal`, the default), else a notice; either way `kj-error` with `source`. */
  fail(message: string, source: KjErrorSource, fatal?: boolean): void;
  /** Leave the error state. */
  clearError(): void;
  /** The short message under the table ('' for none). */
  notice: string;
  /** Fire a `kj-` event at the table, its detail typed by the event map. */
  emit<K extends KjEventName>(name: K, detail: KjDetail<K>): void;
  /** Save `value` as JSON in localStorage under the table's `persist` key (null: forget it); false when storage is full, blocked or missing. */
  save(value: unknown): boolean;
}
