/** JSON Pointers into a transcript (a module of its own: the validator's core needs it, the schema check too). */

/** Hand and move indices named by a pointer such as /hands/2/moves/7/play. */
export function locate(path: string): { hand?: number; move?: number } {
  const m = /^\/hands\/(\d+)(?:\/moves\/(\d+))?/.exec(path);
  if (!m) return {};
  return m[2] !== undefined ? { hand: Number(m[1]), move: Number(m[2]) } : { hand: Number(m[1]) };
}
