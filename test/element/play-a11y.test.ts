// Play mode with the keyboard and a screen reader (issue 13, point 10): the focus goes back to
// your hand after a bid or a card, the end of a hand and its score are said, and one live region
// speaks (the status line is not a second one).
import { expect, fixture, html } from '@open-wc/testing';
import type { KlaberjassTable } from '../../src/element/klaberjass-table.js';
import { $, $$, act, game, idle, ready, waitUntil } from './helpers.js';

const focused = (el: KlaberjassTable) => el.shadowRoot!.activeElement as HTMLElement | null;
const live = (el: KlaberjassTable) => ($(el, '[aria-live]')?.textContent ?? '').trim();

/** Press a button as a keyboard user does: focus it, then activate it. */
async function press(el: KlaberjassTable, b: HTMLElement): Promise<void> {
  b.focus();
  b.click();
  await el.updateComplete;
  await el.updateComplete;
}

describe('<klaberjass-table> play with the keyboard and a screen reader', () => {
  it('after every bid and every card the focus is back in your hand or on the next choice (or on the next thing to do)', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table mode="play" seed="focus-1" level="random" opponent-delay="0"></klaberjass-table>`,
    );
    await ready(el, '.hand.active');
    let bids = 0,
      cards = 0;
    for (let i = 0; i < 80 && game(el).hand.phase !== 'over'; i++) {
      await waitUntil(() => idle(el), 'computer');
      await el.updateComplete;
      const bid =
        $$<HTMLButtonElement>(el, '.bids button')[0] ??
        $$<HTMLButtonElement>(el, '.declare button').at(-1) ??
        $<HTMLButtonElement>(el, '.dix .keep');
      const card = $<HTMLButtonElement>(el, '.hand.active button.card.legal');
      const b = bid ?? card;
      if (!b) continue;
      await press(el, b);
      if (bid) bids++;
      else cards++;
      if (game(el).hand.phase === 'over') break;
      const f = focused(el);
      expect(f, `focus after ${bid ? 'a bid' : 'a card'} (move ${i})`).to.not.equal(null);
      // (a bid, the dix or runs to declare come before the cards: issue 28.4)
      expect(f!.matches('.hand.active button.card, :is(.bids, .dix, .declare) button'), f!.outerHTML.slice(0, 80)).to.be
        .true;
    }
    expect(bids).to.be.greaterThan(0);
    expect(cards).to.be.greaterThan(3);
    // the hand is over: the focus waits for the next thing to do, the deal button
    await waitUntil(() => idle(el), 'computer');
    await el.updateComplete;
    await waitUntil(() => focused(el)?.textContent?.includes('Deal the next hand'), 'focus on the deal button');
  });

  it('says the end of the hand and its score with the last card, and only one live region speaks', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table mode="play" seed="focus-2" level="random" opponent-delay="0"></klaberjass-table>`,
    );
    await ready(el, '.hand.active');
    const said: string[] = [];
    for (let i = 0; i < 80 && game(el).hand.phase !== 'over'; i++) {
      // what the computer's move said, then what the person's move says
      await waitUntil(() => idle(el), 'computer');
      await el.updateComplete;
      said.push(live(el));
      await act(el);
      said.push(live(el));
    }
    await waitUntil(() => idle(el), 'computer');
    await el.updateComplete;
    const g = game(el);
    const score = g.history.length ? g.history[0].summary.score : null;
    expect(live(el)).to.match(
      /The hand is over\. Written down: You \d+, Computer \d+\. Game score: You \d+, Computer \d+\./,
    );
    if (score) expect(live(el)).to.contain(`Written down: You ${score[0]}, Computer ${score[1]}.`);
    expect(said.some((s) => /You play the /.test(s))).to.be.true;
    // one region speaks: the status line shows, the live region says
    const speakers = $$(el, '[aria-live], [role="status"], [role="alert"], [role="log"]');
    expect(speakers.length).to.equal(1);
    expect($(el, '.status')!.getAttribute('role')).to.equal(null);
  });
});
