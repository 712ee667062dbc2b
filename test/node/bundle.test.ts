// The shipped element bundle, as a page gets it from a CDN: dist/klaberjass-table.js with its lazy
// chunks and the worker beside it. Builds both with rollup.config.mjs into a temporary directory,
// serves it with the test fixtures, and drives headless Chromium (puppeteer-core): a replay of a
// valid transcript loads the main file alone; play, validate (with the English sentences of the
// faults), analysis and Norwegian each load their chunks and work, and the styles the play, verdict
// and analysis chunks bring apply in every table that uses them.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { rollup } from 'rollup';
import { CHROME_ARGS, needChrome } from '../../scripts/chrome.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

interface Entry {
  input: string;
  output: string;
}
interface RollupConfig {
  output: Record<string, unknown>;
  [k: string]: unknown;
}
const config = (await import(join(root, 'rollup.config.mjs'))) as {
  ENTRIES: Entry[];
  configFor(entry: Entry): RollupConfig;
};

const MAIN = 'dist/klaberjass-table.js';
/** The main file's ceiling in gzipped bytes: not a target (docs/element.md, "Size"). */
const MAIN_FILE_MAX_GZIP = 37_000;

let out = '';
let server: Server;
let base = '';
let browser: Browser;
/** Script files each page requested, by page. */
const requested = new Map<Page, string[]>();

