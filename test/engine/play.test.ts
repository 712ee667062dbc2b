// Playing the tricks: must-follow-suit, must-overtrump, must-trump, the trick winner, bareJass,
// card-not-held, out-of-turn and wrong-phase plays, and explain() messages that name the cards.
import { expect } from '@open-wc/testing';
import {
  type HandState,
  type Player,
  type RulesInput,
  cardsOf,
  explain,
  handFromPosition,
  legalMoves,
  legalPlayMask,
  rulesOf,
} from '../../src/engine/internal.js';
import { c, cs, dealt, names, play, refused, run } from './helpers.js';

/** A position in play, hearts trump: player 0 leads with `lead` (1-3 cards each). */
function pos(h0: string, h1: string, rules: RulesInput = 'classic', leader: Player = 0): HandState {
  const r = handFromPosition({ rules: rulesOf(rules), dealer: 1, trump: 1, taker: 0, leader, hands: [cs(h0), cs(h1)] });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}
/** The cards player 1 may play after player 0 leads `lead`. */
const answers = (s: HandState, lead: string) =>
  names(cardsOf(legalPlayMask(run(s, lead).hands[1], c(lead), 1, run(s, lead).rules.bareJass)));
const legalCards = (s: HandState) =>
  legalMoves(s)
    .filter((m) => m.type === 'play' && !('bela' in m && m.bela))
    .map((m) => (m.type === 'play' ? m.card : -1));

