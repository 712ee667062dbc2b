/**
 * The state of one validator run (src/validator/replay.ts): the faults and notes found so far (as
 * data), the replayed hands, the players' names and rules, and the optional parts the run was
 * given. Shared by replay.ts and unusual.ts.
 *
 * Faults and notes are data: adding a violation or a note means adding its sentence to
 * `ValidatorWording` and to both catalogues (wording.ts, wording-nb.ts), then, where it is found,
 * `run.add(rule, path, vm('key', ...facts))` or `run.note(vm('key', ...facts))` with the message
 * constructor below (`vm`): players as `who(p)`, the names as `NAMES`, a sentence inside a
 * sentence as its own message, cards as card ints. Never a string: word.ts words them at the end.
 */
import { type Message, messageFor } from '../engine/message.js';
import { type Names, type Player, type RuleId, type Rules, PRESETS } from '../engine/internal.js';
import type { Pair, ViolationData } from '../notation/types.js';
import type { NoteData, ReplayedHand } from './types.js';
import type { DealerReason, ValidatorWording } from './wording.js';

/** A message of the validator's catalogue (which includes the engine's and, as `schema.…`, the schema's). */
export const validatorMessage = messageFor<ValidatorWording>();

export type Obj = Record<string, unknown>;
export { isObject as isObj } from '../engine/internal.js';

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

/** The message of anything thrown, without trusting it (a getter or `toString` may throw too). */
export function errorMessage(err: unknown): string {
  try {
    const m = err instanceof Error ? err.message : String(err);
    return typeof m === 'string' ? m : 'unknown error';
  } catch {
    return 'unknown error';
  }
}

/** Thrown when a run needs an optional part it was not given; `runDocument` returns it as its error. */
export class PartMissing extends Error {
  constructor(readonly part: string) {
    super(`the validator needs its ${part} part`);
  }
}

/**
 * At most this many violations, and as many notes, are listed per document; the rest are only
 * counted (the verdict says how many more there were). It bounds the verdict's size and the work
 * of wording it, whatever the input.
 */
export const MAX_LISTED = 1000;

/** A violation or note with its hand and move, where given (absent keys otherwise). */
function located<T extends { hand?: number; move?: number }>(o: T, hand?: number, move?: number): T {
  if (hand !== undefined) o.hand = hand;
  if (move !== undefined) o.move = move;
  return o;
}

/**
 * One run of the validator over a document: what it found so far, and the optional parts it was
 * given (`P`: parts.ts `ValidatorParts`; the run does not name their modules, which use it).
 */
export class Run<P extends object = object> {
  readonly violations: ViolationData[] = [];
  readonly notes: NoteData[] = [];
  /** Violations and notes found beyond `MAX_LISTED`: counted, not listed. */
  omittedViolations = 0;
  omittedNotes = 0;
  /** Set when some violations were neither listed nor counted (schema-errors.ts `OmittedCount.uncounted`). */
  uncounted?: true;
  /** `hand/move` of every `schema` violation at a move (also the unlisted ones). */
  readonly schemaAtMove = new Set<string>();
  /** Whether a `schema` violation lies at or below /rules. */
  schemaAtRules = false;
  readonly hands: ReplayedHand<ViolationData>[] = [];
  /** The document's players, when it names them (else the wording's default names are used). */
  names: Names | null = null;
  rules: Rules = PRESETS.classic;
  constructor(
    readonly snapshots: boolean,
    readonly parts: P,
  ) {}

  add(rule: RuleId, path: string, m: Message, hand?: number, move?: number): ViolationData {
    const v = located<ViolationData>({ rule, path, key: m.key, args: m.args }, hand, move);
    this.push(v);
    return v;
  }

  /** Notes where a `schema` violation lies (also one that is only counted). */
  schemaAt(path: string, at: { hand?: number; move?: number }): void {
    if (at.hand !== undefined && at.move !== undefined) this.schemaAtMove.add(`${at.hand}/${at.move}`);
    if (path === '/rules' || path.startsWith('/rules/')) this.schemaAtRules = true;
  }

  /** Lists a violation (or, past `MAX_LISTED`, counts it). */
  push(v: ViolationData): void {
    if (v.rule === 'schema') this.schemaAt(v.path, v);
    if (this.violations.length < MAX_LISTED) this.violations.push(v);
    else this.omittedViolations++;
  }

  note(m: Message, hand?: number, move?: number): void {
    if (this.notes.length >= MAX_LISTED) {
      this.omittedNotes++;
      return;
    }
    this.notes.push(located<NoteData>({ key: m.key, args: m.args }, hand, move));
  }

  /** An optional part the document needs: the one given, or the run stops (`PartMissing`). */
  need<K extends keyof P & string>(part: K): NonNullable<P[K]> {
    const p = this.parts[part];
    if (!p) throw new PartMissing(part);
    return p as NonNullable<P[K]>;
  }
}
