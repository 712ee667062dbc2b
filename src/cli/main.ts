/**
 * Node-only entry point of `klaberjass-validate` (built into dist/cli.js, started by
 * bin/klaberjass-validate.mjs): arguments and streams in, exit code out. See run.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fdStream } from './output.js';
import { run } from './run.js';

/** The package version, from the nearest package.json above this file (src/cli or dist). */
function packageVersion(): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      try {
        const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
        if (pkg.name === 'klaberjass-table') return pkg.version;
      } catch {
        return undefined;
      }
    }
    const up = dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  return undefined;
}

process.exitCode = await run(
  process.argv.slice(2),
  // standard output as a file descriptor whose every write is checked to its last byte (output.ts)
  { stdin: process.stdin, stdout: fdStream(1), stderr: process.stderr },
  { version: packageVersion(), stdoutFd: 1 },
);
