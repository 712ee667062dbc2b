// Regression (issue 26 point 1): a game whose earlier hands are score-sheet lines (the score before
// a claim at 501, as the editor writes it) opened on the first line, an empty felt, unless the page
// gave `hand`. A table opens by itself on the first hand with a position; `hand` still wins.
import { expect, fixture, html } from '@open-wc/testing';
import type { KlaberjassTable } from '../../src/element/klaberjass-table.js';
import type { TranscriptDoc, TranscriptHand } from '../../src/notation/types.js';
import { $, annaDeals, ready, text } from './helpers.js';

/** Two score-sheet lines (Ben scores more in the first, so deals the second; Anna in the second, so deals the hand), then Anna's deal. */
const lines: TranscriptHand[] = [
  {
    dealer: 1,
    taker: 1,
    trump: 'C',
    result: { cards: [24, 74], lastTrick: 1, sequences: [0, 0], bela: [0, 0], points: [24, 84], score: [24, 84] },
  },
  {
    dealer: 1,
    taker: 0,
    trump: 'H',
    result: { cards: [80, 60], lastTrick: 0, sequences: [0, 0], bela: [0, 0], points: [90, 60], score: [90, 60] },
  },
];
const dealt = annaDeals([{ player: 1, bid: 'take' }]);
const doc: TranscriptDoc = { ...dealt, hands: [...lines, ...dealt.hands] };

describe('<klaberjass-table> a game that starts with score-sheet lines', () => {
  it('opens on the first hand with a position, not on the score-sheet line before it', async () => {
    const el = await fixture<KlaberjassTable>(html`<klaberjass-table .transcript=${doc}></klaberjass-table>`);
    await ready(el, '.felt');
    expect(el.hand).to.equal(2);
    expect(text(el, '.where')).to.match(/^Hand 3 of 3/);
    expect($(el, '.sheet-only')).to.equal(null);
  });

  it('opens on the line the page asks for with hand="0"', async () => {
    const el = await fixture<KlaberjassTable>(html`<klaberjass-table hand="0" .transcript=${doc}></klaberjass-table>`);
    await ready(el, '.sheet-only');
    expect(text(el, '.where')).to.match(/^Hand 1 of 3/);
  });

  it('validate mode without faults opens on the hand with a position too', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table mode="validate" .transcript=${doc}></klaberjass-table>`,
    );
    await ready(el, '.verdict');
    expect(text(el, '.verdict')).to.match(/Valid/);
    expect(text(el, '.where')).to.match(/^Hand 3 of 3/);
  });
});
