/** The rules of play mode from the element's `rules` attribute: a preset name, or JSON overrides. */
import { type Result, type Rules, engineWordingEn, resolveRules, wordMessage } from '../../engine/internal.js';

/** The rules the attribute's text names, or why it names none (an English sentence). */
export function rulesOfAttribute(text: string): Result<Rules, string> {
  let input: unknown = text;
  if (text.startsWith('{')) {
    try {
      input = JSON.parse(text);
    } catch (e) {
      return { ok: false, error: e instanceof Error ? e.message : String(e) };
    }
  }
  const resolved = resolveRules(input);
  return resolved.ok ? resolved : { ok: false, error: wordMessage(resolved.error, engineWordingEn) };
}
