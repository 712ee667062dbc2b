/**
 * Reading a transcript: JSON text (or an already parsed value) → schema check → a typed
 * `TranscriptDoc` with its keys in the notation's canonical order. Every problem is a `schema`
 * violation with a JSON Pointer and a sentence; JSON syntax errors give the line and column.
 */
import { validateSchema } from './generated/schema-validator.js';
import { schemaViolations } from './schema-errors.js';
import { quickSchemaCheck } from './shape.js';
import type {
  TranscriptDeal, TranscriptDoc, TranscriptHand, TranscriptMove, TranscriptStart, HandResultRecord, Violation,
} from './types.js';

export { locate, schemaViolations, valueAt } from './schema-errors.js';

export type ParseResult = { ok: true; doc: TranscriptDoc } | { ok: false; errors: Violation[] };

/** Largest text accepted by default: 16 MiB. */
export const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;

export interface ParseOptions {
  /** Largest accepted text in bytes (default 16 MiB); larger text is one `schema` violation. */
  maxBytes?: number;
}

// ---------------------------------------------------------------------------------------------
// JSON text

/** UTF-8 length of a string, computed only as far as needed to compare with `limit`. */
function utf8Exceeds(text: string, limit: number): boolean {
  if (text.length > limit) return true;
  if (text.length * 3 <= limit) return false;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff) { bytes += 4; i++; }
    else bytes += 3;
    if (bytes > limit) return true;
  }
  return false;
}

function lineColumn(text: string, position: number): { line: number; column: number } {
  let line = 1, start = 0;
  const end = Math.min(Math.max(position, 0), text.length);
  for (let i = 0; i < end; i++) if (text.charCodeAt(i) === 10) { line++; start = i + 1; }
  return { line, column: end - start + 1 };
}

/**
 * Where JSON text first goes wrong (an offset), for engines whose error message gives no
 * position. Iterative, so deep nesting cannot overflow the stack. Only run after JSON.parse failed.
 */
export function jsonErrorOffset(text: string): number {
  const n = text.length;
  let i = 0;
  const stack: number[] = []; // 0 in an array, 1 in an object
  const ws = () => { while (i < n && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i++; };
  const str = (): boolean => {
    i++;
    while (i < n) {
      const ch = text.charCodeAt(i);
      if (ch === 34) { i++; return true; }
      if (ch < 32) return false;
      if (ch === 92) {
        const e = text[i + 1];
        if (e === 'u') { if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) { i++; return false; } i += 6; }
        else if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
        else { i++; return false; }
      } else i++;
    }
    return false;
  };
  const value = (): boolean => {
    const ch = text[i];
    if (ch === '"') return str();
    if (ch === '{' || ch === '[') return true;
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (m && m[0] !== '' && m[0] !== '-') { i += m[0].length; return true; }
    for (const word of ['true', 'false', 'null']) if (text.startsWith(word, i)) { i += word.length; return true; }
    return false;
  };
  ws();
  for (;;) {
    // expecting a value
    if (i >= n || !value()) return i;
    const opened = text[i];
    if (opened === '{' || opened === '[') {
      i++;
      ws();
      if (text[i] === (opened === '{' ? '}' : ']')) { i++; }
      else {
        stack.push(opened === '{' ? 1 : 0);
        if (opened === '{') {
          if (text[i] !== '"' || !str()) return i;
          ws();
          if (text[i] !== ':') return i;
          i++;
        }
        ws();
        continue;
      }
    }
    // after a value: close containers or move to the next item
    for (;;) {
      ws();
      if (stack.length === 0) return i < n ? i : n;
      const top = stack[stack.length - 1];
      if (text[i] === ',') {
        i++;
        ws();
        if (top === 1) {
          if (text[i] !== '"' || !str()) return i;
          ws();
          if (text[i] !== ':') return i;
          i++;
          ws();
        }
        break;
      }
      if (text[i] === (top === 1 ? '}' : ']')) { i++; stack.pop(); continue; }
      return i;
    }
  }
}

/** Parse JSON text; a syntax error becomes a located `schema` violation. */
export function parseJsonText(text: string, options: ParseOptions = {}): { ok: true; value: unknown } | { ok: false; errors: Violation[] } {
  const max = options.maxBytes ?? DEFAULT_MAX_BYTES;
  if (utf8Exceeds(text, max)) {
    return { ok: false, errors: [{ rule: 'schema', path: '', message: `The document is larger than the limit of ${max} bytes, so it was not read.` }] };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (err) {
    const raw = err instanceof Error ? err.message : String(err);
    let where: { line: number; column: number } | null = null;
    const lc = /line (\d+) column (\d+)/.exec(raw);
    const pos = /position (\d+)/.exec(raw);
    if (lc) where = { line: Number(lc[1]), column: Number(lc[2]) };
    else if (pos) where = lineColumn(text, Number(pos[1]));
    else where = lineColumn(text, jsonErrorOffset(text));
    // The engine's own wording, without its position (given as line and column instead).
    const reason = raw.replace(/\s*\(line \d+ column \d+\)/, '').replace(/ in JSON at position \d+/, '').replace(/^JSON\.parse: /, '')
      .replace(/, ".*" is not valid JSON$/s, '');
    const at = where ? ` at line ${where.line}, column ${where.column}` : '';
    return { ok: false, errors: [{ rule: 'schema', path: '', message: `The document is not valid JSON${at}: ${reason}.`.replace(/\.\.$/, '.') }] };
  }
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
    const s: TranscriptStart = { trump: h.start.trump, taker: h.start.taker, leader: h.start.leader, hands: [h.start.hands[0].slice(), h.start.hands[1].slice()] };
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
  for (const [k, x] of Object.entries(v as Obj)) out[k] = copyJson(x, depth + 1);
  return out;
}

/** A canonical copy of a schema-valid document: known keys in the notation's order. */
export function canonicalDoc(d: TranscriptDoc): TranscriptDoc {
  const ordered: Obj = { format: d.format, version: d.version };
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
    passed = quickSchemaCheck(value) || validateSchema(value);
  } catch {
    return { ok: false, errors: [{ rule: 'schema', path: '', message: 'The document could not be checked against the schema (it is not plain JSON data).' }] };
  }
  if (!passed) return { ok: false, errors: schemaViolations(validateSchema.errors ?? [], value) };
  return { ok: true, doc: canonicalDoc(value as TranscriptDoc) };
}
