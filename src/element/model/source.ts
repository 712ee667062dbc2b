/**
 * Where a transcript comes from (text, an object, a URL) and how it becomes tracks to show.
 */
import type { TranscriptDoc } from '../../notation/types.js';
import type { ReplayedDocument } from '../../validator/types.js';
import { schemaValidatorReady } from '../../notation/schema-ready.js';
import { quickSchemaCheck } from '../../notation/shape.js';
import { replayDocument } from '../../validator/index.js';
import { validatorExtrasMissed, validatorExtrasReady } from '../../validator/extras-ready.js';
import type { ValidatorWording } from '../../validator/wording.js';
import type { Track } from './track.js';

export type Parsed = { ok: true; doc: TranscriptDoc } | { ok: false; error: string };

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
    return { ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}

/** Enough shape to try a replay; the validator reports everything else. */
export function checkShape(v: unknown): Parsed {
  if (typeof v === 'string') return parseText(v);
  if (!v || typeof v !== 'object' || Array.isArray(v)) return { ok: false, error: 'a transcript is a JSON object' };
  const d = v as Partial<TranscriptDoc>;
  if (!Array.isArray(d.hands)) return { ok: false, error: 'the document has no "hands" list' };
  return { ok: true, doc: v as TranscriptDoc };
}

/**
 * Before `replay(input)`: null when it can run now, else a promise to await first. Only a document
 * the quick shape check rejects needs the generated schema validator (a lazy chunk in the bundle);
 * text that is not JSON here is treated the same way, to be safe.
 */
export function schemaWait(input: unknown): Promise<void> | null {
  let value = input;
  try {
    if (typeof input === 'string') value = JSON.parse(input);
    if (quickSchemaCheck(value)) return null;
  } catch {
    /* not JSON, or not plain data: let the validator decide */
  }
  return schemaValidatorReady();
}

/**
 * Replay a document (object or JSON text): states after every move, faults, summaries, totals;
 * the faults and notes in the wording given (the table's language). `wait` is set when the
 * replay needed the validator's extras and the element bundle has not loaded them yet (a lazy
 * chunk: the English sentences, needed by a document with faults or notes, and the code for
 * documents out of the ordinary): replay again once it settles.
 */
export function replay(
  input: unknown,
  wording?: ValidatorWording,
): { replayed: ReplayedDocument; wait: Promise<void> | null } {
  const replayed = replayDocument(input, { wording });
  return { replayed, wait: validatorExtrasMissed() ? validatorExtrasReady() : null };
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
