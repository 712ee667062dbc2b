// issue 25 point 8: the lean folder for script-tag users. `npm run build` writes dist/browser/ with
// what a page that loads the element by a script tag needs, and nothing else: the element, every
// lazy chunk it can load (followed import by import from the main file), the computer's worker
// and the licence notices its first line points to. No source maps, declarations, CLI or library.
// Issue 26 point 8 adds the page that opens a link (open.html) and its script (open.js).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const folder = join(root, 'dist', 'browser');
const built = existsSync(join(folder, 'klaberjass-table.js'));

/** The files a module of the folder names: its static and dynamic imports, and `new URL('./x.js', import.meta.url)`. */
function named(file: string): string[] {
  const text = readFileSync(join(folder, file), 'utf8');
  return [...text.matchAll(/(?:from|import\(|import|new URL\()\s*["']\.\/([\w.-]+\.js)["']/g)].map((m) => m[1]!);
}

describe('dist/browser, the script-tag folder', () => {
  // a missing build fails here (it used to skip silently and pass)
  test('the build is there (npm run build)', () => assert.ok(built, 'run npm run build first'));
  test('holds exactly the files the element loads, the worker and the notices', () => {
    const reached = new Set<string>();
    const todo = ['klaberjass-table.js'];
    while (todo.length) {
      const f = todo.pop()!;
      if (reached.has(f)) continue;
      assert.ok(existsSync(join(folder, f)), `${f} is loaded but not in dist/browser`);
      reached.add(f);
      todo.push(...named(f));
    }
    assert.ok(reached.has('worker.js'), 'no chunk starts ./worker.js');
    // the page loads the element and its own script, both beside it
    const page = readFileSync(join(folder, 'open.html'), 'utf8');
    const scripts = [...page.matchAll(/<script type="module" src="\.\/([\w.-]+\.js)"/g)].map((m) => m[1]);
    assert.deepEqual(scripts, ['klaberjass-table.js', 'open.js']);
    assert.deepEqual(named('open.js'), [], 'the script of the page is one file');
    const files = readdirSync(folder).sort();
    assert.deepEqual(files, [...reached, 'open.html', 'open.js', 'THIRD-PARTY-NOTICES.md'].sort());
  });

  test('the same element as dist/klaberjass-table.js, without source maps', () => {
    const main = readFileSync(join(folder, 'klaberjass-table.js'), 'utf8');
    assert.ok(main.startsWith('/*! klaberjass-table, MIT licence.'), 'the licence line');
    assert.doesNotMatch(main, /sourceMappingURL/);
    const dist = readFileSync(join(root, 'dist', 'klaberjass-table.js'), 'utf8');
    // the one build written twice: the same code, with chunk names of their own folder's hashes
    const strip = (s: string) =>
      s
        .replace(/klaberjass-table-[\w-]+?-[\w-]{8}\.js/g, 'chunk.js')
        .replace(/\n\/\/# sourceMappingURL=\S+\n?$/, '')
        .trimEnd();
    assert.ok(strip(main) === strip(dist), 'dist/browser/klaberjass-table.js differs from dist/klaberjass-table.js');
  });
});
