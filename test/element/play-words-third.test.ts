// Words of play, third pass (issue 28, point 5): "holds 1 cards", "Schmeiss?." and raw bid names
// in the timeline, the name said twice ("You You: Pass."), "deals next" once the game is over,
// and practice undo offered under `persist` (the game is still saved); each in English and Norwegian.
import { expect, fixture, html } from '@open-wc/testing';
import type { KlaberjassTable } from '../../src/element/klaberjass-table.js';
import { $, $$, act, fixtureDoc, ready, shadow, text, waitUntil } from './helpers.js';

/** Everything the table shows or labels, as one string (text and attributes). */
const everything = (el: KlaberjassTable) => shadow(el).innerHTML.replace(/<!--[^>]*-->/g, '');

describe('<klaberjass-table> play words, third pass', () => {
  for (const [lang, one] of [
    ['en', /Computer holds 1 card face down\./],
    ['nb', /Datamaskinen har 1 kort med baksiden opp\./],
  ] as const)
    it(`one card face down is "1 card", never "1 cards" (${lang})`, async function () {
      this.timeout(60000);
      const el = await fixture<KlaberjassTable>(
        html`<klaberjass-table
          lang=${lang}
          mode="play"
          seed="words-one"
          level="random"
          opponent-delay="0"
        ></klaberjass-table>`,
      );
      await ready(el, '.hand');
      let seen = false;
      await waitUntil(
        async () => {
          const all = everything(el);
          expect(/\b1 cards\b/.test(all), 'one card said as "1 cards"').to.equal(false);
          if (one.test(all)) seen = true;
          await act(el, 20000);
          return seen;
        },
        'the computer never held one card',
        { timeout: 50000, interval: 1 },
      );
    });

  /** The text a screen reader reads in an element: without what is aria-hidden. */
  const spoken = (n: Node): string =>
    n.nodeType === Node.TEXT_NODE
      ? (n.textContent ?? '')
      : n.nodeType !== Node.ELEMENT_NODE || (n as Element).getAttribute('aria-hidden') === 'true'
        ? ''
        : [...n.childNodes].map(spoken).join('');

  /** A row named after its player is not read before a sentence that says the name again ("You You: Pass."). */
  function nameOnce(el: KlaberjassTable): void {
    for (const li of $$(el, '.timeline li')) {
      const label = li.querySelector('.row-label');
      const first = li.querySelector('.mv .sr-only')?.textContent?.trim() ?? '';
      if (label && first.startsWith(`${label.textContent!.trim()}:`))
        expect(label.getAttribute('aria-hidden'), first).to.equal('true');
      const read = spoken(li).replace(/\s+/g, ' ').trim();
      expect(read, 'a name said twice').not.to.match(/^(\S+) \1:/);
    }
  }

  for (const lang of ['en', 'nb'])
    it(`the timeline says schmeiss and its answer in words, without a stop after the question or the name twice (${lang})`, async () => {
      const doc = await fixtureDoc('valid/game-schmeiss-036.json');
      const el = await fixture<KlaberjassTable>(
        html`<klaberjass-table lang=${lang} .transcript=${doc} hand="6"></klaberjass-table>`,
      );
      await ready(el, '.timeline');
      const shown = $$(el, '.timeline .mv [aria-hidden="true"]').map((n) => n.textContent!.trim());
      expect(shown).to.include('Schmeiss?');
      expect(shown.join(' ')).not.to.match(/\b(schmeiss|accept|refuse)\b/);
      const said = $$(el, '.timeline .mv .sr-only').map((n) => n.textContent!.trim());
      expect(
        said.some((s) => /^Anna: Schmeiss\?$/.test(s)),
        said.join(' | '),
      ).to.equal(true);
      expect(said.join(' ')).not.to.match(/\?\./);
      nameOnce(el);
    });

  for (const [lang, you] of [
    ['en', 'You'],
    ['nb', 'Du'],
  ])
    it(`in play the moves name you once: never "${you} ${you}: Pass." (${lang})`, async function () {
      this.timeout(60000);
      // "dix-7": the computer passes, then you bid; then a few moves
      const el = await fixture<KlaberjassTable>(
        html`<klaberjass-table
          lang=${lang}
          mode="play"
          seed="dix-7"
          level="random"
          opponent-delay="0"
        ></klaberjass-table>`,
      );
      await ready(el, '.hand');
      for (let i = 0; i < 6; i++) await act(el, 20000);
      await el.updateComplete;
      expect($$(el, '.timeline li').length).to.be.greaterThan(2);
      nameOnce(el);
      expect(text(el, '.timeline')).to.contain(`${you}`);
    });

  for (const [lang, dealsNext] of [
    ['en', /deals next/],
    ['nb', /gir neste runde/],
  ] as const)
    it(`after the last hand of a game nobody "deals next" (${lang})`, async function () {
      this.timeout(60000);
      const el = await fixture<KlaberjassTable>(
        html`<klaberjass-table
          lang=${lang}
          mode="play"
          seed="words-end"
          level="random"
          opponent-delay="0"
          rules='{"preset":"classic","target":60}'
        ></klaberjass-table>`,
      );
      await ready(el, '.hand');
      const over = () => !!$(el, '.results');
      await waitUntil(
        async () => {
          if (over()) return true;
          // the next hand's button (the strong one while a hand is over)
          const next = $<HTMLButtonElement>(el, '.play-controls button.strong');
          if (next) next.click();
          else await act(el, 20000);
          await el.updateComplete;
          return over();
        },
        'the game did not end',
        { timeout: 50000, interval: 1 },
      );
      await el.updateComplete;
      expect($(el, '.summary'), "the last hand's summary").to.exist;
      expect(text(el, '.summary')).not.to.match(dealsNext);
    });

  it('practice undo is offered under persist, and the game is saved after a card is taken back', async function () {
    this.timeout(60000);
    localStorage.removeItem('kj-test-practice-persist');
    const make = () =>
      fixture<KlaberjassTable>(
        html`<klaberjass-table
          mode="play"
          seed="practice-persist"
          level="random"
          opponent-delay="0"
          persist="kj-test-practice-persist"
        ></klaberjass-table>`,
      );
    const el = await make();
    await ready(el, '.hand');
    const box = $<HTMLInputElement>(el, '.practice input');
    expect(box, 'the practice checkbox').to.exist;
    box!.click();
    await el.updateComplete;
    // play until a card of yours is on record, then take it back
    await waitUntil(
      async () => {
        await act(el, 20000);
        return !!$(el, '.play-controls .undo') && !$<HTMLButtonElement>(el, '.play-controls .undo')!.disabled;
      },
      'no card to take back',
      { timeout: 50000, interval: 1 },
    );
    const cards = () => $$(el, '.hand.active button.card').length;
    const before = cards();
    $<HTMLButtonElement>(el, '.play-controls .undo')!.click();
    await waitUntil(() => cards() === before + 1, 'the card did not come back');
    const again = await make();
    await ready(again, '.hand');
    await waitUntil(
      () => $$(again, '.hand.active button.card').length === before + 1,
      'the saved game is not the one after the undo',
    );
    localStorage.removeItem('kj-test-practice-persist');
  });
});
