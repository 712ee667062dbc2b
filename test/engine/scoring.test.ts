// score: the hand summary, the taker rule with each tie value (defender / bete / held-over),
// held-over pots (paid to the next hand's higher scorer, surviving ties and throw-ins), the
// worked examples of the seeds, game-result (end at the target), dealer-order (next dealer).
import { expect } from '@open-wc/testing';
import {
  type GameState,
  type HandState,
  type Move,
  type RulesInput,
  PRESETS,
  apply,
  gameWinner,
  handFromPosition,
  handSummary,
  legalMoves,
  newGame,
  nextDealerAfter,
  payPot,
  rulesOf,
  takerRule,
} from '../../src/engine/internal.js';
import { cs, dealt, run } from './helpers.js';

/** A one-trick ending: player 0 (taker) leads AS, player 1 follows 7S; points carried in. */
function lastTrick(points: [number, number], rules: RulesInput = 'classic', pot = 0): HandState {
  const r = handFromPosition({
    rules: rulesOf(rules),
    dealer: 1,
    trump: 1,
    taker: 0,
    leader: 0,
    hands: [cs('AS'), cs('7S')],
    points,
    pot,
  });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return run(r.value, 'AS', '7S');
}
/** Play a game by always choosing the first legal move that is not a claim. */
const firstMove = (g: GameState): Move => {
  const m = legalMoves(g).find((x) => x.type !== 'claim');
  if (!m) throw new Error('no move');
  return m;
};

