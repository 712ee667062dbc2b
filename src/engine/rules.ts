/**
 * Rules options: every point where the rules texts differ is one named option, and a rule
 * set is a preset plus overrides. See docs/rules.md for what each option means.
 */

import { engineMessage as em } from './engine-message.js';
import type { Message } from './message.js';
import type { PresetName, Rules, RulesInput, RulesOptions } from './rule-set.js';
import { wordMessage } from './word.js';
import { type Result, isObject } from './types.js';
import { engineWordingEn } from './wording.js';

export type { PresetName, Rules, RulesInput, RulesOptions, TieRule } from './rule-set.js';

const BASE: RulesOptions = {
  target: 500,
  tie: 'defender',
  sequenceRank: 'value',
  sequenceTie: 'non-dealer',
  sequenceScoring: 'all',
  sequencesNeedTrick: true,
  belaAnnounce: 'both',
  schmeiss: false,
  claiming: false,
  bareJass: false,
};

/** The four presets, one per rules text. */
export const PRESETS: Readonly<Record<PresetName, Rules>> = Object.freeze({
  classic: Object.freeze({ ...BASE, preset: 'classic' as const }),
  'bela-501': Object.freeze({
    ...BASE,
    preset: 'bela-501' as const,
    target: 501,
    tie: 'held-over' as const,
    sequenceRank: 'length' as const,
    claiming: true,
  }),
  simple: Object.freeze({
    ...BASE,
    preset: 'simple' as const,
    sequenceRank: 'length' as const,
    sequenceScoring: 'best-only' as const,
    belaAnnounce: 'second' as const,
  }),
  schmeiss: Object.freeze({
    ...BASE,
    preset: 'schmeiss' as const,
    tie: 'bete' as const,
    sequenceTie: 'none' as const,
    belaAnnounce: 'second' as const,
    schmeiss: true,
  }),
});

/** The names of the presets, in their order. */
export const PRESET_NAMES = Object.keys(PRESETS) as PresetName[];

/** The values each option accepts, used to check overrides. */
export const OPTION_VALUES: Readonly<Record<keyof RulesOptions, readonly (string | boolean)[] | 'positive-integer'>> = {
  target: 'positive-integer',
  tie: ['defender', 'bete', 'held-over'],
  sequenceRank: ['value', 'length'],
  sequenceTie: ['non-dealer', 'none'],
  sequenceScoring: ['all', 'best-only'],
  sequencesNeedTrick: [true, false],
  belaAnnounce: ['both', 'second'],
  schmeiss: [true, false],
  claiming: [true, false],
  bareJass: [true, false],
};

/** Rules, or why the input names none (a message of the engine's wording). */
export type RulesResult = Result<Rules, Message>;

/**
 * Resolve a preset name or a preset-plus-overrides object into a full rule set.
 * Unknown presets, unknown option names and values of the wrong kind are errors, never ignored.
 */
export function resolveRules(input: unknown = 'classic'): RulesResult {
  if (typeof input === 'string') {
    if (!Object.hasOwn(PRESETS, input)) return { ok: false, error: em('unknownPreset', input, PRESET_NAMES) };
    return { ok: true, value: PRESETS[input as PresetName] };
  }
  if (!isObject(input)) {
    return { ok: false, error: em('rulesNotObject') };
  }
  const obj = input as Record<string, unknown>;
  const presetName = obj.preset ?? 'classic';
  if (typeof presetName !== 'string' || !Object.hasOwn(PRESETS, presetName)) {
    return { ok: false, error: em('unknownPreset', String(presetName), PRESET_NAMES) };
  }
  const out: Record<string, unknown> = { ...PRESETS[presetName as PresetName] };
  for (const [key, value] of Object.entries(obj)) {
    if (key === 'preset') continue;
    if (!Object.hasOwn(OPTION_VALUES, key)) {
      return { ok: false, error: em('unknownOption', key, Object.keys(OPTION_VALUES)) };
    }
    const allowed = OPTION_VALUES[key as keyof RulesOptions];
    if (allowed === 'positive-integer') {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 1_000_000) {
        return { ok: false, error: em('optionNotWholeNumber', key, value) };
      }
    } else if (!allowed.includes(value as string | boolean)) {
      return { ok: false, error: em('optionNotOneOf', key, allowed, value) };
    }
    out[key] = value;
  }
  return { ok: true, value: Object.freeze(out) as unknown as Rules };
}

/** Like resolveRules but throws on error: for code paths where the input is trusted. */
export function rulesOf(input: RulesInput = 'classic'): Rules {
  const r = resolveRules(input);
  if (!r.ok) throw new Error(wordMessage(r.error, engineWordingEn));
  return r.value;
}

/** The overrides that turn `rules.preset` into `rules` (empty when the rules are the preset). */
export function rulesOverrides(rules: Rules): Partial<RulesOptions> {
  const base = PRESETS[rules.preset];
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(OPTION_VALUES) as (keyof RulesOptions)[]) {
    if (rules[key] !== base[key]) out[key] = rules[key];
  }
  return out as Partial<RulesOptions>;
}
