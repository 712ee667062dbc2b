/**
 * A module the element bundle loads on first use (a lazy chunk): `get()` is the module once it is
 * loaded, `load()` starts loading it (once) and resolves with it. The modules are code, so one
 * cache per page serves every table; a failed load is forgotten, so a later use retries.
 *
 * Used by the element for each of its parts, each loaded with a plain `import()`: play mode, the
 * views, the validator's optional parts and the English wording (src/element/model/source.ts).
 * Not part of the engine's API (not in index.ts).
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
