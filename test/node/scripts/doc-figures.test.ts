// Issue 26.7: every figure of the build in the docs comes from the build. `npm run docs:figures`
// writes them between markers (scripts/doc-figures.mjs); this test checks that each doc says what
// the build in dist/ gives, and that the markers are read as they should be.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { gzipSync } from 'node:zlib';

// (a plain .mjs without declarations: imported by a path held in a string, typed here)
const SCRIPT: string = '../../../scripts/doc-figures.mjs';
const { FIGURE_DOCS, figures, fillFigures } = (await import(SCRIPT)) as {
  FIGURE_DOCS: string[];
  figures(root: string): Record<string, string>;
  fillFigures(text: string, figs: Record<string, string>, file?: string): string;
};

const root = join(import.meta.dirname, '../../..');

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
    // the editor's figure is its chunk, gzipped, in KB
    const editor = readdirSync(join(root, 'dist')).find((f) => /^klaberjass-table-editor-[\w-]{8}\.js$/.test(f))!;
    const gz = gzipSync(readFileSync(join(root, 'dist', editor))).length;
    assert.equal(figs['editor-chunk'], String(Math.round(gz / 1024)));
    let marked = 0;
    for (const doc of FIGURE_DOCS) {
      const text = readFileSync(join(root, doc), 'utf8');
      marked += [...text.matchAll(/<!-- figure:/g)].length;
      assert.equal(
        text,
        fillFigures(text, figs, doc),
        `${doc} gives other figures than the build: run npm run docs:figures`,
      );
    }
    assert.ok(marked >= 4, 'the docs lost their figure markers');
    // the authoring guide's own figure, as a reader sees it
    const authoring = readFileSync(join(root, 'docs/authoring.md'), 'utf8');
    assert.ok(
      authoring.includes(`about <!-- figure:editor-chunk -->${figs['editor-chunk']}<!-- /figure --> KB gzipped`),
    );
  });
});
