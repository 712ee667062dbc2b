// claim: under claiming rules, right after winning a trick (also after the ninth), a player
// whose game total plus this hand's points so far reach the target may claim; a correct claim
// wins at once, a wrong one loses at once. Misplaced claims: `claim`; after an ended hand:
// `wrong-phase`.
import { expect } from '@open-wc/testing';
import {
  type HandState,
  type RulesInput,
  apply,
  handFromPosition,
  handSummary,
  legalMoves,
  newGame,
  pointsSoFar,
  rulesOf,
} from '../../src/engine/internal.js';
import { claim, cs, dealt, deckOf, refused, run } from './helpers.js';

// Hearts trump. Player 0 leads JH and wins 20 card points (player 1 must play a lower trump).
const H0 = 'JH 9H AH 10H AS 10S AD 10D AC',
  H1 = '7H 8H KS QS KD QD KC QC 7C';
function nine(before: [number, number], rules: RulesInput = 'bela-501', pot = 0): HandState {
  const r = handFromPosition({
    rules: rulesOf(rules),
    dealer: 1,
    trump: 1,
    taker: 0,
    leader: 0,
    hands: [cs(H0), cs(H1)],
    before,
    pot,
  });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}
const claims = (s: HandState) => legalMoves(s).filter((m) => m.type === 'claim');

describe('claim', () => {
  describe('the claim window: right after winning a trick, before leading the next', () => {
    it('the trick winner may claim; the claim is offered among the legal moves', () => {
      const s = run(nine([481, 0]), 'JH', '7H');
      expect(claims(s)).to.deep.equal([{ type: 'claim', player: 0 }]);
    });
    it('points so far count the trick just won (20 for the Jass)', () => {
      expect(pointsSoFar(run(nine([0, 0]), 'JH', '7H'))).to.deep.equal([20, 0]);
    });
    it('a claim in the middle of a trick is a claim fault', () => {
      const s = run(nine([481, 0]), 'JH', '7H', 'AS');
      expect(claims(s)).to.deep.equal([]);
      expect(refused(s, claim(0), 'claim').message).to.contain('middle of a trick');
    });
    it('a claim by the player who did not win the trick is a claim fault', () => {
      expect(refused(run(nine([0, 481]), 'JH', '7H'), claim(1), 'claim').message).to.contain(
        'only the winner of the trick just completed',
      );
    });
    it('a claim before any trick (and during the bidding) is a claim fault', () => {
      refused(nine([481, 0]), claim(0), 'claim');
      const d = dealt({ nonDealer: H0, dealer: H1, turnUp: 'KH', rules: 'bela-501' });
      expect(refused(d, claim(0), 'claim').message).to.contain('during the bidding');
    });
    it('claiming: false (classic) makes any claim a claim fault', () => {
      const s = run(nine([481, 0], 'classic'), 'JH', '7H');
      expect(claims(s)).to.deep.equal([]);
      expect(refused(s, claim(0), 'claim').message).to.contain('do not allow claiming');
    });
  });

  describe('correct and wrong claims', () => {
    it('correct: 481 + 20 reaches 501, the claim wins', () => {
      const s = run(nine([481, 0]), 'JH', '7H', claim());
      expect([s.phase, s.end]).to.deep.equal(['over', 'claimed']);
      expect(s.claim).to.deep.equal({ player: 0, correct: true, points: [20, 0] });
      const sum = handSummary(s);
      expect([sum.outcome, sum.score]).to.deep.equal(['claimed', [20, 0]]);
    });
    it('wrong: 480 + 20 falls short of 501, the claim loses', () => {
      expect(run(nine([480, 0]), 'JH', '7H', claim()).claim?.correct).to.equal(false);
    });
    it('held-over points waiting in the pot do not count towards a claim', () => {
      expect(run(nine([480, 0], 'bela-501', 162), 'JH', '7H', claim()).claim?.correct).to.equal(false);
    });
    it('after the ninth trick the claim is still open and the last-trick bonus counts', () => {
      const r = handFromPosition({
        rules: rulesOf('bela-501'),
        dealer: 1,
        trump: 1,
        taker: 0,
        leader: 0,
        hands: [cs('AS'), cs('7S')],
        before: [480, 0],
      });
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      const s = run(r.value, 'AS', '7S');
      expect([s.phase, s.end]).to.deep.equal(['over', 'played']);
      expect(claims(s)).to.deep.equal([{ type: 'claim', player: 0 }]);
      // 11 for the ace + 10 for the last trick: 480 + 21 = 501
      expect(run(s, claim()).claim).to.deep.equal({ player: 0, correct: true, points: [21, 0] });
    });
  });

  describe('claims after the hand has ended are wrong-phase', () => {
    it('after four passes', () => {
      const d = run(
        dealt({ nonDealer: H0, dealer: H1, turnUp: 'KH', rules: 'bela-501' }),
        'pass',
        'pass',
        'pass',
        'pass',
      );
      expect(refused(d, claim(0), 'wrong-phase').message).to.contain('already over');
    });
    it('after a claim', () => {
      const s = run(nine([481, 0]), 'JH', '7H', claim());
      refused(s, claim(0), 'wrong-phase');
      expect(legalMoves(s)).to.deep.equal([]);
    });
  });

  describe('in a game: a claim ends the game', () => {
    const deck = deckOf({ nonDealer: H0, dealer: H1, turnUp: 'KH' });
    const game = (target: number) =>
      run(
        newGame({ rules: rulesOf({ preset: 'bela-501', target }), seed: 1, dealer: 1, decks: [deck] }),
        'take',
        'JH',
        '7H',
      );
    it('a correct claim wins the game for the claimer', () => {
      const g = run(game(20), claim());
      expect([g.over, g.winner]).to.deep.equal([true, 0]);
      expect(legalMoves(g)).to.deep.equal([]);
    });
    it('a wrong claim loses the game', () => {
      const g = run(game(30), claim());
      expect([g.over, g.winner]).to.deep.equal([true, 1]);
    });
    it('after the game ends every move is wrong-phase', () => {
      const g = run(game(20), claim());
      const r = apply(g, { type: 'next' });
      expect(r.ok).to.equal(false);
      if (!r.ok) expect(r.error.rule).to.equal('wrong-phase');
    });
  });
});
