/**
 * What the double-dummy searches share (the exact solver, solver.ts, and the search against a
 * modelled opponent, mixedsolver.ts): the position type and its checks, a search context (the
 * card tables of the current trump, the transposition table, the move buffers and the node
 * count), move ordering, equivalent-card pruning and the scoring of a trick. Every search owns
 * its own context: nothing here is module-level mutable state.
 *
 * Values are measured for player 0 in half-points ("W"): twice player 0's card points from here
 * on, plus any run bonus player 0 earns, minus any player 1 earns (see solver.ts).
 */
import {
  type Card,
  type CardMask,
  type Player,
  type Suit,
  PLAIN_POINTS,
  PLAIN_STRENGTH,
  TRUMP_POINTS,
  TRUMP_STRENGTH,
  popcount,
} from '../engine/internal.js';

/** A double-dummy position: what each player holds, trump, who leads, the card on the table. */
export interface SolverPosition {
  /** What each player holds now. */
  hands: readonly [CardMask, CardMask];
  trump: Suit | -1;
  /** Who led (or is to lead) the current trick. */
  leader: Player;
  /** The card the leader has played to the current trick, or -1 at the start of a trick. */
  lead: Card;
  /** The `bareJass` rules option. */
  bareJass?: boolean;
  /**
   * Run points that each player still earns only by winning a trick (rule `sequencesNeedTrick`,
   * runs won on comparison, holder without a trick so far). Default none.
   */
  pending?: readonly [number, number];
}

/** The solver's answer for the player to move. */
export interface SolveResult {
  /** Who is to move (the follower when a card is on the table, else the leader). */
  mover: Player;
  /**
   * Points the player to move secures from here on: card points of the tricks still to come
   * (including the open one), the 10 for the last trick, and half of the difference in pending
   * run bonuses earned (so `points` moves one for one with points changing hands).
   */
  points: number;
  /** (Mover's points) - (opponent's points) from here on, run bonuses included. */
  margin: number;
  /** Card points still to be won (including a card on the table) plus 10 for the last trick. */
  remaining: number;
}

export interface CardValue {
  card: Card;
  /** As `SolveResult.points`, after playing this card. */
  points: number;
  margin: number;
}

export const INF = 1 << 20;

// Transposition table: open addressing with one slot per key hash (always-replace, except that
// an entry from the current generation with more cards left is kept over a shallower one).
const TT_BITS = 18;
const TT_SIZE = 1 << TT_BITS;
// Per-depth move buffers (depth: cards the leader holds, 1..9; a trick uses two slots).
const MAXD = 12;

/** The state of one search: allocated once per search module, reset for every position. */
export class SearchContext {
  /** Doubled card points of each card under the current trump. */
  readonly pts2 = new Int32Array(32);
  /** Trick-taking strength of each card under the current trump: trumps 8..15, plain 0..7. */
  readonly str = new Int32Array(32);
  /** Mask of the pointless cards of each suit that may be merged (by suit). */
  readonly zero = new Int32Array(4);
  trump = -1;
  trumpMask = 0;
  bare = false;
  bonus0 = 0;
  bonus1 = 0;
  nodes = 0;
  readonly ttGen = new Int32Array(TT_SIZE);
  readonly ttK0 = new Int32Array(TT_SIZE);
  readonly ttK1 = new Int32Array(TT_SIZE);
  readonly ttInfo = new Int8Array(TT_SIZE);
  readonly ttLo = new Float64Array(TT_SIZE);
  readonly ttHi = new Float64Array(TT_SIZE);
  readonly ttMove = new Int8Array(TT_SIZE);
  generation = 0;
  readonly moveBuf = new Int32Array(MAXD * 2 * 16);
  readonly keyBuf = new Int32Array(MAXD * 2 * 16);
}

/**
 * Set up `x` for a new position: the card tables of `trump`, the bonuses, a new table
 * generation. `merge`: whether equivalent pointless cards may be merged.
 */
