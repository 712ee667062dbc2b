// The editor data and typings made from custom-elements.json by `npm run build`
// (scripts/editor-data.mjs, with the custom-element-*-integration generators for VS Code, JetBrains
// and Vue): every attribute (with its values), event, part and custom property of the manifest
// reaches VS Code's custom data, JetBrains web-types, the Vue typings and the JSX typings.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRESET_NAMES } from '../../src/engine/rules.js';

const root = join(import.meta.dirname, '../..');
const dist = join(root, 'dist');
const built = existsSync(join(dist, 'editor', 'web-types.json'));

interface Named {
  name: string;
  values?: { name: string }[];
  type?: { text: string };
}

const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8')) as {
  modules: {
    declarations?: {
      customElement?: boolean;
      tagName: string;
      attributes: Named[];
      members: Named[];
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

describe('editor data and JSX typings', () => {
  // a missing build fails here (it used to skip silently and pass)
  test('the build is there (npm run build)', () => assert.ok(built, 'run npm run build first'));
  test('VS Code custom HTML data: every attribute, with the values of the enumerated ones', () => {
    const data = JSON.parse(readFileSync(join(dist, 'editor', 'vscode.html-custom-data.json'), 'utf8'));
    const tag = data.tags.find((t: Named) => t.name === el.tagName);
    assert.deepEqual(
      tag.attributes.map((a: Named) => a.name),
      el.attributes.map((a) => a.name),
    );
    const values = (name: string) =>
      tag.attributes.find((a: Named) => a.name === name).values.map((v: Named) => v.name) as string[];
    assert.deepEqual(values('mode'), ['replay', 'play', 'validate', 'edit']);
    assert.deepEqual(values('level'), ['random', 'easy', 'normal', 'hard']);
    assert.deepEqual(values('perspective'), ['0', '1', 'open']);
    assert.deepEqual(values('autoplay-comments'), ['pause', 'hold']);
    assert.ok(pkg.exports['./vscode.html-custom-data.json']);
  });

  // issue 25 point 9: rules and lang completed no values (their attributes are strings that also take
  // JSON overrides or any language tag); the manifest now lists the presets and the two languages
  test('rules and lang complete their values in VS Code and JetBrains', () => {
    const vscode = JSON.parse(readFileSync(join(dist, 'editor', 'vscode.html-custom-data.json'), 'utf8'));
    const tag = vscode.tags.find((t: Named) => t.name === el.tagName);
    const values = (name: string) =>
      tag.attributes.find((a: Named) => a.name === name).values.map((v: Named) => v.name) as string[];
    assert.deepEqual(values('rules'), ['classic', 'bela-501', 'simple', 'schmeiss']);
    assert.deepEqual(values('lang'), ['en', 'nb']);
    const webTypes = JSON.parse(readFileSync(join(root, pkg['web-types']), 'utf8'));
    const element = webTypes.contributions.html.elements.find((e: Named) => e.name === el.tagName);
    const type = (name: string) => element.attributes.find((a: Named) => a.name === name).value.type as string;
    assert.match(type('rules'), /'classic' \| 'bela-501' \| 'simple' \| 'schmeiss'/);
    assert.match(type('lang'), /"en"\|"nb"/);
  });

  test('the listed values of mode, autoplay-comments and rules are those the element takes', () => {
    // the JSDoc `@type` of a field lists what its TypeScript type names (Mode, CommentPause, the presets)
    const union = (file: string, name: string) =>
      new RegExp(`export type ${name} = ([^;]+);`)
        .exec(readFileSync(join(root, file), 'utf8'))![1]
        .split('|')
        .map((p) => p.trim().replace(/^'|'$/g, ''));
    const listed = (field: string) =>
      el.members
        .find((m) => m.name === field)!
        .type!.text.split('|')
        .map((p) => p.trim().replace(/^'|'$/g, ''))
        .filter((p) => p !== 'string');
    assert.deepEqual(listed('mode'), union('src/element/table-context.ts', 'Mode'));
    assert.deepEqual(listed('autoplayComments'), union('src/element/controllers/autoplay.ts', 'CommentPause'));
    assert.deepEqual(listed('rules'), PRESET_NAMES);
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
      data.contributions.css['pseudo-elements'].map((p: Named) => p.name),
      el.cssParts.map((p) => `part(${p.name})`),
    );
    assert.deepEqual(
      data.contributions.css.properties.map((p: Named) => p.name),
      el.cssProperties.map((p) => p.name),
    );
  });

  test('Vue typings: the tag in GlobalComponents, each attribute typed by its property, typed events', () => {
    const text = readFileSync(join(dist, 'types', 'element', 'vue.d.ts'), 'utf8');
    assert.match(text, /declare module "vue"/);
    assert.match(text, /interface GlobalComponents extends CustomElements/);
    assert.ok(text.includes(`"${el.tagName}": DefineComponent<`));
    assert.match(text, /\bmode\?: KlaberjassTable\["mode"\];/);
    assert.match(text, /\blang\?: KlaberjassTable\["lang"\];/);
    for (const e of el.events) assert.ok(text.includes(`"on${e.name}"?: (e: CustomEvent<Kj`), e.name);
    assert.match(text, /^export type KlaberjassTableProps = /m);
    assert.ok(text.includes("export type * from './public-types.js';"));
    assert.deepEqual(pkg.exports['./vue'], { types: './dist/types/element/vue.d.ts', default: './dist/jsx.js' });
  });

  test('JSX typings: every attribute and event, for React 19, Preact and Solid', () => {
    const attrs = readFileSync(join(dist, 'types', 'element', 'jsx', 'attributes.d.ts'), 'utf8');
    for (const a of el.attributes) assert.match(attrs, new RegExp(`'${a.name}'\\?:`), a.name);
    for (const e of el.events) assert.match(attrs, new RegExp(`'${e.name}': CustomEvent<`), e.name);
    // a property without an attribute is a prop too (issue 25.7: `transcript` was missing)
    assert.match(attrs, /\n {2}transcript\?: TranscriptDoc \| string \| null;/);
    assert.match(attrs, /import type \{[^}]*\bTranscriptDoc\b[^}]*\} from '\.\.\/public-types\.js';/);
    for (const [name, module] of [
      ['react', "declare module 'react'"],
      ['preact', "declare module 'preact'"],
      ['solid', "declare module 'solid-js'"],
    ]) {
      const text = readFileSync(join(dist, 'types', 'element', 'jsx', `${name}.d.ts`), 'utf8');
      assert.ok(text.includes(module), name);
      assert.ok(text.includes(`'${el.tagName}':`), name);
      // the entry point exports every type its declarations use (api/jsx-*.api.md: no forgotten export)
      assert.ok(text.includes("export type * from '../public-types.js';"), name);
      assert.deepEqual(pkg.exports[`./jsx/${name}`], {
        types: `./dist/types/element/jsx/${name}.d.ts`,
        default: './dist/jsx.js',
      });
    }
  });
});
