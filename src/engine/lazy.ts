/**
 * A module the element bundle loads on first use (a lazy chunk): `get()` is the module once it is
 * loaded, `load()` starts loading it (once) and resolves with it. The modules are code, so one
 * cache per page serves every table; a failed load is forgotten, so a later use retries.
 *
 * Used by the element's parts and by the stand-ins rollup.config.mjs swaps in for the schema check
 * (src/notation/schema-lazy.ts) and the validator's extras (src/validator/extras-lazy.ts); here,
 * in the lowest layer, so that all three share it. Not part of the engine's API (not in index.ts).
 */
export interface Lazy<T> {
  get(): T | undefined;
  load(): Promise<T>;
}

export function lazy<T>(importer: () => Promise<T>): Lazy<T> {
  let value: T | undefined;
  let pending: Promise<T> | null = null;
  return {
    get: () => value,
    load: () => {
      if (value !== undefined) return Promise.resolve(value);
      pending ??= importer().then(
        (m) => {
          value = m;
          return m;
        },
        (e: unknown) => {
          pending = null;
          throw e;
        },
      );
      return pending;
    },
  };
}
