// Every entry an app imports loads in plain Node, with no DOM (issue 25, point 1: a Next.js build
// evaluates what a client component imports on the server, and `HTMLElement is not defined` failed
// it). Each import runs in a Node process of its own, through the package's name and its `exports`
// (as an app resolves it, from dist/: run `npm run build` first), so no other test's globals help.
// The React wrapper also renders on the server.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Runs an ES module text in a fresh Node at the package's root; returns its output, throws with it on failure. */
function inNode(code: string): string {
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: root, encoding: 'utf8' });
  assert.equal(r.status, 0, `node exited ${r.status}:\n${r.stderr}`);
  return r.stdout;
}

const ENTRIES = [
  'klaberjass-table',
  'klaberjass-table/engine',
  'klaberjass-table/render',
  'klaberjass-table/element',
  'klaberjass-table/element/class',
  'klaberjass-table/klaberjass-table.js',
  'klaberjass-table/react',
];

describe('the entries an app imports, in Node without a DOM', () => {
  it('dist/ is built', () => assert.ok(existsSync(join(root, 'dist', 'react.js')), 'run npm run build'));

  for (const entry of ENTRIES)
    it(`imports ${entry} (HTMLElement is not defined in the self-contained file under a Next.js build)`, () => {
      const out = inNode(`
        if (typeof HTMLElement !== 'undefined' || typeof document !== 'undefined') throw new Error('a DOM is here');
        const m = await import(${JSON.stringify(entry)});
        console.log(JSON.stringify(Object.keys(m)));`);
      assert.ok(JSON.parse(out).length > 0, `${entry} exports nothing`);
    });

  it('the element entries give the element class in Node', () => {
    const out = inNode(`
      const a = await import('klaberjass-table/element');
      const b = await import('klaberjass-table/klaberjass-table.js');
      const c = await import('klaberjass-table/element/class');
      console.log(a.KlaberjassTable === b.KlaberjassTable && b.KlaberjassTable === c.KlaberjassTable, c.TAG);`);
    assert.equal(out.trim(), 'true klaberjass-table');
  });

  it('the React wrapper renders <klaberjass-table> on the server (renderToString) with its props left to the client', () => {
    const out = inNode(`
      const { createElement } = await import('react');
      const { renderToString } = await import('react-dom/server');
      const { KlaberjassTable } = await import('klaberjass-table/react');
      console.log(renderToString(createElement(KlaberjassTable, {
        transcript: { format: 'klaberjass' }, mode: 'replay', id: 't', onKjMove() {},
      })));`);
    assert.match(out, /^<klaberjass-table id="t"><\/klaberjass-table>$/m);
  });
});
