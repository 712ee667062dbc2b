// Editor data and typings for <klaberjass-table>, made from custom-elements.json (scripts/build.mjs
// runs it after the declarations):
//   dist/editor/vscode.html-custom-data.json   VS Code custom HTML data (html.customData), and
//   dist/editor/vscode.css-custom-data.json    its CSS custom properties and parts (css.customData):
//                                              custom-element-vs-code-integration
//   dist/editor/web-types.json                 JetBrains web-types (package.json "web-types"):
//                                              custom-element-jet-brains-integration
//   dist/types/element/vue.d.ts                Vue template typings (GlobalComponents):
//                                              custom-element-vuejs-integration
//   dist/types/element/jsx/*.d.ts              IntrinsicElements for React 19, Preact and Solid
//   dist/jsx.js                                the (empty) module those typings belong to
// The values an attribute takes come from the manifest's types: the element's JSDoc (`@type` on a
// field, `@attr {...}` for an attribute without one) lists them where the TypeScript type does not
// (a type alias such as Mode, or a string that also takes JSON, such as rules).
// The JSX typings stay written here: custom-element-jsx-integration makes one global declaration
// for React only, without Preact's and Solid's, and with its own event props (`onKjMove`) that
// would clash with the React 19 `onkj-move` form these typings (and their users) rely on.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { generateJetBrainsWebTypes } from 'custom-element-jet-brains-integration';
import { generateVsCodeCustomElementData } from 'custom-element-vs-code-integration';
import { generateVuejsTypes } from 'custom-element-vuejs-integration';

