/**
 * Node-only: what `--fix-result` would lose. It reads the document with JSON.parse and prints it
 * again, so a key written twice in one object keeps only its last value, and a number JavaScript
 * cannot hold exactly (an integer past 2^53, more digits than a double keeps, 1e400) comes out
 * changed. Rather than change a user's data silently, the command refuses such a document and
 * names the place (line and column) of the first such key or number.
 *
 * One pass over text that JSON.parse has already accepted (so the scan can trust its syntax):
 * linear in the length, a set of keys for each open object. A JSON parser with positions (such
 * as jsonc-parser) would do it too, but builds a tree of the whole document first, which on a
 * 12 MB transcript costs more memory than the document itself; the scan needs only keys and numbers.
 */

export type Loss =
  | { kind: 'duplicate-key'; key: string; line: number; column: number }
  | { kind: 'number'; text: string; becomes: string; line: number; column: number };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const NEWLINE = 0x0a;

/** The decimal value of a JSON number's text as sign, significant digits and exponent (0: empty digits). */
function decimal(text: string): string {
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(text);
  if (!m) return text;
  const frac = m[3] ?? '';
  let digits = (m[2] + frac).replace(/^0+/, '');
  if (digits === '') return '0';
  let exp = BigInt(m[4] ?? 0) - BigInt(frac.length);
  const trimmed = digits.replace(/0+$/, '');
  exp += BigInt(digits.length - trimmed.length);
  digits = trimmed;
  return `${m[1]}${digits}e${exp}`;
}

/** The number's text as JSON.stringify writes the value JSON.parse reads from it. */
const reprinted = (text: string): string => JSON.stringify(Number(text));

/** True when the number reads back as the same decimal value (`-0` and `0` count as the same). */
function exact(text: string): boolean {
  // the common case, a small whole number (a dealer, a player, a score), needs no comparison
  if (text.length <= 15 && /^-?\d+$/.test(text)) return true;
  const n = Number(text);
  if (!Number.isFinite(n)) return false;
  return decimal(text).replace(/^-0$/, '0') === decimal(String(n)).replace(/^-0$/, '0');
}

/** The first key written twice in one object, or number that would not be kept exactly, in `text` (valid JSON); null when there is none. */
export function firstLoss(text: string): Loss | null {
  let line = 1;
  let lineStart = 0;
  // for each open container: the keys seen (an object) or null (an array)
  const open: (Set<string> | null)[] = [];
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === NEWLINE) {
      line++;
      lineStart = i + 1;
    } else if (c === QUOTE) {
      const start = i;
      let escaped = false;
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === BACKSLASH) {
          escaped = true;
          i++;
        } else if (d === QUOTE) break;
      }
      const keys = open[open.length - 1];
      if (expectKey && keys) {
        const raw = text.slice(start, i + 1);
        const key = escaped ? (JSON.parse(raw) as string) : raw.slice(1, -1);
        if (keys.has(key)) return { kind: 'duplicate-key', key, line, column: start - lineStart + 1 };
        keys.add(key);
        expectKey = false;
      }
    } else if (c === 0x7b /* { */) {
      open.push(new Set());
      expectKey = true;
    } else if (c === 0x5b /* [ */) {
      open.push(null);
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      open.pop();
    } else if (c === 0x2c /* , */) {
      expectKey = open[open.length - 1] !== null && open.length > 0;
    } else if (c === 0x2d /* - */ || (c >= 0x30 && c <= 0x39)) {
      const start = i;
      while (i + 1 < text.length && /[-+.eE0-9]/.test(text[i + 1])) i++;
      const number = text.slice(start, i + 1);
      if (!exact(number))
        return { kind: 'number', text: number, becomes: reprinted(number), line, column: start - lineStart + 1 };
    }
  }
  return null;
}
