// Reader questions as a reader meets them (issue 26, point 5): a right answer followed at once by
// another question is confirmed before the next question; a question the reader arrives at with
// the Next button is brought into view and keeps the focus in the table (on a phone the Next
// button sat a screen below the question, and the focus dropped to the page). Through the
// element's public contract.
import { expect, fixture, html } from '@open-wc/testing';
import type { KlaberjassTable } from '../../src/element/klaberjass-table.js';
import { $, $$, annaDeals, ready, text, waitUntil } from './helpers.js';

/** Ben takes hearts; he leads (question 1) and Anna answers (question 2), one move after the other. */
const TWO_IN_A_ROW = annaDeals([
  { player: 1, bid: 'take' },
  { player: 1, play: 'AS', ask: 'What does Ben lead?', accept: 'legal' },
  { player: 0, play: '8H', ask: 'Anna has no spades. What may she play?', accept: 'legal' },
  { player: 1, play: 'KS' },
]);

const live = (el: KlaberjassTable) => text(el, '[aria-live]');

/** A block of a page's text around the table. */
function post(height: number, words: string): HTMLElement {
  const d = document.createElement('div');
  d.style.height = `${height}px`;
  d.textContent = words;
  return d;
}

function card(el: KlaberjassTable, name: string): HTMLButtonElement {
  const b = $$<HTMLButtonElement>(el, '.hand.active button.card').find(
    (x) => x.querySelector('.sr-only')?.textContent?.trim() === name,
  );
  if (!b) throw new Error(`no card ${name} to answer with`);
  return b;
}

describe('<klaberjass-table> reader questions as a reader meets them (issue 26, point 5)', () => {
  it('a right answer followed by another question is confirmed (the box jumped to the next question)', async () => {
    const el = await fixture<KlaberjassTable>(html`<klaberjass-table .transcript=${TWO_IN_A_ROW}></klaberjass-table>`);
    await ready(el);
    el.step = 1;
    await waitUntil(() => $(el, '.quiz.ask-panel'), 'the first question');
    expect(text(el, '.quiz .ask')).to.equal('What does Ben lead?');
    card(el, 'ace of spades').click();
    await waitUntil(() => $(el, '.quiz.result-panel'), 'the first answer confirmed');
    await el.updateComplete;
    // both: the verdict on the answer just given, then the next question
    const panels = $$(el, '.quiz');
    expect(panels.map((p) => p.classList.contains('result-panel'))).to.deep.equal([true, false]);
    expect(text(el, '.quiz.result-panel .verdict-line')).to.equal('Right!');
    expect(text(el, '.quiz.ask-panel .ask')).to.equal('Anna has no spades. What may she play?');
    // and said, in that order
    await waitUntil(() => live(el).includes('Anna has no spades'), 'the second question announced');
    expect(live(el)).to.match(/^Right! .*Ben plays the ace of spades.*Question: Anna has no spades/);
  });

  it('a question reached with Next comes into view and keeps the focus in the table (phone)', async () => {
    // (no wrapper element in the fixture: open-wc would wait for an animation frame after it,
    // which a background page of the full test run may never get; the post is put around it)
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table style="display: block; width: 390px" .transcript=${TWO_IN_A_ROW}></klaberjass-table>`,
    );
    el.before(post(1200, '(the post above the table)'));
    el.after(post(2000, '(the post below the table)'));
    await ready(el);
    const next = $$<HTMLButtonElement>(el, '.controls button').find((b) =>
      /next/i.test(b.getAttribute('aria-label') ?? ''),
    )!;
    expect(next, 'a Next button').to.exist;
    // the reader has scrolled down to the Next button, below the table, and presses it
    next.scrollIntoView({ block: 'end' });
    next.focus();
    const ask = () => $(el, '.quiz.ask-panel');
    next.click();
    await waitUntil(ask, 'the question');
    await waitUntil(() => {
      const r = ask()!.getBoundingClientRect();
      return r.top >= 0 && r.top < window.innerHeight;
    }, 'the question in view');
    // the Next button is disabled at a question: the focus is on the question, not on the page
    await waitUntil(() => el.shadowRoot!.activeElement?.classList.contains('ask-panel'), 'the focus on the question');
  });

  it('a page that opens on a question does not scroll to it or take the focus', async () => {
    const start = window.scrollY;
    // the post above is in place before the table is made
    const above = document.body.appendChild(post(3000, ''));
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table step="1" .transcript=${TWO_IN_A_ROW}></klaberjass-table>`,
    );
    try {
      await ready(el);
      await waitUntil(() => $(el, '.quiz.ask-panel'), 'the question');
      await el.updateComplete;
      expect(window.scrollY).to.equal(start);
      expect(el.shadowRoot!.activeElement).to.equal(null);
    } finally {
      above.remove();
    }
  });
});
