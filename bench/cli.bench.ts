// klaberjass-validate on NDJSON (issue 22 point 6): the CPU time of the command itself (run
// in-process, as main.ts runs it, on a temporary file of the seeded corpus of
// scripts/make-corpus.ts) per 100 MB of input, the best of three runs; and, for comparison on the
// same lines, the validator alone (validate on each line, no reading or reporting): the
// difference is what the command adds (reading, splitting, decoding, reporting). The goal:
// back at the earlier release's 2.0 s per 100 MB (on the machine of that report).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { corpusLines } from '../scripts/make-corpus.js';
import { run as runCli } from '../src/cli/run.js';
import { validate } from '../src/validator/index.js';

const GAMES = 4000;
const REPEATS = 3;
const HUNDRED_MB = 100 * 1024 * 1024;

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
    return {
      'cli.ndjsonMB': Math.round((bytes / 1024 / 1024) * 10) / 10,
      'cli.ndjsonCpuSecondsPer100MB': per100(cli),
      'cli.validateAloneCpuSecondsPer100MB': per100(alone),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
