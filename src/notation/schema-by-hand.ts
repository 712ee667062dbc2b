/**
 * The schema check of a whole document, hand by hand: the generated validator of everything but
 * the hands' contents (`validateTop`), then `validateHand` on each hand, each error list turned
 * into violations (schema-errors.ts) before the next is made. It finds the same errors, in the
 * same order, as `validateSchema` on the whole document, without ever holding them all: a
 * document of 100,000s of broken hands needs memory for one hand's errors, and past the cap
 * of listed faults each hand's errors are only counted. A part with more than `MAX_ERRORS` errors
 * (one hand of millions of broken moves, an object of millions of unknown keys) keeps only its
 * first: the faults past them are neither listed nor counted, and `counted.uncounted` says so.
 */
import {
  type SchemaError,
  type SchemaValidateFunction,
  validateHand,
  validateTop,
} from './generated/schema-validator.js';
import { type OmittedCount, SchemaFaultList } from './schema-errors.js';
import type { ViolationData } from './types.js';

/** Whether an error lies at or below /result: the schema checks `result` after `hands`. */
const afterHands = (e: SchemaError) => e.instancePath === '/result' || e.instancePath.startsWith('/result/');

/** The errors of the call just made, noting in `counted` when they were cut at `MAX_ERRORS`. */
function errorsOf(fn: SchemaValidateFunction, counted: OmittedCount): SchemaError[] {
  const errors = fn.errors ?? [];
  if (fn.count > errors.length) counted.uncounted = true;
  return errors;
}

/**
 * Check a value against the transcript schema: `ok` when it passes, else the faults (at most
 * `limit` listed; the rest counted in `counted`, as `schemaFaults` does with the whole list).
 */
export function checkSchema(
  doc: unknown,
  limit = Infinity,
  counted: OmittedCount = { omitted: 0 },
): { ok: boolean; faults: ViolationData[] } {
  const list = new SchemaFaultList(doc, limit, counted);
  const topOk = validateTop(doc);
  const top = topOk ? [] : errorsOf(validateTop, counted);
  let split = top.findIndex(afterHands);
  if (split < 0) split = top.length;
  if (split > 0) list.add(top.slice(0, split), top);
  let handsOk = true;
  const hands =
    doc !== null && typeof doc === 'object' && !Array.isArray(doc) ? (doc as { hands?: unknown }).hands : null;
  if (Array.isArray(hands)) {
    for (let i = 0; i < hands.length; i++) {
      const context = { instancePath: `/hands/${i}`, parentData: hands, parentDataProperty: i, rootData: doc };
      if (validateHand(hands[i], context)) continue;
      handsOk = false;
      list.add(errorsOf(validateHand, counted), undefined, i);
    }
  }
  if (split < top.length) list.add(top.slice(split), top);
  return { ok: topOk && handsOk, faults: list.out };
}
