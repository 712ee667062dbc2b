/**
 * Node-only entry point of `klaberjass-validate` (built into dist/cli.js, started by
 * bin/klaberjass-validate.mjs): arguments and streams in, exit code out. See run.ts.
 */
import { fdStream } from './output.js';
import { run } from './run.js';
import { packageVersion } from './version.js';

process.exitCode = await run(
  process.argv.slice(2),
  // standard output as a file descriptor whose every write is checked to its last byte (output.ts)
  { stdin: process.stdin, stdout: fdStream(1), stderr: process.stderr },
  { version: packageVersion(), stdoutFd: 1 },
);
