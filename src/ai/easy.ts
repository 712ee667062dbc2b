/**
 * The `easy` level: rules of thumb, no search. Takes a suit holding the Jass or the Menel with
 * support, leads masters and otherwise low cards, wins a trick with the cheapest card that
 * does, and throws its least valuable card when it cannot win.
 */
import {
  type BidValue,
  type Card,
  type Move,
  type Suit,
  SUIT_LETTERS,
  beats,
  cardPoints,
  popcount,
  strength,
  suitOf,
} from '../engine/internal.js';
import type { AiReason, HeuristicRule } from './types.js';
import { handStrength } from './model.js';
import type { View } from './view.js';

const heur = (rule: HeuristicRule): AiReason => ({ kind: 'heuristic', rule });

export function easyBid(v: View, legal: Move[]): { move: Move; why: AiReason } {
  const s = v.pub;
  const hand = s.hands[v.me];
  const bids = legal.filter((m): m is Extract<Move, { type: 'bid' }> => m.type === 'bid');
  const find = (b: BidValue) => bids.find((m) => m.bid === b);
  const tu = s.turnUp >= 0 ? suitOf(s.turnUp) : -1;
  if (s.schmeissBy !== -1) {
    const refuse = tu >= 0 && handStrength(hand, tu as Suit) >= 4;
    const m = find(refuse ? 'refuse' : 'accept') ?? bids[0];
    return { move: m, why: heur(refuse ? 'trump-strength' : 'too-weak') };
  }
  if (s.bidRound === 1 && tu >= 0) {
    if (handStrength(hand, tu as Suit) >= 5) return { move: find('take') ?? bids[0], why: heur('trump-strength') };
    return { move: find('pass') ?? bids[0], why: heur('too-weak') };
  }
  let best = -1,
    bestScore = -1;
  for (let su = 0; su < 4; su++) {
    if (su === tu) continue;
    const sc = handStrength(hand, su as Suit);
    if (sc > bestScore) {
      bestScore = sc;
      best = su;
    }
  }
  if (best >= 0 && bestScore >= 5) {
    const m = find(SUIT_LETTERS[best]);
    if (m) return { move: m, why: heur('trump-strength') };
  }
  return { move: find('pass') ?? bids[0], why: heur('too-weak') };
}

/** The card the easy level plays among `cards` (legal, distinct). */
export function easyCard(v: View, cards: Card[]): { card: Card; why: AiReason } {
  const s = v.pub;
  const trump = s.trump;
  const pts = (c: Card) => cardPoints(c, trump);
  const str = (c: Card) => strength(c, trump);
  const seen = v.playedBy[0] | v.playedBy[1] | s.hands[v.me];
  if (s.lead < 0) {
    // a master of a plain suit (every higher card of the suit already gone or mine)
    let master = -1;
    for (const c of cards) {
      if (suitOf(c) === trump) continue;
      let top = true;
      for (let r = 0; r < 8; r++) {
        const o = (c & ~7) + r;
        if (o !== c && !(seen & (1 << o)) && str(o) > str(c)) {
          top = false;
          break;
        }
      }
      if (top && (master < 0 || pts(c) > pts(master))) master = c;
    }
    if (master >= 0) return { card: master, why: heur('lead-master') };
    // otherwise the lowest card of the longest plain suit
    let best = cards[0],
      bestKey = Infinity;
    for (const c of cards) {
      const len = popcount(s.hands[v.me] & (0xff << (suitOf(c) * 8)));
      const key = (suitOf(c) === trump ? 100 : 0) + pts(c) * 2 + str(c) - len;
      if (key < bestKey) {
        bestKey = key;
        best = c;
      }
    }
    return { card: best, why: heur('lead-low') };
  }
  const lead = s.lead;
  const winners = cards.filter((c) => beats(c, lead, trump));
  if (winners.length) {
    const worth = pts(lead);
    // win when the trick is worth it or it costs nothing
    const cheapest = winners.reduce((a, b) => (str(b) + pts(b) < str(a) + pts(a) ? b : a));
    if (worth >= 3 || suitOf(cheapest) !== trump) {
      const plainWinners = winners.filter((c) => suitOf(c) === suitOf(lead));
      // following suit: take the most points; trumping: the cheapest trump
      const pick =
        plainWinners.length && suitOf(lead) !== trump
          ? plainWinners.reduce((a, b) => (pts(b) > pts(a) ? b : a))
          : cheapest;
      return { card: pick, why: heur(suitOf(pick) === trump && suitOf(lead) !== trump ? 'trump-in' : 'win-cheaply') };
    }
  }
  const low = cards.reduce((a, b) => (pts(b) * 16 + str(b) < pts(a) * 16 + str(a) ? b : a));
  return { card: low, why: heur(suitOf(low) === suitOf(lead) ? 'follow-low' : 'discard-low') };
}
