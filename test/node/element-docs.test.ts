// The element's public contract has one source, its JSDoc: custom-elements.json is made from it
// (npm run analyze; schema-build.test.ts checks it is current), and the contract tables of
// docs/element.md from the manifest (npm run docs:element). These tests fail when the page, the
// JSDoc and the code drift apart: a custom property or a part used in the element's templates and
// styles but not documented, or documented but not used, or documented with another default than
// the one at its point of use.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const docs = (await import(join(root, 'scripts/element-docs.mjs'))) as {
  DOC: string;
  MANIFEST: string;
  elementOf(m: unknown): { cssProperties: { name: string; default?: string }[]; cssParts: { name: string }[] };
  render(m: unknown, md: string): Promise<string>;
};
const manifest = JSON.parse(readFileSync(docs.MANIFEST, 'utf8')) as unknown;
const el = docs.elementOf(manifest);

/** The element's source files, without their comments. */
function sources(dir = join(root, 'src/element')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : e.name.endsWith('.ts')
        ? [
            readFileSync(join(dir, e.name), 'utf8')
              .replace(/\/\*[\s\S]*?\*\//g, '')
              .replace(/^\s*\/\/.*$/gm, ''),
          ]
        : [],
  );
}
const code = sources().join('\n');

/** Every `var(--kj-…, fallback)` of the element's styles: the property and its fallback. */
function customProperties(): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const m of code.matchAll(/var\((--kj-[a-z0-9-]+)/g)) {
    // the fallback runs to the closing parenthesis of this var(), nested ones included
    let depth = 1;
    let i = m.index + m[0].length;
    const start = code[i] === ',' ? i + 1 : i;
    for (; i < code.length && depth; i++) depth += code[i] === '(' ? 1 : code[i] === ')' ? -1 : 0;
    const fallback = code.slice(start, i - 1).trim();
    if (!found.has(m[1])) found.set(m[1], new Set());
    found.get(m[1])!.add(fallback);
  }
  return found;
}

/** The part names of the element's templates (`part="a b${x ? ' c' : ''}"`; `seat-${pos}` is a prefix). */
function partsUsed(): { names: Set<string>; prefixes: Set<string> } {
  const names = new Set<string>();
  const prefixes = new Set<string>();
  for (const m of code.matchAll(/\bpart="((?:[^"$]|\$\{[^}]*\})*)"/g)) {
    // a name written right before an expression (`seat-${pos}`) is a prefix
    for (const p of m[1].matchAll(/([a-z][a-z-]*-)\$\{/g)) prefixes.add(p[1]);
    // the names outside the expressions, and those quoted inside them
    const plain = m[1].replace(
      /\$\{([^}]*)\}/g,
      (_, expr: string) => ` ${[...expr.matchAll(/'([^']*)'/g)].map((q) => q[1]).join(' ')} `,
    );
    for (const token of plain.split(/\s+/)) if (token && !prefixes.has(token)) names.add(token);
  }
  return { names, prefixes };
}

describe('the element contract: one source', () => {
  it('docs/element.md has the contract tables custom-elements.json gives (npm run docs:element)', async () => {
    const page = readFileSync(docs.DOC, 'utf8');
    assert.equal(await docs.render(manifest, page), page, 'docs/element.md is stale: run npm run docs:element');
  });

  it('every custom property the styles use is documented with the default at its point of use, and none else', () => {
    const used = customProperties();
    const documented = new Map(el.cssProperties.map((p) => [p.name, p.default]));
    for (const name of used.keys())
      assert.ok(documented.has(name), `${name} is used but not documented (@cssproperty)`);
    for (const [name, def] of documented) {
      assert.ok(used.has(name), `${name} is documented but no style uses it`);
      assert.ok(def, `${name} is documented without its default (@cssproperty [${name}=…])`);
      assert.ok(
        used.get(name)!.has(def),
        `${name}: documented default ${def}, used with ${[...used.get(name)!].join(' / ')}`,
      );
    }
  });

  it('every part of the templates is documented, and every documented part is used', () => {
    const { names, prefixes } = partsUsed();
    const documented = new Set(el.cssParts.map((p) => p.name));
    for (const n of names) assert.ok(documented.has(n), `part ${n} is used but not documented (@csspart)`);
    for (const p of prefixes)
      assert.ok(
        [...documented].some((d) => d.startsWith(p)),
        `parts ${p}… are used but none is documented`,
      );
    for (const d of documented)
      assert.ok(
        names.has(d) || [...prefixes].some((p) => d.startsWith(p)),
        `part ${d} is documented but no template uses it`,
      );
  });
});
