// The template minifier's own steps in rollup.config.mjs (the minified element bundle): the spaces
// `tightenCss` takes out of esbuild's minified CSS and the whitespace `tagSpaces` takes out of the
// tags of html/svg template text, and all they must leave as it is (strings, selectors, the space
// calc needs around + and -, text between tags, an unquoted binding before `/>`).
import assert from 'node:assert/strict';
import { dirname, join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { tightenCss, tagSpaces } = (await import(join(root, 'rollup.config.mjs'))) as {
  tightenCss(css: string): string;
  tagSpaces(text: string, state: { in: string }): string;
};

describe('tightenCss', () => {
  it('takes the spaces out of values: after commas, around * and /, between ) and a word', () => {
    assert.equal(
      tightenCss('a{color:var(--kj-text, #1d2320);width:calc(var(--_cw) * 2.1);aspect-ratio:100 / 140}'),
      'a{color:var(--kj-text,#1d2320);width:calc(var(--_cw)*2.1);aspect-ratio:100/140}',
    );
    assert.equal(
      tightenCss(
        'a{filter:drop-shadow(0 0 5px red) drop-shadow(0 1px 2px #0006);border:clamp(6px,1cqi,9px) solid red}',
      ),
      'a{filter:drop-shadow(0 0 5px red)drop-shadow(0 1px 2px #0006);border:clamp(6px,1cqi,9px)solid red}',
    );
  });

  it('trims a custom property and the features of @media and @container conditions', () => {
    assert.equal(
      tightenCss('@container (min-width: 780px){.a{--_cw: var(--x, clamp(1px, 2cqi, 3px))}}'),
      '@container (min-width:780px){.a{--_cw:var(--x,clamp(1px,2cqi,3px))}}',
    );
  });

  it('keeps strings, selectors and the spaces calc needs around + and -', () => {
    const kept = [
      '.a .b, .c>.d:not(.e) .f{content:"a, b * c / d"}',
      ".a{font-family:'Segoe UI, x',serif}",
      '.a{top:calc(var(--_cw)*.05 - 2px);left:calc(1px + var(--x))}',
      '.hand.active:not(.idle) button.card[aria-disabled=true]{color:red}',
    ];
    for (const css of kept) assert.equal(tightenCss(css), css);
  });
});

describe('tagSpaces', () => {
  const run = (...pieces: string[]) => {
    const state = { in: 'text' };
    return pieces.map((p) => tagSpaces(p, state));
  };

  it("drops the whitespace before a tag's >, in opening and closing tags", () => {
    assert.deepEqual(run('<div\nclass="a"\npart="b"\n>\n<span>x</span\n>'), [
      '<div\nclass="a"\npart="b">\n<span>x</span>',
    ]);
  });

  it('follows a tag across expressions (an attribute value, a quoted value with a > in it)', () => {
    assert.deepEqual(run('<button\ntitle=', '\n@click=', '\n>\n', '</button>'), [
      '<button\ntitle=',
      '\n@click=',
      '>\n',
      '</button>',
    ]);
    assert.deepEqual(run('<p title="a > b ', ' c"\n>\n', '\n</p>'), ['<p title="a > b ', ' c">\n', '\n</p>']);
  });

  it('keeps text, comments, a < in text and the space before /> after an unquoted binding', () => {
    assert.deepEqual(run('a < b >\nc <!-- x\n> -->\n'), ['a < b >\nc <!-- x\n> -->\n']);
    assert.deepEqual(run('<input\n.value=', '\n/>\n', ' text'), ['<input\n.value=', '\n/>\n', ' text']);
  });
});
