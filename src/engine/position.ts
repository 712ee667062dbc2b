/**
 * A hand set up from a position in play instead of a deal (the notation's `start`, like a chess
 * FEN). A module of its own: only documents and tools that start from a position need it.
 */
import { type Card, type Player, type Suit, has } from './cards.js';
import { belaHolderOf, blankHand } from './hand.js';
import type { Rules } from './rules.js';
import { engineMessage as em } from './engine-message.js';
import type { Message } from './message.js';
import type { HandState, Result } from './types.js';

/** A hand from a position (`handFromPosition`): trump, the cards each player holds, who is to lead, the points so far. */
export interface PositionSpec {
  /** The rules the hand is played by. */
  rules: Rules;
  /** Who dealt. */
  dealer: Player;
  /** The trump suit. */
  trump: Suit;
  /** Who chose trump. */
  taker: Player;
  /** Who leads the next trick. */
  leader: Player;
  /** The cards each player still holds (the same number each). */
  hands: readonly [readonly Card[], readonly Card[]];
  /** Points each player has earned in the hand before this position. */
  points?: readonly [number, number];
  /** Tricks each player has won before this position. */
  tricks?: readonly [number, number];
  /** Game totals before the hand (for claims). */
  before?: readonly [number, number];
  /** Held-over points waiting for the winner of the next played hand. */
  pot?: number;
}

/**
 * A hand from a position in play (like a chess FEN): trump, taker, who leads and what each
 * player still holds. From nine cards each, declarations and bela work as at the start of play.
 */
export function handFromPosition(spec: PositionSpec): Result<HandState, Message> {
  const [h0, h1] = spec.hands;
  if (h0.length !== h1.length) return { ok: false, error: em('positionUneven', h0.length, h1.length) };
  if (h0.length < 1 || h0.length > 9) return { ok: false, error: em('positionSize', h0.length) };
  const s = blankHand(spec.rules, spec.dealer);
  let seen = 0;
  for (const p of [0, 1] as const) {
    for (const c of spec.hands[p]) {
      if (!Number.isInteger(c) || c < 0 || c > 31) return { ok: false, error: em('notACard', String(c)) };
      if (has(seen, c)) return { ok: false, error: em('heldTwice', c) };
      seen |= 1 << c;
      s.first[p] |= 1 << c;
    }
  }
  s.hands = [s.first[0], s.first[1]];
  s.phase = 'play';
  s.trump = spec.trump;
  s.taker = spec.taker;
  s.leader = spec.leader;
  s.toAct = spec.leader;
  s.tricks = 9 - h0.length;
  s.before = [spec.before?.[0] ?? 0, spec.before?.[1] ?? 0];
  s.pot = spec.pot ?? 0;
  if (spec.points) s.basePoints = [spec.points[0], spec.points[1]];
  if (spec.tricks) s.tricksWon = [spec.tricks[0], spec.tricks[1]];
  if (h0.length < 9) {
    // Play is under way: declarations are over, bela is judged from what is held now.
    s.started = true;
    s.declared = [[], []];
    s.startHands = [s.hands[0], s.hands[1]];
    s.belaHolder = belaHolderOf(s.hands, spec.trump);
    s.later = true;
  }
  return { ok: true, value: s };
}
