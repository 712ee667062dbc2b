// A server-rendered table (issue 24, point 3) hydrates in Chromium with no error and no visible
// jump: with JavaScript off the page shows the table the server drew; with JavaScript on the
// element takes that DOM over (the same size) and the reader can step on.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { scriptSafeJson } from '../../../src/element/editor/model.js';
import { site, type Site } from './pages.js';
import { example, serverRender } from './ssr-render.js';

let s: Site;

describe('hydrating a server-rendered table', () => {
  before(async () => {
    const doc = example('must-trump.json');
    const table = await serverRender(doc, 14);
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SSR</title></head><body>
<h1>Must trump</h1>
${table}
<script type="application/json" id="doc">${scriptSafeJson(JSON.stringify(doc))}</script>
<script type="module" src="/el/hydrate-entry.js"></script>
</body></html>`;
    s = await site({ 'hydrate-entry': 'test/node/element/hydrate-entry.ts' }, { '/ssr.html': page });
  });
  after(() => s?.close());

  /** The table's box and the text of its position, once `ready` holds in the page. */
  async function look(js: boolean) {
    const page = await s.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warn') errors.push(m.text());
    });
    await page.setJavaScriptEnabled(js);
    await page.setViewport({ width: 900, height: 900 });
    await page.goto(`${s.base}/ssr.html`, { waitUntil: 'load' });
    if (js)
      await page.waitForFunction(
        () => (document.querySelector('klaberjass-table') as HTMLElement & { hasUpdated?: boolean }).hasUpdated,
        { timeout: 20000, polling: 50 },
      );
    const box = await (await page.$('klaberjass-table'))!.boundingBox();
    const felt = await (await page.$('klaberjass-table >>> .felt'))!.boundingBox();
    const where = await (await page.$('klaberjass-table >>> .where'))!.evaluate((e) => e.textContent);
    return { page, errors, box, felt, where };
  }

  it('JavaScript off: the declarative shadow DOM shows the table', async () => {
    const { page, felt, where } = await look(false);
    assert.ok(felt && felt.width > 300 && felt.height > 200, JSON.stringify(felt));
    assert.match(where!, /move 14 of 22/);
    await page.close();
  });

  it('JavaScript on: hydrates with no error, no jump, and steps on', async () => {
    const off = await look(false);
    await off.page.close();
    const on = await look(true);
    assert.deepEqual(on.errors, []);
    assert.deepEqual(on.box, off.box, 'the table keeps its place and size');
    assert.deepEqual(on.felt, off.felt, 'the felt keeps its place and size');
    assert.match(on.where!, /move 14 of 22/);
    // the hydrated table works: the next move
    await (await on.page.$('klaberjass-table >>> button[aria-label="Next move"]'))!.click();
    await on.page.waitForFunction(
      () =>
        /move 15 of 22/.test(
          document.querySelector('klaberjass-table')!.shadowRoot!.querySelector('.where')!.textContent!,
        ),
      { timeout: 30000, polling: 50 },
    );
    await on.page.close();
  });
});
