/**
 * The element bundle's stand-in for the English catalogues (src/engine/wording.ts,
 * src/validator/wording.ts, src/notation/schema-wording.ts) and wording-ready.ts, swapped in by
 * rollup.config.mjs: a document without faults never needs a sentence, so the English sentences
 * are a chunk (wording-en.ts) loaded on demand.
 *
 * Until that chunk is loaded each catalogue is a stand-in whose sentences are empty (a real
 * sentence never is); a verdict with an empty message tells the element to load the chunk
 * (`englishWordingReady()`) and replay the document again. Once loaded, the stand-ins pass every
 * call to the real catalogues. `lang` and `players` answer at once.
 */
import type { EngineWording } from '../engine/wording.js';
import type { SchemaWording } from '../notation/schema-wording.js';
import type { ValidatorWording } from './wording.js';

type English = typeof import('./wording-en.js');

let real: English | null = null;
let loading: Promise<void> | null = null;

const PLAYERS = Object.freeze(['Player 0', 'Player 1'] as const);
const empty = () => '';

function standIn<T extends object>(pick: (e: English) => T, nested: Record<string, object> = {}): T {
  return new Proxy({} as T, {
    get(_target, key) {
      if (real) return (pick(real) as Record<PropertyKey, unknown>)[key];
      if (key === 'lang') return 'en';
      if (key === 'players') return PLAYERS;
      if (typeof key === 'string' && key in nested) return nested[key];
      if (typeof key !== 'string' || key === 'then') return undefined;
      return empty;
    },
  });
}

export const schemaWordingEn: SchemaWording = standIn((e) => e.schemaWordingEn);
export const engineWordingEn: EngineWording = standIn((e) => e.engineWordingEn);
export const validatorWordingEn: ValidatorWording = standIn((e) => e.validatorWordingEn, { schema: schemaWordingEn });

/** null when the English wording can be used now, else a promise that settles when it can. */
export function englishWordingReady(): Promise<void> | null {
  if (real) return null;
  loading ??= import('./wording-en.js').then(
    (m) => { real = m; },
    (e: unknown) => { loading = null; throw e; },
  );
  return loading;
}
