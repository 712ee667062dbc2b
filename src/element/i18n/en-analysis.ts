/**
 * English strings that only the replay analysis shows (src/element/views/analysis.ts, a lazy chunk,
 * imports them). The analysis reads them through `partStrings`, under the table of the table's
 * language; nb.ts has them in Norwegian.
 */
export const enAnalysis = {
  /** A card's value (its label on the table), and what a move gave up (its label in the moves). */
  analysisValue: (n: number) => `${n} points with best play`,
  analysisMoveLost: (n: number) => `gave up ${n} points`,
  analysisLoss: (n: number, best: number) =>
    `Double-dummy: this card gives up ${n} points (the best card secures ${best}).`,
  analysisGood: 'Double-dummy: one of the best cards.',
  analysisLost: (a: string, na: number, b: string, nb: number, pending: boolean) =>
    `Points given up against double-dummy play in this hand: ${a} ${na}, ${b} ${nb}${pending ? ' (still analysing…)' : ''}.`,
};

export type AnalysisStrings = typeof enAnalysis;
