/**
 * Double-dummy search against a modelled opponent (level `hard`'s card play): both hands known,
 * the searching player plays perfectly, and at every node where the modelled player moves the
 * value is (1 - lambda) * (their best card's value) + lambda * (the value of the card the opponent
 * model picks). The model is the rules-of-thumb player of oppmodel.ts, which picks from what it
 * can see (its own hand, the cards played, the card led), or, with a temperature, a softmax over
 * the values of its cards.
 *
 * The same alpha-beta over whole tricks as the exact solver (solver.ts), sharing its move ordering
 * and table layout (search.ts) with a search context of its own; at a modelled node the model's
 * card is valued first and the best card is searched on a window shifted by it. Equivalent cards
 * are not merged: which one is gone changes what the model sees (a master), and the softmax counts
 * every card. With lambda 0 this is the exact solver.
 */
import { type CardMask, type Player, type Suit, legalPlayMask, popcount } from '../engine/internal.js';
import { ruleCardOf } from './oppmodel.js';
import {
  type CardValue,
  type SolveResult,
  type SolverPosition,
  INF,
  SearchContext,
  beatsNow,
  flagsAfter,
  hashOf,
  orderFollows,
  orderLeads,
  prepare,
  storeLead,
  toResult,
  trickGain,
} from './search.js';
import { solve, solveCards } from './solver.js';

/** The modelled opponent. */
export interface OpponentMix {
  /** Who is modelled. */
  player: Player;
  /** The model's weight: 0 the exact solver, 1 the model alone. */
  lambda: number;
  /** The cards played before the position (public: the model sees them). */
  played: CardMask;
  /** Softmax temperature in points, instead of the rules-of-thumb card (default 0: the rules). */
  temperature?: number;
}

/** The search context with the model: who, its weight, what it has seen played. */
class MixedContext extends SearchContext {
  player = -1;
  lambda = 0;
  /** The cards played before the root position, and the cards in the hands at the root. */
  playedBase = 0;
  rootAll = 0;
  /** Softmax temperature in W units (0: the rules-of-thumb model). */
  temperature = 0;
  /** The values of a softmax node's cards (by depth: leads from 0, follows from 256). */
  readonly soft = new Float64Array(512);
}

let context: MixedContext | null = null;
/** Allocated on first use: only level hard searches against a model. */
const ctx = (): MixedContext => (context ??= new MixedContext());

