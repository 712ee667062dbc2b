// What `npm pack` puts in the package (issue 25, point 8's follow-up): the script-tag build was in
// the tarball twice, as dist/klaberjass-table*.js and again as dist/browser/ (the same code with
// chunk names of their own hashes, about 400 KB unpacked). The package now carries only
// dist/browser/, and the `./klaberjass-table.js` export points there; every file an export names
// is in the package. Reads `npm pack --dry-run` of the built project (run `npm run build` first).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const built = existsSync(join(root, 'dist', 'browser', 'klaberjass-table.js'));

/** The paths `npm pack` would put in the tarball. */
function packed(): string[] {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const r = spawnSync(npm, ['pack', '--dry-run', '--json', '--loglevel=error'], { cwd: root, encoding: 'utf8' });
  assert.equal(r.status, 0, `npm pack --dry-run exited ${r.status}:\n${r.stderr}`);
  return JSON.parse(r.stdout.slice(r.stdout.indexOf('[')))[0].files.map((f: { path: string }) => f.path);
}

/** Every file path an `exports` entry names (conditions included). */
function targets(value: unknown): string[] {
  if (typeof value === 'string') return [value.replace(/^\.\//, '')];
  if (value && typeof value === 'object') return Object.values(value).flatMap(targets);
  return [];
}

describe('the packed package', () => {
  const files = built ? packed() : [];
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

  // a missing build fails here (it used to skip the file, and the suite passed without it)
  it('the build is there (npm run build)', () => assert.ok(built, 'run npm run build first'));

  it('carries the script-tag build once, in dist/browser/ (it was also in dist/: 21 files, about 400 KB)', () => {
    const twice = files.filter((f) => /^dist\/klaberjass-table[^/]*\.js$/.test(f));
    assert.deepEqual(twice, [], 'the script-tag build is also packed outside dist/browser/');
    assert.ok(files.includes('dist/browser/klaberjass-table.js'), 'dist/browser/klaberjass-table.js is not packed');
  });

  it('holds every file its exports name', () => {
    const missing = targets(pkg.exports).filter((f) => !files.includes(f));
    assert.deepEqual(missing, [], 'exports name files the package does not hold');
  });

  it('the klaberjass-table.js export is the script-tag file in browsers, the Node-safe build in Node', () => {
    const entry = pkg.exports['./klaberjass-table.js'];
    assert.equal(entry.default, './dist/browser/klaberjass-table.js');
    assert.equal(entry.node, './dist/element.js');
  });
});
