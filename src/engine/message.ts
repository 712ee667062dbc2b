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
 * its sentence, in any language, as often as needed: the facts do not change with the language
 * (word.ts: the wording step, apart so that code that only finds faults does not carry it).
 *
 * Adding a fault or a note: add its sentence to the catalogue interface and to every catalogue
 * (English and Norwegian Bokmål), then make the message where the fault is found with the layer's
 * typed constructor (`engineMessage`, engine-message.ts, `schemaMessage` in the notation, `validatorMessage` in
 * the validator): the compiler checks the key and the facts against the catalogue function.
 * Never pass a player's name as a fact (pass `who(p)`), nor a sentence (pass its message).
 */
import type { Player } from './cards.js';
import type { Names } from './names.js';

/** A sentence to be worded: the key of a catalogue function and its facts (its arguments). */
export interface Message {
  /** The name of the catalogue function that words it. */
  readonly key: string;
  /** The facts, the function's arguments in order (a player as `Who`). */
  readonly args: readonly unknown[];
}

/** A player as a fact: worded as that player's name. */
export interface Who {
  /** The player. */
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
