#!/usr/bin/env node
// `npm test`: typecheck, lint, format check, browser tests (web-test-runner), Node tests (node --test), the
// consumer test (the packed package in a fresh project: scripts/consumer-test.mjs), the consumer apps
// (real apps built from the packed package: scripts/consumer-apps.mjs), then one
// closing line `N passed, N failed` (typecheck and lint count as one check each).
// Exits 1 when anything failed or when no test ran at all.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CHROME_CANDIDATES, findChrome } from './chrome.mjs';
import { firstLine } from './first-line.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const bin = (name) => join(root, 'node_modules', '.bin', name);
const resultsDir = join(root, '.wtr-results');
const isCI = Boolean(process.env.CI) || !process.stdout.isTTY;

/** Runs a command with inherited stdio; resolves to its exit code (1 when it could not start). */
function run(cmd, args, options = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
    child.on('error', (err) => {
      console.error(`could not run ${cmd}: ${err.message}`);
      resolvePromise(1);
    });
    child.on('close', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

function heading(text) {
  console.log(`\n=== ${text} ===`);
}

function seconds(start) {
  return ((Date.now() - start) / 1000).toFixed(1) + ' s';
}

// ---- (a) Chromium -------------------------------------------------------------------------
const HINT = 'npm test needs Chromium: install it with "sudo apt-get install chromium" or set CHROME_PATH';

async function ensureChrome() {
  if (process.env.CHROME_PATH && !existsSync(process.env.CHROME_PATH)) {
    console.log(`CHROME_PATH=${process.env.CHROME_PATH} does not exist; looking elsewhere`);
  }
  let chrome = findChrome();
  if (chrome) return chrome;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    console.log(HINT);
    process.exit(1);
  }
  heading('installing Chromium: apt-get update && apt-get install -y chromium');
  const start = Date.now();
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let code = await run('apt-get', ['update'], { env });
  if (code === 0) code = await run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { env });
  chrome = findChrome();
  if (code !== 0 || !chrome) {
    console.log(`apt-get failed (exit ${code}); none of ${CHROME_CANDIDATES.join(', ')} exists`);
    console.log(HINT);
    process.exit(1);
  }
  console.log(`installed Chromium in ${seconds(start)}: ${chrome}`);
  return chrome;
}

// ---- helpers for test files ------------------------------------------------------------------
function findFiles(dir, predicate) {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...findFiles(full, predicate));
    else if (predicate(full)) out.push(full);
  }
  return out.sort();
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

// ---- main ------------------------------------------------------------------------------------
const stages = [];
/** `failures`: each failing test as {file, test, error}, named again in the closing summary. */
const record = (name, passed, failed, skipped, ms, note = '', failures = []) =>
  stages.push({ name, passed, failed, skipped, ms, note, failures });

const chrome = await ensureChrome();
const childEnv = { ...process.env, CHROME_PATH: chrome };
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

// (b) typecheck
{
  heading('typecheck: tsc --noEmit');
  const start = Date.now();
  const code = await run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
  if (code === 0) console.log('typecheck: clean');
  else console.log(`typecheck: FAILED (tsc exit ${code})`);
  record('typecheck', code === 0 ? 1 : 0, code === 0 ? 0 : 1, 0, Date.now() - start);
}

// (c) lint
{
  heading('lint: eslint .');
  const start = Date.now();
  const code = await run(bin('eslint'), ['.', '--max-warnings', '0']);
  if (code === 0) console.log('lint: clean');
  else console.log(`lint: FAILED (eslint exit ${code})`);
  record('lint', code === 0 ? 1 : 0, code === 0 ? 0 : 1, 0, Date.now() - start);
}

// (c2) format
{
  heading('format: prettier --check .');
  const start = Date.now();
  const code = await run(bin('prettier'), ['--check', '.', '--log-level', 'warn']);
  if (code === 0) console.log('format: clean');
  else console.log(`format: FAILED (prettier exit ${code}; npm run format rewrites the files)`);
  record('format', code === 0 ? 1 : 0, code === 0 ? 0 : 1, 0, Date.now() - start);
}

// (d) browser tests
const browserFiles = findFiles(
  join(root, 'test'),
  (f) => f.endsWith('.test.ts') && !f.startsWith(join(root, 'test', 'node') + '/'),
);
if (browserFiles.length === 0) {
  heading('browser tests: web-test-runner');
  console.log('no test/**/*.test.ts files outside test/node');
  record('browser tests', 0, 0, 0, 0);
} else {
  heading(
    `browser tests: web-test-runner, ${browserFiles.length} file${browserFiles.length === 1 ? '' : 's'} (Chromium ${chrome})`,
  );
  const start = Date.now();
  const summaryFile = join(resultsDir, 'summary.json');
  const args = ['--config', 'web-test-runner.config.mjs'];
  if (isCI) args.push('--static-logging');
  const code = await run(bin('wtr'), args, { env: childEnv });
  const summary = readJson(summaryFile);
  const { passed = 0, skipped = 0 } = summary ?? {};
  let failed = summary?.failed ?? 0;
  let note = '';
  if (!summary) {
    failed += 1;
    note = `web-test-runner wrote no summary (exit ${code})`;
  } else if (code !== 0 && failed === 0) {
    failed += 1;
    note = `web-test-runner exited ${code} with no failed test`;
  }
  if (summary?.brokenFiles?.length) {
    for (const b of summary.brokenFiles) {
      const why = b.errors.map((e) => e.split('\n')[0]).join(' | ') || 'session failed';
      console.log(`broken test file ${relative(root, b.file)} (${b.browser ?? 'browser'}): ${why}`);
    }
  }
  if (note) console.log(note);
  const failures = [
    ...(summary?.failures ?? []),
    ...(summary?.brokenFiles ?? []).map((b) => ({ file: b.file, test: '(the file)', error: b.errors[0] ?? '' })),
  ];
  record('browser tests', passed, failed, skipped, Date.now() - start, note, failures);
}

