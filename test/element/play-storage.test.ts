// Play mode when the game cannot be saved (issue 22 point 7): the player sees it on the table,
// not only a `kj-error` for the page, and keeps seeing it while the game goes on unsaved.
import { expect, fixture, html } from '@open-wc/testing';
import type { KjErrorDetail, KlaberjassTable } from '../../src/element/klaberjass-table.js';
import { act, events, ready, text, waitUntil } from './helpers.js';

describe('<klaberjass-table mode="play"> with storage that fails', () => {
  it('play-storage-notice: a game that cannot be saved says so on the table after every move, not only in kj-error', async () => {
    const real = Storage.prototype.setItem;
    Storage.prototype.setItem = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    try {
      const errors = events<KjErrorDetail>(document, 'kj-error');
      const el = await fixture<KlaberjassTable>(
        html`<klaberjass-table
          mode="play"
          seed="7"
          level="random"
          opponent-delay="0"
          persist="test-storage-full"
        ></klaberjass-table>`,
      );
      await ready(el, '.hand.active, .bids');
      // moves until the first save has failed (every move saves)
      await waitUntil(async () => {
        await act(el);
        return errors.some((e) => e.detail.source === 'storage');
      }, 'no save failed');
      await el.updateComplete;
      expect(text(el, '.notice')).to.contain('cannot be saved');
      // the next moves do not make it disappear: the game is still not saved
      expect(await act(el)).to.equal(true);
      await act(el);
      expect(text(el, '.notice')).to.contain('cannot be saved');
      // said once as an event (not one kj-error a move)
      expect(errors.filter((e) => e.detail.source === 'storage').length).to.equal(1);
    } finally {
      Storage.prototype.setItem = real;
    }
  });
});
