/**
 * Faults are data; sentences are made at the edge.
 *
 * The engine, the notation and the validator never build a sentence. Where they find something
 * to say (an illegal move, a deck that is not a deck, a rules option that does not exist, a
 * violation or a note of the validator) they make a `Message`: the `key` of a sentence in a
 * wording catalogue (src/engine/wording.ts, src/notation/schema-wording.ts,
 * src/validator/wording.ts and their Norwegian twins) and the facts it needs, in the order that
 * catalogue function takes them: numbers, cards (card ints), suits (0..3), players (`who(p)`, a
 * player's index, worded as that player's name), the players' names as a pair (`NAMES`) and other
 * messages (a sentence inside a sentence). `wordMessage(m, catalogue, names)` turns a message into
 * its sentence, in any language, as often as needed: the facts do not change with the language.
 *
 * Adding a fault or a note: add its sentence to the catalogue interface and to every catalogue
 * (English and Norwegian Bokmål), then make the message where the fault is found with the layer's
 * typed constructor (`engineMessage` here, `schemaMessage` in the notation, `validatorMessage` in
 * the validator): the compiler checks the key and the facts against the catalogue function.
 * Never pass a player's name as a fact (pass `who(p)`), nor a sentence (pass its message).
 */
import type { Player } from './cards.js';
import type { EngineWording } from './wording.js';
import { DEFAULT_NAMES, type Names } from './types.js';

/** A sentence to be worded: the key of a catalogue function and its facts (its arguments). */
export interface Message {
  readonly key: string;
  readonly args: readonly unknown[];
}

/** A player as a fact: worded as that player's name. */
export interface Who {
  readonly $who: Player;
}

/** The players' names as a fact (a catalogue function that takes `names: Names`). */
export const NAMES: { readonly $names: true } = Object.freeze({ $names: true as const });

/** A player as a fact of a message. */
export const who = (p: Player): Who => ({ $who: p });

/**
 * The facts a catalogue function `F` takes, as a message holds them: a player's name as `who(p)`,
 * a sentence as its message, the names as `NAMES`.
 */
export type Facts<P extends readonly unknown[]> = { [I in keyof P]: Fact<P[I]> };
type Fact<T> = T extends Names ? typeof NAMES : T extends string ? T | Who | Message : T;

/** The keys of a catalogue `W` that are sentences (functions). */
export type SentenceKey<W> = { [K in keyof W]-?: W[K] extends (...args: never[]) => string ? K : never }[keyof W] &
  string;

type Args<W, K extends SentenceKey<W>> = W[K] extends (...args: infer P) => string ? Facts<P> : never;

/**
 * A typed message constructor for the catalogue `W` (see `engineMessage`). With `ns` the keys are
 * `ns.key`: sentences of the catalogue held as member `ns` of a larger one (the schema's wording
 * is the validator catalogue's `schema`).
 */
export function messageFor<W>(ns?: string): <K extends SentenceKey<W>>(key: K, ...args: Args<W, K>) => Message {
  return ns ? (key, ...args) => ({ key: `${ns}.${key}`, args }) : (key, ...args) => ({ key, args });
}

/** A message of the engine's catalogue (src/engine/wording.ts). */
export const engineMessage = messageFor<EngineWording>();

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
