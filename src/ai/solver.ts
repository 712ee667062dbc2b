/**
 * Exact double-dummy solver: both hands known, both players play perfectly.
 *
 * The search is alpha-beta over whole tricks (the leader's card, then the follower's) with
 *  - a transposition table keyed on the two hand masks, the leader and the pending run bonuses
 *    (stored at trick boundaries; lower and upper bounds, so null-window and full-window
 *    searches share it),
 *  - move ordering (the table's best card first, then sure winners, then cheap cards),
 *  - equivalent-card pruning: two cards of one suit that hold the same card points (the
 *    pointless 7 8 9 of a plain suit, the 7 and 8 of trumps) and have no opposing card between
 *    them in trick-taking order (the cards between are gone or are one's own) give the same
 *    result, so only one of them is searched.
 * Cards with different card points are never merged: who wins them changes the score.
 *
 * Internally the value is measured for player 0 in half-points ("W"): twice player 0's card
 * points from here on, plus any run bonus player 0 earns, minus any player 1 earns. That keeps
 * the search zero-sum when runs count only once their holder wins a trick
 * (`sequencesNeedTrick`): the margin between the players is W - R (R: points still to be won).
 *
 * Pure TypeScript, no DOM. The hot path is mask arithmetic on module-level typed arrays; the
 * solver is not re-entrant (JavaScript is single-threaded; a worker has its own copy).
 * (Over 450 lines: one search; its move ordering, pruning and table share those module-level
 * arrays, so apart they would have to pass the hot path's state between modules.)
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
  legalPlayMask,
  popcount,
} from '../engine/internal.js';
import { ruleCardOf } from './oppmodel.js';

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
  /**
   * Search against a modelled opponent instead of a perfect one: at every node where `player`
   * moves, the value is (1 - lambda) * (their best card's value) + lambda * (the value of the
   * card a rules-of-thumb player picks from what it can see: its own hand, the cards played,
   * the card led; see oppmodel.ts). `played`: the cards played before this position (public).
   * Default: none (exact double-dummy).
   */
  mix?: { player: Player; lambda: number; played: CardMask; temperature?: number };
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

// ---------------------------------------------------------------------------------------------
// Context of the current search

const INF = 1 << 20;
/** Doubled card points of each card under the current trump. */
const PTS2 = new Int32Array(32);
/** Trick-taking strength of each card under the current trump: trumps 8..15, plain 0..7. */
const STR = new Int32Array(32);
/** Mask of the pointless cards of each suit that may be merged (by suit). */
const ZERO = new Int32Array(4);
let TRUMP = -1;
let TRUMP_MASK = 0;
let BARE = false;
let BONUS0 = 0,
  BONUS1 = 0;
let nodeCount = 0;
/** The modelled opponent (-1: none), its weight, and what it has seen played at the root. */
let MIXP = -1;
let MIX = 0;
let PLAYED_BASE = 0;
let ROOT_ALL = 0;
/** Softmax temperature in W units (0: the rules-of-thumb model). */
let MIXT = 0;
const softBuf = new Float64Array(512);

// Transposition table: open addressing with one slot per key hash (always-replace, except that
// an entry from the current generation with more cards left is kept over a shallower one).
const TT_BITS = 18;
const TT_SIZE = 1 << TT_BITS;
const ttGen = new Int32Array(TT_SIZE);
const ttK0 = new Int32Array(TT_SIZE);
const ttK1 = new Int32Array(TT_SIZE);
const ttInfo = new Int8Array(TT_SIZE);
const ttLo = new Float64Array(TT_SIZE);
const ttHi = new Float64Array(TT_SIZE);
const ttMove = new Int8Array(TT_SIZE);
let generation = 0;

// Per-depth move buffers (depth: cards the leader holds, 1..9; a trick uses two slots).
const MAXD = 12;
const moveBuf = new Int32Array(MAXD * 2 * 16);
const keyBuf = new Int32Array(MAXD * 2 * 16);

