#!/usr/bin/env node
// Thin wrapper: the CLI itself is src/cli/main.ts, built into dist/cli.js by `npm run build`.
import { existsSync } from 'node:fs';

const cli = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(cli)) {
  console.error('klaberjass-validate: dist/cli.js is missing: run npm run build first');
  process.exit(2);
}
await import(cli.href);
