/**
 * The computer opponent: chooses a move for one player from what that player can see.
 *
 * Card play (levels normal and hard) is perfect-information Monte Carlo: deals consistent with
 * the player's view are sampled (`determinize`), each is solved double-dummy for every legal
 * card, each result is turned into the hand's written score and then into a utility (the
 * estimated chance of winning the game), and the card with the best mean utility is played.
 * Bidding, the dix exchange and the declaration of runs are decided by the same simulation
 * (bidding.ts; the levels' sample counts and the sampling loop are in sampling.ts).
 * The level `easy` uses rules of thumb (easy.ts).
 *
 * Deterministic: the random generator is seeded from the caller's seed and public facts of the
 * position; sample counts stop on node budgets of the solver, never on the clock.
 */
import {
  type Card,
  type GameState,
  type HandState,
  type Move,
  type Player,
  type RngState,
  RK,
  RQ,
  declarationOptions,
  legalHandMoves,
  other,
  pointsSoFar,
  seedRng,
} from '../engine/internal.js';
import { easyBid, easyCard } from './easy.js';
import { bestDeclaration, blendedUtility, finalPoints, prepareDeal } from './evaluate.js';
import { solveCardsMixed } from './mixedsolver.js';
import type { AiChoice, AiOptions, AiReason, CardOutlook } from './types.js';
import { type View, viewOf } from './view.js';
import { bidBySimulation, declareBySimulation, exchangeBySimulation } from './bidding.js';
import { LEVELS, type LevelConfig, clearlyBest, runsToCards, sampleLoop } from './sampling.js';

function isGame(s: HandState | GameState): s is GameState {
  return s.kind === 'game';
}

/**
 * The move the computer chooses for `player`, with the reason; null when `player` has nothing
 * to do (not their turn and no exchange or claim they want to make, or the game is over).
 * Synchronous; takes at most a few hundred milliseconds at level `hard`.
 */
export function chooseMove(state: HandState | GameState, player: Player, opts: AiOptions): AiChoice | null {
  if (!state || (state.kind !== 'hand' && state.kind !== 'game') || (player !== 0 && player !== 1)) return null;
  if (isGame(state)) {
    if (state.over) return null;
    const h = state.hand;
    if (h.phase === 'over') {
      const c = claimChoice(h, player);
      if (c) return c;
      return { move: { type: 'next' }, why: { kind: 'next' }, player };
    }
    return chooseForHand(h, player, opts, state.moves);
  }
  return chooseForHand(state, player, opts, opts.history ?? null);
}

function claimChoice(h: HandState, me: Player): AiChoice | null {
  if (!h.rules.claiming || h.claim || h.claimWindow !== me) return null;
  if (h.phase === 'play' && h.lead >= 0) return null;
  if (h.phase === 'over' && h.end !== 'played') return null;
  const total = h.before[me] + pointsSoFar(h)[me];
  if (total < h.rules.target) return null;
  return { move: { type: 'claim', player: me }, why: { kind: 'claim', total, target: h.rules.target }, player: me };
}

function rngFor(s: HandState, me: Player, seed: number | string): RngState {
  const pub = [
    me,
    s.phase,
    s.bidRound,
    s.schmeissBy,
    s.tricks,
    s.played[0],
    s.played[1],
    s.lead,
    s.exchangedBy,
    s.declared[0] ? 1 : 0,
    s.declared[1] ? 1 : 0,
  ].join(',');
  return seedRng(`${String(seed)}#${pub}`);
}

