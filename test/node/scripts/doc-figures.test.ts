// Issue 26.7: every figure in the docs comes from the build or the bench. `npm run docs:figures`
// writes them between markers (scripts/doc-figures.mjs): the build's measured on dist/, the
// bench's from the committed results bench/results.json (`npm run bench -- --write`). These tests
// check that each doc says what the build in dist/ and the committed results give, and that the
// markers are read as they should be.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { gzipSync } from 'node:zlib';

// (a plain .mjs without declarations: imported by a path held in a string, typed here)
const SCRIPT: string = '../../../scripts/doc-figures.mjs';
const { figureDocs, figures, fillFigures, benchFigures, fillBenchFigures, readBenchResults } = (await import(
  SCRIPT
)) as {
  figureDocs(root: string): string[];
  figures(root: string): Record<string, string>;
  fillFigures(text: string, figs: Record<string, string>, file?: string): string;
  benchFigures(root: string): Record<string, number | string>;
  fillBenchFigures(text: string, figs: Record<string, number | string>, file?: string): string;
  readBenchResults(root: string): Record<string, { date: string; figures: Record<string, number | string> }>;
};

const root = join(import.meta.dirname, '../../..');
const read = (doc: string) => readFileSync(join(root, doc), 'utf8');

describe('figures of the build in the docs', () => {
  test('a marker is set from the figures; an unknown one is an error naming the doc', () => {
    const text =
      'about <!-- figure:editor-chunk -->14<!-- /figure --> KB, <!-- figure:edit-mode -->1<!-- /figure --> KB';
    assert.equal(
      fillFigures(text, { 'editor-chunk': '24', 'edit-mode': '30' }),
      'about <!-- figure:editor-chunk -->24<!-- /figure --> KB, <!-- figure:edit-mode -->30<!-- /figure --> KB',
    );
    assert.throws(() => fillFigures('<!-- figure:nope -->1<!-- /figure -->', {}, 'docs/x.md'), /docs\/x\.md.*nope/);
  });

  test('the docs say what the build gives', () => {
    // a missing build is a failure, not a skip
    assert.ok(existsSync(join(root, 'dist', 'klaberjass-table.js')), 'no build in dist/: run npm run build first');
    const figs = figures(root);
    // the editor's figure is its chunk, gzipped, in KB; the main file's in bytes
    const editor = readdirSync(join(root, 'dist')).find((f) => /^klaberjass-table-editor-[\w-]{8}\.js$/.test(f))!;
    const gz = (f: string) => gzipSync(readFileSync(join(root, 'dist', f))).length;
    assert.equal(figs['editor-chunk'], String(Math.round(gz(editor) / 1024)));
    assert.equal(figs['main-bytes'], gz('klaberjass-table.js').toLocaleString('en-US'));
    let marked = 0;
    for (const doc of figureDocs(root)) {
      const text = read(doc);
      marked += [...text.matchAll(/<!-- figure:/g)].length;
      assert.equal(
        text,
        fillFigures(text, figs, doc),
        `${doc} gives other figures than the build: run npm run docs:figures`,
      );
    }
    assert.ok(marked >= 9, 'the docs lost their figure markers');
    // the authoring guide's own figure, as a reader sees it
    assert.ok(
      read('docs/authoring.md').includes(
        `about <!-- figure:editor-chunk -->${figs['editor-chunk']}<!-- /figure --> KB gzipped`,
      ),
    );
  });
});

describe('figures of the bench in the docs', () => {
  test('a marker is set from the results in its format; an unknown figure or format is an error naming the doc', () => {
    const figs = { 'bundle.gzipBytes': 36962, 'element.firstRenderMs': 9.234, 'render.gifBytes': 276480 };
    assert.equal(
      fillBenchFigures(
        '<!-- bench:n:bundle.gzipBytes -->1<!-- /bench --> B, <!-- bench:kb:bundle.gzipBytes --><!-- /bench --> KB, ' +
          '<!-- bench:d1:element.firstRenderMs -->0<!-- /bench --> ms, <!-- bench:kb0:render.gifBytes -->0<!-- /bench --> KB',
        figs,
      ),
      '<!-- bench:n:bundle.gzipBytes -->36,962<!-- /bench --> B, <!-- bench:kb:bundle.gzipBytes -->36.1<!-- /bench --> KB, ' +
        '<!-- bench:d1:element.firstRenderMs -->9.2<!-- /bench --> ms, <!-- bench:kb0:render.gifBytes -->270<!-- /bench --> KB',
    );
    assert.throws(
      () => fillBenchFigures('<!-- bench:n:element.nope -->1<!-- /bench -->', figs, 'docs/x.md'),
      /docs\/x\.md.*element\.nope/,
    );
    assert.throws(
      () => fillBenchFigures('<!-- bench:pct:render.gifBytes -->1<!-- /bench -->', figs, 'docs/x.md'),
      /docs\/x\.md.*pct/,
    );
  });

  test('the docs say what the committed bench results give', () => {
    const results = readBenchResults(root);
    // the parts of the bench the docs quote were run and recorded (not the hours-long ai part)
    for (const bench of ['element', 'link', 'move-time', 'render', 'solver'])
      assert.ok(results[bench]?.date, `bench/results.json has no ${bench} run: run npm run bench -- --write`);
    const figs = benchFigures(root);
    let marked = 0;
    for (const doc of figureDocs(root)) {
      const text = read(doc);
      marked += [...text.matchAll(/<!-- bench:/g)].length;
      assert.equal(
        text,
        fillBenchFigures(text, figs, doc),
        `${doc} gives other figures than bench/results.json: run npm run docs:figures`,
      );
    }
    assert.ok(marked >= 10, 'the docs lost their bench markers');
    // a line that starts with a marker is an HTML block in Markdown: it would cut the paragraph in two
    for (const doc of figureDocs(root))
      read(doc)
        .split('\n')
        .forEach((line, i) =>
          assert.ok(!/^<!-- (figure|bench):/.test(line), `${doc}:${i + 1} starts with a figure's marker`),
        );
    // the images guide's GIF size, as a reader sees it
    assert.ok(
      read('docs/images.md').includes(
        `about <!-- bench:kb0:render.gifBytes -->${Math.round(Number(figs['render.gifBytes']) / 1024)}<!-- /bench --> KB`,
      ),
    );
  });
});
