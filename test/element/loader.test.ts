// The document loader and the element on hostile input (issue 15, point 3 and part of 7): each
// test is named after the bug it pins.
import { expect, fixture, html } from '@open-wc/testing';
import type { KjErrorDetail, KjVerdictDetail, KlaberjassTable } from '../../src/element/klaberjass-table.js';
import { storageKey } from '../../src/element/model/storage.js';
import { $, $$, FIXTURES, events, fixtureDoc, ready, text, waitUntil } from './helpers.js';

const SINGLE = 'valid/single-classic-000.json';

describe('<klaberjass-table> loading: limits, supersession, values off the schema', () => {
  it('a transcript larger than max-bytes is the error state with kj-error, not read (no input bound)', async () => {
    const errors = events<KjErrorDetail>(document, 'kj-error');
    const textDoc = JSON.stringify(await fixtureDoc(SINGLE));
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table max-bytes="500" .transcript=${textDoc}></klaberjass-table>`,
    );
    await ready(el, '.error');
    expect(text(el, '.error')).to.contain('500 bytes');
    expect(errors.some((e) => e.detail.source === 'transcript' && /max-bytes/.test(e.detail.message))).to.equal(true);
    // under the limit the same text is a table
    el.maxBytes = 100000;
    el.transcript = `${textDoc} `;
    await ready(el, '.felt');
  });

  it('a src response larger than max-bytes is the error state (source src), not read', async () => {
    const errors = events<KjErrorDetail>(document, 'kj-error');
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table max-bytes="500" src="${FIXTURES}/${SINGLE}"></klaberjass-table>`,
    );
    await ready(el, '.error');
    expect(text(el, '.error')).to.contain('max-bytes');
    expect(errors.some((e) => e.detail.source === 'src')).to.equal(true);
  });

  it('superseded fetches are aborted: quick src changes show the last document only', async () => {
    const signals: AbortSignal[] = [];
    const real = window.fetch;
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.signal) signals.push(init.signal);
      return real(input, init);
    };
    try {
      const el = await fixture<KlaberjassTable>(html`<klaberjass-table></klaberjass-table>`);
      const docs = ['valid/game-classic-000.json', 'valid/game-simple-024.json', SINGLE];
      for (const d of docs) {
        el.src = `${FIXTURES}/${d}`;
        await el.updateComplete;
      }
      await ready(el, '.felt');
      await waitUntil(() => text(el, '.where').startsWith('Hand 1 of 1'), 'the last document is not shown');
      expect(signals.length).to.equal(3);
      expect(signals.slice(0, 2).every((s) => s.aborted)).to.equal(true);
      expect(signals[2].aborted).to.equal(false);
    } finally {
      window.fetch = real;
    }
  });

  it('"players": [{"toString": 1}, "B"] is shown (default name for the odd one), never stuck on "Loading transcript…"', async () => {
    const verdicts = events<KjVerdictDetail>(document, 'kj-verdict');
    const doc = await fixtureDoc(SINGLE);
    doc.players = [{ toString: 1 }, 'B'];
    const el = await fixture<KlaberjassTable>(html`<klaberjass-table .transcript=${doc}></klaberjass-table>`);
    await ready(el, '.felt, .error');
    expect($(el, '.loading')).to.equal(null);
    expect(verdicts.length).to.be.greaterThan(0);
    const names = $$(el, '.name').map((n) => n.textContent?.trim());
    expect(names).to.include('B');
    expect(names).to.include('Player 0');
  });

  it('a render that throws on an off-schema value ("title": {"toString": 1}) is the error state with kj-error', async () => {
    const errors = events<KjErrorDetail>(document, 'kj-error');
    const doc = await fixtureDoc(SINGLE);
    doc.meta = { title: { toString: 1 } };
    const el = await fixture<KlaberjassTable>(html`<klaberjass-table .transcript=${doc}></klaberjass-table>`);
    await ready(el, '.error');
    expect(text(el, '.error')).to.contain('cannot be shown');
    expect(errors.some((e) => e.detail.source === 'transcript')).to.equal(true);
    // a good document afterwards is shown again
    el.transcript = (await fixtureDoc(SINGLE)) as never;
    await ready(el, '.felt');
  });

  it('a Norwegian table shows Norwegian default names ("Spiller 0"), not "Player 0"', async () => {
    const doc = await fixtureDoc(SINGLE);
    delete doc.players;
    const el = await fixture<KlaberjassTable>(html`<klaberjass-table lang="nb" .transcript=${doc}></klaberjass-table>`);
    await ready(el, '.felt');
    const names = $$(el, '.name').map((n) => n.textContent?.trim());
    expect([...names].sort()).to.deep.equal(['Spiller 0', 'Spiller 1']);
  });

  it('a long document has no DOM node per hand up front (hand picker, score sheet, chart)', async () => {
    const game = await fixtureDoc('valid/game-classic-000.json');
    const hands = game.hands as unknown[];
    const many = { ...game, hands: Array.from({ length: 240 }, (_, i) => hands[i % hands.length]) };
    const el = await fixture<KlaberjassTable>(html`<klaberjass-table .transcript=${many}></klaberjass-table>`);
    await ready(el, '.felt, .sheet-only');
    expect($$(el, '.controls option').length).to.be.lessThan(10);
    expect($(el, '.controls input[type="number"]')).to.not.equal(null);
    expect($$(el, '.sheet-table tbody tr').length).to.equal(100);
    expect($$(el, '.chart circle').length).to.equal(0);
    // the number field goes to a hand; the sheet shows the rows around it
    const field = $<HTMLInputElement>(el, '.controls input[type="number"]')!;
    field.value = '200';
    field.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(el.hand).to.equal(199);
    expect(text(el, '.sheet-table tr.current th')).to.equal('200');
  });
});

describe('<klaberjass-table> persist: storage that cannot save', () => {
  it('storage full or unavailable under persist gives a notice and kj-error (source storage), once', async () => {
    const errors = events<KjErrorDetail>(document, 'kj-error');
    const proto = Object.getPrototypeOf(localStorage) as Storage;
    const setItem = proto.setItem;
    proto.setItem = function () {
      throw new DOMException('full', 'QuotaExceededError');
    };
    try {
      const el = await fixture<KlaberjassTable>(
        html`<klaberjass-table
          mode="play"
          seed="12"
          level="random"
          opponent-delay="0"
          persist="storage-full-test"
        ></klaberjass-table>`,
      );
      await ready(el, '.hand.active');
      expect(text(el, '.status .notice')).to.contain('cannot be saved');
      expect(errors.filter((e) => e.detail.source === 'storage').length).to.equal(1);
      expect(localStorage.getItem(storageKey('storage-full-test'))).to.equal(null);
    } finally {
      proto.setItem = setItem;
    }
  });
});
