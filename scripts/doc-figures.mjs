// The figures the docs give, written into README.md and docs/*.md between markers; a figure is
// never typed by hand: put a marker where it goes.
//  - Figures of the build (sizes of the main file and the chunks, what dist/browser/ holds),
//    measured on dist/: `<!-- figure:NAME -->24<!-- /figure -->`.
//  - Figures of the bench, from the committed results bench/results.json (`npm run bench --
//    --write` records them and writes them into the docs): `<!-- bench:FORMAT:KEY -->9.2<!-- /bench -->`,
//    KEY a figure of the bench (element.firstRenderMs), FORMAT how the doc writes it (FORMATS).
// `npm run docs:figures` writes both (after `npm run build`); the build only says when they differ.
// test/node/scripts/doc-figures.test.ts checks that the docs say what the build and the results give.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The docs that may carry figures: README.md and docs/*.md. */
export const figureDocs = (root) => [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `docs/${f}`),
];

const MARKER = /<!-- figure:([\w.-]+) -->([^<]*)<!-- \/figure -->/g;
const BENCH_MARKER = /<!-- bench:(\w+):([\w.-]+) -->([^<]*)<!-- \/bench -->/g;

const kb = (bytes) => Math.round(bytes / 1024);
const grouped = (x) => x.toLocaleString('en-US', { maximumFractionDigits: 20 });
const kb1 = (bytes) => (bytes / 1024).toFixed(1);

/**
 * How a doc writes a figure of the bench: `n` as it is (34,553; 0.43), `d0` whole, `d1` one
 * decimal, `kb` bytes as KB (1024) with one decimal, `kb0` whole KB; `s` a text (a date).
 */
export const FORMATS = {
  s: (x) => String(x),
  n: (x) => grouped(x),
  d0: (x) => grouped(Math.round(x)),
  d1: (x) => x.toFixed(1),
  kb: (x) => kb1(x),
  kb0: (x) => grouped(kb(x)),
};

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
  // every lazy chunk by its name (klaberjass-table-<name>-<hash>.js), gzipped, the largest first
  const chunks = files
    .filter((f) => /^klaberjass-table-.+-[\w-]{8}\.js$/.test(f))
    .map((f) => ({ name: f.replace(/^klaberjass-table-/, '').replace(/-[\w-]{8}\.js$/, ''), bytes: gz(f) }))
    .sort((a, b) => b.bytes - a.bytes || a.name.localeCompare(b.name));
  const main = gz('klaberjass-table.js');
  const open = join(browser, 'open.js');
  return {
    'editor-chunk': String(kb(gz(editor))),
    'edit-mode': String(kb([...seen].reduce((n, f) => n + gz(f), 0))),
    'browser-files': String(inBrowser.length),
    'browser-kb': String(Math.round(kb(size(inBrowser.map((f) => join(browser, f)))) / 10) * 10),
    'main-bytes': grouped(main),
    'main-kb': kb1(main),
    'chunks-kb': kb1(chunks.reduce((n, c) => n + c.bytes, 0)),
    'chunk-list': chunks.map((c) => `${c.name} ${kb1(c.bytes)}`).join(', '),
    ...(existsSync(open) ? { 'open-kb': kb1(gzipSync(readFileSync(open)).length) } : {}),
  };
}

/** The committed results of the bench (bench/results.json): for each bench file, its last run. */
export function readBenchResults(root) {
  const file = join(root, 'bench', 'results.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/** Write bench/results.json (bench files in order of name). */
export function writeBenchResults(root, results) {
  const sorted = Object.fromEntries(Object.entries(results).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(join(root, 'bench', 'results.json'), JSON.stringify(sorted, null, 2) + '\n');
}

/**
 * Every figure of the committed results, by its name (a name two bench files give is an error),
 * and of each run `run.<bench>.date`, `.loadAverage` and `.cpus` (the machine it ran on).
 */
export function benchFigures(root) {
  const all = {};
  for (const [bench, run] of Object.entries(readBenchResults(root))) {
    for (const what of ['date', 'loadAverage', 'cpus']) all[`run.${bench}.${what}`] = run[what];
    for (const [key, value] of Object.entries(run.figures)) {
      if (key in all) throw new Error(`bench/results.json: ${bench} and another bench file both give ${key}`);
      all[key] = value;
    }
  }
  return all;
}

/** The text with every bench marker set from `figs` (benchFigures); an unknown figure or format is an error. */
export function fillBenchFigures(text, figs, file = 'a doc') {
  return text.replace(BENCH_MARKER, (_, format, key) => {
    if (!(format in FORMATS))
      throw new Error(`${file}: no format "${format}" for ${key} (known: ${Object.keys(FORMATS).join(', ')})`);
    if (!(key in figs))
      throw new Error(`${file}: bench/results.json has no figure ${key} (run npm run bench -- --write)`);
    if ((format === 's') !== (typeof figs[key] === 'string'))
      throw new Error(`${file}: the bench figure ${key} is ${JSON.stringify(figs[key])}, not for the format ${format}`);
    return `<!-- bench:${format}:${key} -->${FORMATS[format](figs[key])}<!-- /bench -->`;
  });
}

/** The text with every marked figure set from `figs`; an unknown marker name is an error. */
export function fillFigures(text, figs, file = 'a doc') {
  return text.replace(MARKER, (_, name) => {
    if (!(name in figs)) throw new Error(`${file}: no figure named "${name}" (known: ${Object.keys(figs).join(', ')})`);
    return `<!-- figure:${name} -->${figs[name]}<!-- /figure -->`;
  });
}

/**
 * Set the docs' figures with `fill(text, doc)`; returns the docs changed (written unless `write` is
 * false). A doc written is formatted with Prettier again (a figure of another width in a table).
 */
function rewriteDocs(root, fill, write) {
  const changed = [];
  for (const doc of figureDocs(root)) {
    const path = join(root, doc);
    const text = readFileSync(path, 'utf8');
    const next = fill(text, doc);
    if (next !== text) {
      if (write) writeFileSync(path, next);
      changed.push(relative(root, path));
    }
  }
  if (write && changed.length > 0) {
    const prettier = join(root, 'node_modules', 'prettier', 'bin', 'prettier.cjs');
    const r = spawnSync(process.execPath, [prettier, '--log-level', 'warn', '--write', ...changed], {
      cwd: root,
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`prettier could not format ${changed.join(', ')}: ${r.stderr}`);
  }
  return changed;
}

/** Write the figures of the build and of the bench's results into the docs; returns the docs changed. */
export function writeFigures(root, write = true) {
  const figs = figures(root);
  const bench = benchFigures(root);
  return rewriteDocs(root, (text, doc) => fillBenchFigures(fillFigures(text, figs, doc), bench, doc), write);
}

/** Write the figures of the bench's results alone into the docs (no build needed); returns the docs changed. */
export const writeBenchFigures = (root, write = true) =>
  rewriteDocs(root, (text, doc) => fillBenchFigures(text, benchFigures(root), doc), write);

/** The docs whose figures differ from the build in dist/ or from the bench's results (nothing written). */
export const staleFigures = (root) => writeFigures(root, false);

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = join(import.meta.dirname, '..');
  const changed = writeFigures(root);
  console.log(changed.length ? `figures written into ${changed.join(', ')}` : 'figures in the docs are up to date');
}
