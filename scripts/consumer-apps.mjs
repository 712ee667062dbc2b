#!/usr/bin/env node
// The consumer apps: real apps made with today's tools (a Vite React app, a Next.js app, …), each in
// test/consumer-apps/<app>/ with its own package.json and committed package-lock.json, built from
// the packed package and checked in Chromium. For each app folder with a check.mjs:
//   1. copy the folder (without node_modules) to a temporary directory
//   2. npm ci --prefer-offline (npm's cache makes a second run quick), then
//      npm install --no-save <the packed tarball>
//   3. call the app's check.mjs: `export default async function check(context)`, which throws on
//      failure. The context:
//        tarball   the packed package (.tgz)
//        dir       the temporary copy of the app, installed
//        chrome    the path of Chromium (scripts/chrome.mjs), or undefined
//        run(cmd, argv, options) → Promise<{ code, out }>  (stdout and stderr together; options of
//                  child_process.spawn, cwd defaults to dir)
//        must(cmd, argv, options) → Promise<out>  (run, throwing with the output's tail when the
//                  exit code is not 0)
//        log(...text)  a line under the app's result
//        serve(folder, { fallback }) → Promise<{ url, close }>  a static server of a built site
//                  (`fallback`: a file served for unknown paths, as single-page apps want)
//        start(cmd, argv, { url, env }) → Promise<{ close }>  a server the app brings (next start,
//                  vite, …), started in dir and waited for until `url` answers
//        port() → Promise<number>  a free TCP port on 127.0.0.1
//        open(url, until, { timeout, javaScript, screenshot, viewport }) → Promise<{ value, problems }>
//                  opens the page in Chromium (`javaScript: false`: with the page's scripts off) and
//                  waits until `until` (a function run in the page) returns something truthy
//                  (value); `screenshot`: a PNG of the whole page written there. Before the page's own scripts, `window.__kj` counts the workers the page
//                  starts (`workers`) and their answers (`messages`). `problems` lists console
//                  errors, page errors, failed requests and HTTP statuses of 400 and above.
// Prints `ok`/`FAIL` per app; the last line is `N passed, N failed`. `--json FILE` writes the counts
// for scripts/test.mjs, `--only NAME` (repeatable) checks those apps, `--keep` keeps the temporary
// folders. Run after `npm run build`.
// (window: the functions passed to page.evaluate and waitForFunction run in the page)
/* global window */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CHROME_ARGS, findChrome } from './chrome.mjs';
import { serve } from './static-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const appsDir = join(root, 'test', 'consumer-apps');
const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : null);
const jsonOut = option('--json');
const only = args.flatMap((a, i) => (args[i - 1] === '--only' ? [a] : []));
const keep = args.includes('--keep');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();
const seconds = (t0) => `${((Date.now() - t0) / 1000).toFixed(1)} s`;

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
const tail = (out, n = 30) => out.trim().split('\n').slice(-n).join('\n');
async function must(cmd, argv, options) {
  const r = await run(cmd, argv, options);
  if (r.code !== 0) throw new Error(`${cmd} ${argv.join(' ')} exited ${r.code}:\n${tail(r.out)}`);
  return r.out;
}

// ---- servers the apps bring (a built site: static-server.mjs) --------------------------------

