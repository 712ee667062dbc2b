/**
 * Node-only: the `klaberjass-validate` command, as a function of its arguments and streams so
 * that tests can run it in-process. `main.ts` wires it to the real process.
 *
 *   klaberjass-validate [options] FILE|DIR|- …
 *
 * Exit codes (streams.ts): 0 every document valid, 1 some document invalid, 2 bad usage,
 * unreadable input, a failed or short write, or a document the validator could not finish
 * checking (an `internal` violation).
 *
 * The command line is read in args.ts, the inputs found in inputs.ts, checked in check.ts and
 * reported by report.ts, in the words of words.ts; output.ts writes, `--fix-result` is
 * fix-result.ts (and write.ts for `--write`).
 */
import { stat } from 'node:fs/promises';
import { PRESET_NAMES } from '../engine/internal.js';
import { DEFAULT_MAX_BYTES } from '../notation/index.js';
import type { validate } from '../validator/index.js';
import { type CliOptions, parseCommandLine } from './args.js';
import { Checker } from './check.js';
import { escapeForTerminal } from './escape.js';
import { fixResultCommand } from './fix-result.js';
import { EXTENSIONS, type Source, formatOf, walk } from './inputs.js';
import { Output, Progress } from './output.js';
import { formatSummary, summaryObject } from './report.js';
import { type CliStreams, EXIT_ERROR, EXIT_INVALID, EXIT_VALID } from './streams.js';
import { isSameFile } from './write.js';
import { type CliWords, cliWordsEn } from './words.js';

export { EXIT_ERROR, EXIT_INVALID, EXIT_VALID, type CliStreams };
export type { DocumentReport } from './check.js';

/** The default per-document size limit: the validator's own (16 MiB). */
export { DEFAULT_MAX_BYTES };

const NAME = 'klaberjass-validate';

export interface RunOptions {
  /** Printed by --version. */
  version?: string;
  /** Minimum time between two progress updates (default 250 ms). */
  progressIntervalMs?: number;
  /** The validator to run (default `validate`; tests pass one that fails). */
  validate?: typeof validate;
  /** The file descriptor behind `stdout`, when it has one: the command refuses to print over a file it reads. */
  stdoutFd?: number;
}

/** The one-line reason of a failed read or write, in the run's language. */
export function reasonOf(err: unknown, words: CliWords): string {
  const e = err as NodeJS.ErrnoException;
  const known = typeof e?.code === 'string' ? words.errno(e.code) : null;
  if (known) return known;
  return e instanceof Error ? e.message : String(err);
}

/** Runs the command; resolves to the exit code. Never throws for bad input. */
export async function run(argv: string[], io: CliStreams, options: RunOptions = {}): Promise<number> {
  // file names and arguments may hold control characters: escaped, so each error is one line
  const errorLine = (text: string) => {
    io.stderr.write(`${NAME}: ${escapeForTerminal(text)}\n`);
  };
  const parsed = parseCommandLine(argv);
  switch (parsed.kind) {
    case 'help':
      return printed(io, parsed.words.help(NAME, PRESET_NAMES), parsed.words, errorLine);
    case 'version':
      return printed(io, `${options.version ?? 'unknown'}\n`, undefined, errorLine);
    case 'usage':
      errorLine(parsed.message);
      io.stderr.write(`${parsed.words.tryHelp(NAME)}\n`);
      return EXIT_ERROR;
  }
  const opts = parsed.options;
  const reason = (err: unknown) => reasonOf(err, opts.words);
  if (opts.fixResult) return fixResultCommand(opts, io, errorLine, reason, options.stdoutFd);
  const sources = await findSources(opts, errorLine, reason, options.stdoutFd);
  if (!sources) return EXIT_ERROR;
  return checkAll(sources, opts, io, options, errorLine, reason);
}

/** Prints a text (help, version) and checks that it was written. */
async function printed(
  io: CliStreams,
  text: string,
  words: CliWords | undefined,
  errorLine: (text: string) => void,
): Promise<number> {
  const out = new Output(io.stdout, () => {});
  await out.write(text);
  await out.end();
  if (!out.failure) return EXIT_VALID;
  const w = words ?? cliWordsEn;
  errorLine(w.cannotWriteReport(reasonOf(out.failure, w)));
  return EXIT_ERROR;
}

/** Every input path exists and every directory holds something to read; null (and a line on standard error for each) when not. */
async function findSources(
  opts: CliOptions,
  errorLine: (text: string) => void,
  reason: (err: unknown) => string,
  stdoutFd: number | undefined,
): Promise<Source[] | null> {
  const { words } = opts;
  const sources: Source[] = [];
  let missing = false;
  for (const arg of opts.inputs) {
    if (arg === '-') {
      sources.push({ name: '-', path: null, format: 'auto' });
      continue;
    }
    let st;
    try {
      st = await stat(arg);
    } catch (err) {
      errorLine(`${arg}: ${reason(err)}`);
      missing = true;
      continue;
    }
    if (st.isDirectory()) {
      const found: Source[] = [];
      try {
        await walk(arg, found, opts.ignore);
      } catch (err) {
        errorLine(`${arg}: ${reason(err)}`);
        missing = true;
        continue;
      }
      if (found.length === 0) {
        errorLine(`${arg}: ${words.emptyDir(EXTENSIONS)}`);
        missing = true;
      }
      for (const f of found) sources.push(f); // no spread: a directory may hold 100,000s of files
    } else if (stdoutFd !== undefined && isSameFile(stdoutFd, arg)) {
      // `klaberjass-validate game.json > game.json`: the shell emptied it before the command started
      errorLine(`${arg}: ${words.sameFile(arg)}`);
      missing = true;
    } else {
      sources.push({ name: arg, path: arg, format: formatOf(arg), size: st.isFile() ? st.size : undefined });
    }
  }
  return missing ? null : sources;
}

/** Checks every source, prints the verdicts and the summary; the exit code. */
async function checkAll(
  sources: Source[],
  opts: CliOptions,
  io: CliStreams,
  options: RunOptions,
  errorLine: (text: string) => void,
  reason: (err: unknown) => string,
): Promise<number> {
  const { words } = opts;
  const progress = new Progress(io.stderr.isTTY && opts.progress ? io.stderr : null, options.progressIntervalMs ?? 250);
  const out = new Output(io.stdout, () => progress.clear());
  const checker = new Checker(opts, out, progress, io.stdin, options.validate);
  const tally = checker.tally;
  for (const src of sources) {
    if (out.closed) break;
    try {
      await checker.checkSource(src);
    } catch (err) {
      await out.flush();
      progress.clear();
      errorLine(`${src.name}: ${words.cannotRead(reason(err))}`);
      tally.unreadable += 1;
    }
  }
  await out.flush();
  progress.clear();

  if (opts.json && opts.quiet) await out.write(JSON.stringify(summaryObject(tally)) + '\n');
  else if (!opts.json) await out.write(formatSummary(tally, words));
  await out.end();
  if (out.failure) {
    errorLine(words.cannotWriteReport(reason(out.failure)));
    return EXIT_ERROR;
  }
  if (tally.unreadable > 0 || tally.unchecked > 0) return EXIT_ERROR;
  if (tally.documents === 0 && tally.skipped > 0) {
    // nothing was checked: not "all valid"
    errorLine(words.nothingToCheck);
    return EXIT_ERROR;
  }
  return tally.invalid > 0 ? EXIT_INVALID : EXIT_VALID;
}
