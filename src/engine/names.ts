/** The players' names as sentences use them, and the English names when a transcript gives none. */

/** The players' names, as sentences use them. */
export type Names = readonly [string, string];
/**
 * The players' names when a transcript gives none, in English: the one source of them (the engine's
 * English wording uses it; each other language names them in its own wording, e.g. Norwegian
 * `Spiller 0`, `Spiller 1`, and the element shows its language's).
 */
export const DEFAULT_NAMES: Names = Object.freeze(['Player 0', 'Player 1'] as const);
