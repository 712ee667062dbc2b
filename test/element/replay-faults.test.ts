// Replay mode does not hide mistakes (issue 12): a transcript with faults, or parts that cannot be
// read, shows a notice on the table whose button opens the verdict and moves the focus to it.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { KlaberjassTable } from '../../src/element/klaberjass-table.js';
import { validate } from '../../src/validator/index.js';
import { $, $$, FIXTURES, fixtureDoc, ready, text } from './helpers.js';

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
  await waitUntil(() => $(el, '.fault-notice'), 'no fault notice', { timeout: 5000 });
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
