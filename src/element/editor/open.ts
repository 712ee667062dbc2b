/**
 * How the editor opens a document without blocking the page: its `DocumentLoader` replays what
 * it is given a hand at a time (the validator's `runDocument`, the same run as a replay in one go:
 * the same states, faults and verdict), and lets the page run between slices of about
 * `SLICE_MS` (input, timers, drawing). A small document is replayed within the first slice, at
 * once, as before. Meanwhile the status is `loading`; a document given meanwhile supersedes it
 * (its replay stops at the next slice and is never shown).
 */
import { DocumentLoader } from '../controllers/document-loader.js';
import type { KjErrorSource } from '../events.js';
import * as schema from '../../notation/schema-check.js';
import { validatorWordingEn, wordReplay } from '../../validator/index.js';
import { errorMessage } from '../../validator/run.js';
import { runDocument } from '../../validator/replay.js';
import type { ReplayData } from '../../validator/types.js';
import * as unusual from '../../validator/unusual.js';

/** How long a slice of the replay may run before the page gets its turn (ms). */
export const SLICE_MS = 40;

/**
 * The largest transcript the editor opens (2 MiB of UTF-8), whatever `max-bytes` allows: every
 * edit replays and writes the whole document, and beyond this size one edit, Copy or the first
 * render blocks the page for more than about a second (bench/element.bench.ts measures it at
 * 2 and 15 MB). An example for a page is a few KB; a larger transcript replays in replay mode
 * and is checked by klaberjass-validate, up to `max-bytes`.
 */
export const EDIT_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Let the page run what waits (input, drawing, timers, messages): a new task. Not
 * `scheduler.yield`, whose continuation goes ahead of the page's own timers, so that a page's
 * `setTimeout` would wait for the whole replay.
 */
function yieldToPage(): Promise<void> {
  return new Promise((r) => setTimeout(r));
}

/** An object as JSON text, to measure it ('' when it has none: a cycle, a BigInt). */
function jsonText(value: unknown): string {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '';
  }
}

/**
 * The editor's loader: as the table's in validate mode (a document that cannot be replayed is
 * still `ready`, for its verdict: the editor shows why it cannot edit it), its replay in slices.
 * The editor has every part of the validator in its chunk, so nothing waits for a lazy part.
 */
export class SlicedLoader extends DocumentLoader {
  /** What the last load was given (text, or an object), as given: the editor keeps it for a document it cannot edit. */
  given: unknown = null;

  override load(input: unknown, source: KjErrorSource): void {
    this.given = input;
    // the table's first step; an object is measured too, as the text the editor would write of it
    // (one that cannot be written fails in the replay, as before)
    const parsed = this.begin(input, source, typeof input === 'string' ? input : jsonText(input));
    if (!parsed) return;
    const token = this.token;
    const t = this.opts.strings();
    const steps = runDocument(parsed.ok ? parsed.doc : input, undefined, true, { schema, unusual });
    const stale = () => token !== this.token;
    const done = (data: ReplayData): void => {
      // worded as the editor words its replays (controller.ts): the table's wording, else English
      const r = wordReplay(data, t.wording ?? validatorWordingEn);
      this.set({ kind: 'ready', replayed: r, doc: parsed.ok ? parsed.doc : null });
      this.opts.replayed(r, true);
    };
    const slice = (): void => {
      let end;
      try {
        const until = performance.now() + SLICE_MS;
        do end = steps.next();
        while (!end.done && performance.now() <= until);
      } catch (e) {
        this.fail(errorMessage(e), source);
        return;
      }
      // (every part is given, so none can be missing)
      if (end.done) {
        if (end.value.ok) done(end.value.value);
        return;
      }
      // more to replay: the page runs first; a document given meanwhile stops this one
      if (this.status.kind !== 'loading') this.set({ kind: 'loading' });
      this.opts.wait(yieldToPage().then(() => stale() || slice()));
    };
    slice();
  }
}
