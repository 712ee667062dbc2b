/**
 * Node-only: the `klaberjass-validate` command, as a function of its arguments and streams so
 * that tests can run it in-process. `main.ts` wires it to the real process.
 *
 *   klaberjass-validate [options] FILE|DIR|- …
 *
 * Exit codes: 0 every document valid, 1 some document invalid, 2 bad usage, unreadable input, or
 * a document the validator could not finish checking (an `internal` violation).
 */
import { constants } from 'node:buffer';
import { createReadStream, type Dirent } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { PRESET_NAMES, RULE_IDS, engineWordingEn, resolveRules, type RuleId, wordMessage } from '../engine/internal.js';
import { DEFAULT_MAX_BYTES, stringifyTranscript } from '../notation/index.js';
import { replayDocument, validate } from '../validator/index.js';
import type { Verdict } from '../validator/types.js';
import type { ValidatorWording } from '../validator/wording.js';
import { validatorWordingNb } from '../validator/wording-nb.js';
import { escapeForTerminal } from './escape.js';
import { splitLines, type Line } from './lines.js';
import { type ExplainedViolation, explainFaults, fixResults, groupFaults, moveText } from './fix.js';

export const EXIT_VALID = 0;
export const EXIT_INVALID = 1;
export const EXIT_ERROR = 2;

/** The default per-document size limit: the validator's own (16 MiB). */
export { DEFAULT_MAX_BYTES };

const NAME = 'klaberjass-validate';
const EXTENSIONS = ['.json', '.ndjson', '.jsonl'];

export interface CliStreams {
  stdin: NodeJS.ReadableStream;
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  /** Progress is shown only when `isTTY` is true. */
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
}

export interface RunOptions {
  /** Printed by --version. */
  version?: string;
  /** Minimum time between two progress updates (default 250 ms). */
  progressIntervalMs?: number;
  /** The validator to run (default `validate`; tests pass one that fails). */
  validate?: typeof validate;
}

type Format = 'json' | 'ndjson' | 'auto';

interface Source {
  /** The name used in reports: the path as given (or found under a directory), `-` for stdin. */
  name: string;
  path: string | null;
  format: Format;
  /** Size in bytes of a regular file, when known. */
  size?: number;
  /** Found under a directory: a `.json` file that is no transcript is skipped, not checked. */
  found?: boolean;
}

/** One checked document as printed with --json: the verdict plus where it came from. */
export interface DocumentReport extends Verdict {
  file: string;
  line?: number;
}

const HELP = `Usage: ${NAME} [options] FILE|DIR|- …

Checks Klaberjass transcripts (notation version 1) against the schema and the rules.

Inputs:
  FILE.json              one JSON document
  FILE.ndjson, .jsonl    one document a line (streamed: any size, constant memory)
  DIR                    every .json, .ndjson and .jsonl file below it, except in
                         node_modules, .git and other folders whose name starts with a
                         dot; a .json file there without "format": "klaberjass" is no
                         transcript: it is skipped (counted; listed with -v)
  -                      standard input: one JSON document, or NDJSON when its first
                         line is a whole document
  Any other file is read like standard input.

Options:
  --rules PRESET   rules for documents that name none: ${PRESET_NAMES.join(', ')}
                   (or a JSON object such as '{"preset":"classic","tie":"bete"}');
                   default classic
  --lang LANG      language of the violations and notes: en (default) or nb
                   (Norwegian Bokmål); rule names and the JSON shape stay the same
  --json           one verdict a line (NDJSON), with "file" and, for NDJSON input, "line"
  -q, --quiet      print the summary only (with --json: one JSON summary object)
  --ignore GLOB    in directories, skip the files and folders whose path (from the
                   directory given) matches GLOB: * and ? within a name, ** across
                   folders; a GLOB without / matches a name at any depth
                   (repeatable: --ignore 'drafts/**' --ignore '*.tmp.json')
  -v, --verbose    list the files skipped because they are no transcripts
  --max-bytes N    largest document accepted, in bytes (suffix k, m or g allowed);
                   default 16m; a larger document is reported as a schema violation
  --no-progress    no progress line on standard error (shown only on a terminal)
  --explain        at each faulty move, list the moves the rules allowed there
                   (with --json: a "legal" list of moves on each such violation)
  --fix-result     one document: write the "result" of every hand played out from
                   what its moves imply, and print the document in canonical form
                   (the verdict on it goes to standard error)
  -h, --help       show this help
  -V, --version    show the version

Exit status: 0 all documents valid, 1 some document invalid, 2 bad usage, unreadable
input, or a document the validator could not finish checking.
`;

