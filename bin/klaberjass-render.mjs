#!/usr/bin/env node
// Thin wrapper: the command itself is src/cli/render-main.ts, built into dist/render-cli.js by `npm run build`.
import { existsSync } from 'node:fs';

const cli = new URL('../dist/render-cli.js', import.meta.url);
if (!existsSync(cli)) {
  console.error('klaberjass-render: dist/render-cli.js is missing: run npm run build first');
  process.exit(2);
}
await import(cli.href);
