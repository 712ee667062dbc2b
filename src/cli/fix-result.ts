/**
 * Node-only: `klaberjass-validate --fix-result FILE|-`: the document with every played hand's
 * `result` written from its moves, in canonical form on standard output (or, with `--write`, in
 * place of FILE, atomically: write.ts); the verdict on the fixed document on standard error.
 * Exit 0 when it is valid, 1 when faults remain, 2 when it cannot be read or written.
 */
import { createReadStream } from 'node:fs';
import { stringifyTranscript } from '../notation/index.js';
import { validate } from '../validator/index.js';
import type { CliOptions } from './args.js';
import { escapeForTerminal } from './escape.js';
import { fixResults } from './fix.js';
import { firstLoss } from './lossless.js';
import { decode } from './inputs.js';
import { formatVerdict } from './report.js';
import { Output } from './output.js';
import { EXIT_ERROR, EXIT_INVALID, EXIT_VALID, type CliStreams } from './streams.js';
import { PAUSE_BEFORE_RENAME, isSameFile, replaceFile, writeTarget } from './write.js';

export async function fixResultCommand(
  options: CliOptions,
  io: CliStreams,
  errorLine: (text: string) => void,
  reason: (err: unknown) => string,
  stdoutFd: number | undefined,
): Promise<number> {
  const { words, maxBytes } = options;
  const arg = options.inputs[0];
  // the file name as printed: escaped, like every name the command prints
  const name = escapeForTerminal(arg);
  if (!options.write && arg !== '-' && stdoutFd !== undefined && isSameFile(stdoutFd, arg)) {
    errorLine(`${arg}: ${words.sameFile(arg)}`);
    return EXIT_ERROR;
  }
  let target;
  if (options.write) {
    try {
      target = await writeTarget(arg);
    } catch (err) {
      errorLine(`${arg}: ${reason(err)}`);
      return EXIT_ERROR;
    }
    if (target === 'not-regular' || target === 'read-only') {
      errorLine(`${arg}: ${target === 'read-only' ? words.readOnly : words.notRegular}`);
      return EXIT_ERROR;
    }
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    const stream: NodeJS.ReadableStream = arg === '-' ? io.stdin : createReadStream(target ? target.path : arg);
    for await (const chunk of stream as AsyncIterable<Buffer | string>) {
      const b = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += b.length;
      if (size > maxBytes) {
        errorLine(`${arg}: ${words.notRead(words.theDocument, maxBytes)}`);
        return EXIT_ERROR;
      }
      chunks.push(b);
    }
  } catch (err) {
    errorLine(`${arg}: ${words.cannotRead(reason(err))}`);
    return EXIT_ERROR;
  }
  const text = decode(Buffer.concat(chunks));
  if (text === null) {
    errorLine(`${arg}: ${words.notText(words.theDocument)}`);
    return EXIT_ERROR;
  }
  const validateOptions = { rules: options.rules, maxBytes, wording: options.wording };
  let fixed;
  try {
    fixed = fixResults(text, validateOptions);
  } catch (err) {
    errorLine(`${arg}: ${words.validatorFailed((err as Error)?.message ?? String(err))}`);
    return EXIT_ERROR;
  }
  if (!fixed) {
    const v = validate(text, validateOptions);
    io.stderr.write(formatVerdict(arg, undefined, v, words) || `${name}: ${words.notTranscript}\n`);
    return EXIT_ERROR;
  }
  // a key written twice or a number JavaScript cannot hold would come out changed: refused, located
  const loss = firstLoss(text);
  if (loss) {
    const what =
      loss.kind === 'duplicate-key'
        ? words.duplicateKey(shorten(loss.key))
        : words.inexactNumber(shorten(loss.text), shorten(loss.becomes));
    errorLine(`${arg}:${loss.line}:${loss.column}: ${what}`);
    return EXIT_ERROR;
  }
  const out = stringifyTranscript(fixed.doc);
  if (target) {
    if (target.linkTo) io.stderr.write(`${name}: ${escapeForTerminal(words.viaLink(target.linkTo))}\n`);
    try {
      await replaceFile(target, Buffer.from(out), (temp) => io.stderr.write(`${PAUSE_BEFORE_RENAME}: ${temp}\n`));
    } catch (err) {
      errorLine(`${arg}: ${reason(err)}`);
      return EXIT_ERROR;
    }
  } else {
    const stdout = new Output(io.stdout, () => {});
    await stdout.write(out);
    await stdout.end();
    if (stdout.failure) {
      errorLine(words.cannotWriteReport(reason(stdout.failure)));
      return EXIT_ERROR;
    }
  }
  const report = formatVerdict(arg, undefined, fixed.verdict, words);
  io.stderr.write(`${name}: ${words.resultWritten(fixed.fixed.length, fixed.verdict.valid)}\n${report}`);
  return fixed.verdict.valid ? EXIT_VALID : EXIT_INVALID;
}

/** A key or number quoted in a one-line message: at most 60 characters. */
const shorten = (s: string): string => (s.length > 60 ? `${s.slice(0, 59)}…` : s);
