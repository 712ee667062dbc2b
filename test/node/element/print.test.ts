// Print (issue 24, point 4): a rules page with two hands, printed by Chromium to A4 PDF, fits on
// at most two pages, with none of the buttons a reader cannot press on paper; the move list is
// printed whole (not a scrolled window) and the table stays with its comment.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'puppeteer-core';
import { pdfPages, root, site, type Site } from './pages.js';

/** The step just after a hand's first commented card: the position a rules page shows. */
function commentedStep(file: string): number {
  const doc = JSON.parse(readFileSync(join(root, 'demo/examples', file), 'utf8')) as {
    hands: { moves: { play?: string; comment?: string }[] }[];
  };
  return doc.hands[0].moves.findIndex((m) => m.play && m.comment) + 1;
}

const RULES_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Following suit and trumping</title>
<script type="module" src="/el/define.js"></script>
<style>body { font: 16px/1.5 Georgia, serif; max-width: 46rem; margin: 0 auto; }</style></head><body>
<h1>Following suit and trumping</h1>
<p>A player who holds the suit led must play it. A player who cannot follow must trump if they can.</p>
<klaberjass-table src="/demo/examples/follow-suit.json" step="${commentedStep('follow-suit.json')}"></klaberjass-table>
<p>Without a card of the suit led, a trump is a must, even when the trick is worth little.</p>
<klaberjass-table src="/demo/examples/must-trump.json" step="${commentedStep('must-trump.json')}"></klaberjass-table>
<p>That is all there is to it.</p>
</body></html>`;

let s: Site;
let page: Page;

describe('printing a rules page', () => {
  before(async () => {
    s = await site({ define: 'src/element/define.ts' }, { '/rules.html': RULES_PAGE });
    page = await s.browser.newPage();
    await page.setViewport({ width: 1000, height: 800 });
    await page.goto(`${s.base}/rules.html`, { waitUntil: 'load' });
    await page.waitForFunction(
      () => [...document.querySelectorAll('klaberjass-table')].every((t) => t.shadowRoot?.querySelector('.felt')),
      { timeout: 20000, polling: 50 },
    );
    await page.emulateMediaType('print');
  });
  after(() => s?.close());

  it('two hands print on at most two A4 pages', async () => {
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    const n = pdfPages(pdf);
    console.log(`# print: ${n} A4 page(s), ${pdf.length} bytes`);
    assert.ok(n >= 1 && n <= 2, `${n} pages`);
  });

  it('prints no controls: no button, checkbox or list in either table (the moves print as text)', async () => {
    const shown = await page.evaluate(() =>
      [...document.querySelectorAll('klaberjass-table')].flatMap((t) =>
        // (the moves of the list and the links are buttons drawn as their text)
        [...t.shadowRoot!.querySelectorAll('button:not(.mv, .link), select, input, [part~="controls"]')]
          .filter((e) => e.getBoundingClientRect().width > 0)
          .map((e) => e.outerHTML.slice(0, 80)),
      ),
    );
    assert.deepEqual(shown, []);
  });

  it('the move list is printed whole, and the table keeps its comment', async () => {
    const r = await page.evaluate(() =>
      [...document.querySelectorAll('klaberjass-table')].map((t) => {
        const list = t.shadowRoot!.querySelector('.timeline ol')!;
        const stage = t.shadowRoot!.querySelector('.stage')!;
        return {
          clipped: list.scrollHeight > list.clientHeight + 1,
          together: getComputedStyle(stage).breakInside,
          comment: stage.contains(t.shadowRoot!.querySelector('[part="comment"]')),
        };
      }),
    );
    for (const x of r) assert.deepEqual(x, { clipped: false, together: 'avoid', comment: true });
  });
});
