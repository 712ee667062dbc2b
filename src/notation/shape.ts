/**
 * A fast, hand-written check that a value has the shape schemas/klaberjass.schema.json defines:
 * the common case (a well-formed document) is confirmed here in a fraction of the time the
 * generated validator needs, and only a document that fails it goes through the generated
 * validator, which then finds and words every error. So this check must never accept what the
 * schema rejects; rejecting more is harmless (ajv then decides). A test compares the two on
 * the conformance documents and on many mutated ones.
 *
 * Each object of the schema is a table here: its keys, each with the check of its value. A key
 * not in the table fails (the schema allows no other), and so does a required key that is missing.
 */

import { isObject, parseCard } from '../engine/internal.js';
import { MAX_NESTING } from './limits.js';

type Obj = Record<string, unknown>;
type Check = (v: unknown) => boolean;

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isString: Check = (v) => typeof v === 'string';
const isBoolean: Check = (v) => typeof v === 'boolean';
/** One of these values (compared with ===). */
const oneOf =
  (...values: unknown[]): Check =>
  (v) =>
    values.includes(v);
/** An array of exactly two values, each passing `check`. */
const pairOf =
  (check: Check): Check =>
  (v) =>
    Array.isArray(v) && v.length === 2 && check(v[0]) && check(v[1]);

/** A card string ("10H", "JS"): the cards the engine reads (`parseCard`). */
export const isCardString = (v: unknown): boolean => parseCard(v) >= 0;

/** A list of `min` to `max` card strings (every index: a hole in the array fails). */
const cardList =
  (min: number, max: number): Check =>
  (v) => {
    if (!Array.isArray(v) || v.length < min || v.length > max) return false;
    for (let i = 0; i < v.length; i++) if (!isCardString(v[i])) return false;
    return true;
  };

const anyCards = cardList(0, Infinity);
const isPlayer = oneOf(0, 1);
const isSuit = oneOf('S', 'H', 'D', 'C');
const isCount = (v: unknown) => isInt(v) && v >= 0;
const isPair = pairOf(isCount);

/**
 * `v` is an object whose every key is in `table` with a value that passes its check, and which
 * has every key of `required`.
 */
function fieldsOk(table: Readonly<Record<string, Check>>, v: unknown, required?: readonly string[]): boolean {
  if (!isObject(v)) return false;
  if (required) for (const k of required) if (v[k] === undefined) return false;
  for (const k in v) if (!Object.hasOwn(table, k) || !table[k](v[k])) return false;
  return true;
}
const fields =
  (table: Readonly<Record<string, Check>>, required?: readonly string[]): Check =>
  (v) =>
    fieldsOk(table, v, required);

const RULES: Record<string, Check> = {
  preset: oneOf('classic', 'bela-501', 'simple', 'schmeiss'),
  target: (v) => isInt(v) && v >= 1,
  tie: oneOf('defender', 'bete', 'held-over'),
  sequenceRank: oneOf('value', 'length'),
  sequenceTie: oneOf('non-dealer', 'none'),
  sequenceScoring: oneOf('all', 'best-only'),
  belaAnnounce: oneOf('both', 'second'),
};
for (const k of ['sequencesNeedTrick', 'schmeiss', 'claiming', 'bareJass']) RULES[k] = isBoolean;

/** `v` holds arrays and objects at most `levels` deep (itself the first level). */
function shallow(v: unknown, levels: number): boolean {
  if (typeof v !== 'object' || v === null) return true;
  if (levels === 0) return false;
  for (const k in v) if (!shallow((v as Obj)[k], levels - 1)) return false;
  return true;
}

/**
 * `meta` is open: its four known fields are text when present, other keys are allowed, nested
 * no deeper than `MAX_NESTING` levels in all (meta is the second: schema-by-hand.ts reports deeper).
 */
function metaOk(v: unknown): boolean {
  if (!isObject(v)) return false;
  for (const k of ['title', 'date', 'source', 'annotator'])
    if (v[k] !== undefined && typeof v[k] !== 'string') return false;
  return shallow(v, MAX_NESTING - 1);
}

