// The editor when its draft cannot be saved (issue 22 point 7): the author sees a notice and the
// page hears a `kj-error` (source "storage"), once while storage stays full, again after a save
// that worked.
import { expect, fixture, html } from '@open-wc/testing';
import type { KjErrorDetail, KlaberjassTable } from '../../src/element/klaberjass-table.js';
import { $, events, text, waitUntil } from './helpers.js';

const KEY = 'edit-storage-full';
const STORED = `klaberjass-table:${KEY}`;

/** Change the title field (an edit: the editor saves its draft). */
async function retitle(el: KlaberjassTable, title: string): Promise<void> {
  const input = $<HTMLInputElement>(el, '.ed-form input')!;
  input.value = title;
  input.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  await el.updateComplete;
}

describe('<klaberjass-table mode="edit"> with storage that fails', function () {
  this.timeout(60000);
  const real = Storage.prototype.setItem;
  afterEach(() => {
    Storage.prototype.setItem = real;
    localStorage.removeItem(STORED);
  });

  it('editor-storage-kj-error: a draft that cannot be saved fires kj-error (source storage) and shows a notice', async () => {
    const el = await fixture<KlaberjassTable>(html`<klaberjass-table mode="edit" persist=${KEY}></klaberjass-table>`);
    await waitUntil(() => $(el, '.ed-form') !== null, 'the editor did not open', { timeout: 20000 });
    const errors = events<KjErrorDetail>(el, 'kj-error');
    Storage.prototype.setItem = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    await retitle(el, 'Unsaved one');
    await waitUntil(() => errors.some((e) => e.detail.source === 'storage'), 'no kj-error for a failed draft save', {
      timeout: 20000,
    });
    const said = errors.find((e) => e.detail.source === 'storage')!.detail.message;
    expect(said).to.contain('could not be saved');
    expect(text(el, '.ed-notice')).to.contain(said);
    // further edits while storage stays full: the notice stays, no second event
    await retitle(el, 'Unsaved two');
    expect(text(el, '.ed-notice')).to.contain(said);
    expect(errors.filter((e) => e.detail.source === 'storage').length).to.equal(1);
    // storage works again: the draft is saved; a later failure is said again
    Storage.prototype.setItem = real;
    await retitle(el, 'Saved');
    expect(JSON.parse(localStorage.getItem(STORED)!).doc.meta.title).to.equal('Saved');
    Storage.prototype.setItem = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    await retitle(el, 'Unsaved three');
    await waitUntil(() => errors.filter((e) => e.detail.source === 'storage').length === 2, 'not said again', {
      timeout: 20000,
    });
  });
});
