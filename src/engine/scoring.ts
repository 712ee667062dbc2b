/**
 * Scoring: the hand summary that explains every point, the taker rule with the three tie
 * rules and held-over points, the next dealer and the end of the game.
 */
import { type CardMask, type Player, type Suit, other } from './cards.js';
import type { Rules, TieRule } from './rules.js';
import { handPoints, runComparison, sequenceCredit } from './hand.js';
import type { SequenceComparison } from './sequences.js';
import { type HandEnd, type HandState, copyPair } from './types.js';

/** How the taker rule was applied. */
export type TakerOutcome =
  | 'made' // taker scored more: both keep their points
  | 'bate' // defender scored more: defender writes both totals
  | 'tie-defender' // equal, tie rule `defender`: taker 0, defender their own
  | 'tie-bete' // equal, tie rule `bete`: defender writes both totals
  | 'tie-held-over' // equal, tie rule `held-over`: nobody scores, the points wait
  | 'no-play' // thrown in or schmeiss accepted: nothing scored
  | 'claimed'; // the hand stopped at a claim: points so far, no taker rule

/** Bela in a hand: who held king and queen of trumps, what was announced and whether it counted. */
export interface BelaInfo {
  /** Who held K and Q of trumps at the start of play, or -1. */
  holder: Player | -1;
  /** Announced on the first of the two cards played. */
  first: boolean;
  /** Announced on the second of the two cards played. */
  second: boolean;
  /** Cards of the two played so far. */
  played: number;
  /** Whether the bela points counted. */
  counted: boolean;
  /** Why it did (not) count. */
  reason: 'none' | 'counted' | 'not-played' | 'not-announced';
}

/** Sequences in a hand: the comparison of the best runs and the points each player scores for them. */
export interface SequenceInfo extends SequenceComparison {
  /** Runs each player declared (masks). */
  declared: [CardMask[], CardMask[]];
  /** The best holder won no trick, so nobody scores runs (rule sequencesNeedTrick). */
  voided: boolean;
}

/** What a finished hand scored: points, the taker rule's outcome, bela, sequences (`handSummary`). */
export interface HandSummary {
  /** How the hand ended (null: it did not, the summary of moves that stop early). */
  end: HandEnd | null;
  /** Who dealt. */
  dealer: Player;
  /** Who chose trump, or -1. */
  taker: Player | -1;
  /** The trump suit, or -1. */
  trump: Suit | -1;
  /** Card points won in tricks. */
  cards: [number, number];
  /** Who won the last trick (+10), or -1. */
  lastTrick: Player | -1;
  /** Points for runs. */
  sequences: [number, number];
  /** Points for bela. */
  bela: [number, number];
  /** Points earned before a `start` position. */
  base: [number, number];
  /** Raw totals: cards + last trick + runs + bela (+ base). */
  points: [number, number];
  /** What each player writes down for the hand: the taker rule applied, plus any pot paid. */
  score: [number, number];
  /** Tricks each player won. */
  tricks: [number, number];
  /** How the taker rule applied. */
  outcome: TakerOutcome;
  /** The tie rule of the hand's rules. */
  tie: TieRule;
  /** The runs: each player's best, who scores them and how much. */
  sequenceInfo: SequenceInfo;
  /** Bela: who held it, what was announced and whether it counted. */
  belaInfo: BelaInfo;
  /** Held-over points carried in. */
  potIn: number;
  /** Who was paid the held-over points carried in, or -1 (not paid: they wait). */
  potPaidTo: Player | -1;
  /** Held-over points carried to the next hand. */
  potOut: number;
  /** Who deals the next hand. */
  nextDealer: Player;
  /** A claim of the game in the hand: who claimed, whether it was right, the points it counted (null: none). */
  claim: HandState['claim'];
}

/** Apply the taker rule to raw points. Returns the scores and how the rule applied. */
export function takerRule(
  points: readonly [number, number],
  taker: Player,
  tie: TieRule,
): { score: [number, number]; outcome: TakerOutcome; held: number } {
  const d = other(taker);
  const score: [number, number] = [0, 0];
  const sum = points[0] + points[1];
  if (points[taker] > points[d]) return { score: copyPair(points), outcome: 'made', held: 0 };
  if (points[taker] < points[d]) {
    score[d] = sum;
    return { score, outcome: 'bate', held: 0 };
  }
  if (tie === 'defender') {
    score[d] = points[d];
    return { score, outcome: 'tie-defender', held: 0 };
  }
  if (tie === 'bete') {
    score[d] = sum;
    return { score, outcome: 'tie-bete', held: 0 };
  }
  return { score, outcome: 'tie-held-over', held: sum };
}

