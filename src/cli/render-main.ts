/**
 * Node-only entry point of `klaberjass-render` (built into dist/render-cli.js, started by
 * bin/klaberjass-render.mjs): arguments and streams in, exit code out. See render-run.ts.
 */
import { packageVersion } from './version.js';
import { runRender } from './render-run.js';

process.exitCode = await runRender(
  process.argv.slice(2),
  { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr },
  { version: packageVersion() },
);