/** A free TCP port on 127.0.0.1 (for a server an app starts itself). */
async function freePort() {
  const s = createServer();
  await new Promise((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address();
  await new Promise((r) => s.close(r));
  return port;
}

function starter(dir, log) {
  return async function start(cmd, argv, { url, env = {}, timeout = 120_000 } = {}) {
    const child = spawn(cmd, argv, { cwd: dir, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const close = () => {
      if (child.exitCode === null) child.kill();
    };
    const t0 = Date.now();
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${cmd} ${argv.join(' ')} exited ${child.exitCode}:\n${tail(out)}`);
      const ok = await fetch(url).then(
        (r) => r.status < 500,
        () => false,
      );
      if (ok) break;
      if (Date.now() - t0 > timeout) {
        close();
        throw new Error(`${url} did not answer within ${timeout / 1000} s:\n${tail(out)}`);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    log(`started ${cmd === process.execPath ? 'node' : cmd} ${argv.join(' ')} in ${seconds(t0)}`);
    return { close, output: () => out };
  };
}

// ---- Chromium -------------------------------------------------------------------------------
const chrome = findChrome();
let browser = null;
async function theBrowser() {
  if (!chrome) throw new Error('Chromium not found (set CHROME_PATH)');
  if (!browser) {
    const puppeteer = (await import('puppeteer-core')).default;
    browser = await puppeteer.launch({ executablePath: chrome, headless: true, args: [...CHROME_ARGS, '--headless'] });
  }
  return browser;
}

// counts the workers a page starts and their answers, before any of the page's scripts
const WORKER_PROBE = () => {
  window.__kj = { workers: 0, messages: 0 };
  const W = window.Worker;
  window.Worker = class extends W {
    constructor(url, options) {
      super(url, options);
      window.__kj.workers++;
      this.addEventListener('message', (e) => {
        if (e.data && e.data.id > 0) window.__kj.messages++;
      });
    }
  };
};

async function open(url, until, { timeout = 60_000, javaScript = true, screenshot, viewport } = {}) {
  const page = await (await theBrowser()).newPage();
  if (!javaScript) await page.setJavaScriptEnabled(false);
  if (viewport) await page.setViewport(viewport);
  const problems = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(`console error: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()} (${r.failure()?.errorText})`));
  page.on('response', (r) => r.status() >= 400 && problems.push(`HTTP ${r.status()}: ${r.url()}`));
  try {
    await page.evaluateOnNewDocument(WORKER_PROBE);
    await page.goto(url);
    const handle = await page.waitForFunction(until, { timeout, polling: 100 }).catch(async () => {
      const state = await page.evaluate(() => JSON.stringify(window.__kj)).catch(() => 'unknown');
      throw new Error(`${url}: timed out; __kj ${state}; ${problems.join('; ') || 'no page errors'}`);
    });
    if (screenshot) await page.screenshot({ path: screenshot, fullPage: true });
    return { value: await handle.jsonValue(), problems };
  } finally {
    await page.close();
  }
}

// ---- the apps -------------------------------------------------------------------------------
const apps = existsSync(appsDir)
  ? readdirSync(appsDir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && existsSync(join(appsDir, e.name, 'check.mjs')))
      .map((e) => e.name)
      .filter((name) => !only.length || only.includes(name))
      .sort()
  : [];
const unknown = only.filter((name) => !apps.includes(name));
if (unknown.length) {
  console.log(`no app ${unknown.join(', ')} in test/consumer-apps`);
  process.exit(1);
}

const results = [];
const work = mkdtempSync(join(tmpdir(), 'kj-apps-'));
let tarball = null;
try {
  if (!existsSync(join(root, 'dist', 'react.js'))) throw new Error('dist/ is missing: run npm run build');
  const packed = await must(npm, ['pack', '--pack-destination', work, '--json', '--loglevel=error'], { cwd: root });
  tarball = join(work, JSON.parse(packed.slice(packed.indexOf('[')))[0].filename);
} catch (e) {
  results.push({ name: 'npm pack', ok: false, error: String(e?.message ?? e) });
  console.log(`FAIL npm pack: ${e?.message ?? e}`);
}

for (const name of tarball ? apps : []) {
  const t0 = Date.now();
  const dir = join(work, name);
  const lines = [];
  const log = (...text) => lines.push(text.join(' '));
  const closers = [];
  try {
    cpSync(join(appsDir, name), dir, {
      recursive: true,
      filter: (src) => !/[\\/](node_modules|\.next|dist)$/.test(src),
    });
    const npmArgs = ['--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'];
    let t = Date.now();
    await must(npm, ['ci', ...npmArgs], { cwd: dir });
    await must(npm, ['install', '--no-save', ...npmArgs, tarball], { cwd: dir });
    log(`installed in ${seconds(t)}`);
    t = Date.now();
    const { default: check } = await import(pathToFileURL(join(dir, 'check.mjs')).href);
    const start = starter(dir, log);
    await check({
      tarball,
      dir,
      chrome,
      run: (cmd, argv, options) => run(cmd, argv, { cwd: dir, ...options }),
      must: (cmd, argv, options) => must(cmd, argv, { cwd: dir, ...options }),
      log,
      serve: async (folder, options) => {
        const s = await serve(folder, options);
        closers.push(s.close);
        return s;
      },
      start: async (cmd, argv, options) => {
        const s = await start(cmd, argv, options);
        closers.push(s.close);
        return s;
      },
      port: freePort,
      open,
    });
    log(`checked in ${seconds(t)}`);
    results.push({ name, ok: true, seconds: (Date.now() - t0) / 1000 });
    console.log(`ok   ${name} (${seconds(t0)})`);
  } catch (e) {
    results.push({ name, ok: false, error: String(e?.message ?? e), seconds: (Date.now() - t0) / 1000 });
    console.log(`FAIL ${name} (${seconds(t0)}): ${e?.message ?? e}`);
  } finally {
    for (const close of closers.reverse()) close();
  }
  for (const line of lines) console.log(`     ${line}`);
}

await browser?.close();
if (!keep) rmSync(work, { recursive: true, force: true });
else console.log(`kept ${work}`);
const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ passed, failed, results }, null, 2) + '\n');
console.log(`consumer apps: ${apps.length} in ${seconds(started)}`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
