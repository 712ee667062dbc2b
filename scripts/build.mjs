#!/usr/bin/env node
// `npm run build`: rollup for each entry point of rollup.config.mjs (node-resolve, esbuild for
// TypeScript, terser for the element), then `tsc -p tsconfig.build.json` for declarations in dist/types.
// Entry files that do not exist yet are skipped with a notice.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { rollup } from 'rollup';
import { ENTRIES, configFor, outputsFor } from '../rollup.config.mjs';
import { staleFigures } from './doc-figures.mjs';
import { editorData } from './editor-data.mjs';
import { writeNotices } from './notices.mjs';
import { openPage } from './open-page.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

/** The hand-written declarations under src/ (the generated schema validator's) go beside tsc's output. */
function copyDeclarations(dir, out) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const from = join(dir, e.name);
    if (e.isDirectory()) copyDeclarations(from, join(out, e.name));
    else if (e.name.endsWith('.d.ts')) {
      mkdirSync(out, { recursive: true });
      copyFileSync(from, join(out, e.name));
    }
  }
}

async function buildEntry(entry) {
  const start = Date.now();
  const { output, ...input } = configFor(entry);
  const bundle = await rollup(input);
  // one build, written once or (for the script-tag files) also into dist/browser
  for (const o of outputsFor(entry, output)) await bundle.write(o);
  await bundle.close();
  const bytes = readFileSync(entry.output);
  const gz = gzipSync(bytes).length;
  console.log(
    `built ${entry.output} from ${entry.input} (${(bytes.length / 1024).toFixed(1)} KB, ${(gz / 1024).toFixed(1)} KB gzipped, ${Date.now() - start} ms)`,
  );
}

function hasTsFiles(dir) {
  if (!existsSync(dir)) return false;
  return readdirSync(dir, { withFileTypes: true }).some((e) =>
    e.isDirectory() ? hasTsFiles(join(dir, e.name)) : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'),
  );
}

// `--only=dist/klaberjass-table.js` (repeatable): build just those bundles, keep the rest of dist/,
// skip declarations (the element benchmark uses it)
const only = process.argv
  .slice(2)
  .filter((a) => a.startsWith('--only='))
  .map((a) => a.slice(7));
const started = Date.now();
if (!only.length) rmSync(join(root, 'dist'), { recursive: true, force: true });
let built = 0;
for (const entry of ENTRIES) {
  if (only.length && !only.includes(entry.output)) continue;
  if (only.length && entry.chunks) {
    // the bundle's old lazy chunks would pile up beside the new ones
    const prefix = basename(entry.output, '.js');
    for (const dir of [dirname(entry.output), entry.browser].filter(Boolean)) {
      mkdirSync(dir, { recursive: true });
      for (const f of readdirSync(dir, { withFileTypes: true })) {
        if (f.isFile() && f.name.startsWith(`${prefix}`)) rmSync(join(dir, f.name));
      }
    }
  }
  if (!existsSync(entry.input)) {
    console.log(`skipped ${entry.output}: ${entry.input} does not exist yet`);
    continue;
  }
  try {
    await buildEntry(entry);
    built += 1;
  } catch (err) {
    console.error(`build of ${entry.output} from ${entry.input} failed:`);
    console.error(err?.frame ? `${err.message}\n${err.frame}` : err);
    process.exit(1);
  }
}

if (only.length) {
  console.log('skipped declarations (--only)');
} else if (hasTsFiles(join(root, 'src'))) {
  const start = Date.now();
  const tsc = spawnSync(join(root, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.build.json'], { stdio: 'inherit' });
  if (tsc.status !== 0) {
    console.error(`declarations: tsc -p tsconfig.build.json failed (exit ${tsc.status ?? tsc.signal})`);
    process.exit(1);
  }
  copyDeclarations(join(root, 'src'), join(root, 'dist', 'types'));
  console.log(`declarations in ${relative(root, join(root, 'dist', 'types'))}/ (${Date.now() - start} ms)`);
  const { attributes, events } = editorData(root);
  console.log(
    `editor data in dist/editor/, JSX typings in dist/types/element/jsx/ (${attributes} attributes, ${events} events)`,
  );
  console.log(`third-party notices in dist/THIRD-PARTY-NOTICES.md: ${writeNotices(root).join(', ')}`);
  // the script-tag folder carries the notices its licence line points to
  const browser = join(root, 'dist', 'browser');
  if (existsSync(browser)) {
    copyFileSync(join(root, 'dist', 'THIRD-PARTY-NOTICES.md'), join(browser, 'THIRD-PARTY-NOTICES.md'));
    // the page that opens a transcript carried in a link, beside the element and its own script
    writeFileSync(join(browser, 'open.html'), openPage({ element: './klaberjass-table.js', script: './open.js' }));
    const files = readdirSync(browser);
    const bytes = files.reduce((n, f) => n + readFileSync(join(browser, f)).length, 0);
    console.log(`dist/browser/ for a script tag: ${files.length} files, ${(bytes / 1024).toFixed(0)} KB`);
  }
  // the figures the docs give about the build: the build only says when they differ (npm run
  // docs:figures writes them, and a test fails until it is run), so a build never edits the docs
  const stale = staleFigures(root);
  console.log(
    stale.length
      ? `the figures in ${stale.join(', ')} differ from this build: run npm run docs:figures`
      : 'figures in the docs match the build',
  );
} else {
  console.log('skipped declarations: no .ts files under src/ yet');
}
console.log(`build done: ${built} of ${ENTRIES.length} bundles in ${((Date.now() - started) / 1000).toFixed(1)} s`);
