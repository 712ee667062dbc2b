/**
 * Node-only: how `klaberjass-validate` writes: batched standard output with back-pressure that
 * stops quietly when the reader goes away, and the progress line on a terminal's standard error.
 */
/** Batched output with back-pressure; stops quietly when the reader goes away (EPIPE). */
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
