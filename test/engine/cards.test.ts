// Cards: the two orders, card points, the 152 points of the deck, card strings.
import { expect } from '@open-wc/testing';
import {
  type Suit,
  DECK_POINTS,
  PLAIN_POINTS,
  TRUMP_POINTS,
  beats,
  cardName,
  cardPoints,
  cardsOf,
  lowestCard,
  maskOf,
  maskPoints,
  parseCard,
  parseSuit,
  popcount,
  strength,
  suitName,
} from '../../src/engine/internal.js';
import { c, cs, names } from './helpers.js';

/** Sort a suit's cards strongest first by the engine's trick-taking strength. */
const byStrength = (cards: string, trump: Suit) =>
  names(cs(cards).sort((a, b) => strength(b, trump) - strength(a, trump)));

describe('cards', () => {
  describe('32 cards: A K Q J 10 9 8 7 in four suits', () => {
    it('has exactly 32 distinct cards, each with a two- or three-letter name', () => {
      const all = new Set<string>();
      for (let x = 0; x < 32; x++) all.add(cardName(x));
      expect(all.size).to.equal(32);
      for (const s of 'SHDC')
        for (const r of ['A', 'K', 'Q', 'J', '10', '9', '8', '7']) expect(all.has(r + s)).to.equal(true);
    });
  });

  describe('trump order J 9 A 10 K Q 8 7 (Jass, Menel)', () => {
    it('ranks trumps jack, nine, ace, ten, king, queen, eight, seven', () => {
      expect(byStrength('7H 8H 9H 10H JH QH KH AH', 1)).to.deep.equal(names(cs('JH 9H AH 10H KH QH 8H 7H')));
    });
    it('makes every trump beat every plain card, the 7 of trumps beats a plain ace', () => {
      expect(beats(c('7H'), c('AS'), 1)).to.equal(true);
      expect(beats(c('AS'), c('7H'), 1)).to.equal(false);
    });
  });

  describe('plain order A 10 K Q J 9 8 7', () => {
    it('ranks a plain suit ace, ten, king, queen, jack, nine, eight, seven', () => {
      expect(byStrength('7S 8S 9S 10S JS QS KS AS', 1)).to.deep.equal(names(cs('AS 10S KS QS JS 9S 8S 7S')));
    });
    it('a card of another plain suit never beats the card led', () => {
      expect(beats(c('AD'), c('7S'), 1)).to.equal(false);
      expect(beats(c('8S'), c('7S'), 1)).to.equal(true);
    });
    it('with no trump (-1) the higher card of the suit led wins', () => {
      expect(beats(c('10C'), c('KC'), -1)).to.equal(true);
      expect(beats(c('AH'), c('KC'), -1)).to.equal(false);
    });
  });

  describe('card points', () => {
    it('trump J 20, trump 9 14, A 11, 10 10, K 4, Q 3, 8 and 7 nothing', () => {
      const h = (r: string) => cardPoints(c(r + 'H'), 1);
      expect([h('J'), h('9'), h('A'), h('10'), h('K'), h('Q'), h('8'), h('7')]).to.deep.equal([
        20, 14, 11, 10, 4, 3, 0, 0,
      ]);
    });
    it('plain A 11, 10 10, K 4, Q 3, J 2, 9 8 7 nothing', () => {
      const s = (r: string) => cardPoints(c(r + 'S'), 1);
      expect([s('A'), s('10'), s('K'), s('Q'), s('J'), s('9'), s('8'), s('7')]).to.deep.equal([
        11, 10, 4, 3, 2, 0, 0, 0,
      ]);
    });
    it('the tables agree with cardPoints for every card', () => {
      for (let x = 0; x < 32; x++) {
        expect(cardPoints(x, (x >> 3) as Suit)).to.equal(TRUMP_POINTS[x & 7]);
        expect(cardPoints(x, (((x >> 3) + 1) % 4) as Suit)).to.equal(PLAIN_POINTS[x & 7]);
      }
    });
    it('the deck holds 152 card points whichever suit is trump (and with no trump: 120 + 0)', () => {
      for (let t = 0; t < 4; t++) expect(maskPoints(-1, t as 0)).to.equal(152);
      expect(DECK_POINTS).to.equal(152);
      // no trump: four plain suits of 30 points
      expect(maskPoints(-1, -1)).to.equal(120);
    });
  });

  describe('card strings', () => {
    it('parse and format round-trip for all 32 cards', () => {
      for (let x = 0; x < 32; x++) expect(parseCard(cardName(x))).to.equal(x);
    });
    it('names the cards as in the notation: "10H", "JS", "7C", "AD"', () => {
      expect(names([c('10H'), c('JS'), c('7C'), c('AD')])).to.deep.equal(['10H', 'JS', '7C', 'AD']);
      expect(c('7S')).to.equal(0);
      expect(c('AC')).to.equal(31);
    });
    it('refuses strings that are not cards (returns -1)', () => {
      for (const bad of ['', 'H', '1H', 'TH', '10', 'jh', '10h', 'JHH', ' JH', '6S', '2C', 'AX', 'KS ', '110H']) {
        expect(parseCard(bad), bad).to.equal(-1);
      }
      for (const bad of [null, undefined, 10, {}, ['JH']]) expect(parseCard(bad)).to.equal(-1);
    });
    it('parses the four suit letters and nothing else', () => {
      expect(['S', 'H', 'D', 'C'].map(parseSuit)).to.deep.equal([0, 1, 2, 3]);
      expect(parseSuit('X')).to.equal(-1);
      expect(parseSuit('h')).to.equal(-1);
      expect([0, 1, 2, 3].map((s) => suitName(s as 0))).to.deep.equal(['S', 'H', 'D', 'C']);
    });
  });

  describe('card masks', () => {
    it('count, list and rebuild sets of cards, including the ace of clubs (bit 31)', () => {
      const m = maskOf(cs('AC 7S 10H'));
      expect(popcount(m)).to.equal(3);
      expect(names(cardsOf(m))).to.deep.equal(['7S', '10H', 'AC']);
      expect(lowestCard(m)).to.equal(c('7S'));
      expect(lowestCard(0)).to.equal(-1);
      expect(popcount(-1)).to.equal(32);
    });
  });
});
