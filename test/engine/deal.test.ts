// deal: 3-3-3-3, the turn-up (deck card 12), three more each once trump is fixed, the bottom
// card (deck card 31); the seeded shuffle; the cut for the first dealer; bad decks.
import { expect } from '@open-wc/testing';
import {
  cardName,
  cardsOf,
  checkDeck,
  cutForDealer,
  handFromDeck,
  maskOf,
  newGame,
  newHand,
  nextInt,
  nextUint32,
  rulesOf,
  seedRng,
  shuffledDeck,
} from '../../src/engine/internal.js';
import { c, cs, deckOf, names, run, errorText } from './helpers.js';

const classic = rulesOf('classic');
const deck32 = cs(
  'AS KS QS AH KH QH JS 10S 9S JH 10H 9H 7D 8S 7S 8H 7H AD KD QD JD 10D 9D 8D AC KC QC JC 10C 9C 8C 7C',
);

describe('deal', () => {
  describe('deal order 3-3-3-3 (non-dealer first), turn-up, 3 more each, bottom', () => {
    it('gives deck cards 0-2 and 6-8 to the non-dealer, 3-5 and 9-11 to the dealer', () => {
      const s = handFromDeck(classic, 1, deck32);
      expect(names(cardsOf(s.first[0]))).to.have.members(['AS', 'KS', 'QS', 'JS', '10S', '9S']);
      expect(names(cardsOf(s.first[1]))).to.have.members(['AH', 'KH', 'QH', 'JH', '10H', '9H']);
      // the same deck with the other dealer swaps the hands
      const t = handFromDeck(classic, 0, deck32);
      expect(t.first[1]).to.equal(s.first[0]);
      expect(t.first[0]).to.equal(s.first[1]);
    });
    it('turns up deck card 12; its suit is the proposed trump', () => {
      const s = handFromDeck(classic, 1, deck32);
      expect(cardName(s.turnUp)).to.equal('7D');
      expect(s.trump).to.equal(-1);
      expect(s.phase).to.equal('bidding');
    });
    it('holds back 13-15 for the non-dealer and 16-18 for the dealer until trump is fixed', () => {
      const s = handFromDeck(classic, 1, deck32);
      expect(names(cardsOf(s.rest[0]))).to.have.members(['8S', '7S', '8H']);
      expect(names(cardsOf(s.rest[1]))).to.have.members(['7H', 'AD', 'KD']);
      expect(cardsOf(s.hands[0])).to.have.length(6);
      const after = run(s, 'take');
      expect(cardsOf(after.hands[0])).to.have.length(9);
      expect(cardsOf(after.hands[1])).to.have.length(9);
      expect(after.hands[0]).to.equal(s.first[0] | s.rest[0]);
    });
    it('shows deck card 31 as the bottom card; it and the stock are never dealt', () => {
      const s = handFromDeck(classic, 1, deck32);
      expect(cardName(s.bottom)).to.equal('7C');
      const after = run(s, 'pass', 'take');
      const inPlay = after.hands[0] | after.hands[1];
      expect(inPlay & (1 << s.bottom)).to.equal(0);
      expect(inPlay & (1 << s.turnUp)).to.equal(0);
      expect(cardsOf(inPlay)).to.have.length(18);
    });
    it('the readable deck helper deals exactly the hands it was given', () => {
      const s = handFromDeck(
        classic,
        1,
        deckOf({
          nonDealer: 'JH 9H AH 10H KH QH 8H 7H AS',
          dealer: 'JS 9S AD 10S KS QS 8S 7S AC',
          turnUp: 'KD',
          bottom: '7C',
        }),
      );
      expect(s.first[0] | s.rest[0]).to.equal(maskOf(cs('JH 9H AH 10H KH QH 8H 7H AS')));
      expect(names(cardsOf(s.rest[1]))).to.have.members(['8S', '7S', 'AC']);
      expect([cardName(s.turnUp), cardName(s.bottom)]).to.deep.equal(['KD', '7C']);
    });
  });

  describe('newHand checks what it is given', () => {
    it('a deck must be 32 distinct cards', () => {
      expect(errorText(checkDeck(deck32))).to.equal(null);
      expect(errorText(checkDeck(deck32.slice(1)))).to.contain('32 cards, not 31');
      const twice = deck32.slice();
      twice[5] = twice[0];
      expect(errorText(checkDeck(twice))).to.contain('AS appears twice');
      const bad = deck32.slice();
      bad[3] = 40;
      expect(errorText(checkDeck(bad))).to.contain('40 is not a card');
      const r = newHand({ rules: classic, dealer: 0, deck: twice });
      expect(r.ok).to.equal(false);
    });
    it('hands given by cards: 6 or 9 each, no card twice, turn-up and bottom not held', () => {
      expect(
        newHand({
          rules: classic,
          dealer: 0,
          hands: [cs('AS KS QS JS 10S 9S'), cs('AH KH QH JH 10H 9H')],
          turnUp: c('7D'),
        }).ok,
      ).to.equal(true);
      const seven = newHand({
        rules: classic,
        dealer: 0,
        hands: [cs('AS KS QS JS 10S 9S 8S'), cs('AH KH QH JH 10H 9H')],
      });
      expect(seven.ok).to.equal(false);
      if (!seven.ok) expect(errorText(seven)).to.contain('6 or 9 cards, not 7');
      const dup = newHand({
        rules: classic,
        dealer: 0,
        hands: [cs('AS KS QS JS 10S 9S'), cs('AH KH QH JH 10H 9H')],
        turnUp: c('AS'),
      });
      expect(dup.ok).to.equal(false);
      if (!dup.ok) expect(errorText(dup)).to.contain('AS is dealt twice');
    });
  });

  describe('seeded shuffle', () => {
    it('is reproducible: the same seed gives the same deck (recorded once)', () => {
      expect(names(shuffledDeck(seedRng(42))).join(' ')).to.equal(
        'QH AC AD QS KS 10S 10D 9C JS QC 8D 10H 9H 7D 8S KH KC KD 7S 9D 10C 9S 7H 8H JD AH AS 7C 8C QD JH JC',
      );
      expect(names(shuffledDeck(seedRng('klaberjass'))).join(' ')).to.equal(
        '9H AD 10S 9C AS JC QC QD JD 8H 8S QH JH 9S 8C 7H KC 7D KD 8D 10C QS KH AC 10H AH 10D 7S 7C 9D JS KS',
      );
      const r = seedRng(7);
      expect([nextUint32(r), nextUint32(r), nextInt(r, 10)]).to.deep.equal([1002855682, 2835284388, 8]);
    });
    it('always gives a permutation of the 32 cards, different seeds different decks', () => {
      const seen = new Set<string>();
      for (let i = 0; i < 200; i++) {
        const d = shuffledDeck(seedRng(i));
        expect(errorText(checkDeck(d))).to.equal(null);
        seen.add(d.join());
      }
      expect(seen.size).to.equal(200);
      expect(seedRng(1)).to.not.deep.equal(seedRng('1'));
    });
    it('nextInt stays in range and reaches every value', () => {
      const r = seedRng('range');
      const hits = new Array(7).fill(0);
      for (let i = 0; i < 7000; i++) hits[nextInt(r, 7)]++;
      for (const h of hits) expect(h).to.be.within(800, 1200);
    });
    it('a seeded game deals the same hands and the same cut every time', () => {
      const a = newGame({ rules: classic, seed: 'same' }),
        b = newGame({ rules: classic, seed: 'same' });
      expect(a.deck).to.deep.equal(b.deck);
      expect(a.cut).to.deep.equal(b.cut);
      expect(a.hand).to.deep.equal(b.hand);
    });
  });

  describe('cut for dealer: the higher card (A K Q J 10 9 8 7) deals', () => {
    it('gives the deal to the player who cut the higher rank, recutting equal ranks', () => {
      for (let i = 0; i < 300; i++) {
        const { cut, dealer } = cutForDealer(seedRng(i));
        expect(cut[0]).to.not.equal(cut[1]);
        expect(cut[0] & 7).to.not.equal(cut[1] & 7);
        const higher = (cut[0] & 7) > (cut[1] & 7) ? 0 : 1;
        expect(dealer).to.equal(higher);
      }
    });
    it('recorded cuts: seed 1 cuts QH against AH (player 1 deals), seed 2 JC against 9D (player 0)', () => {
      const g1 = newGame({ rules: classic, seed: 1 }),
        g2 = newGame({ rules: classic, seed: 2 });
      expect([names(g1.cut), g1.hand.dealer]).to.deep.equal([['QH', 'AH'], 1]);
      expect([names(g2.cut), g2.hand.dealer]).to.deep.equal([['JC', '9D'], 0]);
    });
    it('the cut uses the natural order, not the trump or plain trick order (J beats 9 and 10 loses to J)', () => {
      // a 10 against a J: plain trick order would favour the 10, the cut order favours the J
      let found = false;
      for (let i = 0; i < 2000 && !found; i++) {
        const { cut, dealer } = cutForDealer(seedRng(i));
        const ranks = cut.map((x) => x & 7);
        if (ranks.includes(3) && ranks.includes(4)) {
          expect(dealer).to.equal(ranks[0] === 4 ? 0 : 1);
          found = true;
        }
      }
      expect(found).to.equal(true);
    });
    it('a dealer given to newGame skips the cut', () => {
      expect(newGame({ rules: classic, seed: 1, dealer: 0 }).hand.dealer).to.equal(0);
    });
  });
});
