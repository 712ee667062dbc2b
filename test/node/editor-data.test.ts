// The editor data and JSX typings made from custom-elements.json by `npm run build`
// (scripts/editor-data.mjs): every attribute (with its values), event, part and custom property of
// the manifest reaches VS Code's custom HTML data, JetBrains web-types and the JSX typings.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const dist = join(root, 'dist');
const built = existsSync(join(dist, 'editor', 'web-types.json'));

interface Named {
  name: string;
  values?: { name: string }[];
}

const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8')) as {
  modules: {
    declarations?: {
      customElement?: boolean;
      tagName: string;
      attributes: Named[];
      events: Named[];
      cssParts: Named[];
      cssProperties: Named[];
    }[];
  }[];
};
const el = manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.customElement)!;
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  'web-types': string;
  exports: Record<string, unknown>;
};

describe('editor data and JSX typings', { skip: built ? false : 'run npm run build first' }, () => {
  test('VS Code custom HTML data: every attribute, with the values of the enumerated ones', () => {
    const data = JSON.parse(readFileSync(join(dist, 'editor', 'vscode.html-custom-data.json'), 'utf8'));
    const tag = data.tags.find((t: Named) => t.name === el.tagName);
    assert.deepEqual(
      tag.attributes.map((a: Named) => a.name),
      el.attributes.map((a) => a.name),
    );
    const mode = tag.attributes.find((a: Named) => a.name === 'mode');
    assert.deepEqual(
      mode.values.map((v: Named) => v.name),
      ['replay', 'play', 'validate', 'edit'],
    );
    const level = tag.attributes.find((a: Named) => a.name === 'level');
    assert.deepEqual(
      level.values.map((v: Named) => v.name),
      ['random', 'easy', 'normal', 'hard'],
    );
    assert.ok(pkg.exports['./vscode.html-custom-data.json']);
  });

  test('web-types: attributes, events, parts and custom properties; declared in package.json', () => {
    assert.equal(pkg['web-types'], './dist/editor/web-types.json');
    const data = JSON.parse(readFileSync(join(root, pkg['web-types']), 'utf8'));
    const element = data.contributions.html.elements.find((e: Named) => e.name === el.tagName);
    assert.deepEqual(
      element.attributes.map((a: Named) => a.name),
      el.attributes.map((a) => a.name),
    );
    assert.deepEqual(
      element.events.map((e: Named) => e.name),
      el.events.map((e) => e.name),
    );
    assert.deepEqual(
      element.css.parts.map((p: Named) => p.name),
      el.cssParts.map((p) => p.name),
    );
    assert.deepEqual(
      element.css.properties.map((p: Named) => p.name),
      el.cssProperties.map((p) => p.name),
    );
  });

  test('JSX typings: every attribute and event, for React 19, Preact and Solid', () => {
    const attrs = readFileSync(join(dist, 'types', 'element', 'jsx', 'attributes.d.ts'), 'utf8');
    for (const a of el.attributes) assert.match(attrs, new RegExp(`'${a.name}'\\?:`), a.name);
    for (const e of el.events) assert.match(attrs, new RegExp(`'${e.name}': CustomEvent<`), e.name);
    for (const [name, module] of [
      ['react', "declare module 'react'"],
      ['preact', "declare module 'preact'"],
      ['solid', "declare module 'solid-js'"],
    ]) {
      const text = readFileSync(join(dist, 'types', 'element', 'jsx', `${name}.d.ts`), 'utf8');
      assert.ok(text.includes(module), name);
      assert.ok(text.includes(`'${el.tagName}':`), name);
      assert.deepEqual(pkg.exports[`./jsx/${name}`], {
        types: `./dist/types/element/jsx/${name}.d.ts`,
        default: './dist/jsx.js',
      });
    }
  });
});
