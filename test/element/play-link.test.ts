// The replay's position after a change of document or a game played on from it (issue 13,
// point 7): kj-step tells the page the position shown again, so a deep link the page keeps
// names the document shown, not the one before.
import { expect, fixture, html } from '@open-wc/testing';
import type { KjStepDetail, KlaberjassTable } from '../../src/element/klaberjass-table.js';
import { $$, events, ready, waitUntil } from './helpers.js';

const A = '/test/fixtures/conformance/valid/single-classic-000.json';
const B = '/test/fixtures/conformance/valid/game-classic-000.json';

describe('<klaberjass-table> deep link after a new document or a game played on', () => {
  it('a change of document at the same hand and step sends kj-step again', async () => {
    const el = await fixture<KlaberjassTable>(html`<klaberjass-table src=${A}></klaberjass-table>`);
    await ready(el);
    const steps = events<KjStepDetail>(el, 'kj-step');
    el.src = B;
    await waitUntil(() => steps.length > 0, 'no kj-step for the new document');
    expect(steps.at(-1)!.detail).to.include({ hand: 0, step: 0 });
    expect(steps.at(-1)!.detail.state).to.not.equal(null);
  });

  it('back from "Play from here" sends kj-step for the position played from', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table src=${A} step="5" level="random" opponent-delay="0"></klaberjass-table>`,
    );
    await ready(el);
    el.playFromHere();
    await ready(el, '.hand.active');
    const steps = events<KjStepDetail>(el, 'kj-step');
    $$<HTMLButtonElement>(el, 'button')
      .find((b) => b.textContent?.includes('Back to the replay'))!
      .click();
    await el.updateComplete;
    await waitUntil(() => steps.length > 0, 'no kj-step after going back');
    expect(steps.at(-1)!.detail).to.include({ hand: 0, step: 5 });
  });
});
