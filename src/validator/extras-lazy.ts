/**
 * The element bundle's stand-in for the validator's extras (rollup.config.mjs swaps it in for the
 * English catalogues src/engine/wording.ts, src/validator/wording.ts,
 * src/notation/schema-wording.ts, for src/validator/unusual.ts and for extras-ready.ts): a
 * well-formed document without faults or notes needs none of them, so they are a chunk
 * (extras.ts) loaded on demand.
 *
 * Until that chunk is loaded, using any of it is noted (`validatorExtrasMissed()`), and the element
 * then loads the chunk (`validatorExtrasReady()`) and replays the document again, throwing away the
 * replay made without it:
 * - each catalogue is a stand-in whose sentences are a placeholder (never empty, as code may test
 *   a message for being there); `lang` and `players` answer at once and are not noted;
 * - each function of unusual.ts throws (the validator turns the throw into a note).
 * Once loaded, every call goes to the real modules.
 */
import { lazy } from '../engine/lazy.js';
import { DEFAULT_NAMES } from '../engine/types.js';
import type { EngineWording } from '../engine/wording.js';
import type { SchemaWording } from '../notation/schema-wording.js';
import type { ValidatorWording } from './wording.js';

type Extras = typeof import('./extras.js');

const chunk = lazy(() => import('./extras.js'));
let missed = false;

const placeholder = () => {
  missed = true;
  return '…';
};

function standIn<T extends object>(pick: (e: Extras) => T, nested: Record<string, object> = {}): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const real = chunk.get();
      if (real) return (pick(real) as Record<PropertyKey, unknown>)[key];
      if (key === 'lang') return 'en';
      if (key === 'players') return DEFAULT_NAMES;
      if (typeof key === 'string' && key in nested) return nested[key];
      if (typeof key !== 'string' || key === 'then') return undefined;
      return placeholder;
    },
  });
}

export const schemaWordingEn: SchemaWording = standIn((e) => e.schemaWordingEn);
export const engineWordingEn: EngineWording = standIn((e) => e.engineWordingEn);
export const validatorWordingEn: ValidatorWording = standIn((e) => e.validatorWordingEn, { schema: schemaWordingEn });

/** A function of unusual.ts: passed on once the chunk is loaded; before that noted and thrown. */
function code<K extends 'checkSheet' | 'fromStart' | 'isLater' | 'naturalMeaning' | 'reconstruct' | 'reportResult'>(
  name: K,
): Extras[K] {
  return ((...args: unknown[]) => {
    const real = chunk.get();
    if (!real) {
      missed = true;
      throw new Error(`${name} is in a part of the validator that is not loaded yet`);
    }
    return (real[name] as (...a: unknown[]) => unknown)(...args);
  }) as Extras[K];
}

export const checkSheet = code('checkSheet');
export const fromStart = code('fromStart');
export const isLater = code('isLater');
export const naturalMeaning = code('naturalMeaning');
export const reconstruct = code('reconstruct');
export const reportResult = code('reportResult');

/** null when the extras can be used now, else a promise that settles when they can. */
export function validatorExtrasReady(): Promise<void> | null {
  return chunk.get() ? null : chunk.load().then(() => undefined);
}

/** Whether a replay needed code of the extras that is not loaded yet (the element then loads it and replays again). */
export function validatorExtrasMissed(): boolean {
  return missed && !chunk.get();
}
