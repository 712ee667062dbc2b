// What play mode says (issue 13, point 8): no "Loading transcript…" in a game, a thrown-in hand
// says so on the score sheet, and a seed set on a table with a saved game from another seed deals
// that seed's game and says the saved one was replaced.
import { expect, fixture, html } from '@open-wc/testing';
import type { KlaberjassTable } from '../../src/element/klaberjass-table.js';
import { storageKey } from '../../src/element/model/storage.js';
import { cardsToStrings, newGame, rulesOf } from '../../src/index.js';
import { $, $$, game, idle, ready, text, waitUntil } from './helpers.js';

/** The first deck seed `seed` deals (classic rules), as the exported transcript writes it. */
const firstDeck = (seed: string) => cardsToStrings(newGame({ rules: rulesOf('classic'), seed }).deck);

describe('<klaberjass-table> play: what it says', () => {
  afterEach(() => localStorage.removeItem(storageKey('test-notes')));

  // first in this file: the play chunk is not loaded yet
  it('says the cards are being dealt, not "Loading transcript…", while play mode loads', async () => {
    const el = document.createElement('klaberjass-table') as KlaberjassTable;
    el.setAttribute('mode', 'play');
    el.setAttribute('level', 'random');
    document.body.append(el);
    // the first words the table shows, as soon as it shows any
    const shown = () => (el.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ').trim();
    let first = shown();
    const watch = new MutationObserver(() => (first ||= shown()));
    watch.observe(el.shadowRoot!, { subtree: true, childList: true, characterData: true });
    await waitUntil(() => first, 'the table showed nothing');
    watch.disconnect();
    await ready(el, '.hand.active');
    el.remove();
    expect(first).to.not.contain('transcript');
    expect(first).to.contain('Dealing the cards');
  });

  it('a hand thrown in (all four bids passes) reads "thrown in" on the score sheet, not 0 0', async () => {
    let found = false;
    for (let n = 0; n < 40 && !found; n++) {
      const el = await fixture<KlaberjassTable>(
        html`<klaberjass-table mode="play" seed=${`pass-${n}`} level="random" opponent-delay="0"></klaberjass-table>`,
      );
      await ready(el, '.hand.active');
      for (let i = 0; i < 6 && game(el).hand.phase === 'bidding'; i++) {
        await waitUntil(() => idle(el), 'computer');
        await el.updateComplete;
        $$<HTMLButtonElement>(el, '.bids button')
          .find((b) => b.textContent?.trim() === 'Pass')
          ?.click();
        await el.updateComplete;
      }
      await waitUntil(() => idle(el), 'computer');
      await el.updateComplete;
      const g = game(el);
      if (g.hand.phase !== 'over' || g.hand.end !== 'thrown-in') continue;
      found = true;
      expect(text(el, '.sheet-table tbody tr')).to.equal('1 thrown in');
    }
    expect(found, 'a seed where the computer passes twice').to.be.true;
  });

  it('a seed set on a table whose saved game is from another seed deals that seed and says so', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table
        mode="play"
        seed="old"
        level="random"
        opponent-delay="0"
        persist="test-notes"
      ></klaberjass-table>`,
    );
    await ready(el, '.hand.active');
    $$<HTMLButtonElement>(el, '.bids button')[0]?.click();
    await waitUntil(() => idle(el), 'computer');
    expect(JSON.parse(localStorage.getItem(storageKey('test-notes'))!).seed).to.equal('old');
    // the page changes the seed: a new game from it, said
    el.seed = 'new';
    await el.updateComplete;
    await ready(el, '.hand.active');
    // the game on the table is the one seed "new" deals, not the saved one
    expect(el.exportTranscript()!.hands[0].deck).to.deep.equal(firstDeck('new'));
    expect(firstDeck('new')).to.not.deep.equal(firstDeck('old'));
    expect(text(el, '.status')).to.contain('A new game was dealt from seed new');
    expect($(el, '[aria-live]')!.textContent).to.contain('replaces the saved game');
    el.remove();
    // a reload with the same seed resumes that game
    const again = await fixture<KlaberjassTable>(
      html`<klaberjass-table
        mode="play"
        seed="new"
        level="random"
        opponent-delay="0"
        persist="test-notes"
      ></klaberjass-table>`,
    );
    await ready(again, '.hand.active');
    expect(again.exportTranscript()!.hands[0].deck).to.deep.equal(firstDeck('new'));
    expect(text(again, '.status')).to.contain('resumed');
  });
});
