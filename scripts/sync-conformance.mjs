#!/usr/bin/env node
// Copies the shared conformance suite into the repository.
//
//   node scripts/sync-conformance.mjs           copy ../shared/conformance to test/fixtures/conformance
//   node scripts/sync-conformance.mjs --check   exit 1 if the copy differs from the source
//
// The source lives outside the repository (../shared, next to the project folder). Where it
// is absent (a fresh clone, CI) the script says so and exits 0: the committed copy is then
// the reference.
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile, mkdir, rm } from 'node:fs/promises';
import { dirname, join, resolve, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const source = resolve(root, '../shared/conformance');
const target = resolve(root, 'test/fixtures/conformance');
const rel = (p) => relative(root, p).split('\\').join('/');

/** Relative paths (with /) of every file below dir, sorted. */
async function listFiles(dir, prefix = '') {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await listFiles(join(dir, entry.name), path)));
    else if (entry.isFile()) out.push(path);
  }
  return out.sort();
}

async function main() {
  const check = process.argv.includes('--check');
  if (!existsSync(source)) {
    console.log(
      `notice: ${rel(source)} not found; nothing to ${check ? 'check' : 'copy'} (the committed copy in ${rel(target)} stands).`,
    );
    return;
  }
  const srcFiles = await listFiles(source);
  const dstFiles = await listFiles(target);

  if (check) {
    const problems = [];
    const dstSet = new Set(dstFiles);
    for (const f of srcFiles) {
      if (!dstSet.has(f)) problems.push(`missing: ${f}`);
      else if (!(await readFile(join(source, f))).equals(await readFile(join(target, f))))
        problems.push(`differs: ${f}`);
    }
    const srcSet = new Set(srcFiles);
    for (const f of dstFiles) if (!srcSet.has(f)) problems.push(`extra: ${f}`);
    if (problems.length) {
      console.error(`${rel(target)} is out of date with ${rel(source)}:`);
      for (const p of problems) console.error(`  ${p}`);
      console.error('run `node scripts/sync-conformance.mjs` and commit the result.');
      process.exit(1);
    }
    console.log(`${rel(target)} matches ${rel(source)} (${srcFiles.length} files).`);
    return;
  }

  // Copy: make the target an exact mirror (files gone from the source are removed).
  await rm(target, { recursive: true, force: true });
  for (const f of srcFiles) {
    const dst = join(target, f);
    await mkdir(dirname(dst), { recursive: true });
    await writeFile(dst, await readFile(join(source, f)));
  }
  console.log(`copied ${srcFiles.length} files from ${rel(source)} to ${rel(target)}.`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
