// The small engine additions the validator relies on: startPlay (a hand played from its taker
// and trump fields), newHand({ partial }) (a hand reconstructed from its plays) and the natural
// meaning of a forbidden exchange in applyNatural.
import { expect } from '@open-wc/testing';
import {
  applyInPlace,
  applyNatural,
  faultsOf,
  newHand,
  parseCard,
  rulesOf,
  startPlay,
} from '../../src/engine/internal.js';

const c = (s: string) => parseCard(s);
const cards = (s: string) => s.split(' ').map(c);
const rules = rulesOf('classic');

describe('engine additions used by the validator', () => {
  it('startPlay fixes trump and taker before the first bid, and only then', () => {
    const s = newHand({
      rules,
      dealer: 1,
      hands: [cards('7S 8S 9S 10S JS QS 7D 8D 9D'), cards('7H 8H 9H 10H JH QH 7C 8C 9C')],
      turnUp: c('KH'),
    });
    if (!s.ok) throw new Error(JSON.stringify(s.error));
    const r = startPlay(s.value, 2, 1);
    expect(r.ok).to.equal(true);
    if (!r.ok) return;
    expect([r.value.phase, r.value.trump, r.value.taker, r.value.toAct]).to.deep.equal(['play', 2, 1, 0]);
    expect(s.value.phase).to.equal('bidding');
    applyInPlace(r.value, { type: 'play', card: c('7S') });
    expect(startPlay(r.value, 0, 0).ok).to.equal(false);
  });

  it('newHand({ partial }) takes 0 to 9 known cards each and ends only after the ninth trick', () => {
    const r = newHand({ rules, dealer: 1, hands: [cards('7S'), cards('8S')], partial: true });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const p = startPlay(r.value, 1, 0);
    if (!p.ok) throw new Error(JSON.stringify(p.error));
    applyInPlace(p.value, { type: 'play', card: c('7S') });
    applyInPlace(p.value, { type: 'play', card: c('8S') });
    expect(p.value.phase).to.equal('play');
    expect(p.value.partial).to.equal(true);
    expect(newHand({ rules, dealer: 1, hands: [cards('7S'), cards('8S')] }).ok).to.equal(false);
  });

  it('applyNatural carries out a forbidden exchange of a held 7 while the turn-up card is there', () => {
    const r = newHand({
      rules,
      dealer: 1,
      hands: [cards('7S 8S 9S 10S JS QS 7D 8D 9D'), cards('7H 8H 9H 10H JH QH 7C 8C 9C')],
      turnUp: c('KH'),
    });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    let s = r.value;
    for (const bid of ['pass', 'pass', 'S'] as const) s = applyNatural(s, { type: 'bid', bid })!;
    expect(s.trump).to.equal(0);
    const ex = { type: 'exchange' as const, card: c('7S') };
    expect(faultsOf(s, ex).map((f) => f.rule)).to.deep.equal(['exchange']);
    const t = applyNatural(s, ex);
    expect(t).to.not.equal(null);
    expect(t!.exchangedBy).to.equal(0);
    expect(t!.hands[0] & (1 << c('KH'))).to.not.equal(0);
    expect(t!.hands[0] & (1 << c('7S'))).to.equal(0);
    // not a 7, not held, or a second exchange: ignored
    expect(applyNatural(s, { type: 'exchange', card: c('8S') })).to.equal(null);
    expect(applyNatural(s, { type: 'exchange', card: c('7C'), player: 0 })).to.equal(null);
    expect(applyNatural(t!, { type: 'exchange', card: c('7D') })).to.equal(null);
  });
});
