/**
 * Whether the generated schema validator and the wording of its errors (schema-check.ts), which
 * parse.ts and the validator use for what the quick shape check rejects, may be called. Here they
 * are static imports, so they always may; the promise of the first call only gives callers the
 * same asynchronous path as the element bundle, where scripts/build.mjs replaces this module with
 * schema-lazy.ts and schema-check.ts is a chunk loaded on demand.
 */
let ready = false;

/** null when the schema validator can be called now, else a promise that settles when it can. */
export function schemaValidatorReady(): Promise<void> | null {
  if (ready) return null;
  return import('./schema-check.js').then(() => {
    ready = true;
  });
}
