/**
 * Reading a transcript: JSON text (or an already parsed value) → schema check → a typed
 * `TranscriptDoc` with its keys in the notation's canonical order. Every problem is a `schema`
 * violation with a JSON Pointer and a sentence; JSON syntax errors give the line and column.
 */
import { worded } from '../engine/word.js';
import type { Result } from '../engine/types.js';
import { MAX_ERRORS, type SchemaError, validateSchema } from './generated/schema-validator.js';
import { readJsonText } from './json-text.js';
import type { ParseOptions } from './limits.js';
import { tooDeepFault } from './schema-by-hand.js';
import { schemaFaults, schemaMessage } from './schema-errors.js';
import { type SchemaWording, schemaWordingEn } from './schema-wording.js';
import { quickSchemaCheck } from './shape.js';
import type {
  TranscriptDeal,
  TranscriptDoc,
  TranscriptHand,
  TranscriptMove,
  TranscriptStart,
  HandResultRecord,
  Violation,
  ViolationData,
} from './types.js';

export { locate, schemaFaults, schemaMessage, valueAt } from './schema-errors.js';
export { jsonErrorOffset, readJsonText } from './json-text.js';
export { DEFAULT_MAX_BYTES, MAX_DEPTH, type ParseOptions } from './limits.js';

/** A typed document, or the `schema` violations that keep the input from being one. */
export type ParseResult = Result<TranscriptDoc, Violation[]>;

/** Violations as data worded in a schema catalogue (default English). */
const wordAll = (list: readonly ViolationData[], wording: SchemaWording): Violation[] =>
  list.map((v) => worded(v, { schema: wording }));

/** Turn ajv's error list into one readable violation per problem (in the wording given, default English). */
export function schemaViolations(
  errors: readonly SchemaError[],
  doc: unknown,
  wording: SchemaWording = schemaWordingEn,
  limit = Infinity,
  counted: { omitted: number; at?: (instancePath: string) => void } = { omitted: 0 },
): Violation[] {
  return wordAll(schemaFaults(errors, doc, limit, counted), wording);
}

/** Parse JSON text; a syntax error becomes a located `schema` violation (worded as given, default English). */
export function parseJsonText(
  text: string,
  options: ParseOptions = {},
  wording: SchemaWording = schemaWordingEn,
): Result<unknown, Violation[]> {
  const r = readJsonText(text, options);
  return r.ok ? r : { ok: false, error: wordAll(r.error, wording) };
}

// ---------------------------------------------------------------------------------------------
// Canonical copies (the document's keys in the notation's order)

type Obj = Record<string, unknown>;

function copyPair(v: unknown): [number, number] {
  const a = v as number[];
  return [a[0], a[1]];
}

function copyMove(m: TranscriptMove): TranscriptMove {
  const o = m as unknown as Obj;
  const out: Obj = {};
  if (o.player !== undefined) out.player = o.player;
  if (o.bid !== undefined) out.bid = o.bid;
  if (o.exchange !== undefined) out.exchange = o.exchange;
  if (o.declare !== undefined) out.declare = (o.declare as string[][]).map((r) => r.slice());
  if (o.play !== undefined) out.play = o.play;
  if (o.bela !== undefined) out.bela = o.bela;
  if (o.claim !== undefined) out.claim = o.claim;
  if (o.mark !== undefined) out.mark = o.mark;
  if (o.comment !== undefined) out.comment = o.comment;
  if (o.ask !== undefined) out.ask = o.ask;
  if (o.accept !== undefined) out.accept = o.accept;
  return out as unknown as TranscriptMove;
}

function copyResult(r: HandResultRecord): HandResultRecord {
  const out: HandResultRecord = {};
  if (r.cards) out.cards = copyPair(r.cards);
  if (r.lastTrick !== undefined) out.lastTrick = r.lastTrick;
  if (r.sequences) out.sequences = copyPair(r.sequences);
  if (r.bela) out.bela = copyPair(r.bela);
  if (r.points) out.points = copyPair(r.points);
  if (r.score) out.score = copyPair(r.score);
  return out;
}

