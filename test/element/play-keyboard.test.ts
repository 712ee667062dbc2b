// Play with the keyboard and a screen reader, the rest (issue 28, point 4): one whole hand played
// with real key presses, the accessibility tree (Chromium's snapshot) and the live region checked
// after every action; the focus on the bid buttons while you bid (not on a card you cannot play);
// "Your turn", the three cards dealt after trump, the bottom card, the dix choice and the claim
// button said as they appear; Escape closes the rules panel; after New game and Rematch the focus
// is on the new game's first thing to do, not on the page.
import { expect, fixture, html } from '@open-wc/testing';
import { a11ySnapshot, findAccessibilityNode, sendKeys } from '@web/test-runner-commands';
import type { KlaberjassTable } from '../../src/element/klaberjass-table.js';
import { $, $$, act, listen, ready, text, waitUntil } from './helpers.js';

type AxNode = { role: string; name: string; focused?: boolean; children?: AxNode[] };

const focused = (el: KlaberjassTable) => el.shadowRoot!.activeElement as HTMLElement | null;
const live = (el: KlaberjassTable) => ($(el, '[aria-live]')?.textContent ?? '').trim();

/** Wait until the computer is not thinking (the status line says so while it is). */
async function settled(el: KlaberjassTable): Promise<void> {
  await waitUntil(() => !text(el, '.status').includes('thinking'), 'the computer did not move', { timeout: 20000 });
  await el.updateComplete;
  await el.updateComplete;
}

/** The focused node of Chromium's accessibility tree. */
async function focusedNode(): Promise<AxNode | null> {
  const tree = (await a11ySnapshot({})) as unknown as AxNode & { children: AxNode[] };
  return findAccessibilityNode<AxNode>(tree, (n) => !!n.focused);
}

/** What the focus may be on when there is something for you to do (in the order the table picks). */
const NEXT_THING = ':is(.bids, .dix, .declare) button, .hand.active button.card.legal, .play-controls button.strong';

