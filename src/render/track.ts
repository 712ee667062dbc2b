/**
 * A hand as the element and the images show it: the state before the first move, then each move
 * with the state after it. Replay builds one from the validator's replay, play mode grows one move
 * by move. Pure functions of the track and a step (the number of moves shown).
 */
import { type Card, type HandState, type Move, type Player, actorOf, other } from '../engine/internal.js';
import type { TranscriptMove } from '../notation/types.js';
import type { Violation } from '../validator/types.js';

export interface Track {
  initial: HandState;
  /** The move of each step (null: unreadable, shown but not applied). */
  moves: (Move | null)[];
  /** The state after each step. */
  states: HandState[];
  /** The moves as written (comments and marks), when from a transcript. */
  written?: TranscriptMove[];
  /** Faults of each step (validate and replay modes). */
  faults?: Violation[][];
}

export const stateAt = (t: Track, step: number): HandState =>
  step <= 0 ? t.initial : t.states[Math.min(step, t.states.length) - 1];
export const beforeStep = (t: Track, i: number): HandState => (i === 0 ? t.initial : t.states[i - 1]);

/** Who made move `i` (0-based). */
export function actorAt(t: Track, i: number): Player {
  const m = t.moves[i];
  const s = beforeStep(t, i);
  return m ? actorOf(s, m) : s.toAct;
}

export interface TrickCard {
  card: Card;
  player: Player;
}
export interface TrickView {
  cards: TrickCard[];
  winner: Player | -1;
}

/** The cards on the table at a step: the open trick, or the trick the last move completed. */
export function trickAt(t: Track, step: number): TrickView {
  const s = stateAt(t, step);
  if (s.lead >= 0) return { cards: [{ card: s.lead, player: s.leader }], winner: -1 };
  const m = step > 0 ? t.moves[step - 1] : null;
  // (prevTrick is set by the play that completes a trick, so it is there once a trick is done)
  if (m && m.type === 'play' && s.prevTrick) {
    const last = actorAt(t, step - 1);
    const [a, b, w] = s.prevTrick;
    return {
      cards: [
        { card: a, player: other(last) },
        { card: b, player: last },
      ],
      winner: w,
    };
  }
  return { cards: [], winner: -1 };
}

/** Steps at which a trick is completed (for stepping by trick). */
export function trickEnds(t: Track): number[] {
  const out: number[] = [];
  let prev = t.initial.tricks;
  t.states.forEach((s, i) => {
    if (s.tricks > prev) out.push(i + 1);
    prev = s.tricks;
  });
  return out;
}
