/**
 * The document loader: one transcript's way from where it is given (a URL, text, an object) to a
 * replayed document, as one status: `empty` (nothing given yet), `loading` (a fetch, or a lazy
 * chunk the document needs), `ready` (replayed: states, faults, verdict) or `error` (why it
 * cannot be shown). A newer load supersedes an older one (its fetch is aborted, its result
 * dropped); text over the size limit is not read at all. The editor's loader (editor/open.ts)
 * is this one with its replay in slices.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { DEFAULT_MAX_BYTES } from '../../notation/limits.js';
import type { TranscriptDoc } from '../../notation/types.js';
import { errorMessage } from '../../validator/run.js';
import type { ReplayedDocument } from '../../validator/types.js';
import type { KjErrorSource } from '../events.js';
import type { Strings } from '../i18n/index.js';
import { type Parsed, checkShape, loadWording, parseText, replay, reword, schemaWait } from '../model/source.js';

export type DocumentStatus =
  | { kind: 'empty' }
  | { kind: 'loading' }
  /** `doc` is the document as given (null when validate mode shows the verdict on one that cannot be read). */
  | { kind: 'ready'; replayed: ReplayedDocument; doc: TranscriptDoc | null }
  | { kind: 'error'; message: string; source: KjErrorSource };

export interface LoaderOptions {
  /** The table's strings now (its language: the error sentences and the verdict's wording). */
  strings(): Strings;
  /** True in validate mode: a document that cannot be replayed is still `ready`, for its verdict. */
  lenient(): boolean;
  /** Largest transcript accepted, in bytes of UTF-8 (default: the library's limit). */
  maxBytes(): number;
  /** Why a transcript over `max` bytes is not read (default: the table's sentence, `errorTooLarge`). */
  tooLarge?(max: number): string;
  /** The load failed (the status is now the error). */
  failed(message: string, source: KjErrorSource): void;
  /** A document was replayed: its verdict is known (`ready` false: it is an error all the same). */
  replayed(r: ReplayedDocument, ready: boolean): void;
  /** Have the host's `updateComplete` wait for `p`. */
  wait(p: Promise<unknown>): void;
}

export class DocumentLoader implements ReactiveController {
  status: DocumentStatus = { kind: 'empty' };
  protected token = 0;
  /** Where the document shown came from (a render that fails reports it: see `broke`). */
  source: KjErrorSource = 'transcript';
  private fetching: AbortController | null = null;
  /** The string table whose wording the document's faults are in (see `reword`). */
  private wordedIn: Strings | null = null;
  /** Set while a change of language waits for that language's wording of verdicts (see `reword`). */
  private rewordWait: Promise<void> | null = null;

  constructor(
    private host: ReactiveControllerHost,
    protected opts: LoaderOptions,
  ) {
    host.addController(this);
  }

  hostDisconnected(): void {
    this.abort();
  }

  /** The replayed document when ready, else null. */
  get replayed(): ReplayedDocument | null {
    return this.status.kind === 'ready' ? this.status.replayed : null;
  }

  /** The document as given when ready and readable, else null. */
  get doc(): TranscriptDoc | null {
    return this.status.kind === 'ready' ? this.status.doc : null;
  }

  protected set(status: DocumentStatus): void {
    this.status = status;
    this.host.requestUpdate();
  }

  protected fail(message: string, source: KjErrorSource): void {
    this.set({ kind: 'error', message, source });
    this.opts.failed(message, source);
  }

  protected abort(): void {
    this.fetching?.abort();
    this.fetching = null;
  }

  protected get max(): number {
    const n = this.opts.maxBytes();
    return n > 0 ? n : DEFAULT_MAX_BYTES;
  }

  /** Fetch a transcript and load it (a later load or fetch aborts this one). */
  async fetch(url: string): Promise<void> {
    const token = ++this.token;
    this.abort();
    const ac = (this.fetching = new AbortController());
    this.set({ kind: 'loading' });
    const t = this.opts.strings();
    const max = this.max;
    try {
      const res = await fetch(url, { signal: ac.signal });
      if (!res.ok) throw new Error(`HTTP ${res.status} ${res.statusText}`.trim());
      // not read at all when its length says it is too large; else counted as it streams (see readCapped)
      const text = Number(res.headers.get('content-length')) > max ? null : await readCapped(res, max);
      if (token !== this.token) return;
      this.fetching = null;
      if (text === null) this.fail((this.opts.tooLarge ?? t.errorTooLarge)(max), 'src');
      else this.load(text, 'src');
    } catch (e) {
      if (token !== this.token) return;
      this.fetching = null;
      this.fail(t.errorLoad(url, errorMessage(e)), 'src');
    }
  }

