// The editor never loses a draft, never blocks on what it is given and never writes the page's own
// storage (issue 22, points 2 to 4), and names players in the table's language (issue 23.5).
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { KlaberjassTable } from '../../src/element/klaberjass-table.js';
import type { KjErrorDetail } from '../../src/element/events.js';
import { $, $$, events, ready, text } from './helpers.js';

const GOOD = {
  format: 'klaberjass',
  version: 1,
  rules: 'classic',
  players: ['Ada', 'Bo'],
  meta: { title: 'A good one' },
  hands: [{ dealer: 0, moves: [] }],
};

const KEY = 'edit-safety';
const STORED = `klaberjass-table:${KEY}`;

async function editorWith(el: Promise<KlaberjassTable>): Promise<KlaberjassTable> {
  const t = await el;
  await ready(t, '.editor');
  return t;
}

describe('editor: nothing lost, nothing hangs', () => {
  afterEach(() => {
    for (const k of [STORED, `${STORED}:set-aside`, KEY, 'theme']) localStorage.removeItem(k);
  });

  it('22.2 max-bytes applies in edit mode: a larger transcript is refused with kj-error, never opened', async () => {
    const big = JSON.stringify({ ...GOOD, meta: { title: 'x'.repeat(5000) } });
    const el = document.createElement('klaberjass-table') as KlaberjassTable;
    const errors = events<KjErrorDetail>(el, 'kj-error');
    el.setAttribute('mode', 'edit');
    el.setAttribute('max-bytes', '2000');
    el.transcript = big;
    document.body.append(el);
    try {
      await ready(el, '.editor');
      await waitUntil(() => errors.length > 0, 'no kj-error for a transcript over max-bytes');
      expect(errors[0].detail.source).to.equal('transcript');
      expect(text(el, '.ed-notice')).to.match(/2[, ]?000|bytes|larger|large/i);
      expect(text(el, '.title')).to.not.contain('xxxx');
      // pasted text over the limit is refused the same way
      $(el, '[data-tab="export"]')!.click();
      await el.updateComplete;
      const paste = $<HTMLTextAreaElement>(el, 'textarea.ed-paste')!;
      paste.value = big;
      paste.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      $(el, '[data-act="open-paste"]')!.click();
      await waitUntil(() => errors.length > 1, 'no kj-error for pasted text over max-bytes');
      expect(text(el, '.title')).to.not.contain('xxxx');
    } finally {
      el.remove();
    }
  });

  it('22.3 a broken draft never breaks the editor: it is set aside with a notice and the transcript given opens', async () => {
    const broken = JSON.stringify({ v: 1, doc: { format: 'klaberjass', version: 1, hands: [0] }, slots: [] });
    localStorage.setItem(STORED, broken);
    const errors: KjErrorDetail[] = [];
    const el = await editorWith(
      fixture<KlaberjassTable>(
        html`<klaberjass-table
          mode="edit"
          persist=${KEY}
          .transcript=${GOOD}
          @kj-error=${(e: CustomEvent<KjErrorDetail>) => errors.push(e.detail)}
        ></klaberjass-table>`,
      ),
    );
    await waitUntil(() => text(el, '.title') === 'A good one', 'the good transcript did not open');
    expect($(el, '.error')).to.equal(null);
    expect(localStorage.getItem(`${STORED}:set-aside`)).to.equal(broken);
    expect(errors.some((e) => e.source === 'storage')).to.equal(true);
    expect(text(el, '.ed-notice')).to.contain(`${STORED}:set-aside`);
  });

  it('22.3 a document outside the schema shows its verdict and a way out, and a reload is never stuck loading', async () => {
    const bad = { format: 'klaberjass', version: 1, hands: [0] };
    const el = await editorWith(
      fixture<KlaberjassTable>(
        html`<klaberjass-table mode="edit" persist=${KEY} .transcript=${bad}></klaberjass-table>`,
      ),
    );
    await waitUntil(() => $(el, '.ed-unopened') !== null, 'no way out shown for a document off the schema');
    expect($(el, '.error')).to.equal(null);
    expect($(el, '.ed-unopened [data-act="download-given"]')).to.not.equal(null);
    el.remove();
    // a reload with a good transcript: the editor opens it (never "Loading…" for good)
    const again = await editorWith(
      fixture<KlaberjassTable>(
        html`<klaberjass-table mode="edit" persist=${KEY} .transcript=${GOOD}></klaberjass-table>`,
      ),
    );
    await waitUntil(
      () => $(again, '.ed-unopened') === null && $(again, '.ed-form') !== null,
      'the editor stayed broken after a reload',
    );
    // start over from the way out: a working editor
    const third = await editorWith(
      fixture<KlaberjassTable>(html`<klaberjass-table mode="edit" .transcript=${bad}></klaberjass-table>`),
    );
    await waitUntil(() => $(third, '.ed-unopened [data-act="new"]') !== null);
    $(third, '.ed-unopened [data-act="new"]')!.click();
    await third.updateComplete;
    expect($(third, '.ed-form')).to.not.equal(null);
  });

  it("22.4 the editor saves its draft under klaberjass-table:<persist>, never the page's own key", async () => {
    localStorage.setItem('theme', 'dark');
    const el = await editorWith(
      fixture<KlaberjassTable>(html`<klaberjass-table mode="edit" persist="theme"></klaberjass-table>`),
    );
    const title = $<HTMLInputElement>(el, '.ed-form input')!;
    title.value = 'Mine';
    title.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
    await el.updateComplete;
    expect(localStorage.getItem('theme')).to.equal('dark');
    expect(JSON.parse(localStorage.getItem('klaberjass-table:theme')!).doc.meta.title).to.equal('Mine');
    localStorage.removeItem('klaberjass-table:theme');
  });

  it('22.4 two tables sharing a persist key: the second says so and does not save over the first', async () => {
    const errors: KjErrorDetail[] = [];
    const on = (e: CustomEvent<KjErrorDetail>) => errors.push(e.detail);
    const wrap = await fixture<HTMLElement>(
      html`<div>
        <klaberjass-table mode="play" seed="s1" persist=${KEY} @kj-error=${on}></klaberjass-table>
        <klaberjass-table mode="play" seed="s1" persist=${KEY} @kj-error=${on}></klaberjass-table>
      </div>`,
    );
    const [a, b] = [...wrap.querySelectorAll('klaberjass-table')] as KlaberjassTable[];
    await ready(a, '.felt');
    await ready(b, '.felt');
    await waitUntil(() => errors.some((e) => e.source === 'storage'), 'no table said the key is shared');
    expect(errors.filter((e) => e.source === 'storage').length).to.equal(1);
    expect(errors.find((e) => e.source === 'storage')!.message).to.contain(KEY);
    expect(text(b, '.notice') + text(a, '.notice')).to.contain(KEY);
  });

  it('23.5 the editor names players without names in the table\'s language, never "Player 0"', async () => {
    const doc = { format: 'klaberjass', version: 1, rules: 'classic', hands: [{ dealer: 0, moves: [] }] };
    const el = await editorWith(
      fixture<KlaberjassTable>(html`<klaberjass-table mode="edit" lang="nb" .transcript=${doc}></klaberjass-table>`),
    );
    const options = $$<HTMLOptionElement>(el, 'select[data-field="dealer"] option').map((o) => o.textContent!.trim());
    expect(options.length).to.equal(2);
    for (const o of options) expect(o).to.match(/^Spiller/);
  });
});
