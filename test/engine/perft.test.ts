// Golden counts for the move generator, like chess move-generator "perft": from three fixed
// seeded deals with fixed bids, the number of leaf nodes of the play tree to a fixed depth.
// The counts were recorded once from the engine; one deal is cross-checked against a plain
// brute-force count written here from the rules text (not using legalMoves or legalPlayMask),
// so a generator bug changes a number and fails the test.
import { expect } from '@open-wc/testing';
import {
  type HandState,
  type RulesInput,
  apply,
  cardsOf,
  cloneHand,
  handFromDeck,
  legalMoves,
  legalPlayMask,
  playCard,
  rulesOf,
  seedRng,
  shuffledDeck,
} from '../../src/engine/internal.js';

interface PerftDeal {
  seed: string;
  rules: RulesInput;
  bids: string[];
}
const DEALS: PerftDeal[] = [
  { seed: 'perft-1', rules: 'classic', bids: ['take'] },
  { seed: 'perft-2', rules: 'classic', bids: ['pass', 'take'] },
  { seed: 'perft-3', rules: { preset: 'classic', bareJass: true }, bids: ['pass', 'pass', 'pass', 'D'] },
];

/** Leaf counts of the card tree (plays only) for depths 1..8, recorded once. */
const CARD_COUNTS: Record<string, number[]> = {
  'perft-1': [9, 15, 120, 211, 1477, 2346, 14076, 21744],
  'perft-2': [9, 20, 160, 324, 2268, 4168, 25008, 41892],
  'perft-3': [9, 21, 168, 362, 2534, 4830, 28980, 49112],
};
/** Leaf counts of the full move tree (legalMoves: exchange, declarations, bela, cards) for depths 1..5. */
const MOVE_COUNTS: Record<string, number[]> = {
  'perft-1': [12, 57, 257, 870, 3340],
  'perft-2': [12, 62, 318, 1196, 5004],
  'perft-3': [12, 70, 327, 1328, 5352],
};

