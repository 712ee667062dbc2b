#!/usr/bin/env node
// The consumer test: the package as an app developer gets it. `npm pack`, then `npm install` of the
// tarball into a fresh temporary project (offline, from npm's cache: lit is the one dependency);
// the tools come from this project's node_modules (linked). Then:
//   (a) tsc --noEmit, skipLibCheck off, under node16 and bundler resolution: a typed use of the
//       library, the element (tag and event maps), the React wrappers (klaberjass-table/react) and
//       the JSX typings for React 19, Preact and Solid
//   (b) esbuild, rollup and Vite bundle a tiny app with the element; in Chromium the computer makes
//       a move, answered by its worker (not the main thread)
//   (c) a plain HTML page loads dist/browser/klaberjass-table.js from the installed package and replays,
//       plays and validates
//   (d) npx klaberjass-validate in the consumer folder: a transcript, and the folder itself
// Each check prints `ok` or `FAIL`; the last line is `N passed, N failed`. `--json FILE` writes the
// counts for scripts/test.mjs; `--keep` leaves the temporary folder.
// Run after `npm run build`.
// (window: the functions passed to page.evaluate and waitForFunction run in the page)
/* global window */
import { spawn } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  readdirSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROME_ARGS, findChrome } from './chrome.mjs';
import { serve } from './static-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const jsonOut = args.includes('--json') ? args[args.indexOf('--json') + 1] : null;
const keep = args.includes('--keep');
const started = Date.now();

