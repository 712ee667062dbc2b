// Regression: a hand that lists its deal but no moves was never dealt by the validator, so a card
// dealt twice there passed as valid (found while testing the editor's fault links, issue 26).
import { expect } from '@open-wc/testing';
import { validate } from '../../src/validator/index.js';

const base = { format: 'klaberjass', version: 1, rules: 'classic', players: ['Anna', 'Ben'] };

describe('a hand with a deal and no moves', () => {
  it('a card dealt twice is a deal fault (it was valid)', () => {
    const deal = {
      turnUp: '9H',
      hands: [
        ['9H', '8H', 'QH', 'AD', 'KD', 'QD', 'JD', '10D', '9D'],
        ['10H', 'KH', 'AS', 'KS', 'QS', 'JS', '10S', '9S', '8S'],
      ],
      bottom: '7C',
    };
    for (const hand of [
      { dealer: 0, deal, moves: [] },
      { dealer: 0, deal },
    ]) {
      const v = validate({ ...base, hands: [hand] });
      expect(v.valid).to.equal(false);
      expect(v.violations.map((f) => [f.rule, f.path])).to.deep.equal([['deal', '/hands/0/deal']]);
      expect(v.violations[0].message).to.equal('The deal of hand 1 is impossible: 9H is dealt twice.');
    }
  });

  it('a possible deal with no moves stays valid, six cards each included', () => {
    const six = {
      hands: [
        ['AS', 'KS', 'QS', 'JS', '10S', '9S'],
        ['AH', 'KH', 'QH', 'JH', '10H', '9H'],
      ],
    };
    expect(validate({ ...base, hands: [{ dealer: 0, deal: six, moves: [] }] }).valid).to.equal(true);
  });
});
