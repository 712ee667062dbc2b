#!/usr/bin/env node
// `node scripts/doc-pictures.mjs` (after `npm run build`): walks through docs/authoring.md in the
// built editor (dist/browser/, headless Chromium) as a reader would: types and clicks what the
// guide says, checks that the screen says what the guide quotes, and takes the guide's pictures.
//  - docs/img/authoring-*.png: the pictures the guide shows, at 1280×800;
//  - screenshots/authoring-*-390x844.png: the same steps on a phone, to look at (not committed).
//  - docs/img/render-*: the pictures of docs/images.md, drawn by klaberjass-render (dist/cli.js);
//  - docs/img/play-*.png: docs/element.md's game against the computer (a seeded game, your first
//    bid) on a phone held upright and on its side, and on a desktop.
// A step whose screen differs from the guide is listed and the script exits 1.
// `--check`: walk and check only, write no picture (a stale picture of docs/images.md is listed).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
/* global document, localStorage, requestAnimationFrame */
import puppeteer from 'puppeteer-core';
import { CHROME_ARGS, findChrome } from './chrome.mjs';
import { serve } from './static-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const browserDir = join(root, 'dist', 'browser');
const checkOnly = process.argv.includes('--check');
if (!existsSync(join(browserDir, 'klaberjass-table.js'))) {
  console.error('no dist/browser/klaberjass-table.js: run npm run build first');
  process.exit(2);
}

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>editor</title>
<style>body { margin: 0; padding: 8px; font: 16px/1.5 system-ui, sans-serif; background: #fff; }</style>
<script type="module" src="/kj/klaberjass-table.js"></script></head>
<body><klaberjass-table mode="edit" link-base="https://example.org/klaberjass/open.html"></klaberjass-table></body></html>`;

const PLAY_PAGE = PAGE.replace(
  /<klaberjass-table[^>]*>/,
  '<klaberjass-table mode="play" seed="docs" persist="docs-play">',
).replace('<body>', '<body style="padding: 0">');

// the editor's page and the game's, the built files under /kj/
const server = await serve(browserDir, { prefix: '/kj/', pages: { '/': PAGE, '/play': PLAY_PAGE } });
const base = server.url.slice(0, -1);

const SIZES = [
  { name: '1280x800', width: 1280, height: 800, deviceScaleFactor: 1 },
  { name: '390x844', width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
];
/** Anna deals; Ben takes the 7 of hearts turned up and leads the ten; Anna must beat it with the nine (docs/authoring.md). */
const DEAL = {
  first0: '9H 8H QH AD KD QD',
  last0: 'JD 10D 9D',
  first1: '10H KH AS KS QS JS',
  last1: '10S 9S 8S',
  turnUp: '7H',
  bottom: '7C',
};
// a card of the player to act, numbered as the engine counts them: suit × 8 + rank (hearts 1; 7 8 9 10 … from 0)
const card = (n) => `.hand.active button.card[data-card="${n}"]`;
const [H8, H9, H10] = [9, 10, 11];

const mismatches = [];

// docs/images.md: the must-trump example after six moves, and after fourteen in Norwegian on a dark page
const RENDERED = [
  { file: 'render-must-trump.svg', args: ['--step', '6', '--format', 'svg'] },
  {
    file: 'render-must-trump-nb-dark.png',
    args: ['--step', '14', '--lang', 'nb', '--theme', 'dark', '--format', 'png'],
  },
];
for (const { file, args } of RENDERED) {
  const r = spawnSync(
    process.execPath,
    [join(root, 'bin', 'klaberjass-render.mjs'), join(root, 'demo', 'examples', 'must-trump.json'), ...args],
    { cwd: root, maxBuffer: 64 * 1024 * 1024 },
  );
  if (r.status !== 0) throw new Error(`klaberjass-render ${args.join(' ')}: ${r.stderr}`);
  const path = join(root, 'docs', 'img', file);
  if (checkOnly) {
    if (!existsSync(path) || !readFileSync(path).equals(r.stdout))
      mismatches.push(`docs/img/${file} is not what klaberjass-render draws now`);
  } else writeFileSync(path, r.stdout);
}
const executablePath = process.env.CHROME_PATH || findChrome() || '/usr/lib/chromium/chromium';
const browser = await puppeteer.launch({ executablePath, headless: true, args: [...CHROME_ARGS, '--headless'] });
mkdirSync(join(root, 'screenshots'), { recursive: true });

async function walk(size) {
  const context = await browser.createBrowserContext();
  await context.overridePermissions(base, ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // leaving a page with edits asks first (beforeunload): the walk starts each example afresh
  page.on('dialog', (d) => void d.accept());
  await page.setViewport(size);
  await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);

  const q = (sel) => `klaberjass-table >>> ${sel}`;
  const settle = () =>
    page.evaluate(async () => {
      const el = document.querySelector('klaberjass-table');
      await el.updateComplete;
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    });
  const find = async (sel, timeout = 60000) => {
    let why = '';
    const h = await page.waitForSelector(q(sel), { timeout }).catch((e) => ((why = e.message), null));
    if (!h) throw new Error(`${size.name}: nothing on the screen matches ${sel} (${why})`);
    return h;
  };
  const textOf = async (sel) => (await (await find(sel)).evaluate((e) => e.textContent ?? '')).replace(/\s+/g, ' ');
  /** The guide quotes `words` for what `sel` shows. */
  const says = async (step, sel, words) => {
    const t = await textOf(sel).catch((e) => `(${e.message})`);
    if (process.env.DOC_PICTURES_VERBOSE) console.log(`${size.name}, ${step}: ${t.trim().slice(0, 300)}`);
    if (!t.includes(words))
      mismatches.push(`${size.name}, ${step}: the guide says "${words}", the screen "${t.trim()}"`);
  };
  const click = async (sel) => {
    const h = await find(sel);
    await h.scrollIntoView();
    await h.click();
    await settle();
  };
  /** Click a card where it shows (cards of a hand overlap: the middle of one may be the next one's). */
  const clickCard = async (n) => {
    const h = await find(card(n));
    await h.evaluate((e) => e.scrollIntoView({ block: 'center' }));
    const point = await h.evaluate((e) => {
      const r = e.getBoundingClientRect();
      const root = e.getRootNode();
      for (let y = r.top + 4; y < r.bottom; y += 4)
        for (let x = r.left + 3; x < r.right; x += 3) {
          const hit = root.elementFromPoint(x, y);
          if (hit && (hit === e || e.contains(hit))) return { x, y };
        }
      return null;
    });
    if (!point) throw new Error(`${size.name}: the card ${n} is hidden`);
    await page.mouse.click(point.x, point.y);
    await settle();
  };
  /** Click the button whose text is `label` (the guide names buttons by their text). */
  const press = async (step, label, within = 'button') => {
    const all = await page.$$(q(within));
    for (const h of all) {
      const t = (await h.evaluate((e) => e.textContent ?? '')).replace(/\s+/g, ' ').trim();
      if (t === label) {
        await h.scrollIntoView();
        await h.click();
        await settle();
        return;
      }
    }
    mismatches.push(`${size.name}, ${step}: no button "${label}" on the screen`);
  };
  const type = async (sel, text) => {
    const h = await find(sel);
    await h.scrollIntoView();
    await h.click();
    await h.evaluate((e) => e.select());
    await page.keyboard.type(text);
    await page.keyboard.press('Tab');
    await settle();
  };
  /** The view from `sel` down (or, with `only`, `sel` itself) as the guide's picture `name`. */
  const picture = async (name, sel, only = false) => {
    const h = await find(sel);
    await h.evaluate((e) => e.scrollIntoView({ block: 'start' }));
    await page.mouse.move(0, 0); // no card raised by the pointer over it
    await settle();
    const small = size.name !== '1280x800';
    if (!small && checkOnly) return;
    const path = small
      ? join(root, 'screenshots', `authoring-${name}-${size.name}.png`)
      : join(root, 'docs', 'img', `authoring-${name}.png`);
    if (only) await h.screenshot({ path });
    else await page.screenshot({ path });
  };
  const fresh = async () => {
    await page.goto(`${base}/`, { waitUntil: 'load' });
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${base}/`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.querySelector('klaberjass-table')?.shadowRoot?.querySelector('.editor'), {
      timeout: 60000,
    });
    await settle();
  };
  const typeDeal = async () => {
    for (const [g, cards] of Object.entries(DEAL)) await type(`.ed-group[data-group="${g}"] input.ed-cards`, cards);
  };

  // A first example: must overtrump
  await fresh();
  await type('.ed-form input', 'Must overtrump');
  await typeDeal();
  await says('first example, set up', '.ed-tabs [aria-selected="true"]', 'Set up');
  await picture('setup', '.titlebar');
  await press('first example, step 3', 'Play it out');
  await says('first example, step 3', '[data-move="bid-take"]', 'Take hearts');
  await click('[data-move="bid-take"]');
  await clickCard(H10); // Ben: the ten of hearts
  const legal = await page.$$eval(q('.hand.active button.card.legal'), (cs) => cs.map((c) => c.dataset.card));
  if (legal.join() !== String(H9))
    mismatches.push(
      `${size.name}, first example, step 3: the guide says only the nine of hearts is raised; legal: ${legal}`,
    );
  await picture('overtrump', '.titlebar');
  // step 4: annotate the nine
  await clickCard(H9);
  await (await find('select[data-field="mark"]')).select('!');
  await settle();
  await type('textarea[data-field="comment"]', 'Anna must beat the ten of trumps.');
  await says('first example, step 4', '.ed-moves', 'About this hand');
  // step 5: export
  await click('[data-tab="export"]');
  await says('first example, step 5', '.ed-export', 'Copy transcript');
  await says('out and back in', '[data-snippet="src"]', '<klaberjass-table hand="0" step="3">');
  await says(
    'out and back in',
    '[data-snippet="src"]',
    '<a href="must-overtrump.json"><img src="must-overtrump-1-3.svg" alt="',
  );
  await says('first example, step 5', '.verdict, [part="verdict"], .ed-verdict', 'Valid: no faults found');

  // Recording a mistake on purpose: back after Ben's ten, Anna's eight of hearts
  await click('[data-tab="moves"]');
  await click('[data-act="first"]');
  await click('[data-act="next"]');
  await click('[data-act="next"]');
  await click('input[data-act="illegal"]');
  await clickCard(H8);
  await says('recording a mistake', '[data-act="drop"]', 'Drop what follows');
  await click('[data-act="drop"]');
  await says('recording a mistake', '.verdict, [part="verdict"], .ed-verdict', 'must-overtrump');
  await picture('illegal', '.titlebar');

  // A hand late in a game: a claim at 501
  await fresh();
  await type('.ed-form input', 'A claim at 501');
  const rules = await page.$$(q('.ed-form select'));
  for (const s of rules)
    if (await s.evaluate((e) => [...e.options].some((o) => o.value === 'bela-501'))) await s.select('bela-501');
  await settle();
  await type('input[data-field="before0"]', '470');
  await type('input[data-field="before1"]', '312');
  await says('claim at 501, step 2', '[data-sheet-problem]', 'No hands give 782 points');
  await type('input[data-field="before1"]', '318');
  await says('claim at 501, step 2', '[data-sheet]', 'game 470–318');
  await typeDeal();
  await picture('context', '.titlebar');
  await press('claim at 501, step 4', 'Play it out');
  await click('[data-move="bid-take"]');
  await clickCard(H10);
  await clickCard(H9);
  await says('claim at 501, step 4', '[data-game-total]', 'Game: Anna 470 + 24 = 494 · Ben 318 + 0 = 318');
  await says('claim at 501, step 4', '[data-claim-would]', 'If Anna claims now, Anna loses: 494 is short of 501');
  // play on (the first legal card each time) until a claim by Anna would win
  for (let i = 0; i < 40 && !(await page.$(q('[data-claim-would="win"]'))); i++) {
    const next = await page.$(q('.hand.active button.card.legal'));
    if (!next) break;
    await clickCard(Number(await next.evaluate((e) => e.dataset.card)));
  }
  await says('claim at 501, step 4', '[data-claim-would]', 'Anna wins');
  await says('claim at 501, step 4', '[data-move="claim"]', 'Claim the game');
  await click('[data-move="claim"]');
  await click('[data-tab="export"]');
  await says('claim at 501, step 5', '.verdict, [part="verdict"], .ed-verdict', 'Valid');
  await says('claim at 501, snippet', '[data-snippet="src"]', 'hand="4"');
  await says(
    'claim at 501, snippet',
    '[data-snippet="src"]',
    '<a href="a-claim-at-501.json"><img src="a-claim-at-501-5-',
  );

  // Share a link
  await press('share a link, step 2', 'Copy a link to the replay');
  await says('share a link, step 2', '.ed-link', 'The link');
  const length = await textOf('[data-link-length]');
  if (!/The link is [\d,]+ characters long\./.test(length))
    mismatches.push(`${size.name}, share a link, step 2: the screen says "${length.trim()}"`);
  await picture('link', '.ed-link', true);
  if (errors.length) mismatches.push(`${size.name}: errors in the page: ${errors.join('; ')}`);
  await context.close();
}

