// A PNG of klaberjass-render (resvg) against the element's own screenshot of the same position
// (headless Chromium, puppeteer-core): would a reader recognise the picture?
//
// The measure: where the cards lie. Both felts (the element's 600 px wide, the image's at 600 px)
// are cut into the same 20 × 16 grid; a cell is "card" when more than half its pixels are not felt
// (the felt is the only green: green over red by 20 and over blue). The likeness is the overlap of
// the two sets of card cells (intersection over union). The same position must overlap at least
// 0.6; a different position of the same hand (the end of it, both hands empty, against the
// position after six moves) must stay below that, which shows the measure can fail.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { startDevServer } from '@web/dev-server';
import { PNG } from 'pngjs';
import puppeteer, { type Browser } from 'puppeteer-core';
import { svgToPng } from '../../../src/cli/render-raster.js';
import { positionImage } from '../../../src/render/index.js';
import { FELT_H } from '../../../src/render/svg.js';
import { CHROME_ARGS, findChrome } from '../../../scripts/chrome.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const EXAMPLE = 'demo/examples/must-trump.json';
const COLS = 20;
const ROWS = 16;

/** The card cells of an RGBA picture's region (x, y, w, h). */
function cardCells(img: { data: Uint8Array; width: number }, x0: number, y0: number, w: number, h: number): boolean[] {
  const cells: boolean[] = [];
  for (let r = 0; r < ROWS; r++)
    for (let c = 0; c < COLS; c++) {
      let card = 0,
        all = 0;
      const ya = Math.floor(y0 + (r * h) / ROWS),
        yb = Math.floor(y0 + ((r + 1) * h) / ROWS);
      const xa = Math.floor(x0 + (c * w) / COLS),
        xb = Math.floor(x0 + ((c + 1) * w) / COLS);
      for (let y = ya; y < yb; y++)
        for (let x = xa; x < xb; x++) {
          const i = (y * img.width + x) * 4;
          const [R, G, B] = [img.data[i], img.data[i + 1], img.data[i + 2]];
          all++;
          if (!(G > R + 20 && G > B)) card++;
        }
      cells.push(card > all / 2);
    }
  return cells;
}

function overlap(a: boolean[], b: boolean[]): number {
  let both = 0,
    either = 0;
  a.forEach((v, i) => {
    if (v && b[i]) both++;
    if (v || b[i]) either++;
  });
  return either ? both / either : 1;
}

/** The felt of our PNG at a step, as card cells. */
async function imageCells(step: number): Promise<boolean[]> {
  const r = positionImage(readFileSync(join(root, EXAMPLE), 'utf8'), { step });
  if (!r.ok) throw new Error(r.error.message);
  const png = PNG.sync.read(Buffer.from(await svgToPng(r.value.svg, 600)));
  // inside the rim (10 units), as the element's felt is measured inside its border
  return cardCells(png, 10, 10, 580, FELT_H - 20);
}

let browser: Browser;
let server: Awaited<ReturnType<typeof startDevServer>>;

/** The element's felt at a step (inside its border), as card cells. */
async function elementCells(step: number): Promise<boolean[]> {
  const page = await browser.newPage();
  await page.setViewport({ width: 700, height: 1400, deviceScaleFactor: 1 });
  await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  const base = `http://localhost:${server.config.port}`;
  await page.goto(`${base}/demo/index.html`, { waitUntil: 'domcontentloaded' });
  await page.setContent(
    `<!doctype html><html lang="en"><body style="margin:0;background:#fff">
    <klaberjass-table src="${base}/${EXAMPLE}" hand="0" step="${step}" perspective="open" style="width:600px"></klaberjass-table>
    <script type="module" src="${base}/src/element/define.ts"></script></body></html>`,
  );
  // wait until the table shows the position (its felt with the cards of the hands)
  await page.waitForFunction(
    () => document.querySelector('klaberjass-table')?.shadowRoot?.querySelector('.felt .seat') !== null,
    { timeout: 60000 },
  );
  const felt = await page.evaluateHandle(() =>
    document.querySelector('klaberjass-table')!.shadowRoot!.querySelector('.felt')!,
  );
  const shot = PNG.sync.read(
    Buffer.from(await (felt as unknown as { screenshot(): Promise<Uint8Array> }).screenshot()),
  );
  const border = await page.evaluate(
    (el) => parseFloat(getComputedStyle(el as Element).borderTopWidth),
    felt as unknown as Element,
  );
  await page.close();
  return cardCells(shot, border, border, shot.width - 2 * border, shot.height - 2 * border);
}

describe('a PNG of a position looks like the element showing it', () => {
  before(async () => {
    const executablePath = process.env.CHROME_PATH || findChrome() || '/usr/lib/chromium/chromium';
    server = await startDevServer({
      readCliArgs: false,
      autoExitProcess: false,
      logStartMessage: false,
      config: { rootDir: root, open: false, watch: false },
    });
    browser = await puppeteer.launch({ executablePath, headless: true, args: [...CHROME_ARGS, '--headless'] });
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the cards lie where the element puts them (overlap of card cells at least 0.6), and a different position does not match', async () => {
    const element = await elementCells(6);
    const same = overlap(element, await imageCells(6));
    const other = overlap(element, await imageCells(22));
    console.log(`likeness: same position ${same.toFixed(2)}, another position ${other.toFixed(2)}`);
    assert.ok(same >= 0.6, `same position: overlap ${same.toFixed(2)} < 0.6`);
    assert.ok(other < 0.6, `a different position matched: overlap ${other.toFixed(2)}`);
    assert.ok(same - other >= 0.2, `the measure hardly tells them apart: ${same.toFixed(2)} vs ${other.toFixed(2)}`);
  });
});
