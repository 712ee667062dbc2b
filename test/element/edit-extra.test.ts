// The editor, mode="edit", issue 12's later parts: long declaration lists on a phone, an ending
// set up from a position (`start`), the computer playing a seat. Through the editor's UI alone.
import { expect, fixture, html } from '@open-wc/testing';
import type { KlaberjassTable } from '../../src/element/klaberjass-table.js';
import type { TranscriptDoc } from '../../src/notation/index.js';
import { validate } from '../../src/validator/index.js';
import { $, $$, ready } from './helpers.js';

async function click(el: KlaberjassTable, sel: string): Promise<void> {
  const b = $<HTMLElement>(el, sel);
  expect(b, `no ${sel}`).to.not.equal(null);
  expect((b as HTMLButtonElement).disabled ?? false, `${sel} is disabled`).to.equal(false);
  b!.click();
  await el.updateComplete;
}

async function exported(el: KlaberjassTable): Promise<{ text: string; doc: TranscriptDoc }> {
  await click(el, '[data-tab="export"]');
  const t = $<HTMLTextAreaElement>(el, 'textarea.ed-json')!.value;
  return { text: t, doc: JSON.parse(t) as TranscriptDoc };
}

/** Both players hold long runs: dozens of ways to declare. */
const LONG_RUNS: TranscriptDoc = {
  format: 'klaberjass',
  version: 1,
  rules: 'classic',
  players: ['Anna', 'Ben'],
  hands: [
    {
      dealer: 0,
      deal: {
        turnUp: '8H',
        hands: [
          ['AD', 'KD', 'QD', 'JD', '10D', '9D', 'AC', 'KC', 'QC'],
          ['AH', 'KH', 'QH', 'JH', '10H', '9H', 'AS', 'KS', 'QS'],
        ],
        bottom: '7C',
      },
      moves: [{ player: 1, bid: 'take' }],
    },
  ],
};

describe('<klaberjass-table mode="edit"> (issue 12, later parts)', () => {
  it('long declaration lists on a phone: "Declare nothing" and a chooser grouped by worth, within the width', async () => {
    // (a phone's width; no wrapper element: open-wc would wait for an animation frame, which a
    // background tab of the test runner may not get)
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table
        style="display: block; width: 390px"
        mode="edit"
        .transcript=${LONG_RUNS}
      ></klaberjass-table>`,
    );
    await ready(el, '.editor');
    await click(el, '[data-act="last"]');
    const rows = $$<HTMLElement>(el, '.btn-row.declare');
    expect(rows.length).to.equal(2);
    const width = el.getBoundingClientRect().right;
    for (const row of rows) {
      const p = Number(row.dataset.player);
      const select = row.querySelector('select')!;
      expect(select, `a chooser for player ${p}`).to.exist;
      // every way but "nothing" is in the chooser, the best first, grouped by what it is worth
      const ways = select.querySelectorAll('option').length;
      expect(ways).to.be.greaterThan(10);
      expect(select.querySelectorAll('optgroup')[0].label).to.equal('Worth 70');
      expect([...row.querySelectorAll('button')].map((b) => b.textContent!.trim())).to.deep.equal([
        'Declare nothing',
        'Declare these',
      ]);
      for (const c of row.querySelectorAll<HTMLElement>('button, select'))
        expect(c.getBoundingClientRect().right, c.textContent!).to.be.at.most(width + 0.5);
    }
    // Ben chooses a fifty in the chooser and declares it
    const ben = rows.find((r) => r.dataset.player === '1')!;
    const select = ben.querySelector('select')!;
    const fifty = [...select.querySelectorAll('option')].find(
      (o) => o.textContent!.trim() === '50 · A♥ K♥ Q♥ J♥ 10♥ 9♥',
    )!;
    expect(fifty, 'the six hearts as one run').to.exist;
    select.value = fifty.value;
    select.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
    ben.querySelector<HTMLButtonElement>('[data-act="declare-chosen"]')!.click();
    await el.updateComplete;
    const { text, doc } = await exported(el);
    expect(doc.hands[0].moves![1]).to.deep.equal({ player: 1, declare: [['AH', 'KH', 'QH', 'JH', '10H', '9H']] });
    expect(validate(text).valid).to.equal(true);
    // (a short list stays one button per way: edit.test.ts (b))
  });
});
