/**
 * Node-only: what `klaberjass-validate` reads: the files found under a directory (less the
 * `--ignore` globs), the input format of a path, and bytes decoded as UTF-8 text.
 */
import { constants } from 'node:buffer';
import { type Dirent } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Line } from './lines.js';
import { type CliWords, cliWordsEn } from './words.js';

/** Bad usage of a command of src/cli: its message is printed with a pointer to --help, exit 2. */
export class UsageError extends Error {}

/** `--max-bytes` value: a positive whole number of bytes, with an optional k/m/g suffix. */
export function parseSize(text: string, words: CliWords = cliWordsEn): number {
  const m = /^(\d+)([kmg]?)i?b?$/i.exec(text.trim());
  if (!m) throw new UsageError(words.badSize(text));
  const unit = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[m[2].toLowerCase() as '' | 'k' | 'm' | 'g'];
  const n = Number(m[1]) * unit;
  if (!Number.isSafeInteger(n) || n < 1) throw new UsageError(words.sizeTooSmall(text));
  return n;
}

/** The file names a directory walk checks. */
export const EXTENSIONS = ['.json', '.ndjson', '.jsonl'];

export type Format = 'json' | 'ndjson' | 'auto';

export interface Source {
  /** The name used in reports: the path as given (or found under a directory), `-` for stdin. */
  name: string;
  path: string | null;
  format: Format;
  /** Size in bytes of a regular file, when known. */
  size?: number;
  /** Found under a directory: a `.json` file that is no transcript is skipped, not checked. */
  found?: boolean;
}

export function formatOf(path: string): Format {
  const lower = path.toLowerCase();
  if (lower.endsWith('.ndjson') || lower.endsWith('.jsonl')) return 'ndjson';
  if (lower.endsWith('.json')) return 'json';
  return 'auto';
}

/** Folders a directory walk never enters (unless given as the directory itself): dependencies and VCS data. */
export const SKIPPED_FOLDERS = new Set(['node_modules', '.git']);

/**
 * Every readable file below a directory (sorted, recursive; symbolic links to directories are not
 * followed), but none in node_modules, .git or a dot-folder, and none whose path from `dir` matches
 * an `ignore` test.
 */
export async function walk(
  dir: string,
  out: Source[],
  ignore: ((rel: string) => boolean)[] = [],
  rel = '',
): Promise<void> {
  const entries: Dirent[] = await readdir(dir, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const path = join(dir, entry.name);
    const relPath = rel ? `${rel}/${entry.name}` : entry.name;
    if (ignore.some((t) => t(relPath))) continue;
    if (entry.isDirectory()) {
      if (SKIPPED_FOLDERS.has(entry.name) || entry.name.startsWith('.')) continue;
      await walk(path, out, ignore, relPath);
      continue;
    }
    if (!EXTENSIONS.some((ext) => entry.name.toLowerCase().endsWith(ext))) continue;
    if (entry.isFile() || entry.isSymbolicLink()) {
      const st = await stat(path).catch(() => null);
      if (st?.isFile()) out.push({ name: path, path, format: formatOf(path), size: st.size, found: true });
    }
  }
}

/** Does the text of a `.json` file claim to be a transcript (`"format": "klaberjass"`)? */
export const claimsTranscript = (text: string): boolean => /"format"\s*:\s*"klaberjass"/.test(text);

export const decoder = new TextDecoder('utf-8', { fatal: true });

/** A text that is UTF-8 but longer than the longest string JavaScript can hold (about 512 M characters in Node). */
export const TOO_LONG = Symbol('too long');

/**
 * Decodes UTF-8 (a leading byte-order mark is dropped): the text, null for bytes that are not
 * UTF-8, or TOO_LONG when the text would be longer than `maxChars` (JavaScript's string limit):
 * then decoding fails for its size, which says nothing about the bytes.
 */
export function decodeText(
  bytes: Uint8Array,
  maxChars: number = constants.MAX_STRING_LENGTH,
): string | null | typeof TOO_LONG {
  try {
    const text = decoder.decode(bytes);
    return text.length > maxChars ? TOO_LONG : text;
  } catch {
    return bytes.length > maxChars ? TOO_LONG : null;
  }
}

/** Decodes UTF-8 or returns null (for the tests of a line: blank, a document). */
export function decode(bytes: Uint8Array): string | null {
  const text = decodeText(bytes);
  return typeof text === 'string' ? text : null;
}

/** Does this line look like a whole JSON document on its own (the NDJSON test for auto input)? */
export function looksLikeDocumentLine(text: string): boolean {
  const t = text.trim();
  return t.length >= 2 && t[0] === '{' && t[t.length - 1] === '}';
}

export const isBlank = (text: string): boolean => text.trim() === '';

/** A line that holds something (too long, not text, or not blank). */
export const isDocumentLine = (line: Line): boolean => line.bytes === null || !isBlank(decode(line.bytes) ?? 'x');