class UsageError extends Error {}

/** `--max-bytes` value: a positive whole number of bytes, with an optional k/m/g suffix. */
function parseSize(text: string): number {
  const m = /^(\d+)([kmg]?)i?b?$/i.exec(text.trim());
  if (!m) throw new UsageError(`--max-bytes must be a whole number of bytes (such as 1048576 or 1m), not "${text}"`);
  const unit = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[m[2].toLowerCase() as '' | 'k' | 'm' | 'g'];
  const n = Number(m[1]) * unit;
  if (!Number.isSafeInteger(n) || n < 1) throw new UsageError(`--max-bytes must be at least 1, not "${text}"`);
  return n;
}

/** `--rules` value: a preset name or a JSON rules object, checked like a document's `rules`. */
function parseRules(text: string): unknown {
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

function formatOf(path: string): Format {
  const lower = path.toLowerCase();
  if (lower.endsWith('.ndjson') || lower.endsWith('.jsonl')) return 'ndjson';
  if (lower.endsWith('.json')) return 'json';
  return 'auto';
}

function errorText(err: unknown): string {
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
const SKIPPED_FOLDERS = new Set(['node_modules', '.git']);

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
async function walk(dir: string, out: Source[], ignore: ((rel: string) => boolean)[] = [], rel = ''): Promise<void> {
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
const claimsTranscript = (text: string): boolean => /"format"\s*:\s*"klaberjass"/.test(text);

/** A verdict made by the command itself (size limit, encoding), in the validator's shape. */
function schemaVerdict(message: string): Verdict {
  return { valid: false, violations: [{ rule: 'schema', path: '', message }], notes: [] };
}

const decoder = new TextDecoder('utf-8', { fatal: true });

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
function decode(bytes: Uint8Array): string | null {
  const text = decodeText(bytes);
  return typeof text === 'string' ? text : null;
}

/** Does this line look like a whole JSON document on its own (the NDJSON test for auto input)? */
function looksLikeDocumentLine(text: string): boolean {
  const t = text.trim();
  return t.length >= 2 && t[0] === '{' && t[t.length - 1] === '}';
}

const isBlank = (text: string): boolean => text.trim() === '';

/** A line that holds something (too long, not text, or not blank). */
const isDocumentLine = (line: Line): boolean => line.bytes === null || !isBlank(decode(line.bytes) ?? 'x');

/** Batched output with back-pressure; stops quietly when the reader goes away (EPIPE). */
class Output {
  private buffer = '';
  closed = false;
  /** Why writing failed (a full disk, a closed pipe), when it did: the run then exits 2. */
  failure: unknown = null;
  /** Bytes buffered before a write: none on a terminal (reports appear as they are found). */
  private readonly threshold: number;

  constructor(
    private readonly stream: NodeJS.WritableStream & { isTTY?: boolean },
    private readonly beforeFlush: () => void,
  ) {
    this.threshold = stream.isTTY ? 0 : 1 << 16;
    stream.on('error', (err) => this.fail(err));
  }

  /** Writes what is left and waits until it is written (or failed). */
  async end(): Promise<void> {
    await this.flush();
    if (this.closed) return;
    await new Promise<void>((resolve) => {
      try {
        this.stream.write('', (err?: Error | null) => {
          if (err) this.fail(err);
          resolve();
        });
      } catch (err) {
        this.fail(err);
        resolve();
      }
    });
  }

  async write(text: string): Promise<void> {
    if (this.closed) return;
    this.buffer += text;
    if (this.buffer.length >= this.threshold) await this.flush();
  }

  private fail(err: unknown): void {
    this.closed = true;
    this.failure ??= err ?? new Error('write failed');
  }

  async flush(): Promise<void> {
    if (this.closed || this.buffer === '') return;
    this.beforeFlush();
    const text = this.buffer;
    this.buffer = '';
    let ok = true;
    try {
      // the callback reports an error of this very write (a file on a full disk, say)
      ok = this.stream.write(text, (err?: Error | null) => {
        if (err) this.fail(err);
      });
    } catch (err) {
      this.fail(err);
      return;
    }
    if (!ok && !this.closed) {
      await new Promise<void>((resolve) => {
        const done = () => {
          this.stream.removeListener('drain', done);
          this.stream.removeListener('error', done);
          this.stream.removeListener('close', done);
          resolve();
        };
        this.stream.on('drain', done);
        this.stream.on('error', done);
        this.stream.on('close', done);
      });
    }
  }
}

/** The `\r`-updated progress line on standard error (a terminal only). */
class Progress {
  private readonly started = Date.now();
  private last = Date.now(); // nothing for the first interval: a quick run shows no progress at all
  private shown = false;
  bytes = 0;
  documents = 0;

  constructor(
    private readonly stream: NodeJS.WritableStream | null,
    private readonly interval: number,
  ) {}

  tick(): void {
    if (!this.stream) return;
    const now = Date.now();
    if (now - this.last < this.interval) return;
    this.last = now;
    const seconds = Math.max((now - this.started) / 1000, 0.001);
    const mb = (this.bytes / (1024 * 1024)).toFixed(1);
    const rate = Math.round(this.documents / seconds);
    this.stream.write(`\r\x1b[K${this.documents} documents, ${mb} MB read, ${rate} docs/s`);
    this.shown = true;
  }

  clear(): void {
    if (this.stream && this.shown) {
      this.stream.write('\r\x1b[K');
      this.shown = false;
    }
  }
}

interface Tally {
  documents: number;
  valid: number;
  invalid: number;
  violations: Map<RuleId, number>;
  unreadable: number;
  /** `.json` files found in directories that are no transcripts. */
  skipped: number;
  /** Documents the validator could not finish checking (an `internal` violation): exit 2. */
  unchecked: number;
  /** Violations found past the validator's cap of listed violations per document. */
  unlisted: number;
}

/** Runs the command; resolves to the exit code. Never throws for bad input. */
export async function run(argv: string[], io: CliStreams, options: RunOptions = {}): Promise<number> {
  // file names and arguments may hold control characters: escaped, so each error is one line
  const errorLine = (text: string) => {
    io.stderr.write(`${NAME}: ${escapeForTerminal(text)}\n`);
  };

  // ---- arguments ----
  let values: Record<string, string | boolean | string[] | undefined>;
  let positionals: string[];
  let rules: unknown;
  let maxBytes = DEFAULT_MAX_BYTES;
  let wording: ValidatorWording | undefined;
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        rules: { type: 'string' },
        lang: { type: 'string' },
        json: { type: 'boolean' },
        quiet: { type: 'boolean', short: 'q' },
        'max-bytes': { type: 'string' },
        ignore: { type: 'string', multiple: true },
        verbose: { type: 'boolean', short: 'v' },
        'no-progress': { type: 'boolean' },
        explain: { type: 'boolean' },
        'fix-result': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'V' },
      },
    }));
    if (values.help) {
      io.stdout.write(HELP);
      return EXIT_VALID;
    }
    if (values.version) {
      io.stdout.write(`${options.version ?? 'unknown'}\n`);
      return EXIT_VALID;
    }
    if (typeof values.rules === 'string') rules = parseRules(values.rules);
    if (typeof values['max-bytes'] === 'string') maxBytes = parseSize(values['max-bytes']);
    if (typeof values.lang === 'string') {
      if (values.lang !== 'en' && values.lang !== 'nb')
        throw new UsageError(`--lang must be en or nb, not "${values.lang}"`);
      wording = values.lang === 'nb' ? validatorWordingNb : undefined;
    }
    if (positionals.length === 0)
      throw new UsageError('no input: give one or more files or directories, or - for standard input');
    if (positionals.filter((p) => p === '-').length > 1)
      throw new UsageError('standard input (-) can be read only once');
    if (values['fix-result'] && positionals.length !== 1)
      throw new UsageError('--fix-result takes one document (a file, or - for standard input)');
  } catch (err) {
    const message = err instanceof UsageError ? err.message : (err as Error).message;
    errorLine(message);
    io.stderr.write(`Try '${NAME} --help' for more information.\n`);
    return EXIT_ERROR;
  }
  const json = Boolean(values.json);
  const quiet = Boolean(values.quiet);
  const verbose = Boolean(values.verbose);
  const ignore = ((values.ignore as string[] | undefined) ?? []).map(globTest);
  const explain = Boolean(values.explain);
  if (values['fix-result']) return fixResultCommand(positionals[0], io, { rules, maxBytes, wording }, errorLine);

  // ---- inputs: every path must exist, every directory must hold something to read ----
  const sources: Source[] = [];
  let missing = false;
  for (const arg of positionals) {
    if (arg === '-') {
      sources.push({ name: '-', path: null, format: 'auto' });
      continue;
    }
    let st;
    try {
      st = await stat(arg);
    } catch (err) {
      errorLine(`${arg}: ${errorText(err)}`);
      missing = true;
      continue;
    }
    if (st.isDirectory()) {
      const found: Source[] = [];
      try {
        await walk(arg, found, ignore);
      } catch (err) {
        errorLine(`${arg}: ${errorText(err)}`);
        missing = true;
        continue;
      }
      if (found.length === 0) {
        errorLine(`${arg}: directory holds no ${EXTENSIONS.join(', ')} file to check`);
        missing = true;
      }
      for (const f of found) sources.push(f); // no spread: a directory may hold 100,000s of files
    } else {
      sources.push({ name: arg, path: arg, format: formatOf(arg), size: st.isFile() ? st.size : undefined });
    }
  }
  if (missing) return EXIT_ERROR;

  // ---- checking ----
  const progress = new Progress(
    io.stderr.isTTY && !values['no-progress'] ? io.stderr : null,
    options.progressIntervalMs ?? 250,
  );
  const out = new Output(io.stdout, () => progress.clear());
  const tally: Tally = {
    documents: 0,
    valid: 0,
    invalid: 0,
    violations: new Map(),
    unreadable: 0,
    unchecked: 0,
    skipped: 0,
    unlisted: 0,
  };
  const validateOptions = { rules, maxBytes, wording };

  const report = async (file: string, line: number | undefined, verdict: Verdict): Promise<void> => {
    tally.documents += 1;
    if (verdict.valid) tally.valid += 1;
    else tally.invalid += 1;
    let internal = false;
    for (const v of verdict.violations) {
      tally.violations.set(v.rule, (tally.violations.get(v.rule) ?? 0) + 1);
      if (v.rule === 'internal') internal = true;
    }
    if (internal) tally.unchecked += 1;
    tally.unlisted += verdict.omitted?.violations ?? 0;
    progress.documents = tally.documents;
    progress.tick();
    if (quiet) return;
    if (json) {
      const record: DocumentReport = line === undefined ? { file, ...verdict } : { file, line, ...verdict };
      await out.write(JSON.stringify(record) + '\n');
      return;
    }
    const text = formatVerdict(file, line, verdict, explain);
    if (text) await out.write(text);
  };

  const skip = async (file: string): Promise<void> => {
    tally.skipped += 1;
    if (!verbose || quiet) return;
    if (json) await out.write(JSON.stringify({ file, skipped: 'not a transcript' }) + '\n');
    else await out.write(`${oneLine(file)}: skipped: not a transcript (no "format": "klaberjass")\n`);
  };

  const validator = options.validate ?? validate;
  const check = (text: string): Verdict => {
    try {
      if (!explain) return validator(text, validateOptions);
      const r = replayDocument(text, validateOptions);
      return { ...r.verdict, violations: explainFaults(r) };
    } catch (err) {
      // the validator promises never to throw; if it does, the document is not known to be valid
      let why = 'unknown error';
      try {
        why = String((err as Error)?.message ?? err);
      } catch {
        // keep 'unknown error'
      }
      return {
        valid: false,
        violations: [
          {
            rule: 'internal',
            path: '',
            message: `The validator failed on this document (${why}); please report this.`,
          },
        ],
        notes: [],
      };
    }
  };

  const tooBig = (size: number, what: string) =>
    schemaVerdict(
      `${what} is ${size} bytes, more than the limit of ${maxBytes} bytes (--max-bytes); it was not checked.`,
    );
  const notRead = (what: string) =>
    schemaVerdict(
      `${what} is more than ${maxBytes} bytes, the limit (--max-bytes); it was not checked, and reading stopped there.`,
    );
  const tooLongText = (what: string) =>
    schemaVerdict(
      `${what} is too large to check: its text is longer than the longest string JavaScript can hold (${constants.MAX_STRING_LENGTH} characters), whatever --max-bytes allows.`,
    );
  const notText = (what: string) =>
    schemaVerdict(`${what} is not UTF-8 text (binary or wrongly encoded data); it was not checked.`);

  /** Checks each non-blank line as a document. `first` lines were already read. */
  const checkLines = async (
    name: string,
    lines: AsyncIterator<Line>,
    first: Line[],
    numbered: boolean,
  ): Promise<void> => {
    const one = async (line: Line) => {
      const at = numbered ? line.number : undefined;
      const what = numbered ? `Line ${line.number}` : 'The document';
      if (line.bytes === null) {
        await report(name, at, tooBig(line.length, what));
        return;
      }
      const text = decodeText(line.bytes);
      if (text === TOO_LONG) {
        await report(name, at, tooLongText(what));
        return;
      }
      if (text === null) {
        await report(name, at, notText(what));
        return;
      }
      if (isBlank(text)) return;
      await report(name, at, check(text));
    };
    for (const line of first) {
      if (out.closed) return;
      await one(line);
    }
    for (;;) {
      if (out.closed) return;
      const next = await lines.next();
      if (next.done) return;
      await one(next.value);
    }
  };

  /** Reads one source and reports its documents; throws on read errors. */
  const checkSource = async (src: Source): Promise<void> => {
    if (src.format === 'json' && src.size !== undefined && src.size > maxBytes) {
      await report(src.name, undefined, tooBig(src.size, 'The document'));
      return;
    }
    const file: Readable | null = src.path === null ? null : createReadStream(src.path);
    const stream: NodeJS.ReadableStream = file ?? io.stdin;
    const onBytes = (n: number) => {
      progress.bytes += n;
    };
    // Input of unknown size (standard input, a pipe, a device) may never end: there, a document
    // stops being read once it is over the limit, rather than read to its end to be measured.
    const unbounded = src.size === undefined;
    let stopWhenTooLong = unbounded && src.format !== 'ndjson';
    const lines = splitLines(stream as AsyncIterable<Buffer | string>, {
      maxLineBytes: maxBytes,
      onBytes,
      stopWhenTooLong: () => stopWhenTooLong,
    })[Symbol.asyncIterator]();
    try {
      if (src.format === 'ndjson') {
        await checkLines(src.name, lines, [], true);
        return;
      }
      const seen: Line[] = [];
      if (src.format === 'auto') {
        // NDJSON when the first non-blank line is a whole document on its own (or too long to tell)
        let first: Line | undefined;
        while (!first) {
          const next = await lines.next();
          if (next.done) break;
          seen.push(next.value);
          if (isDocumentLine(next.value)) first = next.value;
        }
        if (first?.unfinished) {
          await report(src.name, undefined, notRead('The document'));
          return;
        }
        if (first && (first.bytes === null || looksLikeDocumentLine(decode(first.bytes) ?? ''))) {
          stopWhenTooLong = false; // NDJSON: a too-long line is skipped to its end, and the next lines checked
          // a lone one-line document is reported like a JSON document, without a line number
          let second = false;
          while (!second) {
            const next = await lines.next();
            if (next.done) break;
            seen.push(next.value);
            second = isDocumentLine(next.value);
          }
          await checkLines(src.name, lines, seen, second);
          return;
        }
      }
      // one whole document: keep at most maxBytes, count the rest
      const parts: Buffer[] = [];
      let size = 0;
      let over = false;
      const take = (line: Line) => {
        const add = line.length + 1; // the line ending, as a `\n`
        size += add;
        if (over) return;
        if (line.bytes === null || size - 1 > maxBytes) {
          over = true;
          parts.length = 0;
          return;
        }
        parts.push(line.bytes, NEWLINE);
      };
      for (const line of seen) take(line);
      while (!(over && unbounded)) {
        const next = await lines.next();
        if (next.done) break;
        take(next.value);
      }
      if (over && unbounded) {
        await report(src.name, undefined, notRead('The document'));
        return;
      }
      if (size > 0) size -= 1; // no line ending after the last line
      if (over) {
        await report(src.name, undefined, tooBig(size, 'The document'));
        return;
      }
      const text = decodeText(Buffer.concat(parts));
      if (text === TOO_LONG) {
        await report(src.name, undefined, tooLongText('The document'));
        return;
      }
      if (text === null) {
        await report(src.name, undefined, notText('The document'));
        return;
      }
      if (src.found && src.format === 'json' && !claimsTranscript(text)) {
        await skip(src.name);
        return;
      }
      await report(src.name, undefined, check(text));
    } finally {
      // stop reading (also input that never ends) and close the file
      await lines.return?.(undefined);
      file?.destroy();
    }
  };

  for (const src of sources) {
    if (out.closed) break;
    try {
      await checkSource(src);
    } catch (err) {
      await out.flush();
      progress.clear();
      errorLine(`${src.name}: cannot read: ${errorText(err)}`);
      tally.unreadable += 1;
    }
  }
  await out.flush();
  progress.clear();

  // ---- summary ----
  if (json && quiet) await out.write(JSON.stringify(summaryObject(tally)) + '\n');
  else if (!json) await out.write(formatSummary(tally));
  await out.end();
  if (out.failure) {
    errorLine(`cannot write the report: ${errorText(out.failure)}`);
    return EXIT_ERROR;
  }
  if (tally.unreadable > 0 || tally.unchecked > 0) return EXIT_ERROR;
  if (tally.documents === 0 && tally.skipped > 0 && !out.closed) {
    // nothing was checked: not "all valid"
    errorLine(`no transcript to check: every JSON file found was skipped (no "format": "klaberjass")`);
    return EXIT_ERROR;
  }
  return tally.invalid > 0 ? EXIT_INVALID : EXIT_VALID;
}

