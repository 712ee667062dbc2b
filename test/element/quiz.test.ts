import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { KjAnswerDetail, KlaberjassTable } from '../../src/element/klaberjass-table.js';
import { $, $$, events, ready, text } from './helpers.js';

async function example(file: string): Promise<Record<string, any>> {
  return (await (await fetch(`/demo/examples/${file}`)).json()) as Record<string, any>;
}

describe('<klaberjass-table> questions (smoke)', () => {
  it('stops before a questioned move and judges a legal answer', async () => {
    const doc = await example('must-overtrump.json');
    doc.hands[0].moves[18].ask = 'Which card may Clara play?';
    doc.hands[0].moves[18].accept = 'legal';
    const el = await fixture<KlaberjassTable>(html`<klaberjass-table .transcript=${doc} step="30"></klaberjass-table>`);
    await ready(el);
    await waitUntil(() => $(el, '.quiz') !== null, 'no quiz', { timeout: 5000 });
    expect(el.step).to.equal(18);
    expect(text(el, '.quiz .ask')).to.equal('Which card may Clara play?');
    const answers = events<KjAnswerDetail>(el, 'kj-answer');
    const cards = $$<HTMLButtonElement>(el, '.hand.active button.card');
    console.log(cards.map((c) => c.textContent?.trim()).join('|'));
    const seven = cards.find((c) => /seven of hearts/.test(c.textContent ?? ''))!;
    seven.click();
    await el.updateComplete;
    console.log(text(el, '.quiz'));
    expect(answers[0].detail.right).to.equal(false);
    $<HTMLButtonElement>(el, '.quiz .try-again')!.click();
    await el.updateComplete;
    $$<HTMLButtonElement>(el, '.hand.active button.card').find((c) => /ten of hearts/.test(c.textContent ?? ''))!.click();
    await el.updateComplete;
    console.log(text(el, '.quiz'), el.step);
    expect(answers[1].detail.right).to.equal(true);
  });
});
