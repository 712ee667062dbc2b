/**
 * The validator: `validate` judges a transcript against the notation contract and the rules
 * (docs/notation.md); `replayDocument` gives the same judgement with the state after every move,
 * for the element's replay. Both run the same code (./replay.ts); neither throws.
 */
import type { ReplayedDocument, ValidateOptions, Verdict } from './types.js';
import { runDocument } from './replay.js';

export type * from './types.js';
export { type BelaWhy, type DealerReason, type GameEnd, type ValidatorWording, validatorWordingEn } from './wording.js';

/**
 * Check a transcript (JSON text or a parsed value): `{ valid, violations, notes }`. Every
 * violation names its rule, hand, move, a JSON Pointer and a sentence; notes explain points
 * that did not count and parts that could not be checked.
 */
export function validate(input: string | unknown, options?: ValidateOptions): Verdict {
  return runDocument(input, options, false).verdict;
}

/**
 * Replay a transcript: for each hand the state before the first move and after every move
 * (with that move's violations), the hand's summary and the game totals before and after it,
 * plus the verdict `validate` gives.
 */
export function replayDocument(input: string | unknown, options?: ValidateOptions): ReplayedDocument {
  return runDocument(input, options, true);
}
