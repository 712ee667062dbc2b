// The editor, mode="edit", issue 12's later parts: long declaration lists on a phone, an ending
// set up from a position (`start`), the computer playing a seat. Through the editor's UI alone.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { KlaberjassTable } from '../../src/element/klaberjass-table.js';
import type { TranscriptDoc } from '../../src/notation/index.js';
import { validate } from '../../src/validator/index.js';
import type { KjEditDetail } from '../../src/element/events.js';
import { $, $$, events, ready, text } from './helpers.js';

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

/** A whole deal, Anna dealing: Ben bids and leads first. */
const DEALT: TranscriptDoc = {
  format: 'klaberjass',
  version: 1,
  rules: 'classic',
  players: ['Anna', 'Ben'],
  hands: [
    {
      dealer: 0,
      deal: {
        turnUp: '7H',
        hands: [
          ['9H', '8H', 'QH', 'AD', 'KD', 'QD', 'JD', '10D', '9D'],
          ['10H', 'KH', 'AS', 'KS', 'QS', 'JS', '10S', '9S', '8S'],
        ],
        bottom: '7C',
      },
      moves: [],
    },
  ],
};

async function choose(el: KlaberjassTable, field: string, value: string): Promise<void> {
  const sel = $<HTMLSelectElement>(el, `select[data-field="${field}"]`)!;
  expect(sel, `no ${field} select`).to.exist;
  sel.value = value;
  sel.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  await el.updateComplete;
}

/** The moves of the document as the last kj-edit gave it. */
const movesOf = (edits: CustomEvent<KjEditDetail>[]) => edits[edits.length - 1]?.detail.document.hands[0].moves ?? [];

/** Until the computer has answered: the status names the author's player, or the hand is over. */
async function authorsTurn(el: KlaberjassTable): Promise<string> {
  await waitUntil(
    () => /^Anna |over/.test(text(el, '.ed-moves .status')),
    `the computer did not answer: ${text(el, '.ed-moves .status')}`,
    { timeout: 20000 },
  );
  await el.updateComplete;
  return text(el, '.ed-moves .status');
}

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

  it('the computer plays a seat: it moves for Ben after each move of yours; go back and record another move for it', async function () {
    this.timeout(90000);
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table mode="edit" .transcript=${DEALT}></klaberjass-table>`,
    );
    await ready(el, '.editor');
    const edits = events<KjEditDetail>(el, 'kj-edit');
    await click(el, '[data-tab="moves"]');
    await choose(el, 'level', 'easy');
    // Ben bids first: the computer bids for him as soon as it plays his seat
    await choose(el, 'computer', '1');
    expect(text(el, '.ed-computer')).to.contain('the computer replies for Ben');
    await authorsTurn(el);
    expect(movesOf(edits).length).to.be.greaterThan(0);
    expect(movesOf(edits)[0].player).to.equal(1);
    // Anna: the first bid offered, then the first legal card, each time it is her turn
    for (let i = 0; i < 30 && !/over/.test(await authorsTurn(el)); i++) {
      const before = movesOf(edits).length;
      const card = $<HTMLButtonElement>(el, '.hand.active button.card.legal');
      if (card) card.click();
      else $<HTMLButtonElement>(el, '.play-controls .bids button:not(.illegal)')!.click();
      await el.updateComplete;
      expect(movesOf(edits).length).to.be.greaterThan(before);
    }
    expect(text(el, '.ed-moves .status')).to.contain('over');
    const moves = movesOf(edits);
    const ben = moves.filter((m) => m.player === 1 && 'play' in m);
    expect(ben.length, "the computer played all of Ben's cards").to.equal(9);
    const { text: json } = await exported(el);
    expect(validate(json).valid, JSON.stringify(validate(json).violations)).to.equal(true);

    // go back to one of Ben's cards and play another card there for him
    await click(el, '[data-tab="moves"]');
    const at = moves.findIndex((m, k) => k > 2 && m.player === 1 && 'play' in m);
    for (let k = moves.length; k > at; k--) await click(el, '[data-act="prev"]');
    expect(text(el, '.ed-moves .status')).to.match(/^Ben /);
    const recorded = (moves[at] as { play: string }).play;
    const other = $$<HTMLButtonElement>(el, '.hand.active button.card.legal').find(
      (b) => Number(b.dataset.card) !== cardId(recorded),
    );
    expect(other, 'Ben has another legal card there').to.exist;
    other!.click();
    await el.updateComplete;
    await click(el, '[data-act="drop"]');
    const changed = movesOf(edits);
    expect(cardId((changed[at] as { play: string }).play)).to.equal(Number(other!.dataset.card));
    expect(changed[at].player).to.equal(1);
    // the computer did not undo the author's choice: the move stays, and play goes on from it
    await authorsTurn(el);
    expect(cardId((movesOf(edits)[at] as { play: string }).play)).to.equal(Number(other!.dataset.card));
  });

  it('a table removed while the computer chooses leaves no request behind', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table mode="edit" .transcript=${DEALT}></klaberjass-table>`,
    );
    await ready(el, '.editor');
    const edits = events<KjEditDetail>(el, 'kj-edit');
    await click(el, '[data-tab="moves"]');
    await choose(el, 'computer', '1');
    el.remove();
    await new Promise((r) => setTimeout(r, 1500));
    expect(edits.filter((e) => e.detail.document.hands[0].moves?.length).length).to.equal(0);
  });
});

/** Card ids as the engine numbers them: suit × 8 + rank (7 8 9 10 J Q K A). */
function cardId(s: string): number {
  const m = /^(10|[AKQJ987])([SHDC])$/.exec(s)!;
  return 'SHDC'.indexOf(m[2]) * 8 + ['7', '8', '9', '10', 'J', 'Q', 'K', 'A'].indexOf(m[1]);
}
