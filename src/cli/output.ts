/**
 * Node-only: how `klaberjass-validate` writes: every byte to a file descriptor checked (a failed or
 * short write is an error, never a silent loss), batched output that stops at the first failure
 * (a full disk, a reader gone away), and the progress line on a terminal's standard error.
 */
import { writeSync } from 'node:fs';
import { isatty } from 'node:tty';
import { Writable } from 'node:stream';

/**
 * Writes all of `bytes` to `fd`: a write that takes fewer bytes is continued with the rest, and
 * the system's error then (ENOSPC on a full disk) is thrown; a write that takes nothing at all is
 * an error too (code `SHORT`). A pipe left non-blocking by the parent is waited on, not failed.
 */
export async function writeAll(fd: number, bytes: Uint8Array): Promise<void> {
  let done = 0;
  while (done < bytes.length) {
    let n: number;
    try {
      n = writeSync(fd, bytes, done, bytes.length - done);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EAGAIN') throw err;
      await new Promise((r) => setTimeout(r, 1));
      continue;
    }
    if (n <= 0) throw Object.assign(new Error('short write'), { code: 'SHORT' });
    done += n;
  }
}

/**
 * A file descriptor as a stream whose every write is checked to its last byte (`writeAll`).
 * Node's own process.stdout ignores how much of a write to a file went through: on a nearly full
 * disk it drops the rest silently (8,192 of 9,484 bytes written, and no error).
 */
export function fdStream(fd: number): Writable & { isTTY: boolean } {
  const stream = new Writable({
    decodeStrings: true,
    write(chunk: Buffer, _encoding, callback) {
      writeAll(fd, chunk).then(() => callback(), callback);
    },
  });
  return Object.assign(stream, { isTTY: isatty(fd) });
}

/** Batched output with back-pressure; stops at the first failed write (its reason in `failure`). */
export class Output {
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
    // each batch waits for its own write's outcome (a file on a full disk fails in the callback):
    // nothing more is written after a failure, and the failure is known before the run ends
    await new Promise<void>((resolve) => {
      const done = (err?: unknown) => {
        this.stream.removeListener('error', done);
        this.stream.removeListener('close', closed);
        if (err) this.fail(err);
        resolve();
      };
      const closed = () => done(Object.assign(new Error('closed'), { code: 'EPIPE' }));
      this.stream.on('error', done);
      this.stream.on('close', closed);
      try {
        this.stream.write(text, (err?: Error | null) => done(err ?? undefined));
      } catch (err) {
        done(err);
      }
    });
  }
}

/** The `\r`-updated progress line on standard error (a terminal only). */
export class Progress {
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