export function setContext(
  x: SearchContext,
  trump: Suit | -1,
  bareJass: boolean,
  b0: number,
  b1: number,
  merge: boolean,
): void {
  x.trump = trump;
  x.trumpMask = trump < 0 ? 0 : 0xff << (trump * 8);
  x.bare = bareJass;
  x.bonus0 = b0;
  x.bonus1 = b1;
  for (let c = 0; c < 32; c++) {
    const t = c >> 3 === trump;
    x.pts2[c] = 2 * (t ? TRUMP_POINTS[c & 7] : PLAIN_POINTS[c & 7]);
    x.str[c] = t ? 8 + TRUMP_STRENGTH[c & 7] : PLAIN_STRENGTH[c & 7];
  }
  for (let s = 0; s < 4; s++) x.zero[s] = merge ? (s === trump ? 0b11 : 0b111) << (s * 8) : 0;
  x.generation = (x.generation + 1) | 0;
  if (x.generation === 0) {
    x.ttGen.fill(0);
    x.generation = 1;
  }
}

/** Does `d`, played second, beat `c`? */
export function beatsNow(x: SearchContext, d: number, c: number): boolean {
  if (d >> 3 === c >> 3) return x.str[d] > x.str[c];
  return d >> 3 === x.trump;
}

/**
 * Remove from `cands` (cards one player may play) every pointless card that is equivalent to a
 * lower pointless card of the same suit: no card of `opp` lies between them.
 */
export function mergeEquivalent(x: SearchContext, cands: number, opp: number): number {
  for (let s = 0; s < 4; s++) {
    const z = cands & x.zero[s];
    if ((z & (z - 1)) === 0) continue; // fewer than two
    // pointless ranks are the lowest ones, and their strength follows the rank index
    let prevKept = -1;
    const base = s * 8;
    const top = s === x.trump ? 2 : 3;
    for (let r = 0; r < top; r++) {
      const c = base + r;
      if (opp & (1 << c)) {
        prevKept = -1;
        continue;
      }
      if (!(z & (1 << c))) continue;
      if (prevKept >= 0) cands &= ~(1 << c);
      else prevKept = c;
    }
  }
  return cands;
}

export function hashOf(h0: number, h1: number, info: number): number {
  return (Math.imul(h0 ^ Math.imul(info, 0x27d4eb2d), 0x9e3779b1) ^ Math.imul(h1, 0x85ebca77)) >>> (32 - TT_BITS);
}

/** Insert card `c` with sort key `key` into the `n` cards ordered at `base` (highest key first). */
function insertMove(x: SearchContext, base: number, n: number, key: number, c: number): void {
  const { moveBuf, keyBuf } = x;
  let i = n;
  while (i > 0 && keyBuf[base + i - 1] < key) {
    keyBuf[base + i] = keyBuf[base + i - 1];
    moveBuf[base + i] = moveBuf[base + i - 1];
    i--;
  }
  keyBuf[base + i] = key;
  moveBuf[base + i] = c;
}

/** Order the leader's candidate cards into moveBuf at `base`; returns how many. */
export function orderLeads(x: SearchContext, cands: number, opp: number, first: number, base: number): number {
  const { str, pts2 } = x;
  let n = 0;
  const oppTrumps = opp & x.trumpMask;
  while (cands !== 0) {
    const low = cands & -cands;
    cands ^= low;
    const c = 31 - Math.clz32(low);
    const s = c >> 3;
    const oppSuit = opp & (0xff << (s * 8));
    let higher = 0;
    for (let m = oppSuit; m !== 0; m &= m - 1) {
      const o = 31 - Math.clz32(m & -m);
      if (str[o] > str[c]) {
        higher = 1;
        break;
      }
    }
    let key: number;
    if (c === first) key = 1000;
    else if (s === x.trump) key = higher ? 20 - pts2[c] : 300 + pts2[c];
    else if (!higher && (oppSuit !== 0 || oppTrumps === 0)) key = 200 + pts2[c];
    else key = 100 - pts2[c] - str[c];
    insertMove(x, base, n++, key, c);
  }
  return n;
}

/** Order the follower's candidate cards: winners first (most points first), then cheapest losers. */
export function orderFollows(x: SearchContext, cands: number, lead: number, base: number): number {
  const { str, pts2 } = x;
  let n = 0;
  while (cands !== 0) {
    const low = cands & -cands;
    cands ^= low;
    const d = 31 - Math.clz32(low);
    const key = beatsNow(x, d, lead) ? 500 + pts2[d] - str[d] : 100 - pts2[d] - str[d];
    insertMove(x, base, n++, key, d);
  }
  return n;
}

/**
 * Store a lead node's result `best`, searched on the window a0..b0, at slot `idx` (`hit`: the
 * slot held this node's bounds lo..hi): fail-low gives an upper bound, fail-high a lower bound,
 * else the exact value.
 */