function leadNode(
  X: MixedContext,
  h0: number,
  h1: number,
  leader: number,
  flags: number,
  alpha: number,
  beta: number,
): number {
  X.nodes++;
  const info = leader | (flags << 1);
  const idx = hashOf(h0, h1, info);
  let ttFirst = -1;
  let lo = -INF,
    hi = INF;
  const hit = X.ttGen[idx] === X.generation && X.ttK0[idx] === h0 && X.ttK1[idx] === h1 && X.ttInfo[idx] === info;
  if (hit) {
    lo = X.ttLo[idx];
    hi = X.ttHi[idx];
    if (lo >= beta) return lo;
    if (hi <= alpha) return hi;
    if (lo === hi) return lo;
    if (lo > alpha) alpha = lo;
    if (hi < beta) beta = hi;
    ttFirst = X.ttMove[idx];
  }
  const a0 = alpha,
    b0 = beta;
  const mine = leader === 0 ? h0 : h1;
  const opp = leader === 0 ? h1 : h0;
  const base = popcount(mine) * 32;
  const n = orderLeads(X, mine, opp, ttFirst, base);
  let best = leader === 0 ? -INF : INF;
  let bestCard = -1;
  // the model's value P and weight l at this node (l 0: not the modelled player)
  let P = 0,
    l = 0;
  if (leader === X.player && X.temperature > 0) {
    // softmax: the exact value of every lead (full windows); no search below
    const sb = popcount(mine) * 16;
    let m = leader === 0 ? -INF : INF;
    for (let i = 0; i < n; i++) {
      const c = X.moveBuf[base + i];
      const v = leadChild(X, h0, h1, leader, c, flags, -INF, INF);
      X.soft[sb + i] = v;
      if (leader === 0 ? v > m : v < m) {
        m = v;
        bestCard = c;
      }
    }
    best = (1 - X.lambda) * m + X.lambda * softmaxMean(X, sb, n, leader === 0 ? 1 : -1);
    l = 1;
  } else if (leader === X.player) {
    // rules of thumb: the rules card's exact value, then the best card on a window shifted by it
    l = X.lambda;
    const seen = X.playedBase | (X.rootAll & ~(h0 | h1));
    P = leadChild(X, h0, h1, leader, ruleCardOf(mine, seen, -1, X.trump as Suit | -1, X.bare), flags, -INF, INF);
    if (l >= 1) best = P;
    else {
      alpha = (alpha - l * P) / (1 - l);
      beta = (beta - l * P) / (1 - l);
    }
  }
  for (let i = 0; i < n && l < 1; i++) {
    const c = X.moveBuf[base + i];
    const v = leadChild(X, h0, h1, leader, c, flags, alpha, beta);
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
  storeLead(X, idx, h0, h1, info, best, a0, b0, hit, lo, hi, bestCard);
  return best;
}

function followNode(
  X: MixedContext,
  h0: number,
  h1: number,
  leader: number,
  lead: number,
  flags: number,
  alpha: number,
  beta: number,
): number {
  X.nodes++;
  const f = leader ^ 1;
  const hand = f === 0 ? h0 : h1;
  const legal = legalPlayMask(hand, lead, X.trump as Suit | -1, X.bare);
  const last = (hand & (hand - 1)) === 0;
  const base = popcount(hand) * 32 + 16;
  const n = orderFollows(X, legal, lead, base);
  const leadPts = X.pts2[lead] + (last ? 20 : 0);
  let best = f === 0 ? -INF : INF;
  let P = 0,
    l = 0;
  if (f === X.player && X.temperature > 0) {
    const sb = 256 + popcount(hand) * 16;
    let m = f === 0 ? -INF : INF;
    for (let i = 0; i < n; i++) {
      const v = followChild(X, h0, h1, leader, lead, flags, X.moveBuf[base + i], -INF, INF, leadPts, last);
      X.soft[sb + i] = v;
      if (f === 0 ? v > m : v < m) m = v;
    }
    return (1 - X.lambda) * m + X.lambda * softmaxMean(X, sb, n, f === 0 ? 1 : -1);
  }
  if (f === X.player) {
    const seen = X.playedBase | (X.rootAll & ~(h0 | h1));
    const pc = ruleCardOf(hand, seen, lead, X.trump as Suit | -1, X.bare);
    P = followChild(X, h0, h1, leader, lead, flags, pc, -INF, INF, leadPts, last);
    l = X.lambda;
    if (l >= 1) return P;
    alpha = (alpha - l * P) / (1 - l);
    beta = (beta - l * P) / (1 - l);
  }
  for (let i = 0; i < n; i++) {
    const v = followChild(X, h0, h1, leader, lead, flags, X.moveBuf[base + i], alpha, beta, leadPts, last);
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

function leadChild(
  X: MixedContext,
  h0: number,
  h1: number,
  leader: number,
  c: number,
  flags: number,
  lo: number,
  hi: number,
): number {
  const bit = 1 << c;
  return leader === 0
    ? followNode(X, h0 & ~bit, h1, 0, c, flags, lo, hi)
    : followNode(X, h0, h1 & ~bit, 1, c, flags, lo, hi);
}

/** The softmax-weighted mean of soft[sb .. sb+n) for a player who wants W high (sign 1) or low (-1). */
function softmaxMean(X: MixedContext, sb: number, n: number, sign: number): number {
  let top = -Infinity;
  for (let i = 0; i < n; i++) {
    const x = sign * X.soft[sb + i];
    if (x > top) top = x;
  }
  let sw = 0,
    sv = 0;
  for (let i = 0; i < n; i++) {
    const v = X.soft[sb + i];
    const w = Math.exp((sign * v - top) / X.temperature);
    sw += w;
    sv += w * v;
  }
  return sv / sw;
}

function followChild(
  X: MixedContext,
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
  const g = trickGain(X, w, leadPts + X.pts2[d], flags);
  if (last) return g;
  const fl = flagsAfter(w, flags);
  const bit = 1 << d;
  return (
    g +
    (f === 0 ? leadNode(X, h0 & ~bit, h1, w, fl, lo - g, hi - g) : leadNode(X, h0, h1 & ~bit, w, fl, lo - g, hi - g))
  );
}

function prepareMixed(pos: SolverPosition, mix: OpponentMix): ReturnType<typeof prepare> & { X: MixedContext } {
  const X = ctx();
  const r = prepare(X, pos, false);
  X.player = mix.player;
  X.lambda = Math.min(1, mix.lambda);
  X.playedBase = mix.played;
  X.rootAll = pos.hands[0] | pos.hands[1];
  X.temperature = mix.temperature ? 2 * mix.temperature : 0;
  return { ...r, X };
}

/** `solve` against the modelled opponent: the value of the position for the player to move. */
export function solveMixed(pos: SolverPosition, mix: OpponentMix): SolveResult {
  if (!(mix.lambda > 0)) return solve(pos);
  const { X, flags, remaining, mover } = prepareMixed(pos, mix);
  const [h0, h1] = pos.hands;
  const w =
    pos.lead < 0
      ? leadNode(X, h0, h1, pos.leader, flags, -INF, INF)
      : followNode(X, h0, h1, pos.leader, pos.lead, flags, -INF, INF);
  return { mover, remaining, ...toResult(w, remaining, mover) };
}

/**
 * `solveCards` against the modelled opponent: the value of every legal card for the player to
 * move (sorted by card), sharing one transposition table.
 */
export function solveCardsMixed(pos: SolverPosition, mix: OpponentMix): CardValue[] {
  if (!(mix.lambda > 0)) return solveCards(pos);
  const { X, flags, remaining, mover } = prepareMixed(pos, mix);
  const [h0, h1] = pos.hands;
  const hand = mover === 0 ? h0 : h1;
  const out: CardValue[] = [];
  for (let m = legalPlayMask(hand, pos.lead, pos.trump, !!pos.bareJass); m !== 0; m &= m - 1) {
    const c = 31 - Math.clz32(m & -m);
    out.push({ card: c, ...toResult(cardW(X, h0, h1, pos.leader, pos.lead, flags, c), remaining, mover) });
  }
  return out;
}

/** W after the player to move plays `c` (full window). */
function cardW(
  X: MixedContext,
  h0: number,
  h1: number,
  leader: Player,
  lead: number,
  flags: number,
  c: number,
): number {
  if (lead < 0) return leadChild(X, h0, h1, leader, c, flags, -INF, INF);
  const f = leader ^ 1;
  const hand = f === 0 ? h0 : h1;
  const last = (hand & (hand - 1)) === 0;
  return followChild(X, h0, h1, leader, lead, flags, c, -INF, INF, X.pts2[lead] + (last ? 20 : 0), last);
}

/** Nodes visited by this search since the counter was last reset (for budgets and benchmarks). */
export function mixedSolverNodes(): number {
  return context ? context.nodes : 0;
}

export function resetMixedSolverNodes(): void {
  if (context) context.nodes = 0;
}