describe('score', () => {
  describe("the seeds' worked examples", () => {
    it('seed 000 (classic): Anna took, 20 + 20 + 74 + 10 = 124 against 78: each writes their own', () => {
      const anna = 20 + 20 + 74 + 10;
      expect(anna).to.equal(124);
      expect(takerRule([anna, 78], 0, PRESETS.classic.tie)).to.deep.equal({
        score: [124, 78],
        outcome: 'made',
        held: 0,
      });
    });
    it('seed 000 (classic): Anna 70 against Ben 112: Anna is bate, Ben writes 182', () => {
      expect(takerRule([70, 112], 0, PRESETS.classic.tie)).to.deep.equal({ score: [0, 182], outcome: 'bate', held: 0 });
    });
    it('seed 001 (bela-501): taker 71 against 91: the defender writes 162', () => {
      expect(takerRule([71, 91], 0, PRESETS['bela-501'].tie).score).to.deep.equal([0, 162]);
      expect(takerRule([91, 71], 1, PRESETS['bela-501'].tie).score).to.deep.equal([162, 0]);
    });
  });

  describe('taker rule: the taker must score strictly more', () => {
    it('more: each scores their own total', () => {
      expect(takerRule([90, 72], 0, 'defender').score).to.deep.equal([90, 72]);
      expect(takerRule([72, 90], 1, 'bete').score).to.deep.equal([72, 90]);
    });
    it('less: the taker is bate, the defender scores both totals', () => {
      expect(takerRule([72, 90], 0, 'defender')).to.deep.equal({ score: [0, 162], outcome: 'bate', held: 0 });
      expect(takerRule([72, 90], 0, 'held-over').score).to.deep.equal([0, 162]);
    });
    it('tie: defender: the taker scores 0, the defender their own', () => {
      expect(takerRule([81, 81], 0, 'defender')).to.deep.equal({ score: [0, 81], outcome: 'tie-defender', held: 0 });
    });
    it('tie: bete: the defender scores both totals', () => {
      expect(takerRule([81, 81], 1, 'bete')).to.deep.equal({ score: [162, 0], outcome: 'tie-bete', held: 0 });
    });
    it('tie: held-over: nobody scores now, both totals wait', () => {
      expect(takerRule([81, 81], 0, 'held-over')).to.deep.equal({ score: [0, 0], outcome: 'tie-held-over', held: 162 });
    });
  });

  describe('the hand summary explains every point', () => {
    it('points = card points + 10 for the last trick + sequences + bela (+ points carried in)', () => {
      const s = handSummary(lastTrick([40, 30]));
      expect(s.cards).to.deep.equal([11, 0]);
      expect(s.lastTrick).to.equal(0);
      expect(s.points).to.deep.equal([40 + 11 + 10, 30]);
      expect([s.outcome, s.score]).to.deep.equal(['made', [61, 30]]);
    });
    it('each tie value applied to a played hand (61 against 61)', () => {
      const tie = (rules: RulesInput) => handSummary(lastTrick([40, 61], rules));
      expect([tie('classic').outcome, tie('classic').score]).to.deep.equal(['tie-defender', [0, 61]]);
      expect([tie('schmeiss').outcome, tie('schmeiss').score]).to.deep.equal(['tie-bete', [0, 122]]);
      const held = tie('bela-501');
      expect([held.outcome, held.score, held.potOut, held.nextDealer]).to.deep.equal(['tie-held-over', [0, 0], 122, 0]);
    });
    it('bate in a played hand', () => {
      const s = handSummary(lastTrick([0, 60]));
      expect([s.outcome, s.score]).to.deep.equal(['bate', [0, 81]]);
    });
  });

  describe('held-over points (tie: held-over)', () => {
    it('are paid to the player who scores more in the next played hand (after the taker rule)', () => {
      const made = handSummary(lastTrick([40, 30], 'bela-501', 122));
      expect([made.score, made.potPaidTo, made.potOut]).to.deep.equal([[61 + 122, 30], 0, 0]);
      const bate = handSummary(lastTrick([0, 60], 'bela-501', 122));
      expect([bate.score, bate.potPaidTo]).to.deep.equal([[0, 81 + 122], 1]);
    });
    it("survive a further tie, growing by that tie's totals", () => {
      const again = handSummary(lastTrick([40, 61], 'bela-501', 100));
      expect([again.score, again.potPaidTo, again.potOut]).to.deep.equal([[0, 0], -1, 222]);
      expect(payPot([0, 0], 100, 122)).to.deep.equal({ score: [0, 0], paidTo: -1, potOut: 222 });
    });
    it('survive a throw-in and an accepted schmeiss', () => {
      const deck = {
        nonDealer: 'JH 9H AH 10H KH QH 8H 7H AS',
        dealer: 'JS 9S AD 10S KS QS 8S 7S AC',
        turnUp: 'KD',
        pot: 84,
      };
      const thrown = handSummary(run(dealt({ ...deck, rules: 'bela-501' }), 'pass', 'pass', 'pass', 'pass'));
      expect([thrown.potOut, thrown.score, thrown.nextDealer]).to.deep.equal([84, [0, 0], 0]);
      const schmeiss = handSummary(
        run(dealt({ ...deck, rules: { preset: 'bela-501', schmeiss: true } }), 'schmeiss', 'accept'),
      );
      expect([schmeiss.potOut, schmeiss.nextDealer]).to.deep.equal([84, 1]);
    });
    it("in a game: a tie's totals wait through a throw-in and go to the next hand's higher scorer (recorded game, seed 107)", () => {
      let g = newGame({ rules: rulesOf('bela-501'), seed: 107 });
      while (g.hand.phase !== 'over') g = run(g, firstMove(g));
      // under claiming rules the hand goes on the sheet once the claim window closes (next)
      expect(g.recorded).to.equal(false);
      g = run(g, { type: 'next' });
      const first = g.history[0].summary;
      expect([first.outcome, first.points, first.potOut]).to.deep.equal(['tie-held-over', [42, 42], 84]);
      expect(g.pot).to.equal(84);
      expect(g.totals).to.deep.equal([0, 0]);
      expect(g.hand.dealer).to.equal(first.dealer ^ 1); // a tie: the deal alternates
      expect(g.hand.pot).to.equal(84);
      g = run(g, 'pass', 'pass', 'pass', 'pass', { type: 'next' });
      expect(g.history[1].summary.end).to.equal('thrown-in');
      expect(g.pot).to.equal(84);
      expect(g.hand.pot).to.equal(84);
      while (g.hand.phase !== 'over') g = run(g, firstMove(g));
      g = run(g, { type: 'next' });
      const third = g.history[2].summary;
      expect(third.score[0]).to.not.equal(third.score[1]);
      const w = third.score[0] > third.score[1] ? 0 : 1;
      expect(third.potIn).to.equal(84);
      expect(third.potPaidTo).to.equal(w);
      expect(third.potOut).to.equal(0);
      expect(g.pot).to.equal(0);
      expect(g.history[2].totals).to.deep.equal([third.score[0], third.score[1]]);
    });
  });

  describe('dealer-order: who deals next', () => {
    it('the player who scored more in the hand just played', () => {
      expect(nextDealerAfter('played', 0, [30, 130])).to.equal(1);
      expect(nextDealerAfter('played', 1, [130, 30])).to.equal(0);
      expect(nextDealerAfter('claimed', 1, [130, 30])).to.equal(0);
    });
    it('equal (a held-over tie): the other player', () => {
      expect(nextDealerAfter('played', 1, [0, 0])).to.equal(0);
    });
    it('after four passes: the other player; after an accepted schmeiss: the same dealer', () => {
      expect(nextDealerAfter('thrown-in', 1, [0, 0])).to.equal(0);
      expect(nextDealerAfter('schmeiss', 1, [0, 0])).to.equal(1);
    });
    it("in a game every next hand is dealt by the previous hand's winner", () => {
      let g = newGame({ rules: rulesOf('classic'), seed: 'dealers' });
      let checked = 0;
      while (!g.over) {
        const before = g.history.length;
        g = run(g, firstMove(g));
        if (g.history.length > before && !g.over) {
          const last = g.history[g.history.length - 1].summary;
          g = run(g, { type: 'next' });
          const s = last.score;
          expect(g.hand.dealer).to.equal(s[0] === s[1] ? last.dealer ^ 1 : s[0] > s[1] ? 0 : 1);
          checked++;
        }
      }
      expect(checked).to.be.greaterThan(1);
    });
  });

  describe('game-result: the game ends at the target (option target)', () => {
    const classic = rulesOf('classic');
    it('nobody at the target: play on', () => expect(gameWinner([499, 300], classic)).to.equal(-1));
    it('one player at or over the target wins', () => {
      expect(gameWinner([500, 300], classic)).to.equal(0);
      expect(gameWinner([300, 612], classic)).to.equal(1);
      expect(gameWinner([500, 300], rulesOf('bela-501'))).to.equal(-1);
    });
    it('both over: the higher total wins', () => {
      expect(gameWinner([512, 530], classic)).to.equal(1);
      expect(gameWinner([540, 530], classic)).to.equal(0);
    });
    it('both over and equal: another hand is played', () => expect(gameWinner([520, 520], classic)).to.equal(-1));
    it('a seeded game ends after the hand that reaches the target; its totals are the sums of the scores', () => {
      let g = newGame({ rules: rulesOf({ preset: 'classic', target: 300 }), seed: 9 });
      let steps = 0;
      while (!g.over && steps++ < 5000) g = run(g, firstMove(g));
      expect(g.over).to.equal(true);
      const sums = g.history.reduce((t, h) => [t[0] + h.summary.score[0], t[1] + h.summary.score[1]], [0, 0]);
      expect(g.totals).to.deep.equal(sums);
      expect(Math.max(...g.totals)).to.be.at.least(300);
      expect(g.winner).to.equal(g.totals[0] > g.totals[1] ? 0 : 1);
      // before the last hand nobody had won
      const prev = g.history.length > 1 ? g.history[g.history.length - 2].totals : [0, 0];
      expect(gameWinner(prev as [number, number], g.rules)).to.equal(-1);
      const r = apply(g, { type: 'next' });
      expect(r.ok).to.equal(false);
    });
  });
});
