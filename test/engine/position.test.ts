// Start positions (handFromPosition, the notation's `start`) and the game flow around hands
// (newGame, `next`, wrong-phase moves at game level).
import { expect } from '@open-wc/testing';
import {
  apply,
  explain,
  handFromPosition,
  handSummary,
  legalMoves,
  newGame,
  rulesOf,
} from '../../src/engine/internal.js';
import { cs, declare, deckOf, exchange, refused, run, errorText } from './helpers.js';

const classic = rulesOf('classic');
const position = (h0: string, h1: string, extra: Partial<Parameters<typeof handFromPosition>[0]> = {}) => {
  const r = handFromPosition({
    rules: classic,
    dealer: 1,
    trump: 1,
    taker: 0,
    leader: 0,
    hands: [cs(h0), cs(h1)],
    ...extra,
  });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

describe('start positions (handFromPosition)', () => {
  it('a position is in play with the given trump, taker and leader', () => {
    const s = position('AS KH', '7S 8D', { leader: 1, taker: 1, trump: 2 });
    expect([s.phase, s.trump, s.taker, s.toAct, s.tricks]).to.deep.equal(['play', 2, 1, 1, 7]);
  });
  it('from nine cards each, declarations and bela work as at the start of play', () => {
    const s = position('KH QH AS KS QS 7D 8D 7C 8C', 'JS 10S 9S AD KD QD AC KC QC');
    expect(legalMoves(s).some((m) => m.type === 'declare')).to.equal(true);
    const t = run(s, declare(0, 'AS KS QS'), { type: 'play', card: cs('KH')[0], bela: true });
    expect(t.belaHolder).to.equal(0);
  });
  it('from a later position, declarations are wrong-phase and bela is judged from the cards held now', () => {
    const s = position('KH QH AS', 'JS 10S 9S');
    refused(s, declare(0), 'wrong-phase');
    expect(s.belaHolder).to.equal(0);
    expect(
      run(s, { type: 'play', card: cs('KH')[0], bela: true }, 'JS', { type: 'play', card: cs('QH')[0], bela: true })
        .bela,
    ).to.deep.equal([20, 0]);
  });
  it('points and tricks won before the position count in the summary', () => {
    const s = run(position('AS', '7S', { points: [50, 60], tricks: [4, 4] }), 'AS', '7S');
    const sum = handSummary(s);
    expect(sum.base).to.deep.equal([50, 60]);
    expect(sum.points).to.deep.equal([50 + 11 + 10, 60]);
    expect(sum.tricks).to.deep.equal([5, 4]);
    expect(sum.lastTrick).to.equal(0);
  });
  it('no exchange can be made from a position (no turn-up card is known)', () => {
    const s = position('7H QH AS KS QS 7D 8D 7C 8C', 'JS 10S 9S AD KD QD AC KC QC');
    expect(refused(s, exchange('7H', 0), 'exchange').message).to.contain('turn-up card is not known');
    refused(position('7H AS', 'JS 9S'), exchange('7H', 0), 'wrong-phase');
  });
  it('bad positions are clear errors', () => {
    const bad = (h0: string[], h1: string[]) =>
      handFromPosition({
        rules: classic,
        dealer: 1,
        trump: 1,
        taker: 0,
        leader: 0,
        hands: [h0.map((x) => cs(x)[0]), h1.map((x) => cs(x)[0])],
      });
    const e1 = bad(['AS', 'KS'], ['7S']);
    expect(e1.ok).to.equal(false);
    if (!e1.ok) expect(errorText(e1)).to.contain('same number of cards');
    const e2 = bad([], []);
    if (!e2.ok) expect(errorText(e2)).to.contain('1 to 9 cards');
    else expect.fail('empty position accepted');
    const e3 = bad(['AS'], ['AS']);
    if (!e3.ok) expect(errorText(e3)).to.contain('AS is held twice');
    else expect.fail('duplicate accepted');
    const e4 = handFromPosition({ rules: classic, dealer: 1, trump: 1, taker: 0, leader: 0, hands: [[32], [0]] });
    if (!e4.ok) expect(errorText(e4)).to.contain('32 is not a card');
    else expect.fail('bad card accepted');
    const ten = 'AS KS QS JS 10S 9S 8S 7S AH AD'.split(' ');
    const e5 = bad(ten, 'KH QH JH 10H 9H 8H 7H KD QD JD'.split(' '));
    if (!e5.ok) expect(errorText(e5)).to.contain('1 to 9 cards');
    else expect.fail('ten cards accepted');
  });
});

describe('game flow', () => {
  const deck = deckOf({
    nonDealer: 'JH 9H AH 10H KH QH 8H 7H AS',
    dealer: 'JS 9S AD 10S KS QS 8S 7S AC',
    turnUp: 'KD',
  });
  it('a new game deals its first hand from the queued deck, then from the seed', () => {
    const g = newGame({ rules: classic, seed: 5, dealer: 1, decks: [deck] });
    expect(g.deck).to.deep.equal(deck);
    expect(g.hand.dealer).to.equal(1);
    const h = run(g, 'pass', 'pass', 'pass', 'pass', { type: 'next' });
    expect(h.deck).to.not.deep.equal(deck);
    expect(h.history).to.have.length(1);
  });
  it('`next` is offered only once the hand is over; before that it is wrong-phase', () => {
    const g = newGame({ rules: classic, seed: 5 });
    expect(legalMoves(g).some((m) => m.type === 'next')).to.equal(false);
    const r = apply(g, { type: 'next' });
    expect(r.ok).to.equal(false);
    if (!r.ok) expect(r.error.rule).to.equal('wrong-phase');
    const over = run(g, 'pass', 'pass', 'pass', 'pass');
    expect(legalMoves(over)).to.deep.equal([{ type: 'next' }]);
  });
  it('`next` on a single hand is wrong-phase (a hand does not deal the next one)', () => {
    const g = newGame({ rules: classic, seed: 5 });
    expect(explain(g.hand, { type: 'next' })?.rule).to.equal('wrong-phase');
  });
  it('apply never changes the state it was given', () => {
    const g = newGame({ rules: classic, seed: 5 });
    const copy = JSON.stringify(g);
    run(g, 'take');
    expect(JSON.stringify(g)).to.equal(copy);
  });
});
