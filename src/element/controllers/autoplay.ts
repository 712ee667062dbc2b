/**
 * Autoplay for the replay: steps forward on a timer. At a move with a comment it pauses (the
 * reader resumes with Play or Space), or, in `hold` mode, holds the table longer (reading
 * time) and goes on; the end of the document stops it. Stops when the host leaves the page.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export const SPEEDS = { slow: 2000, normal: 1100, fast: 450 } as const;
export type Speed = keyof typeof SPEEDS;
/** What autoplay does at a commented move: `pause` (stop there) or `hold` (linger, then go on). */
export type CommentPause = 'pause' | 'hold';

export class AutoplayController implements ReactiveController {
  running = false;
  speed: Speed = 'normal';
  atComments: CommentPause = 'pause';
  /** True when the last stop was a pause at a comment (for the narration). */
  pausedAtComment = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  /** `advance` returns false at the end; `commentAt` gives the comment just shown, if any. */
  constructor(
    private host: ReactiveControllerHost,
    private advance: () => boolean,
    private commentAt: () => string,
  ) {
    host.addController(this);
  }

  hostDisconnected(): void {
    this.stop();
  }

  toggle(): void {
    if (this.running) this.stop();
    else this.start();
  }

  start(): void {
    this.running = true;
    this.pausedAtComment = false;
    this.host.requestUpdate();
    this.tick(SPEEDS[this.speed] / 2);
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.running) {
      this.running = false;
      this.host.requestUpdate();
    }
  }

  private tick(delay: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      if (!this.running) return;
      if (!this.advance()) {
        this.stop();
        return;
      }
      const comment = this.commentAt();
      if (comment && this.atComments === 'pause') {
        this.stop();
        this.pausedAtComment = true;
        this.host.requestUpdate();
        return;
      }
      // hold mode: a comment holds the table, a base pause plus reading time (about 15 characters a second)
      const hold = comment ? Math.min(9000, 1500 + comment.length * 65) : 0;
      this.tick(SPEEDS[this.speed] + hold);
    }, delay);
  }
}
