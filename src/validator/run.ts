/**
 * The state of one validator run (src/validator/replay.ts): the faults and notes found so far,
 * the replayed hands, the players' names and rules, and the wording of its sentences. Shared by
 * replay.ts and unusual.ts.
 */
import { type Names, type Player, type RuleId, type Rules, PRESETS, nextDealerAfter } from '../engine/index.js';
import type { Pair } from '../notation/types.js';
import type { Note, ReplayedHand, Violation } from './types.js';
import type { DealerReason, ValidatorWording } from './wording.js';

export type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

/** What one hand leaves for the game: its score, the next dealer, the pot, a claim. */
export interface HandOutcome {
  /** The score that counts for the totals, or null when it is not known. */
  score: Pair | null;
  /** Who must deal next, or -1 when not known (or the first dealer is free). */
  nextDealer: Player | -1;
  /** Why that player deals next (for the dealer-order message). */
  dealerReason: DealerReason | null;
  /** The held-over pot after the hand, or null when it is not known. */
  potOut: number | null;
  claim: { player: Player; correct: boolean } | null;
}

/** The outcome of a played hand known only by its written score (and the pot it leaves). */
export function scoredOutcome(dealer: Player, score: Pair, potOut: number | null): HandOutcome {
  const nd = nextDealerAfter('played', dealer, score);
  return {
    score: [score[0], score[1]],
    nextDealer: nd,
    potOut,
    claim: null,
    dealerReason: score[0] === score[1] ? { why: 'equal' } : { why: 'more', player: nd },
  };
}

/**
 * At most this many violations, and as many notes, are listed per document; the rest are only
 * counted (the verdict says how many more there were). It bounds the verdict's size and the work
 * of wording it, whatever the input.
 */
export const MAX_LISTED = 1000;

export class Run {
  readonly violations: Violation[] = [];
  readonly notes: Note[] = [];
  /** Violations and notes found beyond `MAX_LISTED`: counted, not listed. */
  omittedViolations = 0;
  omittedNotes = 0;
  /** `hand/move` of every `schema` violation at a move (also the unlisted ones). */
  readonly schemaAtMove = new Set<string>();
  /** Whether a `schema` violation lies at or below /rules. */
  schemaAtRules = false;
  readonly hands: ReplayedHand[] = [];
  names: Names;
  rules: Rules = PRESETS.classic;
  constructor(
    readonly snapshots: boolean,
    readonly w: ValidatorWording,
  ) {
    this.names = w.players;
  }

  add(rule: RuleId, path: string, message: string, hand?: number, move?: number): Violation {
    const v: Violation = { rule, path, message };
    if (hand !== undefined) v.hand = hand;
    if (move !== undefined) v.move = move;
    this.push(v);
    return v;
  }

  /** Notes where a `schema` violation lies (also one that is only counted). */
  schemaAt(path: string, at: { hand?: number; move?: number }): void {
    if (at.hand !== undefined && at.move !== undefined) this.schemaAtMove.add(`${at.hand}/${at.move}`);
    if (path === '/rules' || path.startsWith('/rules/')) this.schemaAtRules = true;
  }

  /** Lists a violation (or, past `MAX_LISTED`, counts it). */
  push(v: Violation): void {
    if (v.rule === 'schema') this.schemaAt(v.path, v);
    if (this.violations.length < MAX_LISTED) this.violations.push(v);
    else this.omittedViolations++;
  }

  note(message: string, hand?: number, move?: number): void {
    if (this.notes.length >= MAX_LISTED) {
      this.omittedNotes++;
      return;
    }
    const n: Note = { message };
    if (hand !== undefined) n.hand = hand;
    if (move !== undefined) n.move = move;
    this.notes.push(n);
  }

  who(p: Player): string {
    return this.names[p];
  }
}