const results = [];
async function check(name, fn) {
  const t0 = Date.now();
  try {
    await fn();
    results.push({ name, ok: true });
    console.log(`ok   ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  } catch (e) {
    results.push({ name, ok: false, error: String(e?.message ?? e) });
    console.log(`FAIL ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s): ${String(e?.message ?? e)}`);
  }
}

/** Runs a command; resolves to { code, out } (stdout and stderr together). */
function run(cmd, argv, options = {}) {
  return new Promise((res) => {
    const child = spawn(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', (e) => res({ code: 127, out: out + e.message }));
    child.on('close', (code) => res({ code: code ?? 1, out }));
  });
}
const must = async (what, cmd, argv, options) => {
  const r = await run(cmd, argv, options);
  if (r.code !== 0) throw new Error(`${what} exited ${r.code}:\n${r.out.trim().split('\n').slice(-25).join('\n')}`);
  return r.out;
};

const write = (file, text) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};

// ---- the consumer project -------------------------------------------------------------------
const work = mkdtempSync(join(tmpdir(), 'kj-consumer-'));
const app = join(work, 'app');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
let installed = false;
// what lit itself depends on (linked with it when npm cannot install offline)
const LIT_DEPENDENCIES = [
  'lit-html',
  'lit-element',
  '@lit/reactive-element',
  '@lit-labs/ssr-dom-shim',
  '@types/trusted-types',
];
/** Links a package of this project's node_modules into the consumer's (when it has it and the consumer does not). */
function link(name) {
  const from = join(root, 'node_modules', name);
  const to = join(app, 'node_modules', name);
  if (!existsSync(from) || existsSync(to)) return;
  mkdirSync(dirname(to), { recursive: true });
  symlinkSync(from, to, 'dir');
}

await check('setup: npm pack, npm install of the tarball (offline)', async () => {
  if (!existsSync(join(root, 'dist', 'klaberjass-table.js'))) throw new Error('dist/ is missing: run npm run build');
  const packed = await must('npm pack', npm, ['pack', '--pack-destination', work, '--json'], { cwd: root });
  const tarball = join(work, JSON.parse(packed.slice(packed.indexOf('[')))[0].filename);
  write(join(app, 'package.json'), JSON.stringify({ name: 'kj-consumer', private: true, type: 'module' }, null, 2));
  const install = await run(
    npm,
    ['install', tarball, '--offline', '--no-audit', '--no-fund', '--no-package-lock', '--loglevel=error'],
    { cwd: app },
  );
  if (install.code !== 0) {
    // npm's cache holds lit's tarball but not its registry metadata (npm ci does not fetch it): lay
    // the package out as npm does, with lit and its dependencies linked from this project
    console.log(
      `     npm install --offline failed (${install.out.trim().split('\n')[0]}): unpacking the tarball instead`,
    );
    const dir = join(app, 'node_modules', 'klaberjass-table');
    mkdirSync(dir, { recursive: true });
    await must('tar', 'tar', ['-xzf', tarball, '-C', dir, '--strip-components=1']);
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    for (const dep of [...Object.keys(pkg.dependencies ?? {}), ...LIT_DEPENDENCIES]) link(dep);
    for (const [name, file] of Object.entries(pkg.bin ?? {})) {
      const bin = join(app, 'node_modules', '.bin', name);
      mkdirSync(dirname(bin), { recursive: true });
      symlinkSync(join('..', 'klaberjass-table', file), bin);
      chmodSync(join(dir, file), 0o755);
    }
  }
  // the tools an app brings itself: linked from this project (offline, quick)
  for (const name of [
    'typescript',
    'esbuild',
    'rollup',
    '@rollup/plugin-node-resolve',
    'vite',
    '@types/react',
    'react',
    '@lit/react',
    'preact',
    'solid-js',
  ])
    link(name);
  installed = true;
});

await check(
  'the package holds what a user needs: no tests, sources or source maps, no build-machine paths',
  async () => {
    if (!installed) throw new Error('not installed');
    const dir = join(app, 'node_modules', 'klaberjass-table');
    const files = [];
    const list = (d, rel) => {
      for (const e of readdirSync(d, { withFileTypes: true })) {
        const r = rel ? `${rel}/${e.name}` : e.name;
        if (e.isDirectory()) list(join(d, e.name), r);
        else files.push(r);
      }
    };
    list(dir, '');
    const wrong = files.filter(
      (f) => /^(src|test|bench|scripts|demo)\//.test(f) || f.endsWith('.map') || f.endsWith('.test.ts'),
    );
    if (wrong.length) throw new Error(`not for users: ${wrong.join(', ')}`);
    for (const need of [
      'LICENSE',
      'dist/THIRD-PARTY-NOTICES.md',
      'dist/worker.js',
      'dist/element.js',
      'dist/element-class.js',
      'dist/types/notation/generated/schema-validator.d.ts',
      'dist/editor/vscode.html-custom-data.json',
      'dist/editor/web-types.json',
      'schemas/klaberjass.schema.json',
      'custom-elements.json',
    ])
      if (!files.includes(need)) throw new Error(`missing ${need}`);
    const machine = files.filter((f) => readFileSync(join(dir, f), 'utf8').includes(root));
    if (machine.length) throw new Error(`${root} named in ${machine.join(', ')}`);
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const schema = JSON.parse(readFileSync(join(dir, 'schemas', 'klaberjass.schema.json'), 'utf8'));
    if (!schema.$id.endsWith(`/${pkg.name}@${pkg.version.split('.')[0]}/${pkg.exports['./schema.json'].slice(2)}`))
      throw new Error(`the schema's $id ${schema.$id} is not the shipped file`);
    if (
      !String(readFileSync(join(dir, 'dist', 'browser', 'klaberjass-table.js'), 'utf8')).startsWith(
        '/*! klaberjass-table, MIT licence. Includes Lit',
      )
    )
      throw new Error('dist/browser/klaberjass-table.js lost its licence line');
  },
);

