// The `show` attribute (issue 24, point 5): the author picks the parts a post shows, and the
// defaults follow the document (a single hand or a fragment has no score sheet; a game has one).
// A two-trick example fits a phone (390 px wide, at most about 700 px tall) and nothing
// overflows at 320 px.
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { KlaberjassTable } from '../../src/element/klaberjass-table.js';
import { defaultParts, shownParts } from '../../src/element/model/show.js';
import type { TranscriptDoc } from '../../src/notation/types.js';
import { $, $$, ready, shadow } from './helpers.js';

/** A fragment of two tricks, as a rules page shows one: a position, four moves, a comment. */
export const TWO_TRICKS = {
  format: 'klaberjass',
  version: 1,
  players: ['Anna', 'Ben'],
  meta: { title: 'Follow suit, then trump' },
  hands: [
    {
      dealer: 1,
      start: {
        points: [40, 32],
        trump: 'H',
        taker: 0,
        leader: 0,
        hands: [
          ['AS', '7H'],
          ['KS', '8S'],
        ],
        tricks: [4, 3],
      },
      moves: [
        { play: 'AS' },
        {
          play: 'KS',
          comment: 'Ben must follow suit with the king of spades: a player who holds the suit led must play it.',
        },
        { play: '7H', mark: '!' },
        { play: '8S' },
      ],
      comment: 'A two-trick example.',
    },
  ],
} as unknown as TranscriptDoc;

const example = async (file: string) => (await (await fetch(`/demo/examples/${file}`)).json()) as TranscriptDoc;

async function table(doc: TranscriptDoc, show?: string, step = 2): Promise<KlaberjassTable> {
  const el = await fixture<KlaberjassTable>(
    html`<klaberjass-table .transcript=${doc} show=${show ?? ''} step=${step}></klaberjass-table>`,
  );
  await ready(el);
  return el;
}

/** Which of the parts are in the table now. */
const partsIn = (el: KlaberjassTable) => ({
  table: !!$(el, '[part="table"]'),
  comment: !!$(el, '[part="comment"]'),
  controls: !!$(el, '[part="controls"]'),
  moves: !!$(el, '[part="timeline"]'),
  points: !!$(el, '[part="summary"]') && el.step < (el.transcript as TranscriptDoc).hands[el.hand].moves!.length,
  sheet: !!$(el, '[part="score-sheet"]'),
  analysis: $$(el, 'label.check').some((l) => /Analysis/.test(l.textContent!)),
  play: $$(el, 'button').some((b) => /Play from here/.test(b.textContent!)),
});

describe('<klaberjass-table> show', () => {
  after(() => setViewport({ width: 800, height: 600 }));

  it('defaults: a fragment shows no score sheet and no points panel (the felt shows its points)', async () => {
    const el = await table(TWO_TRICKS);
    expect(partsIn(el)).to.deep.equal({
      table: true,
      comment: true,
      controls: true,
      moves: true,
      points: false,
      sheet: false,
      analysis: true,
      play: true,
    });
  });

  it('defaults: a fragment shows its summary at the end of the hand', async () => {
    const el = await table(TWO_TRICKS, undefined, 4);
    expect($(el, '[part="summary"]')).to.exist;
    el.show = '-summary';
    await el.updateComplete;
    expect($(el, '[part="summary"]')).to.equal(null);
  });

  it('defaults: a single hand shows its points and no score sheet (a 0 : 0 chart says something false)', async () => {
    const el = await table(await example('must-trump.json'), undefined, 8);
    expect(partsIn(el)).to.include({ points: true, sheet: false, moves: true });
  });

  it('defaults: a game shows the score sheet', async () => {
    const el = await table(await example('game-to-500.json'), undefined, 8);
    expect(partsIn(el)).to.include({ points: true, sheet: true });
  });

  it('a plain list is exactly the parts shown', async () => {
    const el = await table(await example('game-to-500.json'), 'table comment', 8);
    expect(partsIn(el)).to.deep.equal({
      table: true,
      comment: true,
      controls: false,
      moves: false,
      points: false,
      sheet: false,
      analysis: false,
      play: false,
    });
    // nothing beside the table: no empty column
    expect($(el, 'aside')).to.equal(null);
    expect($(el, '.layout')!.classList.contains('one')).to.equal(true);
  });

  it('+name and -name change the defaults; the toolbar keeps what was not taken away', async () => {
    const el = await table(TWO_TRICKS, '-play -analysis +sheet');
    expect(partsIn(el)).to.include({ controls: true, play: false, analysis: false, sheet: true, points: false });
    el.show = 'controls,moves';
    await el.updateComplete;
    expect(partsIn(el)).to.include({ table: false, comment: false, controls: true, moves: true, play: false });
    // the keys still step the replay with the toolbar gone
    el.show = '-controls';
    await el.updateComplete;
    expect(partsIn(el).controls).to.equal(false);
    $(el, '.table-region')!.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }),
    );
    await el.updateComplete;
    expect(el.step).to.equal(3);
  });

  it('unknown names are left out and named (never a lost part silently)', () => {
    const r = shownParts('table moves scoresheet', null);
    expect([...r.parts]).to.deep.equal(['table', 'moves']);
    expect(r.unknown).to.deep.equal(['scoresheet']);
    expect(shownParts('', null).parts).to.deep.equal(new Set(defaultParts(null)));
  });

  it('a two-trick example at 390 px wide is at most about 700 px tall with the defaults', async () => {
    await setViewport({ width: 390, height: 844 });
    const el = await table(TWO_TRICKS);
    const h = el.getBoundingClientRect().height;
    expect(h, `height at 390 px: ${h}`).to.be.at.most(700);
  });

  for (const [name, doc, show] of [
    ['a fragment', TWO_TRICKS, ''],
    ['every part of a fragment', TWO_TRICKS, '+points +sheet'],
  ] as const) {
    it(`nothing overflows at 320 px (${name})`, async () => {
      await setViewport({ width: 320, height: 700 });
      const el = await table(doc, show);
      const box = el.getBoundingClientRect();
      for (const e of shadow(el).querySelectorAll('*')) {
        const r = e.getBoundingClientRect();
        if (!r.width || e.classList.contains('sr-only')) continue;
        const what = `${e.tagName.toLowerCase()}.${e.getAttribute('class') ?? ''} ${r.left}–${r.right}`;
        expect(r.left, what).to.be.at.least(box.left - 0.5);
        expect(r.right, what).to.be.at.most(box.right + 0.5);
      }
      expect(document.documentElement.scrollWidth).to.be.at.most(320);
    });
  }
});
