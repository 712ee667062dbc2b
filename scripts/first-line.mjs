// The first line of an error's message, at most 300 characters: how the closing summary of
// `npm test` quotes a failing test's error (scripts/test.mjs and the two test runners' reporters).
/** @param {unknown} error an Error, or anything with a `message`, or a message itself */
export function firstLine(error) {
  const text = String(/** @type {{ message?: unknown }} */ (error)?.message ?? error ?? '').split('\n')[0];
  return text.length > 300 ? text.slice(0, 300) + '…' : text;
}
