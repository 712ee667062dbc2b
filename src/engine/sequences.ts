/**
 * Sequences (runs): three or more cards of one suit next to each other in the natural order
 * A K Q J 10 9 8 7 (trumps too). 3 cards score 20, 4 to 6 score 50, 7 score 70, 8 score 100.
 *
 * A run is kept as a card mask of consecutive cards in one suit. Precedence between the two
 * players compares each player's best declared run (see `compareRuns`).
 */
import { type CardMask, type Player, type Suit, popcount, suitOf } from './cards.js';
import type { Rules } from './rules.js';

/** Points a run of `length` cards is worth. */
export function runValue(length: number): number {
  if (length < 3) return 0;
  if (length === 3) return 20;
  if (length <= 6) return 50;
  return length === 7 ? 70 : 100;
}

/** Is this mask one run: 3+ consecutive cards of one suit? */
export function isRunMask(m: CardMask): boolean {
  const n = popcount(m);
  if (n < 3) return false;
  // consecutive cards: shifted down to the lowest, the mask is n one-bits (the whole deck, n = 32,
  // is never a run: the suit check below rejects it)
  const lowCard = 31 - Math.clz32(m & -m);
  if (m >>> lowCard !== (1 << n) - 1) return false;
  // all in one suit: lowest and highest in the same suit
  const highCard = 31 - Math.clz32(m);
  return suitOf(lowCard) === suitOf(highCard);
}

/** Suit, length and top rank of a run. */
export function runInfo(m: CardMask): { suit: Suit; length: number; top: number } {
  const highCard = 31 - Math.clz32(m);
  return { suit: suitOf(highCard), length: popcount(m), top: highCard & 7 };
}

/** A comparable rank of one run under the rules: higher is better. */
export function runRank(m: CardMask, trump: Suit | -1, rules: Rules): number {
  const { suit, length, top } = runInfo(m);
  const cls = rules.sequenceRank === 'length' ? length : length >= 4 ? 2 : 1;
  return cls * 32 + top * 2 + (suit === trump ? 1 : 0);
}

/** The best run among a player's declared runs, or 0 when none. */
export function bestRun(runs: readonly CardMask[], trump: Suit | -1, rules: Rules): CardMask {
  let best = 0,
    bestR = -1;
  for (const r of runs) {
    const rr = runRank(r, trump, rules);
    if (rr > bestR) {
      bestR = rr;
      best = r;
    }
  }
  return best;
}

/** Why one player's runs won the comparison (or why nobody did). */
export type SequenceReason =
  | 'none-declared' // neither player declared a run
  | 'only-one' // only one player declared
  | 'rank' // better class (fifty over twenty, or longer run)
  | 'top-card' // same class, higher top card
  | 'trump' // same class and top card, the run in trumps wins
  | 'non-dealer' // exact tie, non-dealer wins by rule
  | 'tie-none'; // exact tie, nobody scores by rule

/** The comparison of the players' best runs: who scores sequences, and why. */
export interface SequenceComparison {
  /** The player whose runs are best, or -1. */
  winner: Player | -1;
  /** Why that player's runs are best (or nobody's). */
  reason: SequenceReason;
  /** Each player's best declared run (mask, 0 if none). */
  best: [CardMask, CardMask];
  /** What the winner's runs are worth under the scoring rule (before the one-trick requirement). */
  value: number;
}

/** Compare the two players' declared runs. */
export function compareRuns(
  declared: readonly [readonly CardMask[], readonly CardMask[]],
  trump: Suit | -1,
  dealer: Player,
  rules: Rules,
): SequenceComparison {
  const b0 = bestRun(declared[0], trump, rules),
    b1 = bestRun(declared[1], trump, rules);
  const best: [CardMask, CardMask] = [b0, b1];
  let winner: Player | -1 = -1;
  let reason: SequenceReason;
  if (!b0 && !b1) reason = 'none-declared';
  else if (!b1) {
    winner = 0;
    reason = 'only-one';
  } else if (!b0) {
    winner = 1;
    reason = 'only-one';
  } else {
    const r0 = runRank(b0, trump, rules),
      r1 = runRank(b1, trump, rules);
    if (r0 !== r1) {
      winner = r0 > r1 ? 0 : 1;
      const c0 = r0 >> 5,
        c1 = r1 >> 5,
        t0 = (r0 >> 1) & 15,
        t1 = (r1 >> 1) & 15;
      reason = c0 !== c1 ? 'rank' : t0 !== t1 ? 'top-card' : 'trump';
    } else if (rules.sequenceTie === 'non-dealer') {
      winner = (dealer ^ 1) as Player;
      reason = 'non-dealer';
    } else reason = 'tie-none';
  }
  let value = 0;
  if (winner !== -1) {
    const runs = declared[winner];
    if (rules.sequenceScoring === 'best-only') value = runValue(popcount(best[winner]));
    else for (const r of runs) value += runValue(popcount(r));
  }
  return { winner, reason, best, value };
}
