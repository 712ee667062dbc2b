// The element on hostile input (issue 15): an invalid document is never shown as "Valid", and a
// verdict that could not be completed is shown as not checked.
import { expect, fixture, html } from '@open-wc/testing';
import { render } from 'lit';
import type { KlaberjassTable } from '../../src/element/klaberjass-table.js';
import { en } from '../../src/element/i18n/en.js';
import type { I18nController } from '../../src/element/i18n/index.js';
import { nb } from '../../src/element/i18n/nb.js';
import { renderVerdict } from '../../src/element/views/verdict.js';
import type { Verdict } from '../../src/validator/types.js';
import { fixtureDoc, ready, text } from './helpers.js';

describe('<klaberjass-table> validate: hostile input', () => {
  it('an invalid game with "rules": {"toString": 1} shows its faults, not "Valid"', async () => {
    const doc = await fixtureDoc('invalid/must-follow-suit-000.json');
    doc.rules = { toString: 1 };
    const el = await fixture<KlaberjassTable>(html`<klaberjass-table mode="validate"></klaberjass-table>`);
    el.transcript = doc as never;
    await ready(el, '.verdict');
    expect(text(el, '.verdict h3')).to.not.contain('Valid');
    expect(text(el, '.verdict .count')).to.match(/\d+ faults?/);
  });

  it('a verdict with an internal violation reads "Not checked", never "Valid" (en and nb)', () => {
    const verdict: Verdict = {
      valid: false,
      violations: [{ rule: 'internal', path: '', message: 'The validator could not finish checking.' }],
      notes: [],
    };
    for (const [strings, expected] of [
      [en, /^Verdict: Not checked/],
      [nb, /^Resultat: Ikke kontrollert/],
    ] as const) {
      const host = document.createElement('div');
      render(
        renderVerdict({ strings } as unknown as I18nController, verdict, { hand: 0, step: 0 }, () => {}),
        host,
      );
      const h3 = (host.querySelector('h3')?.textContent ?? '').replace(/\s+/g, ' ').trim();
      expect(h3).to.match(expected);
      expect(host.querySelector('.verdict')!.classList.contains('ok')).to.equal(false);
      expect(host.querySelector('.verdict')!.classList.contains('unchecked')).to.equal(true);
      expect(host.textContent).to.contain('The validator could not finish checking.');
    }
  });
});
