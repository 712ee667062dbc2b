// A hand in a game's context (issue 26.1): the author states the score before the hand in Set up,
// the editor writes the score-sheet lines that reach it, shows the game total while the hand is
// played and whether a claim would win; the document exports valid and replays with its score sheet.
import { expect, fixture, html } from '@open-wc/testing';
import type { KlaberjassTable } from '../../src/element/klaberjass-table.js';
import type { KjEditDetail } from '../../src/element/events.js';
import type { TranscriptDoc } from '../../src/notation/index.js';
import { replayDocument, validate } from '../../src/validator/index.js';
import { $, $$, ANNA_DEAL_FIELDS, events, fixtureDoc, ready, text, waitUntil } from './helpers.js';

async function click(el: KlaberjassTable, sel: string): Promise<void> {
  const b = $<HTMLButtonElement>(el, sel);
  expect(b, `no ${sel}`).to.not.equal(null);
  expect(b!.disabled, `${sel} is disabled`).to.equal(false);
  b!.click();
  await el.updateComplete;
}

/** Type into a field as a person would (input, then change when leaving it). */
async function type(el: KlaberjassTable, sel: string, value: string): Promise<void> {
  const field = $<HTMLInputElement>(el, sel)!;
  expect(field, `no ${sel}`).to.not.equal(null);
  field.focus();
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  field.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  await el.updateComplete;
}

async function choose(el: KlaberjassTable, sel: HTMLSelectElement, value: string): Promise<void> {
  sel.value = value;
  sel.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  await el.updateComplete;
}

// Anna (player 0) deals; Ben takes the 7 of hearts turned up and leads the ten of trumps, which
// Anna must beat with the nine: her first trick is worth 24.
const DEAL = ANNA_DEAL_FIELDS;

async function newEditor(): Promise<KlaberjassTable> {
  const el = await fixture<KlaberjassTable>(html`<klaberjass-table mode="edit"></klaberjass-table>`);
  await ready(el, '.editor');
  return el;
}

describe('editor: a hand in a game’s context (26.1)', () => {
  it('26.1 a claim at 501 from a stated score, made without playing the hands before: exports valid, the claim judged correct', async function () {
    this.timeout(180000);
    const el = await newEditor();
    const edits = events<KjEditDetail>(el, 'kj-edit');
    const last = () => edits.at(-1)!.detail;
    await type(el, '.ed-form input', 'A claim at 501');
    const rules = $$<HTMLSelectElement>(el, '.ed-form select').find((s) =>
      [...s.options].some((o) => o.value === 'bela-501'),
    )!;
    await choose(el, rules, 'bela-501');

    // totals no hands can give: said at the fields, with totals near them that work, and nothing written
    await type(el, 'input[data-field="before0"]', '470');
    await type(el, 'input[data-field="before1"]', '312');
    await waitUntil(() => $(el, '[data-sheet-problem]'), 'no problem said for 470 and 312', { timeout: 20000 });
    expect($(el, '[data-sheet-problem]')!.dataset.sheetProblem).to.equal('sum');
    expect(text(el, '[data-sheet-problem]')).to.contain('782');
    expect($(el, 'input[data-field="before1"]')!.getAttribute('aria-invalid')).to.equal('true');
    expect($$(el, '[data-act="use-totals"]').length).to.be.greaterThan(0);
    expect(last().document.hands.length).to.equal(1);

    // a score over the target: the game would be over
    await type(el, 'input[data-field="before1"]', '505');
    expect($(el, '[data-sheet-problem]')!.dataset.sheetProblem).to.equal('over');
    expect(text(el, '[data-sheet-problem]')).to.match(/Ben has 505.*501/);

    // Anna 470, Ben 318 with Anna dealing: the editor writes the lines and shows them
    await type(el, 'input[data-field="before1"]', '318');
    expect($(el, '[data-sheet-problem]')).to.equal(null);
    const lines = last().document.hands.slice(0, -1);
    expect(lines.length).to.be.greaterThan(0);
    expect($$(el, '[data-sheet] li').length).to.equal(lines.length);
    expect(text(el, '[data-sheet] li:last-child')).to.contain('470–318');
    const sum = lines.reduce((a, h) => [a[0] + h.result!.score![0], a[1] + h.result!.score![1]], [0, 0]);
    expect(sum).to.deep.equal([470, 318]);
    for (const h of lines) expect(h.moves ?? []).to.deep.equal([]);
    expect(last().verdict.violations).to.deep.equal([]);

    // the hand itself, typed card by card, then played: the game total and the claim's worth are shown
    for (const [g, cards] of Object.entries(DEAL)) await type(el, `.ed-group[data-group="${g}"] input.ed-cards`, cards);
    await click(el, '[data-act="to-moves"]');
    expect(text(el, '[data-game-total]')).to.contain('Anna 470 + 0 = 470');
    await click(el, '[data-move="bid-take"]');
    await click(el, `.hand.active button.card[data-card="${1 * 8 + 3}"]`); // Ben: 10H
    await click(el, `.hand.active button.card[data-card="${1 * 8 + 2}"]`); // Anna: 9H
    // Anna won 24: a claim now counts 494 and would lose
    expect(text(el, '[data-game-total]')).to.contain('Anna 470 + 24 = 494');
    expect($(el, '[data-claim-would]')!.dataset.claimWould).to.equal('lose');
    // play on (the first legal card) until a claim by Anna would win, and claim
    for (let i = 0; i < 40 && $(el, '[data-claim-would]')?.dataset.claimWould !== 'win'; i++) {
      const card = $<HTMLButtonElement>(el, '.hand.active button.card.legal');
      if (!card) break;
      card.click();
      await el.updateComplete;
    }
    expect(text(el, '[data-claim-would]')).to.match(/If Anna claims now, Anna wins: (50\d|5[1-9]\d) reaches 501/);
    await click(el, '[data-move="claim"]');
    expect(last().verdict.valid).to.equal(true);

    // the export is the document: valid, and the claim judged correct by the validator
    await click(el, '[data-tab="export"]');
    const json = $<HTMLTextAreaElement>(el, 'textarea.ed-json')!.value;
    const doc = JSON.parse(json) as TranscriptDoc;
    expect(validate(json)).to.deep.include({ valid: true, violations: [] });
    const r = replayDocument(doc);
    const hand = r.hands[doc.hands.length - 1];
    expect(hand.before).to.deep.equal([470, 318]);
    expect(hand.summary?.claim).to.deep.include({ player: 0, correct: true });

    // the replay of that document shows the hand played and the score sheet with the lines before it
    const replay = await fixture<KlaberjassTable>(
      html`<klaberjass-table hand=${doc.hands.length - 1} .transcript=${json}></klaberjass-table>`,
    );
    await ready(replay, '.felt');
    await waitUntil(() => $(replay, '[part="score-sheet"]'), 'no score sheet in the replay', { timeout: 20000 });
    expect(text(replay, '.where')).to.contain(`${doc.hands.length} of ${doc.hands.length}`);
    expect(text(replay, '[part="score-sheet"]')).to.contain(`Totals ${hand.after[0]} ${hand.after[1]}`);
    expect($$(replay, '[part="score-sheet"] tbody tr').length).to.be.greaterThan(lines.length);
  });

  it('26.1 the dealer decides the last line: a change of dealer writes the lines again, or says why it cannot', async function () {
    this.timeout(120000);
    const el = await newEditor();
    const edits = events<KjEditDetail>(el, 'kj-edit');
    const last = () => edits.at(-1)!.detail;
    await type(el, 'input[data-field="before0"]', '300');
    await type(el, 'input[data-field="before1"]', '296');
    const dealer = () => $<HTMLSelectElement>(el, 'select[data-field="dealer"]')!;
    const lastLine = () => {
      const hands = last().document.hands;
      return hands[hands.length - 2].result!.score!;
    };
    // Anna deals: she scored more in the last line
    expect(lastLine()[0]).to.be.greaterThan(lastLine()[1]);
    await choose(el, dealer(), '1');
    expect(last().document.hands.at(-1)!.dealer).to.equal(1);
    expect(lastLine()[1]).to.be.greaterThan(lastLine()[0]);
    expect(last().verdict.violations).to.deep.equal([]);
    // Ben with nothing cannot have scored more in the hand before his deal
    await type(el, 'input[data-field="before0"]', '182');
    await type(el, 'input[data-field="before1"]', '0');
    expect($(el, '[data-sheet-problem]')!.dataset.sheetProblem).to.equal('dealer');
    expect(text(el, '[data-sheet-problem]')).to.contain('Ben deals this hand');
    // in Norwegian too
    el.setAttribute('lang', 'nb');
    await el.updateComplete;
    await waitUntil(() => text(el, '[data-sheet-problem]').includes('gir denne runden'), 'not in Norwegian', {
      timeout: 20000,
    });
  });
});

