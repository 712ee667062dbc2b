/**
 * The shape of a rule set: every option where the rules texts differ, the presets' names, and what
 * a caller may pass. The presets themselves and resolving an input are rules.ts.
 */

/** What happens when the taker and the defender finish a hand with equal points. */
export type TieRule = 'defender' | 'bete' | 'held-over';

/** Every option of the rules: each point where the rules texts differ (docs/rules.md). */
export interface RulesOptions {
  /** Points needed to win the game (500 or 501 in the texts). */
  target: number;
  /**
   * A tie between taker and defender: `defender` (taker scores 0, defender their own points),
   * `bete` (defender scores both totals) or `held-over` (nobody scores; the winner of the next
   * played hand takes these points as well).
   */
  tie: TieRule;
  /** Ranking runs: `value` (any run of 4+ beats any run of 3) or `length` (longer beats shorter). */
  sequenceRank: 'value' | 'length';
  /** Two best runs equal in rank and top card, neither in trumps: `non-dealer` wins, or `none` scores. */
  sequenceTie: 'non-dealer' | 'none';
  /** The winner of the comparison scores `all` their declared runs, or only the `best-only` one. */
  sequenceScoring: 'all' | 'best-only';
  /** Runs count only if their holder wins at least one trick in the hand. */
  sequencesNeedTrick: boolean;
  /** Bela must be announced on `both` cards, or only on the `second` one, to count. */
  belaAnnounce: 'both' | 'second';
  /** In round 1 a player may offer a schmeiss (a throw-in) instead of taking or passing. */
  schmeiss: boolean;
  /** A player who has reached the target may claim the game right after winning a trick. */
  claiming: boolean;
  /** A player whose only trump is the Jass need not play it when the rules would force a trump. */
  bareJass: boolean;
}

/** The named rule sets a game can start from. */
export type PresetName = 'classic' | 'bela-501' | 'simple' | 'schmeiss';

/** A resolved rule set: all options plus the preset it started from. */
export interface Rules extends Readonly<RulesOptions> {
  /** The preset the rule set started from (before any overrides). */
  readonly preset: PresetName;
}

/** What a caller may pass: a preset name, or a preset plus overrides. */
export type RulesInput = PresetName | ({ preset?: PresetName } & Partial<RulesOptions>);