// ---- (a) types --------------------------------------------------------------------------------
write(
  join(app, 'src', 'use.ts'),
  `import { type GameState, newGame, rulesOf, validate, legalMoves } from 'klaberjass-table';
import { newGame as engineNewGame } from 'klaberjass-table/engine';
import 'klaberjass-table/element';
import { type KjMoveDetail, type KjErrorDetail, KlaberjassTable, setOpponentWorker } from 'klaberjass-table/element';
import { KlaberjassTable as TableClass } from 'klaberjass-table/element/class';

const g: GameState = newGame({ rules: rulesOf('classic'), seed: 'types' });
const moves: number = legalMoves(g).length;
const valid: boolean = validate('{}').valid;
engineNewGame({ rules: rulesOf('simple'), seed: 1 });

const el = document.createElement('klaberjass-table');
const table: KlaberjassTable = el;
const same: typeof TableClass = KlaberjassTable;
const asElement: HTMLElement = el;
el.mode = 'play';
el.level = 'hard';
el.addEventListener('kj-move', (e) => {
  const d: KjMoveDetail = e.detail;
  const seat: 0 | 1 = d.player;
  console.log(seat, d.notation, d.hand);
});
el.addEventListener('kj-error', (e) => {
  const source: KjErrorDetail['source'] = e.detail.source;
  console.log(source === 'opponent', e.detail.message.length);
});
setOpponentWorker(() => new Worker(new URL('./worker.js', import.meta.url), { type: 'module' }));
// @ts-expect-error: not a mode
el.mode = 'watch';
console.log(moves, valid, table, same, asElement);
`,
);
write(
  join(app, 'src', 'react.tsx'),
  `import type {} from 'klaberjass-table/jsx/react';
import type { KjMoveDetail } from 'klaberjass-table/element';

export const table = (
  <klaberjass-table
    mode="replay"
    src="/game.json"
    step={3}
    four-colour
    onkj-move={(e) => {
      const d: KjMoveDetail = e.detail;
      console.log(d.player);
    }}
  />
);
// @ts-expect-error: not a mode
export const wrong = <klaberjass-table mode="watch" />;
export const withDoc = (
  <klaberjass-table
    mode="replay"
    transcript={{ format: 'klaberjass', version: 1, rules: 'classic', players: ['Eva', 'Tom'], hands: [] }}
  />
);
// @ts-expect-error: not a transcript
export const notDoc = <klaberjass-table transcript={42} />;
`,
);
write(
  join(app, 'src', 'react-wrapper.tsx'),
  `import { KlaberjassTable, type KjMoveDetail, type KlaberjassTableProps } from 'klaberjass-table/react';

export const table = (
  <KlaberjassTable
    mode="play"
    transcript={{ format: 'klaberjass', version: 1, rules: 'classic', players: ['Eva', 'Tom'], hands: [] }}
    opponentDelay={0}
    fourColour
    onKjMove={(e) => {
      const d: KjMoveDetail = e.detail;
      console.log(d.player, d.notation);
    }}
    onKjVerdict={(e) => console.log(e.detail.verdict.valid)}
  />
);
export const props: KlaberjassTableProps = { level: 'hard' };
// @ts-expect-error: not a mode
export const wrong = <KlaberjassTable mode="watch" />;
// @ts-expect-error: not an event of the element
export const noEvent = <KlaberjassTable onKjNothing={() => {}} />;
`,
);
write(
  join(app, 'src', 'preact.tsx'),
  `/** @jsxImportSource preact */
import type {} from 'klaberjass-table/jsx/preact';

export const table = (
  <klaberjass-table mode="play" level="easy" onkj-game-end={(e) => console.log(e.detail.winner, e.detail.totals)} />
);
// @ts-expect-error: not a level
export const wrong = <klaberjass-table level="expert" />;
`,
);
write(
  join(app, 'src', 'solid.tsx'),
  `/** @jsxImportSource solid-js */
import type {} from 'klaberjass-table/jsx/solid';

export const table = (
  <klaberjass-table mode="validate" src="/game.json" on:kj-verdict={(e) => console.log(e.detail.verdict.valid)} />
);
// @ts-expect-error: not a perspective
export const wrong = <klaberjass-table perspective="2" />;
`,
);
// both resolutions at once (each tsc is a process of its own)
await Promise.all(
  [
    ['node16', 'node16'],
    ['bundler', 'esnext'],
  ].map(([resolution, module]) => {
    write(
      join(app, `tsconfig.${resolution}.json`),
      JSON.stringify(
        {
          compilerOptions: {
            target: 'es2022',
            module,
            moduleResolution: resolution,
            lib: ['es2022', 'dom', 'dom.iterable'],
            jsx: 'react-jsx',
            strict: true,
            noEmit: true,
            skipLibCheck: false,
            types: [],
          },
          include: ['src'],
        },
        null,
        2,
      ),
    );
    return check(
      `(a) tsc --noEmit, ${resolution} resolution, no skipLibCheck: library, element, JSX typings`,
      async () => {
        if (!installed) throw new Error('not installed');
        const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
        await must('tsc', process.execPath, [tsc, '-p', `tsconfig.${resolution}.json`], { cwd: app });
      },
    );
  }),
);

