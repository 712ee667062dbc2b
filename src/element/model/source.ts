/**
 * Where a transcript comes from (text, an object, a URL) and how it becomes tracks to show.
 */
import { lazy } from '../../engine/lazy.js';
import type { TranscriptDoc } from '../../notation/types.js';
import { quickSchemaCheck } from '../../notation/shape.js';
import { runDocumentNow } from '../../validator/replay.js';
import { errorMessage } from '../../validator/run.js';
import type { ReplayData, ReplayedDocument, ReplayedHand } from '../../validator/types.js';
import type { ValidatorWording } from '../../validator/wording.js';
import type { Strings } from '../i18n/index.js';
import type { Track } from './track.js';

/**
 * The validator's optional parts (src/validator/parts.ts `ValidatorParts`), each a lazy chunk of
 * the bundle loaded with a plain `import()` the first time a document needs it: the schema check
 * (a document the quick shape check rejects) and the code for documents out of the ordinary.
 */
const PARTS = {
  schema: lazy(() => import('../../notation/schema-check.js')),
  unusual: lazy(() => import('../../validator/unusual.js')),
};

/** The wording of verdicts in each language's table, once loaded (see `Strings.loadWording`). */
const wordings = new WeakMap<Strings, ValidatorWording>();

/** The validator's wording step (src/validator/word.ts): a lazy chunk, needed only with a wording. */
const wordStep = lazy(() => import('../../validator/word.js'));

/** The verdict wording of a string table: its own, else null until `loadWording(t)` has settled. */
export function wordingOf(t: Strings): ValidatorWording | null {
  return t.wording ?? wordings.get(t) ?? null;
}

/**
 * Loads the verdict wording of a string table and the wording step (English and the step are
 * lazy chunks: a valid document needs no sentence).
 */
export function loadWording(t: Strings): Promise<unknown> {
  const have = wordingOf(t);
  return Promise.all([
    wordStep.load(),
    have ??
      t.loadWording().then((w) => {
        wordings.set(t, w);
      }),
  ]);
}

/**
 * Text or a value made a document, or why not: `kind` says what is wrong (the table words it in
 * its language: text that is not JSON, JSON that is no object, an object without a hands list);
 * `error` is the detail (for text that is not JSON, the JSON reader's own message).
 */
export type Parsed =
  { ok: true; doc: TranscriptDoc } | { ok: false; kind: 'json' | 'not-object' | 'no-hands'; error: string };

/** Parse transcript text: one JSON document (NDJSON with one non-empty line is fine too). */
export function parseText(text: string): Parsed {
  try {
    return checkShape(JSON.parse(text));
  } catch (e) {
    const lines = text.split(/\r?\n/).filter((l) => l.trim());
    if (lines.length > 1) {
      try {
        return checkShape(JSON.parse(lines[0]));
      } catch {
        /* fall through to the first error */
      }
    }
    return { ok: false, kind: 'json', error: errorMessage(e) };
  }
}

/** Enough shape to try a replay; the validator reports everything else. */
export function checkShape(v: unknown): Parsed {
  if (typeof v === 'string') return parseText(v);
  if (!v || typeof v !== 'object' || Array.isArray(v))
    return { ok: false, kind: 'not-object', error: 'a transcript is a JSON object' };
  const d = v as Partial<TranscriptDoc>;
  if (!Array.isArray(d.hands)) return { ok: false, kind: 'no-hands', error: 'the document has no "hands" list' };
  return { ok: true, doc: v as TranscriptDoc };
}

/**
 * Before `replay(input)`: null when it can run now, else a promise to await first. Only a document
 * the quick shape check rejects needs the generated schema validator (a lazy chunk in the bundle);
 * so does text (the loader passes text only when `parseText` could not make a document of it,
 * so it is never one the quick check passes: it is not parsed again here).
 */
export function schemaWait(input: unknown): Promise<unknown> | null {
  try {
    if (quickSchemaCheck(input)) return null;
  } catch {
    /* not plain data: let the validator decide */
  }
  return PARTS.schema.get() ? null : PARTS.schema.load();
}

/**
 * Replay a document (object or JSON text): states after every move, faults, summaries, totals;
 * the faults and notes worded in the table's language (`t`). `wait` is set instead when the
 * replay needs an optional part of the validator or the verdict's wording that is not loaded
 * yet: replay again once it settles.
 */
export function replay(
  input: unknown,
  t: Strings,
): { replayed: ReplayedDocument; wait: null } | { replayed: null; wait: Promise<unknown> } {
  // in one go (the editor's loader runs it in slices: editor/open.ts)
  const r = runDocumentNow(input, undefined, true, { schema: PARTS.schema.get(), unusual: PARTS.unusual.get() });
  if (!r.ok) return { replayed: null, wait: PARTS[r.error.missing].load() };
  const replayed = reword(r.value, t);
  return replayed ? { replayed, wait: null } : { replayed: null, wait: loadWording(t) };
}

/**
 * A replay worded in the language of `t` (a change of language words it again, no replay):
 * null when it has faults or notes and that wording is not loaded yet (`loadWording`).
 */
export function reword(data: ReplayData, t: Strings): ReplayedDocument | null {
  const v = data.verdict;
  if (!v.violations.length && !v.notes.length) {
    // nothing to word: no step has a fault, so the hands are the same either way
    const hands = data.hands as unknown as ReplayedHand[];
    return { doc: data.doc, rules: data.rules, hands, verdict: { valid: v.valid, violations: [], notes: [] }, data };
  }
  const w = wordingOf(t);
  const step = wordStep.get();
  return w && step ? step.wordReplay(data, w) : null;
}

/** The track of a replayed hand, or null when it has no playable moves (a score-sheet line). */
export function trackOf(r: ReplayedDocument, hand: number): Track | null {
  const h = r.hands[hand];
  if (!h || !h.initial) return null;
  return {
    initial: h.initial,
    moves: h.steps.map((s) => s.move),
    states: h.steps.map((s) => s.state),
    written: h.steps.map((s) => s.written),
    faults: h.steps.map((s) => s.violations),
  };
}
