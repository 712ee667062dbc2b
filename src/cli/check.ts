/**
 * Node-only: the check loop of `klaberjass-validate`: each source read (a file, a directory's
 * files, standard input), split into documents (one JSON document, or NDJSON lines), checked,
 * and its verdict reported and counted in the run's tally.
 */
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { replayDocument, validate } from '../validator/index.js';
import type { Verdict } from '../validator/types.js';
import type { CliOptions } from './args.js';
import { explainFaults } from './fix.js';
import {
  type Source,
  TOO_LONG,
  claimsTranscript,
  decode,
  decodeText,
  isBlank,
  isDocumentLine,
  looksLikeDocumentLine,
} from './inputs.js';
import { type Line, splitLines } from './lines.js';
import type { Output, Progress } from './output.js';
import { type Tally, formatVerdict, oneLine, schemaVerdict } from './report.js';

/** One checked document as printed with --json: the verdict plus where it came from. */
export interface DocumentReport extends Verdict {
  file: string;
  line?: number;
}

export const newTally = (): Tally => ({
  documents: 0,
  valid: 0,
  invalid: 0,
  violations: new Map(),
  unreadable: 0,
  unchecked: 0,
  skipped: 0,
  unlisted: 0,
});

const NEWLINE = Buffer.from('\n');

/** Checks sources one by one, reporting each document's verdict to `out` and counting it in `tally`. */
export class Checker {
  readonly tally = newTally();

  constructor(
    private readonly options: CliOptions,
    private readonly out: Output,
    private readonly progress: Progress,
    private readonly stdin: NodeJS.ReadableStream,
    private readonly validator: typeof validate = validate,
  ) {}

  private async report(file: string, line: number | undefined, verdict: Verdict): Promise<void> {
    const { tally, options, progress } = this;
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
    if (options.quiet) return;
    if (options.json) {
      const record: DocumentReport = line === undefined ? { file, ...verdict } : { file, line, ...verdict };
      await this.out.write(JSON.stringify(record) + '\n');
      return;
    }
    const text = formatVerdict(file, line, verdict, options.words, options.explain);
    if (text) await this.out.write(text);
  }

  private async skip(file: string): Promise<void> {
    const { options } = this;
    this.tally.skipped += 1;
    if (!options.verbose || options.quiet) return;
    if (options.json) await this.out.write(JSON.stringify({ file, skipped: 'not a transcript' }) + '\n');
    else await this.out.write(`${oneLine(file)}: ${options.words.skippedFile}\n`);
  }

  /** The verdict on one document's text; never throws. */
  private check(text: string): Verdict {
    const { rules, maxBytes, wording, explain, words } = this.options;
    const validateOptions = { rules, maxBytes, wording };
    try {
      if (!explain) return this.validator(text, validateOptions);
      const r = replayDocument(text, validateOptions);
      return { ...r.verdict, violations: explainFaults(r) };
    } catch (err) {
      // the validator promises never to throw; if it does, the document is not known to be valid
      let why = words.unknownError;
      try {
        why = String((err as Error)?.message ?? err);
      } catch {
        // keep the unknown error
      }
      return {
        valid: false,
        violations: [{ rule: 'internal', path: '', message: words.validatorFailed(why) }],
        notes: [],
      };
    }
  }

  /** The verdict on a document's bytes that are not read as text: too long for a string, not UTF-8, blank; else null. */
  private unreadable(text: string | null | typeof TOO_LONG, what: string): Verdict | null {
    const { words } = this.options;
    if (text === TOO_LONG) return schemaVerdict(words.tooLongText(what));
    if (text === null) return schemaVerdict(words.notText(what));
    return null;
  }

