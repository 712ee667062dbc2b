// Replay mode does not hide mistakes (issue 12): a transcript with faults, or parts that cannot be
// read, shows a notice on the table whose button opens the verdict and moves the focus to it.
import { expect, fixture, html } from '@open-wc/testing';
import type { KlaberjassTable } from '../../src/element/klaberjass-table.js';
import { validate } from '../../src/validator/index.js';
import { $, $$, FIXTURES, fixtureDoc, ready, text, waitUntil } from './helpers.js';

/** A hand whose first move cannot be read: nothing to replay, "move 0 of 0". */
const UNREADABLE = {
  format: 'klaberjass',
  version: 1,
  rules: 'classic',
  players: ['Anna', 'Ben'],
  hands: [
    {
      dealer: 0,
      moves: [
        { player: 1, bids: 'take' },
        { player: 0, play: 'AS' },
      ],
    },
  ],
};

async function notice(el: KlaberjassTable): Promise<HTMLElement> {
  await waitUntil(() => $(el, '.fault-notice'), 'no fault notice');
  await el.updateComplete;
  return $<HTMLElement>(el, '.fault-notice')!;
}

describe('<klaberjass-table> replay of a transcript with faults', () => {
  it('shows "N faults: show" on the table; the button opens the verdict, focuses it, and hides it again', async () => {
    const doc = await fixtureDoc('invalid/must-overtrump-000.json');
    const n = validate(doc).violations.length;
    const el = await fixture<KlaberjassTable>(html`<klaberjass-table .transcript=${doc}></klaberjass-table>`);
    await ready(el, '.felt');
    const box = await notice(el);
    expect(box.closest('.stage'), 'on the table side').to.exist;
    expect(text(el, '.fault-notice')).to.equal(`This transcript has ${n} fault${n === 1 ? '' : 's'}: show`);
    expect($(el, '.verdict'), 'the verdict waits for the button').to.equal(null);
    const button = box.querySelector('button')!;
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    button.click();
    await el.updateComplete;
    await el.updateComplete;
    expect($(el, '.verdict')).to.exist;
    expect(el.shadowRoot!.activeElement).to.equal($(el, '.verdict'));
    expect($$(el, '.fault-item').length).to.equal(n);
    expect(text(el, '.fault-notice button')).to.equal('hide');
    expect(box.querySelector('button')!.getAttribute('aria-expanded')).to.equal('true');
    // a fault goes to its move, as in validate mode
    const first = validate(doc).violations.find((v) => v.move !== undefined)!;
    $$(el, '.fault-item')[0].click();
    await el.updateComplete;
    expect([el.hand, el.step]).to.deep.equal([first.hand, first.move! + 1]);
    $<HTMLButtonElement>(el, '.fault-notice button')!.click();
    await el.updateComplete;
    expect($(el, '.verdict')).to.equal(null);
  });

  it('a document with parts that cannot be read says so, instead of an empty table at move 0 of 0', async () => {
    const el = await fixture<KlaberjassTable>(html`<klaberjass-table .transcript=${UNREADABLE}></klaberjass-table>`);
    await ready(el, '.felt');
    await notice(el);
    const n = validate(UNREADABLE).violations.length;
    expect(text(el, '.fault-notice')).to.equal(
      `This transcript has ${n} fault${n === 1 ? '' : 's'}, and parts of it cannot be read: show`,
    );
  });

  it('in Norwegian too', async () => {
    const doc = await fixtureDoc('invalid/must-overtrump-000.json');
    const n = validate(doc).violations.length;
    const el = await fixture<KlaberjassTable>(html`<klaberjass-table lang="nb" .transcript=${doc}></klaberjass-table>`);
    await ready(el, '.felt');
    await notice(el);
    expect(text(el, '.fault-notice')).to.equal(`Partiet har ${n} feil: vis`);
  });

  it('a valid transcript shows no notice', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table src="${FIXTURES}/valid/game-simple-024.json"></klaberjass-table>`,
    );
    await ready(el, '.felt');
    expect($(el, '.fault-notice')).to.equal(null);
    expect($(el, '.verdict')).to.equal(null);
  });
});

describe('<klaberjass-table> replay: a claim on unknown totals', () => {
  it('regression: the summary does not call a claim right or wrong when the totals before it are unknown (schema-005)', async () => {
    // hand 2 cannot be read and records no score, so the validator does not judge hand 3's claim;
    // the summary said "Anna claimed correctly and wins the game" from the engine's own sum
    const doc = await fixtureDoc('invalid/schema-005.json');
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table .transcript=${doc} hand="2" step="5"></klaberjass-table>`,
    );
    await ready(el, '.felt');
    await waitUntil(() => $(el, '.summary'), 'no summary at the end of the hand', { timeout: 20000 });
    expect(text(el, '.summary')).to.not.match(/claimed (correctly|without enough points)/);
    // a claim on known totals is still judged in the summary (the conformance document's own hand 3, its hand 2 scored)
    const scored = structuredClone(doc) as { hands: Record<string, unknown>[] };
    scored.hands[1] = {
      dealer: 0,
      taker: 1,
      trump: 'D',
      result: { cards: [60, 92], lastTrick: 1, sequences: [0, 0], bela: [0, 0], points: [60, 102], score: [60, 102] },
    };
    const el2 = await fixture<KlaberjassTable>(
      html`<klaberjass-table .transcript=${scored} hand="2" step="5"></klaberjass-table>`,
    );
    await ready(el2, '.felt');
    await waitUntil(() => $(el2, '.summary'), 'no summary at the end of the hand', { timeout: 20000 });
    expect(text(el2, '.summary')).to.match(/Anna claimed (correctly|without enough points)/);
  });
});