  /**
   * The first step of every load (this one's and the editor's, editor/open.ts): it supersedes any
   * earlier load (its fetch aborted, its result dropped; `this.token` is now this load's) and
   * reads the input, unless `measured` (the input's text) is over the size limit: then it is the
   * error state, nothing is read, and the step gives null.
   */
  protected begin(input: unknown, source: KjErrorSource, measured: string): Parsed | null {
    ++this.token;
    this.source = source;
    this.abort();
    if (overLimit(measured, this.max)) {
      this.fail((this.opts.tooLarge ?? this.opts.strings().errorTooLarge)(this.max), source);
      return null;
    }
    return typeof input === 'string' ? parseText(input) : checkShape(input);
  }

  /** Replay a document (object or text) and show it. */
  load(input: unknown, source: KjErrorSource): void {
    // (an object is not measured: the table replays what it is given)
    const parsed = this.begin(input, source, typeof input === 'string' ? input : '');
    if (!parsed) return;
    const token = this.token;
    const t = this.opts.strings();
    const lenient = this.opts.lenient();
    const given = parsed.ok ? parsed.doc : input;
    // an ill-formed document needs the schema validator, which the bundle loads on demand
    const wait = schemaWait(given);
    if (wait) {
      this.after(wait, token, input, source);
      return;
    }
    let r: ReplayedDocument;
    try {
      const { replayed, wait: words } = replay(given, t);
      if (words) {
        // the document needs a part of the validator (code for unusual documents, the schema
        // check) or the wording of its faults and notes: the bundle loads it, then the document
        // is replayed again
        this.after(words, token, input, source);
        return;
      }
      r = replayed;
    } catch (e) {
      this.fail(errorMessage(e), source);
      return;
    }
    this.wordedIn = t;
    if (!lenient && !parsed.ok)
      // valid JSON that is no transcript is not called "not valid JSON"; each reason in the table's words
      this.fail(
        parsed.kind === 'json'
          ? t.errorParse(parsed.error)
          : parsed.kind === 'not-object'
            ? t.errorNotObject
            : t.errorNoHands,
        source,
      );
    else if (!lenient && !r.hands.length) this.fail(t.errorEmpty, source);
    else this.set({ kind: 'ready', replayed: r, doc: parsed.ok ? parsed.doc : null });
    this.opts.replayed(r, this.status.kind === 'ready');
  }

  /** The document shown cannot be shown after all (a render of it failed): the error state. */
  broke(message: string): void {
    ++this.token;
    this.fail(message, this.source);
  }

  /**
   * Load the document again once a lazy chunk it needs has loaded. A chunk that did not load is
   * a part of the table, not the transcript: the error's source is `module`.
   */
  private after(wait: Promise<unknown>, token: number, input: unknown, source: KjErrorSource): void {
    this.set({ kind: 'loading' });
    this.opts.wait(
      wait.then(
        () => {
          if (token === this.token) this.load(input, source);
        },
        (e: unknown) => {
          if (token === this.token) this.fail(this.opts.strings().errorPart(errorMessage(e)), 'module');
        },
      ),
    );
  }

  /**
   * The table's language changed after a document was replayed: word its verdict again in the
   * new language (the same states and verdict, its sentences in the new language; no replay:
   * the replay keeps its faults as data). The position shown stays; the host fires no
   * `kj-verdict`, as the verdict itself is unchanged.
   */
  reword(): void {
    const s = this.status;
    const t = this.opts.strings();
    if (s.kind !== 'ready' || this.wordedIn === null || this.wordedIn === t || this.rewordWait) return;
    const replayed = reword(s.replayed.data, t);
    if (!replayed) {
      // that language's wording still to load (English is a lazy chunk): reword once it is in
      const p: Promise<void> = loadWording(t).then(
        () => {
          this.rewordWait = null;
          this.reword();
          this.host.requestUpdate();
        },
        () => {
          this.rewordWait = null;
        },
      );
      this.rewordWait = p;
      this.opts.wait(p);
      return;
    }
    this.wordedIn = t;
    this.status = { ...s, replayed };
  }
}

/**
 * A response's body as text, or null once more than `max` bytes have arrived: the bytes are
 * counted as they stream and the rest is never read (the stream is cancelled there). A
 * `content-length` says nothing about the body when it is missing (a chunked response, perhaps
 * endless) or is the size of a compressed body (gzip that inflates a hundredfold), so the body
 * itself is what is counted. Decoded as `Response.text()` decodes (UTF-8, a BOM dropped).
 */
export async function readCapped(res: Response, max: number): Promise<string | null> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      void reader.cancel().catch(() => {});
      return null;
    }
    parts.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    bytes.set(p, at);
    at += p.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** Is `text` longer than `max` bytes of UTF-8? (At most 3 bytes a UTF-16 unit.) */
export const overLimit = (text: string, max: number): boolean => text.length * 3 > max && new Blob([text]).size > max;