async function build(output: string): Promise<void> {
  const entry = config.ENTRIES.find((e) => e.output === output);
  assert.ok(entry, `no entry for ${output} in rollup.config.mjs`);
  const { output: o, ...input } = config.configFor({ ...entry, output: join(out, output.replace(/^dist\//, '')) });
  const bundle = await rollup(input as Parameters<typeof rollup>[0]);
  // as configured (the main file with its source map comment, as dist/ has it), for the size test
  await bundle.write(output === MAIN ? o : { ...o, sourcemap: false });
  await bundle.close();
}

const page = (body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bundle</title></head>
<body>${body}<script type="module" src="/dist/klaberjass-table.js"></script></body></html>`;

/** A page with `body`; with `block`, the script files whose names match it fail to load. */
async function open(body: string, block?: RegExp): Promise<Page> {
  const p = await browser.newPage();
  const list: string[] = [];
  requested.set(p, list);
  if (block) {
    await p.setRequestInterception(true);
    p.on('request', (r) => void (block.test(r.url()) ? r.abort() : r.continue()));
  }
  // the kj-error events of the page, for the tests of failures
  await p.evaluateOnNewDocument(() => {
    const w = window as unknown as { kjErrors: unknown[] };
    w.kjErrors = [];
    document.addEventListener('kj-error', (e) => w.kjErrors.push((e as CustomEvent).detail));
  });
  p.on('request', (r) => {
    if (r.url().endsWith('.js')) list.push(new URL(r.url()).pathname);
  });
  const errors: string[] = [];
  p.on('pageerror', (e) => errors.push(String(e)));
  await p.goto(`${base}/page?body=${encodeURIComponent(body)}`, { waitUntil: 'load' });
  await p.evaluate(() => customElements.whenDefined('klaberjass-table'));
  assert.deepEqual(errors, []);
  return p;
}

/** Waits until `sel` exists in the element's shadow root; returns its text. */
async function shadowText(p: Page, sel: string, timeout = 10000): Promise<string> {
  const h = await p.waitForFunction(
    (s: string) => {
      const el = document.querySelector('klaberjass-table');
      const found = el?.shadowRoot?.querySelector(s);
      return found ? (found.textContent ?? '').replace(/\s+/g, ' ').trim() || ' ' : null;
    },
    { timeout, polling: 50 },
    sel,
  );
  return (await h.jsonValue()) as string;
}

/** A computed style property of `sel` in the shadow root of the page's `index`-th table, once `sel` is there. */
async function computed(p: Page, index: number, sel: string, prop: string): Promise<string> {
  const h = await p.waitForFunction(
    (i: number, s: string, k: string) => {
      const found = document.querySelectorAll('klaberjass-table')[i]?.shadowRoot?.querySelector(s);
      return found ? (getComputedStyle(found) as unknown as Record<string, string>)[k] : null;
    },
    { timeout: 30000, polling: 50 },
    index,
    sel,
    prop,
  );
  return (await h.jsonValue()) as string;
}

/** Adds a table to the page (after the first has loaded its chunks). */
async function addTable(p: Page, attrs: Record<string, string>): Promise<void> {
  await p.evaluate((a: Record<string, string>) => {
    const el = document.createElement('klaberjass-table');
    for (const [k, v] of Object.entries(a)) el.setAttribute(k, v);
    document.body.append(el);
  }, attrs);
}

describe('the built element bundle in Chromium', () => {
  before(async () => {
    // without Chromium the test fails, saying so (it used to skip)
    const executablePath = needChrome();
    out = mkdtempSync(join(tmpdir(), 'kj-bundle-'));
    await build(MAIN);
    await build('dist/worker.js');
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname === '/page') {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(page(url.searchParams.get('body') ?? ''));
        return;
      }
      const file = url.pathname.startsWith('/dist/')
        ? join(out, url.pathname.slice(6))
        : join(root, 'test/fixtures', url.pathname.replace(/^\/fixtures\//, ''));
      if (!file.startsWith(out) && !file.startsWith(join(root, 'test/fixtures'))) {
        res.writeHead(404);
        res.end();
        return;
      }
      if (!existsSync(file)) {
        res.writeHead(404);
        res.end();
        return;
      }
      res.writeHead(200, { 'content-type': extname(file) === '.js' ? 'text/javascript' : 'application/json' });
      res.end(readFileSync(file));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await puppeteer.launch({
      executablePath,
      headless: true,
      args: [...CHROME_ARGS, '--headless'],
    });
  });

  after(async () => {
    await browser?.close();
    server?.close();
    if (out) rmSync(out, { recursive: true, force: true });
  });

  it('writes the main file with its lazy chunks and the worker beside it', () => {
    const files = readdirSync(out);
    assert.ok(files.includes('klaberjass-table.js'));
    assert.ok(files.includes('worker.js'));
    for (const part of [
      'play',
      'verdict',
      'analysis',
      'players',
      'nb',
      'schema-check',
      'ai-opponent',
      'engine-en',
      'wording-en',
      'unusual',
      'editor',
      'quiz',
      'rules-help',
    ]) {
      assert.ok(
        files.some((f) => f.startsWith(`klaberjass-table-${part}-`)),
        `no ${part} chunk in ${files.join(', ')}`,
      );
    }
    // the main file stands alone: it loads chunks only with dynamic import(), on first use
    const main = readFileSync(join(out, 'klaberjass-table.js'), 'utf8');
    assert.doesNotMatch(
      main,
      /(^|[;}\s])(import|export)\s*[{*\w$][^;]*?from\s*["']/,
      'the main file imports or re-exports another file statically',
    );
    assert.match(main, /import\(["']\.\/klaberjass-table-play-/);
    assert.match(main, /import\(["']\.\/klaberjass-table-editor-/);
  });

  it(`the main file is at most ${MAIN_FILE_MAX_GZIP} B gzipped`, () => {
    const gzipped = gzipSync(readFileSync(join(out, 'klaberjass-table.js'))).length;
    assert.ok(
      gzipped <= MAIN_FILE_MAX_GZIP,
      `dist/klaberjass-table.js is ${gzipped} B gzipped, over the ceiling of ${MAIN_FILE_MAX_GZIP} B: move what a replay of a well-formed hand does not need into a lazy chunk`,
    );
  });

  it('loads the editor on demand (mode="edit") and shows its verdict and the deal to set up', async () => {
    const p = await open('<klaberjass-table mode="edit"></klaberjass-table>');
    await shadowText(p, '.ed-picker');
    assert.match(await shadowText(p, '.verdict'), /Verdict: /);
    assert.ok(requested.get(p)!.some((f) => /klaberjass-table-editor-/.test(f)));
    assert.ok(requested.get(p)!.some((f) => /klaberjass-table-verdict-/.test(f)));
    // the verdict's styles come with the editor
    assert.equal(await computed(p, 0, '.verdict.ok .count', 'color'), 'rgb(23, 104, 58)');
    await p.close();
  });

  it('the worker breaks app builds: the opponent chunk starts ./worker.js in the form bundlers follow, and names no worker.ts', () => {
    const chunk = readdirSync(out).find((f) => f.startsWith('klaberjass-table-ai-opponent-'))!;
    const code = readFileSync(join(out, chunk), 'utf8');
    // once (a Vite build emitted the worker twice: copied for one new URL, bundled again for another)
    const urls = code.match(/new URL\(["']\.\/worker\.js["'],\s*import\.meta\.url\)/g) ?? [];
    assert.equal(urls.length, 1, 'one new URL of ./worker.js');
    for (const f of readdirSync(out).filter((n) => n.endsWith('.js')))
      assert.doesNotMatch(readFileSync(join(out, f), 'utf8'), /worker\.ts/, `${f} names worker.ts`);
  });

  it('replays a valid hand from the main file alone', async () => {
    const p = await open(
      '<klaberjass-table src="/fixtures/conformance/valid/single-classic-000.json" step="5"></klaberjass-table>',
    );
    await shadowText(p, '.felt');
    assert.match(await shadowText(p, '.where'), /Hand 1 of 1/);
    assert.deepEqual(requested.get(p), ['/dist/klaberjass-table.js']);
    await p.close();
  });

  it('replays a valid game from the main file and the score sheet chunk', async () => {
    const p = await open(
      '<klaberjass-table src="/fixtures/conformance/valid/game-classic-000.json" step="5"></klaberjass-table>',
    );
    await shadowText(p, '.felt');
    assert.match(await shadowText(p, '.where'), /Hand 1 of \d+/);
    await shadowText(p, '[part="score-sheet"] .chart');
    const files = requested.get(p)!;
    assert.equal(files[0], '/dist/klaberjass-table.js');
    assert.deepEqual(
      files.slice(1).map((f) => f.replace(/-[\w-]{8}\.js$/, '')),
      ['/dist/klaberjass-table-score-sheet'],
    );
    await p.close();
  });

  it('loads the quiz chunk only for a document with questions, and asks them', async () => {
    const quiz = readFileSync(join(root, 'demo/examples/quiz/ending.json'), 'utf8');
    const p = await open(`<klaberjass-table><script type="application/json">${quiz}</script></klaberjass-table>`);
    assert.match(await shadowText(p, '.quiz .ask'), /^Three tricks left/);
    assert.ok(requested.get(p)!.some((f) => /klaberjass-table-quiz-/.test(f)));
    // the main file asks for the chunk with a visible import()
    const main = readFileSync(join(out, 'klaberjass-table.js'), 'utf8');
    assert.match(main, /import\(["']\.\/klaberjass-table-quiz-/);
    await p.close();
  });

  it('loads play mode on demand and deals a game against the computer', async () => {
    const p = await open(
      '<klaberjass-table mode="play" seed="7" level="random" opponent-delay="0"></klaberjass-table>',
    );
    await shadowText(p, '.hand.active');
    await shadowText(p, '.play-controls');
    assert.ok(requested.get(p)!.some((f) => /klaberjass-table-play-/.test(f)));
    // the English sentences of refused moves and rules errors come with play mode
    assert.ok(requested.get(p)!.some((f) => /klaberjass-table-engine-en-/.test(f)));
    // the person bids (or the computer did first); then the game goes on
    const clicked = await p.evaluate(() => {
      const b = document
        .querySelector('klaberjass-table')!
        .shadowRoot!.querySelector<HTMLButtonElement>('.bids button');
      b?.click();
      return Boolean(b);
    });
    if (clicked)
      await p.waitForFunction(
        () => document.querySelector('klaberjass-table')!.shadowRoot!.querySelector('.timeline'),
        { timeout: 30000 },
      );
    await p.close();
  });

  it('loads the verdict view in validate mode and lists the faults', async () => {
    const p = await open(
      '<klaberjass-table mode="validate" src="/fixtures/conformance/invalid/must-follow-suit-000.json"></klaberjass-table>',
    );
    const verdict = await shadowText(p, '.verdict');
    assert.match(verdict, /Verdict: \d+ faults?/);
    assert.match(verdict, /must-follow-suit/);
    // the sentences come from the English wording of verdicts, loaded because the document has faults
    const message = await shadowText(p, '.fault-item .msg');
    assert.match(message, /^\S+ played \S+ on \S+ but held .+\.$/);
    assert.match(await shadowText(p, '.fault-line'), /played .+ but held/);
    assert.ok(requested.get(p)!.some((f) => /klaberjass-table-verdict-/.test(f)));
    assert.ok(requested.get(p)!.some((f) => /klaberjass-table-wording-en-/.test(f)));
    await p.close();
  });

  it('words the faults in Norwegian for lang="nb"', async () => {
    const p = await open(
      '<klaberjass-table lang="nb" mode="validate" src="/fixtures/conformance/invalid/must-follow-suit-000.json"></klaberjass-table>',
    );
    assert.match(await shadowText(p, '.verdict'), /Resultat: \d+ feil/);
    assert.match(await shadowText(p, '.fault-item .msg'), /(spar|hjerter|ruter|kløver) /);
    await p.close();
  });

  it('replays a valid transcript in Norwegian without the English wording or the unusual part', async () => {
    const p = await open(
      '<klaberjass-table lang="nb" mode="validate" src="/fixtures/conformance/valid/game-classic-000.json"></klaberjass-table>',
    );
    assert.match(await shadowText(p, '.verdict'), /Resultat: /);
    assert.ok(requested.get(p)!.some((f) => /klaberjass-table-nb-/.test(f)));
    assert.ok(!requested.get(p)!.some((f) => /klaberjass-table-(wording-en|unusual)-/.test(f)));
    await p.close();
  });

  // Each document in a fresh page, so that its table starts with none of the lazy chunks loaded:
  // whatever the document needs (the English sentences, the code for start positions, hands
  // rebuilt from their plays, score-sheet lines, illegal moves, wrong results, the schema check)
  // is loaded on demand, and the verdict is then the library's, word for word. English and
  // Norwegian take turns, so a missing part is noticed both with and without a missing wording.
  it('gives every fixture document the verdict the library gives it', async () => {
    const { validate } = await import('../../src/validator/index.js');
    const { validatorWordingNb } = await import('../../src/validator/wording-nb.js');
    const docs: string[] = [];
    for (const dir of ['conformance/valid', 'conformance/invalid', 'transcripts/valid', 'transcripts/invalid']) {
      for (const f of readdirSync(join(root, 'test/fixtures', dir)).sort())
        if (f.endsWith('.json')) docs.push(`${dir}/${f}`);
    }
    assert.ok(docs.length >= 80, `only ${docs.length} fixture documents`);
    const chunks = new Set<string>();
    for (const [k, doc] of docs.entries()) {
      const lang = k % 2 ? 'nb' : 'en';
      const text = readFileSync(join(root, 'test/fixtures', doc), 'utf8');
      const p = await open('');
      const got = await p.evaluate(
        async (t: string, l: string) => {
          const el = document.createElement('klaberjass-table') as HTMLElement & {
            transcript: unknown;
            mode: string;
          };
          el.lang = l;
          el.mode = 'validate';
          const verdict = new Promise((resolve) =>
            el.addEventListener('kj-verdict', (e) => resolve((e as CustomEvent).detail.verdict), { once: true }),
          );
          el.transcript = t;
          document.body.append(el);
          return verdict;
        },
        text,
        lang,
      );
      const want = validate(text, lang === 'nb' ? { wording: validatorWordingNb } : undefined);
      if (doc === 'conformance/invalid/schema-003.json') {
        // Known gap: the main file parses text before any depth check (the check would put the
        // main file over its 37,000 B ceiling), so the element locates this one fault by its
        // path where the library gives a line and column. The verdict itself must agree.
        const g = got as typeof want;
        assert.equal(g.valid, false, doc);
        assert.deepEqual(
          g.violations.map((v) => v.rule),
          want.violations.map((v) => v.rule),
          doc,
        );
      } else assert.deepEqual(got, JSON.parse(JSON.stringify(want)), `${doc} (${lang})`);
      for (const f of requested.get(p)!)
        chunks.add(f.replace(/^.*klaberjass-table-?|-[\w-]{8}\.js$|\.js$/g, '') || 'main');
      await p.close();
    }
    // the documents did need the lazy parts (else this test would prove nothing about them)
    for (const part of ['wording-en', 'unusual', 'schema-check', 'verdict', 'nb'])
      assert.ok(chunks.has(part), `no document loaded ${part}: ${[...chunks].join(', ')}`);
  });

  it('loads the schema check for text that is not JSON and locates the fault', async () => {
    const p = await open(
      '<klaberjass-table mode="validate"><script type="application/json">{"format": "klaberjass",\n "version": 1,, }</script></klaberjass-table>',
    );
    const verdict = await shadowText(p, '.verdict');
    assert.match(verdict, /not valid JSON at line 2, column \d+/);
    assert.ok(requested.get(p)!.some((f) => /klaberjass-table-schema-check-/.test(f)));
    await p.close();
  });

  it('loads the analysis and the computer player (in its worker) when Analysis is switched on', async () => {
    const p = await open(
      '<klaberjass-table src="/fixtures/conformance/valid/game-classic-000.json" step="9"></klaberjass-table>',
    );
    await shadowText(p, '.felt');
    await p.evaluate(() => {
      const boxes = document
        .querySelector('klaberjass-table')!
        .shadowRoot!.querySelectorAll<HTMLInputElement>('.options input[type=checkbox]');
      boxes[1].click();
    });
    const line = await shadowText(p, '.lost-line', 20000);
    assert.match(line, /given up/);
    await p.waitForFunction(
      () =>
        !/analysing/.test(
          document.querySelector('klaberjass-table')!.shadowRoot!.querySelector('.lost-line')?.textContent ??
            'analysing',
        ),
      { timeout: 20000 },
    );
    const files = requested.get(p)!;
    assert.ok(files.some((f) => /klaberjass-table-analysis-/.test(f)));
    assert.equal(await computed(p, 0, '.lost-line', 'marginTop'), '4px');
    assert.ok(files.includes('/dist/worker.js'), `the worker was not started: ${files.join(', ')}`);
    await p.close();
  });

  it('styles play mode and the verdict in each table, also in a table made after another loaded the chunk, and not a replay', async () => {
    const play = { mode: 'play', seed: '7', level: 'random', 'opponent-delay': '0' };
    const p = await open(
      '<klaberjass-table mode="play" seed="7" level="random" opponent-delay="0"></klaberjass-table>',
    );
    await p.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'light' }]);
    assert.equal(await computed(p, 0, '.status', 'fontWeight'), '650');
    assert.equal(await computed(p, 0, '.hand.active button.card', 'transitionProperty'), 'transform, filter');
    await addTable(p, play);
    assert.equal(await computed(p, 1, '.status', 'fontWeight'), '650');
    assert.equal(await computed(p, 1, '.hand.active button.card', 'transitionProperty'), 'transform, filter');
    // a replay table of a hand on the same page has the element's own styles only (a play table:
    // its own, play's and its score sheet's)
    await addTable(p, { src: '/fixtures/conformance/valid/single-classic-000.json' });
    await computed(p, 2, '.felt', 'display');
    assert.deepEqual(
      await p.evaluate(() =>
        [...document.querySelectorAll('klaberjass-table')].map((el) => el.shadowRoot!.adoptedStyleSheets.length),
      ),
      [3, 3, 1],
    );
    // the verdict, in light and dark colours
    const valid = { mode: 'validate', src: '/fixtures/conformance/valid/game-classic-000.json' };
    await addTable(p, valid);
    assert.equal(await computed(p, 3, '.verdict.ok .count', 'color'), 'rgb(23, 104, 58)');
    await addTable(p, valid);
    assert.equal(await computed(p, 4, '.verdict.ok .count', 'color'), 'rgb(23, 104, 58)');
    await p.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
    assert.equal(await computed(p, 4, '.verdict.ok .count', 'color'), 'rgb(127, 216, 160)');
    await addTable(p, { mode: 'validate', src: '/fixtures/conformance/invalid/must-follow-suit-000.json' });
    assert.equal(await computed(p, 5, '.fault-item', 'display'), 'block');
    assert.equal(await computed(p, 5, '.verdict.bad .count', 'color'), 'rgb(255, 138, 150)');
    assert.equal(await computed(p, 5, '.fault-item .where', 'color'), 'rgb(180, 189, 184)');
    await p.close();
  });

  it('a replay of a faulty document adds the look of faults (a marked card, the faulty move, the fault line), in light and dark colours', async () => {
    const p = await open(
      '<klaberjass-table src="/fixtures/conformance/invalid/must-follow-suit-000.json"></klaberjass-table>',
    );
    await p.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'light' }]);
    await shadowText(p, '.fault-notice');
    // go to the faulty move (in whichever hand it is): the card is marked, the move in the list and the comment show the fault
    await p.evaluate(async () => {
      const el = document.querySelector('klaberjass-table') as HTMLElement & {
        go(h: number, s: number): void;
        updateComplete: Promise<unknown>;
      };
      for (let h = 0; h < 20; h++) {
        el.go(h, 0);
        await el.updateComplete;
        const moves = [...el.shadowRoot!.querySelectorAll('.timeline .mv')];
        const at = moves.findIndex((m) => m.classList.contains('fault'));
        if (at < 0) continue;
        el.go(h, at); // the first entry of the list is the deal (step 0)
        await el.updateComplete;
        return;
      }
    });
    assert.notEqual(await computed(p, 0, '.card.marked', 'filter'), 'none');
    assert.equal(await computed(p, 0, '.timeline .mv.fault', 'borderTopColor'), 'rgb(215, 38, 61)');
    assert.equal(await computed(p, 0, '.comment-box .fault-line', 'color'), 'rgb(161, 18, 42)');
    await p.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
    assert.equal(await computed(p, 0, '.comment-box .fault-line', 'color'), 'rgb(255, 138, 150)');
    assert.ok(requested.get(p)!.some((f) => /klaberjass-table-fault-lines-/.test(f)));
    await p.close();
  });

  it('loads the Norwegian strings for lang="nb"', async () => {
    const p = await open(
      '<klaberjass-table lang="nb" src="/fixtures/conformance/valid/game-classic-000.json"></klaberjass-table>',
    );
    assert.match(await shadowText(p, '.where'), /Runde 1 av \d+/);
    assert.ok(requested.get(p)!.some((f) => /klaberjass-table-nb-/.test(f)));
    await p.close();
  });

  it('a missing Norwegian chunk is reported (kj-error, source module), not silently English', async () => {
    const p = await open(
      '<klaberjass-table lang="nb" src="/fixtures/conformance/valid/game-classic-000.json"></klaberjass-table>',
      /klaberjass-table-nb-/,
    );
    // the table goes on in English, and says why
    assert.match(await shadowText(p, '.where'), /Hand 1 of \d+/);
    const errors = (await p.evaluate(() => (window as unknown as { kjErrors: unknown[] }).kjErrors)) as {
      source: string;
      message: string;
    }[];
    assert.equal(errors.length, 1);
    assert.equal(errors[0].source, 'module');
    assert.match(errors[0].message, /could not be loaded/);
    await p.close();
  });

  it("the schema check chunk's failure reports source 'module', not 'src'", async () => {
    const p = await open(
      '<klaberjass-table src="/fixtures/conformance/invalid/schema-question-000.json"></klaberjass-table>',
      /klaberjass-table-schema-check-/,
    );
    await shadowText(p, '.error');
    const errors = (await p.evaluate(() => (window as unknown as { kjErrors: unknown[] }).kjErrors)) as {
      source: string;
    }[];
    assert.deepEqual(
      errors.map((e) => e.source),
      ['module'],
    );
    await p.close();
  });
});
