/**
 * Node-only entry point of `klaberjass-validate` (built into dist/cli.js, started by
 * bin/klaberjass-validate.mjs): arguments and streams in, exit code out. See run.ts.
 */
import { run } from './run.js';
import { packageVersion } from './version.js';

process.exitCode = await run(
  process.argv.slice(2),
  { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr },
  { version: packageVersion() },
);
