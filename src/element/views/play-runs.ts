/**
 * Declared runs as the person at the table hears them (play mode only). The rules texts give a
 * dialogue: the first to declare says only what their best run is worth ("a twenty"); the other
 * answers "good" (cannot beat it), "not good" (has better, and says what it is worth) or "same";
 * on "same" the first names their run's top card and the answer comes again; on the same top card
 * a run in trumps wins. Only as much is said as the comparison needs, and only the winner shows
 * their runs (the hand's summary lists them once they count, views/summary.ts). So the computer's
 * declaration is narrated, listed in the moves and exported as these words, never as its cards;
 * the record of the game (the full transcript) keeps the cards.
 *
 * The comparison itself is the engine's (`runRank`, the rank `compareRuns` compares); this only
 * says which of its steps were needed.
 */
import {
  type CardMask,
  type HandState,
  type Player,
  bestRun,
  other,
  runComparison,
  runInfo,
  runRank,
} from '../../engine/internal.js';
import type { I18nController } from '../i18n/index.js';
import type { PlayTable } from '../i18n/second-person.js';
import { type Track, actorAt, beforeStep } from '../model/track.js';
import { narrate } from './timeline.js';

/** One thing said in the dialogue: who said it and the words. */
interface Said {
  who: Player;
  words: string;
}

/** What a run is worth as said aloud ("A fifty"); where the rules rank runs by length, with its length. */
function worth(t: PlayTable, run: CardMask, s: HandState): string {
  const { length } = runInfo(run);
  return s.rules.sequenceRank === 'length' && length >= 4 && length <= 6
    ? t.sayRunLength(t.sayRun(length), length)
    : t.sayRun(length);
}

/**
 * What player `p` says with their declaration (made between `before` and `after`), and what the
 * other answers or names on the way, in order: the first to declare announces; the second answers.
 */
function dialogue(t: PlayTable, before: HandState, after: HandState, p: Player): Said[] {
  const q = other(p);
  const mine = bestRun(after.declared[p] ?? [], after.trump, after.rules);
  const theirs = bestRun(before.declared[q] ?? [], after.trump, after.rules);
  // nobody to answer: say what the best run is worth, or that there is none
  if (!theirs) return [{ who: p, words: mine ? worth(t, mine, after) : t.sayNoRuns }];
  if (!mine) return [{ who: p, words: t.sayGood }];
  const a = runRank(mine, after.trump, after.rules),
    b = runRank(theirs, after.trump, after.rules);
  const notGood = (words: string): Said => ({ who: p, words: `${t.sayNotGood}: ${words.toLowerCase()}` });
  // the class (a fifty against a twenty, or the length) decides
  if (a >> 5 !== b >> 5) return [a > b ? notGood(worth(t, mine, after)) : { who: p, words: t.sayGood }];
  const out: Said[] = [
    { who: p, words: t.saySame },
    { who: q, words: t.sayTop(t.ranks[runInfo(theirs).top]) },
  ];
  const top = (a >> 1) & 15,
    theirTop = (b >> 1) & 15;
  if (top !== theirTop) out.push(top > theirTop ? notGood(t.sayTop(t.ranks[top])) : { who: p, words: t.sayGood });
  else {
    // the same top card: a run in trumps wins; else the rules' tie (the summary says which)
    out.push({ who: p, words: t.saySame });
    if (b & 1) out.push({ who: q, words: t.sayInTrumps });
    else if (a & 1) out.push({ who: p, words: t.sayInTrumps });
  }
  return out;
}

/**
 * The declaration at move `i` of the track as heard at the table: the sentence for the live
 * region and the moves' labels, and (for the other player's declaration) the short label shown in
 * the moves instead of its cards. Undefined when move `i` is not a declaration. `human`'s own
 * declaration names its cards (they are yours), then any answer you gave.
 */
export function heardDeclaration(
  i18n: I18nController,
  names: readonly [string, string],
  track: Track,
  i: number,
  human: Player,
): { label: string; short?: string } | undefined {
  const m = track.moves[i];
  if (m?.type !== 'declare') return undefined;
  const t = i18n.strings as PlayTable;
  const p = actorAt(track, i);
  const before = beforeStep(track, i);
  const said = dialogue(t, before, track.states[i], p);
  const words = (s: Said) => t.narrateBid(names[s.who], s.words);
  // the other had declared a run: this declaration answers it; else it announces
  if (before.declared[other(p)]?.length) {
    const answer = said.map(words).join(' ');
    return p === human
      ? { label: `${narrate(i18n, names, track, i)} ${answer}` }
      : { label: answer, short: said.map((s) => s.words).join(' · ') };
  }
  if (p === human) return { label: narrate(i18n, names, track, i) };
  const [{ words: announced }] = said;
  return {
    label: m.runs.length ? t.narrateDeclare(names[p], announced.toLowerCase()) : t.narrateNoRuns(names[p]),
    short: announced,
  };
}

/**
 * The other player's declarations of runs in the hand in play that the rules have not shown (by
 * index in the track, plus `offset`), each with what was heard instead, for the transcript written
 * during the hand (model/export.ts `asSeenBy`). Only the winner of the comparison shows their runs,
 * during the second trick.
 */
export function unseenRuns(
  i18n: I18nController,
  names: readonly [string, string],
  track: Track,
  human: Player,
  h: HandState,
  offset: number,
): Map<number, string> {
  const out = new Map<number, string>();
  const q = other(human);
  const shown = h.declared[human] !== null && runComparison(h).winner === q && h.tricks > 0;
  track.moves.forEach((m, i) => {
    if (m?.type === 'declare' && m.runs.length && actorAt(track, i) === q && !shown)
      out.set(i + offset, heardDeclaration(i18n, names, track, i, human)!.label);
  });
  return out;
}