/**
 * Pay a held-over pot: it goes to whoever scores more in the hand (after the taker rule). On an
 * equal score (another held-over tie) it waits, growing by `held`.
 */
export function payPot(
  score: [number, number],
  potIn: number,
  held: number,
): { score: [number, number]; paidTo: Player | -1; potOut: number } {
  if (score[0] === score[1]) return { score, paidTo: -1, potOut: potIn + held };
  const w: Player = score[0] > score[1] ? 0 : 1;
  const out: [number, number] = copyPair(score);
  out[w] += potIn;
  return { score: out, paidTo: potIn ? w : -1, potOut: held };
}

/** The dealer of the next hand. */
export function nextDealerAfter(end: HandEnd | null, dealer: Player, score: readonly [number, number]): Player {
  if (end === 'schmeiss') return dealer;
  if (end === 'thrown-in' || end === null) return other(dealer);
  if (score[0] === score[1]) return other(dealer);
  return score[0] > score[1] ? 0 : 1;
}

function belaInfoOf(s: HandState): BelaInfo {
  const holder = s.belaHolder;
  const first = (s.belaCalls & 1) !== 0,
    second = (s.belaCalls & 2) !== 0;
  const counted = holder !== -1 && s.bela[holder] > 0;
  let reason: BelaInfo['reason'] = 'none';
  if (holder !== -1) reason = counted ? 'counted' : s.belaPlayed < 2 ? 'not-played' : 'not-announced';
  return { holder, first, second, played: s.belaPlayed, counted, reason };
}

/** The summary of a hand: final once the hand is over, "so far" before. Explains every point. */
export function handSummary(s: HandState): HandSummary {
  const declared: [CardMask[], CardMask[]] = [s.declared[0] ?? [], s.declared[1] ?? []];
  const cmp = runComparison(s);
  const voided = s.phase === 'over' && cmp.winner !== -1 && s.rules.sequencesNeedTrick && s.tricksWon[cmp.winner] === 0;
  const sequences = sequenceCredit(s, cmp);
  const lastTrick = s.lastTrick;
  const points = handPoints(s, sequences);
  let score: [number, number] = [0, 0];
  let outcome: TakerOutcome = 'no-play';
  let potPaidTo: Player | -1 = -1,
    potOut = s.pot;
  if (s.end === 'claimed') {
    outcome = 'claimed';
    score = copyPair(points);
  } else if (s.end === 'played' && s.taker !== -1) {
    const t = takerRule(points, s.taker, s.rules.tie);
    outcome = t.outcome;
    const paid = payPot(t.score, s.pot, t.held);
    score = paid.score;
    potPaidTo = paid.paidTo;
    potOut = paid.potOut;
  }
  return {
    end: s.end,
    dealer: s.dealer,
    taker: s.taker,
    trump: s.trump,
    cards: copyPair(s.cardPoints),
    lastTrick,
    sequences,
    bela: copyPair(s.bela),
    base: copyPair(s.basePoints),
    points,
    score,
    tricks: copyPair(s.tricksWon),
    outcome,
    tie: s.rules.tie,
    // fields listed rather than spread: object spread here took most of the summary's time
    sequenceInfo: { winner: cmp.winner, reason: cmp.reason, best: cmp.best, value: cmp.value, declared, voided },
    belaInfo: belaInfoOf(s),
    potIn: s.pot,
    potPaidTo,
    potOut,
    nextDealer: nextDealerAfter(s.end, s.dealer, score),
    claim: s.claim,
  };
}

/** Does the game end after these totals? Returns the winner, or -1 to play on. */
export function gameWinner(totals: readonly [number, number], rules: Rules): Player | -1 {
  // over once a player reaches the target: the higher total wins (equal totals play on; a player
  // alone at the target has the higher total)
  if (Math.max(totals[0], totals[1]) < rules.target || totals[0] === totals[1]) return -1;
  return totals[0] > totals[1] ? 0 : 1;
}
