#!/usr/bin/env node
// `npm run docs:element`: writes the tables of docs/element.md that describe the element's public
// contract (attributes and properties, events, CSS custom properties, parts) from
// custom-elements.json, which `npm run analyze` makes from the element's JSDoc: the JSDoc is their
// one source. Each table sits between `<!-- contract:NAME -->` and `<!-- /contract:NAME -->`; the
// rest of the page is left alone. With `--check` it writes nothing and exits 1 when the page is
// not up to date (test/node/element-docs.test.ts checks the same).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DOC = join(root, 'docs/element.md');
export const MANIFEST = join(root, 'custom-elements.json');

/** The element's declaration in the manifest. */
export function elementOf(manifest) {
  for (const m of manifest.modules ?? [])
    for (const d of m.declarations ?? []) if (d.customElement && d.tagName === 'klaberjass-table') return d;
  throw new Error('custom-elements.json declares no <klaberjass-table>');
}

const cell = (s) =>
  String(s ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ');
const code = (s) => (s ? `\`${s}\`` : '—');
const table = (head, rows) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ].join('\n');

/** The generated tables, by name. */
export function tables(manifest) {
  const el = elementOf(manifest);
  const attributes = el.attributes ?? [];
  // properties with no attribute that are part of the contract (documented public fields)
  const propertyOnly = (el.members ?? []).filter(
    (m) =>
      m.kind === 'field' &&
      !m.static &&
      (m.privacy ?? 'public') === 'public' &&
      m.description &&
      !m.attribute &&
      !attributes.some((a) => a.fieldName === m.name),
  );
  return {
    attributes: table(
      ['attribute', 'property', 'meaning'],
      [
        ...attributes.map((a) => [code(a.name), a.fieldName ? code(a.fieldName) : '(global)', a.description]),
        ...propertyOnly.map((m) => ['—', code(m.name), m.description]),
      ],
    ),
    events: table(
      ['event', 'type', 'when'],
      (el.events ?? []).map((e) => [code(e.name), code(e.type?.text), e.description]),
    ),
    'css-properties': table(
      ['property', 'default', 'what it sets'],
      (el.cssProperties ?? []).map((p) => [code(p.name), code(p.default), p.description]),
    ),
    parts: table(
      ['part', 'what it is'],
      (el.cssParts ?? []).map((p) => [code(p.name), p.description]),
    ),
  };
}

/** docs/element.md with its contract tables made from the manifest (formatted as Prettier does). */
export async function render(manifest, markdown) {
  let out = markdown;
  for (const [name, text] of Object.entries(tables(manifest))) {
    const open = `<!-- contract:${name} -->`;
    const close = `<!-- /contract:${name} -->`;
    const a = out.indexOf(open);
    const b = out.indexOf(close);
    if (a < 0 || b < a) throw new Error(`docs/element.md has no ${open} … ${close} region`);
    out = `${out.slice(0, a + open.length)}\n\n${text}\n\n${out.slice(b)}`;
  }
  const options = (await prettier.resolveConfig(DOC)) ?? {};
  return prettier.format(out, { ...options, filepath: DOC });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  const current = readFileSync(DOC, 'utf8');
  const next = await render(manifest, current);
  if (process.argv.includes('--check')) {
    if (next !== current) {
      console.error('docs/element.md is not up to date with custom-elements.json: run npm run docs:element');
      process.exit(1);
    }
  } else if (next !== current) {
    writeFileSync(DOC, next);
    console.log('wrote the contract tables of docs/element.md');
  }
}
