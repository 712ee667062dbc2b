// The editor, mode="edit", issue 12's later parts: long declaration lists on a phone, an ending
// set up from a position (`start`), the computer playing a seat. Through the editor's UI alone.
import { expect, fixture, html } from '@open-wc/testing';
import type { KlaberjassTable } from '../../src/element/klaberjass-table.js';
import type { TranscriptDoc } from '../../src/notation/index.js';
import { validate } from '../../src/validator/index.js';
import type { KjEditDetail } from '../../src/element/events.js';
import { $, $$, annaDeals, events, ready, text, waitUntil } from './helpers.js';

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
const DEALT = annaDeals([]);

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
    // two tables ask the computer for the same move; one is removed at once. Once the other has
    // its answer, the removed one would have had its own (a regression test that slept 1.5 s saw
    // nothing whether or not the computer ever answered)
    const [el, kept] = await Promise.all(
      [0, 1].map(() =>
        fixture<KlaberjassTable>(html`<klaberjass-table mode="edit" .transcript=${DEALT}></klaberjass-table>`),
      ),
    );
    const moved = (list: CustomEvent<KjEditDetail>[]) =>
      list.filter((e) => e.detail.document.hands[0].moves?.length).length;
    const edits = events<KjEditDetail>(el, 'kj-edit');
    const keptEdits = events<KjEditDetail>(kept, 'kj-edit');
    for (const t of [el, kept]) {
      await ready(t, '.editor');
      await click(t, '[data-tab="moves"]');
    }
    await choose(el, 'computer', '1');
    el.remove();
    await choose(kept, 'computer', '1');
    await waitUntil(() => moved(keptEdits) > 0, 'the computer of the table kept did not move');
    expect(moved(edits)).to.equal(0);
  });
});

/** Type into a text field as a person would (input, then change when leaving it). */
async function type(el: KlaberjassTable, field: HTMLInputElement, value: string): Promise<void> {
  expect(field, 'no such field').to.exist;
  field.focus();
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  field.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  await el.updateComplete;
}

const problems = (el: KlaberjassTable) =>
  $$(el, '.ed-problems li').map((li) => li.textContent!.replace(/\s+/g, ' ').trim());

describe('<klaberjass-table mode="edit"> an ending set up from a position', () => {
  it('sets up trump, taker, leader, the cards held, points and tricks; shows impossible positions at once; plays it out; exports a valid start', async () => {
    const el = await fixture<KlaberjassTable>(html`<klaberjass-table mode="edit"></klaberjass-table>`);
    await ready(el, '.editor');
    await click(el, '[data-act="from-position"]');
    expect(text(el, '.ed-deal legend')).to.equal('The position');
    const held = (p: 0 | 1) => $<HTMLInputElement>(el, `.ed-group[data-group="held${p}"] input.ed-cards`)!;
    expect(problems(el)).to.deep.equal(['Nobody holds a card yet: place the cards each player holds.']);
    // uneven hands, then a card held by both: said at once
    await type(el, held(0), 'AH KH 10S');
    await type(el, held(1), 'QH 7S');
    expect(problems(el)).to.deep.equal(['Anna holds 3 cards but Ben holds 2: both hold the same number.']);
    await type(el, held(1), 'QH 7S AH');
    expect(problems(el)).to.deep.equal(['The ace of hearts is placed twice: Anna holds, Ben holds.']);
    await type(el, held(1), 'QH 7S 8S');
    expect(problems(el)).to.deep.equal([]);
    expect(text(el, '.ed-problems .ok-text')).to.equal('The position is complete.');
    // trump hearts, Anna took, Ben leads; tricks that do not add up, then ones that do; points
    await choose(el, 'trump', 'H');
    await choose(el, 'taker', '0');
    await choose(el, 'leader', '1');
    await type(el, $<HTMLInputElement>(el, 'input[data-field="tricks0"]')!, '4');
    expect(problems(el)).to.deep.equal([
      'The tricks so far add up to 4, but 6 tricks have been played (nine less the cards each holds).',
    ]);
    await type(el, $<HTMLInputElement>(el, 'input[data-field="tricks1"]')!, '2');
    expect(problems(el)).to.deep.equal([]);
    await type(el, $<HTMLInputElement>(el, 'input[data-field="points0"]')!, '64');
    await type(el, $<HTMLInputElement>(el, 'input[data-field="points1"]')!, '30');
    // played out like any hand: the legal cards raised, clicked
    await click(el, '[data-act="to-moves"]');
    expect(text(el, '.ed-moves .status')).to.equal('Ben to play: click a card');
    for (let i = 0; i < 6; i++) await click(el, '.hand.active button.card.legal');
    expect(text(el, '.ed-moves .status')).to.contain('over');
    await click(el, '[data-act="fill-result"]');
    const { text: json, doc } = await exported(el);
    const h = doc.hands[0];
    expect(h.start).to.deep.equal({
      trump: 'H',
      taker: 0,
      leader: 1,
      hands: [
        ['AH', 'KH', '10S'],
        ['QH', '7S', '8S'],
      ],
      points: [64, 30],
      tricks: [4, 2],
    });
    expect(Object.keys(h)).to.deep.equal(['dealer', 'start', 'moves', 'result']);
    expect(h.moves!.length).to.equal(6);
    expect(validate(json).valid, JSON.stringify(validate(json).violations)).to.equal(true);
    // it replays to the positions the editor showed
    const replay = await fixture<KlaberjassTable>(html`<klaberjass-table .transcript=${json}></klaberjass-table>`);
    await ready(replay, '.felt');
    await click(el, '[data-tab="moves"]');
    await click(el, '[data-act="first"]');
    for (let step = 0; step <= 6; step++) {
      replay.step = step;
      await replay.updateComplete;
      expect(text(el, '#desc'), `step ${step}`).to.equal(text(replay, '#desc'));
      if (step < 6) await click(el, '[data-act="next"]');
    }
  });

  it('opens a start fragment with its position, and goes back to the deal', async () => {
    const doc: TranscriptDoc = {
      format: 'klaberjass',
      version: 1,
      rules: 'classic',
      players: ['Anna', 'Ben'],
      hands: [
        {
          dealer: 1,
          start: {
            trump: 'S',
            taker: 1,
            leader: 0,
            hands: [
              ['AS', '7H'],
              ['KS', '8H'],
            ],
          },
          moves: [],
        },
      ],
    };
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table mode="edit" .transcript=${doc}></klaberjass-table>`,
    );
    await ready(el, '.editor');
    await click(el, '[data-tab="setup"]');
    expect($<HTMLInputElement>(el, '[data-act="from-position"]')!.checked).to.equal(true);
    expect($<HTMLInputElement>(el, '.ed-group[data-group="held1"] input.ed-cards')!.value).to.equal('KS 8H');
    expect($<HTMLSelectElement>(el, 'select[data-field="leader"]')!.value).to.equal('0');
    await click(el, '[data-act="from-deal"]');
    const { doc: out } = await exported(el);
    expect(out.hands[0].start).to.equal(undefined);
    expect(out.hands[0].deal!.hands).to.deep.equal([
      ['AS', '7H'],
      ['KS', '8H'],
    ]);
  });
});

/** Card ids as the engine numbers them: suit × 8 + rank (7 8 9 10 J Q K A). */
function cardId(s: string): number {
  const m = /^(10|[AKQJ987])([SHDC])$/.exec(s)!;
  return 'SHDC'.indexOf(m[2]) * 8 + ['7', '8', '9', '10', 'J', 'Q', 'K', 'A'].indexOf(m[1]);
}