function chooseForHand(
  state: HandState,
  me: Player,
  opts: AiOptions,
  history: readonly Move[] | null,
): AiChoice | null {
  if (state.phase === 'over') return claimChoice(state, me);
  const level = opts.level;
  const cfg = level === 'easy' ? null : (LEVELS[level] ?? LEVELS.hard);
  const v = viewOf(state, me, history, cfg?.ruleMiss ?? 1);
  const legal = legalHandMoves(v.pub).filter((m) => m.type !== 'next' && m.player === me);
  if (legal.length === 0) return null;
  const claim = claimChoice(v.pub, me);
  if (claim) return claim;
  const rng = rngFor(state, me, opts.seed);
  const done = (move: Move, why: AiReason): AiChoice => ({ move, why, player: me });

  if (state.phase === 'bidding') {
    const bids = legal.filter((m) => m.type === 'bid');
    if (bids.length === 1) return done(bids[0], { kind: 'only' });
    if (!cfg) {
      const r = easyBid(v, bids);
      return done(r.move, r.why);
    }
    return bidBySimulation(v, bids, cfg, rng);
  }

  const exchange = legal.find((m) => m.type === 'exchange');
  if (exchange) {
    const keep = cfg ? exchangeBySimulation(v, cfg, rng) : null;
    if (!cfg) return done(exchange, { kind: 'heuristic', rule: 'exchange' });
    if (keep && keep.gain > 0) return done(exchange, { kind: 'exchange', samples: keep.samples, gain: keep.gain });
    if (state.toAct !== me) return null;
  }
  if (state.toAct !== me) return null;

  const declare = legal.some((m) => m.type === 'declare');
  if (declare && v.pub.declared[me] === null) {
    const options = declarationOptions(v.pub.hands[me]);
    if (options.length > 1) {
      if (!cfg)
        return done(
          {
            type: 'declare',
            runs: runsToCards(bestDeclaration(v.pub.hands[me], v.pub.trump, v.pub.rules)),
            player: me,
          },
          { kind: 'heuristic', rule: 'declare-all' },
        );
      return declareBySimulation(v, cfg, rng);
    }
  }

  const plays = legal.filter((m): m is Extract<Move, { type: 'play' }> => m.type === 'play');
  const cards = [...new Set(plays.map((m) => m.card))];
  if (cards.length === 0) return null;
  let card: Card;
  let why: AiReason;
  if (cards.length === 1) {
    card = cards[0];
    why = { kind: 'only' };
  } else if (!cfg) {
    const r = easyCard(v, cards);
    card = r.card;
    why = r.why;
  } else {
    const r = playBySimulation(v, cards, cfg, rng);
    card = r.card;
    why = r.why;
  }
  return done(withBela(v, plays, card), why);
}

/**
 * Announce bela with the K or Q of trumps when holding both: on each card under `both`, on the
 * second only under `second` (announcing the first would show the other card for nothing).
 */
function withBela(v: View, plays: Extract<Move, { type: 'play' }>[], card: Card): Move {
  const announced = plays.find((m) => m.card === card && m.bela);
  const plain = plays.find((m) => m.card === card && !m.bela) ?? { type: 'play' as const, card, player: v.me };
  if (!announced) return plain;
  const s = v.pub;
  const kq = (1 << (s.trump * 8 + RK)) | (1 << (s.trump * 8 + RQ));
  const playedKq = v.playedBy[v.me] & kq;
  if (s.rules.belaAnnounce === 'both' || playedKq !== 0) return announced;
  return plain;
}

// ---------------------------------------------------------------------------------------------
// Card play

function playBySimulation(v: View, cards: Card[], cfg: LevelConfig, rng: RngState): { card: Card; why: AiReason } {
  const me = v.me;
  const idx = new Map<number, number>();
  cards.forEach((c, i) => idx.set(c, i));
  const util = new Float64Array(cards.length),
    pts = new Float64Array(cards.length),
    makes = new Float64Array(cards.length);
  // each sample's utility of each card (row per sample), to stop once the samples agree
  const n = cards.length;
  const rows = new Float64Array(n * cfg.play[1]);
  let k = 0;
  // the opponent modelled as a rules-of-thumb player with weight lambda (0: none; see oppmodel.ts)
  const mix = { player: other(me), lambda: cfg.oppModel, played: v.playedBy[0] | v.playedBy[1] };
  const samples = sampleLoop(
    v,
    cfg.play,
    rng,
    (d) => {
      const prep = prepareDeal(d);
      const values = solveCardsMixed(prep.pos, mix);
      const remaining = remainingOf(values);
      const spread = cfg.playSpread * Math.sqrt(remaining);
      for (const cv of values) {
        const i = idx.get(cv.card);
        if (i === undefined) continue;
        const fin = finalPoints(prep, me, cv.margin, remaining);
        const u = blendedUtility(d, me, fin, spread);
        util[i] += u;
        rows[k * n + i] = u;
        pts[i] += fin[me];
        if (d.taker !== -1 && fin[d.taker] > fin[other(d.taker)]) makes[i] += 1;
      }
      k++;
    },
    (samples) => clearlyBest(rows, n, samples, cfg.settle) >= 0,
  );
  const alternatives: CardOutlook[] = cards.map((c, i) => ({
    card: c,
    utility: util[i] / samples,
    points: pts[i] / samples,
    makes: makes[i] / samples,
  }));
  alternatives.sort((a, b) => b.utility - a.utility || b.points - a.points || a.card - b.card);
  const best = alternatives[0];
  return { card: best.card, why: { kind: 'solver', samples, expected: best.points, makes: best.makes, alternatives } };
}

/** `remaining` of a solveCards answer: points = (remaining + margin) / 2 for every card. */
function remainingOf(values: { points: number; margin: number }[]): number {
  const v = values[0];
  return 2 * v.points - v.margin;
}
