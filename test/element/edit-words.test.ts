// The editor's words (issue 26, point 6): an illegal card explained with the players' names and
// the cards' names in the table's language; "Fill in the result" says what it wrote; downloads
// named after the title; "The computer plays" not carried over to another document. Through the
// editor's UI alone.
import { expect, fixture, html } from '@open-wc/testing';
import type { KlaberjassTable } from '../../src/element/klaberjass-table.js';
import { parseCard } from '../../src/engine/index.js';
import type { TranscriptDoc } from '../../src/notation/index.js';
import { $, annaDeals, ready, text, waitUntil } from './helpers.js';

/** Anna deals; Ben takes hearts and leads the ace of spades: Anna has no spades and must trump. */
const MUST_TRUMP = annaDeals(
  [
    { player: 1, bid: 'take' },
    { player: 1, play: 'AS' },
  ],
  { meta: { title: 'Anna must trump: a lesson / part 1' } },
);

async function editorOf(doc: TranscriptDoc, lang = 'en'): Promise<KlaberjassTable> {
  const el = await fixture<KlaberjassTable>(
    html`<klaberjass-table mode="edit" lang=${lang} .transcript=${doc}></klaberjass-table>`,
  );
  await ready(el, '.editor');
  return el;
}

async function click(el: KlaberjassTable, sel: string): Promise<void> {
  const b = $<HTMLElement>(el, sel);
  expect(b, `no ${sel}`).to.not.equal(null);
  b!.click();
  await el.updateComplete;
}

async function toEnd(el: KlaberjassTable): Promise<void> {
  await click(el, '[data-act="last"]');
  await waitUntil(() => $(el, '.hand.active button.card'), 'the hand of the player to act');
}