/** The quoted literals of a union type text (`'a' | "b"`, `| undefined` aside), or null when it is not one. */
function literals(text) {
  if (!text) return null;
  const parts = text
    .split('|')
    .map((p) => p.trim())
    .filter((p) => p !== 'undefined');
  const out = [];
  for (const p of parts) {
    const m = /^(['"])(.*)\1$/.exec(p);
    if (!m) return null;
    out.push(m[2]);
  }
  return out.length ? out : null;
}

/**
 * The manifest as the generators read it. Two readings of theirs differ from the manifest's
 * schema, which this copy bridges: an event's `type` is the event's type in the schema
 * (`CustomEvent<KjMoveDetail>`) and its detail's type for the generators (they write
 * `CustomEvent<type>` and import the names it holds); and the Vue typings type each attribute
 * by its property (`KlaberjassTable['mode']`), so `lang`, the global HTML attribute that the
 * element reads but does not declare, is typed by HTMLElement's `lang`.
 */
function forGenerators(manifest) {
  const copy = JSON.parse(JSON.stringify(manifest));
  for (const m of copy.modules)
    for (const d of m.declarations ?? []) {
      if (!d.customElement) continue;
      for (const e of d.events ?? []) {
        const detail = /^CustomEvent<(\w+)>$/.exec(e.type?.text ?? '')?.[1];
        if (detail) e.type = { text: detail };
      }
      for (const a of d.attributes ?? []) if (a.name === 'lang' && !a.fieldName) a.fieldName = 'lang';
    }
  return copy;
}

export function editorData(root) {
  const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8'));
  const module = manifest.modules.find((m) => m.declarations?.some((d) => d.customElement));
  const el = module.declarations.find((d) => d.customElement);

  const attributes = el.attributes.map((a) => {
    const typeText = a.type?.text ?? 'string';
    const values = literals(typeText);
    const kind = values ? 'enum' : typeText === 'boolean' ? 'boolean' : typeText === 'number' ? 'number' : 'string';
    return { name: a.name, description: a.description ?? '', values, kind };
  });
  // properties with no attribute (the transcript as an object): JSX props too, with their types
  const propertyOnly = (el.members ?? []).filter(
    (m) =>
      m.kind === 'field' &&
      !m.static &&
      (m.privacy ?? 'public') === 'public' &&
      !m.name.startsWith('_') &&
      !m.attribute &&
      !m.readonly &&
      m.type?.text,
  );
  const events = (el.events ?? []).map((e) => ({
    name: e.name,
    description: e.description ?? '',
    detail: /^CustomEvent<(\w+)>$/.exec(e.type?.text ?? '')?.[1] ?? null,
  }));

  const generated = forGenerators(manifest);
  const editorDir = join(root, 'dist', 'editor');
  const quiet = { hideLogs: true };
  generateVsCodeCustomElementData(generated, {
    ...quiet,
    outdir: editorDir,
    htmlFileName: 'vscode.html-custom-data.json',
    cssFileName: 'vscode.css-custom-data.json',
  });
  // (packageJson stays off: the generator would write the "web-types" field, which package.json has)
  generateJetBrainsWebTypes(generated, { ...quiet, outdir: editorDir, webTypesFileName: 'web-types.json' });
  generateVuejsTypes(generated, {
    ...quiet,
    outdir: join(root, 'dist', 'types', 'element'),
    fileName: 'vue.d.ts',
    globalTypePath: './define.js',
  });
  // The Vue generator types each attribute as the element's property of its name
  // (KlaberjassTable['field']). An attribute with no property (link-base, which only the editor
  // reads, from the element's attribute) came out as KlaberjassTable['undefined'], an error in
  // every app that runs vue-tsc: such an attribute gets the type its JSDoc declares instead.
  const vuePath = join(root, 'dist', 'types', 'element', 'vue.d.ts');
  let vue = readFileSync(vuePath, 'utf8');
  for (const a of generated.modules.flatMap((m) => m.declarations ?? []).find((d) => d.customElement).attributes) {
    if (a.fieldName) continue;
    vue = vue.replace(
      new RegExp(`(["']?${a.name}["']?\\?: )\\w+\\[["']undefined["']\\]`),
      `$1${a.type?.text ?? 'string'}`,
    );
  }
  if (/\[["']undefined["']\]/.test(vue))
    throw new Error(`${vuePath}: an attribute is still typed as a missing property`);
  // the entry point (klaberjass-table/vue) exports every type its typings use: the element class
  // (as a type: the module behind it runs nothing) and the element's public types
  // (with an export statement, a declaration file's own types are exported only when marked so)
  vue = vue.replace(/^type (\w+)/gm, 'export type $1');
  // (and documented: the API report lists an exported type without a description)
  const vueDocs = {
    KlaberjassTableProps: "The element's attributes, properties and events as the props of a Vue component.",
    CustomElements: 'The element by its tag name, as a Vue component (`GlobalComponents`) and a JSX element.',
  };
  vue = vue.replace(/^export type (\w+)/gm, (line, name) =>
    vueDocs[name] ? `/** ${vueDocs[name]} */\n${line}` : line,
  );
  vue += `\nexport type { KlaberjassTable } from './define.js';\nexport type * from './public-types.js';\n`;
  writeFileSync(vuePath, vue);

  // JSX typings: one shared file of attributes and events, one file per framework
  const tsType = (a) =>
    a.values ? a.values.map((v) => JSON.stringify(v)).join(' | ') : a.kind === 'number' ? 'number | string' : a.kind;
  const details = [...new Set(events.map((e) => e.detail).filter(Boolean))];
  // the typings import the events' detail types and the types the properties name from the
  // element's list of public types (src/element/public-types.ts), and re-export that list, so that
  // every type their declarations use is exported by their entry point: each must be listed there
  const publicTypes = join(root, 'dist', 'types', 'element', 'public-types.d.ts');
  const propertyTypes = [...new Set(propertyOnly.flatMap((m) => m.type.text.match(/\b[A-Z]\w*/g) ?? []))].filter(
    (t) => !details.includes(t),
  );
  const listed = existsSync(publicTypes) ? readFileSync(publicTypes, 'utf8') : null;
  const missing = listed ? [...details, ...propertyTypes].filter((d) => !new RegExp(`\\b${d}\\b`).test(listed)) : [];
  if (missing.length) throw new Error(`src/element/public-types.ts does not export the types ${missing.join(', ')}`);
  const doc = (text, indent) =>
    text ? `${indent}/** ${text.replace(/\*\//g, '* /').replace(/\s*\n\s*/g, ' ')} */\n` : '';
  const jsxDir = join(root, 'dist', 'types', 'element', 'jsx');
  mkdirSync(jsxDir, { recursive: true });
  const header = `// Generated by scripts/editor-data.mjs from custom-elements.json: do not edit.\n`;
  writeFileSync(
    join(jsxDir, 'attributes.d.ts'),
    `${header}import type { ${[...details, ...propertyTypes].join(', ')} } from '../public-types.js';

/** The attributes of <${el.tagName}> as JSX props (all optional, as written in HTML), and its properties that have no attribute. */
export interface KlaberjassTableAttributes {
${attributes.map((a) => `${doc(a.description, '  ')}  '${a.name}'?: ${tsType(a)};`).join('\n')}
${propertyOnly.map((m) => `${doc(m.description, '  ')}  ${m.name}?: ${m.type.text};`).join('\n')}
}

/** The element's events and their types. */
export interface KlaberjassTableEvents {
${events.map((e) => `${doc(e.description, '  ')}  '${e.name}': CustomEvent<${e.detail ?? 'unknown'}>;`).join('\n')}
}

/** Listeners as \`on<event>\` props (React 19 and Preact add a listener for the event named after \`on\`). */
export type KlaberjassTableOnProps = {
  [K in keyof KlaberjassTableEvents as \`on\${K}\`]?: (event: KlaberjassTableEvents[K]) => void;
};
`,
  );
  writeFileSync(
    join(jsxDir, 'react.d.ts'),
    `${header}// React 19: import type {} from 'klaberjass-table/jsx/react' (or list it in tsconfig "types").
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { KlaberjassTable } from '../define.js';
import type { KlaberjassTableAttributes, KlaberjassTableOnProps } from './attributes.js';

export type { KlaberjassTableAttributes, KlaberjassTableEvents, KlaberjassTableOnProps } from './attributes.js';
export type * from '../public-types.js';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      '${el.tagName}': DetailedHTMLProps<HTMLAttributes<KlaberjassTable>, KlaberjassTable> &
        KlaberjassTableAttributes &
        KlaberjassTableOnProps;
    }
  }
}
`,
  );
  writeFileSync(
    join(jsxDir, 'preact.d.ts'),
    `${header}// Preact: import type {} from 'klaberjass-table/jsx/preact' (or list it in tsconfig "types").
import type { JSX as PreactJSX } from 'preact';
import type { KlaberjassTableAttributes, KlaberjassTableOnProps } from './attributes.js';

export type { KlaberjassTableAttributes, KlaberjassTableEvents, KlaberjassTableOnProps } from './attributes.js';
export type * from '../public-types.js';

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
      // (the HTML attributes of any element: their type has moved between Preact 10 and 11)
      '${el.tagName}': Omit<PreactJSX.IntrinsicElements['span'], keyof KlaberjassTableAttributes> &
        KlaberjassTableAttributes &
        KlaberjassTableOnProps;
    }
  }
}
`,
  );
  writeFileSync(
    join(jsxDir, 'solid.d.ts'),
    `${header}// Solid: import type {} from 'klaberjass-table/jsx/solid' (or list it in tsconfig "types").
// Listen with on:kj-move and the other on:kj-* props (typed through JSX.CustomEvents).
import type { JSX as SolidJSX } from 'solid-js';
import type { KlaberjassTable } from '../define.js';
import type { KlaberjassTableAttributes, KlaberjassTableEvents } from './attributes.js';

export type { KlaberjassTableAttributes, KlaberjassTableEvents } from './attributes.js';
export type * from '../public-types.js';

declare module 'solid-js' {
  namespace JSX {
    interface IntrinsicElements {
      '${el.tagName}': Omit<SolidJSX.HTMLAttributes<KlaberjassTable>, keyof KlaberjassTableAttributes> &
        KlaberjassTableAttributes;
    }
    interface CustomEvents extends KlaberjassTableEvents {}
  }
}
`,
  );
  writeFileSync(
    join(root, 'dist', 'jsx.js'),
    '// The JSX and Vue typings (klaberjass-table/jsx/react, /preact, /solid, /vue) are types only: nothing runs here.\nexport {};\n',
  );
  return { attributes: attributes.length, events: events.length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = join(dirname(new URL(import.meta.url).pathname), '..');
  console.log(editorData(root));
}
