import { expect, fixture, html } from '@open-wc/testing';
import type { KjVerdictDetail, KlaberjassTable } from '../../src/element/klaberjass-table.js';
import { validate } from '../../src/validator/index.js';
import { validatorWordingNb } from '../../src/validator/wording-nb.js';
import { $, $$, FIXTURES, fixtureDoc, ready, text } from './helpers.js';

describe('<klaberjass-table> validate', () => {
  it('shows the verdict of a valid document', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table mode="validate" src="${FIXTURES}/valid/game-simple-024.json"></klaberjass-table>`,
    );
    await ready(el, '.verdict');
    expect(text(el, '.verdict h3')).to.contain('Valid');
    expect($$(el, '.fault-item').length).to.equal(0);
  });

  it('lists faults by hand with rule and message, opens at the first, and jumps on click', async () => {
    const doc = await fixtureDoc('invalid/must-overtrump-000.json');
    const verdict = validate(doc);
    const seen: KjVerdictDetail[] = [];
    const holder = document.createElement('div');
    holder.addEventListener('kj-verdict', (e) => seen.push((e as CustomEvent<KjVerdictDetail>).detail));
    document.body.append(holder);
    const el = document.createElement('klaberjass-table');
    el.mode = 'validate';
    el.transcript = doc as never;
    holder.append(el);
    await ready(el, '.verdict');
    expect(seen.length).to.equal(1);
    expect(seen[0].verdict).to.deep.equal(verdict);
    const items = $$(el, '.fault-item');
    expect(items.length).to.equal(verdict.violations.length);
    expect(text(el, '.verdict .count')).to.equal(
      verdict.violations.length === 1 ? '1 fault' : `${verdict.violations.length} faults`,
    );
    const first = verdict.violations.find((v) => v.move !== undefined)!;
    expect(items[0].textContent).to.contain(first.rule);
    expect(items[0].textContent).to.contain(first.message);
    expect($$(el, '.verdict h4')[0].textContent).to.equal(`Hand ${first.hand! + 1}`);
    // opened at the faulty move: marked on the table, the timeline and the comment box
    expect(el.hand).to.equal(first.hand);
    expect(el.step).to.equal(first.move! + 1);
    expect($(el, '.trick .card.marked')).to.exist;
    expect($(el, '.timeline .mv.fault.current')).to.exist;
    expect(text(el, '.comment-box .fault-line')).to.contain(first.message);
    // go elsewhere, then click the fault
    el.step = 0;
    await el.updateComplete;
    items[0].click();
    await el.updateComplete;
    expect(el.step).to.equal(first.move! + 1);
    expect(el.shadowRoot!.activeElement?.classList.contains('table-region')).to.be.true;
    holder.remove();
  });

  it('words the verdict and the fault under the table in Norwegian with lang="nb", and again when the language changes', async () => {
    const doc = await fixtureDoc('invalid/must-overtrump-000.json');
    const en = validate(doc);
    const nb = validate(doc, { wording: validatorWordingNb });
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table lang="nb" mode="validate" .transcript=${doc}></klaberjass-table>`,
    );
    await ready(el, '.verdict');
    const fault = nb.violations.find((v) => v.rule === 'must-overtrump')!;
    expect(fault, 'the fixture breaks must-overtrump').to.exist;
    // Norwegian: card names, the verb and what had to be done
    expect(fault.message).to.match(
      / spilte (spar|hjerter|ruter|kløver) \S+ på (spar|hjerter|ruter|kløver) \S+, men hadde .*høyere trumf.*og måtte stikke over\.$/,
    );
    const enFault = en.violations[nb.violations.indexOf(fault)];
    expect(enFault.rule).to.equal('must-overtrump');
    expect(enFault.message).to.not.equal(fault.message);
    // in the verdict list, and under the table at the faulty move the table opens at
    const item = $$(el, '.fault-item').find((b) => b.textContent!.includes('must-overtrump'))!;
    expect(item.textContent).to.contain(fault.message);
    expect(el.hand).to.equal(fault.hand);
    expect(el.step).to.equal(fault.move! + 1);
    expect(text(el, '.comment-box .fault-line')).to.contain(fault.message);
    expect(text(el, '.verdict')).to.not.contain(enFault.message);
    // the language changes: the same verdict, worded again, at the same position
    el.setAttribute('lang', 'en');
    await el.updateComplete;
    expect(text(el, '.comment-box .fault-line')).to.contain(enFault.message);
    expect(text(el, '.verdict')).to.contain(enFault.message);
    expect(text(el, '.verdict')).to.not.contain(fault.message);
    expect(el.step).to.equal(fault.move! + 1);
    el.setAttribute('lang', 'nb');
    await el.updateComplete;
    expect(text(el, '.comment-box .fault-line')).to.contain(fault.message);
  });

  it('says when a declaration without "player" was read as the other player\'s, and to add "player": 1 (en and nb)', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table
        mode="validate"
        src="/test/fixtures/transcripts/invalid/declare-007.json"
      ></klaberjass-table>`,
    );
    await ready(el, '.verdict');
    expect($$(el, '.fault-item').length).to.equal(1);
    expect($$(el, '.fault-item')[0].textContent).to.contain(
      'The move names no "player", so it was read as Kari\'s; if it is Ola\'s, add "player": 1.',
    );
    expect(text(el, '.comment-box .fault-line')).to.contain('add "player": 1');
    el.setAttribute('lang', 'nb');
    await el.updateComplete;
    await ready(el, '.verdict');
    expect(text(el, '.verdict')).to.contain(
      'Trekket oppgir ingen "player", så det ble lest som trekket til Kari; er det trekket til Ola, legg til "player": 1.',
    );
  });

  it('shows schema faults of text that is not JSON, with no table', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table mode="validate" .transcript=${'{"format": "klaberjass", '}></klaberjass-table>`,
    );
    await ready(el, '.verdict');
    expect(text(el, '.verdict')).to.contain('schema');
    expect($(el, '.felt')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('is accessible (axe) with faults listed', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table mode="validate" src="${FIXTURES}/invalid/must-trump-000.json"></klaberjass-table>`,
    );
    await ready(el, '.verdict');
    await expect(el).to.be.accessible();
  });
});
