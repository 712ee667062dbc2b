/**
 * The computer's decisions before the first card, each by the same simulation as its card play:
 * the bid (which trump, or pass), the dix exchange and the declaration of runs. Every sample is a
 * deal consistent with the player's view, solved double-dummy for each choice, scored as the
 * hand's written score and turned into the chance of winning the game.
 */
import {
  type BidValue,
  type CardMask,
  type HandState,
  type Move,
  type Player,
  type RngState,
  type Suit,
  SUIT_LETTERS,
  cloneHand,
  parseSuit,
  compareRuns,
  other,
  sevenOf,
  suitOf,
} from '../engine/internal.js';
import { handStrength, takeChance } from './model.js';
import {
  bestDeclaration,
  blendedUtility,
  finalPoints,
  neutralUtility,
  prepareDeal,
  utilityOf,
  writtenScore,
} from './evaluate.js';
import { solve } from './solver.js';
import type { AiChoice, BidOutlook } from './types.js';
import { type View, determinize } from './view.js';
import { type LevelConfig, clearlyBest, runsToCards, sampleLoop } from './sampling.js';

/** Cheap samples (no solving) that fix the expectation of the bidding control variates. */
const CHEAP_SAMPLES = 400;

// ---------------------------------------------------------------------------------------------
// Whole-hand outcomes for bidding, exchange and declaration

/** The deal `d` (bidding, or play before the first card) with trump fixed and the deal completed. */
function withTrump(d: HandState, trump: Suit, taker: Player): HandState {
  const s = cloneHand(d);
  if (s.phase === 'bidding') {
    s.trump = trump;
    s.taker = taker;
    s.schmeissBy = -1;
    s.phase = 'play';
    s.hands = [s.first[0] | s.rest[0], s.first[1] | s.rest[1]];
    s.leader = other(s.dealer);
    s.toAct = s.leader;
    // in the simulation the holder of the 7 always takes the turn-up card
    if (s.turnUp >= 0 && suitOf(s.turnUp) === trump && s.turnUp !== sevenOf(trump)) {
      const seven = 1 << sevenOf(trump);
      for (const p of [0, 1] as const) {
        if (s.hands[p] & seven) {
          s.hands[p] = (s.hands[p] & ~seven) | (1 << s.turnUp);
          s.exchangedBy = p;
        }
      }
    }
  }
  return s;
}

