// Bela: K + Q of trumps held at the start of play (the dix may bring one) = 20, counted when
// announced as belaAnnounce requires (both / second); bela-announcement faults.
import { expect } from '@open-wc/testing';
import {
  type HandState,
  type RulesInput,
  explain,
  handFromPosition,
  handSummary,
  legalMoves,
  rulesOf,
} from '../../src/engine/internal.js';
import { c, cs, dealt, exchange, play, plays, refused, run } from './helpers.js';

// Hearts trump, player 0 holds KH QH and leads; player 1 has no heart, so player 0 wins both.
const H0 = 'KH QH AS AD AC 10S 10D 10C KS',
  H1 = '7S 8S 9S 7D 8D 9D 7C 8C 9C';
function nine(rules: RulesInput = 'classic', h0 = H0, h1 = H1): HandState {
  const r = handFromPosition({
    rules: rulesOf(rules),
    dealer: 1,
    trump: 1,
    taker: 0,
    leader: 0,
    hands: [cs(h0), cs(h1)],
  });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}
const belaAfter = (rules: RulesInput, list: string) => plays(nine(rules), list).bela;

describe('bela (option belaAnnounce, rule bela-announcement)', () => {
  describe('held at the start of play', () => {
    it('the player holding K and Q of trumps may announce with either card', () => {
      const belaPlays = legalMoves(nine()).filter((m) => m.type === 'play' && m.bela);
      expect(belaPlays.map((m) => (m.type === 'play' ? m.card : -1))).to.have.members([c('KH'), c('QH')]);
    });
    it('a player holding only one of them cannot announce bela (bela-announcement)', () => {
      const s = nine('classic', 'KH 7H AS AD AC 10S 10D 10C KS', 'QH 8S 9S 7D 8D 9D 7C 8C 9C');
      const f = refused(s, play('KH', true), 'bela-announcement');
      expect(f.message).to.contain('did not hold both the king and queen of trumps');
    });
    it('the dix can complete bela: QH held, KH turned up and taken by the exchange', () => {
      const s = dealt({ nonDealer: 'QH 7H AS AD AC 10S 10D 10C KS', dealer: H1, turnUp: 'KH', bottom: 'JC' });
      const t = plays(run(s, 'take', exchange('7H')), 'KH! 7S QH! 8S');
      expect(t.belaHolder).to.equal(0);
      expect(t.bela).to.deep.equal([20, 0]);
    });
  });

  describe('belaAnnounce', () => {
    it('both: announced on the first card and on the second = 20', () => {
      expect(belaAfter('classic', 'KH! 7S QH! 8S')).to.deep.equal([20, 0]);
      expect(belaAfter('classic', 'QH! 7S KH! 8S')).to.deep.equal([20, 0]);
    });
    it('both: announced on the second card only = not counted', () => {
      expect(belaAfter('classic', 'KH 7S QH! 8S')).to.deep.equal([0, 0]);
    });
    it('both: announced on the first card only = not counted', () => {
      expect(belaAfter('classic', 'KH! 7S QH 8S')).to.deep.equal([0, 0]);
    });
    it('second: announced on the second card = 20', () => {
      expect(belaAfter('simple', 'KH 7S QH! 8S')).to.deep.equal([20, 0]);
    });
    it('second: an extra announcement on the first card is harmless', () => {
      expect(belaAfter('simple', 'KH! 7S QH! 8S')).to.deep.equal([20, 0]);
    });
    it('second: announced on the first card only = not counted', () => {
      expect(belaAfter('schmeiss', 'KH! 7S QH 8S')).to.deep.equal([0, 0]);
    });
    it('not announced at all: no fault, not counted, and the summary says why', () => {
      const t = plays(nine(), 'KH 7S QH 8S');
      expect(t.bela).to.deep.equal([0, 0]);
      const info = handSummary(t).belaInfo;
      expect([info.holder, info.counted, info.reason]).to.deep.equal([0, false, 'not-announced']);
    });
    it('counted bela is reported with its holder; one card played is "not-played" yet', () => {
      expect(handSummary(plays(nine(), 'KH! 7S QH! 8S')).belaInfo.reason).to.equal('counted');
      expect(handSummary(plays(nine(), 'KH! 7S')).belaInfo.reason).to.equal('not-played');
    });
  });

  describe('bela counts whoever holds the best sequence, and in the points', () => {
    it("adds 20 to the holder's points at the end of the hand", () => {
      let s = plays(nine(), 'KH! 7S QH! 8S');
      while (s.phase === 'play') {
        const m = legalMoves(s).find((x) => x.type === 'play');
        if (!m) break;
        s = run(s, m);
      }
      const sum = handSummary(s);
      expect(sum.bela).to.deep.equal([20, 0]);
      expect(sum.points[0]).to.equal(sum.cards[0] + (sum.lastTrick === 0 ? 10 : 0) + sum.sequences[0] + 20);
    });
    it('counts for the holder who loses the sequence comparison', () => {
      // player 1 declares a twenty and wins the comparison; player 0 still scores bela
      let s = run(nine(), { type: 'declare', player: 0, runs: [] }, 'KH!');
      s = run(s, { type: 'declare', player: 1, runs: [cs('9S 8S 7S')] }, '7S', 'QH!', '8C');
      expect(s.bela).to.deep.equal([20, 0]);
      expect(handSummary(s).sequenceInfo.winner).to.equal(1);
    });
  });

  describe('bela-announcement faults', () => {
    it('announcing with a card that is not the K or Q of trumps', () => {
      const f = refused(nine(), play('AS', true), 'bela-announcement');
      expect(f.message).to.contain('only with the king or queen of trumps (hearts)');
    });
    it('announcing with the K of a plain suit', () => {
      refused(nine(), play('KS', true), 'bela-announcement');
    });
    it('explain() names the player and card', () => {
      expect(explain(nine(), play('AS', true), ['Anna', 'Ben'])?.message).to.equal(
        'Anna announced bela with AS; bela is announced only with the king or queen of trumps (hearts).',
      );
    });
  });
});
