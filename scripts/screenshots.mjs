#!/usr/bin/env node
// `npm run screenshots [-- page-name…]`: starts the dev server, opens every demo page in headless
// Chromium (puppeteer-core) at a phone size (360×740) and a desktop size (1280×800), and saves
// full-page PNGs into screenshots/ (e.g. screenshots/replay-phone.png) for people to look at.
// `--dist`: the pages load the built dist/klaberjass-table.js instead of the sources (run
// `npm run build` first), to compare what a build ships; `--out=DIR`: save into DIR instead.
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
/* global customElements, document */
import puppeteer from 'puppeteer-core';
import { startDevServer } from '@web/dev-server';
import { CHROME_ARGS, findChrome } from './chrome.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

/** Demo pages; `ready` is evaluated in the page and must become true before the shot. */
export const PAGES = [
  { name: 'index', path: '/demo/index.html' },
  { name: 'replay', path: '/demo/replay.html' },
  { name: 'quiz', path: '/demo/quiz.html' },
  { name: 'play', path: '/demo/play.html' },
  { name: 'validate', path: '/demo/validate.html' },
  { name: 'editor', path: '/demo/editor.html' },
  { name: 'theming', path: '/demo/theming.html' },
];
const SIZES = [
  { name: 'phone', width: 360, height: 740, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  { name: 'desktop', width: 1280, height: 800, deviceScaleFactor: 1 },
];

const args = process.argv.slice(2);
const only = args.filter((a) => !a.startsWith('-'));
const useDist = args.includes('--dist');
const outArg = args.find((a) => a.startsWith('--out='));
const pages = only.length ? PAGES.filter((p) => only.includes(p.name)) : PAGES;
const executablePath = process.env.CHROME_PATH || findChrome() || '/usr/lib/chromium/chromium';

const outDir = resolve(root, outArg ? outArg.slice(6) : 'screenshots');
mkdirSync(outDir, { recursive: true });
/** With --dist: the demo pages' script tag for the element's sources points at the built file. */
async function builtElement(context, next) {
  await next();
  if (useDist && context.path.startsWith('/demo/') && context.response.is('html')) {
    const body = typeof context.body === 'string' ? context.body : await streamToString(context.body);
    context.body = body.replaceAll('../src/element/define.ts', '../dist/klaberjass-table.js');
  }
}
async function streamToString(stream) {
  let text = '';
  for await (const chunk of stream) text += chunk;
  return text;
}
const server = await startDevServer({
  readCliArgs: false,
  autoExitProcess: false,
  logStartMessage: false,
  config: { rootDir: root, open: false, watch: false, middleware: [builtElement] },
});
const base = `http://localhost:${server.config.port}`;
const browser = await puppeteer.launch({ executablePath, headless: true, args: [...CHROME_ARGS, '--headless'] });
let failures = 0;
try {
  for (const page of pages) {
    for (const size of SIZES) {
      const tab = await browser.newPage();
      const errors = [];
      tab.on('pageerror', (e) => errors.push(e.message));
      tab.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      await tab.setViewport(size);
      await tab.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
      try {
        await tab.goto(`${base}${page.path}`, { waitUntil: 'networkidle0', timeout: 30000 });
        // every table upgraded and rendered, then a moment for the computer's first move
        await tab.evaluate(async () => {
          await customElements.whenDefined('klaberjass-table').catch(() => undefined);
          await Promise.all([...document.querySelectorAll('klaberjass-table')].map((el) => el.updateComplete));
        });
        await new Promise((r) => setTimeout(r, 1200));
        const file = join(outDir, `${page.name}-${size.name}.png`);
        await tab.screenshot({ path: file, fullPage: true });
        console.log(`saved ${file}${errors.length ? ` (page errors: ${errors.join(' | ')})` : ''}`);
        if (errors.length) failures++;
      } catch (e) {
        failures++;
        console.error(`${page.name} ${size.name}: ${e instanceof Error ? e.message : e}`);
      } finally {
        await tab.close();
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
if (failures) process.exitCode = 1;
