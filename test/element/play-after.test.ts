// After the game and for practice (issue 13, point 13): a results panel when the game is over, and
// taking back a card, off by default, marked in the export's meta, never offered under persist.
import { expect, fixture, html } from '@open-wc/testing';
import type { KlaberjassTable } from '../../src/element/klaberjass-table.js';
import { storageKey } from '../../src/element/model/storage.js';
import { validate } from '../../src/validator/index.js';
import { $, $$, act, game, idle, ready, text, waitUntil } from './helpers.js';

const button = (el: KlaberjassTable, words: string) =>
  $$<HTMLButtonElement>(el, 'button').find((b) => b.textContent?.includes(words)) ?? null;

describe('<klaberjass-table> play: after the game, and practice', () => {
  afterEach(() => localStorage.removeItem(storageKey('test-after')));

  it('a finished game shows the results: hands won, points, times bate, the chart', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table
        mode="play"
        seed="21"
        level="random"
        opponent-delay="0"
        rules='{"preset":"classic","target":60}'
      ></klaberjass-table>`,
    );
    await ready(el, '.hand.active');
    expect($(el, '.results')).to.equal(null);
    for (let i = 0; i < 400 && !game(el).over; i++) {
      await act(el);
      await waitUntil(() => idle(el), 'computer');
      await el.updateComplete;
      if (game(el).hand.phase === 'over' && !game(el).over) button(el, 'Deal the next hand')?.click();
    }
    await el.updateComplete;
    const g = game(el);
    expect(g.over).to.be.true;
    const won = [0, 0];
    let bate = 0;
    for (const ph of g.history) {
      if (ph.summary.score[0] !== ph.summary.score[1]) won[ph.summary.score[0] > ph.summary.score[1] ? 0 : 1]++;
      if (ph.summary.outcome === 'bate' || ph.summary.outcome === 'tie-bete') bate++;
    }
    const rows = $$(el, '.results tbody tr').map((tr) => tr.textContent!.replace(/\s+/g, ' ').trim());
    expect(rows.slice(0, 2)).to.deep.equal([`Points ${g.totals[0]} ${g.totals[1]}`, `Hands won ${won[0]} ${won[1]}`]);
    const b = rows[2].match(/^Times bate (\d+) (\d+)$/)!;
    expect(Number(b[1]) + Number(b[2])).to.equal(bate);
    expect($(el, '.results svg[role="img"]')).to.not.equal(null);
    expect(text(el, '.results .results-winner')).to.match(/^(You win|Computer wins) the game$/);
  });

  it('taking back a card: off by default, then your last card and the computer’s reply are undone; the export says so', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table mode="play" seed="undo-1" level="random" opponent-delay="0"></klaberjass-table>`,
    );
    await ready(el, '.hand.active');
    const box = $<HTMLInputElement>(el, '.practice input')!;
    expect(box.checked, 'off by default').to.be.false;
    for (let i = 0; i < 30 && game(el).hand.phase !== 'play'; i++) await act(el);
    for (let i = 0; i < 5 && !$(el, '.hand.active button.card.legal'); i++) await act(el);
    await waitUntil(() => idle(el) && $(el, '.hand.active button.card.legal'), 'your turn to play');
    const before = game(el).hand;
    $<HTMLButtonElement>(el, '.hand.active button.card.legal')!.click();
    await waitUntil(() => idle(el), 'computer');
    await el.updateComplete;
    expect(button(el, 'Take back'), 'no undo until practice is on').to.equal(null);
    box.click();
    await el.updateComplete;
    button(el, 'Take back my last card')!.click();
    await waitUntil(() => idle(el), 'computer');
    await el.updateComplete;
    const after = game(el).hand;
    expect(after.hands).to.deep.equal(before.hands);
    expect(after.cardPoints).to.deep.equal(before.cardPoints);
    const doc = el.exportTranscript()!;
    expect(doc.meta).to.include({ undone: 1 });
    expect(validate(doc).violations).to.deep.equal([]);
  });

  it('under persist: practice offered (issue 28.5) but off by default: no undo, nothing in the export', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table
        mode="play"
        seed="undo-1"
        level="random"
        opponent-delay="0"
        persist="test-after"
      ></klaberjass-table>`,
    );
    await ready(el, '.hand.active');
    for (let i = 0; i < 8; i++) await act(el);
    expect($<HTMLInputElement>(el, '.practice input')?.checked, 'offered, off').to.equal(false);
    expect(button(el, 'Take back')).to.equal(null);
    expect(el.exportTranscript()!.meta).to.not.have.property('undone');
  });
});