// ---- (b), (c): pages in Chromium ---------------------------------------------------------------
const appMain = `import 'klaberjass-table/element';
const el = document.createElement('klaberjass-table');
for (const [k, v] of Object.entries({ mode: 'play', seed: '3', level: 'easy', 'opponent-delay': '0' })) el.setAttribute(k, v);
el.addEventListener('kj-move', (e) => window.__kj.moves.push({ player: e.detail.player, at: window.__kj.messages }));
el.addEventListener('kj-error', (e) => window.__kj.errors.push(e.detail));
document.body.append(el);
`;
// counts the workers the page starts and their answers, before any app code runs
const workerProbe = `<script>
window.__kj = { workers: 0, messages: 0, moves: [], errors: [], warnings: [] };
const W = window.Worker;
window.Worker = class extends W {
  constructor(url, options) {
    super(url, options);
    window.__kj.workers++;
    this.addEventListener('message', (e) => { if (e.data && e.data.id > 0) window.__kj.messages++; });
  }
};
const warn = console.warn;
console.warn = (...a) => { window.__kj.warnings.push(a.join(' ')); warn(...a); };
</script>`;
const page = (script) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>app</title>${workerProbe}</head><body>${script}</body></html>`;

write(join(app, 'web', 'main.js'), appMain);
write(
  join(app, 'web', 'main-rollup.js'),
  `import { setOpponentWorker } from 'klaberjass-table/element';
// rollup leaves new URL(..., import.meta.url) alone: the app copies the worker and says where it is
setOpponentWorker(() => new Worker(new URL('./opponent-worker.js', import.meta.url), { type: 'module' }));
${appMain}`,
);
write(join(app, 'web', 'index.html'), page('<script type="module" src="./main.js"></script>'));

const builds = {
  async esbuild() {
    const out = join(app, 'out', 'esbuild');
    await must(
      'esbuild',
      join(root, 'node_modules', '.bin', 'esbuild'),
      ['web/main.js', '--bundle', '--format=esm', `--outdir=${out}`, '--minify', '--log-level=warning'],
      { cwd: app },
    );
    // esbuild leaves new URL('./worker.js', import.meta.url) alone: the worker goes beside the bundle
    cpSync(join(app, 'node_modules', 'klaberjass-table', 'dist', 'worker.js'), join(out, 'worker.js'));
    write(join(out, 'index.html'), page('<script type="module" src="./main.js"></script>'));
  },
  async rollup() {
    const out = join(app, 'out', 'rollup');
    write(
      join(app, 'rollup.config.mjs'),
      `import { nodeResolve } from '@rollup/plugin-node-resolve';
export default { input: 'web/main-rollup.js', output: { dir: 'out/rollup', format: 'es' }, plugins: [nodeResolve({ browser: true })] };
`,
    );
    await must(
      'rollup',
      process.execPath,
      [join(root, 'node_modules', 'rollup', 'dist', 'bin', 'rollup'), '-c', '--silent'],
      {
        cwd: app,
      },
    );
    cpSync(join(app, 'node_modules', 'klaberjass-table', 'dist', 'worker.js'), join(out, 'opponent-worker.js'));
    write(join(out, 'index.html'), page('<script type="module" src="./main-rollup.js"></script>'));
  },
  async vite() {
    // Vite follows new Worker(new URL('./worker.js', import.meta.url)) into the package by itself
    await must(
      'vite build',
      process.execPath,
      [
        join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
        'build',
        'web',
        '--base',
        './',
        '--outDir',
        '../out/vite',
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      { cwd: app },
    );
  },
};

const server = await serve(app);
const base = server.url.slice(0, -1);

const chrome = findChrome();
let browser = null;
if (chrome) {
  const puppeteer = (await import('puppeteer-core')).default;
  browser = await puppeteer.launch({ executablePath: chrome, headless: true, args: [...CHROME_ARGS, '--headless'] });
}

/** Opens a page and waits until `done` (a function run in the page) is true; returns the page's __kj. */
async function inPage(url, done, timeout = 20000) {
  if (!browser) throw new Error('Chromium not found (set CHROME_PATH)');
  const p = await browser.newPage();
  const problems = [];
  p.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  p.on('requestfailed', (r) => problems.push(`request failed: ${r.url()}`));
  p.on('response', (r) => r.status() >= 400 && problems.push(`HTTP ${r.status()}: ${r.url()}`));
  try {
    await p.goto(url);
    await p.waitForFunction(done, { timeout, polling: 50 }).catch(async () => {
      const state = await p.evaluate(() => JSON.stringify(window.__kj)).catch(() => 'unknown');
      throw new Error(`timed out: ${state}; ${problems.join('; ') || 'no page errors'}`);
    });
    return await p.evaluate(() => window.__kj);
  } finally {
    await p.close();
  }
}

for (const [name, build] of Object.entries(builds)) {
  await check(`(b) ${name} bundles an app with the element; the computer's move comes from its worker`, async () => {
    if (!installed) throw new Error('not installed');
    await build();
    const kj = await inPage(`${base}/out/${name}/index.html`, () => window.__kj.moves.some((m) => m.player === 1));
    const move = kj.moves.find((m) => m.player === 1);
    if (kj.workers < 1) throw new Error('no worker was started');
    if (move.at < 1) throw new Error('the move came before any answer from the worker (main thread)');
    if (kj.errors.length) throw new Error(`kj-error: ${JSON.stringify(kj.errors)}`);
    if (kj.warnings.some((w) => /main thread/.test(w))) throw new Error(`fell back: ${kj.warnings.join('; ')}`);
  });
}

