// Play mode's layout (issue 13, point 12): the turn-up card shows beside the stock, a phone held
// sideways (844×390) has the table and your buttons in one screen, and the names of play are not
// cut ("Datamaskinen").
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { KlaberjassTable } from '../../src/element/klaberjass-table.js';
import { $, $$, idle, ready, waitUntil } from './helpers.js';

async function table(width: number, height: number, lang = 'en'): Promise<KlaberjassTable> {
  await setViewport({ width, height });
  const el = await fixture<KlaberjassTable>(
    html`<klaberjass-table lang=${lang} mode="play" seed="dix-7" level="random" opponent-delay="0"></klaberjass-table>`,
  );
  await ready(el, '.hand.active');
  await waitUntil(() => idle(el), 'computer');
  // you take: the computer passed; the exchange and keep buttons come up
  $$<HTMLButtonElement>(el, '.bids button')[0].click();
  await waitUntil(() => idle(el), 'computer');
  await el.updateComplete;
  window.scrollTo(0, 0);
  return el;
}

const overlap = (a: DOMRect, b: DOMRect) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

describe('<klaberjass-table> play layout', () => {
  after(() => setViewport({ width: 800, height: 600 }));

  for (const [w, h] of [
    [390, 844],
    [844, 390],
    [1280, 800],
  ]) {
    it(`the turn-up card is not hidden under the stock (${w}×${h})`, async () => {
      const el = await table(w, h);
      const up = $(el, '.stock .turnup')!.getBoundingClientRect();
      const pack = $(el, '.stock .pack')!.getBoundingClientRect();
      expect(up.width).to.be.greaterThan(20);
      expect(overlap(up, pack) / (up.width * up.height), 'share of the turn-up under the stock').to.be.below(0.2);
    });
  }

  it('a phone held sideways (844×390): the table, the status and your buttons without scrolling', async () => {
    const el = await table(844, 390);
    const bottom = (sel: string) => $(el, sel)!.getBoundingClientRect().bottom;
    expect(bottom('.table-region'), 'the table').to.be.at.most(390);
    expect($$(el, '.play-controls button').length).to.be.greaterThan(0);
    for (const b of $$(el, '.play-controls button'))
      expect(b.getBoundingClientRect().bottom, b.textContent!.trim()).to.be.at.most(390);
    expect(bottom('.status'), 'the status line').to.be.at.most(390);
  });

  for (const w of [390, 1280]) {
    it(`"Datamaskinen" is not cut (${w} wide, nb)`, async () => {
      const el = await table(w, 844, 'nb');
      const names = $$(el, '.pt span, .plate .name, .row-label').filter((n) => n.textContent?.includes('Datamaskinen'));
      expect(names.length).to.be.greaterThan(2);
      for (const n of names) expect(n.scrollWidth, n.className).to.be.at.most(n.clientWidth);
    });
  }
});