describe('<klaberjass-table mode="edit">: the words an author reads (issue 26, point 6)', () => {
  it('an illegal card names the player and the cards (was "Player 0 played 7D on AC…", card codes)', async () => {
    const el = await editorOf(MUST_TRUMP);
    await toEnd(el);
    await click(el, `.hand.active button.card[data-card="${parseCard('AD')}"]`);
    const notice = text(el, '.ed-notice');
    expect(notice).to.contain('The ace of diamonds is not a legal card here.');
    expect(notice).to.contain(
      'Anna has no spades, so Anna must trump: eight of hearts, nine of hearts, queen of hearts.',
    );
    expect(notice).to.not.match(/Player [01]|\b[AKQJ]?\d*[SHDC]\b/);
  });

  it('an illegal card in the Norwegian editor is explained in Norwegian (was English)', async () => {
    const el = await editorOf(MUST_TRUMP, 'nb');
    await toEnd(el);
    await click(el, `.hand.active button.card[data-card="${parseCard('AD')}"]`);
    const notice = text(el, '.ed-notice');
    expect(notice).to.contain('Anna har ingen spar, så Anna må trumfe:');
    expect(notice).to.not.match(/\b(must|played|on|held|Player)\b/);
  });

  it('"Fill in the result" says what it wrote (was no visible sign)', async () => {
    const el = await editorOf(MUST_TRUMP);
    await toEnd(el);
    for (let i = 0; i < 40 && $(el, '.hand.active button.card.legal'); i++) {
      $<HTMLButtonElement>(el, '.hand.active button.card.legal')!.click();
      await el.updateComplete;
    }
    expect(text(el, '.status')).to.contain('over');
    expect(text(el, '.ed-notice')).to.equal('');
    await click(el, '[data-act="fill-result"]');
    expect(text(el, '.ed-notice')).to.match(/^The result of hand 1 is filled in: Anna scores \d+, Ben \d+\.$/);
  });

  it('a download is named after the title (every download was hand.json)', async () => {
    const el = await editorOf(MUST_TRUMP);
    const names: string[] = [];
    const click0 = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      names.push(this.download);
    };
    try {
      await click(el, '[data-tab="export"]');
      await click(el, '[data-act="download"]');
      // the author's own file name wins
      const field = $<HTMLInputElement>(el, '.ed-export .ed-field input[type="text"]')!;
      expect(field.placeholder).to.equal('anna-must-trump-a-lesson-part-1.json');
      field.value = 'mine.json';
      field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      await el.updateComplete;
      await click(el, '[data-act="download"]');
    } finally {
      HTMLAnchorElement.prototype.click = click0;
    }
    expect(names).to.deep.equal(['anna-must-trump-a-lesson-part-1.json', 'mine.json']);
    expect(text(el, '[data-snippet="src"]')).to.contain('href="mine.json"');
  });

  it('"The computer plays" is not carried over to a new document or an opened one', async () => {
    const el = await editorOf({ ...MUST_TRUMP, hands: [{ ...MUST_TRUMP.hands[0], moves: [] }] });
    const seat = () => $<HTMLSelectElement>(el, 'select[data-field="computer"]')!.value;
    const chooseBen = async () => {
      const sel = $<HTMLSelectElement>(el, 'select[data-field="computer"]')!;
      sel.value = '0';
      sel.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
      await el.updateComplete;
    };
    await click(el, '[data-tab="moves"]');
    await chooseBen();
    expect(seat()).to.equal('0');
    // a new document
    await click(el, '[data-tab="export"]');
    await click(el, '[data-act="new"]');
    await click(el, '[data-act="random-deal"]');
    await click(el, '[data-act="to-moves"]');
    expect(seat()).to.equal('');
    // an opened one
    await chooseBen();
    await click(el, '[data-tab="export"]');
    const paste = $<HTMLTextAreaElement>(el, 'textarea.ed-paste')!;
    paste.value = JSON.stringify(MUST_TRUMP);
    paste.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    await click(el, '[data-act="open-paste"]');
    await waitUntil(() => text(el, '.ed-notice').includes('open'), 'the pasted transcript opens');
    await click(el, '[data-tab="moves"]');
    expect(seat()).to.equal('');
  });

  it('a fault of the deal takes the author to the Set up field that is wrong (the button did nothing)', async () => {
    const h = MUST_TRUMP.hands[0];
    const passes = [1, 0, 1, 0].map((player) => ({ player: player as 0 | 1, bid: 'pass' as const }));
    // hand 2 is dealt by Anna again after a hand thrown in: it was Ben's deal
    const el = await editorOf({
      ...MUST_TRUMP,
      hands: [
        { ...h, moves: passes },
        { ...h, moves: passes },
      ],
    });
    const fault = $<HTMLButtonElement>(el, '.verdict button.fault-item')!;
    expect(fault.textContent).to.contain('Anna dealt hand 2');
    fault.click();
    await el.updateComplete;
    await waitUntil(
      () => el.shadowRoot!.activeElement?.matches('select[data-field="dealer"]'),
      'the dealer field focused',
    );
    expect($(el, '[data-tab="setup"]')!.getAttribute('aria-selected')).to.equal('true');
    expect(text(el, '.where')).to.contain('Hand 2 of 2');
  });

  it("a card dealt twice takes the author to that player's cards in Set up", async () => {
    const h = MUST_TRUMP.hands[0];
    const deal = { ...h.deal!, turnUp: '9D' };
    const el = await editorOf({ ...MUST_TRUMP, hands: [{ ...h, deal, moves: [{ player: 1, bid: 'take' }] }] });
    const fault = $<HTMLButtonElement>(el, '.verdict button.fault-item')!;
    expect(fault.textContent).to.contain('dealt twice');
    fault.click();
    await el.updateComplete;
    await waitUntil(() => el.shadowRoot!.activeElement?.closest('.ed-group'), 'a card field of the deal focused');
    expect($(el, '[data-tab="setup"]')!.getAttribute('aria-selected')).to.equal('true');
  });
});
