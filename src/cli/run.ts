/**
 * Node-only: the `klaberjass-validate` command, as a function of its arguments and streams so
 * that tests can run it in-process. `main.ts` wires it to the real process.
 *
 *   klaberjass-validate [options] FILE|DIR|- …
 *
 * Exit codes: 0 every document valid, 1 some document invalid, 2 bad usage, unreadable input, or
 * a document the validator could not finish checking (an `internal` violation).
 *
 * What it reads is in inputs.ts, how it writes in output.ts, the words it prints in report.ts.
 * (Over 450 lines: `run` is the command's one flow, from the arguments to the exit code, kept
 * in one function so that every early exit and the shared tally stay in view.)
 */
import { constants } from 'node:buffer';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { PRESET_NAMES } from '../engine/internal.js';
import { DEFAULT_MAX_BYTES, stringifyTranscript } from '../notation/index.js';
import { replayDocument, validate } from '../validator/index.js';
import type { Verdict } from '../validator/types.js';
import type { ValidatorWording } from '../validator/wording.js';
import { validatorWordingNb } from '../validator/wording-nb.js';
import { escapeForTerminal } from './escape.js';
import {
  EXTENSIONS,
  type Source,
  TOO_LONG,
  UsageError,
  claimsTranscript,
  decode,
  decodeText,
  errorText,
  formatOf,
  globTest,
  isBlank,
  isDocumentLine,
  looksLikeDocumentLine,
  parseRules,
  parseSize,
  walk,
} from './inputs.js';
import { Output, Progress } from './output.js';
import { type Tally, formatSummary, formatVerdict, oneLine, schemaVerdict, summaryObject } from './report.js';
import { splitLines, type Line } from './lines.js';
import { explainFaults, fixResults } from './fix.js';

export const EXIT_VALID = 0;
export const EXIT_INVALID = 1;
export const EXIT_ERROR = 2;

/** The default per-document size limit: the validator's own (16 MiB). */
export { DEFAULT_MAX_BYTES };

const NAME = 'klaberjass-validate';

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
    if (verdict.omitted?.uncounted) tally.uncounted = (tally.uncounted ?? 0) + 1;
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
    // a small file is read in one buffer of about its size (not 64 KiB each: 100,000s of files)
    const highWaterMark = src.size !== undefined && src.size < 65536 ? Math.max(src.size + 1, 1024) : undefined;
    const file: Readable | null = src.path === null ? null : createReadStream(src.path, { highWaterMark });
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
      // the lines' bytes are let go as soon as they are one text: not held while it is checked
      seen.length = 0;
      const text = decodeText(Buffer.concat(parts.splice(0)));
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
