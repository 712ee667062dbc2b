/**
 * What the editor gets from its table: what it may read (the attributes it reads, the table's
 * language) and the few things it may ask the table to do (render again, announce, report an
 * error, fire a typed event, wait). The editor never holds the element itself, so no file of the
 * editor imports the element class.
 */
import type { ReactiveControllerHost } from 'lit';
import type { KjDetail, KjErrorSource, KjEventName } from '../events.js';
import type { I18nController } from '../i18n/index.js';

/** The table's attributes the editor reads, as they are now. */
export interface EditorConfig {
  /** The `transcript` property (null or undefined: not given). */
  readonly transcript: unknown;
  /** The `src` attribute ('' when not given). */
  readonly src: string;
  /** The text of a child `<script type="application/json">`, or null. */
  readonly script: string | null;
  /** The `persist` key ('' when drafts are not saved). */
  readonly persist: string;
  /** The `max-bytes` attribute: the largest transcript the editor reads, in bytes of UTF-8. */
  readonly maxBytes: number;
}

export interface EditorContext {
  /** The table as the host of the editor's controllers (render again, `updateComplete`), and its shadow root. */
  readonly host: ReactiveControllerHost & { readonly renderRoot: HTMLElement | DocumentFragment };
  readonly i18n: I18nController;
  /** The attributes the editor reads, as they are now. */
  readonly config: EditorConfig;
  /** Say something in the table's aria-live region. */
  announce(text: string): void;
  /** Something went wrong: the table fires `kj-error` (the editor shows `message` in its own notice). */
  fail(message: string, source: KjErrorSource): void;
  /** Fire one of the table's events. */
  emit<K extends KjEventName>(name: K, detail: KjDetail<K>): void;
  /** Have the table's `updateComplete` wait for `p`. */
  wait(p: Promise<unknown>): void;
}