function setContext(trump: Suit | -1, bareJass: boolean, b0: number, b1: number): void {
  TRUMP = trump;
  TRUMP_MASK = trump < 0 ? 0 : 0xff << (trump * 8);
  BARE = bareJass;
  BONUS0 = b0;
  BONUS1 = b1;
  for (let c = 0; c < 32; c++) {
    const t = c >> 3 === trump;
    PTS2[c] = 2 * (t ? TRUMP_POINTS[c & 7] : PLAIN_POINTS[c & 7]);
    STR[c] = t ? 8 + TRUMP_STRENGTH[c & 7] : PLAIN_STRENGTH[c & 7];
  }
  for (let s = 0; s < 4; s++) ZERO[s] = (s === trump ? 0b11 : 0b111) << (s * 8);
  generation = (generation + 1) | 0;
  if (generation === 0) {
    ttGen.fill(0);
    generation = 1;
  }
}

/** Does `d`, played second, beat `c`? */
function beatsNow(d: number, c: number): boolean {
  if (d >> 3 === c >> 3) return STR[d] > STR[c];
  return d >> 3 === TRUMP;
}

/**
 * Remove from `cands` (cards one player may play) every pointless card that is equivalent to a
 * lower pointless card of the same suit: no card of `opp` lies between them.
 */
