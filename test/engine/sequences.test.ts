// Sequences (runs): finding them, their values, no overlap, precedence under sequenceRank
// (value / length), top card, trumps, sequenceTie (non-dealer / none), sequenceScoring
// (all / best-only), sequencesNeedTrick; the declare rule and sequence faults.
import { expect } from '@open-wc/testing';
import {
  type HandState,
  type Player,
  type RulesInput,
  compareRuns,
  declarationOptions,
  handFromPosition,
  handSummary,
  isRunMask,
  legalMoves,
  maskOf,
  maximalRuns,
  rulesOf,
  runValue,
} from '../../src/engine/internal.js';
import { cs, declare, refused, run } from './helpers.js';

const m = (list: string) => maskOf(cs(list));
const runsOf = (list: string) => maximalRuns(m(list)).map((x) => x);
/** Compare two players' declared runs (each a list of runs), hearts trump, player 1 deals. */
function cmp(p0: string[], p1: string[], rules: RulesInput = 'classic', trump: 0 | 1 | 2 | 3 = 1, dealer: Player = 1) {
  return compareRuns([p0.map(m), p1.map(m)], trump, dealer, rulesOf(rules));
}

/** A nine-card position (declarations open), hearts trump, player 0 leads. */
function nine(h0: string, h1: string, rules: RulesInput = 'classic'): HandState {
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
/** Finish a hand by always playing the first legal card. */
function finish(s: HandState): HandState {
  let cur = s;
  while (cur.phase === 'play') {
    const mv = legalMoves(cur).find((x) => x.type === 'play');
    if (!mv) throw new Error('no card to play');
    cur = run(cur, mv);
  }
  return cur;
}

describe('sequences (rules declare, sequence-precedence, sequence-needs-trick)', () => {
  describe('finding runs in the natural order A K Q J 10 9 8 7, trumps too', () => {
    it('finds each maximal run of three or more in one suit', () => {
      expect(runsOf('AS KS QS 9S 8S 7S 10H')).to.deep.equal([m('9S 8S 7S'), m('AS KS QS')]);
      expect(runsOf('AS KS JS 10S 8S')).to.deep.equal([]);
    });
    it('uses the natural order in trumps: J 10 9 of trumps is a run', () => {
      expect(runsOf('JH 10H 9H')).to.deep.equal([m('JH 10H 9H')]);
    });
    it('A 10 K Q is not a run (the plain trick order is not the sequence order)', () => {
      expect(isRunMask(m('AS 10S KS QS'))).to.equal(false);
      expect(isRunMask(m('AS KS QS JS'))).to.equal(true);
    });
    it('runs never cross suits', () => {
      expect(isRunMask(m('AS 7H 8H'))).to.equal(false);
      expect(runsOf('KS AS 7H 8H')).to.deep.equal([]);
    });
  });

  describe('values: 3 = 20, 4 to 6 = 50, 7 = 70, 8 = 100', () => {
    it('runValue', () => {
      expect([2, 3, 4, 5, 6, 7, 8].map(runValue)).to.deep.equal([0, 20, 50, 50, 50, 70, 100]);
    });
  });

  describe('no overlap: the ways to declare a hand', () => {
    it('a 4-card run: none, the whole run, or either three-card part', () => {
      const opts = declarationOptions(m('AS KS QS JS'));
      expect(opts).to.have.length(4);
      expect(opts[0]).to.deep.equal([]);
      expect(opts).to.deep.include([m('AS KS QS JS')]);
      expect(opts).to.deep.include([m('AS KS QS')]);
      expect(opts).to.deep.include([m('KS QS JS')]);
    });
    it('a 6-card run may be two twenties, never overlapping', () => {
      const opts = declarationOptions(m('AS KS QS JS 10S 9S'));
      expect(opts).to.deep.include([m('JS 10S 9S'), m('AS KS QS')]);
      expect(opts).to.deep.include([m('AS KS QS JS 10S 9S')]);
      for (const o of opts) {
        let used = 0;
        for (const r of o) {
          expect(used & r).to.equal(0);
          used |= r;
        }
      }
    });
    it('declaring runs that share a card is a declare fault', () => {
      const s = nine('AS KS QS JS 7D 8D 7C 8C 9H', '10S 9S 8S AD KD QD AC KC QC');
      const f = refused(s, declare(0, 'AS KS QS', 'KS QS JS'), 'declare');
      expect(f.message).to.contain('may not overlap');
    });
    it('two runs of a hand of two maximal runs are combined', () => {
      const opts = declarationOptions(m('AS KS QS 9D 8D 7D'));
      expect(opts).to.have.length(4);
      expect(opts).to.deep.include([m('9D 8D 7D'), m('AS KS QS')].sort((a, b) => a - b));
    });
  });

  describe('sequenceRank', () => {
    it('value: any fifty beats any twenty (a Q-high fifty beats an A-high twenty)', () => {
      const r = cmp(['QS JS 10S 9S'], ['AD KD QD']);
      expect([r.winner, r.reason]).to.deep.equal([0, 'rank']);
    });
    it('value: all runs of 4+ rank alike, so the top card decides (A-high four beats K-high six)', () => {
      const r = cmp(['KS QS JS 10S 9S 8S'], ['AD KD QD JD']);
      expect([r.winner, r.reason]).to.deep.equal([1, 'top-card']);
    });
    it('length: more cards beat fewer (K-high six beats A-high four)', () => {
      const r = cmp(['KS QS JS 10S 9S 8S'], ['AD KD QD JD'], 'bela-501');
      expect([r.winner, r.reason]).to.deep.equal([0, 'rank']);
    });
    it('length: a five beats a four and a four beats a three', () => {
      expect(cmp(['QS JS 10S 9S 8S'], ['AD KD QD JD'], 'simple').winner).to.equal(0);
      expect(cmp(['10S 9S 8S 7S'], ['AD KD QD'], 'simple').winner).to.equal(0);
    });
  });

  describe('top card, then trumps', () => {
    it('same class: the higher top card wins', () => {
      const r = cmp(['KS QS JS'], ['AD KD QD']);
      expect([r.winner, r.reason]).to.deep.equal([1, 'top-card']);
    });
    it('same class and top card: the run in trumps wins (hearts trump)', () => {
      const r = cmp(['KS QS JS'], ['KH QH JH']);
      expect([r.winner, r.reason]).to.deep.equal([1, 'trump']);
      const r2 = cmp(['KH QH JH'], ['KS QS JS']);
      expect([r2.winner, r2.reason]).to.deep.equal([0, 'trump']);
    });
    it('the trump tie-break does not beat a higher class or a higher top card', () => {
      expect(cmp(['KS QS JS 10S'], ['KH QH JH']).winner).to.equal(0);
      expect(cmp(['AS KS QS'], ['KH QH JH']).winner).to.equal(0);
    });
  });

  describe('sequenceTie', () => {
    it('non-dealer: an exact tie goes to the non-dealer (player 0 when player 1 deals)', () => {
      const r = cmp(['KS QS JS'], ['KD QD JD'], 'classic');
      expect([r.winner, r.reason]).to.deep.equal([0, 'non-dealer']);
      const r2 = cmp(['KS QS JS'], ['KD QD JD'], 'classic', 1, 0);
      expect([r2.winner, r2.reason]).to.deep.equal([1, 'non-dealer']);
    });
    it('none: an exact tie scores for neither (schmeiss preset)', () => {
      const r = cmp(['KS QS JS'], ['KD QD JD'], 'schmeiss');
      expect([r.winner, r.reason, r.value]).to.deep.equal([-1, 'tie-none', 0]);
    });
    it('length: equal length and top card, neither in trumps, is a tie the non-dealer wins', () => {
      expect(cmp(['KS QS JS 10S'], ['KD QD JD 10D'], 'simple').reason).to.equal('non-dealer');
    });
  });

  describe('sequenceScoring', () => {
    it('all: the best holder scores every run they declared, the other nothing', () => {
      const r = cmp(['AS KS QS JS', '9D 8D 7D'], ['QC JC 10C']);
      expect([r.winner, r.value]).to.deep.equal([0, 70]);
    });
    it('best-only: only the best run scores', () => {
      const r = cmp(['AS KS QS JS', '9D 8D 7D'], ['QC JC 10C'], 'simple');
      expect([r.winner, r.value]).to.deep.equal([0, 50]);
    });
    it("precedence compares each player's best declared run, not their total", () => {
      // two twenties (40) lose to one A-high twenty under value
      expect(cmp(['KS QS JS', 'KD QD JD'], ['AC KC QC']).winner).to.equal(1);
    });
    it('a 7-card run scores 70 and a whole suit 100', () => {
      expect(cmp(['AS KS QS JS 10S 9S 8S'], []).value).to.equal(70);
      expect(cmp(['AS KS QS JS 10S 9S 8S 7S'], []).value).to.equal(100);
    });
  });

  describe('declare', () => {
    const s = () => nine('AS KS QS JS 9D 8D 7D 7C 8C', '10S 9S 8S AD KD QD AC KC QC');
    it('only declared runs count; a player may declare none', () => {
      const t = finish(run(s(), declare(0), declare(1)));
      expect(handSummary(t).sequences).to.deep.equal([0, 0]);
    });
    it('a declared run may be part of a longer run held', () => {
      run(s(), declare(0, 'KS QS JS'));
    });
    it('the legal declarations of both players are offered before their first card', () => {
      const opts = legalMoves(s()).filter((x) => x.type === 'declare');
      expect(opts.filter((x) => x.player === 0)).to.have.length(
        declarationOptions(m('AS KS QS JS 9D 8D 7D 7C 8C')).length,
      );
      expect(opts.filter((x) => x.player === 1)).to.have.length(
        declarationOptions(m('10S 9S 8S AD KD QD AC KC QC')).length,
      );
      // once player 0 has led, only player 1 may still declare
      const after = legalMoves(run(s(), 'AS')).filter((x) => x.type === 'declare');
      expect(after.every((x) => x.player === 1)).to.equal(true);
      expect(after.length).to.be.greaterThan(1);
    });
    it('a run not held is a declare fault naming the cards', () => {
      const f = refused(s(), declare(0, 'AD KD QD'), 'declare');
      expect(f.message).to.contain('declared AD KD QD but did not hold QD, KD, AD');
    });
    it('cards that are not a run are a declare fault', () => {
      expect(refused(s(), declare(0, 'AS KS JS'), 'declare').message).to.contain('not a run');
    });
    it('a second declaration is a declare fault', () => {
      expect(refused(run(s(), declare(0)), declare(0, 'AS KS QS'), 'declare').message).to.contain('second time');
    });
    it("a declaration after one's own first card is wrong-phase", () => {
      refused(run(s(), 'AS'), declare(0, 'KS QS JS'), 'wrong-phase');
    });
    it('the dealer may still declare after the non-dealer has led', () => {
      const t = run(s(), 'AS', declare(1, 'AD KD QD'));
      expect(t.declared[1]).to.deep.equal([m('AD KD QD')]);
    });
  });

  describe('sequencesNeedTrick', () => {
    // Player 0's fifty (10D-high) beats player 1's A-high twenty, but player 1 wins every trick.
    const h0 = '10D 9D 8D 7D 9C 8C 7C 8S 7S',
      h1 = 'JH 9H AH 7H AS KS QS AD AC';
    it('true: the best holder won no trick, so nobody scores runs (the other does not inherit)', () => {
      const t = finish(run(nine(h0, h1), declare(0, '10D 9D 8D 7D'), declare(1, 'AS KS QS')));
      const sum = handSummary(t);
      expect(sum.tricks).to.deep.equal([0, 9]);
      expect(sum.sequenceInfo.winner).to.equal(0);
      expect(sum.sequenceInfo.voided).to.equal(true);
      expect(sum.sequences).to.deep.equal([0, 0]);
    });
    it('false: the best holder scores even without a trick', () => {
      const t = finish(
        run(
          nine(h0, h1, { preset: 'classic', sequencesNeedTrick: false }),
          declare(0, '10D 9D 8D 7D'),
          declare(1, 'AS KS QS'),
        ),
      );
      expect(handSummary(t).sequences).to.deep.equal([50, 0]);
    });
    it('true, and the holder wins a trick: the runs count', () => {
      // swap the hands: the fifty holder wins every trick
      const t = finish(run(nine(h1, h0), declare(0, 'AS KS QS'), declare(1)));
      expect(handSummary(t).sequences).to.deep.equal([20, 0]);
    });
  });
});
