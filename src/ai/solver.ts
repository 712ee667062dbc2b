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
 * Pure TypeScript, no DOM. The search state (card tables, transposition table, move buffers) is
 * this module's own `SearchContext` (search.ts); the solver is not re-entrant (JavaScript is
 * single-threaded; a worker has its own copy). The search against a modelled opponent is
 * mixedsolver.ts.
 */
import { type Player, type Suit, legalPlayMask, popcount } from '../engine/internal.js';
import {
  type CardValue,
  type SolveResult,
  type SolverPosition,
  INF,
  SearchContext,
  beatsNow,
  flagsAfter,
  hashOf,
  mergeEquivalent,
  orderFollows,
  orderLeads,
  prepare,
  toResult,
  trickGain,
} from './search.js';

export { type CardValue, type SolveResult, type SolverPosition, checkPosition } from './search.js';

const X = new SearchContext();
let nodeCount = 0;
// the context's tables, by name (the hot path reads them on every node)
const { pts2: PTS2, ttGen, ttK0, ttK1, ttInfo, ttLo, ttHi, ttMove, moveBuf } = X;

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
  const hit = ttGen[idx] === X.generation && ttK0[idx] === h0 && ttK1[idx] === h1 && ttInfo[idx] === info;
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
  const n = orderLeads(X, mergeEquivalent(X, mine, opp), opp, ttFirst, base);
  let best = leader === 0 ? -INF : INF;
  let bestCard = -1;
  for (let i = 0; i < n; i++) {
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
  // store (inline: the hot path keeps its inlining budget for the move ordering)
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
  ttGen[idx] = X.generation;
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
  const legal = mergeEquivalent(X, legalPlayMask(hand, lead, X.trump as Suit | -1, X.bare), oppWithLead);
  const last = (hand & (hand - 1)) === 0;
  const base = popcount(hand) * 32 + 16;
  const n = orderFollows(X, legal, lead, base);
  const leadPts = PTS2[lead] + (last ? 20 : 0);
  let best = f === 0 ? -INF : INF;
  for (let i = 0; i < n; i++) {
    // followChild, written out: this keeps followNode out of leadNode's inlining budget, which
    // then goes to the move ordering (measured: several per cent of the solver's time)
    const d = moveBuf[base + i];
    const w = beatsNow(X, d, lead) ? f : leader;
    const g = trickGain(X, w, leadPts + PTS2[d], flags);
    let v = g;
    if (!last) {
      const fl = flagsAfter(w, flags);
      const bit = 1 << d;
      v +=
        f === 0
          ? leadNode(h0 & ~bit, h1, w, fl, alpha - g, beta - g)
          : leadNode(h0, h1 & ~bit, w, fl, alpha - g, beta - g);
    }
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
  return best;
}

/** W after the leader plays `c` (the follower to answer), on the window lo..hi. */
function leadChild(h0: number, h1: number, leader: number, c: number, flags: number, lo: number, hi: number): number {
  const bit = 1 << c;
  return leader === 0 ? followNode(h0 & ~bit, h1, 0, c, flags, lo, hi) : followNode(h0, h1 & ~bit, 1, c, flags, lo, hi);
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
  const w = beatsNow(X, d, lead) ? f : leader;
  const g = trickGain(X, w, leadPts + PTS2[d], flags);
  if (last) return g;
  const fl = flagsAfter(w, flags);
  const bit = 1 << d;
  return (
    g + (f === 0 ? leadNode(h0 & ~bit, h1, w, fl, lo - g, hi - g) : leadNode(h0, h1 & ~bit, w, fl, lo - g, hi - g))
  );
}

/** Value W of the position for player 0. */
function rootValue(pos: SolverPosition, flags: number): number {
  const [h0, h1] = pos.hands;
  return pos.lead < 0
    ? leadNode(h0, h1, pos.leader, flags, -INF, INF)
    : followNode(h0, h1, pos.leader, pos.lead, flags, -INF, INF);
}

/** Solve a position: what the player to move secures with perfect play on both sides. */
export function solve(pos: SolverPosition): SolveResult {
  const { flags, remaining, mover } = prepare(X, pos, true);
  const w = rootValue(pos, flags);
  return { mover, remaining, ...toResult(w, remaining, mover) };
}

/**
 * The value of every legal card for the player to move (sorted by card), sharing one
 * transposition table. Equivalent cards get the same value.
 */
export function solveCards(pos: SolverPosition): CardValue[] {
  const { flags, remaining, mover } = prepare(X, pos, true);
  const [h0, h1] = pos.hands;
  const hand = mover === 0 ? h0 : h1;
  const legal = legalPlayMask(hand, pos.lead, pos.trump, !!pos.bareJass);
  const opp = (mover === 0 ? h1 : h0) | (pos.lead >= 0 ? 1 << pos.lead : 0);
  const reps = mergeEquivalent(X, legal, opp);
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
  return followChild(h0, h1, leader, lead, flags, c, -INF, INF, PTS2[lead] + (last ? 20 : 0), last);
}

/** Nodes visited by the exact solver since the counter was last reset (for budgets and benchmarks). */
export function solverNodes(): number {
  return nodeCount;
}

export function resetSolverNodes(): void {
  nodeCount = 0;
}
