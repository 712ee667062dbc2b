/**
 * A hand as the element shows it: the state before the first move, then each move with the state
 * after it. Replay builds one from the validator's replay, play mode grows one move by move.
 * Pure functions of the track and a step (the number of moves shown).
 */
import {
  type BidValue,
  type Card,
  type HandState,
  type Move,
  type Player,
  type CardMask,
  actorOf,
  compareRuns,
  other,
  parseSuit,
  popcount,
  bestRun,
} from '../../engine/internal.js';
import type { TranscriptMove } from '../../notation/types.js';
import type { Violation } from '../../validator/types.js';
import type { Strings } from '../i18n/index.js';

export interface Track {
  initial: HandState;
  /** The move of each step (null: unreadable, shown but not applied). */
  moves: (Move | null)[];
  /** The state after each step. */
  states: HandState[];
  /** The moves as written (comments and marks), when from a transcript. */
  written?: TranscriptMove[];
  /** Faults of each step (validate and replay modes). */
  faults?: Violation[][];
}

export const stateAt = (t: Track, step: number): HandState =>
  step <= 0 ? t.initial : t.states[Math.min(step, t.states.length) - 1];
export const beforeStep = (t: Track, i: number): HandState => (i === 0 ? t.initial : t.states[i - 1]);

/** Who made move `i` (0-based). */
export function actorAt(t: Track, i: number): Player {
  const m = t.moves[i];
  const s = beforeStep(t, i);
  return m ? actorOf(s, m) : s.toAct;
}

export interface TrickCard {
  card: Card;
  player: Player;
}
export interface TrickView {
  cards: TrickCard[];
  winner: Player | -1;
}

/** The cards on the table at a step: the open trick, or the trick the last move completed. */
export function trickAt(t: Track, step: number): TrickView {
  const s = stateAt(t, step);
  if (s.lead >= 0) return { cards: [{ card: s.lead, player: s.leader }], winner: -1 };
  const m = step > 0 ? t.moves[step - 1] : null;
  // (prevTrick is set by the play that completes a trick, so it is there once a trick is done)
  if (m && m.type === 'play' && s.prevTrick) {
    const last = actorAt(t, step - 1);
    const [a, b, w] = s.prevTrick;
    return {
      cards: [
        { card: a, player: other(last) },
        { card: b, player: last },
      ],
      winner: w,
    };
  }
  return { cards: [], winner: -1 };
}

/** Steps at which a trick is completed (for stepping by trick). */
export function trickEnds(t: Track): number[] {
  const out: number[] = [];
  let prev = t.initial.tricks;
  t.states.forEach((s, i) => {
    if (s.tricks > prev) out.push(i + 1);
    prev = s.tricks;
  });
  return out;
}

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
