// Editor data and JSX typings for <klaberjass-table>, made from custom-elements.json (scripts/build.mjs
// runs it after the declarations):
//   dist/editor/vscode.html-custom-data.json   VS Code custom HTML data (html.customData)
//   dist/editor/web-types.json                 JetBrains web-types (package.json "web-types")
//   dist/types/element/jsx/*.d.ts              IntrinsicElements for React 19, Preact and Solid
//   dist/jsx.js                                the (empty) module those typings belong to
// Attribute values come from the manifest's types and, where it names a type alias (Mode, ...),
// from the `@attr {...}` tags of the element's JSDoc in the source file the manifest names.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The quoted literals of a union type text (`'a' | "b"`), or null when it is not one. */
function literals(text) {
  if (!text) return null;
  const parts = text.split('|').map((p) => p.trim());
  const out = [];
  for (const p of parts) {
    const m = /^(['"])(.*)\1$/.exec(p);
    if (!m) return null;
    out.push(m[2]);
  }
  return out.length ? out : null;
}

/** `@attr {type} name - text` tags of the source: name → type text. */
function attrTags(source) {
  const tags = new Map();
  for (const m of source.matchAll(/@attr\s+\{([^}]*)\}\s+([\w-]+)/g)) tags.set(m[2], m[1]);
  return tags;
}

export function editorData(root) {
  const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8'));
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const module = manifest.modules.find((m) => m.declarations?.some((d) => d.customElement));
  const el = module.declarations.find((d) => d.customElement);
  const sourceFile = join(root, module.path);
  const tags = existsSync(sourceFile) ? attrTags(readFileSync(sourceFile, 'utf8')) : new Map();

  const attributes = el.attributes.map((a) => {
    const typeText = a.type?.text ?? 'string';
    const values = literals(typeText) ?? literals(tags.get(a.name));
    const kind = values ? 'enum' : typeText === 'boolean' ? 'boolean' : typeText === 'number' ? 'number' : 'string';
    return { name: a.name, description: a.description ?? '', default: a.default, values, kind };
  });
  const events = (el.events ?? []).map((e) => ({
    name: e.name,
    description: e.description ?? '',
    detail: /^CustomEvent<(\w+)>$/.exec(e.type?.text ?? '')?.[1] ?? null,
  }));
  const properties = el.members.filter(
    (m) => m.kind === 'field' && !m.static && (m.privacy ?? 'public') === 'public' && !m.name.startsWith('_'),
  );
  // properties with no attribute (the transcript as an object): JSX props too, with their types
  const propertyOnly = properties.filter((m) => !m.attribute && !m.readonly && m.type?.text);
  const description = [el.summary, el.description].filter(Boolean).join('\n\n');

  // VS Code custom HTML data (version 1.1)
  const vscode = {
    $schema: 'https://raw.githubusercontent.com/microsoft/vscode-html-languageservice/main/docs/customData.schema.json',
    version: 1.1,
    tags: [
      {
        name: el.tagName,
        description: { kind: 'markdown', value: el.summary ?? description },
        attributes: attributes.map((a) => ({
          name: a.name,
          description: a.description + (a.default && a.default !== "''" ? ` (default ${a.default})` : ''),
          ...(a.values
            ? { values: a.values.map((name) => ({ name })) }
            : a.kind === 'boolean'
              ? { valueSet: 'v' }
              : {}),
        })),
      },
    ],
  };

  // JetBrains web-types
  const webTypes = {
    $schema: 'https://json.schemastore.org/web-types',
    name: pkg.name,
    version: pkg.version,
    'description-markup': 'markdown',
    contributions: {
      html: {
        elements: [
          {
            name: el.tagName,
            description: el.summary ?? description,
            attributes: attributes.map((a) => ({
              name: a.name,
              description: a.description,
              ...(a.default !== undefined ? { default: a.default } : {}),
              value:
                a.kind === 'boolean'
                  ? { type: 'boolean', required: false }
                  : { type: a.values ? a.values.map((v) => JSON.stringify(v)).join(' | ') : a.kind, kind: 'plain' },
              ...(a.values ? { values: a.values.map((name) => ({ name })) } : {}),
            })),
            events: events.map((e) => ({ name: e.name, description: e.description })),
            js: {
              properties: properties.map((m) => ({
                name: m.name,
                description: m.description ?? '',
                ...(m.type?.text ? { type: m.type.text } : {}),
              })),
              events: events.map((e) => ({ name: e.name, description: e.description })),
            },
            css: {
              parts: (el.cssParts ?? []).map((p) => ({ name: p.name, description: p.description ?? '' })),
              properties: (el.cssProperties ?? []).map((p) => ({ name: p.name, description: p.description ?? '' })),
            },
          },
        ],
      },
    },
  };

  const editorDir = join(root, 'dist', 'editor');
  mkdirSync(editorDir, { recursive: true });
  writeFileSync(join(editorDir, 'vscode.html-custom-data.json'), JSON.stringify(vscode, null, 2) + '\n');
  writeFileSync(join(editorDir, 'web-types.json'), JSON.stringify(webTypes, null, 2) + '\n');

  // JSX typings: one shared file of attributes and events, one file per framework
  const tsType = (a) =>
    a.values ? a.values.map((v) => JSON.stringify(v)).join(' | ') : a.kind === 'number' ? 'number | string' : a.kind;
  const details = [...new Set(events.map((e) => e.detail).filter(Boolean))];
  // the typings import the events' detail types from the element's entry point: each must be exported there
  const define = join(root, 'dist', 'types', 'element', 'define.d.ts');
  const missing = existsSync(define)
    ? details.filter((d) => !new RegExp(`\\b${d}\\b`).test(readFileSync(define, 'utf8')))
    : [];
  if (missing.length)
    throw new Error(`src/element/define.ts does not export the event detail types ${missing.join(', ')}`);
  // the types those properties name come from the library's entry point (dist/types/index.d.ts)
  const library = join(root, 'dist', 'types', 'index.d.ts');
  const propertyTypes = [...new Set(propertyOnly.flatMap((m) => m.type.text.match(/\b[A-Z]\w*/g) ?? []))].filter(
    (t) => !details.includes(t),
  );
  const unexported = existsSync(library)
    ? propertyTypes.filter((t) => !new RegExp(`\\b${t}\\b`).test(readFileSync(library, 'utf8')))
    : [];
  if (unexported.length) throw new Error(`src/index.ts does not export the property types ${unexported.join(', ')}`);
  const doc = (text, indent) =>
    text ? `${indent}/** ${text.replace(/\*\//g, '* /').replace(/\s*\n\s*/g, ' ')} */\n` : '';
  const jsxDir = join(root, 'dist', 'types', 'element', 'jsx');
  mkdirSync(jsxDir, { recursive: true });
  const header = `// Generated by scripts/editor-data.mjs from custom-elements.json: do not edit.\n`;
  writeFileSync(
    join(jsxDir, 'attributes.d.ts'),
    `${header}import type { ${details.join(', ')} } from '../define.js';
${propertyTypes.length ? `import type { ${propertyTypes.join(', ')} } from '../../index.js';\n` : ''}
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
    '// The JSX typings (klaberjass-table/jsx/react, /preact, /solid) are types only: nothing runs here.\nexport {};\n',
  );
  return { attributes: attributes.length, events: events.length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = join(dirname(new URL(import.meta.url).pathname), '..');
  console.log(editorData(root));
}