function copyHand(h: TranscriptHand): TranscriptHand {
  const out: TranscriptHand = { dealer: h.dealer };
  if (h.deck) out.deck = h.deck.slice();
  if (h.deal) {
    const d: TranscriptDeal = {};
    if (h.deal.turnUp !== undefined) d.turnUp = h.deal.turnUp;
    if (h.deal.hands) d.hands = [h.deal.hands[0].slice(), h.deal.hands[1].slice()];
    if (h.deal.bottom !== undefined) d.bottom = h.deal.bottom;
    out.deal = d;
  }
  if (h.start) {
    const s: TranscriptStart = {
      trump: h.start.trump,
      taker: h.start.taker,
      leader: h.start.leader,
      hands: [h.start.hands[0].slice(), h.start.hands[1].slice()],
    };
    if (h.start.points) s.points = copyPair(h.start.points);
    if (h.start.tricks) s.tricks = copyPair(h.start.tricks);
    out.start = s;
  }
  if (h.taker !== undefined) out.taker = h.taker;
  if (h.trump !== undefined) out.trump = h.trump;
  if (h.moves) out.moves = h.moves.map(copyMove);
  if (h.result) out.result = copyResult(h.result);
  if (h.comment !== undefined) out.comment = h.comment;
  return out;
}

function copyJson(v: unknown, depth = 0): unknown {
  if (v === null || typeof v !== 'object' || depth > 64) return v;
  if (Array.isArray(v)) return v.map((x) => copyJson(x, depth + 1));
  const out: Obj = {};
  // defined, not assigned: a key "__proto__" stays a key (an assignment would set the prototype)
  for (const [k, x] of Object.entries(v as Obj))
    Object.defineProperty(out, k, {
      value: copyJson(x, depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return out;
}

/** A canonical copy of a schema-valid document: known keys in the notation's order. */
export function canonicalDoc(d: TranscriptDoc): TranscriptDoc {
  const ordered: Obj = {};
  if (d.$schema !== undefined) ordered.$schema = d.$schema;
  ordered.format = d.format;
  ordered.version = d.version;
  if (d.rules !== undefined) ordered.rules = typeof d.rules === 'string' ? d.rules : { ...d.rules };
  ordered.players = [d.players[0], d.players[1]];
  if (d.meta !== undefined) ordered.meta = copyJson(d.meta);
  ordered.hands = d.hands.map(copyHand);
  if (d.result !== undefined) {
    const r: TranscriptDoc['result'] = {};
    if (d.result.totals) r.totals = copyPair(d.result.totals);
    if (d.result.winner !== undefined) r.winner = d.result.winner;
    ordered.result = r;
  }
  return ordered as unknown as TranscriptDoc;
}

// ---------------------------------------------------------------------------------------------

/**
 * Read a transcript from JSON text or a parsed value: the schema check, then a typed document
 * (a canonical copy; the input is not modified).
 */
export function parseTranscript(input: string | unknown, options: ParseOptions = {}): ParseResult {
  let value: unknown = input;
  if (typeof input === 'string') {
    const r = parseJsonText(input, options);
    if (!r.ok) return r;
    value = r.value;
  }
  let passed: boolean;
  try {
    passed = quickSchemaCheck(value);
    if (!passed) {
      // nested too deep: that one fault, as for its text (readJsonText)
      const deep = tooDeepFault(value);
      if (deep) return { ok: false, error: wordAll([deep], schemaWordingEn) };
      passed = validateSchema(value);
    }
  } catch {
    return {
      ok: false,
      error: [
        {
          rule: 'schema',
          path: '',
          message: 'The document could not be checked against the schema (it is not plain JSON data).',
        },
      ],
    };
  }
  if (!passed) {
    const errors = validateSchema.errors ?? [];
    const error = schemaViolations(errors, value);
    // more errors than the generated validator keeps (MAX_ERRORS): the list says it is not all
    if (validateSchema.count > errors.length)
      error.push(
        ...wordAll([{ rule: 'schema', path: '', ...schemaMessage('moreFaults', MAX_ERRORS) }], schemaWordingEn),
      );
    return { ok: false, error };
  }
  return { ok: true, value: canonicalDoc(value as TranscriptDoc) };
}
