/**
 * Node-only: the words `klaberjass-validate` prints: the compiler-style lines of one document's
 * verdict, the closing summary and its JSON form, from the tally of a run.
 */
import { RULE_IDS, type RuleId } from '../engine/internal.js';
import type { Verdict } from '../validator/types.js';
import { escapeForTerminal } from './escape.js';
import { type ExplainedViolation, groupFaults, moveText } from './fix.js';

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

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function formatSummary(tally: Tally): string {
  let total = tally.unlisted;
  for (const n of tally.violations.values()) total += n;
  let text = `${plural(tally.documents, 'document')} checked: ${tally.valid} valid, ${tally.invalid} invalid`;
  // some documents had too many violations to count: the totals are what was counted
  const over = tally.uncounted ? 'over ' : '';
  if (total > 0) text += `, ${over}${plural(total, 'violation')}`;
  text += '\n';
  if (total > 0)
    text += `violations by rule: ${byRule(tally)
      .map(([r, n]) => `${r} ${n}`)
      .join(', ')}${tally.unlisted > 0 || over ? `, not listed ${over}${tally.unlisted}` : ''}\n`;
  if (tally.skipped > 0)
    text += `${plural(tally.skipped, 'JSON file')} skipped: not ${tally.skipped === 1 ? 'a transcript' : 'transcripts'} (-v lists them)\n`;
  if (tally.unreadable > 0) text += `${plural(tally.unreadable, 'input')} could not be read\n`;
  if (tally.unchecked > 0)
    text += `${plural(tally.unchecked, 'document')} could not be checked to the end (internal error): not known to be valid\n`;
  return text;
}

/** Where in the document: `hand H move M`, `hand H`, or the JSON Pointer. */
export function where(hand: number | undefined, move: number | undefined, path?: string): string {
  if (hand !== undefined) return move !== undefined ? `hand ${hand} move ${move}: ` : `hand ${hand}: `;
  if (path) return `${path}: `;
  return '';
}

/** The compiler-style lines for one document (empty for a valid document without notes). */
export function formatVerdict(file: string, line: number | undefined, verdict: Verdict, explain = false): string {
  const name = escapeForTerminal(file);
  const loc = line === undefined ? name : `${name}:${line}`;
  let text = '';
  const line1 = (v: ExplainedViolation) => {
    text += `${loc}: ${where(v.hand, v.move, v.path === undefined ? v.path : escapeForTerminal(v.path))}[${v.rule}] ${oneLine(v.message)}\n`;
    if (explain && v.legal)
      text += `${loc}: ${where(v.hand, v.move)}legal here: ${v.legal.length ? v.legal.map(moveText).join(', ') : 'nothing'}\n`;
  };
  // the first fault of a hand is the cause; later ones in that hand may follow from it
  for (const g of groupFaults(verdict.violations)) {
    line1(g.cause);
    if (g.after.length)
      text += `${loc}: ${where(g.cause.hand, undefined)}${g.after.length === 1 ? 'the fault below' : `the ${g.after.length} faults below`} may follow from this first one\n`;
    for (const v of g.after) line1(v);
  }
  for (const n of verdict.notes) text += `${loc}: ${where(n.hand, n.move)}note: ${oneLine(n.message)}\n`;
  return text;
}

/**
 * Messages quote document text (names, keys, snippets of bad JSON): every control and bidi
 * character is escaped, so each report is one line that the document cannot restyle or forge.
 */
export function oneLine(text: string): string {
  return escapeForTerminal(String(text));
}