await check(
  '(c) a plain HTML page loads dist/browser/klaberjass-table.js from the package: replays, plays, validates',
  async () => {
    if (!installed) throw new Error('not installed');
    const game = readFileSync(join(root, 'test', 'fixtures', 'conformance', 'valid', 'game-classic-000.json'), 'utf8');
    write(join(app, 'plain', 'game.json'), game);
    write(
      join(app, 'plain', 'index.html'),
      page(`<klaberjass-table id="replay" src="./game.json" step="4"></klaberjass-table>
<klaberjass-table id="play" mode="play" seed="3" level="easy" opponent-delay="0"></klaberjass-table>
<klaberjass-table id="validate" mode="validate" src="./game.json"></klaberjass-table>
<script type="module">
  const kj = window.__kj;
  document.getElementById('play').addEventListener('kj-move', (e) => kj.moves.push({ player: e.detail.player, at: kj.messages }));
  document.getElementById('validate').addEventListener('kj-verdict', (e) => (kj.verdict = e.detail.verdict.valid));
  for (const el of document.querySelectorAll('klaberjass-table')) el.addEventListener('kj-error', (e) => kj.errors.push(e.detail));
  await import('../node_modules/klaberjass-table/dist/browser/klaberjass-table.js');
  const replay = document.getElementById('replay');
  const felt = () => replay.shadowRoot && replay.shadowRoot.querySelector('.felt');
  kj.replayed = await new Promise((r) => { const t = setInterval(() => felt() && (clearInterval(t), r(true)), 50); });
</script>`),
    );
    const kj = await inPage(
      `${base}/plain/index.html`,
      () => window.__kj.replayed && window.__kj.verdict !== undefined && window.__kj.moves.some((m) => m.player === 1),
    );
    if (kj.verdict !== true) throw new Error('the validate table did not find the game valid');
    if (kj.errors.length) throw new Error(`kj-error: ${JSON.stringify(kj.errors)}`);
    if (kj.moves.find((m) => m.player === 1).at < 1) throw new Error('the computer moved on the main thread');
  },
);

await browser?.close();
server.close();

// ---- (d) the CLI -------------------------------------------------------------------------------
await check('(d) npx klaberjass-validate in the consumer folder: a transcript, and the folder itself', async () => {
  if (!installed) throw new Error('not installed');
  const file = join(app, 'transcripts', 'game.json');
  write(file, readFileSync(join(root, 'test', 'fixtures', 'conformance', 'valid', 'game-classic-000.json'), 'utf8'));
  const one = await must(
    'npx klaberjass-validate transcripts/game.json',
    npm,
    ['exec', '--offline', '--', 'klaberjass-validate', 'transcripts/game.json'],
    {
      cwd: app,
    },
  );
  if (!/valid/i.test(one)) throw new Error(`unexpected output: ${one}`);
  // the folder: node_modules, out/ (built apps) and the JSON files that are no transcripts are not checked
  const folder = await run(npm, ['exec', '--offline', '--', 'klaberjass-validate', '.', '--ignore', 'out/**'], {
    cwd: app,
  });
  if (folder.code !== 0) throw new Error(`klaberjass-validate . exited ${folder.code}:\n${folder.out.slice(-2000)}`);
  // transcripts/game.json and plain/game.json; package.json, tsconfig.*.json skipped
  if (!/^2 documents checked: 2 valid, 0 invalid$/m.test(folder.out) || !/^\d+ JSON files skipped/m.test(folder.out))
    throw new Error(`expected two documents checked and the rest skipped:\n${folder.out.slice(-2000)}`);
});

if (!keep) rmSync(work, { recursive: true, force: true });
else console.log(`kept ${work}`);
const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ passed, failed, results }, null, 2) + '\n');
console.log(`consumer test: ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
