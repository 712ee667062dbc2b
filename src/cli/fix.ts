/**
 * For authors who write transcripts as text: `--fix-result` writes the `result` of every hand
 * from what its moves imply and prints the document in the writer's canonical form; `--explain`
 * says, at each faulty move, which moves the rules allowed there. Both replay the document with
 * the validator (the same states and verdict as `validate`); the legal moves come from the engine.
 */
import { type HandState, type Move, legalMoves } from '../engine/internal.js';
import { moveToNotation, resultOf, type TranscriptDoc, type TranscriptMove } from '../notation/index.js';
import { replayDocument, validate } from '../validator/index.js';
import type { ReplayedDocument, ValidateOptions, Verdict, Violation } from '../validator/types.js';

/** A fault with the moves that were legal at its move (in the notation), when it is a move's fault. */
export interface ExplainedViolation extends Violation {
  legal?: TranscriptMove[];
}

/** The state before move `move` of hand `hand`, or null when the hand could not be replayed that far. */
function stateBefore(r: ReplayedDocument, hand: number, move: number): HandState | null {
  const h = r.hands[hand];
  if (!h?.initial) return null;
  if (move === 0) return h.initial;
  return h.steps[move - 1]?.state ?? null;
}

/** The legal moves at each faulty move (the actor's, as the engine lists them). */
export function explainFaults(r: ReplayedDocument): ExplainedViolation[] {
  return r.verdict.violations.map((v) => {
    if (v.hand === undefined || v.move === undefined) return v;
    const s = stateBefore(r, v.hand, v.move);
    if (!s || s.phase === 'over') return v;
    const legal = legalMoves(s).map((m: Move) => moveToNotation(m));
    return { ...v, legal };
  });
}

/** A move in a short text: `AS`, `AS bela`, `bid take`, `declare QH JH 10H`, `exchange 7H`, `claim`. */
export function moveText(m: TranscriptMove): string {
  if ('play' in m) return m.bela ? `${m.play} bela` : m.play;
  if ('bid' in m) return `bid ${m.bid}`;
  if ('exchange' in m) return `exchange ${m.exchange}`;
  if ('declare' in m)
    return m.declare.length ? `declare ${m.declare.map((r) => r.join(' ')).join(' + ')}` : 'declare none';
  return 'claim';
}

/**
 * Every hand played out (or claimed) gets the `result` its moves imply; other hands are left as
 * they are. A document the validator cannot read (not JSON, no hands) gives null.
 */
export function fixResults(
  input: unknown,
  options?: ValidateOptions,
): { doc: TranscriptDoc; fixed: number[]; verdict: Verdict } | null {
  const done = withResults(input, options);
  if (!done) return null;
  // the verdict on the fixed document needs no replay kept (its states): `validate`, not a second
  // `replayDocument`, which on a 12 MB document took as much time again and twice the memory
  return { ...done, verdict: validate(done.doc, options) };
}

/** The document with the results its moves imply (the replay, with every state, is let go on return). */
function withResults(input: unknown, options?: ValidateOptions): { doc: TranscriptDoc; fixed: number[] } | null {
  const r = replayDocument(input, options);
  const doc = r.doc;
  if (!doc || !Array.isArray(doc.hands)) return null;
  const fixed: number[] = [];
  const hands = doc.hands.map((hand, i) => {
    const s = r.hands[i]?.summary;
    if (!s || !(s.end === 'played' || s.end === 'claimed') || r.hands[i].truncated) return hand;
    fixed.push(i);
    return { ...hand, result: resultOf(s) };
  });
  return { doc: { ...doc, hands }, fixed };
}

/**
 * The faults of each hand in order, the first of a hand marked as the cause and the later ones as
 * possible consequences of it (one wrong card can put every later move of the hand in the wrong).
 */
export function groupFaults(violations: readonly Violation[]): { cause: Violation; after: Violation[] }[] {
  const out: { cause: Violation; after: Violation[] }[] = [];
  const byHand = new Map<number, { cause: Violation; after: Violation[] }>();
  for (const v of violations) {
    if (v.hand === undefined) {
      out.push({ cause: v, after: [] });
      continue;
    }
    const g = byHand.get(v.hand);
    if (g) g.after.push(v);
    else {
      const ng = { cause: v, after: [] as Violation[] };
      byHand.set(v.hand, ng);
      out.push(ng);
    }
  }
  return out;
}
