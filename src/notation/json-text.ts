/**
 * JSON text → a value, or one located `schema` violation (line and column of a syntax error or
 * of nesting deeper than `MAX_NESTING`; a text over the size limit is not read). In the element bundle this module is part of the lazy
 * schema-check chunk: the element parses text itself and hands the validator text only when it
 * is not JSON, after loading that chunk (see schema-lazy.ts).
 */
import { DEFAULT_MAX_BYTES, MAX_NESTING, type ParseOptions } from './limits.js';
import type { Result } from '../engine/types.js';
import { schemaMessage as sm } from './schema-errors.js';
import type { ViolationData } from './types.js';

/** UTF-8 length of a string, computed only as far as needed to compare with `limit`. */
function utf8Exceeds(text: string, limit: number): boolean {
  if (text.length > limit) return true;
  if (text.length * 3 <= limit) return false;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
    if (bytes > limit) return true;
  }
  return false;
}

/**
 * Where JSON text first opens an array or object deeper than `max` levels (the offset of that
 * bracket), or -1: one pass that skips strings and reads nothing else, so that text nested
 * millions deep is refused before JSON.parse spends memory on it. Any text is accepted; for
 * text that is not JSON the answer only counts its brackets outside strings.
 */
export function tooDeepAt(text: string, max: number): number {
  let depth = 0;
  for (let i = 0, n = text.length; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      // a string: to the next quote that is not escaped (preceded by an even number of backslashes)
      let end = text.indexOf('"', i + 1);
      for (;;) {
        if (end < 0) return -1;
        let k = end;
        while (text.charCodeAt(k - 1) === 92) k--;
        if ((end - k) % 2 === 0) break;
        end = text.indexOf('"', end + 1);
      }
      i = end;
    } else if (c === 91 || c === 123) {
      if (++depth > max) return i;
    } else if (c === 93 || c === 125) depth--;
  }
  return -1;
}

function lineColumn(text: string, position: number): { line: number; column: number } {
  let line = 1,
    start = 0;
  const end = Math.min(Math.max(position, 0), text.length);
  for (let i = 0; i < end; i++)
    if (text.charCodeAt(i) === 10) {
      line++;
      start = i + 1;
    }
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
  const ws = () => {
    while (i < n && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i++;
  };
  const str = (): boolean => {
    i++;
    while (i < n) {
      const ch = text.charCodeAt(i);
      if (ch === 34) {
        i++;
        return true;
      }
      if (ch < 32) return false;
      if (ch === 92) {
        const e = text[i + 1];
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
            i++;
            return false;
          }
          i += 6;
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
        else {
          i++;
          return false;
        }
      } else i++;
    }
    return false;
  };
  const value = (): boolean => {
    const ch = text[i];
    if (ch === '"') return str();
    if (ch === '{' || ch === '[') return true;
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (m && m[0] !== '' && m[0] !== '-') {
      i += m[0].length;
      return true;
    }
    for (const word of ['true', 'false', 'null'])
      if (text.startsWith(word, i)) {
        i += word.length;
        return true;
      }
    return false;
  };
  // an object member's key and colon, and the space after them; false where they go wrong
  const key = (): boolean => {
    if (text[i] !== '"' || !str()) return false;
    ws();
    if (text[i] !== ':') return false;
    i++;
    ws();
    return true;
  };
  ws();
  for (;;) {
    // expecting a value
    if (i >= n || !value()) return i;
    const opened = text[i];
    if (opened === '{' || opened === '[') {
      i++;
      ws();
      if (text[i] === (opened === '{' ? '}' : ']')) {
        i++;
      } else {
        stack.push(opened === '{' ? 1 : 0);
        if (opened === '{' && !key()) return i;
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
        if (top === 1 && !key()) return i;
        break;
      }
      if (text[i] === (top === 1 ? '}' : ']')) {
        i++;
        stack.pop();
        continue;
      }
      return i;
    }
  }
}

