/**
 * A hand as the element shows it: the track and its trick (src/render/track.ts, which the images
 * of a position share) and what the players say, move by move.
 */
import {
  type BidValue,
  type HandState,
  type Player,
  type CardMask,
  compareRuns,
  other,
  parseSuit,
  popcount,
  bestRun,
} from '../../engine/internal.js';
import type { Strings } from '../i18n/index.js';

export {
  type Track,
  type TrickCard,
  type TrickView,
  actorAt,
  beforeStep,
  stateAt,
  trickAt,
  trickEnds,
} from '../../render/track.js';
import { type Track, actorAt, beforeStep, stateAt, trickEnds } from '../../render/track.js';

export interface Speech {
  player: Player;
  text: string;
  step: number;
  kind: 'bid' | 'declare' | 'bela' | 'exchange' | 'claim';
}

const runLen = (runs: readonly CardMask[], s: HandState): number => {
  const b = bestRun(runs, s.trump, s.rules);
  return b ? popcount(b) : 0;
};

/** What a player says for a bid: "I take", "Pass", a suit ("Hearts"), "Schmeiss?" or its answer. */
export function sayBid(bid: BidValue, str: Strings): string {
  const words: Partial<Record<BidValue, string>> = {
    take: str.sayTake,
    pass: str.sayPass,
    schmeiss: str.saySchmeiss,
    accept: str.sayAccept,
    refuse: str.sayRefuse,
  };
  return words[bid] ?? str.saySuit(str.suits[parseSuit(bid)]);
}

/** What the players said, move by move, up to a step. */
export function speechUpTo(t: Track, step: number, str: Strings): Speech[] {
  const out: Speech[] = [];
  const n = Math.min(step, t.moves.length);
  for (let i = 0; i < n; i++) {
    const m = t.moves[i];
    if (!m) continue;
    const before = beforeStep(t, i),
      after = t.states[i];
    const p = actorAt(t, i);
    const say = (text: string, kind: Speech['kind']) => out.push({ player: p, text, step: i + 1, kind });
    switch (m.type) {
      case 'bid':
        say(sayBid(m.bid, str), 'bid');
        break;
      case 'exchange':
        say(str.sayExchange, 'exchange');
        break;
      case 'declare': {
        const mine = after.declared[p] ?? [];
        const theirs = before.declared[other(p)];
        const len = runLen(mine, after);
        if (theirs && theirs.length) {
          // the second to speak answers the first: good, not good, or same
          const cmp = compareRuns(p === 0 ? [mine, theirs] : [theirs, mine], after.trump, after.dealer, after.rules);
          say(
            cmp.winner === p
              ? `${str.sayNotGood}: ${str.sayRun(len).toLowerCase()}`
              : cmp.winner === -1
                ? str.saySame
                : str.sayGood,
            'declare',
          );
        } else say(len ? str.sayRun(len) : str.sayNoRuns, 'declare');
        break;
      }
      case 'play':
        if (m.bela) say(str.sayBela, 'bela');
        break;
      case 'claim':
        say(str.sayClaim, 'claim');
        break;
    }
  }
  return out;
}

/** The speech bubble of each seat: what they said since the last completed trick. */
export function bubblesAt(t: Track, step: number, str: Strings): [Speech | null, Speech | null] {
  const s = stateAt(t, step);
  const all = speechUpTo(t, step, str);
  const since =
    trickEnds(t)
      .filter((e) => e < step)
      .at(-1) ?? 0;
  const out: [Speech | null, Speech | null] = [null, null];
  for (const sp of all) if (sp.step > since || s.phase === 'bidding') out[sp.player] = sp;
  return out;
}
