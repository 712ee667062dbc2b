/**
 * Whether the English wording of faults and notes (engine, validator and schema catalogues) may
 * be used. Here the catalogues are static imports, so always; these functions give callers the
 * same path as the element bundle, where rollup.config.mjs replaces this module and the three
 * English catalogues with wording-lazy.ts, and the English sentences are a chunk loaded on demand.
 */

/** null when the English wording can be used now, else a promise that settles when it can. */
export function englishWordingReady(): Promise<void> | null {
  return null;
}
