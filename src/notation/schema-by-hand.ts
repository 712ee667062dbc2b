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
import { MAX_NESTING } from './limits.js';
import { type OmittedCount, SchemaFaultList, escapePointer, schemaMessage } from './schema-errors.js';
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
 * The JSON Pointer of the first array or object in `v` nested deeper than `max` levels (`v`
 * itself is the first), or null. Depth first without recursion, so that a value nested millions
 * deep (or one that contains itself) stops at the limit. Text is held to the same limit before it
 * is parsed (json-text.ts `tooDeepAt`): the same document is refused as text or as a value.
 */
export function tooDeepIn(v: unknown, max: number): string | null {
  if (typeof v !== 'object' || v === null) return null;
  /** `keys[i]` leads from `open[i]` to `open[i + 1]`. */
  const keys: string[] = [];
  const open: { value: Record<string, unknown>; keys: string[]; next: number }[] = [
    { value: v as Record<string, unknown>, keys: Object.keys(v), next: 0 },
  ];
  while (open.length) {
    const top = open[open.length - 1];
    if (top.next === top.keys.length) {
      open.pop();
      keys.pop();
      continue;
    }
    const k = top.keys[top.next++];
    const child = top.value[k];
    if (typeof child !== 'object' || child === null) continue;
    keys.push(k);
    if (open.length === max) return keys.map((x) => `/${escapePointer(x)}`).join('');
    open.push({ value: child as Record<string, unknown>, keys: Object.keys(child), next: 0 });
  }
  return null;
}

/**
 * The `schema` fault of a value nested deeper than `MAX_NESTING` levels (at the first array or
 * object past the limit), or null. In the schema only `meta` may hold values of any depth, so
 * this is the one limit the generated validator does not check.
 */
export function tooDeepFault(doc: unknown): ViolationData | null {
  const deep = tooDeepIn(doc, MAX_NESTING);
  return deep === null ? null : { rule: 'schema', path: deep, ...schemaMessage('tooDeepValue', deep, MAX_NESTING) };
}

/**
 * Check a value against the transcript schema: `ok` when it passes, else the faults (at most
 * `limit` listed; the rest counted in `counted`, as `schemaFaults` does with the whole list). A
 * value nested deeper than `MAX_NESTING` levels anywhere is that one fault and nothing else
 * (`deep`), as its text is (json-text.ts): such a document is not judged further.
 */
export function checkSchema(
  doc: unknown,
  limit = Infinity,
  counted: OmittedCount = { omitted: 0 },
): { ok: boolean; faults: ViolationData[]; deep?: true } {
  const fault = tooDeepFault(doc);
  if (fault) {
    if (limit > 0) return { ok: false, faults: [fault], deep: true };
    counted.omitted++;
    return { ok: false, faults: [], deep: true };
  }
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