// (e) Node tests
{
  const files = findFiles(join(root, 'test', 'node'), (f) => f.endsWith('.test.ts'));
  heading(`node tests: node --import tsx --test (${files.length} file${files.length === 1 ? '' : 's'})`);
  const start = Date.now();
  if (files.length === 0) {
    console.log('no test/node/**/*.test.ts files');
    record('node tests', 0, 0, 0, 0);
  } else {
    const summaryFile = join(resultsDir, 'node-summary.json');
    const reporter = pathToFileURL(join(root, 'scripts', 'node-test-summary-reporter.mjs')).href;
    const code = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        '--test',
        '--test-reporter=spec',
        '--test-reporter-destination=stdout',
        `--test-reporter=${reporter}`,
        `--test-reporter-destination=${summaryFile}`,
        ...files.map((f) => relative(root, f)),
      ],
      { env: childEnv },
    );
    const summary = readJson(summaryFile);
    const { passed = 0, skipped = 0 } = summary ?? {};
    let failed = summary?.failed ?? 0;
    let note = '';
    if (!summary || !summary.sawSummary) {
      failed += 1;
      note = `node --test gave no summary (exit ${code})`;
    } else if (code !== 0 && failed === 0) {
      failed += 1;
      note = `node --test exited ${code} with no failed test`;
    }
    if (note) console.log(note);
    record('node tests', passed, failed, skipped, Date.now() - start, note, summary?.failures ?? []);
  }
}

/**
 * A stage run by a script of its own that writes its counts to `--json FILE` (the consumer test,
 * the consumer apps): no summary, or a failing exit with no failure counted, is one failure more.
 * `name` is the stage's line in the summary, `label` how its notes name it, `what` one of its checks.
 */
async function scriptStage(title, name, label, script, what) {
  heading(title);
  const start = Date.now();
  const summaryFile = join(resultsDir, `${name.replace(' ', '-')}.json`);
  const code = await run(process.execPath, [join(root, 'scripts', script), '--json', summaryFile], {
    env: childEnv,
  });
  const summary = readJson(summaryFile);
  let failed = summary?.failed ?? 0;
  let note = '';
  if (!summary) {
    failed += 1;
    note = `the ${label} wrote no summary (exit ${code})`;
  } else if (code !== 0 && failed === 0) {
    failed += 1;
    note = `the ${label} exited ${code} with no failed ${what}`;
  }
  if (note) console.log(note);
  const failures = (summary?.results ?? [])
    .filter((r) => !r.ok)
    .map((r) => ({ file: script, test: r.name, error: firstLine(r.error) }));
  record(name, summary?.passed ?? 0, failed, 0, Date.now() - start, note, failures);
}

// (f) the consumer test: the packed package installed into a fresh project (scripts/consumer-test.mjs)
await scriptStage(
  'consumer test: npm pack, install, type-check, bundle, run (scripts/consumer-test.mjs)',
  'consumer tests',
  'consumer test',
  'consumer-test.mjs',
  'check',
);

// (g) the consumer apps: real apps built from the packed package (scripts/consumer-apps.mjs)
await scriptStage(
  'consumer apps: test/consumer-apps/*, built and checked in Chromium (scripts/consumer-apps.mjs)',
  'consumer apps',
  'consumer apps',
  'consumer-apps.mjs',
  'app',
);

// ---- closing summary ---------------------------------------------------------------------------
const total = stages.reduce(
  (t, s) => ({ passed: t.passed + s.passed, failed: t.failed + s.failed, skipped: t.skipped + s.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
const testsRan = stages.filter((s) => s.name.endsWith('tests')).reduce((n, s) => n + s.passed + s.failed, 0);

heading('summary');
for (const s of stages) {
  const status = s.failed > 0 ? 'FAIL' : 'ok  ';
  console.log(
    `${status} ${s.name.padEnd(14)} ${String(s.passed).padStart(4)} ok  ${String(s.failed).padStart(3)} failing  ${String(s.skipped).padStart(3)} skipped  (${(s.ms / 1000).toFixed(1)} s)`,
  );
}
// Which tests failed, named again here: a CI log is often read from its end only.
for (const s of stages) {
  for (const f of s.failures) {
    const file = f.file ? relative(root, f.file) : s.name;
    console.log(`failing in ${s.name}: ${file}: ${f.test}${f.error ? ` (${f.error})` : ''}`);
  }
}
if (testsRan === 0) {
  console.log('no test ran: that counts as one failure');
  total.failed += 1;
}
writeFileSync(join(resultsDir, 'all.json'), JSON.stringify({ ...total, stages }, null, 2) + '\n');
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exitCode = total.failed > 0 ? 1 : 0;
