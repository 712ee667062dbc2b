/**
 * The replay controller: where a replayed document is shown (hand and step, on the host) and how
 * the reader moves through it: `go`, `stepBy` (a move, or a trick with `byTrick`), `canGo`, the
 * keys of the table, and autoplay. It reads the document through `ReplaySource`, so a mode that
 * replays (the element's replay and validate modes, a quiz that stops at its questions) makes one
 * with its own source and its own reaction to a new position (`shown`: narration, a question).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ReplayedDocument } from '../../validator/types.js';
import { trackOf } from '../model/source.js';
import { type Track, trickEnds } from '../model/track.js';
import { AutoplayController } from './autoplay.js';

/** The host keeps the position: the element's `hand` and `step` properties (deep-link attributes). */
export interface ReplayHost extends ReactiveControllerHost {
  hand: number;
  step: number;
}

export interface ReplaySource {
  /** The document to step through, or null while there is none (nothing loaded, or loading). */
  document(): ReplayedDocument | null;
  /** A `go` showed a new position (the element narrates it). */
  shown?(hand: number, step: number): void;
  /**
   * The furthest step the reader may see in a hand (a question for the reader not answered yet),
   * or undefined: every position is clamped to it, and stepping forward (autoplay too) stops there.
   */
  stopAt?(hand: number): number | undefined;
}

export class ReplayController implements ReactiveController {
  private tricks = false;
  readonly auto: AutoplayController;

  constructor(
    private host: ReplayHost,
    private source: ReplaySource,
  ) {
    host.addController(this);
    this.auto = new AutoplayController(
      host,
      () => this.stepBy(1),
      () => this.comment(),
    );
  }

  hostDisconnected(): void {
    this.auto.stop();
  }

  /** Step by tricks instead of moves (the "by trick" box). */
  get byTrick(): boolean {
    return this.tricks;
  }
  set byTrick(on: boolean) {
    this.tricks = on;
    this.host.requestUpdate();
  }

  /** The document shown, or null. */
  get document(): ReplayedDocument | null {
    return this.source.document();
  }

  /** The track of a hand (default: the one shown), or null (nothing loaded, a score-sheet line). */
  track(hand = this.host.hand): Track | null {
    const r = this.document;
    return r ? trackOf(r, hand) : null;
  }

  /** Moves in the hand shown (0 when there is none). */
  get moves(): number {
    return this.document?.hands[this.host.hand]?.steps.length ?? 0;
  }

  /** The comment written at the move shown ('' at the deal or without one). */
  comment(): string {
    const t = this.track();
    const step = this.host.step;
    return (t && step > 0 ? t.written?.[step - 1]?.comment : '') ?? '';
  }

  /** Bring the host's position into the document (a whole hand index and a step within it). */
  clamp(): void {
    const r = this.document;
    if (!r || !r.hands.length) return;
    const host = this.host;
    const h = Math.max(0, Math.min(r.hands.length - 1, Math.trunc(Number(host.hand) || 0)));
    const n = this.source.stopAt?.(h) ?? r.hands[h].steps.length;
    const s = Math.max(0, Math.min(n, Math.trunc(Number(host.step) || 0)));
    if (h !== host.hand) host.hand = h;
    if (s !== host.step) host.step = s;
  }

  /** Go to a position (clamped) and tell the source. */
  go(hand: number, step: number): void {
    if (!this.document) return;
    this.host.hand = hand;
    this.host.step = step;
    this.clamp();
    this.source.shown?.(this.host.hand, this.host.step);
  }

  /** Can the reader go forward (1) or back (-1) from here, within the hand or across hands? */
  canGo(dir: 1 | -1): boolean {
    const r = this.document;
    if (!r) return false;
    const { hand, step } = this.host;
    if (dir > 0 && this.source.stopAt?.(hand) === step) return false;
    return dir < 0 ? step > 0 || hand > 0 : step < this.moves || hand < r.hands.length - 1;
  }

  /** Step forward or back by one move (or one trick); false when there is nowhere to go. */
  stepBy(dir: 1 | -1): boolean {
    const r = this.document;
    const { hand, step } = this.host;
    // a question stops the replay (and autoplay) until it is answered
    if (!r || (dir > 0 && this.source.stopAt?.(hand) === step)) return false;
    const t = this.track();
    const n = this.moves;
    if (this.byTrick && t) {
      const ends = trickEnds(t);
      const target = dir > 0 ? (ends.find((e) => e > step) ?? n) : ([...ends].reverse().find((e) => e < step) ?? 0);
      if (target !== step) {
        this.go(hand, target);
        return true;
      }
    } else if (dir > 0 ? step < n : step > 0) {
      this.go(hand, step + dir);
      return true;
    }
    // across hands
    if (dir > 0 && hand < r.hands.length - 1) {
      this.go(hand + 1, 0);
      return true;
    }
    if (dir < 0 && hand > 0) {
      this.go(hand - 1, r.hands[hand - 1].steps.length);
      return true;
    }
    return false;
  }

  /** The deal of this hand, or of the one before when already there (the "first" button). */
  first(): void {
    const { hand, step } = this.host;
    this.go(step === 0 && hand > 0 ? hand - 1 : hand, 0);
  }

  /** The end of this hand (the "last" button). */
  last(): void {
    this.go(this.host.hand, this.moves);
  }

  /** Stop autoplay, then do `f` (every move the reader makes stops autoplay). */
  stopThen(f: () => void): void {
    this.auto.stop();
    f();
  }

  /**
   * A key pressed in the table: arrows step, Home and End go to the deal and the end of the
   * hand, Page Up and Page Down to the hand before and after, Space starts or stops autoplay
   * (but presses a focused button). True when the key was used (the caller prevents its default).
   */
  key(e: KeyboardEvent, tag: string | undefined): boolean {
    const r = this.document;
    if (!r) return false;
    const hand = this.host.hand;
    if (e.key === ' ') {
      if (tag === 'BUTTON') return false;
      this.auto.toggle();
      return true;
    }
    const act = {
      ArrowRight: () => this.stepBy(1),
      ArrowLeft: () => this.stepBy(-1),
      Home: () => this.go(hand, 0),
      End: () => this.last(),
      PageDown: () => this.go(Math.min(hand + 1, r.hands.length - 1), 0),
      PageUp: () => this.go(Math.max(hand - 1, 0), 0),
    }[e.key];
    if (act) this.stopThen(act);
    return !!act;
  }
}
