// The fallback form (issue 24, point 2): `<klaberjass-table><a href="hand.json"><img …></a></klaberjass-table>`.
// With JavaScript off a reader sees the image and the link (a feed reader, a newsletter, a page
// whose scripts did not run); with JavaScript on the table loads the transcript from the link and
// replaces them.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { site, type Site } from './pages.js';

const IMAGE = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" viewBox="0 0 300 200"><rect width="300" height="200" fill="#1f6b3a"/></svg>`;
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Must trump</title>
<script type="module" src="/el/define.js"></script></head><body>
<h1>Must trump</h1>
<klaberjass-table step="14"><a href="/demo/examples/must-trump.json"><img src="/position.svg" width="300" height="200" alt="Finn has no diamonds left and trumps with the seven of clubs."></a></klaberjass-table>
</body></html>`;

let s: Site;

describe('the fallback form', () => {
  before(async () => {
    s = await site({ define: 'src/element/define.ts' }, { '/post.html': PAGE, '/position.svg': IMAGE });
  });
  after(() => s?.close());

  it('JavaScript off: the image and the link show', async () => {
    const page = await s.browser.newPage();
    await page.setJavaScriptEnabled(false);
    await page.goto(`${s.base}/post.html`, { waitUntil: 'load' });
    const img = await page.$('klaberjass-table a[href] img');
    const box = await img!.boundingBox();
    assert.ok(box && box.width === 300 && box.height === 200, `the image's box: ${JSON.stringify(box)}`);
    const link = await page.$('klaberjass-table a[href="/demo/examples/must-trump.json"]');
    assert.ok(await link!.boundingBox(), 'the link is laid out');
    // (the page's scripts did not run: no shadow root)
    const png = await page.screenshot({ clip: { x: box.x, y: box.y, width: 20, height: 20 } });
    assert.ok(png.length > 0);
    await page.close();
  });

  it('JavaScript on: the table loads the link’s transcript and replaces the image and the link', async () => {
    const page = await s.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${s.base}/post.html`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.querySelector('klaberjass-table')?.shadowRoot?.querySelector('.felt'), {
      timeout: 20000,
      polling: 50,
    });
    const r = await page.evaluate(() => {
      const t = document.querySelector('klaberjass-table')!;
      // (no named functions here: tsx would wrap them in a helper the page does not have)
      return {
        where: t.shadowRoot!.querySelector('.where')!.textContent!.replace(/\s+/g, ' ').trim(),
        title: t.shadowRoot!.querySelector('.title')?.textContent,
        img: t.querySelector('img')!.getBoundingClientRect().width,
        link: t.querySelector('a')!.getBoundingClientRect().width,
        table: t.shadowRoot!.querySelector('.felt')!.getBoundingClientRect().width,
      };
    });
    assert.deepEqual(errors, []);
    assert.equal(r.where, 'Hand 1 of 1 · move 14 of 22');
    assert.equal(r.title, 'Void in the suit led: you must trump');
    assert.equal(r.img, 0, 'the image is not shown');
    assert.equal(r.link, 0, 'the link is not shown');
    assert.ok(r.table > 200);
    await page.close();
  });

  it('the fallback shows while the transcript loads', async () => {
    const page = await s.browser.newPage();
    await page.setRequestInterception(true);
    // the transcript never arrives
    page.on('request', (q) => void (q.url().endsWith('.json') ? undefined : q.continue()));
    await page.goto(`${s.base}/post.html`, { waitUntil: 'load' });
    await page.waitForFunction(
      () => customElements.get('klaberjass-table') && document.querySelector('klaberjass-table')!.shadowRoot,
      {
        timeout: 20000,
        polling: 50,
      },
    );
    const w = await page.evaluate(async () => {
      await new Promise((r) => requestAnimationFrame(r));
      return document.querySelector('klaberjass-table img')!.getBoundingClientRect().width;
    });
    assert.equal(w, 300);
    await page.close();
  });
});