describe('editor: changing an earlier move (26.2)', () => {
  it('26.2 "Keep what is still legal" keeps each later move with its comment, and names a dropped move "with its comment"', async function () {
    this.timeout(120000);
    const doc = await fixtureDoc('valid/single-classic-000.json');
    const before = (doc.hands as { moves: Record<string, unknown>[] }[])[0].moves;
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table mode="edit" .transcript=${doc}></klaberjass-table>`,
    );
    await ready(el, '.editor');
    const edits = events<KjEditDetail>(el, 'kj-edit');
    await click(el, '[data-tab="moves"]');
    const stepTo = async (n: number) => {
      if (!$<HTMLButtonElement>(el, '[data-act="first"]')!.disabled) await click(el, '[data-act="first"]');
      for (let i = 0; i < n; i++) await click(el, '[data-act="next"]');
    };
    // a comment on move 5 (no longer legal after the change) and on move 12 (still legal)
    await stepTo(5);
    await type(el, 'textarea[data-field="comment"]', 'Ben follows suit.');
    await stepTo(12);
    await type(el, 'textarea[data-field="comment"]', 'The trick that decides it.');
    // move 4: the 8 of hearts instead of the 8 of diamonds, keeping what is still legal
    await stepTo(3);
    expect(before[3].play).to.equal('8D');
    await click(el, `.hand.active button.card[data-card="${1 * 8 + 1}"]`);
    await click(el, '[data-act="keep"]');
    const after = edits.at(-1)!.detail.document.hands[0].moves!;
    // move 12 is now move 10 (moves 5 and 7 dropped): same action, its comment with it; every
    // other kept move keeps its own comment (the document came with some)
    expect(after[9]).to.deep.equal({ ...before[11], comment: 'The trick that decides it.' });
    const kept = before
      .map((m, i) => (i === 11 ? { ...m, comment: 'The trick that decides it.' } : m))
      .filter((_, i) => i > 3 && i !== 4 && i !== 6);
    expect(kept.filter((m) => m.comment).length).to.be.greaterThan(1);
    expect(after.slice(4)).to.deep.equal(kept);
    expect(text(el, '.ed-notice')).to.contain('move 5 (with its comment)');
    expect(text(el, '.ed-notice')).to.match(/move 7(?! \(with)/);
    // undo brings the dropped move back with its comment
    await click(el, '[data-act="undo"]');
    expect(edits.at(-1)!.detail.document.hands[0].moves![4].comment).to.equal('Ben follows suit.');
  });
});
