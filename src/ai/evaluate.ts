/**
 * From a complete deal (a determinized HandState) to what the players write down, and from
 * that to a utility: the estimated chance of winning the game.
 */
import {
  type CardMask,
  type HandState,
  type Player,
  type Rules,
  type Suit,
  RK,
  RQ,
  compareRuns,
  declarationOptions,
  payPot,
  popcount,
  runRank,
  runValue,
  takerRule,
} from '../engine/internal.js';
import type { SolverPosition } from './solver.js';

/** The declaration that wins the comparison most often and scores most: best run first, then total. */
export function bestDeclaration(hand: CardMask, trump: Suit | -1, rules: Rules): CardMask[] {
  let best: CardMask[] = [];
  let bestKey = -1;
  for (const opt of declarationOptions(hand)) {
    let top = 0,
      total = 0;
    for (const r of opt) {
      const rr = runRank(r, trump, rules) + 1;
      if (rr > top) top = rr;
      total += runValue(popcount(r));
    }
    const value = rules.sequenceScoring === 'best-only' ? 0 : total;
    const key = top * 1000 + value;
    if (key > bestKey) {
      bestKey = key;
      best = opt;
    }
  }
  return best;
}

/** A deal ready for the solver, with what is already certain for each player. */
export interface PreparedDeal {
  pos: SolverPosition;
  /** Hand points each player has for sure (cards won, base, bela to come, credited runs). */
  known: [number, number];
  /** Run points that a player earns only by winning a trick. */
  pending: [number, number];
}

/**
 * Prepare a play-phase deal: players who have not declared yet are assumed to declare their
 * best runs, a bela holder to announce it as the rules require.
 */
export function prepareDeal(d: HandState): PreparedDeal {
  const trump = d.trump;
  const kq = trump < 0 ? 0 : (1 << (trump * 8 + RK)) | (1 << (trump * 8 + RQ));
  const known: [number, number] = [0, 0];
  const pending: [number, number] = [0, 0];
  for (const p of [0, 1] as const)
    known[p] = d.basePoints[p] + d.cardPoints[p] + d.bela[p] + (d.lastTrick === p ? 10 : 0);
  // bela still to come
  let holder: Player | -1 = d.started ? d.belaHolder : -1;
  if (!d.started && kq) holder = (d.hands[0] & kq) === kq ? 0 : (d.hands[1] & kq) === kq ? 1 : -1;
  if (holder !== -1 && d.bela[holder] === 0) {
    const played = d.started ? popcount(d.startHands[holder] & kq & ~d.hands[holder]) : 0;
    if (played < 2 && (d.rules.belaAnnounce === 'second' || played === 0 || d.belaCalls & 1)) known[holder] += 20;
  }
  // runs
  const decl: [CardMask[], CardMask[]] = [
    d.declared[0] ?? bestDeclaration(d.hands[0], trump, d.rules),
    d.declared[1] ?? bestDeclaration(d.hands[1], trump, d.rules),
  ];
  const cmp = compareRuns(decl, trump, d.dealer, d.rules);
  if (cmp.winner !== -1 && cmp.value > 0) {
    if (d.rules.sequencesNeedTrick && d.tricksWon[cmp.winner] === 0 && d.phase === 'play')
      pending[cmp.winner] = cmp.value;
    else if (!d.rules.sequencesNeedTrick || d.tricksWon[cmp.winner] > 0) known[cmp.winner] += cmp.value;
  }
  const pos: SolverPosition = {
    hands: [d.hands[0], d.hands[1]],
    trump,
    leader: d.leader,
    lead: d.lead,
    bareJass: d.rules.bareJass,
    pending,
  };
  return { pos, known, pending };
}

/**
 * Final hand points of both players, given the solver's margin for the player to move from
 * here on (`remaining`: points still to be won). Pending run bonuses are assumed earned.
 */
export function finalPoints(p: PreparedDeal, mover: Player, margin: number, remaining: number): [number, number] {
  const sum = remaining + p.pending[0] + p.pending[1];
  const mine = (sum + margin) / 2;
  const out: [number, number] = [p.known[0], p.known[1]];
  out[mover] += mine;
  out[mover ^ 1] += sum - mine;
  return out;
}

/** What the players write down for the hand (taker rule and held-over points applied). */
export function writtenScore(d: HandState, points: readonly [number, number]): [number, number] {
  if (d.taker === -1) return [0, 0];
  const t = takerRule(points, d.taker, d.rules.tie);
  return payPot(t.score, d.pot, t.held).score;
}

/**
 * Estimated chance that `me` wins the game when the totals are `mine` and `theirs`: certain
 * once the target decides it; otherwise a logistic curve in the difference of what each still
 * needs, scaled by the square root of the points left to play (a hand moves the difference by
 * about 110 points, one standard deviation).
 */
export function winChance(mine: number, theirs: number, target: number): number {
  const a = mine >= target,
    b = theirs >= target;
  if (a || b) {
    if (a && b) return mine > theirs ? 1 : mine < theirs ? 0 : 0.5;
    return a ? 1 : 0;
  }
  const na = target - mine,
    nb = target - theirs;
  const z = (nb - na) / (8 * Math.sqrt(na + nb + 80));
  return 1 / (1 + Math.exp(-1.6 * z));
}

/**
 * Utility of a hand's written score for `me`: the chance of winning the game, plus a very
 * small share of the score difference so that a certain win or loss still prefers more points.
 */
export function utilityOf(d: HandState, me: Player, written: readonly [number, number]): number {
  const opp = (me ^ 1) as Player;
  return (
    winChance(d.before[me] + written[me], d.before[opp] + written[opp], d.rules.target) +
    1e-5 * (written[me] - written[opp])
  );
}

/**
 * Utility of a hand's outcome for `me` that blends the hand points with making the contract:
 * the taker's final margin in a solved deal is not what real play gives (the sampled deal is not
 * the real one and neither player plays double-dummy), so a deal the taker makes by two points
 * counts as nearly as likely to fail. The margin is taken as uncertain, logistically with scale
 * `spread` (in points) around `margin - bias`; the utility mixes the written score of making
 * (each player writes their points) and of failing (the defender writes everything) by that
 * chance. `bias` is what the taker is expected to fall short of the solved margin. A spread of
 * 0 gives `utilityOf(d, me, writtenScore(d, points))` (the exact rule, ties included). Because it
 * moves smoothly with the points, one or two samples that a card makes or fails by a point or
 * two no longer outweigh a few points more in every sample.
 */
export function blendedUtility(
  d: HandState,
  me: Player,
  points: readonly [number, number],
  spread: number,
  bias = 0,
): number {
  const t = d.taker;
  if (t === -1 || !(spread > 0)) return utilityOf(d, me, writtenScore(d, points));
  const o = (t ^ 1) as Player;
  const made = payPot([points[0], points[1]], d.pot, 0).score;
  const failed: [number, number] = [0, 0];
  failed[o] = points[0] + points[1];
  const pMade = 1 / (1 + Math.exp((bias - (points[t] - points[o])) / spread));
  return pMade * utilityOf(d, me, made) + (1 - pMade) * utilityOf(d, me, payPot(failed, d.pot, 0).score);
}

/** Utility when nothing is scored (a hand thrown in or a schmeiss accepted). */
export function neutralUtility(d: HandState, me: Player): number {
  return utilityOf(d, me, [0, 0]);
}