const isBid = oneOf('pass', 'take', 'S', 'H', 'D', 'C', 'schmeiss', 'accept', 'refuse');
const isMark = oneOf('!', '?', '!!', '??', '!?', '?!');
const isAccept = oneOf('recorded', 'legal', 'best');

/**
 * One move: one action, `bela` only with a card played, `accept` only with a question. (A switch,
 * not a table: most objects of a document are moves, and the switch checks them about twice as fast.)
 */
function moveOk(m: unknown): boolean {
  if (!isObject(m)) return false;
  let actions = 0;
  let play = false,
    bela = false,
    ask = false,
    accept = false;
  for (const k in m) {
    const x = m[k];
    switch (k) {
      case 'play':
        if (!isCardString(x)) return false;
        actions++;
        play = true;
        break;
      case 'bid':
        if (!isBid(x)) return false;
        actions++;
        break;
      case 'player':
        if (!isPlayer(x)) return false;
        break;
      case 'bela':
        if (typeof x !== 'boolean') return false;
        bela = true;
        break;
      case 'comment':
        if (typeof x !== 'string') return false;
        break;
      case 'mark':
        if (!isMark(x)) return false;
        break;
      case 'ask':
        if (typeof x !== 'string') return false;
        ask = true;
        break;
      case 'accept':
        if (!isAccept(x)) return false;
        accept = true;
        break;
      case 'exchange':
        if (!isCardString(x)) return false;
        actions++;
        break;
      case 'declare': {
        if (!Array.isArray(x)) return false;
        for (const run of x) if (!anyCards(run)) return false;
        actions++;
        break;
      }
      case 'claim':
        if (x !== true) return false;
        actions++;
        break;
      default:
        return false;
    }
  }
  return actions === 1 && (!bela || play) && (!accept || ask);
}

/** A hand has 6 or 9 cards (9 when the last three were dealt too). */
const dealtCards = (v: unknown) => cardList(6, 9)(v) && (v as unknown[]).length % 3 === 0;

const HAND: Record<string, Check> = {
  dealer: isPlayer,
  taker: isPlayer,
  deck: cardList(32, 32),
  // (each move is checked in `handOk`, in the same pass that looks for bids)
  moves: (v) => Array.isArray(v),
  deal: fields({ turnUp: isCardString, bottom: isCardString, hands: pairOf(dealtCards) }),
  start: fields(
    {
      trump: isSuit,
      taker: isPlayer,
      leader: isPlayer,
      hands: pairOf(cardList(0, 9)),
      points: isPair,
      tricks: isPair,
    },
    ['trump', 'taker', 'leader', 'hands'],
  ),
  result: fields({
    lastTrick: isPlayer,
    cards: isPair,
    sequences: isPair,
    bela: isPair,
    points: isPair,
    score: isPair,
  }),
  trump: isSuit,
  comment: isString,
};

function handOk(h: unknown): boolean {
  if (!fieldsOk(HAND, h, ['dealer'])) return false;
  const o = h as Obj;
  const moves = (o.moves ?? []) as unknown[];
  let bids = false;
  for (let i = 0; i < moves.length; i++) {
    if (!moveOk(moves[i])) return false;
    if ((moves[i] as Obj).bid !== undefined) bids = true;
  }
  // bids need a known turn-up card: the deck, or the deal's turnUp
  return !bids || o.deck !== undefined || (o.deal as Obj | undefined)?.turnUp !== undefined;
}

const DOC: Record<string, Check> = {
  format: (v) => v === 'klaberjass',
  version: (v) => v === 1,
  players: pairOf(isString),
  hands: (v) => Array.isArray(v),
  $schema: isString,
  rules: (v) => (typeof v === 'string' ? RULES.preset(v) : fieldsOk(RULES, v)),
  meta: metaOk,
  result: fields({ totals: isPair, winner: oneOf(0, 1, null) }),
};

/**
 * True only when the value certainly satisfies the transcript schema. False means "not
 * confirmed": the generated validator must decide (and explain).
 */
export function quickSchemaCheck(doc: unknown): boolean {
  if (!fieldsOk(DOC, doc, ['format', 'version', 'players', 'hands'])) return false;
  const hands = (doc as Obj).hands as unknown[];
  for (let i = 0; i < hands.length; i++) if (!handOk(hands[i])) return false;
  return true;
}
