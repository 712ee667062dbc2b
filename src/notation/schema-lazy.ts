/**
 * The element bundle's stand-in for generated/schema-validator.js, schema-errors.ts, json-text.ts
 * and schema-ready.ts (rollup.config.mjs swaps it in): the same functions, but the generated
 * validator (the largest module of the element), the wording of its errors and the JSON text
 * reader become one chunk
 * (schema-check.ts), loaded by `schemaValidatorReady()`. A document that passes the quick shape
 * check (shape.ts) never needs them; the element awaits `schemaValidatorReady()` before replaying
 * one that does not. Calling these functions before the chunk has loaded throws.
 */
import { lazy } from '../engine/lazy.js';
import type { SchemaError, SchemaValidateFunction } from './generated/schema-validator.js';
import type { ParseOptions } from './limits.js';
import type { SchemaWording } from './schema-wording.js';

type Check = typeof import('./schema-check.js');

const chunk = lazy(() => import('./schema-check.js'));

function loaded(): Check {
  const impl = chunk.get();
  if (!impl) throw new Error('The schema validator is not loaded yet (await schemaValidatorReady()).');
  return impl;
}

export const validateSchema: SchemaValidateFunction = Object.assign(
  (data: unknown): boolean => {
    const v = loaded().validateSchema;
    const ok = v(data);
    validateSchema.errors = v.errors;
    return ok;
  },
  { errors: null as SchemaError[] | null },
);

export const schemaViolations: Check['schemaViolations'] = (...args) => loaded().schemaViolations(...args);
export const valueAt = (doc: unknown, pointer: string): unknown => loaded().valueAt(doc, pointer);
export const locate = (path: string): { hand?: number; move?: number } => loaded().locate(path);
export const jsonErrorOffset = (text: string): number => loaded().jsonErrorOffset(text);
export const parseJsonText = (
  text: string,
  options?: ParseOptions,
  wording?: SchemaWording,
): ReturnType<Check['parseJsonText']> => loaded().parseJsonText(text, options, wording);

/** null when the functions above can be called now, else a promise that settles when they can. */
export function schemaValidatorReady(): Promise<void> | null {
  return chunk.get() ? null : chunk.load().then(() => undefined);
}
