// bid: round 1 (take the turn-up suit or pass), round 2 (name another suit or pass), four
// passes throw the hand in; schmeiss (offer, accept = same dealer redeals, refuse = the
// offerer takes the turn-up suit); out-of-turn and wrong-phase bids.
import { expect } from '@open-wc/testing';
import { apply, explain, handSummary, legalMoves, newGame, rulesOf } from '../../src/engine/internal.js';
import { bid, dealt, deckOf, refused, run } from './helpers.js';

const deck = {
  nonDealer: 'JH 9H AH 10H KH QH 8H 7H AS',
  dealer: 'JS 9S AD 10S KS QS 8S 7S AC',
  turnUp: 'KD',
  bottom: '7C',
};
const hand = (rules: Parameters<typeof rulesOf>[0] = 'classic') => dealt({ ...deck, rules });
const bidsOf = (s: ReturnType<typeof hand>) => legalMoves(s).map((m) => (m.type === 'bid' ? m.bid : m.type));

describe('bid', () => {
  describe('round 1: take the turn-up suit or pass, non-dealer first', () => {
    it('the non-dealer speaks first and may take or pass', () => {
      const s = hand();
      expect(s.toAct).to.equal(0);
      expect(bidsOf(s)).to.deep.equal(['take', 'pass']);
    });
    it('take by the non-dealer: turn-up suit is trump, the non-dealer is taker and leads', () => {
      const s = run(hand(), 'take');
      expect([s.phase, s.trump, s.taker, s.toAct, s.leader]).to.deep.equal(['play', 2, 0, 0, 0]);
    });
    it('pass then take: the dealer becomes taker, the non-dealer still leads', () => {
      const s = run(hand(), 'pass', 'take');
      expect([s.trump, s.taker, s.toAct]).to.deep.equal([2, 1, 0]);
    });
    it('naming a suit in round 1 is a bid fault', () => {
      const f = refused(hand(), bid('H'), 'bid');
      expect(f.message).to.contain('first round').and.contain('diamonds');
    });
  });

  describe('round 2: name another suit or pass', () => {
    it('after two passes the non-dealer may name any suit but the turn-up suit, or pass', () => {
      const s = run(hand(), 'pass', 'pass');
      expect(s.bidRound).to.equal(2);
      expect(s.toAct).to.equal(0);
      expect(bidsOf(s)).to.deep.equal(['S', 'H', 'C', 'pass']);
    });
    it('naming a suit fixes it as trump with the namer as taker', () => {
      const s = run(hand(), 'pass', 'pass', 'H');
      expect([s.trump, s.taker, s.phase]).to.deep.equal([1, 0, 'play']);
      const t = run(hand(), 'pass', 'pass', 'pass', 'S');
      expect([t.trump, t.taker]).to.deep.equal([0, 1]);
    });
    it('the turn-up suit cannot be named in round 2', () => {
      const f = refused(run(hand(), 'pass', 'pass'), bid('D'), 'bid');
      expect(f.message).to.contain('turn-up suit').and.contain('diamonds');
    });
    it('"take" in round 2 is a bid fault', () => {
      const f = refused(run(hand(), 'pass', 'pass'), bid('take'), 'bid');
      expect(f.message).to.contain('second round');
    });
  });

  describe('four passes: the hand is thrown in and the other player deals', () => {
    it('ends the hand with nothing scored; the next dealer is the other player', () => {
      const s = run(hand(), 'pass', 'pass', 'pass', 'pass');
      expect([s.phase, s.end]).to.deep.equal(['over', 'thrown-in']);
      expect(legalMoves(s)).to.deep.equal([]);
      const sum = handSummary(s);
      expect([sum.outcome, sum.score, sum.nextDealer]).to.deep.equal(['no-play', [0, 0], 0]);
    });
    it('in a game, the next hand is dealt by the other player', () => {
      const g = run(
        newGame({ rules: rulesOf('classic'), seed: 3, dealer: 1, decks: [deckOf(deck)] }),
        'pass',
        'pass',
        'pass',
        'pass',
      );
      expect(g.hand.end).to.equal('thrown-in');
      const n = apply(g, { type: 'next' });
      expect(n.ok).to.equal(true);
      if (n.ok) expect(n.value.hand.dealer).to.equal(0);
    });
    it('a bid after a thrown-in hand is wrong-phase', () => {
      refused(run(hand(), 'pass', 'pass', 'pass', 'pass'), bid('pass'), 'wrong-phase');
    });
  });

  describe('schmeiss: a round-1 offer to throw the hand in', () => {
    it('is offered only where the rules allow it (schmeiss preset, or schmeiss: true)', () => {
      expect(bidsOf(hand('schmeiss'))).to.deep.equal(['take', 'pass', 'schmeiss']);
      expect(bidsOf(hand({ preset: 'classic', schmeiss: true }))).to.include('schmeiss');
      for (const p of ['classic', 'bela-501', 'simple'] as const) expect(bidsOf(hand(p))).to.not.include('schmeiss');
    });
    it('schmeiss: false makes an offer a bid fault', () => {
      const f = refused(hand('classic'), bid('schmeiss'), 'bid');
      expect(f.message).to.contain('do not allow');
    });
    it('the other player must answer accept or refuse, nothing else', () => {
      const s = run(hand('schmeiss'), 'schmeiss');
      expect(s.toAct).to.equal(1);
      expect(bidsOf(s)).to.deep.equal(['accept', 'refuse']);
      const f = refused(s, bid('take'), 'bid');
      expect(f.message).to.contain('accept or refuse');
    });
    it('accepted: the hand is thrown in and the same dealer redeals', () => {
      const s = run(hand('schmeiss'), 'schmeiss', 'accept');
      expect([s.phase, s.end]).to.deep.equal(['over', 'schmeiss']);
      const sum = handSummary(s);
      expect([sum.score, sum.nextDealer]).to.deep.equal([[0, 0], 1]);
    });
    it('refused: the offerer becomes taker in the turn-up suit', () => {
      const s = run(hand('schmeiss'), 'schmeiss', 'refuse');
      expect([s.phase, s.trump, s.taker, s.toAct]).to.deep.equal(['play', 2, 0, 0]);
      const t = run(hand('schmeiss'), 'pass', 'schmeiss', 'refuse');
      expect([t.trump, t.taker]).to.deep.equal([2, 1]);
    });
    it('is not possible in round 2', () => {
      const f = refused(run(hand('schmeiss'), 'pass', 'pass'), bid('schmeiss'), 'bid');
      expect(f.message).to.contain('only possible in the first');
    });
    it('an answer with no offer is a bid fault', () => {
      refused(hand('schmeiss'), bid('accept'), 'bid');
      refused(hand('schmeiss'), bid('refuse'), 'bid');
    });
  });

  describe('out-of-turn and wrong-phase bids', () => {
    it('a bid by the player not to speak is out-of-turn', () => {
      const f = refused(hand(), { type: 'bid', bid: 'take', player: 1 }, 'out-of-turn');
      expect(f.player).to.equal(1);
      expect(f.message).to.contain('Player 1').and.contain("Player 0's turn");
    });
    it('a bid during play is wrong-phase', () => {
      const f = refused(run(hand(), 'take'), bid('pass'), 'wrong-phase');
      expect(f.message).to.contain('bidding is over');
    });
    it('explain() names the players with the names given', () => {
      const f = explain(hand(), { type: 'bid', bid: 'take', player: 1 }, ['Anna', 'Ben']);
      expect(f?.message).to.equal('Ben bid "take" but it was Anna\'s turn to speak.');
    });
  });
});