export function storeLead(
  x: SearchContext,
  idx: number,
  h0: number,
  h1: number,
  info: number,
  best: number,
  a0: number,
  b0: number,
  hit: boolean,
  lo: number,
  hi: number,
  bestCard: number,
): void {
  let nlo = hit ? lo : -INF,
    nhi = hit ? hi : INF;
  if (best <= a0) {
    if (best < nhi) nhi = best;
  } else if (best >= b0) {
    if (best > nlo) nlo = best;
  } else {
    nlo = best;
    nhi = best;
  }
  x.ttGen[idx] = x.generation;
  x.ttK0[idx] = h0;
  x.ttK1[idx] = h1;
  x.ttInfo[idx] = info;
  x.ttLo[idx] = nlo < -30000 ? -30000 : nlo;
  x.ttHi[idx] = nhi > 30000 ? 30000 : nhi;
  x.ttMove[idx] = bestCard;
}

/**
 * W that player 0 gains from a trick won by `w` holding `pts` doubled card points, with the
 * pending bonuses `flags` (bit 0 player 0's bonus pending, bit 1 player 1's): the winner earns
 * their pending bonus.
 */
export function trickGain(x: SearchContext, w: number, pts: number, flags: number): number {
  if (w === 0) return flags & 1 ? pts + x.bonus0 : pts;
  return flags & 2 ? -x.bonus1 : 0;
}

/** The pending-bonus flags after a trick won by `w`. */
export function flagsAfter(w: number, flags: number): number {
  return w === 0 ? flags & 2 : flags & 1;
}

function pointsOf(mask: number, trump: Suit | -1): number {
  let t = 0;
  for (let m = mask; m !== 0; m &= m - 1) {
    const c = 31 - Math.clz32(m & -m);
    t += c >> 3 === trump ? TRUMP_POINTS[c & 7] : PLAIN_POINTS[c & 7];
  }
  return t;
}

/** A message when the position cannot be solved, else null. */
export function checkPosition(pos: SolverPosition): string | null {
  const [h0, h1] = pos.hands;
  if (!Number.isInteger(h0) || !Number.isInteger(h1)) return 'Hands must be card masks.';
  if ((h0 & h1) !== 0) return 'A card is in both hands.';
  if (pos.lead >= 0 && (h0 | h1) & (1 << pos.lead)) return 'The card on the table is still in a hand.';
  const n0 = popcount(h0),
    n1 = popcount(h1);
  const leaderLeft = pos.leader === 0 ? n0 : n1,
    followerLeft = pos.leader === 0 ? n1 : n0;
  if (pos.lead < 0 ? leaderLeft !== followerLeft : leaderLeft + 1 !== followerLeft) {
    return 'The hands do not fit the trick: at the start of a trick both players hold the same number of cards; with a card on the table the follower holds one more.';
  }
  if (followerLeft === 0) return 'The hand is over: there is nothing to solve.';
  if (followerLeft > 9) return 'A player holds more than nine cards.';
  return null;
}

/**
 * Check `pos` (throws on a position that cannot be solved) and set up `x` for it: returns the
 * pending flags, the points still to be won and who is to move.
 */
export function prepare(
  x: SearchContext,
  pos: SolverPosition,
  merge: boolean,
): { flags: number; remaining: number; mover: Player } {
  const err = checkPosition(pos);
  if (err) throw new Error(err);
  const pend = pos.pending ?? [0, 0];
  setContext(x, pos.trump, !!pos.bareJass, pend[0] | 0, pend[1] | 0, merge);
  const flags = (pend[0] > 0 ? 1 : 0) | (pend[1] > 0 ? 2 : 0);
  const all = pos.hands[0] | pos.hands[1] | (pos.lead >= 0 ? 1 << pos.lead : 0);
  const remaining = pointsOf(all, pos.trump) + 10;
  const mover: Player = pos.lead >= 0 ? ((pos.leader ^ 1) as Player) : pos.leader;
  return { flags, remaining, mover };
}

/** W turned into the mover's margin and points. */
export function toResult(w: number, remaining: number, mover: Player): { points: number; margin: number } {
  const margin0 = w - remaining;
  const margin = mover === 0 ? margin0 : -margin0;
  return { margin, points: (remaining + margin) / 2 };
}
