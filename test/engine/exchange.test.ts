// exchange (the dix): when the turn-up suit is trump, the holder of the 7 of trumps may give it
// for the turn-up card, once, after the deal is completed and before the first card.
import { expect } from '@open-wc/testing';
import { cardsOf, explain, has, legalMoves, startFaults, wordFault } from '../../src/engine/internal.js';
import { c, dealt, declare, exchange, play, refused, run } from './helpers.js';

// Hearts turned up (KH). Player 0 (non-dealer) holds 7H; player 1 (dealer) holds 8H.
const deck = {
  nonDealer: '7H AS KS 9D 10D QC AH 9C 8C',
  dealer: '8H 7S 8S 7D 8D AC JC 10C KC',
  turnUp: 'KH',
  bottom: '7C',
};
const exchangesIn = (s: ReturnType<typeof dealt>) => legalMoves(s).filter((m) => m.type === 'exchange');

describe('exchange', () => {
  describe('the dix: the 7 of trumps for the turn-up card', () => {
    it('is offered to the holder of the 7 once the turn-up suit is trump (taken in round 1)', () => {
      const s = run(dealt(deck), 'take');
      expect(exchangesIn(s)).to.deep.equal([{ type: 'exchange', card: c('7H'), player: 0 }]);
    });
    it("swaps the 7 for the turn-up card in the holder's hand", () => {
      const s = run(dealt(deck), 'pass', 'take', exchange('7H'));
      expect(has(s.hands[0], c('KH'))).to.equal(true);
      expect(has(s.hands[0], c('7H'))).to.equal(false);
      expect(cardsOf(s.hands[0])).to.have.length(9);
      expect(s.exchangedBy).to.equal(0);
    });
    it("may be made by the holder when it is the other player's turn (the dealer holds the 7)", () => {
      const d = { ...deck, nonDealer: '8H AS KS 9D 10D QC AH 9C 8C', dealer: '7H 7S 8S 7D 8D AC JC 10C KC' };
      const s = run(dealt(d), 'take');
      expect(s.toAct).to.equal(0);
      expect(exchangesIn(s)).to.deep.equal([{ type: 'exchange', card: c('7H'), player: 1 }]);
      const t = run(s, exchange('7H'));
      expect(t.exchangedBy).to.equal(1);
    });
    it('is optional: the holder may simply play', () => {
      const s = run(dealt(deck), 'take', 'AS');
      expect(s.exchangedBy).to.equal(-1);
      expect(has(s.hands[0], c('7H'))).to.equal(true);
    });
  });

  describe('exchange faults', () => {
    it('only when the turn-up suit is trump: not after a suit named in round 2', () => {
      const s = run(dealt(deck), 'pass', 'pass', 'S');
      expect(exchangesIn(s)).to.deep.equal([]);
      const f = refused(s, exchange('7S', 1), 'exchange');
      expect(f.message).to.contain('only allowed when the turn-up suit is trump');
    });
    it('only the 7 of trumps', () => {
      const s = run(dealt(deck), 'take');
      const f = refused(s, exchange('8H', 1), 'exchange');
      expect(f.message).to.contain('only the 7 of trumps (7H)');
    });
    it('only by the player who holds the 7', () => {
      const f = refused(run(dealt(deck), 'take'), exchange('7H', 1), 'exchange');
      expect(f.message).to.contain('without holding it');
    });
    it('once only', () => {
      const s = run(dealt(deck), 'take', exchange('7H'));
      expect(exchangesIn(s)).to.deep.equal([]);
      const f = refused(s, exchange('7H', 0), 'exchange');
      expect(f.message).to.contain('already made');
    });
    it('before the first card: afterwards it is wrong-phase', () => {
      const s = run(dealt(deck), 'take', 'AS');
      expect(exchangesIn(s)).to.deep.equal([]);
      const f = refused(s, exchange('7H', 0), 'wrong-phase');
      expect(f.message).to.contain('after the first card');
    });
    it('not during the bidding (wrong-phase)', () => {
      const f = refused(dealt(deck), exchange('7H', 0), 'wrong-phase');
      expect(f.message).to.contain('during the bidding');
    });
    it('not when the turn-up card is itself the 7 (nobody holds it)', () => {
      const d = { nonDealer: '8H AS KS 9D 10D QC AH 9C 8C', dealer: 'KH 7S 8S 7D 8D AC JC 10C KC', turnUp: '7H' };
      const s = run(dealt(d), 'take');
      expect(exchangesIn(s)).to.deep.equal([]);
    });
    it('after declaring a run that holds the 7: the exchange is legal, the run is not held at the start of play', () => {
      const d = { nonDealer: '7H 8H 9H KS 9D 10D QC AH 9C', dealer: 'QH 7S 8S 7D 8D AC JC 10C KC', turnUp: 'KH' };
      const s = run(dealt(d), 'take', declare(0, '9H 8H 7H'));
      expect(explain(s, exchange('7H', 0))).to.equal(null);
      // legalMoves leaves it out: a game played with its moves has no fault
      expect(exchangesIn(s)).to.deep.equal([]);
      const t = run(s, exchange('7H'));
      // judged just before the first card: the run is a declare fault, and it is ignored
      const f = startFaults(t).map((x) => wordFault(x, ['Anna', 'Ben']));
      expect(f.map((x) => [x.rule, x.player])).to.deep.equal([['declare', 0]]);
      expect(f[0].message).to.contain('did not hold 7H when play started');
      const u = run(t, 'KS');
      expect(u.declared[0]).to.deep.equal([]);
      // exchanging first: the 7 is gone, so the run is no longer there to declare
      const v = run(dealt(d), 'take', exchange('7H'));
      expect(refused(v, declare(0, '9H 8H 7H'), 'declare').message).to.contain('did not hold 7H');
      expect(run(v, declare(0)).exchangedBy).to.equal(0);
    });
    it('a run with the turn-up card may be declared before the exchange by the holder of the 7', () => {
      const d = { nonDealer: '7H QH JH KS 9D 10D QC AH 9C', dealer: '10S 7S 8S 7D 8D AC JC 10C KC', turnUp: 'KH' };
      const s = run(dealt(d), 'take');
      expect(explain(s, declare(0, 'KH QH JH'))).to.equal(null);
      // legalMoves offers it only after the exchange (a game played with its moves has no fault)
      const opts = legalMoves(s).filter((m) => m.type === 'declare' && m.player === 0);
      expect(opts.some((m) => m.type === 'declare' && m.runs.some((r) => r.includes(c('KH'))))).to.equal(false);
      const t = run(s, declare(0, 'KH QH JH'), exchange('7H'));
      expect(startFaults(t)).to.deep.equal([]);
      expect(run(t, 'KH').declared[0]?.length).to.equal(1);
      // without the exchange the turn-up card never comes: not held at the start of play
      expect(startFaults(run(s, declare(0, 'KH QH JH'))).map((x) => x.rule)).to.deep.equal(['declare']);
      // the 7 and the turn-up card are never held together
      const e = { nonDealer: '7H 9H 10H KS 9D 10D QC AH 9C', dealer: 'KH 7S 8S 7D 8D AC JC 10C KC', turnUp: '8H' };
      expect(refused(run(dealt(e), 'take'), declare(0, '10H 9H 8H 7H'), 'declare').message).to.contain('cannot both');
    });
    it('explain() names the cards', () => {
      const s = run(dealt(deck), 'take');
      expect(explain(s, exchange('8H', 1), ['Anna', 'Ben'])?.message).to.equal(
        'Ben offered 8H in exchange; only the 7 of trumps (7H) can be exchanged for the turn-up card.',
      );
    });
  });

  describe('the exchanged hand is the hand at the start of play', () => {
    it('the turn-up card taken can be played and the 7 cannot', () => {
      const s = run(dealt(deck), 'take', exchange('7H'));
      refused(s, play('7H'), 'card-not-held');
      const t = run(s, 'KH');
      expect(has(t.startHands[0], c('KH'))).to.equal(true);
    });
  });
});
