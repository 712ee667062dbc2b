/**
 * The validator: `validate` judges a transcript against the notation contract and the rules
 * (docs/notation.md); `replayDocument` gives the same judgement with the state after every move,
 * for the element's replay. Both run the same code (./replay.ts) with all its parts and word
 * the result at the end (./word.ts), in English unless `wording` says otherwise; neither throws.
 * `judge` gives the verdict as data, which `wordVerdict` words in any language without
 * validating again (`wordReplay` likewise for `replayDocument`'s `data`).
 */
import * as schema from '../notation/schema-check.js';
import type { ViolationData } from '../notation/types.js';
import type { ValidatorParts } from './parts.js';
import type { ReplayData, ReplayedDocument, ValidateOptions, Verdict, VerdictData } from './types.js';
import { runDocumentNow } from './replay.js';
import { errorMessage, validatorMessage as vm } from './run.js';
import * as unusual from './unusual.js';
import { wordReplay, wordVerdict } from './word.js';
import { type ValidatorWording, validatorWordingEn } from './wording.js';

export type * from './types.js';
export { type BelaWhy, type DealerReason, type GameEnd, type ValidatorWording, validatorWordingEn } from './wording.js';
export { validatorMessage } from './run.js';
export { wordOne, wordReplay, wordVerdict } from './word.js';

/** Every optional part, as the library has them (the element loads each when needed). */
const ALL_PARTS: Required<ValidatorParts> = { schema, unusual };

function run(input: unknown, options: ValidateOptions | undefined, snapshots: boolean): ReplayData {
  const r = runDocumentNow(input, options, snapshots, ALL_PARTS);
  // every part is given, so nothing can be missing
  if (!r.ok) throw new Error(`the validator's ${r.error.missing} part is missing`);
  return r.value;
}

/**
 * Word a result in the wording of `options` (default English). A wording that cannot be used
 * (it throws) leaves a check that was not completed: an `internal` violation, worded in English.
 */
function wordIn<T>(
  d: ReplayData,
  options: ValidateOptions | undefined,
  word: (d: ReplayData, w: ValidatorWording) => T,
): T {
  try {
    return word(d, options?.wording ?? validatorWordingEn);
  } catch (err) {
    const v: ViolationData = { rule: 'internal', path: '', ...vm('internalError', errorMessage(err)) };
    const verdict = { ...d.verdict, valid: false, violations: [...d.verdict.violations, v] };
    return word({ ...d, verdict }, validatorWordingEn);
  }
}

/**
 * Check a transcript (JSON text or a parsed value): `{ valid, violations, notes }`. Every
 * violation names its rule, hand, move, a JSON Pointer and a sentence; notes explain points
 * that did not count and parts that could not be checked.
 */
export function validate(input: string | unknown, options?: ValidateOptions): Verdict {
  return wordIn(run(input, options, false), options, (d, w) => wordVerdict(d.verdict, w));
}

/**
 * The verdict `validate` gives, as data: each violation and note a message key with its facts
 * instead of a sentence (`wordVerdict(judge(input), wording)` is `validate(input, { wording })`).
 */
export function judge(input: string | unknown, options?: Omit<ValidateOptions, 'wording'>): VerdictData {
  return run(input, options, false).verdict;
}

/**
 * Replay a transcript: for each hand the state before the first move and after every move
 * (with that move's violations), the hand's summary and the game totals before and after it,
 * plus the verdict `validate` gives. Its `data` words again in another language with
 * `wordReplay(r.data, wording)`, without replaying.
 */
export function replayDocument(input: string | unknown, options?: ValidateOptions): ReplayedDocument {
  return wordIn(run(input, options, true), options, wordReplay);
}