const NEWLINE = Buffer.from('\n');

function byRule(tally: Tally): [RuleId, number][] {
  // in the contract's order of rule identifiers
  return RULE_IDS.filter((r) => tally.violations.has(r)).map((r) => [r, tally.violations.get(r) ?? 0]);
}

function summaryObject(tally: Tally) {
  return {
    documents: tally.documents,
    valid: tally.valid,
    invalid: tally.invalid,
    violations: Object.fromEntries(byRule(tally)),
    unreadable: tally.unreadable,
    skipped: tally.skipped,
    unchecked: tally.unchecked,
    unlisted: tally.unlisted,
  };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function formatSummary(tally: Tally): string {
  let total = tally.unlisted;
  for (const n of tally.violations.values()) total += n;
  let text = `${plural(tally.documents, 'document')} checked: ${tally.valid} valid, ${tally.invalid} invalid`;
  if (total > 0) text += `, ${plural(total, 'violation')}`;
  text += '\n';
  if (total > 0)
    text += `violations by rule: ${byRule(tally)
      .map(([r, n]) => `${r} ${n}`)
      .join(', ')}${tally.unlisted > 0 ? `, not listed ${tally.unlisted}` : ''}\n`;
  if (tally.skipped > 0)
    text += `${plural(tally.skipped, 'JSON file')} skipped: not ${tally.skipped === 1 ? 'a transcript' : 'transcripts'} (-v lists them)\n`;
  if (tally.unreadable > 0) text += `${plural(tally.unreadable, 'input')} could not be read\n`;
  if (tally.unchecked > 0)
    text += `${plural(tally.unchecked, 'document')} could not be checked to the end (internal error): not known to be valid\n`;
  return text;
}

/** Where in the document: `hand H move M`, `hand H`, or the JSON Pointer. */
function where(hand: number | undefined, move: number | undefined, path?: string): string {
  if (hand !== undefined) return move !== undefined ? `hand ${hand} move ${move}: ` : `hand ${hand}: `;
  if (path) return `${path}: `;
  return '';
}

/** The compiler-style lines for one document (empty for a valid document without notes). */
export function formatVerdict(file: string, line: number | undefined, verdict: Verdict, explain = false): string {
  const name = escapeForTerminal(file);
  const loc = line === undefined ? name : `${name}:${line}`;
  let text = '';
  const line1 = (v: ExplainedViolation) => {
    text += `${loc}: ${where(v.hand, v.move, v.path === undefined ? v.path : escapeForTerminal(v.path))}[${v.rule}] ${oneLine(v.message)}\n`;
    if (explain && v.legal)
      text += `${loc}: ${where(v.hand, v.move)}legal here: ${v.legal.length ? v.legal.map(moveText).join(', ') : 'nothing'}\n`;
  };
  // the first fault of a hand is the cause; later ones in that hand may follow from it
  for (const g of groupFaults(verdict.violations)) {
    line1(g.cause);
    if (g.after.length)
      text += `${loc}: ${where(g.cause.hand, undefined)}${g.after.length === 1 ? 'the fault below' : `the ${g.after.length} faults below`} may follow from this first one\n`;
    for (const v of g.after) line1(v);
  }
  for (const n of verdict.notes) text += `${loc}: ${where(n.hand, n.move)}note: ${oneLine(n.message)}\n`;
  return text;
}

/**
 * Messages quote document text (names, keys, snippets of bad JSON): every control and bidi
 * character is escaped, so each report is one line that the document cannot restyle or forge.
 */
function oneLine(text: string): string {
  return escapeForTerminal(String(text));
}

/**
 * `--fix-result FILE`: the document with every played hand's `result` written from its moves,
 * in canonical form on standard output; the verdict on the fixed document on standard error.
 * Exit 0 when it is valid, 1 when faults remain, 2 when it cannot be read.
 */
async function fixResultCommand(
  arg: string,
  io: CliStreams,
  options: { rules: unknown; maxBytes: number; wording: ValidatorWording | undefined },
  errorLine: (text: string) => void,
): Promise<number> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    const stream: NodeJS.ReadableStream = arg === '-' ? io.stdin : createReadStream(arg);
    for await (const chunk of stream as AsyncIterable<Buffer | string>) {
      const b = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += b.length;
      if (size > options.maxBytes) {
        errorLine(`${arg}: more than ${options.maxBytes} bytes (--max-bytes)`);
        return EXIT_ERROR;
      }
      chunks.push(b);
    }
  } catch (err) {
    errorLine(`${arg}: ${errorText(err)}`);
    return EXIT_ERROR;
  }
  const text = decode(Buffer.concat(chunks));
  if (text === null) {
    errorLine(`${arg}: not UTF-8 text`);
    return EXIT_ERROR;
  }
  let fixed;
  try {
    fixed = fixResults(text, { rules: options.rules, maxBytes: options.maxBytes, wording: options.wording });
  } catch (err) {
    errorLine(`${arg}: the validator failed (${(err as Error)?.message ?? String(err)}); please report this.`);
    return EXIT_ERROR;
  }
  if (!fixed) {
    const v = validate(text, options);
    io.stderr.write(formatVerdict(arg, undefined, v) || `${arg}: not a transcript\n`);
    return EXIT_ERROR;
  }
  io.stdout.write(stringifyTranscript(fixed.doc));
  const report = formatVerdict(arg, undefined, fixed.verdict);
  io.stderr.write(
    `${arg}: result written for ${fixed.fixed.length === 1 ? '1 hand' : `${fixed.fixed.length} hands`}${fixed.verdict.valid ? '; valid' : ''}\n${report}`,
  );
  return fixed.verdict.valid ? EXIT_VALID : EXIT_INVALID;
}
