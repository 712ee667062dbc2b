// Shared helpers of the CLI tests: run the command as a child process on temporary files, as a
// user does: the built command (bin/klaberjass-validate.mjs, which runs dist/cli.js). A missing
// build fails the test that needs it (run npm run build first), never skips it.
import { spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const MAIN = join(root, 'src/cli/main.ts');
export const BIN = join(root, 'bin/klaberjass-validate.mjs');
export const DIST_CLI = join(root, 'dist/cli.js');
export const CONFORMANCE = join(root, 'test/fixtures/conformance');

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** The command as a user runs it: `node bin/klaberjass-validate.mjs` (fails when dist/cli.js is not built). */
export function builtCli(): string {
  if (!existsSync(DIST_CLI)) throw new Error('dist/cli.js is missing: run npm run build before the CLI tests');
  return BIN;
}

/** Runs the built command (`node bin/klaberjass-validate.mjs …args`) to the end. */
export function cli(args: string[], options: { input?: string | Buffer; cwd?: string } = {}): CliResult {
  const command = [builtCli(), ...args];
  const r: SpawnSyncReturns<string> = spawnSync(process.execPath, command, {
    cwd: options.cwd ?? root,
    input: options.input,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    timeout: 120000,
  });
  if (r.error) throw r.error;
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The same, asynchronously, with stdin from a stream of chunks (for large inputs). */
export function cliAsync(args: string[], extraNodeArgs: string[] = []): Promise<CliResult> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [...extraNodeArgs, builtCli(), ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (status) => resolvePromise({ status, stdout, stderr }));
  });
}

/** A fresh temporary directory, removed by the returned function. */
export function tempDir(prefix = 'kj-cli-'): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A conformance document as compact JSON text (one line). */
export function compact(name: string): string {
  return JSON.stringify(JSON.parse(readFileSync(join(CONFORMANCE, name), 'utf8')));
}

export function conformanceText(name: string): string {
  return readFileSync(join(CONFORMANCE, name), 'utf8');
}

/** The NDJSON records printed by --json. */
export function records(stdout: string): Record<string, unknown>[] {
  return stdout
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

export interface JsonRecord {
  file: string;
  line?: number;
  valid: boolean;
  violations: { rule: string; hand?: number; move?: number; path: string; message: string }[];
  notes: { hand?: number; move?: number; message: string }[];
}