  /** Checks each non-blank line as a document. `first` lines were already read. */
  private async checkLines(name: string, lines: AsyncIterator<Line>, first: Line[], numbered: boolean): Promise<void> {
    const { words, maxBytes } = this.options;
    const one = async (line: Line) => {
      const at = numbered ? line.number : undefined;
      const what = numbered ? words.line(line.number) : words.theDocument;
      if (line.bytes === null) {
        await this.report(name, at, schemaVerdict(words.tooBig(what, line.length, maxBytes)));
        return;
      }
      const text = decodeText(line.bytes);
      const bad = this.unreadable(text, what);
      if (bad) await this.report(name, at, bad);
      else if (!isBlank(text as string)) await this.report(name, at, this.check(text as string));
    };
    for (const line of first) {
      if (this.out.closed) return;
      await one(line);
    }
    for (;;) {
      if (this.out.closed) return;
      const next = await lines.next();
      if (next.done) return;
      await one(next.value);
    }
  }

  /** Reads one source and reports its documents; throws on read errors. */
  async checkSource(src: Source): Promise<void> {
    const { words, maxBytes } = this.options;
    const doc = words.theDocument;
    if (src.format === 'json' && src.size !== undefined && src.size > maxBytes) {
      await this.report(src.name, undefined, schemaVerdict(words.tooBig(doc, src.size, maxBytes)));
      return;
    }
    // a small file is read in one buffer of about its size (not 64 KiB each: 100,000s of files)
    const highWaterMark = src.size !== undefined && src.size < 65536 ? Math.max(src.size + 1, 1024) : undefined;
    const file: Readable | null = src.path === null ? null : createReadStream(src.path, { highWaterMark });
    const stream: NodeJS.ReadableStream = file ?? this.stdin;
    // Input of unknown size (standard input, a pipe, a device) may never end: there, a document
    // stops being read once it is over the limit, rather than read to its end to be measured.
    const unbounded = src.size === undefined;
    let stopWhenTooLong = unbounded && src.format !== 'ndjson';
    const lines = splitLines(stream as AsyncIterable<Buffer | string>, {
      maxLineBytes: maxBytes,
      onBytes: (n) => {
        this.progress.bytes += n;
      },
      stopWhenTooLong: () => stopWhenTooLong,
    })[Symbol.asyncIterator]();
    try {
      if (src.format === 'ndjson') {
        await this.checkLines(src.name, lines, [], true);
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
          await this.report(src.name, undefined, schemaVerdict(words.notRead(doc, maxBytes)));
          return;
        }
        if (!first) {
          // nothing but blank lines (or nothing at all): no document, said so (not "not valid JSON")
          await this.report(src.name, undefined, schemaVerdict(words.blank(doc)));
          return;
        }
        if (first.bytes === null || looksLikeDocumentLine(decode(first.bytes) ?? '')) {
          stopWhenTooLong = false; // NDJSON: a too-long line is skipped to its end, and the next lines checked
          // a lone one-line document is reported like a JSON document, without a line number
          let second = false;
          while (!second) {
            const next = await lines.next();
            if (next.done) break;
            seen.push(next.value);
            second = isDocumentLine(next.value);
          }
          await this.checkLines(src.name, lines, seen, second);
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
        await this.report(src.name, undefined, schemaVerdict(words.notRead(doc, maxBytes)));
        return;
      }
      if (size > 0) size -= 1; // no line ending after the last line
      if (over) {
        await this.report(src.name, undefined, schemaVerdict(words.tooBig(doc, size, maxBytes)));
        return;
      }
      // the lines' bytes are let go as soon as they are one text: not held while it is checked
      seen.length = 0;
      const text = decodeText(Buffer.concat(parts.splice(0)));
      const bad = this.unreadable(text, doc);
      if (bad) {
        await this.report(src.name, undefined, bad);
        return;
      }
      if (src.found && src.format === 'json' && !claimsTranscript(text as string)) {
        await this.skip(src.name);
        return;
      }
      if (isBlank(text as string)) {
        await this.report(src.name, undefined, schemaVerdict(words.blank(doc)));
        return;
      }
      await this.report(src.name, undefined, this.check(text as string));
    } finally {
      // stop reading (also input that never ends) and close the file
      await lines.return?.(undefined);
      file?.destroy();
    }
  }
}