/** The located `tooDeep` violation of a text nested deeper than `MAX_NESTING`, or null. */
function depthFault(text: string): ViolationData[] | null {
  const deep = tooDeepAt(text, MAX_NESTING);
  return deep < 0 ? null : [{ rule: 'schema', path: '', ...sm('tooDeep', lineColumn(text, deep), MAX_NESTING) }];
}

function syntaxFault(text: string, err: unknown): ViolationData[] {
  const raw = err instanceof Error ? err.message : String(err);
  let where: { line: number; column: number } | null = null;
  const lc = /line (\d+) column (\d+)/.exec(raw);
  const pos = /position (\d+)/.exec(raw);
  if (lc) where = { line: Number(lc[1]), column: Number(lc[2]) };
  else if (pos) where = lineColumn(text, Number(pos[1]));
  else where = lineColumn(text, jsonErrorOffset(text));
  // The engine's own wording, without its position (given as line and column instead).
  const reason = raw
    .replace(/\s*\(line \d+ column \d+\)/, '')
    .replace(/ in JSON at position \d+/, '')
    .replace(/^JSON\.parse: /, '')
    .replace(/, ".*" is not valid JSON$/s, '');
  return [{ rule: 'schema', path: '', ...sm('notJson', where, reason) }];
}

/**
 * Texts of up to this many characters may be parsed before their nesting is measured
 * (`readJsonTextConfirmed`): JSON.parse of one nested as deep as it can be takes a few MB at most.
 */
export const PARSE_FIRST_CHARS = 256 * 1024;

/**
 * `readJsonText` for a reader that checks the value's shape next, with the same answer: `confirm`
 * is a check whose passing proves the value nested no deeper than `MAX_NESTING` (the quick shape
 * check, shape.ts). A text of up to `PARSE_FIRST_CHARS` is parsed first and scanned for its
 * nesting only when `confirm` fails or JSON.parse throws, so a well-formed document is read once
 * (the scan cost about a quarter of JSON.parse's time on every document). `confirmed` says
 * whether `confirm` passed.
 */
export function readJsonTextConfirmed(
  input: string,
  options: ParseOptions,
  confirm: (value: unknown) => boolean,
): Result<{ value: unknown; confirmed: boolean }, ViolationData[]> {
  return read(input, options, confirm);
}

/**
 * Read JSON text; a syntax error, nesting deeper than `MAX_NESTING` levels or text over the size
 * limit becomes a located `schema` violation, as data (parse.ts `parseJsonText` words it). A
 * UTF-8 byte-order mark at the start (U+FEFF, as an editor on Windows may save it) is ignored:
 * the text is read, measured and located after it.
 */
export function readJsonText(input: string, options: ParseOptions = {}): Result<unknown, ViolationData[]> {
  const r = read(input, options, null);
  return r.ok ? { ok: true, value: r.value.value } : r;
}

function read(
  input: string,
  options: ParseOptions,
  confirm: ((value: unknown) => boolean) | null,
): Result<{ value: unknown; confirmed: boolean }, ViolationData[]> {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const max = options.maxBytes ?? DEFAULT_MAX_BYTES;
  if (utf8Exceeds(text, max)) {
    return { ok: false, error: [{ rule: 'schema', path: '', ...sm('tooLarge', max) }] };
  }
  // text nested millions deep is refused before JSON.parse spends memory on it
  const scanFirst = confirm === null || text.length > PARSE_FIRST_CHARS;
  let fault = scanFirst ? depthFault(text) : null;
  if (fault) return { ok: false, error: fault };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    // too deep is said before a syntax error, as when the text is scanned first
    return { ok: false, error: (!scanFirst && depthFault(text)) || syntaxFault(text, err) };
  }
  const confirmed = confirm !== null && confirm(value);
  fault = scanFirst || confirmed ? null : depthFault(text);
  return fault ? { ok: false, error: fault } : { ok: true, value: { value, confirmed } };
}
