/**
 * Node-only: what `klaberjass-validate` reads: its option values (`--max-bytes`, `--rules`), the
 * files found under a directory (`--ignore` globs), the input format of a path, and bytes decoded
 * as UTF-8 text, with the one-line reason when a file cannot be read.
 */
import { constants } from 'node:buffer';
import { type Dirent } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { engineWordingEn, resolveRules, wordMessage } from '../engine/internal.js';
import type { Line } from './lines.js';

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

export class UsageError extends Error {}

/** `--max-bytes` value: a positive whole number of bytes, with an optional k/m/g suffix. */
export function parseSize(text: string): number {
  const m = /^(\d+)([kmg]?)i?b?$/i.exec(text.trim());
  if (!m) throw new UsageError(`--max-bytes must be a whole number of bytes (such as 1048576 or 1m), not "${text}"`);
  const unit = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[m[2].toLowerCase() as '' | 'k' | 'm' | 'g'];
  const n = Number(m[1]) * unit;
  if (!Number.isSafeInteger(n) || n < 1) throw new UsageError(`--max-bytes must be at least 1, not "${text}"`);
  return n;
}

/** `--rules` value: a preset name or a JSON rules object, checked like a document's `rules`. */
export function parseRules(text: string): unknown {
  let value: unknown = text;
  if (text.trim().startsWith('{')) {
    try {
      value = JSON.parse(text);
    } catch (err) {
      throw new UsageError(`--rules: not a JSON object: ${(err as Error).message}`);
    }
  }
  const r = resolveRules(value);
  if (!r.ok) throw new UsageError(`--rules: ${wordMessage(r.error, engineWordingEn)}`);
  return value;
}

export function formatOf(path: string): Format {
  const lower = path.toLowerCase();
  if (lower.endsWith('.ndjson') || lower.endsWith('.jsonl')) return 'ndjson';
  if (lower.endsWith('.json')) return 'json';
  return 'auto';
}

export function errorText(err: unknown): string {
  const e = err as NodeJS.ErrnoException;
  switch (e?.code) {
    case 'ENOENT':
      return 'no such file or directory';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EISDIR':
      return 'is a directory';
    case 'ENOSPC':
      return 'no space left on the device';
    case 'EPIPE':
      return 'the reader closed the pipe';
    default:
      return e instanceof Error ? e.message : String(err);
  }
}

/** Folders a directory walk never enters (unless given as the directory itself): dependencies and VCS data. */
export const SKIPPED_FOLDERS = new Set(['node_modules', '.git']);

/**
 * A `--ignore` glob as a test of a path relative to the walked directory (`/` separators): `*` and
 * `?` within one name, `**` across folders; a glob without `/` tests the last name only.
 */
export function globTest(glob: string): (relative: string) => boolean {
  const anchored = glob.includes('/');
  const pattern = glob.replace(/^\.\//, '').replace(/\/$/, '');
  let re = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '*' && pattern[i + 1] === '*') {
      // `**/` is any number of folders (none too); a trailing `**` is anything
      if (pattern[i + 2] === '/') {
        re += '(?:[^/]*/)*';
        i += 2;
      } else {
        re += '.*';
        i += 1;
      }
    } else if (c === '*') re += '[^/]*';
    else if (c === '?') re += '[^/]';
    else re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  const test = new RegExp(`^${re}$`);
  return anchored ? (rel) => test.test(rel) : (rel) => test.test(rel.slice(rel.lastIndexOf('/') + 1));
}

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
