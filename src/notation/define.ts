/**
 * A transcript from data of unknown shape, checked and typed: a JSON import (`import game from
 * './game.json'`) is `TranscriptDoc` after `defineTranscript(game)`, with no cast. The check is the
 * notation's own (`parseTranscript`: the quick shape check, else the JSON Schema), so a document
 * this accepts is one the element and the validator read; whether its moves follow the rules is
 * the validator's question (`validate`).
 */
import { parseTranscript } from './parse.js';
import type { TranscriptDoc, Violation } from './types.js';

/** What `defineTranscript` throws: the document's schema violations, each located by its JSON Pointer (`path`). */
export class TranscriptError extends Error {
  /** Always `TranscriptError`. */
  override readonly name = 'TranscriptError';
  constructor(
    /** The document's schema violations, each located by its JSON Pointer (`path`). */
    readonly violations: Violation[],
  ) {
    super(violations.map((v) => (v.path ? `${v.path}: ${v.message}` : v.message)).join('\n'));
  }
}

/**
 * `input` (a parsed JSON value or JSON text) as a transcript; throws a `TranscriptError` listing
 * where it breaks the notation's schema.
 */
export function defineTranscript(input: unknown): TranscriptDoc {
  const r = parseTranscript(input);
  if (!r.ok) throw new TranscriptError(r.error);
  return r.value;
}

/** Whether `input` (a parsed JSON value, not text) is a transcript by the notation's schema. */
export function isTranscript(input: unknown): input is TranscriptDoc {
  return typeof input === 'object' && input !== null && parseTranscript(input).ok;
}
