// The template minifier's own steps in rollup.config.mjs (the minified element bundle): the spaces
// `tightenCss` takes out of esbuild's minified CSS and the order it gives declarations, the
// whitespace and quotes `tightenTags` takes out of the tags of html/svg template text, and all they
// must leave as it is (strings, selectors, the space calc needs around + and -, the order of
// declarations that may set the same property, text between tags, values that need their quotes,
// an unquoted binding before `/>`).
import assert from 'node:assert/strict';
import { dirname, join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { tightenCss, tightenTags } = (await import(join(root, 'rollup.config.mjs'))) as {
  tightenCss(css: string): string;
  tightenTags(text: string, state: { in: string }): string;
};

describe('tightenCss', () => {
  it('takes the spaces out of values: after commas, around * and /, between ) and a word', () => {
    assert.equal(
      tightenCss('a{color:var(--kj-text, #1d2320)}b{width:calc(var(--_cw) * 2.1)}c{aspect-ratio:100 / 140}'),
      'a{color:var(--kj-text,#1d2320)}b{width:calc(var(--_cw)*2.1)}c{aspect-ratio:100/140}',
    );
    assert.equal(
      tightenCss(
        'a{filter:drop-shadow(0 0 5px red) drop-shadow(0 1px 2px #0006)}b{border:clamp(6px,1cqi,9px) solid red}',
      ),
      'a{filter:drop-shadow(0 0 5px red)drop-shadow(0 1px 2px #0006)}b{border:clamp(6px,1cqi,9px)solid red}',
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
      '.a{top:calc(var(--_cw)*.05 - 2px)}.b{left:calc(1px + var(--x))}',
      '.hand.active:not(.idle) button.card[aria-disabled=true]{color:red}',
    ];
    for (const css of kept) assert.equal(tightenCss(css), css);
  });

  it('puts the declarations of a block in alphabetical order when no two may set the same property', () => {
    assert.equal(
      tightenCss(
        '.a{width:1px;height:2px;font-size:3px;font-weight:700;border:0;border-radius:4px;--_x:1;color:var(--_x)}',
      ),
      '.a{--_x:1;border-radius:4px;border:0;color:var(--_x);font-size:3px;font-weight:700;height:2px;width:1px}',
    );
    // each run of declarations on its own, in blocks inside @media and @keyframes too
    assert.equal(
      tightenCss(
        '@media (x: 1){.a{z-index:1;color:red}}@keyframes k{0%{opacity:0;clip:auto}}.b{}.c{z-index:1;color:red;}',
      ),
      '@media (x:1){.a{color:red;z-index:1}}@keyframes k{0%{clip:auto;opacity:0}}.b{}.c{color:red;z-index:1}',
    );
  });

  it('keeps the order of a block where two declarations may set the same property', () => {
    const kept = [
      '.a{margin:0;color:red;margin-left:2px}', // a shorthand and its longhand
      '.a{font:inherit;color:red;line-height:1}', // a shorthand and a longhand of another name
      '.a{place-items:center;color:red;align-items:start}',
      '.a{inset:0;color:red;left:2px}',
      '.a{gap:1px;color:red;column-gap:2px}',
      '.a{white-space:nowrap;color:red;text-wrap:wrap}',
      '.a{width:1px;color:red;inline-size:2px}', // a physical and a logical name
      '.a{margin-left:1px;color:red;margin-inline:2px}',
      '.a{border-color:red;color:red;border-left-color:blue}',
      '.a{border-top-left-radius:1px;color:red;border-radius:2px}',
      '.a{word-wrap:normal;color:red;overflow-wrap:anywhere}', // an alias
      '.a{-webkit-appearance:none;color:red;appearance:auto}', // a vendor-prefixed name
      '.a{height:1px;height:2dvh}', // the same property twice
      '.a{all:unset;color:red}',
      '.a{--x:1;color:red;--x:2}',
    ];
    for (const css of kept) assert.equal(tightenCss(css), css);
  });
});

describe('tightenTags', () => {
  const run = (...pieces: string[]) => {
    const state = { in: 'text' };
    return pieces.map((p) => tightenTags(p, state));
  };

  it("drops the whitespace before a tag's >, in opening and closing tags", () => {
    assert.deepEqual(run('<div\nclass="a b"\npart="c d"\n>\n<span>x</span\n>'), [
      '<div\nclass="a b"\npart="c d">\n<span>x</span>',
    ]);
  });

  it('takes the quotes off a simple attribute value', () => {
    assert.deepEqual(run('<span class="sr-only" aria-hidden="true" x=\'1.5\'>a="b"</span>'), [
      '<span class=sr-only aria-hidden=true x=1.5>a="b"</span>',
    ]);
    assert.deepEqual(run('<rect fill="#ffffff40" width="100%" tabindex="-1"\n/>'), [
      '<rect fill=#ffffff40 width=100% tabindex=-1\n/>',
    ]);
  });

  it('keeps the quotes of a value with spaces or other signs in it, of an empty value, before / and around expressions', () => {
    const kept = ['<svg viewBox="0 0 24 24" d="M7 5v14l12-7z" f="a/b" t="it\'s" e="">', '<path rx="8"/>'];
    for (const t of kept) assert.deepEqual(run(t), [t]);
    assert.deepEqual(run('<div class="card ', '" id="a">'), ['<div class="card ', '" id=a>']);
    assert.deepEqual(run('<div title="', '">'), ['<div title="', '">']);
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
