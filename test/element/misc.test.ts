import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import type { KjErrorDetail, KlaberjassTable } from '../../src/element/klaberjass-table.js';
import { $, $$, FIXTURES, events, fixtureDoc, key, ready, text } from './helpers.js';

describe('<klaberjass-table> states, languages, several tables', () => {
  it('shows an error state and fires kj-error when src cannot be loaded', async () => {
    const errors = events<KjErrorDetail>(document, 'kj-error');
    const el = await fixture<KlaberjassTable>(html`<klaberjass-table src="/no/such/file.json"></klaberjass-table>`);
    await ready(el, '.error');
    expect(text(el, '.error')).to.contain('/no/such/file.json');
    expect(text(el, '.error')).to.contain('404');
    expect($(el, '.error')?.getAttribute('role')).to.equal('alert');
    expect(errors.some((e) => e.detail.source === 'src' && e.bubbles && e.composed)).to.be.true;
    await expect(el).to.be.accessible();
  });

  it('shows an error state for text that is not a transcript', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table .transcript=${'not json at all'}></klaberjass-table>`,
    );
    await ready(el, '.error');
    expect(text(el, '.error')).to.contain('not valid JSON');
    const el2 = await fixture<KlaberjassTable>(html`<klaberjass-table .transcript=${{ hello: 1 }}></klaberjass-table>`);
    await ready(el2, '.error');
    expect(text(el2, '.error')).to.contain('hands');
  });

  // Regression: in dark mode the panels' faint border colour also covered the comment box's accent edge.
  it("keeps the comment box's accent edge in dark mode", async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table src="${FIXTURES}/valid/single-classic-000.json" step="2"></klaberjass-table>`,
    );
    await ready(el);
    const edge = () => {
      const box = getComputedStyle($(el, '.comment-box')!);
      return [box.borderLeftColor, box.borderTopColor];
    };
    try {
      await emulateMedia({ colorScheme: 'light' });
      expect(edge()).to.deep.equal(['rgb(242, 193, 78)', 'rgba(0, 0, 0, 0.1)']);
      await emulateMedia({ colorScheme: 'dark' });
      expect(edge()).to.deep.equal(['rgb(242, 193, 78)', 'rgba(255, 255, 255, 0.12)']);
    } finally {
      await emulateMedia({ colorScheme: 'light' });
    }
  });

  it('shows a notice rather than a blank box with no data', async () => {
    const el = await fixture<KlaberjassTable>(html`<klaberjass-table></klaberjass-table>`);
    await el.updateComplete;
    expect(text(el, '.loading')).to.contain('No transcript');
  });

  it('speaks Norwegian with lang="nb": labels, card names, speech', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table lang="nb" src="${FIXTURES}/valid/single-classic-000.json" step="2"></klaberjass-table>`,
    );
    await ready(el);
    expect($(el, '.stock .turnup')?.getAttribute('aria-label')).to.equal('vendt kort: kløver tier');
    expect(text(el, '.seat-top .bubble')).to.equal('Jeg tar');
    expect(text(el, '.trump-label')).to.equal('Trumf');
    expect($(el, 'button[aria-label="Neste trekk"]')).to.exist;
    expect(text(el, '.where')).to.contain('Runde 1 av 1');
    await expect(el).to.be.accessible();
    // switching the language re-renders
    el.setAttribute('lang', 'en');
    await new Promise((r) => setTimeout(r, 0));
    await el.updateComplete;
    expect(text(el, '.seat-top .bubble')).to.equal('I take');
  });

  it('takes its language from the page when it has none of its own', async () => {
    // (wrappers are built by hand: fixture() on a plain div waits for an animation frame, which a
    // background test page may never get)
    const wrap = document.createElement('div');
    wrap.lang = 'nb';
    const el = document.createElement('klaberjass-table');
    el.src = `${FIXTURES}/valid/single-classic-000.json`;
    wrap.append(el);
    document.body.append(wrap);
    await ready(el);
    expect(text(el, '.trump-label')).to.equal('Trumf');
    wrap.remove();
  });

  it('keeps two tables on one page independent', async () => {
    const doc = await fixtureDoc('valid/game-classic-000.json');
    const wrap = document.createElement('div');
    for (const id of ['a', 'b']) {
      const el = document.createElement('klaberjass-table');
      el.id = id;
      el.transcript = doc as never;
      if (id === 'b') {
        el.lang = 'nb';
        el.fourColour = true;
      }
      wrap.append(el);
    }
    document.body.append(wrap);
    const [a, b] = [...wrap.querySelectorAll('klaberjass-table')];
    await ready(a);
    await ready(b);
    key(a, 'ArrowRight');
    key(a, 'ArrowRight');
    await a.updateComplete;
    await b.updateComplete;
    expect(a.step).to.equal(2);
    expect(b.step).to.equal(0);
    b.hand = 3;
    await b.updateComplete;
    expect(a.hand).to.equal(0);
    expect(text(a, '.trump-label')).to.equal('Trump');
    expect(text(b, '.trump-label')).to.equal('Trumf');
    expect($$(a, '.hand .card').length).to.be.greaterThan(0);
    expect(b.shadowRoot!.querySelector('.root.four')).to.exist;
    expect(a.shadowRoot!.querySelector('.root.four')).to.equal(null);
    wrap.remove();
  });

  it('defining twice does not throw', async () => {
    const mod = await import('../../src/element/define.js');
    expect(customElements.get('klaberjass-table')).to.equal(mod.KlaberjassTable);
    // a second copy of the module (another URL) must not throw either
    await import(`../../src/element/define.ts?copy=${Date.now()}`);
    expect(customElements.get('klaberjass-table')).to.equal(mod.KlaberjassTable);
  });
});
