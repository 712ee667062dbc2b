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

/**
 * Where JSON text first opens an array or object deeper than `max` levels (the offset of that
 * bracket), or -1: one pass that skips strings and reads nothing else, so that text nested
 * millions deep is refused before JSON.parse spends memory on it. Any text is accepted; for
 * text that is not JSON the answer only counts its brackets outside strings.
 */
export function tooDeepAt(text: string, max: number): number {
  let depth = 0;
  for (let i = 0, n = text.length; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      // a string: to the next quote that is not escaped (preceded by an even number of backslashes)
      let end = text.indexOf('"', i + 1);
      for (;;) {
        if (end < 0) return -1;
        let k = end;
        while (text.charCodeAt(k - 1) === 92) k--;
        if ((end - k) % 2 === 0) break;
        end = text.indexOf('"', end + 1);
      }
      i = end;
    } else if (c === 91 || c === 123) {
      if (++depth > max) return i;
    } else if (c === 93 || c === 125) depth--;
  }
  return -1;
}

/** Options of `parseTranscript` and `parseJsonText`. */
export interface ParseOptions {
  /** Largest accepted text in bytes (default 16 MiB); larger text is one `schema` violation. */
  maxBytes?: number;
}
