// Property tests (fast-check) over thousands of random legal games per preset. After every move:
// legalMoves is never empty until the hand (and the game) ends, every move it lists is accepted
// by apply; in sampled games every other candidate move is refused by explain. After every
// played hand: the card points won are the points of the 18 cards played (at most 146), the 10
// for the last trick go to exactly one player, points = cards + last trick + sequences + bela,
// the score follows the taker rule (an independent copy), the totals are the sums of the
// scores, and every game ends (at the target, or at a claim).
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  type Card,
  type CardMask,
  type Suit,
  PRESET_NAMES,
  RJ,
  cardsOf,
  legalPlayMask,
  strength,
} from '../../src/engine/internal.js';
import { randomGame } from './random-games.js';

/** Games per preset with the cheap invariants, and games with the full explain() check. */
const GAMES = 2000;
const FULL_GAMES = 40;

describe('properties (fast-check)', () => {
  for (const preset of PRESET_NAMES) {
    describe(`preset ${preset}`, () => {
      it(`${GAMES} random legal games: invariants after every move and every hand, and every game ends`, () => {
        let hands = 0,
          claimed = 0;
        fc.assert(
          fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (seed) => {
            const r = randomGame(preset, seed, 0);
            hands += r.hands;
            if (r.claimed) claimed++;
          }),
          { numRuns: GAMES },
        );
        expect(hands).to.be.at.least(GAMES);
        if (preset === 'bela-501') expect(claimed).to.be.greaterThan(0);
      });
      it(`${FULL_GAMES} random games: explain() refuses exactly the moves legalMoves omits, in every state`, () => {
        let checks = 0;
        fc.assert(
          fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (seed) => {
            checks += randomGame(preset, seed, 1).fullChecks;
          }),
          { numRuns: FULL_GAMES },
        );
        expect(checks).to.be.greaterThan(FULL_GAMES * 10);
      });
    });
  }

  describe('legalPlayMask against a reference written from the rules text', () => {
    /** The second player's options, rule by rule, with no masks tricks. */
    function reference(hand: Card[], lead: Card, trump: Suit, bareJass: boolean): Card[] {
      const suitOf = (x: Card) => x >> 3;
      const sameSuit = hand.filter((x) => suitOf(x) === suitOf(lead));
      const trumps = hand.filter((x) => suitOf(x) === trump);
      const loneJass = bareJass && trumps.length === 1 && (trumps[0] & 7) === RJ;
      if (suitOf(lead) === trump) {
        if (sameSuit.length === 0) return hand; // no trump: anything
        if (loneJass) return hand;
        const higher = sameSuit.filter((x) => strength(x, trump) > strength(lead, trump));
        return higher.length ? higher : sameSuit;
      }
      if (sameSuit.length) return sameSuit;
      if (trumps.length === 0 || loneJass) return hand;
      return trumps;
    }
    it('agrees on random hands, leads, trumps and bareJass', () => {
      fc.assert(
        fc.property(
          fc.shuffledSubarray([...Array(32).keys()], { minLength: 2, maxLength: 10 }),
          fc.integer({ min: 0, max: 3 }),
          fc.boolean(),
          (cards, trump, bareJass) => {
            const [lead, ...hand] = cards;
            const mask: CardMask = hand.reduce((m, x) => m | (1 << x), 0);
            const got = cardsOf(legalPlayMask(mask, lead, trump as Suit, bareJass)).sort((a, b) => a - b);
            const want = reference(hand, lead, trump as Suit, bareJass)
              .slice()
              .sort((a, b) => a - b);
            expect(got).to.deep.equal(want);
            expect(got.length).to.be.greaterThan(0);
          },
        ),
        { numRuns: 5000 },
      );
    });
    it('a leader may lead any card held', () => {
      fc.assert(
        fc.property(
          fc.integer(),
          fc.integer({ min: 0, max: 3 }),
          (m, t) => legalPlayMask(m, -1, t as Suit, false) === m,
        ),
      );
    });
  });
});
