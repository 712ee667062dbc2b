// The last trick in play mode (issue 13, point 9): a button and the L key show the previous trick
// (who played what, who won it), and a finished trick stays on the table for a readable time
// when the computer leads next.
import { expect, fixture, html } from '@open-wc/testing';
import type { KlaberjassTable } from '../../src/element/klaberjass-table.js';
import { $, $$, act, game, idle, key, ready, text, waitUntil } from './helpers.js';

describe('<klaberjass-table> play: the last trick', () => {
  it('the Last trick button and the L key show the previous trick and who won it', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table mode="play" seed="trick-1" level="random" opponent-delay="0"></klaberjass-table>`,
    );
    await ready(el, '.hand.active');
    expect($(el, '.last-btn'), 'no trick yet').to.equal(null);
    for (let i = 0; i < 40 && game(el).hand.tricks < 2; i++) await act(el, 8000);
    await waitUntil(() => idle(el), 'computer');
    await el.updateComplete;
    const [lead, follow, winner] = game(el).hand.prevTrick!;
    const names = ['You', 'Computer'];
    $<HTMLButtonElement>(el, '.last-btn')!.click();
    await el.updateComplete;
    expect($(el, '.last-btn')!.getAttribute('aria-pressed')).to.equal('true');
    const shown = text(el, '.last-trick .lt-text');
    const card = (c: number) =>
      `${['seven', 'eight', 'nine', 'ten', 'jack', 'queen', 'king', 'ace'][c & 7]} of ${['spades', 'hearts', 'diamonds', 'clubs'][c >> 3]}`;
    expect(shown).to.contain(card(lead));
    expect(shown).to.contain(card(follow));
    expect(shown).to.match(new RegExp(`; ${names[winner]} won it\\.$`));
    expect($$(el, '.last-trick .lt-card').length).to.equal(2);
    expect($(el, '[aria-live]')!.textContent).to.contain('Last trick:');
    key(el, 'l');
    await el.updateComplete;
    expect($(el, '.last-trick')).to.equal(null);
    key(el, 'L');
    await el.updateComplete;
    expect($(el, '.last-trick')).to.not.equal(null);
  });

  it('a finished trick stays on the table for a readable time before the computer leads', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table mode="play" seed="trick-2" level="random" opponent-delay="100"></klaberjass-table>`,
    );
    await ready(el, '.hand.active');
    let measured = 0;
    for (
      let i = 0;
      (i < 60 && game(el).hand.phase === 'bidding') || (i < 60 && measured === 0 && game(el).hand.phase === 'play');
      i++
    ) {
      await act(el, 8000);
      const h = game(el).hand;
      // a trick just finished and the computer won it: it leads next
      if (h.phase === 'play' && h.lead < 0 && h.tricks > 0 && h.toAct === 1 && h.prevTrick && $(el, '.trick .winner')) {
        const t0 = performance.now();
        await waitUntil(() => game(el).hand.lead >= 0 || game(el).hand.phase !== 'play', 'the computer did not lead');
        measured = performance.now() - t0;
      }
    }
    expect(measured, 'a trick the computer won').to.be.greaterThan(0);
    expect(measured, 'ms the finished trick stayed').to.be.at.least(1400);
  });
});
