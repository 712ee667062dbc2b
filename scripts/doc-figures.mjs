// The figures the docs give about the build (the editor's size, what dist/browser/ holds), measured
// on dist/ and written into the docs between markers: `<!-- figure:NAME -->24<!-- /figure -->`.
// `npm run build` runs it after a whole build; test/node/doc-figures.test.ts checks that the docs
// say what the build gives. A figure is never typed by hand: put a marker where it goes.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The docs that carry figures of the build. */
export const FIGURE_DOCS = ['docs/authoring.md', 'docs/install.md'];

const MARKER = /<!-- figure:([\w-]+) -->([^<]*)<!-- \/figure -->/g;

const kb = (bytes) => Math.round(bytes / 1024);

/**
 * The figures of the build in `root`/dist, as the docs write them: sizes in KB (1024 bytes)
 * gzipped where a page downloads them, dist/browser/ as files on disk (to the nearest 10 KB).
 */
export function figures(root) {
  const dist = join(root, 'dist');
  const files = readdirSync(dist);
  const gz = (f) => gzipSync(readFileSync(join(dist, f))).length;
  const editor = files.find((f) => /^klaberjass-table-editor-[\w-]{8}\.js$/.test(f));
  if (!editor) throw new Error('dist/ has no editor chunk: run npm run build first');
  // edit mode: the editor's chunk and the chunks it imports statically (loaded with it)
  const seen = new Set();
  const visit = (f) => {
    if (seen.has(f) || f === 'klaberjass-table.js') return;
    seen.add(f);
    for (const m of readFileSync(join(dist, f), 'utf8').matchAll(/from\s*["']\.\/(klaberjass-table-[\w-]+\.js)["']/g))
      visit(m[1]);
  };
  visit(editor);
  const browser = join(dist, 'browser');
  const inBrowser = existsSync(browser) ? readdirSync(browser) : [];
  const size = (list) => list.reduce((n, f) => n + statSync(f).size, 0);
  return {
    'editor-chunk': String(kb(gz(editor))),
    'edit-mode': String(kb([...seen].reduce((n, f) => n + gz(f), 0))),
    'browser-files': String(inBrowser.length),
    'browser-kb': String(Math.round(kb(size(inBrowser.map((f) => join(browser, f)))) / 10) * 10),
  };
}

/** The text with every marked figure set from `figs`; an unknown marker name is an error. */
export function fillFigures(text, figs, file = 'a doc') {
  return text.replace(MARKER, (_, name) => {
    if (!(name in figs)) throw new Error(`${file}: no figure named "${name}" (known: ${Object.keys(figs).join(', ')})`);
    return `<!-- figure:${name} -->${figs[name]}<!-- /figure -->`;
  });
}

/** Write the figures of the build into the docs; returns the docs changed. */
export function writeFigures(root, write = true) {
  const figs = figures(root);
  const changed = [];
  for (const doc of FIGURE_DOCS) {
    const path = join(root, doc);
    const text = readFileSync(path, 'utf8');
    const next = fillFigures(text, figs, doc);
    if (next !== text) {
      if (write) writeFileSync(path, next);
      changed.push(relative(root, path));
    }
  }
  return changed;
}

/** The docs whose figures differ from the build in dist/ (nothing written). */
export const staleFigures = (root) => writeFigures(root, false);

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = join(import.meta.dirname, '..');
  const changed = writeFigures(root);
  console.log(changed.length ? `figures written into ${changed.join(', ')}` : 'figures in the docs are up to date');
}
