/**
 * Node-only: what `klaberjass-validate` reports: the compiler-style lines of one document's
 * verdict, the closing summary and its JSON form, from the tally of a run (the sentences
 * themselves are words.ts's, in the language of `--lang`).
 */
import { RULE_IDS, type RuleId } from '../engine/internal.js';
import type { Verdict } from '../validator/types.js';
import { escapeForTerminal } from './escape.js';
import { type ExplainedViolation, groupFaults, moveText } from './fix.js';
import type { CliWords } from './words.js';

export interface Tally {
  documents: number;
  valid: number;
  invalid: number;
  violations: Map<RuleId, number>;
  unreadable: number;
  /** `.json` files found in directories that are no transcripts. */
  skipped: number;
  /** Documents the validator could not finish checking (an `internal` violation): exit 2. */
  unchecked: number;
  /** Violations found past the validator's cap of listed violations per document. */
  unlisted: number;
  /** Documents with more violations than were counted (`omitted.uncounted`): `unlisted` is less than all. */
  uncounted?: number;
}

/** A verdict made by the command itself (size limit, encoding), in the validator's shape. */
export function schemaVerdict(message: string): Verdict {
  return { valid: false, violations: [{ rule: 'schema', path: '', message }], notes: [] };
}

export function byRule(tally: Tally): [RuleId, number][] {
  // in the contract's order of rule identifiers
  return RULE_IDS.filter((r) => tally.violations.has(r)).map((r) => [r, tally.violations.get(r) ?? 0]);
}

export function summaryObject(tally: Tally) {
  return {
    documents: tally.documents,
    valid: tally.valid,
    invalid: tally.invalid,
    violations: Object.fromEntries(byRule(tally)),
    unreadable: tally.unreadable,
    skipped: tally.skipped,
    unchecked: tally.unchecked,
    unlisted: tally.unlisted,
  };
}

export function formatSummary(tally: Tally, words: CliWords): string {
  let violations = tally.unlisted;
  for (const n of tally.violations.values()) violations += n;
  return words.summary({
    documents: tally.documents,
    valid: tally.valid,
    invalid: tally.invalid,
    violations,
    over: Boolean(tally.uncounted),
    byRule: byRule(tally),
    unlisted: tally.unlisted,
    skipped: tally.skipped,
    unreadable: tally.unreadable,
    unchecked: tally.unchecked,
  });
}

/** The compiler-style lines for one document (empty for a valid document without notes). */
export function formatVerdict(
  file: string,
  line: number | undefined,
  verdict: Verdict,
  words: CliWords,
  explain = false,
): string {
  const where = words.at;
  const name = escapeForTerminal(file);
  const loc = line === undefined ? name : `${name}:${line}`;
  let text = '';
  const line1 = (v: ExplainedViolation) => {
    text += `${loc}: ${where(v.hand, v.move, v.path === undefined ? v.path : escapeForTerminal(v.path))}[${v.rule}] ${oneLine(v.message)}\n`;
    if (explain && v.legal) text += `${loc}: ${where(v.hand, v.move)}${words.legalHere(v.legal.map(moveText))}\n`;
  };
  // the first fault of a hand is the cause; later ones in that hand may follow from it
  for (const g of groupFaults(verdict.violations)) {
    line1(g.cause);
    if (g.after.length) text += `${loc}: ${where(g.cause.hand, undefined)}${words.followFrom(g.after.length)}\n`;
    for (const v of g.after) line1(v);
  }
  for (const n of verdict.notes) text += `${loc}: ${where(n.hand, n.move)}${words.note}: ${oneLine(n.message)}\n`;
  return text;
}

/**
 * Messages quote document text (names, keys, snippets of bad JSON): every control and bidi
 * character is escaped, so each report is one line that the document cannot restyle or forge.
 */
export function oneLine(text: string): string {
  return escapeForTerminal(String(text));
}
