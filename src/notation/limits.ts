/** Limits of reading a transcript, shared by the JSON reader and the CLI. */

/** Largest text accepted by default: 16 MiB. */
export const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Deepest nesting of arrays and objects in JSON text that is read: 64 levels. Outside `meta` the
 * schema allows at most 7 (document, `hands`, a hand, `moves`, a move, `declare`, a run) and
 * `meta` starts at level 2, so this leaves 62 levels to the free keys of `meta`; deeper text is
 * one located `schema` violation before it is parsed (millions of levels would take ~60 bytes
 * of memory per byte of text to parse).
 */
export const MAX_NESTING = 64;

/** Options of `parseTranscript` and `parseJsonText`. */
export interface ParseOptions {
  /** Largest accepted text in bytes (default 16 MiB); larger text is one `schema` violation. */
  maxBytes?: number;
}