/** Final hand points [p0, p1] of a play-phase deal under double-dummy play. */
function dealPoints(d: HandState): [number, number] {
  const prep = prepareDeal(d);
  const r = solve(prep.pos);
  return finalPoints(prep, r.mover, r.margin, r.remaining);
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** A legal bid with its value in each sample, for `bidBySimulation`. */
interface Candidate {
  bid: BidValue;
  f: (i: number) => number;
  margin: (i: number) => number;
  covariate: number;
}

export function bidBySimulation(v: View, bids: Move[], cfg: LevelConfig, rng: RngState): AiChoice {
  const me = v.me,
    opp = other(me);
  const s = v.pub;
  const s0 = suitOf(s.turnUp) as Suit;
  const others = ([0, 1, 2, 3] as Suit[]).filter((x) => x !== s0);
  // the suits to solve: in round 1 every suit (the turn-up suit to take, the others for what
  // round 2 holds), in round 2 the others only, after a schmeiss the turn-up suit only
  const suits: Suit[] = s.schmeissBy !== -1 ? [s0] : s.bidRound === 2 ? others : [0, 1, 2, 3];
  const oppPassedR1 = s.bidRound === 2 || (s.bidRound === 1 && s.dealer === me && s.schmeissBy === -1);
  const oppPassedR2 = s.bidRound === 2 && s.dealer === me;
  const u0 = neutralUtility(s, me);
  // per sample: my utility if I take / if the opponent takes, the opponent's margin if they take
  const uMe: number[][] = [[], [], [], []],
    uOpp: number[][] = [[], [], [], []],
    mOpp: number[][] = [[], [], [], []],
    mMe: number[][] = [[], [], [], []];
  const pOpp: number[][] = [[], [], [], []];
  const weights: number[] = [];
  const oppFirst: CardMask[] = [];
  // control variates: each suit's strength difference (mine minus theirs, nine cards each), whose
  // expectation cheap samples give precisely; index 4: its mean over the suits other than s0
  const X: number[][] = [[], [], [], [], []];
  const covariates = (d: HandState): number[] => {
    const a = d.first[me] | d.rest[me],
      b = d.first[opp] | d.rest[opp];
    const x = [0, 1, 2, 3].map((su) => handStrength(a, su as Suit) - handStrength(b, su as Suit));
    x.push((x[0] + x[1] + x[2] + x[3] - x[s0]) / 3);
    return x;
  };
  const evidenceWeight = (first: CardMask) => {
    let w = 1;
    if (oppPassedR1) w *= 1 - takeChance(first, s0);
    if (oppPassedR2) w *= 1 - Math.max(...others.map((x) => takeChance(first, x)));
    return w;
  };
  const oppTakes = (su: Suit, i: number) => pOpp[su][i];
  /** The suit the opponent would name in round 2 in sample i: the one they most likely take. */
  const oppSuit = (i: number): Suit => {
    let best = others[0];
    for (const x of others) if (pOpp[x][i] > pOpp[best][i]) best = x;
    return best;
  };
  // the opponent naming the suit best for them in round 2, or passing (value `ifPass`)
  const oppNames = (i: number, ifPass: number) => {
    const best = oppSuit(i);
    const p = oppTakes(best, i);
    return p * uOpp[best][i] + (1 - p) * ifPass;
  };
  const oppNamesMargin = (i: number) => {
    const best = oppSuit(i);
    return oppTakes(best, i) * -mOpp[best][i];
  };
  /** The weighted mean of f over the first n samples. */
  const weightedMean = (f: (i: number) => number, n: number) => {
    let t = 0,
      ws = 0;
    for (let i = 0; i < n; i++) {
      t += weights[i] * f(i);
      ws += weights[i];
    }
    return ws > 0 ? t / ws : 0;
  };
  // the covariate of the bids that name no suit (pass, schmeiss, accept, refuse), which also
  // corrects the choices inside a bid (my best suit for round 2)
  const plainCovariate = s.bidRound === 2 ? 4 : s0;
  /**
   * The legal bids, each with its utility and margin in sample i and the covariate its mean is
   * corrected by; `mean` estimates the choices that depend on every sample (my best suit for round 2).
   */
  const candidates = (mean: (f: (i: number) => number) => number): Candidate[] => {
    const out: Candidate[] = [];
    const add = (bid: BidValue, f: (i: number) => number, margin: (i: number) => number) => {
      const su = parseSuit(bid);
      const covariate = su >= 0 ? su : plainCovariate;
      if (bids.some((m) => m.type === 'bid' && m.bid === bid)) out.push({ bid, f, margin, covariate });
    };
    if (s.schmeissBy !== -1) {
      add(
        'accept',
        () => u0,
        () => 0,
      );
      add(
        'refuse',
        (i) => uOpp[s0][i],
        (i) => -mOpp[s0][i],
      );
    } else if (s.bidRound === 1) {
      add(
        'take',
        (i) => uMe[s0][i],
        (i) => mMe[s0][i],
      );
      // my best suit for round 2, by its mean
      let star = others[0];
      for (const x of others) if (mean((i) => uMe[x][i]) > mean((i) => uMe[star][i])) star = x;
      const uStar = mean((i) => uMe[star][i]);
      if (s.dealer !== me) {
        // pass: the dealer may take; else round 2 with me naming first
        const r2pass = mean((i) => oppNames(i, u0));
        const nameStar = uStar > r2pass;
        const r2 = (i: number) => (nameStar ? uMe[star][i] : oppNames(i, u0));
        const r2m = (i: number) => (nameStar ? mMe[star][i] : oppNamesMargin(i));
        add(
          'pass',
          (i) => {
            const p = oppTakes(s0, i);
            return p * uOpp[s0][i] + (1 - p) * r2(i);
          },
          (i) => {
            const p = oppTakes(s0, i);
            return p * -mOpp[s0][i] + (1 - p) * r2m(i);
          },
        );
      } else {
        // pass: round 2 with the opponent naming first, then me
        const mine = uStar > u0;
        add(
          'pass',
          (i) => oppNames(i, mine ? uMe[star][i] : u0),
          (i) => oppNamesMargin(i),
        );
      }
      // schmeiss: the opponent refuses (and I take) when they hold trumps themselves
      const refuses = (i: number) => sigmoid(1.5 * (handStrength(oppFirst[i], s0) - 4));
      add(
        'schmeiss',
        (i) => {
          const p = refuses(i);
          return p * uMe[s0][i] + (1 - p) * u0;
        },
        (i) => refuses(i) * mMe[s0][i],
      );
    } else {
      for (const x of others)
        add(
          SUIT_LETTERS[x],
          (i) => uMe[x][i],
          (i) => mMe[x][i],
        );
      if (s.dealer !== me)
        add(
          'pass',
          (i) => oppNames(i, u0),
          (i) => oppNamesMargin(i),
        );
      else
        add(
          'pass',
          () => u0,
          () => 0,
        );
    }
    return out;
  };
  /** The samples so far settle the bid: the best bid leads every other clearly (`clearlyBest`). */
  const settled = (n: number): boolean => {
    if (!(cfg.bidSettle > 0)) return false;
    const cands = candidates((f) => weightedMean(f, n));
    if (cands.length < 2) return true;
    const rows = new Float64Array(n * cands.length);
    for (let i = 0; i < n; i++) cands.forEach((c, k) => (rows[i * cands.length + k] = c.f(i)));
    return clearlyBest(rows, cands.length, n, cfg.bidSettle, weights) >= 0;
  };
  const samples = sampleLoop(
    v,
    cfg.bid,
    rng,
    (d) => {
      oppFirst.push(d.first[opp]);
      covariates(d).forEach((x, k) => X[k].push(x));
      let w = 1;
      for (const su of suits) {
        const mine = withTrump(d, su, me),
          theirs = withTrump(d, su, opp);
        const pts = dealPoints(mine);
        const wm = writtenScore(mine, pts),
          wo = writtenScore(theirs, pts);
        // the solved margin turned into the chance that the take is made in real play, by who takes
        uMe[su].push(blendedUtility(mine, me, pts, cfg.bidTaker.spread, cfg.bidTaker.bias));
        uOpp[su].push(blendedUtility(theirs, me, pts, cfg.bidOppTaker.spread, cfg.bidOppTaker.bias));
        mMe[su].push(wm[me] - wm[opp]);
        mOpp[su].push(wo[opp] - wo[me]);
      }
      for (const su of [0, 1, 2, 3] as Suit[]) pOpp[su].push(takeChance(d.first[opp], su));
      const k = uMe[suits[0]].length - 1;
      // what the opponent's passes say about their cards
      if (oppPassedR1) w *= 1 - pOpp[s0][k];
      if (oppPassedR2) w *= 1 - Math.max(...others.map((x) => pOpp[x][k]));
      weights.push(w);
    },
    settled,
  );
  let wsum = 0;
  for (const w of weights) wsum += w;
  if (!(wsum > 0)) for (let i = 0; i < weights.length; i++) weights[i] = 1;
  const plainMean = (f: (i: number) => number) => weightedMean(f, weights.length);
  const EX = [0, 0, 0, 0, 0];
  let cw = 0;
  for (let j = 0; j < CHEAP_SAMPLES; j++) {
    const d = determinize(v, rng);
    const w = evidenceWeight(d.first[opp]);
    covariates(d).forEach((x, k) => {
      EX[k] += w * x;
    });
    cw += w;
  }
  for (let k = 0; k < 5; k++) EX[k] = cw > 0 ? EX[k] / cw : plainMean((i) => X[k][i]);
  /** The weighted mean of f, corrected by the covariate `k` (regression estimator). */
  const cvMean = (f: (i: number) => number, k: number) => {
    const mf = plainMean(f),
      mx = plainMean((i) => X[k][i]);
    const cov = plainMean((i) => (f(i) - mf) * (X[k][i] - mx));
    const vx = plainMean((i) => (X[k][i] - mx) ** 2);
    return vx > 1e-9 && weights.length >= 8 ? mf - (cov / vx) * (mx - EX[k]) : mf;
  };
  const options: BidOutlook[] = candidates((f) => cvMean(f, plainCovariate)).map((c) => ({
    bid: c.bid,
    utility: cvMean(c.f, c.covariate),
    margin: cvMean(c.margin, c.covariate),
  }));
  options.sort((a, b) => b.utility - a.utility || b.margin - a.margin);
  const pick = options[0];
  const move = bids.find((m) => m.type === 'bid' && m.bid === pick.bid) ?? bids[0];
  return { move, why: { kind: 'bid', samples, options }, player: me };
}

export function exchangeBySimulation(v: View, cfg: LevelConfig, rng: RngState): { gain: number; samples: number } {
  const me = v.me;
  let gain = 0;
  const samples = sampleLoop(v, cfg.other, rng, (d) => {
    const keep = dealPoints(d);
    const x = cloneHand(d);
    const seven = sevenOf(x.trump as Suit);
    x.hands[me] = (x.hands[me] & ~(1 << seven)) | (1 << x.turnUp);
    x.exchangedBy = me;
    const swap = dealPoints(x);
    gain += utilityOf(x, me, writtenScore(x, swap)) - utilityOf(d, me, writtenScore(d, keep));
    gain += 1e-6 * (swap[me] - keep[me]);
  });
  return { gain: gain / samples, samples };
}

export function declareBySimulation(v: View, cfg: LevelConfig, rng: RngState): AiChoice {
  const me = v.me,
    opp = other(me);
  const s = v.pub;
  const mine = bestDeclaration(s.hands[me], s.trump, s.rules);
  let wins = 0,
    value = 0;
  const samples = sampleLoop(v, [cfg.other[0], cfg.other[1], Infinity], rng, (d) => {
    const theirs = d.declared[opp] ?? bestDeclaration(d.hands[opp], d.trump, d.rules);
    const decl: [CardMask[], CardMask[]] = [[], []];
    decl[me] = mine;
    decl[opp] = theirs;
    const cmp = compareRuns(decl, d.trump, d.dealer, d.rules);
    if (cmp.winner === me) {
      wins++;
      value += cmp.value;
    }
  });
  const winChance = wins / samples;
  // declaring shows cards: declare nothing when the runs cannot score
  const runs = winChance > 0 ? mine : [];
  return {
    move: { type: 'declare', runs: runsToCards(runs), player: me },
    why: { kind: 'declare', samples, winChance, value: value / samples },
    player: me,
  };
}
