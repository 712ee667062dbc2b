/**
 * The wording step: a message (message.ts) becomes its sentence in a catalogue. The one place
 * where the facts of a fault or a note turn into words; everything before it keeps data.
 */
import type { Message, Who } from './message.js';
import { DEFAULT_NAMES, type Names } from './names.js';

const isMessage = (v: unknown): v is Message =>
  typeof v === 'object' && v !== null && typeof (v as Message).key === 'string' && Array.isArray((v as Message).args);

/** A catalogue as the wording step reads it: sentence functions by key, maybe nested catalogues. */
export type Catalogue = object;

/**
 * The sentence of a message in a catalogue. Keys of the form `ns.key` are looked up in the
 * catalogue's member `ns` (the validator's catalogue carries the schema's as `schema`). `names`
 * are the players' names (default: the catalogue's own `players`).
 */
export function wordMessage(m: Message, catalogue: Catalogue, names?: Names): string {
  const c = catalogue as Record<string, unknown>;
  const n = names ?? (c.players as Names | undefined) ?? DEFAULT_NAMES;
  const dot = m.key.indexOf('.');
  const book = (dot < 0 ? c : (c[m.key.slice(0, dot)] as Record<string, unknown> | undefined)) ?? {};
  const f = book[dot < 0 ? m.key : m.key.slice(dot + 1)];
  if (typeof f !== 'function') throw new Error(`no sentence "${m.key}" in the wording`);
  const args = m.args.map((a) => fact(a, catalogue, n));
  return (f as (...a: unknown[]) => string)(...args);
}

/** `d` with its message worded: `key` and `args` become `message`, every other field kept in its place. */
export function worded<T extends Message>(
  d: T,
  catalogue: Catalogue,
  names?: Names,
): Omit<T, 'key' | 'args'> & { message: string } {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(d)) {
    if (k === 'key') out.message = wordMessage(d, catalogue, names);
    else if (k !== 'args') out[k] = (d as Record<string, unknown>)[k];
  }
  return out as Omit<T, 'key' | 'args'> & { message: string };
}

function fact(a: unknown, catalogue: Catalogue, names: Names): unknown {
  if (typeof a !== 'object' || a === null) return a;
  if ('$who' in a) return names[(a as Who).$who];
  if ('$names' in a) return names;
  if (isMessage(a)) return wordMessage(a, catalogue, names);
  return a;
}
