/**
 * The wording step of the validator, the one place its verdicts become sentences: the validator
 * finds violations and notes as data (a message key of its catalogue, src/validator/wording.ts,
 * and the facts: players, cards, numbers; see src/engine/message.ts), and these functions word
 * them in a catalogue, English or Norwegian Bokmål, as often as needed without validating again.
 *
 * Adding a violation or a note: see run.ts (the message constructor `validatorMessage`).
 * The element loads this module with a wording (a lazy chunk): a valid document needs neither.
 */
import type { Message } from '../engine/message.js';
import { worded } from '../engine/word.js';
import type { Names } from '../engine/types.js';
import type { Violation, ViolationData } from '../notation/types.js';
import type {
  Note,
  NoteData,
  ReplayData,
  ReplayStep,
  ReplayedDocument,
  ReplayedHand,
  Verdict,
  VerdictData,
} from './types.js';
import type { ValidatorWording } from './wording.js';

/** One message in a catalogue, with the document's names (default the catalogue's own). */
export function wordOne(m: Message, wording: ValidatorWording, names?: Names | null): string {
  return worded({ key: m.key, args: m.args }, wording, names ?? undefined).message;
}

function wordLists(
  v: VerdictData,
  wording: ValidatorWording,
): { verdict: Verdict; byData: Map<ViolationData, Violation> } {
  // the names are resolved once, for every sentence: the document's own, else the wording's (read
  // in any case, so that a wording that cannot be used fails here, for every verdict alike)
  const own = wording.players;
  const names = v.names ?? own;
  const byData = new Map<ViolationData, Violation>();
  const violations = v.violations.map((d) => {
    const w = worded(d, wording, names) as Violation;
    byData.set(d, w);
    return w;
  });
  const notes = v.notes.map((n: NoteData) => worded(n, wording, names) as Note);
  const verdict: Verdict = { valid: v.valid, violations, notes };
  if (v.omitted) {
    verdict.omitted = { violations: v.omitted.violations, notes: v.omitted.notes };
    if (v.omitted.uncounted) verdict.omitted.uncounted = true;
  }
  return { verdict, byData };
}

/** A verdict as data, worded in a catalogue: the `Verdict` that `validate` gives. */
export function wordVerdict(v: VerdictData, wording: ValidatorWording): Verdict {
  return wordLists(v, wording).verdict;
}

/**
 * A replay as data, worded in a catalogue: the `ReplayedDocument` that `replayDocument` gives.
 * Each step's violations are the same objects as the verdict's (as they are found).
 */
export function wordReplay(r: ReplayData, wording: ValidatorWording): ReplayedDocument {
  const { verdict, byData } = wordLists(r.verdict, wording);
  const wordStep = (s: ReplayStep<ViolationData>): ReplayStep =>
    s.violations.length ? { ...s, violations: s.violations.map((d) => byData.get(d)!) } : (s as unknown as ReplayStep);
  const hands = r.hands.map((h): ReplayedHand =>
    h.steps.some((s) => s.violations.length) ? { ...h, steps: h.steps.map(wordStep) } : (h as unknown as ReplayedHand),
  );
  return { doc: r.doc, rules: r.rules, hands, verdict, data: r };
}
