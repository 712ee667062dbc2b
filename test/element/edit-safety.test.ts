// The editor never loses a draft, never blocks on what it is given and never writes the page's own
// storage (issue 22, points 2 to 4), and names players in the table's language (issue 23.5).
import { expect, fixture, html } from '@open-wc/testing';
import type { KlaberjassTable } from '../../src/element/klaberjass-table.js';
import type { KjEditDetail, KjErrorDetail } from '../../src/element/events.js';
import { $, $$, events, fixtureDoc, ready, text, waitUntil } from './helpers.js';

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

  it('22.2 the editor opens at most 2 MiB, whatever max-bytes allows (one edit of a larger document blocked the page for seconds), and says where such a document goes; 2 MiB opens', async function () {
    this.timeout(120000);
    // a game's hands repeated to about `bytes` of JSON (the repeats break the dealer order: faults, shown as such)
    const game = (await fixtureDoc('valid/game-simple-024.json')) as Record<string, unknown> & { hands: unknown[] };
    const sized = (bytes: number) => {
      const hands: unknown[] = [];
      const one = JSON.stringify(game.hands).length;
      while ((hands.length / game.hands.length) * one < bytes) hands.push(...game.hands);
      const doc = { ...game, hands } as Record<string, unknown>;
      delete doc.result;
      return doc;
    };
    const over = sized(2 * 1024 * 1024 + 50_000);
    for (const input of [JSON.stringify(over), over]) {
      const el = document.createElement('klaberjass-table') as KlaberjassTable;
      const errors = events<KjErrorDetail>(el, 'kj-error');
      el.setAttribute('mode', 'edit');
      el.setAttribute('max-bytes', String(16 * 1024 * 1024));
      el.transcript = input as never;
      document.body.append(el);
      try {
        await ready(el, '.editor');
        await waitUntil(() => errors.length > 0, `no kj-error for a ${typeof input} over 2 MiB`, { timeout: 20000 });
        expect(errors[0].detail.message).to.contain('up to 2 MiB');
        expect(text(el, '.ed-notice')).to.contain('klaberjass-validate');
      } finally {
        el.remove();
      }
    }
    // under the limit: opened (its verdict lists the repeats' faults)
    const under = sized(2 * 1024 * 1024 - 200_000);
    expect(JSON.stringify(under).length).to.be.below(2 * 1024 * 1024);
    const el = document.createElement('klaberjass-table') as KlaberjassTable;
    const errors = events<KjErrorDetail>(el, 'kj-error');
    el.setAttribute('mode', 'edit');
    el.transcript = under as never;
    document.body.append(el);
    try {
      await waitUntil(
        () => $(el, '.ed-tabs, [data-tab="setup"]') !== null && $(el, '.verdict') !== null,
        'a transcript under 2 MiB is not opened',
        {
          timeout: 100000,
        },
      );
      expect(errors.length).to.equal(0);
    } finally {
      el.remove();
    }
  });

  it('the editor says its own 2 MiB limit for a src over it too, not the table\'s max-bytes sentence (its fetch said "see the max-bytes attribute")', async function () {
    this.timeout(60000);
    const big = JSON.stringify({ ...GOOD, meta: { title: 'x'.repeat(2 * 1024 * 1024 + 1000) } });
    const url = URL.createObjectURL(new Blob([big], { type: 'application/json' }));
    const el = document.createElement('klaberjass-table') as KlaberjassTable;
    const errors = events<KjErrorDetail>(el, 'kj-error');
    el.setAttribute('mode', 'edit');
    el.setAttribute('max-bytes', String(16 * 1024 * 1024));
    el.setAttribute('src', url);
    document.body.append(el);
    try {
      await ready(el, '.editor');
      await waitUntil(() => errors.length > 0, 'no kj-error for a src over 2 MiB', { timeout: 20000 });
      expect(errors[0].detail.source).to.equal('src');
      expect(errors[0].detail.message).to.contain('up to 2 MiB');
      expect(errors[0].detail.message).to.not.contain('max-bytes');
      expect(text(el, '.ed-notice')).to.contain('klaberjass-validate');
      expect(text(el, '.title')).to.not.contain('xxxx');
    } finally {
      el.remove();
      URL.revokeObjectURL(url);
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
    // (one fixture per table, no wrapper element: open-wc waits for an animation frame after a
    // plain wrapper, which a background page of the full test run may never get)
    const table = () =>
      fixture<KlaberjassTable>(
        html`<klaberjass-table mode="play" seed="s1" persist=${KEY} @kj-error=${on}></klaberjass-table>`,
      );
    const a = await table();
    const b = await table();
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

describe('editor: authoring', () => {
  it('26.3 "Add a hand" deals to the player the rules name (the last hand\'s summary), with no dealer-order fault', async () => {
    // Ben deals and scores more: the rules give Ben the next deal too (the other player would be wrong)
    const doc = await fixtureDoc('valid/single-classic-000.json');
    const el = await editorWith(
      fixture<KlaberjassTable>(html`<klaberjass-table mode="edit" .transcript=${doc}></klaberjass-table>`),
    );
    const edits = events<KjEditDetail>(el, 'kj-edit');
    $(el, '[data-tab="moves"]')!.click();
    await el.updateComplete;
    $(el, '[data-act="last"]')!.click();
    await el.updateComplete;
    $(el, '[data-act="add-hand"]')!.click();
    await el.updateComplete;
    const last = edits.at(-1)!.detail;
    const hands = last.document.hands;
    expect(hands.length).to.equal(2);
    expect(hands[1].dealer).to.equal(hands[0].dealer);
    const dealer = $<HTMLSelectElement>(el, 'select[data-field="dealer"]')!;
    expect(dealer.selectedOptions[0].textContent!.trim()).to.equal(
      String(doc.players && (doc.players as string[])[hands[0].dealer]),
    );
    expect(last.verdict.violations.map((v) => v.rule)).to.not.include('dealer-order');
  });
});

describe('editor: changing an earlier move', () => {
  it('26.2 "Keep what is still legal" keeps every later move still legal, with its comments, and says what it dropped', async () => {
    const doc = await fixtureDoc('valid/single-classic-000.json');
    const before = (doc.hands as { moves: Record<string, unknown>[] }[])[0].moves;
    const el = await editorWith(
      fixture<KlaberjassTable>(html`<klaberjass-table mode="edit" .transcript=${doc}></klaberjass-table>`),
    );
    const edits = events<KjEditDetail>(el, 'kj-edit');
    $(el, '[data-tab="moves"]')!.click();
    await el.updateComplete;
    $(el, '[data-act="first"]')!.click();
    await el.updateComplete;
    for (let i = 0; i < 3; i++) {
      $(el, '[data-act="next"]')!.click();
      await el.updateComplete;
    }
    expect(before[3].play).to.equal('8D');
    // the 8 of hearts instead of the 8 of diamonds: moves 5 and 7 are no longer legal, the other 15 are
    $(el, `.hand.active button.card[data-card="${1 * 8 + 1}"]`)!.click();
    await el.updateComplete;
    $(el, '[data-act="keep"]')!.click();
    await el.updateComplete;
    const after = edits.at(-1)!.detail.document.hands[0].moves!;
    expect(after.length).to.equal(4 + 15);
    expect(after[3]).to.deep.include({ play: '8H' });
    const kept = before.filter((_, i) => i > 3 && i !== 4 && i !== 6);
    expect(after.slice(4)).to.deep.equal(kept);
    expect(text(el, '.ed-notice')).to.match(/15.*move 5.*move 7/);
    // undo brings them back
    $(el, '[data-act="undo"]')!.click();
    await el.updateComplete;
    expect(edits.at(-1)!.detail.document.hands[0].moves).to.deep.equal(before);
  });
});
