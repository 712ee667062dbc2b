/**
 * Node-only: splits a byte stream into lines in bounded memory.
 *
 * node:readline keeps a whole line in memory however long it is, so one huge line (a
 * corrupt NDJSON file, a binary file) could exhaust memory before the validator's size limit
 * is ever consulted. This splitter keeps at most `maxLineBytes` bytes of a line: a longer line
 * is skipped to its end and reported with its length, never held.
 */
export interface Line {
  /** 1-based line number. */
  number: number;
  /** The line's bytes without the line ending (`\n` or `\r\n`), or null when it was too long. */
  bytes: Buffer | null;
  /** Length of the line in bytes (without the line ending), also when it was too long. */
  length: number;
  /** True for a too-long line whose end was not read (`stopWhenTooLong`): `length` is only how far it was read. */
  unfinished?: boolean;
}

export interface SplitOptions {
  /** Longest line kept, in bytes; a longer one is reported with `bytes: null`. */
  maxLineBytes: number;
  /** Called with the number of bytes of each chunk read (for progress). */
  onBytes?: (n: number) => void;
  /**
   * Asked when a line grows past `maxLineBytes`: true stops there (that line is the last, with
   * `unfinished: true`) instead of reading on to its end, which endless input never reaches.
   */
  stopWhenTooLong?: () => boolean;
}

const NL = 0x0a;
const CR = 0x0d;

/** Yields the lines of `input` one by one; the stream is read only as fast as lines are consumed. */
export async function* splitLines(input: AsyncIterable<Buffer | string>, options: SplitOptions): AsyncGenerator<Line> {
  const { maxLineBytes, onBytes, stopWhenTooLong } = options;
  let stop = false; // a too-long line that is not read to its end
  let parts: Buffer[] = [];
  let kept = 0; // bytes held in `parts`
  let length = 0; // bytes of the current line seen so far
  let tooLong = false;
  let lastByte = -1; // the last byte of the current line, to drop a `\r` from a too-long line's length
  let number = 0;

  const finish = (): Line => {
    number += 1;
    let bytes: Buffer | null = null;
    let len = length;
    if (tooLong && lastByte === CR) len -= 1;
    if (!tooLong) {
      bytes = parts.length === 1 ? parts[0] : Buffer.concat(parts, kept);
      if (bytes.length > 0 && bytes[bytes.length - 1] === CR) {
        bytes = bytes.subarray(0, bytes.length - 1);
        len -= 1;
      }
    }
    parts = [];
    kept = 0;
    length = 0;
    tooLong = false;
    lastByte = -1;
    return { number, bytes, length: len };
  };

  const add = (piece: Buffer): void => {
    length += piece.length;
    if (piece.length > 0) lastByte = piece[piece.length - 1];
    if (tooLong) return;
    // one byte of slack for a `\r` before the `\n`
    if (length > maxLineBytes + 1) {
      tooLong = true;
      parts = [];
      kept = 0;
      if (stopWhenTooLong?.()) stop = true;
      return;
    }
    if (piece.length > 0) {
      parts.push(piece);
      kept += piece.length;
    }
  };

  for await (const raw of input) {
    const chunk = typeof raw === 'string' ? Buffer.from(raw, 'utf8') : raw;
    onBytes?.(chunk.length);
    let start = 0;
    for (;;) {
      const nl = chunk.indexOf(NL, start);
      if (nl === -1) {
        if (start < chunk.length) add(chunk.subarray(start));
        break;
      }
      add(chunk.subarray(start, nl));
      if (stop) break;
      const line = finish();
      // a line of exactly maxLineBytes + 1 bytes is fine only when its last byte was a `\r`
      if (line.bytes && line.length > maxLineBytes) yield { number: line.number, bytes: null, length: line.length };
      else yield line;
      start = nl + 1;
    }
    if (stop) {
      yield { number: number + 1, bytes: null, length, unfinished: true };
      return;
    }
  }
  if (length > 0 || parts.length > 0 || tooLong) {
    const line = finish();
    if (line.bytes && line.length > maxLineBytes) yield { number: line.number, bytes: null, length: line.length };
    else yield line;
  }
}