/** The hand after the fixed bids, dealer player 1. */
function start(d: PerftDeal): HandState {
  let s = handFromDeck(rulesOf(d.rules), 1, shuffledDeck(seedRng(d.seed)));
  for (const b of d.bids) {
    const r = apply(s, { type: 'bid', bid: b as 'take' });
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  return s;
}

/** Leaves of the card tree through the engine's fast path. */
function perftCards(s: HandState, depth: number): number {
  if (depth === 0 || s.phase !== 'play') return 1;
  let mask = legalPlayMask(s.hands[s.toAct], s.lead, s.trump, s.rules.bareJass);
  let n = 0;
  while (mask !== 0) {
    const low = mask & -mask;
    mask ^= low;
    const t = cloneHand(s);
    playCard(t, 31 - Math.clz32(low), false);
    n += perftCards(t, depth - 1);
  }
  return n;
}

/** Leaves of the full move tree through legalMoves + apply. */
function perftMoves(s: HandState, depth: number): number {
  if (depth === 0) return 1;
  const moves = legalMoves(s);
  if (moves.length === 0) return 1;
  let n = 0;
  for (const m of moves) {
    const r = apply(s, m);
    if (!r.ok) throw new Error(`legalMoves listed a move apply refused: ${r.error.message}`);
    n += perftMoves(r.value, depth - 1);
  }
  return n;
}

// ---- the independent brute force: card strings, orders spelled out as in the rules text ----
const TRUMP_ORDER = ['J', '9', 'A', '10', 'K', 'Q', '8', '7']; // strongest first
const PLAIN_ORDER = ['A', '10', 'K', 'Q', 'J', '9', '8', '7'];
const RANKS = ['7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const SUITS = ['S', 'H', 'D', 'C'];
interface Bf {
  hands: [string[], string[]];
  trump: string;
  toAct: 0 | 1;
  lead: string | null;
  leader: 0 | 1;
  bareJass: boolean;
}
const suit = (card: string) => card.slice(-1);
const rank = (card: string) => card.slice(0, -1);
/** Does `b`, played second, beat `a`? */
function beatsBf(b: string, a: string, trump: string): boolean {
  if (suit(b) === suit(a)) {
    const order = suit(a) === trump ? TRUMP_ORDER : PLAIN_ORDER;
    return order.indexOf(rank(b)) < order.indexOf(rank(a));
  }
  return suit(b) === trump;
}
/** The cards the player to act may play, spelled out rule by rule. */
function optionsBf(st: Bf): string[] {
  const hand = st.hands[st.toAct];
  if (st.lead === null) return hand;
  const lead = st.lead;
  const follow = hand.filter((x) => suit(x) === suit(lead));
  const trumps = hand.filter((x) => suit(x) === st.trump);
  const loneJass = st.bareJass && trumps.length === 1 && rank(trumps[0]) === 'J';
  if (suit(lead) === st.trump) {
    if (follow.length === 0 || loneJass) return hand;
    const over = follow.filter((x) => beatsBf(x, lead, st.trump));
    return over.length ? over : follow;
  }
  if (follow.length) return follow;
  if (trumps.length && !loneJass) return trumps;
  return hand;
}
function perftBf(st: Bf, depth: number): number {
  if (depth === 0 || (st.hands[0].length === 0 && st.hands[1].length === 0)) return 1;
  let n = 0;
  for (const card of optionsBf(st)) {
    const hands: [string[], string[]] = [st.hands[0].slice(), st.hands[1].slice()];
    hands[st.toAct] = hands[st.toAct].filter((x) => x !== card);
    let next: Bf;
    if (st.lead === null) next = { ...st, hands, lead: card, leader: st.toAct, toAct: (1 - st.toAct) as 0 | 1 };
    else {
      const winner = beatsBf(card, st.lead, st.trump) ? st.toAct : st.leader;
      next = { ...st, hands, lead: null, leader: winner, toAct: winner };
    }
    n += perftBf(next, depth - 1);
  }
  return n;
}
function toBf(s: HandState): Bf {
  const name = (x: number) => RANKS[x & 7] + SUITS[x >> 3];
  return {
    hands: [cardsOf(s.hands[0]).map(name), cardsOf(s.hands[1]).map(name)],
    trump: SUITS[s.trump as number],
    toAct: s.toAct,
    lead: null,
    leader: s.toAct,
    bareJass: s.rules.bareJass,
  };
}

describe('perft: golden leaf counts of the move generator', () => {
  for (const d of DEALS) {
    describe(`deal ${d.seed} (bids ${d.bids.join(', ')})`, () => {
      it('card tree, depths 1-8', () => {
        const s = start(d);
        const got = CARD_COUNTS[d.seed].map((_, i) => perftCards(s, i + 1));
        expect(got).to.deep.equal(CARD_COUNTS[d.seed]);
      });
      it('full move tree (exchange, declarations, bela, cards), depths 1-5', () => {
        const s = start(d);
        const got = MOVE_COUNTS[d.seed].map((_, i) => perftMoves(s, i + 1));
        expect(got).to.deep.equal(MOVE_COUNTS[d.seed]);
      });
    });
  }
  it('a brute force written from the rules text gives the same card counts', () => {
    for (const d of DEALS) {
      const s = start(d);
      const bf = toBf(s);
      const got = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => perftBf(bf, n));
      expect(got, d.seed).to.deep.equal(CARD_COUNTS[d.seed]);
    }
  });
  it('the brute force and the engine agree to the last card of a three-card ending', () => {
    // a position late in deal perft-2: play 6 cards by a fixed rule, then count to the end
    let s = start(DEALS[1]);
    for (let i = 0; i < 12; i++) {
      const mask = legalPlayMask(s.hands[s.toAct], s.lead, s.trump, false);
      s = cloneHand(s);
      playCard(s, 31 - Math.clz32(mask), false); // the highest legal card index
    }
    expect(s.tricks).to.equal(6);
    const bf = { ...toBf(s), toAct: s.toAct, leader: s.leader };
    expect(perftCards(s, 6)).to.equal(perftBf(bf, 6));
  });
});
