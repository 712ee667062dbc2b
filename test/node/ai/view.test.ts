// The computer's view of a hand (src/ai/view.ts) against the engine: runs a player declared and
// the engine then voids (not held at the start of play) were still shown, and the cards of them
// the declarer keeps are known to be in their hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  type HandState,
  type Move,
  type Player,
  applyHand,
  handFromDeck,
  parseCard,
  rulesOf,
  seedRng,
} from '../../../src/engine/internal.js';
import { determinize, viewOf } from '../../../src/ai/view.js';

const c = (s: string) => parseCard(s);
const mask = (...cards: string[]) => cards.reduce((m, x) => m | (1 << c(x)), 0);

const SPADES = ['7S', '8S', '9S', '10S', 'JS', 'QS', 'KS', 'AS'];

/**
 * You deal (seat 0); the computer (seat 1) is dealt the three spades `spades` first, and the
 * turn-up is the spade `turnUp`. Deck order: 0-2 non-dealer, 3-5 dealer, 6-8 non-dealer, 9-11
 * dealer, 12 turn-up, 13-15 non-dealer, 16-18 dealer, 31 the bottom card.
 */
function deal(spades: string[], turnUp: string): HandState {
  const stock = SPADES.filter((x) => !spades.includes(x) && x !== turnUp);
  const deck = [
    ...spades,
    ...['8H', '10H', 'QH'],
    ...['7H', '9D', 'JC'],
    ...['7D', '10D', 'AD'],
    turnUp,
    ...['AH', 'KD', '10C'],
    ...['8C', 'QC', 'AC'],
    ...stock,
    ...['9H', 'JH', 'KH', '8D', 'JD', 'QD', '7C', '9C', 'KC'],
  ].map(c);
  assert.equal(new Set(deck).size, 32);
  return handFromDeck(rulesOf('classic'), 0, deck);
}

function play(spades: string[], turnUp: string, moves: Move[]): HandState {
  let s = deal(spades, turnUp);
  for (const m of moves) {
    const r = applyHand(s, m);
    assert.ok(r.ok, JSON.stringify(m));
    s = r.value;
  }
  return s;
}

const opp: Player = 1;

test('viewOf keeps the cards of a declared run the engine voids: the run declared with the 7 of trumps, then the 7 exchanged', () => {
  const moves: Move[] = [
    { type: 'bid', bid: 'take', player: opp },
    { type: 'declare', runs: [['7S', '8S', '9S'].map(c)], player: opp },
    { type: 'exchange', card: c('7S'), player: opp },
    { type: 'play', card: c('AH'), player: opp },
  ];
  const s = play(['7S', '8S', '9S'], 'AS', moves);
  // the engine voids the run (the 7 is no longer held at the start of play)
  assert.deepEqual(s.declared[opp], []);
  const v = viewOf(s, 0, moves);
  // but 8S and 9S were shown, and the computer still holds them
  assert.equal(v.oppMust & mask('8S', '9S'), mask('8S', '9S'));
  assert.equal(s.hands[opp] & mask('8S', '9S'), mask('8S', '9S'));
  // so every deal the computer's solver imagines gives them to it
  for (let i = 0; i < 20; i++) {
    const d = determinize(v, seedRng(`voided-${i}`));
    assert.equal(d.hands[opp] & mask('8S', '9S'), mask('8S', '9S'), `sample ${i}`);
  }
  // and the view agrees with the engine on what scores: no run of the computer's counts
  assert.deepEqual(v.pub.declared[opp], []);
});

test('viewOf keeps the cards of a declared run the engine voids: the run declared with the turn-up card, and no exchange', () => {
  // holding the 7 of trumps, the computer may declare a run with the turn-up card in it (the
  // exchange would bring it); it does not exchange, so the run is not held at the start of play
  const moves: Move[] = [
    { type: 'bid', bid: 'take', player: opp },
    { type: 'declare', runs: [['10S', 'JS', 'QS'].map(c)], player: opp },
    { type: 'play', card: c('AH'), player: opp },
  ];
  const s = play(['7S', 'JS', 'QS'], '10S', moves);
  assert.deepEqual(s.declared[opp], []);
  const v = viewOf(s, 0, moves);
  assert.equal(v.oppMust & mask('JS', 'QS'), mask('JS', 'QS'));
  assert.equal(s.hands[opp] & mask('JS', 'QS'), mask('JS', 'QS'));
});

test('viewOf keeps a declared run the engine counts as it was', () => {
  const moves: Move[] = [
    { type: 'bid', bid: 'take', player: opp },
    { type: 'declare', runs: [['7S', '8S', '9S'].map(c)], player: opp },
    { type: 'play', card: c('AH'), player: opp },
  ];
  const s = play(['7S', '8S', '9S'], 'AS', moves);
  assert.equal(s.declared[opp]?.length, 1);
  const v = viewOf(s, 0, moves);
  assert.equal(v.oppMust & mask('7S', '8S', '9S'), mask('7S', '8S', '9S'));
  // without the moves the view knows only what the state shows
  assert.equal(viewOf(s, 0).oppMust & mask('7S', '8S', '9S'), mask('7S', '8S', '9S'));
});

test('ruleLikelihood reads the opponent cards by the rules-of-thumb model: an easy opponent’s real hand fits every card it played, and sampled hands mostly fit too', async () => {
  const { playAiHand } = await import('../../../src/ai/selfplay.js');
  const { ruleLikelihood } = await import('../../../src/ai/view.js');
  const { shuffledDeck } = await import('../../../src/engine/internal.js');
  let checked = 0,
    misfits = 0,
    fitRead = 0,
    fitPlain = 0;
  for (let i = 0; i < 16; i++) {
    const start = handFromDeck(rulesOf('classic'), (i & 1) as Player, shuffledDeck(seedRng(`rule-reading/${i}`)));
    const { moves } = playAiHand(start, ['normal', 'easy'], `rule-reading/${i}`);
    let s = start;
    const seen: Move[] = [];
    for (const m of moves) {
      if (s.phase === 'play' && s.toAct === 0 && s.tricks >= 2) {
        const read = viewOf(s, 0, seen, 0.3),
          plain = viewOf(s, 0, seen);
        assert.ok(read.tricks);
        // easy plays the rules card every time: its real hand fits all of it
        assert.equal(ruleLikelihood(read, s.hands[1] | read.playedBy[1]), 1, `deal ${i}, move ${seen.length}`);
        // not read: every hand fits
        assert.equal(ruleLikelihood(plain, 0), 1);
        for (let k = 0; k < 20; k++) {
          const a = determinize(read, seedRng(`rule-reading/${i}/${seen.length}/${k}`)).hands[1] | read.playedBy[1];
          const b = determinize(plain, seedRng(`rule-reading/${i}/${seen.length}/${k}`)).hands[1] | read.playedBy[1];
          if (ruleLikelihood(read, b) < 1) misfits++;
          if (ruleLikelihood(read, a) === 1) fitRead++;
          if (ruleLikelihood(read, b) === 1) fitPlain++;
        }
        checked++;
      }
      const r = applyHand(s, m);
      assert.ok(r.ok);
      s = r.value;
      seen.push(m);
    }
  }
  assert.ok(checked >= 10, `${checked} positions checked`);
  // a hand drawn without reading often does not fit (so the check above can fail), and reading
  // draws hands that fit far more often
  assert.ok(misfits > 0, 'some sampled hands do not fit');
  assert.ok(fitRead > fitPlain, `${fitRead} hands fit when read, ${fitPlain} when not`);
});
