/**
 * English strings that only the verdict shows (src/element/views/verdict.ts, a lazy chunk, imports
 * them). The view reads them through `partStrings`, under the table of the table's language; nb.ts
 * has them in Norwegian.
 */
export const enVerdict = {
  verdict: 'Verdict',
  valid: 'Valid: no faults found.',
  unchecked: 'Not checked: the validator could not finish (see below).',
  /** `over`: there were more than `n`, too many to count. */
  faults: (n: number, over = false) => (over ? `over ${n} faults` : n === 1 ? '1 fault' : `${n} faults`),
  notes: 'Notes',
  documentFaults: 'Document',
  showMove: (hand: number, move: number) => `hand ${hand}, move ${move}`,
  rule: 'rule',
  /** Replay mode: the notice on the table of a document with faults (`unreadable`: some cannot be read). */
  faultNotice: (n: number, unreadable: boolean, over = false) =>
    `${over ? `This transcript has over ${n} faults` : n === 1 ? 'This transcript has 1 fault' : `This transcript has ${n} faults`}${unreadable ? ', and parts of it cannot be read' : ''}:`,
  showFaults: 'show',
  hideFaults: 'hide',
  /** Under the first fault of a hand: the later ones may be its consequences. */
  mayFollow: (n: number) =>
    n === 1 ? 'This may follow from the first fault:' : `These ${n} may follow from the first fault:`,
};

export type VerdictStrings = typeof enVerdict;
