// What play mode says (issue 13, point 8): no "Loading transcript…" in a game, a thrown-in hand
// says so on the score sheet, and a seed set on a table with a saved game from another seed deals
// that seed's game and says the saved one was replaced.
import { expect, fixture, html } from '@open-wc/testing';
import type { KlaberjassTable } from '../../src/element/klaberjass-table.js';
import { storageKey } from '../../src/element/model/storage.js';
import type { GameState } from '../../src/engine/internal.js';
import { $, $$, ready, text, waitUntil } from './helpers.js';

type Internal = { session: { play: { game: GameState | null; thinking: boolean; seed: string } } | null };
const session = (el: KlaberjassTable) => (el as unknown as Internal).session!;
const idle = (el: KlaberjassTable) => !(el as unknown as Internal).session?.play.thinking;

describe('<klaberjass-table> play: what it says', () => {
  afterEach(() => localStorage.removeItem(storageKey('test-notes')));

  // first in this file: the play chunk is not loaded yet
  it('says the cards are being dealt, not "Loading transcript…", while play mode loads', async () => {
    const el = document.createElement('klaberjass-table') as KlaberjassTable;
    el.setAttribute('mode', 'play');
    el.setAttribute('level', 'random');
    document.body.append(el);
    await new Promise((r) => setTimeout(r, 0));
    const first = (el.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ').trim();
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
      for (let i = 0; i < 6 && session(el).play.game!.hand.phase === 'bidding'; i++) {
        await waitUntil(() => idle(el), 'computer');
        await el.updateComplete;
        $$<HTMLButtonElement>(el, '.bids button')
          .find((b) => b.textContent?.trim() === 'Pass')
          ?.click();
        await el.updateComplete;
      }
      await waitUntil(() => idle(el), 'computer');
      await el.updateComplete;
      const g = session(el).play.game!;
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
    expect(session(el).play.seed).to.equal('new');
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
    expect(session(again).play.seed).to.equal('new');
    expect(text(again, '.status')).to.contain('resumed');
  });
});
