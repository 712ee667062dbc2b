/**
 * Play mode's strings: the table's with those only play mode shows, and every sentence about you
 * in the second person (`secondPerson`).
 */
import { type PlayStrings, enPlay } from './en-play.js';
import { type Strings, partStrings } from './index.js';

/** The strings of the table's language with those only play mode shows. */
export type PlayTable = Strings & PlayStrings;

/**
 * The table's language as play mode speaks it: the strings only play mode shows laid over the
 * table's (`table`), and the sentences about you in the second person (`secondPerson`).
 */
export const playStrings = (table: Strings): PlayTable => secondPerson(partStrings(table, enPlay));

/**
 * The table's strings with every sentence about you (the seat named `you`) in the second person
 * ("You hold", "taken by you"; "Din tur", "tatt av deg"): the forms of `youForms` stand in for
 * the sentences of the main table when the player named is you. Kept per table.
 */
const secondPersons = new WeakMap<PlayTable, PlayTable>();
export function secondPerson(t: PlayTable): PlayTable {
  const had = secondPersons.get(t);
  if (had) return had;
  const you = t.you;
  const y = t.youForms;
  const one =
    <A extends unknown[]>(base: (n: string, ...a: A) => string, alt: ((...a: A) => string) | undefined) =>
    (n: string, ...a: A) =>
      alt && n === you ? alt(...a) : base(n, ...a);
  const two =
    (base: (a: string, b: string) => string, alt: ((youFirst: boolean, o: string) => string) | undefined) =>
    (a: string, b: string) => (alt && a === you ? alt(true, b) : alt && b === you ? alt(false, a) : base(a, b));
  const map = <F, G>(o: Record<string, F>, f: (k: string, v: F) => G) =>
    Object.fromEntries(Object.entries(o).map(([k, v]) => [k, f(k, v)]));
  const s: PlayTable = {
    ...t,
    toAct: one(t.toAct, y.toAct),
    wonTrick: one(t.wonTrick, y.wonTrick),
    narratePlay: one(t.narratePlay, y.narratePlay),
    narrateBela: one(t.narrateBela, y.narrateBela),
    narrateExchange: one(t.narrateExchange, y.narrateExchange),
    narrateDeclare: one(t.narrateDeclare, y.narrateDeclare),
    narrateNoRuns: one(t.narrateNoRuns, y.narrateNoRuns),
    narrateClaim: one(t.narrateClaim, y.narrateClaim),
    narrateTrick: one(t.narrateTrick, y.narrateTrick),
    narrateTrump: (suit, name) => (name === you ? y.narrateTrump(suit) : t.narrateTrump(suit, name)),
    describeHand: one(t.describeHand, y.describeHand),
    describeHidden: one(t.describeHidden, y.describeHidden),
    seqVoided: one(t.seqVoided, y.seqVoided),
    belaNotPlayed: one(t.belaNotPlayed, y.belaNotPlayed),
    potPaid: (n, w) => (w === you ? y.potPaid(n) : t.potPaid(n, w)),
    claimRight: one(t.claimRight, y.claimRight),
    claimWrong: one(t.claimWrong, y.claimWrong),
    nextDealer: one(t.nextDealer, y.nextDealer),
    winsGame: one(t.winsGame, y.winsGame),
    seqReason: map(t.seqReason, (k, f) => one(f, y.seqReason[k])),
    outcome: map(t.outcome as Record<string, (a: string, b: string) => string>, (k, f) =>
      two(f, y.outcome[k]),
    ) as unknown as PlayTable['outcome'],
  };
  secondPersons.set(t, s);
  return s;
}
