// klaberjass-validate on NDJSON (issue 22 point 6): the CPU time of the command itself (run
// in-process, as main.ts runs it, on a temporary file of the seeded corpus of
// scripts/make-corpus.ts) per 100 MB of input, the best of three runs; and, for comparison on the
// same lines, the validator alone (validate on each line, no reading or reporting): the
// difference is what the command adds (reading, splitting, decoding, reporting). The goal:
// back at the earlier release's 2.0 s per 100 MB (on the machine of that report).
// Also --fix-result on one 12 MB document (issue 22 point 1: it took 101 s and 1.3 GB where
// validating the same file took 12 s): CPU time and peak memory of the command run as a user runs
// it (a child process on src/cli/main.ts), beside plain validation of the same file.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PassThrough } from 'node:stream';
import { corpusLines } from '../scripts/make-corpus.js';
import { run as runCli } from '../src/cli/run.js';
import { validate } from '../src/validator/index.js';

const GAMES = 4000;
const REPEATS = 3;
const HUNDRED_MB = 100 * 1024 * 1024;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The child reports its CPU time (µs) and peak resident set (KiB) on standard error as it exits. */
const REPORT_USAGE =
  'data:text/javascript,process.on("exit",()=>{const u=process.resourceUsage();process.stderr.write("\\nusage="+(u.userCPUTime+u.systemCPUTime)+" "+u.maxRSS+"\\n")})';

/** One document of about `bytes` of compact JSON: a conformance game's hands repeated, their results left out. */
function bigDocument(bytes: number): string {
  const doc = JSON.parse(
    readFileSync(join(root, 'test/fixtures/conformance/valid/hands-classic_schmeiss-006.json'), 'utf8'),
  ) as {
    hands: Record<string, unknown>[];
  };
  const one = doc.hands.map(({ result: _, ...hand }) => hand);
  const per = JSON.stringify(one).length;
  const hands: unknown[] = [];
  for (let size = 0; size < bytes; size += per) hands.push(...one);
  return JSON.stringify({ ...doc, hands });
}

/** `klaberjass-validate ...args` on src/cli/main.ts in a child: its CPU seconds and peak memory (MB). */
function child(args: string[]): { cpu: number; mb: number } {
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--import', REPORT_USAGE, join(root, 'src/cli/main.ts'), ...args],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 512 * 1024 * 1024,
    },
  );
  const m = /usage=(\d+) (\d+)/.exec(r.stderr);
  if (!m || (r.status !== 0 && r.status !== 1))
    throw new Error(`klaberjass-validate ${args.join(' ')}: ${r.stderr.slice(0, 500)}`);
  return { cpu: Math.round(Number(m[1]) / 1e4) / 100, mb: Math.round(Number(m[2]) / 1024) };
}

const cpuMs = async (f: () => unknown): Promise<number> => {
  const start = process.cpuUsage();
  await f();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

export async function run(): Promise<Record<string, number | string>> {
  const lines = [...corpusLines(GAMES)];
  const text = lines.join('\n') + '\n';
  const bytes = Buffer.byteLength(text);
  const dir = mkdtempSync(join(tmpdir(), 'kj-cli-bench-'));
  const file = join(dir, 'corpus.ndjson');
  writeFileSync(file, text);
  try {
    let cli = Infinity;
    let alone = Infinity;
    for (let i = 0; i < REPEATS; i++) {
      cli = Math.min(
        cli,
        await cpuMs(async () => {
          const out = new PassThrough().resume();
          const err = new PassThrough().resume();
          const code = await runCli(['-q', '--no-progress', file], {
            stdin: new PassThrough(),
            stdout: out,
            stderr: err,
          });
          if (code !== 0) throw new Error(`klaberjass-validate exited ${code} on the corpus`);
        }),
      );
      alone = Math.min(
        alone,
        await cpuMs(() => {
          for (const line of lines) if (!validate(line).valid) throw new Error('a corpus game was judged invalid');
        }),
      );
    }
    const per100 = (ms: number) => Math.round((ms / 1000) * (HUNDRED_MB / bytes) * 100) / 100;
    const big = join(dir, 'big.json');
    const bigText = bigDocument(12 * 1024 * 1024);
    writeFileSync(big, bigText);
    const limit = String(Buffer.byteLength(bigText) + 1);
    const fix = child(['--max-bytes', limit, '--fix-result', big]);
    const check = child(['--max-bytes', limit, '-q', big]);
    return {
      'cli.fixResult12MB.cpuSeconds': fix.cpu,
      'cli.fixResult12MB.peakMB': fix.mb,
      'cli.validate12MB.cpuSeconds': check.cpu,
      'cli.validate12MB.peakMB': check.mb,
      'cli.ndjsonMB': Math.round((bytes / 1024 / 1024) * 10) / 10,
      'cli.ndjsonCpuSecondsPer100MB': per100(cli),
      'cli.validateAloneCpuSecondsPer100MB': per100(alone),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
