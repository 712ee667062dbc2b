/**
 * Whether the validator's extras may be used: the English wording of faults and notes (engine,
 * validator and schema catalogues) and the code for documents out of the ordinary (unusual.ts).
 * Here they are static imports, so always; these functions give callers the same path as the
 * element bundle, where rollup.config.mjs replaces this module, the three English catalogues and
 * unusual.ts with extras-lazy.ts, and the extras are a chunk loaded on demand.
 */

/** null when the extras can be used now, else a promise that settles when they can. */
export function validatorExtrasReady(): Promise<void> | null {
  return null;
}

/** Whether a replay since the page loaded needed code of the extras before they were loaded: never here. */
export function validatorExtrasMissed(): boolean {
  return false;
}
