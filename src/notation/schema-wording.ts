/**
 * The wording of schema violations (schema-errors.ts) and of JSON text that cannot be read
 * (json-text.ts): one function per sentence, given the JSON Pointer and the values involved.
 * English is here (in the element bundle it travels with the lazy schema-check chunk); Norwegian
 * Bokmål is schema-wording-nb.ts. The validator's catalogue carries one as its `schema` member.
 *
 * Keys, values and JSON Pointers from the document go between first-strong isolates when they hold
 * right-to-left letters or bidi controls (bidi.ts), so that they cannot reorder the sentence.
 */
import { isolateName } from './bidi.js';

/** The sentences of schema violations and unreadable JSON text: one function per sentence. */
export interface SchemaWording {
  unknownKey(path: string, key: string): string;
  requiredKey(path: string, key: string): string;
  /** `expected`: a JSON Schema type name ("object", "array", "integer", ...). */
  wrongType(path: string, expected: string, found: unknown): string;
  notACard(path: string, found: unknown): string;
  notAllowed(path: string, found: unknown, allowed: readonly unknown[]): string;
  notConst(path: string, expected: unknown, found: unknown): string;
  itemCount(path: string, atLeast: boolean, limit: number, found: number): string;
  tooSmall(path: string, found: unknown, limit: number): string;
  belaWithoutPlay(path: string): string;
  acceptWithoutAsk(path: string): string;
  unknownPreset(found: unknown): string;
  rulesShape(): string;
  moveNoAction(path: string): string;
  moveManyActions(path: string): string;
  dealtCount(path: string, found: number): string;
  bidsWithoutTurnUp(path: string): string;
  /** Any other schema error: ajv's own message (English) or its keyword. */
  other(path: string, message: string): string;
  tooLarge(maxBytes: number): string;
  /** After the faults of a document with more schema errors than are read (`maxErrors`). */
  moreFaults(maxErrors: number): string;
  /** `at`: where the text opens its array or object one level deeper than `maxDepth`. */
  tooDeep(at: { line: number; column: number }, maxDepth: number): string;
  /** A value given as data (not text): `path` is the array or object one level deeper than `maxDepth`. */
  tooDeepValue(path: string, maxDepth: number): string;
  /** `at` is null when the position is not known; `reason` is the JavaScript engine's own text. */
  notJson(at: { line: number; column: number } | null, reason: string): string;
}

/** How a value found in the document is shown. */
function show(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (typeof v === 'string') return isolateName(JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v));
  if (Array.isArray(v)) return 'a list';
  if (v === null) return 'null';
  if (typeof v === 'object') return 'an object';
  return String(v);
}

const TYPE_WORDS: Record<string, string> = {
  object: 'an object',
  array: 'a list',
  string: 'a string',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
};

const where = (path: string) => (path === '' ? 'The document' : `At ${isolateName(path)}`);
const ACTIONS = '"bid", "exchange", "declare", "play" or "claim"';

/** The schema check's sentences in English (the default). */
export const schemaWordingEn: SchemaWording = Object.freeze({
  unknownKey: (path: string, key: string) =>
    `${where(path)}: unknown key "${isolateName(key)}"; the notation defines no such key here (only "meta" may hold keys of one's own).`,
  requiredKey: (path: string, key: string) => `${where(path)}: the required key "${isolateName(key)}" is missing.`,
  wrongType: (path: string, t: string, found: unknown) =>
    `${where(path)}: expected ${TYPE_WORDS[t] ?? t}, found ${show(found)}.`,
  notACard: (path: string, found: unknown) =>
    `${where(path)}: ${show(found)} is not a card; a card is a rank (A, K, Q, J, 10, 9, 8 or 7) followed by a suit letter (S, H, D or C), such as "10H".`,
  notAllowed: (path: string, found: unknown, allowed: readonly unknown[]) =>
    `${where(path)}: ${show(found)} is not allowed; expected one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}.`,
  notConst: (path: string, expected: unknown, found: unknown) =>
    `${where(path)}: expected ${JSON.stringify(expected)}, found ${show(found)}.`,
  itemCount: (path: string, atLeast: boolean, limit: number, n: number) =>
    `${where(path)}: ${atLeast ? 'at least' : 'at most'} ${String(limit)} item${limit === 1 ? '' : 's'} expected, found ${n}.`,
  tooSmall: (path: string, found: unknown, limit: number) =>
    `${where(path)}: ${show(found)} is too small; the least allowed is ${String(limit)}.`,
  belaWithoutPlay: (path: string) => `${where(path)}: "bela" may only accompany a "play".`,
  acceptWithoutAsk: (path: string) =>
    `${where(path)}: "accept" says which answers to a question count, so it needs the question itself in "ask".`,
  unknownPreset: (found: unknown) =>
    `At /rules: unknown rules preset ${show(found)}; the presets are "classic", "bela-501", "simple" and "schmeiss".`,
  rulesShape: () =>
    'At /rules: the rules must be a preset name or an object such as {"preset": "classic", "tie": "bete"}.',
  moveNoAction: (path: string) => `${where(path)}: the move has no action; a move has exactly one of ${ACTIONS}.`,
  moveManyActions: (path: string) =>
    `${where(path)}: the move has more than one action; a move has exactly one of ${ACTIONS}.`,
  dealtCount: (path: string, n: number) =>
    `${where(path)}: a player is dealt 9 cards (6 in a hand thrown in before the last three), found ${n}.`,
  bidsWithoutTurnUp: (path: string) =>
    `${where(path)}: the hand has bids, but its turn-up card is not known; give the "deck" or "deal.turnUp".`,
  other: (path: string, message: string) => `${where(path)}: ${message}.`,
  tooLarge: (max: number) => `The document is larger than the limit of ${max} bytes, so it was not read.`,
  moreFaults: (max: number) =>
    `There are more schema faults than these: only the first ${max} schema errors of a document are read.`,
  tooDeep: (at: { line: number; column: number }, max: number) =>
    `The document is nested too deeply at line ${at.line}, column ${at.column}: at most ${max} levels of arrays and objects are read, so it was not read.`,
  tooDeepValue: (path: string, max: number) =>
    `${where(path)}: arrays and objects are nested more than ${max} levels deep, more than a transcript may be.`,
  notJson: (at: { line: number; column: number } | null, reason: string) =>
    `The document is not valid JSON${at ? ` at line ${at.line}, column ${at.column}` : ''}: ${reason}.`.replace(
      /\.\.$/,
      '.',
    ),
});