/** docs/element.md's pictures of play: your first bid of a seeded game against the computer. */
async function playPictures() {
  const sizes = [
    { name: '390x844', width: 390, height: 844, isMobile: true, hasTouch: true },
    { name: '844x390', width: 844, height: 390, isMobile: true, hasTouch: true, isLandscape: true },
    { name: '1280x800', width: 1280, height: 800 },
  ];
  for (const size of sizes) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport(size);
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    await page.goto(`${base}/play`, { waitUntil: 'load' });
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${base}/play`, { waitUntil: 'load' });
    // the computer has bid (or it is your turn first) and your bids are offered
    await page.waitForFunction(
      () =>
        [...(document.querySelector('klaberjass-table')?.shadowRoot?.querySelectorAll('button') ?? [])].some(
          (b) => b.textContent?.trim() === 'Hint',
        ),
      { timeout: 60000 },
    );
    await page.evaluate(() => document.querySelector('klaberjass-table').updateComplete);
    if (!checkOnly) await page.screenshot({ path: join(root, 'docs', 'img', `play-${size.name}.png`) });
    await context.close();
  }
}

try {
  await playPictures();
  for (const size of SIZES) await walk(size);
} finally {
  await browser.close();
  server.close();
}
if (mismatches.length) {
  console.error(`docs/authoring.md differs from the editor:\n- ${mismatches.join('\n- ')}`);
  process.exitCode = 1;
} else console.log(`docs/authoring.md walked through at ${SIZES.map((s) => s.name).join(' and ')}: as the guide says`);
