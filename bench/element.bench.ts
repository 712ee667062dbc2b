// The element's size and speed: builds dist/klaberjass-table.js (npm run build's element bundle),
// gzips it and each of its lazy chunks, then serves it with a transcript to headless Chromium (puppeteer-core) and measures
// the time from creating a <klaberjass-table> with a transcript to its first complete render
// (update + style + layout), one replay step, and the first render of a faulty document (a fresh
// page each run, so the lazy parts it needs are fetched too). Medians.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import puppeteer from 'puppeteer-core';
import { CHROME_ARGS, findChrome } from '../scripts/chrome.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const FIXTURE = 'test/fixtures/conformance/valid/game-classic-000.json';
const RUNS = 40;
// a faulty demo example: its first render needs the validator's part for faults and the verdict view
const FAULTY = 'demo/examples/fault-must-overtrump.json';
const FAULTY_RUNS = 8;
/** The game whose hands, repeated, make the editor's 2 MB document (as test/element/edit-long-tasks.test.ts does). */
const EDIT_FIXTURE = 'test/fixtures/conformance/valid/game-simple-024.json';

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const round = (x: number, d = 2) => Math.round(x * 10 ** d) / 10 ** d;

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title></head>
<body style="width:1280px"><script type="module" src="/dist/klaberjass-table.js"></script></body></html>`;

/**
 * The editor on large transcripts (issue 22.2: no tab may block the page for more than about a
 * second on a document the editor accepts): the longest main-thread task, from Chromium's
 * 'longtask' entries, while the editor opens the document, while each tab is shown (Set up, Play,
 * Check & export), while the whole text is written for Copy, and for one edit (the last move
 * deleted, then undone). Three documents: 2 MB of hands and 2 MB half of comments (near the
 * 2 MiB the editor opens), and 15 MB of hands (near the table's default limit of 16 MiB: what a
 * hostile document looks like), which the editor refuses: its figure is the time to say so. For
 * the big one also what reading and writing the text alone costs (`JSON.parse`,
 * `JSON.stringify`: one task each, whoever calls them). A figure to watch, not a test: the tests assert what the editor does. KJ_BENCH_EDITOR=2MB
 * (names, comma-separated) measures only those documents.
 */
const EDITOR_DOCS = [
  { name: '2MB', bytes: 2_000_000, comments: 0, refused: false },
  { name: '2MBcomments', bytes: 1_000_000, comments: 1_000_000, refused: false },
  // over the 2 MiB the editor opens (editor/open.ts): measured until it says so
  { name: '15MB', bytes: 15_000_000, comments: 0, refused: true },
];

async function editorLongTasks(
  page: import('puppeteer-core').Page,
  spec: (typeof EDITOR_DOCS)[number],
): Promise<Record<string, number>> {
  // tsx compiles this file with esbuild's keepNames, so the function below calls a `__name` helper
  // that exists only in Node: the page gets one that does nothing (a string, so it is not compiled)
  await page.evaluate('globalThis.__name ??= (f) => f');
  const seen = await page.evaluate(
    async (fixture: string, bytes: number, comments: number, refused: boolean) => {
      type El = HTMLElement & { transcript: unknown; updateComplete: Promise<boolean> };
      const doc = (await (await fetch(`/${fixture}`)).json()) as { hands: object[]; result?: unknown };
      const one = JSON.stringify(doc.hands).length;
      const hands: object[] = [];
      for (let i = 0; i < Math.ceil(bytes / one); i++) hands.push(...doc.hands);
      // the comments: each hand's, as long as makes `comments` bytes in all (words, not one long run)
      const each = Math.ceil(comments / hands.length);
      const words = 'Anna leads the ace of trumps, Ben follows with the seven; ';
      const comment = each ? words.repeat(Math.ceil(each / words.length)).slice(0, each) : '';
      const big = { ...doc, hands: comment ? hands.map((h) => ({ ...h, comment })) : hands };
      delete big.result;
      const tasks: PerformanceEntry[] = [];
      const obs = new PerformanceObserver((list) => tasks.push(...list.getEntries()));
      obs.observe({ type: 'longtask', buffered: false });
      // the longest task that ended after `t`: the task that clicks runs the click's work too (a
      // render is a microtask), so it started before `t` and counts
      const longest = (t: number) =>
        Math.max(0, ...tasks.filter((e) => e.startTime + e.duration >= t).map((e) => e.duration));
      const idle = () => new Promise((r) => setTimeout(r, 50));
      const $ = (el: El, q: string) => el.shadowRoot!.querySelector<HTMLElement>(q);
      const until = async (f: () => boolean) => {
        while (!f()) await idle();
      };
      const out: Record<string, number> = {};
      if (bytes + comments > 10_000_000) {
        // reading and writing the text alone (one task each)
        let t = performance.now();
        const text = JSON.stringify(big);
        out.stringifyMs = performance.now() - t;
        t = performance.now();
        JSON.parse(text);
        out.parseMs = performance.now() - t;
        out.textMB = text.length / 1e6;
        await idle();
      }
      const el = document.createElement('klaberjass-table') as El;
      el.setAttribute('mode', 'edit');
      el.transcript = big;
      let t0 = performance.now();
      document.body.append(el);
      // (a document over the editor's limit: until the editor says it is not opened)
      await until(() => (refused ? !!$(el, '.ed-notice')?.textContent : $(el, '.ed-tabs, [data-tab]') !== null));
      await el.updateComplete;
      await idle();
      out.open = longest(t0);
      out.openTotalMs = performance.now() - t0;
      if (refused) {
        obs.disconnect();
        el.remove();
        return out;
      }
      for (const tab of ['setup', 'moves', 'export']) {
        t0 = performance.now();
        $(el, `[data-tab="${tab}"]`)!.click();
        await until(() => $(el, `[data-tab="${tab}"][aria-selected="true"]`) !== null);
        await el.updateComplete;
        await idle();
        out[tab] = longest(t0);
      }
      // Copy writes the whole document as text (the clipboard may refuse a page without focus: the time is what counts)
      t0 = performance.now();
      $(el, '[data-act="copy"]')!.click();
      await idle();
      await idle();
      out.copy = longest(t0);
      // one edit on the Play tab (the last move of the hand shown deleted), then undone
      $(el, '[data-tab="moves"]')!.click();
      await until(() => $(el, '[data-act="delete-last"]') !== null);
      await el.updateComplete;
      await idle();
      for (const act of ['delete-last', 'undo']) {
        t0 = performance.now();
        $(el, `[data-act="${act}"]`)!.click();
        await el.updateComplete;
        await idle();
        out[act] = longest(t0);
      }
      obs.disconnect();
      el.remove();
      return out;
    },
    EDIT_FIXTURE,
    spec.bytes,
    spec.comments,
    spec.refused,
  );
  const figures: Record<string, number> = {};
  for (const [what, ms] of Object.entries(seen))
    figures[
      what.endsWith('Ms') || what.endsWith('MB')
        ? `editor.${spec.name}.${what}`
        : `editor.${spec.name}.longestTaskMs.${what}`
    ] = round(ms, what.endsWith('MB') ? 1 : 0);
  return figures;
}

export async function run(): Promise<Record<string, number | string>> {
  const build = spawnSync(process.execPath, [join(root, 'scripts/build.mjs'), '--only=dist/klaberjass-table.js'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`build failed: ${build.stderr || build.stdout}`);
  const main = readFileSync(join(root, 'dist/klaberjass-table.js'));
  const chunks = readdirSync(join(root, 'dist')).filter((f) => f.startsWith('klaberjass-table-') && f.endsWith('.js'));
  const gz = (f: string) => gzipSync(readFileSync(join(root, 'dist', f))).length;
  const chunkGzip = chunks.reduce((a, f) => a + gz(f), 0);
  // each lazy chunk by name (klaberjass-table-<name>-<hash>.js): what a page loads on top of the
  // main file when it uses that part (play, verdict, analysis, nb, schema-check, ai-opponent, ...)
  const perChunk: Record<string, number> = {};
  for (const f of chunks) {
    const name = f.slice('klaberjass-table-'.length).replace(/-[\w-]{8}\.js$/, '');
    perChunk[`bundle.chunk.${name}.gzipBytes`] = (perChunk[`bundle.chunk.${name}.gzipBytes`] ?? 0) + gz(f);
  }
  // the editor (mode="edit"): its chunk and the chunks it imports statically (the verdict view,
  // play's strings, the move generator), all loaded when a table first enters edit mode
  const editorChunk = chunks.find((f) => f.startsWith('klaberjass-table-editor-'));
  const editMode: Record<string, number> = {};
  if (editorChunk) {
    const seen = new Set<string>();
    const visit = (f: string) => {
      if (seen.has(f) || f === 'klaberjass-table.js') return;
      seen.add(f);
      const code = readFileSync(join(root, 'dist', f), 'utf8');
      for (const m of code.matchAll(/from\s*["']\.\/(klaberjass-table-[\w-]+\.js)["']/g)) visit(m[1]);
    };
    visit(editorChunk);
    editMode['bundle.editMode.gzipBytes'] = [...seen].reduce((a, f) => a + gz(f), 0);
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(PAGE);
      return;
    }
    const file = join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root) || !existsSync(file)) {
      res.writeHead(404);
      res.end();
      return;
    }
    const type =
      extname(file) === '.js'
        ? 'text/javascript'
        : extname(file) === '.json'
          ? 'application/json'
          : 'application/octet-stream';
    res.writeHead(200, { 'content-type': type });
    res.end(readFileSync(file));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  const executablePath = findChrome() ?? '/usr/lib/chromium/chromium';
  const browser = await puppeteer.launch({ executablePath, headless: true, args: [...CHROME_ARGS, '--headless'] });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'load' });
    const result = await page.evaluate(
      async (fixture: string, runs: number) => {
        type El = HTMLElement & { transcript: unknown; step: number; hand: number; updateComplete: Promise<boolean> };
        await customElements.whenDefined('klaberjass-table');
        const doc = await (await fetch(`/${fixture}`)).json();
        const first: number[] = [];
        for (let i = 0; i < runs; i++) {
          const t0 = performance.now();
          const el = document.createElement('klaberjass-table') as El;
          el.setAttribute('hand', '1');
          el.transcript = doc;
          document.body.append(el);
          await el.updateComplete;
          if (!el.shadowRoot?.querySelector('.felt')) throw new Error('no table rendered');
          void el.shadowRoot.querySelector('.felt')!.getBoundingClientRect(); // style and layout
          first.push(performance.now() - t0);
          if (i < runs - 1) el.remove();
        }
        const el = document.querySelector('klaberjass-table') as El;
        const steps: number[] = [];
        for (let hand = 0; hand < 8; hand++) {
          el.hand = hand;
          el.step = 0;
          await el.updateComplete;
          for (let s = 1; s <= 22; s++) {
            const t0 = performance.now();
            el.step = s;
            await el.updateComplete;
            void el.shadowRoot!.querySelector('.felt')!.getBoundingClientRect();
            steps.push(performance.now() - t0);
          }
        }
        return { first, steps };
      },
      FIXTURE,
      RUNS,
    );
    // The faulty document's first render, on a fresh page each time with the HTTP cache off, so
    // every lazy part it needs is fetched as a visitor's first view would: from creating the table
    // to its verdict event and the rendered verdict with its faults (style and layout).
    const faulty: number[] = [];
    for (let i = 0; i < FAULTY_RUNS; i++) {
      const p = await browser.newPage();
      await p.setCacheEnabled(false);
      await p.setViewport({ width: 1280, height: 800 });
      await p.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'load' });
      faulty.push(
        await p.evaluate(async (file: string) => {
          type El = HTMLElement & { updateComplete: Promise<boolean> };
          await customElements.whenDefined('klaberjass-table');
          const el = document.createElement('klaberjass-table') as El;
          const judged = new Promise<void>((r) => el.addEventListener('kj-verdict', () => r(), { once: true }));
          const t0 = performance.now();
          el.setAttribute('src', `/${file}`);
          document.body.append(el);
          await judged;
          // the verdict is out: wait until the table shows it (lazy views may take more frames)
          while (!el.shadowRoot?.querySelector('.felt') || !el.shadowRoot.querySelector('.fault-notice, .verdict'))
            await new Promise((r) => requestAnimationFrame(r));
          void el.shadowRoot.querySelector('.felt')!.getBoundingClientRect(); // style and layout
          return performance.now() - t0;
        }, FAULTY),
      );
      await p.close();
    }
    const editor: Record<string, number> = {};
    for (const spec of EDITOR_DOCS) {
      if (process.env.KJ_BENCH_EDITOR && !process.env.KJ_BENCH_EDITOR.split(',').includes(spec.name)) continue;
      // a fresh page for each document (the last one's memory gone)
      const p = await browser.newPage();
      await p.setViewport({ width: 1280, height: 800 });
      await p.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'load' });
      await p.evaluate(() => customElements.whenDefined('klaberjass-table'));
      Object.assign(editor, await editorLongTasks(p, spec));
      await p.close();
    }
    return {
      'element.firstRenderMs': round(median(result.first)),
      'element.faultyFirstRenderMs': round(median(faulty)),
      'element.faultyRuns': FAULTY_RUNS,
      'element.stepMs': round(median(result.steps)),
      'element.runs': RUNS,
      'bundle.bytes': main.length,
      'bundle.gzipBytes': gzipSync(main).length,
      'bundle.lazyChunksGzipBytes': chunkGzip,
      ...perChunk,
      ...editMode,
      ...editor,
    };
  } finally {
    await browser.close();
    server.close();
  }
}