describe('play (rules must-follow-suit, must-overtrump, must-trump, card-not-held; option bareJass)', () => {
  describe('leading', () => {
    it('the non-dealer leads to trick 1, with any card', () => {
      const s = run(
        dealt({ nonDealer: 'JH 9H AH 10S KS QS 8D 7D AC', dealer: 'JS 9S AD 10H KH QH 8S 7S KC', turnUp: 'QD' }),
        'take',
      );
      expect(s.toAct).to.equal(0);
      expect(legalCards(s)).to.have.length(9);
    });
    it('the trick winner leads the next trick', () => {
      const s = run(pos('AS 7D', '7S 8D'), 'AS', '7S');
      expect([s.toAct, s.leader, s.tricksWon]).to.deep.equal([0, 0, [1, 0]]);
      const t = run(pos('7S 7D', 'AS 8D'), '7S', 'AS');
      expect([t.toAct, t.leader, t.tricksWon]).to.deep.equal([1, 1, [0, 1]]);
    });
  });

  describe('must-follow-suit', () => {
    it('a plain suit led must be followed, with any card of it', () => {
      expect(answers(pos('AS 7D 8D', '7S KS KH'), 'AS')).to.have.members(['7S', 'KS']);
    });
    it('discarding another suit while holding the suit led is must-follow-suit, naming the cards held', () => {
      const s = run(pos('AS 7D 8D', '7S KS AD'), 'AS');
      const f = refused(s, play('AD'), 'must-follow-suit');
      expect(names(f.cards ?? [])).to.deep.equal(['7S', 'KS']);
      expect(explain(s, play('AD'), ['Anna', 'Ben'])?.message).to.equal(
        'Ben played AD on AS but held 7S, KS in spades, the suit led.',
      );
    });
    it('trumping while holding the suit led is must-follow-suit', () => {
      refused(run(pos('AS 7D', '7S KH'), 'AS'), play('KH'), 'must-follow-suit');
    });
    it('a non-trump on a trump lead while holding a trump is must-follow-suit', () => {
      const s = run(pos('QH 7D', '8H AS'), 'QH');
      const f = refused(s, play('AS'), 'must-follow-suit');
      expect(f.message).to.contain('held trumps (8H)');
    });
  });

  describe('must-overtrump', () => {
    it('when trump is led, a higher trump must be played if held', () => {
      expect(answers(pos('QH 7D 8D', '7H 9H AS'), 'QH')).to.deep.equal(['9H']);
      expect(answers(pos('AH 7D 8D', '7H JH 9H'), 'AH')).to.have.members(['JH', '9H']);
    });
    it('a lower trump while holding a higher one is must-overtrump, naming the higher trump', () => {
      const s = run(pos('QH 7D 8D', '7H 9H AS'), 'QH');
      const f = refused(s, play('7H'), 'must-overtrump');
      expect(names(f.cards ?? [])).to.deep.equal(['9H']);
      // the notation contract's own example message
      expect(explain(s, play('7H'), ['Anna', 'Ben'])?.message).to.equal(
        'Ben played 7H on QH but held 9H, a higher trump.',
      );
    });
    it('names every higher trump held', () => {
      const s = run(pos('10H 7D 8D', '7H 9H JH'), '10H');
      const f = refused(s, play('7H'), 'must-overtrump');
      expect(names(f.cards ?? [])).to.deep.equal(['9H', 'JH']);
      expect(f.message).to.contain('higher trumps');
    });
    it('holding only lower trumps, a trump must still be played (any of them)', () => {
      const s = run(pos('9H 7D 8D', '7H QH AS'), '9H');
      expect(answers(pos('9H 7D 8D', '7H QH AS'), '9H')).to.have.members(['7H', 'QH']);
      refused(s, play('AS'), 'must-follow-suit');
    });
    it('the trump strength order decides "higher": 9 beats A, A beats 10, J beats all', () => {
      expect(answers(pos('AH 7D', '9H 10H'), 'AH')).to.deep.equal(['9H']);
      expect(answers(pos('10H 7D', 'AH KH'), '10H')).to.deep.equal(['AH']);
      expect(answers(pos('9H 7D', 'JH AH'), '9H')).to.deep.equal(['JH']);
    });
  });

  describe('must-trump', () => {
    it('void in the suit led, a trump must be played if held (any trump)', () => {
      expect(answers(pos('AS 7D 8D', '7H QH AD'), 'AS')).to.have.members(['7H', 'QH']);
    });
    it('discarding while holding a trump is must-trump, naming the trumps', () => {
      const s = run(pos('AS 7D 8D', '7H QH AD'), 'AS');
      const f = refused(s, play('AD'), 'must-trump');
      expect(names(f.cards ?? [])).to.deep.equal(['7H', 'QH']);
      expect(explain(s, play('AD'), ['Anna', 'Ben'])?.message).to.equal(
        'Ben played AD on AS with no spades but held trumps (7H, QH) and had to trump.',
      );
    });
    it('with neither the suit led nor a trump, any card may be played', () => {
      expect(answers(pos('AS 7D 8D', 'AD 7C 8C'), 'AS')).to.have.members(['AD', '7C', '8C']);
    });
  });

  describe('trick winner', () => {
    const winner = (h0: string, h1: string, lead: string, follow: string) =>
      run(pos(h0, h1), lead, follow).prevTrick?.[2];
    it('the higher trump wins', () => {
      expect(winner('9H 7D', 'JH 8D', '9H', 'JH')).to.equal(1);
      expect(winner('AH 7D', '10H 8D', 'AH', '10H')).to.equal(0);
    });
    it('a trump beats any plain card', () => {
      expect(winner('AS 7D', '7H 8D', 'AS', '7H')).to.equal(1);
    });
    it('otherwise the higher card of the suit led wins (10 beats K, another suit loses)', () => {
      expect(winner('KS 7D', '10S 8D', 'KS', '10S')).to.equal(1);
      expect(winner('7S 7D', 'AC 8D', '7S', 'AC')).to.equal(0);
    });
    it('the winner takes both cards and their points', () => {
      const s = run(pos('AS 7D', '10S 8D'), 'AS', '10S');
      expect(s.cardPoints).to.deep.equal([21, 0]);
      expect(names(cardsOf(s.won[0]))).to.have.members(['AS', '10S']);
    });
  });

  describe('bareJass', () => {
    it('bareJass: false (every preset): a lone Jass must be played on a trump lead and when void', () => {
      expect(answers(pos('7H 7D', 'JH AS'), '7H')).to.deep.equal(['JH']);
      expect(answers(pos('AS 7D', 'JH AD'), 'AS')).to.deep.equal(['JH']);
    });
    it('bareJass: true, trump led: a player whose only trump is the Jass may play any card', () => {
      expect(answers(pos('7H 7D', 'JH AS', { preset: 'classic', bareJass: true }), '7H')).to.have.members(['JH', 'AS']);
    });
    it('bareJass: true, void in the suit led: the lone Jass need not trump', () => {
      expect(answers(pos('AS 7D', 'JH AD', { preset: 'classic', bareJass: true }), 'AS')).to.have.members(['JH', 'AD']);
    });
    it('bareJass: true changes nothing when the Jass is not the only trump, or the suit led is held', () => {
      expect(answers(pos('8H 7D 8D', 'JH 7H AS', { preset: 'classic', bareJass: true }), '8H')).to.deep.equal(['JH']);
      expect(answers(pos('AS 7D 8D', 'JH 7H AD', { preset: 'classic', bareJass: true }), 'AS')).to.have.members([
        'JH',
        '7H',
      ]);
      expect(answers(pos('AS 7D', 'JH 7S', { preset: 'classic', bareJass: true }), 'AS')).to.deep.equal(['7S']);
    });
  });

  describe('card-not-held, out-of-turn, wrong-phase', () => {
    it('a card the player does not hold is only card-not-held', () => {
      const f = refused(pos('AS 7D', '7S 8D'), play('KC'), 'card-not-held');
      expect(f.message).to.contain('KC');
      // even where it would also break must-follow-suit
      refused(run(pos('AS 7D', '7S 8D'), 'AS'), play('AD'), 'card-not-held');
    });
    it('a play by the player not to play is out-of-turn', () => {
      const f = refused(pos('AS 7D', '7S 8D'), { type: 'play', card: c('7S'), player: 1 }, 'out-of-turn');
      expect(f.player).to.equal(1);
    });
    it('a play during the bidding or after the last trick is wrong-phase', () => {
      const s = dealt({
        nonDealer: 'JH 9H AH 10S KS QS 8D 7D AC',
        dealer: 'JS 9S AD 10H KH QH 8S 7S KC',
        turnUp: 'QD',
      });
      expect(refused(s, play('JH'), 'wrong-phase').message).to.contain('before trump was settled');
      const over = run(pos('AS', '7S'), 'AS', '7S');
      expect(over.phase).to.equal('over');
      expect(refused(over, play('AS'), 'wrong-phase').message).to.contain('after the hand was over');
    });
  });
});
