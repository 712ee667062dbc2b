// A large NDJSON file (about 50 MB) is checked in bounded memory: the child's peak resident set
// size is measured with process.resourceUsage() at exit and must stay under 200 MB.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { builtCli, compact, root, tempDir } from './helpers.js';

const TARGET_BYTES = 50 * 1024 * 1024;
const RSS_LIMIT_MB = 200;
/** Prints the peak RSS (KiB) on stderr as the child exits. */
const REPORT_RSS =
  'data:text/javascript,process.on("exit",()=>process.stderr.write("\\nmaxrss-kb="+process.resourceUsage().maxRSS+"\\n"))';

let dir = '';
let cleanup = () => {};
let path = '';
let documents = 0;
let bytes = 0;

before(async () => {
  ({ dir, cleanup } = tempDir('kj-big-'));
  path = join(dir, 'big.ndjson');
  const lines = [
    'valid/game-classic-000.json',
    'valid/game-bela-501-012.json',
    'valid/game-schmeiss-036.json',
    'valid/game-simple-024.json',
    'valid/tie-game-classic_held-over-000.json',
    'valid/hands-classic_schmeiss-006.json',
    'valid/single-classic-000.json',
  ].map((name) => compact(name) + '\n');
  const out = createWriteStream(path);
  while (bytes < TARGET_BYTES) {
    const line = lines[documents % lines.length];
    documents += 1;
    bytes += Buffer.byteLength(line);
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
});
after(() => cleanup());

function runChild(args: string[]): Promise<{ status: number | null; stdout: string; stderr: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const start = Date.now();
    const child = spawn(process.execPath, ['--import', REPORT_RSS, builtCli(), ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr, ms: Date.now() - start }));
  });
}

test(
  `a ~50 MB NDJSON file is checked in bounded memory (peak RSS < ${RSS_LIMIT_MB} MB), with no progress line when piped`,
  { timeout: 600000 },
  async (t) => {
    const r = await runChild(['--quiet', '--json', path]);
    assert.equal(r.status, 0, r.stderr.slice(0, 2000));
    const summary = JSON.parse(r.stdout) as { documents: number; valid: number; invalid: number };
    assert.deepEqual(
      { documents: summary.documents, valid: summary.valid, invalid: summary.invalid },
      { documents, valid: documents, invalid: 0 },
    );
    const m = /maxrss-kb=(\d+)/.exec(r.stderr);
    assert.ok(m, `no RSS figure on stderr: ${r.stderr.slice(0, 500)}`);
    const rssMb = Number(m[1]) / 1024;
    const mb = bytes / 1024 / 1024;
    t.diagnostic(
      `${documents} documents, ${mb.toFixed(1)} MB in ${(r.ms / 1000).toFixed(1)} s (${Math.round(documents / (r.ms / 1000))} docs/s with start-up), peak RSS ${rssMb.toFixed(0)} MB`,
    );
    assert.ok(rssMb < RSS_LIMIT_MB, `peak RSS ${rssMb.toFixed(0)} MB`);
    // stderr carries nothing but the RSS figure: no progress line when it is not a terminal
    assert.equal(r.stderr.replace(/\nmaxrss-kb=\d+\n/, ''), '');
  },
);

test('a reader that goes away early (| head -1) ends the run without a crash', { timeout: 120000 }, async () => {
  const child = spawn(process.execPath, [builtCli(), '--json', path], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const first = await new Promise<string>((resolve) =>
    child.stdout.once('data', (d: Buffer) => resolve(d.toString('utf8'))),
  );
  assert.match(first, /^\{"file":/);
  child.stdout.destroy();
  const [status] = (await once(child, 'close')) as [number | null];
  assert.ok(!/\n\s+at /.test(stderr), `stack trace: ${stderr}`);
  assert.ok(status === 0 || status === 1 || status === 2, `exit ${status}`);
});