describe('<klaberjass-table> play: one whole hand by keyboard and screen reader', () => {
  it('after every key press the focus is on the next thing to do, in the accessibility tree, and the live region says the news', async function () {
    this.timeout(120000);
    // "dix-3": you bid first, take, and hold the 7 of trumps
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table mode="play" seed="dix-3" level="random" opponent-delay="0"></klaberjass-table>`,
    );
    await ready(el, '.hand.active');
    const said = listen(el);
    // arriving at the table with Tab: the focus goes to the table, then on to the bids
    $(el, '.table-region')!.focus();
    for (let i = 0; i < 12 && !focused(el)?.matches('.bids button'); i++) await sendKeys({ press: 'Tab' });
    expect(focused(el)?.matches('.bids button'), 'Tab reaches the bids').to.equal(true);
    let actions = 0,
      bids = 0;
    const over = () => $$(el, '.play-controls button').some((b) => b.textContent?.trim() === 'Deal the next hand');
    while (!over() && actions < 40) {
      const f = focused(el);
      expect(f?.matches(NEXT_THING), `focus before action ${actions}: ${f?.outerHTML.slice(0, 90)}`).to.equal(true);
      if (f!.matches('.bids button')) bids++;
      const before = said.length;
      await sendKeys({ press: 'Enter' });
      actions++;
      await settled(el);
      // the live region said something new, and the focus is in the accessibility tree, named
      await waitUntil(() => said.length > before, `nothing said after action ${actions}`);
      const node = await focusedNode();
      expect(node, `a focused node after action ${actions}`).to.not.equal(null);
      expect(node!.role, `after action ${actions}`).to.equal('button');
      expect(node!.name.length, `the focused button has a name after action ${actions}`).to.be.greaterThan(0);
      expect(focused(el)?.matches(NEXT_THING), `focus after action ${actions}`).to.equal(true);
    }
    expect(over(), 'the hand was played by keyboard to its end').to.equal(true);
    expect(bids).to.be.greaterThan(0);
    expect(actions).to.be.greaterThan(9);
    // at the end the focus waits on "Deal the next hand"
    expect(focused(el)?.textContent?.trim()).to.equal('Deal the next hand');
    const all = said.join(' | ');
    expect(all).to.match(/Trump is \w+, taken by you\. You are dealt the [^.]+\. The bottom card of the stock is the /);
    expect(all).to.contain('you may exchange it for the');
    expect(all).to.match(/Computer plays the [^.]+\. Your turn\./);
    expect(live(el)).to.match(/The hand is over\./);
  });

  it('regression: while you bid the focus is on the bid buttons, never on a card you cannot play (the computer bids first)', async function () {
    this.timeout(60000);
    // "dix-7": the computer bids first (and passes), then it is your bid
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table mode="play" seed="dix-7" level="random" opponent-delay="200"></klaberjass-table>`,
    );
    await ready(el, '.hand.active');
    // a keyboard user waiting in the hand while the computer bids
    $(el, '.hand.active button.card')!.focus();
    await settled(el);
    await waitUntil(() => focused(el)?.matches('.bids button'), 'the focus went to the bids');
    expect(live(el)).to.match(/^Computer: Pass\. Your turn\.$/);
  });

  it('regression: Tab passes your hand in one stop on the way to the bids, and the arrows still walk every card', async function () {
    this.timeout(60000);
    // "dix-3": you bid first; from a fresh page, Tab went through all nine cards before the bids
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table mode="play" seed="dix-3" level="random" opponent-delay="0"></klaberjass-table>`,
    );
    await ready(el, '.hand.active');
    $(el, '.table-region')!.focus();
    let inHand = 0;
    for (let i = 0; i < 20 && !focused(el)?.matches('.bids button'); i++) {
      await sendKeys({ press: 'Tab' });
      if (focused(el)?.matches('.hand button.card')) inHand++;
    }
    expect(focused(el)?.matches('.bids button'), 'Tab reaches the bids').to.equal(true);
    expect(inHand, 'Tab stops in your hand').to.equal(1);
    // back into the hand (Shift+Tab), then the arrows visit every card of it
    const cards = $$(el, '.hand.active button.card');
    await sendKeys({ down: 'Shift' });
    for (let i = 0; i < 20 && !focused(el)?.matches('.hand button.card'); i++) await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    const seen = new Set<Element>();
    for (let i = 0; i < cards.length; i++) {
      seen.add(focused(el)!);
      await sendKeys({ press: 'ArrowRight' });
    }
    expect(seen.size, 'cards reached with the arrows').to.equal(cards.length);
  });

  it('says when the claim button appears (bela-501)', async function () {
    this.timeout(120000);
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table
        mode="play"
        rules="bela-501"
        seed="claim-say"
        level="random"
        opponent-delay="0"
      ></klaberjass-table>`,
    );
    await ready(el, '.hand.active');
    const said = listen(el);
    await waitUntil(
      async () => {
        if ($(el, '.claim button')) return true;
        await act(el, 20000);
        return !!$(el, '.claim button');
      },
      'no claim offered',
      { timeout: 100000, interval: 1 },
    );
    await el.updateComplete;
    expect(said.at(-1)).to.match(/You may claim the game: you have \d+, you need 501\./);
  });

  it('regression: Escape closes the rules panel and the focus goes back to its "?" button', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table mode="play" seed="help" level="random" opponent-delay="0"></klaberjass-table>`,
    );
    await ready(el, '.hand.active');
    $<HTMLButtonElement>(el, '.rules-btn')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => focused(el)?.matches('.rules-help h3'), 'the rules panel took the focus');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !$(el, '.rules-help'), 'Escape did not close the rules');
    await waitUntil(() => focused(el)?.matches('.rules-btn'), 'the focus went back to "?"');
  });

  for (const which of ['New game', 'Rematch (same deals)'])
    it(`regression: after ${which} the focus is on the new game's first thing to do, not the page`, async function () {
      this.timeout(120000);
      const el = await fixture<KlaberjassTable>(
        html`<klaberjass-table
          mode="play"
          seed="words-end"
          level="random"
          opponent-delay="0"
          rules='{"preset":"classic","target":60}'
        ></klaberjass-table>`,
      );
      await ready(el, '.hand');
      const button = () =>
        $$<HTMLButtonElement>(el, '.play-controls button').find((b) => b.textContent?.trim() === which);
      await waitUntil(
        async () => {
          if (button()) return true;
          const next = $$<HTMLButtonElement>(el, '.play-controls button').find(
            (b) => b.textContent?.trim() === 'Deal the next hand',
          );
          if (next) next.click();
          else await act(el, 20000);
          await el.updateComplete;
          return !!button();
        },
        'the game did not end',
        { timeout: 100000, interval: 1 },
      );
      button()!.focus();
      const said = listen(el);
      await sendKeys({ press: 'Enter' });
      await settled(el);
      await waitUntil(
        // the first thing to do is a bid, or, when the computer took at once, the dix or runs to
        // declare, or a card (New game deals a random game: any of them can come first)
        () => focused(el)?.matches(':is(.bids, .dix, .declare) button, .hand.active button.card'),
        'focus in the new game',
        // (generous: the new game's deal and the computer's first move, two test files at once on two cores)
        { timeout: 30000 },
      );
      expect(said[0]).to.match(/^The cards are dealt\./);
      expect(document.activeElement).to.equal(el);
    });
});