function mergeEquivalent(cands: number, opp: number): number {
  for (let s = 0; s < 4; s++) {
    const z = cands & ZERO[s];
    if ((z & (z - 1)) === 0) continue; // fewer than two
    // pointless ranks are the lowest ones, and their strength follows the rank index
    let prevKept = -1;
    const base = s * 8;
    const top = s === TRUMP ? 2 : 3;
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

function hashOf(h0: number, h1: number, info: number): number {
  return (Math.imul(h0 ^ Math.imul(info, 0x27d4eb2d), 0x9e3779b1) ^ Math.imul(h1, 0x85ebca77)) >>> (32 - TT_BITS);
}

/** Order the leader's candidate cards into moveBuf at `base`; returns how many. */
function orderLeads(cands: number, opp: number, first: number, base: number): number {
  let n = 0;
  const oppTrumps = opp & TRUMP_MASK;
  while (cands !== 0) {
    const low = cands & -cands;
    cands ^= low;
    const c = 31 - Math.clz32(low);
    const s = c >> 3;
    const oppSuit = opp & (0xff << (s * 8));
    let higher = 0;
    for (let m = oppSuit; m !== 0; m &= m - 1) {
      const o = 31 - Math.clz32(m & -m);
      if (STR[o] > STR[c]) {
        higher = 1;
        break;
      }
    }
    let key: number;
    if (c === first) key = 1000;
    else if (s === TRUMP) key = higher ? 20 - PTS2[c] : 300 + PTS2[c];
    else if (!higher && (oppSuit !== 0 || oppTrumps === 0)) key = 200 + PTS2[c];
    else key = 100 - PTS2[c] - STR[c];
    // insertion sort, highest key first
    let i = n++;
    while (i > 0 && keyBuf[base + i - 1] < key) {
      keyBuf[base + i] = keyBuf[base + i - 1];
      moveBuf[base + i] = moveBuf[base + i - 1];
      i--;
    }
    keyBuf[base + i] = key;
    moveBuf[base + i] = c;
  }
  return n;
}

/** Order the follower's candidate cards: winners first (most points first), then cheapest losers. */
function orderFollows(cands: number, lead: number, base: number): number {
  let n = 0;
  while (cands !== 0) {
    const low = cands & -cands;
    cands ^= low;
    const d = 31 - Math.clz32(low);
    const key = beatsNow(d, lead) ? 500 + PTS2[d] - STR[d] : 100 - PTS2[d] - STR[d];
    let i = n++;
    while (i > 0 && keyBuf[base + i - 1] < key) {
      keyBuf[base + i] = keyBuf[base + i - 1];
      moveBuf[base + i] = moveBuf[base + i - 1];
      i--;
    }
    keyBuf[base + i] = key;
    moveBuf[base + i] = d;
  }
  return n;
}

/**
 * Value W (player 0's doubled points plus bonus balance) of the rest of the hand from the
 * start of a trick. `flags`: bit 0 player 0's bonus pending, bit 1 player 1's.
 */
function leadNode(h0: number, h1: number, leader: number, flags: number, alpha: number, beta: number): number {
  nodeCount++;
  const info = leader | (flags << 1);
  const idx = hashOf(h0, h1, info);
  let ttFirst = -1;
  let lo = -INF,
    hi = INF;
  const hit = ttGen[idx] === generation && ttK0[idx] === h0 && ttK1[idx] === h1 && ttInfo[idx] === info;
  if (hit) {
    lo = ttLo[idx];
    hi = ttHi[idx];
    if (lo >= beta) return lo;
    if (hi <= alpha) return hi;
    if (lo === hi) return lo;
    if (lo > alpha) alpha = lo;
    if (hi < beta) beta = hi;
    ttFirst = ttMove[idx];
  }
  const a0 = alpha,
    b0 = beta;
  const mine = leader === 0 ? h0 : h1;
  const opp = leader === 0 ? h1 : h0;
  const base = popcount(mine) * 32;
  const n = orderLeads(mergeEquivalent(mine, opp), opp, ttFirst, base);
  let best = leader === 0 ? -INF : INF;
  let bestCard = -1;
  let P = 0,
    l = 0;
  if (leader === MIXP && MIXT > 0) {
    // the modelled opponent, softmax: the exact value of every lead (full windows); no search below
    const sb = popcount(mine) * 16;
    let m = leader === 0 ? -INF : INF;
    for (let i = 0; i < n; i++) {
      const c = moveBuf[base + i];
      const v = leadChild(h0, h1, leader, c, flags, -INF, INF);
      softBuf[sb + i] = v;
      if (leader === 0 ? v > m : v < m) {
        m = v;
        bestCard = c;
      }
    }
    best = (1 - MIX) * m + MIX * softmaxMean(sb, n, leader === 0 ? 1 : -1);
    l = 1;
  } else if (leader === MIXP) {
    // the modelled opponent, rules of thumb: the rules card's exact value, then the best card on
    // a window shifted by it
    l = MIX;
    P = leadChild(
      h0,
      h1,
      leader,
      ruleCardOf(mine, PLAYED_BASE | (ROOT_ALL & ~(h0 | h1)), -1, TRUMP as Suit | -1, BARE),
      flags,
      -INF,
      INF,
    );
    if (l >= 1) best = P;
    else {
      alpha = (alpha - l * P) / (1 - l);
      beta = (beta - l * P) / (1 - l);
    }
  }
  for (let i = 0; i < n && l < 1; i++) {
    const c = moveBuf[base + i];
    const v = leadChild(h0, h1, leader, c, flags, alpha, beta);
    if (leader === 0) {
      if (v > best) {
        best = v;
        bestCard = c;
        if (v > alpha) {
          alpha = v;
          if (alpha >= beta) break;
        }
      }
    } else if (v < best) {
      best = v;
      bestCard = c;
      if (v < beta) {
        beta = v;
        if (alpha >= beta) break;
      }
    }
  }
  if (l > 0 && l < 1) best = (1 - l) * best + l * P;
  // store: fail-low gives an upper bound, fail-high a lower bound, else exact
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
  ttGen[idx] = generation;
  ttK0[idx] = h0;
  ttK1[idx] = h1;
  ttInfo[idx] = info;
  ttLo[idx] = nlo < -30000 ? -30000 : nlo;
  ttHi[idx] = nhi > 30000 ? 30000 : nhi;
  ttMove[idx] = bestCard;
  return best;
}

/** The follower's choice once `lead` (already removed from the leader's hand) is on the table. */
function followNode(
  h0: number,
  h1: number,
  leader: number,
  lead: number,
  flags: number,
  alpha: number,
  beta: number,
): number {
  nodeCount++;
  const f = leader ^ 1;
  const hand = f === 0 ? h0 : h1;
  const oppWithLead = (f === 0 ? h1 : h0) | (1 << lead);
  const legal = mergeEquivalent(legalPlayMask(hand, lead, TRUMP as Suit | -1, BARE), oppWithLead);
  const last = (hand & (hand - 1)) === 0;
  const base = popcount(hand) * 32 + 16;
  const n = orderFollows(legal, lead, base);
  const leadPts = PTS2[lead] + (last ? 20 : 0);
  let best = f === 0 ? -INF : INF;
  let P = 0,
    l = 0;
  if (f === MIXP && MIXT > 0) {
    const sb = 256 + popcount(hand) * 16;
    let m = f === 0 ? -INF : INF;
    for (let i = 0; i < n; i++) {
      const v = followChild(h0, h1, leader, lead, flags, moveBuf[base + i], -INF, INF, leadPts, last);
      softBuf[sb + i] = v;
      if (f === 0 ? v > m : v < m) m = v;
    }
    return (1 - MIX) * m + MIX * softmaxMean(sb, n, f === 0 ? 1 : -1);
  }
  if (f === MIXP) {
    const pc = ruleCardOf(hand, PLAYED_BASE | (ROOT_ALL & ~(h0 | h1)), lead, TRUMP as Suit | -1, BARE);
    P = followChild(h0, h1, leader, lead, flags, pc, -INF, INF, leadPts, last);
    l = MIX;
    if (l >= 1) return P;
    alpha = (alpha - l * P) / (1 - l);
    beta = (beta - l * P) / (1 - l);
  }
  for (let i = 0; i < n; i++) {
    const v = followChild(h0, h1, leader, lead, flags, moveBuf[base + i], alpha, beta, leadPts, last);
    if (f === 0) {
      if (v > best) {
        best = v;
        if (v > alpha) {
          alpha = v;
          if (alpha >= beta) break;
        }
      }
    } else if (v < best) {
      best = v;
      if (v < beta) {
        beta = v;
        if (alpha >= beta) break;
      }
    }
  }
  return l > 0 ? (1 - l) * best + l * P : best;
}

/** W after the leader plays `c` (the follower to answer), on the window lo..hi. */
function leadChild(h0: number, h1: number, leader: number, c: number, flags: number, lo: number, hi: number): number {
  const bit = 1 << c;
  return leader === 0 ? followNode(h0 & ~bit, h1, 0, c, flags, lo, hi) : followNode(h0, h1 & ~bit, 1, c, flags, lo, hi);
}

/** The softmax-weighted mean of softBuf[sb .. sb+n) for a player who wants W high (sign 1) or low (-1). */
function softmaxMean(sb: number, n: number, sign: number): number {
  let top = -Infinity;
  for (let i = 0; i < n; i++) {
    const x = sign * softBuf[sb + i];
    if (x > top) top = x;
  }
  let sw = 0,
    sv = 0;
  for (let i = 0; i < n; i++) {
    const v = softBuf[sb + i];
    const w = Math.exp((sign * v - top) / MIXT);
    sw += w;
    sv += w * v;
  }
  return sv / sw;
}

/** W of the follower's card `d` to the trick led by `lead` (then the rest of the hand on the window lo..hi). */
function followChild(
  h0: number,
  h1: number,
  leader: number,
  lead: number,
  flags: number,
  d: number,
  lo: number,
  hi: number,
  leadPts: number,
  last: boolean,
): number {
  const f = leader ^ 1;
  const w = beatsNow(d, lead) ? f : leader;
  let g = w === 0 ? leadPts + PTS2[d] : 0;
  let fl = flags;
  if (w === 0) {
    if (fl & 1) {
      g += BONUS0;
      fl &= 2;
    }
  } else if (fl & 2) {
    g -= BONUS1;
    fl &= 1;
  }
  if (last) return g;
  const bit = 1 << d;
  return (
    g + (f === 0 ? leadNode(h0 & ~bit, h1, w, fl, lo - g, hi - g) : leadNode(h0, h1 & ~bit, w, fl, lo - g, hi - g))
  );
}

// ---------------------------------------------------------------------------------------------
// Public API

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

function prepare(pos: SolverPosition): { flags: number; remaining: number; mover: Player } {
  const pend = pos.pending ?? [0, 0];
  setContext(pos.trump, !!pos.bareJass, pend[0] | 0, pend[1] | 0);
  const mix = pos.mix && pos.mix.lambda > 0 ? pos.mix : null;
  MIXP = mix ? mix.player : -1;
  MIX = mix ? Math.min(1, mix.lambda) : 0;
  PLAYED_BASE = mix ? mix.played : 0;
  ROOT_ALL = pos.hands[0] | pos.hands[1];
  MIXT = mix && mix.temperature ? 2 * mix.temperature : 0;
  // against a model, equivalent cards are not equivalent: which one is gone changes what the
  // model sees (a master) and the softmax counts every card, so nothing is merged
  if (mix) ZERO.fill(0);
  const flags = (pend[0] > 0 ? 1 : 0) | (pend[1] > 0 ? 2 : 0);
  const all = pos.hands[0] | pos.hands[1] | (pos.lead >= 0 ? 1 << pos.lead : 0);
  const remaining = pointsOf(all, pos.trump) + 10;
  const mover: Player = pos.lead >= 0 ? ((pos.leader ^ 1) as Player) : pos.leader;
  return { flags, remaining, mover };
}

function toResult(w: number, remaining: number, mover: Player): { points: number; margin: number } {
  const margin0 = w - remaining;
  const margin = mover === 0 ? margin0 : -margin0;
  return { margin, points: (remaining + margin) / 2 };
}

/** Value W of the position for player 0 (no checks). */
function rootValue(pos: SolverPosition, flags: number): number {
  const [h0, h1] = pos.hands;
  return pos.lead < 0
    ? leadNode(h0, h1, pos.leader, flags, -INF, INF)
    : followNode(h0, h1, pos.leader, pos.lead, flags, -INF, INF);
}

/** Solve a position: what the player to move secures with perfect play on both sides. */
export function solve(pos: SolverPosition): SolveResult {
  const err = checkPosition(pos);
  if (err) throw new Error(err);
  const { flags, remaining, mover } = prepare(pos);
  const w = rootValue(pos, flags);
  return { mover, remaining, ...toResult(w, remaining, mover) };
}

/**
 * The value of every legal card for the player to move (sorted by card), sharing one
 * transposition table. Equivalent cards get the same value.
 */
export function solveCards(pos: SolverPosition): CardValue[] {
  const err = checkPosition(pos);
  if (err) throw new Error(err);
  const { flags, remaining, mover } = prepare(pos);
  return cardValuesPrepared(pos, flags, remaining, mover);
}

function cardValuesPrepared(pos: SolverPosition, flags: number, remaining: number, mover: Player): CardValue[] {
  const [h0, h1] = pos.hands;
  const hand = mover === 0 ? h0 : h1;
  const legal = legalPlayMask(hand, pos.lead, pos.trump, !!pos.bareJass);
  const opp = (mover === 0 ? h1 : h0) | (pos.lead >= 0 ? 1 << pos.lead : 0);
  const reps = mergeEquivalent(legal, opp);
  const wOf = new Map<number, number>();
  for (let m = reps; m !== 0; m &= m - 1) {
    const c = 31 - Math.clz32(m & -m);
    wOf.set(c, cardW(h0, h1, pos.leader, pos.lead, flags, c));
  }
  const out: CardValue[] = [];
  for (let m = legal; m !== 0; m &= m - 1) {
    const c = 31 - Math.clz32(m & -m);
    let w = wOf.get(c);
    if (w === undefined) {
      // an equivalent lower pointless card of the same suit was searched
      for (let r = (c & 7) - 1; r >= 0 && w === undefined; r--) w = wOf.get((c & ~7) + r);
      if (w === undefined) w = cardW(h0, h1, pos.leader, pos.lead, flags, c);
    }
    out.push({ card: c, ...toResult(w, remaining, mover) });
  }
  return out;
}

/** W after the player to move plays `c` (exact, full window). */
function cardW(h0: number, h1: number, leader: Player, lead: number, flags: number, c: number): number {
  const bit = 1 << c;
  if (lead < 0) {
    return leader === 0
      ? followNode(h0 & ~bit, h1, 0, c, flags, -INF, INF)
      : followNode(h0, h1 & ~bit, 1, c, flags, -INF, INF);
  }
  const f = leader ^ 1;
  const hand = f === 0 ? h0 : h1;
  const last = (hand & (hand - 1)) === 0;
  const w = beatsNow(c, lead) ? f : leader;
  let g = w === 0 ? PTS2[lead] + PTS2[c] + (last ? 20 : 0) : 0;
  let fl = flags;
  if (w === 0) {
    if (fl & 1) {
      g += BONUS0;
      fl &= 2;
    }
  } else if (fl & 2) {
    g -= BONUS1;
    fl &= 1;
  }
  if (last) return g;
  return g + (f === 0 ? leadNode(h0 & ~bit, h1, w, fl, -INF, INF) : leadNode(h0, h1 & ~bit, w, fl, -INF, INF));
}

/** Nodes visited since the counter was last reset (for budgets and benchmarks). */
export function solverNodes(): number {
  return nodeCount;
}

export function resetSolverNodes(): void {
  nodeCount = 0;
}
