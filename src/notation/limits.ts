/** Limits of reading a transcript, shared by the JSON reader and the CLI. */

/** Largest text accepted by default: 16 MiB. */
export const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;

/** Options of `parseTranscript` and `parseJsonText`. */
export interface ParseOptions {
  /** Largest accepted text in bytes (default 16 MiB); larger text is one `schema` violation. */
  maxBytes?: number;
}
