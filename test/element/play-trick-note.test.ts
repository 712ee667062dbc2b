// The trick winner's label never covers the points panel or the turn-up card on phones (issue 28,
// point 3): 390×844, 360×640 and 844×390, measured with getBoundingClientRect over a hand, while
// the computer pauses before its next move (when "Computer wins the trick" shows). With the label
// on one line (white-space: nowrap, before it wrapped) it covered the points at 360×640.
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { KlaberjassTable } from '../../src/element/klaberjass-table.js';
import { $, act, idle, ready, waitUntil } from './helpers.js';

const overlap = (a: DOMRect, b: DOMRect) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

describe('<klaberjass-table> play: the trick winner label on phones', () => {
  after(() => setViewport({ width: 800, height: 600 }));

  for (const [w, h] of [
    [390, 844],
    [360, 640],
    [844, 390],
  ]) {
    for (const lang of ['en', 'nb']) {
      it(`the label covers neither the points nor the turn-up card (${w}×${h}, ${lang})`, async function () {
        this.timeout(60000);
        await setViewport({ width: w, height: h });
        const el = await fixture<KlaberjassTable>(
          html`<klaberjass-table
            lang=${lang}
            mode="play"
            seed="trick-note"
            level="random"
            opponent-delay="300"
          ></klaberjass-table>`,
        );
        await ready(el, '.hand');
        const seen = new Set<string>();
        await waitUntil(
          async () => {
            const note = $(el, '.trick-note');
            if (note) {
              const n = note.getBoundingClientRect();
              for (const sel of ['.points', '.stock .turnup']) {
                const other = $(el, sel);
                if (!other) continue;
                expect(overlap(n, other.getBoundingClientRect()), `${note.textContent!.trim()} over ${sel}`).to.equal(
                  0,
                );
              }
              seen.add(note.textContent!.trim());
            }
            // the computer's moves come after a pause, while the last trick's label shows
            if (idle(el) && !(await act(el, 20000))) return true;
            return seen.size >= 2;
          },
          'no trick was won',
          { timeout: 50000, interval: 1 },
        );
        expect(seen.size, 'labels measured').to.be.greaterThan(0);
      });
    }
  }
});
