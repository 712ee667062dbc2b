// The rollup configuration of every bundle `npm run build` writes (scripts/build.mjs runs it and
// then writes the declarations; `npx rollup -c` builds the same bundles without them).
//   dist/klaberjass-table.js  the element: lit, engine, notation, validator, element; lazy chunks
//                             beside it, one per `import()` (see ENTRIES)
//   dist/element.js           the element for apps that bundle (lit left to them), element-class.js
//                             without registering the tag, their chunks dist/element-*.js
//   dist/worker.js            the computer opponent's module worker
//   dist/index.js             the library (engine, notation, validator, ai)
//   dist/engine.js            the engine alone
//   dist/cli.js               the klaberjass-validate command
import { existsSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import { transform } from 'esbuild';

const root = dirname(fileURLToPath(import.meta.url));

export const ENTRIES = [
  // the defining entry point: one minified ES module with lit, the engine and the validator's core;
  // every part a page may not need is a chunk beside it, made by a plain `import()` in the source
  // (play mode, the computer opponent, the verdict and analysis views, Norwegian, the English
  // wording of verdicts, the validator's schema check and its code for unusual documents)
  {
    input: 'src/element/define.ts',
    output: 'dist/klaberjass-table.js',
    platform: 'browser',
    minify: true,
    chunks: true,
  },
  // the element for apps that bundle (`klaberjass-table/element`, `klaberjass-table/element/class`):
  // the same modules and lazy chunks, with `lit` left to the app (a dependency of the package, so that
  // an app has one copy); not minified (the app's bundler does that). dist/element.js registers the
  // tag, dist/element-class.js does not; their chunks are dist/element-*.js, beside dist/worker.js.
  {
    input: 'src/element/define.ts',
    inputs: { element: 'src/element/define.ts', 'element-class': 'src/element/index.ts' },
    output: 'dist/element.js',
    platform: 'browser',
    chunks: true,
    external: (id) => /^(lit|lit-html|lit-element|@lit\/reactive-element)(\/|$)/.test(id),
  },
  // the opponent's module worker: src/ai/client.ts (in the lazy chunk above) loads ./worker.js beside it
  { input: 'src/ai/worker.ts', output: 'dist/worker.js', platform: 'browser', minify: true },
  { input: 'src/index.ts', output: 'dist/index.js', platform: 'neutral' },
  { input: 'src/engine/index.ts', output: 'dist/engine.js', platform: 'neutral' },
  { input: 'src/cli/main.ts', output: 'dist/cli.js', platform: 'node' },
];

const tsconfigRaw = readFileSync(join(root, 'tsconfig.json'), 'utf8');

/**
 * Rollup plugin: resolves relative `./x.js` imports to `./x.ts` (and extensionless ones to .ts or
 * /index.ts), then compiles TypeScript with esbuild using the project's tsconfig (class fields as
 * plain assignments, which lit's reactive properties need).
 */
function typescript() {
  const tryFiles = (base) =>
    [base, `${base}.ts`, join(base, 'index.ts')].find((f) => existsSync(f) && statSync(f).isFile());
  return {
    name: 'esbuild-typescript',
    resolveId(source, importer) {
      if (!importer || !(source.startsWith('./') || source.startsWith('../'))) return null;
      const base = resolve(dirname(importer), source);
      if (/\.[cm]?js$/.test(source)) {
        if (existsSync(base)) return null;
        const ts = base.replace(/\.([cm]?)js$/, '.$1ts');
        return existsSync(ts) ? ts : null;
      }
      if (/\.[cm]?ts$/.test(source)) return null;
      return tryFiles(base) ?? null;
    },
    async transform(code, id) {
      if (!/\.[cm]?ts$/.test(id) || id.endsWith('.d.ts')) return null;
      const result = await transform(code, {
        loader: 'ts',
        format: 'esm',
        target: 'es2022',
        sourcemap: true,
        sourcefile: id,
        tsconfigRaw,
      });
      for (const w of result.warnings) this.warn(w.text);
      return { code: result.code, map: result.map };
    },
  };
}

/**
 * The spaces esbuild's CSS minifier leaves in minified CSS that can go without changing what it
 * means: in a declaration's value the space after a comma, around `*` and `/` (calc, ratios) and
 * between a `)` and a following word or colour (`drop-shadow(…) drop-shadow(…)`, `clamp(…) solid`),
 * after the colon of a custom property (its value is trimmed) and of a feature in an `@media` or
 * `@container` condition. Quoted strings and selectors (where a space is a combinator) are kept
 * as they are; a space around `+` or `-` is never touched (calc needs it).
 */
export function tightenCss(code) {
  const value = (v) =>
    v
      .replace(/,\s+/g, ',')
      .replace(/\s*([*/])\s*/g, '$1')
      .replace(/\)\s+(?=[a-z#])/gi, ')');
  // runs of text outside strings and the strings themselves, each piece tightened by `f`
  const outsideStrings = (s, f) =>
    s.replace(/("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')|[^"']+/g, (m, str) => (str ? m : f(m)));
  let out = '';
  let depth = 0; // parentheses
  let quote = '';
  let start = 0;
  for (let i = 0; i < code.length; i++) {
    const ch = code[i];
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = '';
      continue;
    }
    if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (depth === 0 && (ch === '{' || ch === '}' || ch === ';')) {
      const seg = code.slice(start, i);
      if (ch === '{') {
        // a selector stays; an @media/@container condition loses the space after a feature's colon
        out += /^@(media|container)\b/.test(seg) ? outsideStrings(seg, (s) => s.replace(/:\s+/g, ':')) : seg;
      } else {
        const colon = seg.indexOf(':');
        if (colon < 0) out += seg;
        else {
          const prop = seg.slice(0, colon);
          const v = prop.startsWith('--') ? seg.slice(colon + 1).trimStart() : seg.slice(colon + 1);
          out += `${prop}:${outsideStrings(v, value)}`;
        }
      }
      out += ch;
      start = i + 1;
    }
  }
  return out + code.slice(start);
}

/**
 * One piece of the static text of an `html` or `svg` template without the whitespace that ends a
 * tag (`<div\n  class="a"\n>` is `<div\nclass="a">`: whitespace inside a tag is no text, and
 * before its `>` it separates nothing). `state.in` says where the previous piece ended (`text`, `tag`,
 * or the quote of an attribute value) and is updated; a comment is read as text (its `>` ends nothing).
 */
export function tagSpaces(text, state) {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (state.in === 'text') {
      if (ch === '<' && /[a-zA-Z/]/.test(text[i + 1] ?? '')) state.in = 'tag';
    } else if (state.in === 'tag') {
      if (ch === '"' || ch === "'") state.in = ch;
      else if (ch === '>') state.in = 'text';
      else if (/\s/.test(ch)) {
        let j = i;
        while (j < text.length && /\s/.test(text[j])) j++;
        if (text[j] === '>') {
          i = j - 1;
          continue;
        }
      }
    } else if (ch === state.in) state.in = 'tag';
    out += ch;
  }
  return out;
}

/**
 * Rollup plugin (the minified element bundle only): shrinks the static text of lit's tagged
 * templates in our own sources. `css` templates without interpolations go through esbuild's CSS
 * minifier, then `tightenCss`; in `html` and `svg` templates a run of whitespace that contains a
 * line break becomes one line break (the same rendering: HTML collapses such a run to one space,
 * and no template text sits in a `pre` or `white-space: pre*` context), and whitespace before the
 * `>` of a tag goes (`tagSpaces`); the `${}` expressions are never touched.
 */
function minifyLitTemplates() {
  const TAGS = new Set(['css', 'html', 'svg']);
  const walk = (node, visit) => {
    if (!node || typeof node.type !== 'string') return;
    visit(node);
    for (const key of Object.keys(node)) {
      const child = node[key];
      if (Array.isArray(child)) for (const c of child) walk(c, visit);
      else if (child && typeof child.type === 'string') walk(child, visit);
    }
  };
  const asTemplateText = (s) => s.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
  return {
    name: 'minify-lit-templates',
    async transform(code, id) {
      if (!id.startsWith(join(root, 'src')) || !/\b(css|html|svg)`/.test(code)) return null;
      const edits = [];
      const pending = [];
      walk(this.parse(code), (node) => {
        if (node.type !== 'TaggedTemplateExpression' || node.tag.type !== 'Identifier' || !TAGS.has(node.tag.name))
          return;
        const { quasis } = node.quasi;
        if (node.tag.name === 'css') {
          if (quasis.length !== 1 || quasis[0].value.cooked == null) return;
          const q = quasis[0];
          pending.push(
            transform(q.value.cooked, { loader: 'css', minify: true }).then((r) => {
              edits.push({ start: q.start, end: q.end, text: asTemplateText(tightenCss(r.code.trim())) });
            }),
          );
          return;
        }
        // where the text is, from one piece of static text to the next (an expression leaves it as it is)
        const state = { in: 'text' };
        for (const q of quasis) {
          const raw = code.slice(q.start, q.end);
          // a backslash before a line break is a line continuation: leave such text alone
          if (/\\\r?\n/.test(raw)) {
            tagSpaces(raw, state);
            continue;
          }
          const text = tagSpaces(raw.replace(/[ \t]*\r?\n\s*/g, '\n'), state);
          if (text !== raw) edits.push({ start: q.start, end: q.end, text });
        }
      });
      await Promise.all(pending);
      if (!edits.length) return null;
      edits.sort((a, b) => b.start - a.start);
      let out = code;
      for (const e of edits) out = out.slice(0, e.start) + e.text + out.slice(e.end);
      // line breaks are kept in html/svg text (only those before a tag's `>` go), so the earlier
      // source map stays close enough
      return { code: out, map: null };
    },
  };
}

const isBuiltin = (id) => id.startsWith('node:') || builtinModules.includes(id.split('/')[0]);

/** The rollup options of one entry of ENTRIES: input options plus `output`. */
/**
 * The licence line at the top of the minified browser files: the package's licence, and Lit's
 * (BSD-3-Clause), whose notices terser drops with the other comments; the full texts are in
 * dist/THIRD-PARTY-NOTICES.md (scripts/build.mjs writes it).
 */
export const BANNER =
  '/*! klaberjass-table, MIT licence. Includes Lit (Copyright Google LLC, BSD-3-Clause): see THIRD-PARTY-NOTICES.md */';

export function configFor(entry) {
  return {
    input: entry.inputs ?? entry.input,
    external: entry.external ?? (entry.platform === 'node' ? isBuiltin : undefined),
    // shared code stays in the entry file (no facade chunk), lazy chunks import from it
    preserveEntrySignatures: entry.chunks ? 'allow-extension' : 'exports-only',
    plugins: [
      typescript(),
      entry.minify && minifyLitTemplates(),
      nodeResolve({
        extensions: ['.ts', '.mjs', '.js', '.json'],
        browser: entry.platform === 'browser',
        exportConditions: entry.platform === 'node' ? ['node'] : entry.platform === 'browser' ? ['browser'] : [],
        preferBuiltins: entry.platform === 'node',
      }),
      // every comment goes but the licence line (output.banner below)
      entry.minify &&
        terser({ format: { comments: /^! klaberjass-table,/ }, module: true, ecma: 2022, compress: { passes: 2 } }),
    ].filter(Boolean),
    onwarn(warning, warn) {
      // compiled helpers that read `this` at module top level: harmless
      if (warning.code === 'THIS_IS_UNDEFINED') return;
      // an import the bundle cannot satisfy would fail in the browser: stop the build instead
      if (warning.code === 'MISSING_EXPORT') throw new Error(warning.message);
      warn(warning);
    },
    output: entry.chunks
      ? {
          dir: dirname(entry.output),
          entryFileNames: entry.inputs ? '[name].js' : basename(entry.output),
          banner: (chunk) => (entry.minify && chunk.isEntry ? BANNER : ''),
          // a chunk is named after its first module; the one play mode and the computer share (the
          // move generator, the runs a hand may declare, seeded deals), the one play, the quiz and
          // the editor share (a game of hands, writing transcripts, the playable card) and the
          // English wordings are named for what they hold
          chunkFileNames: (chunk) => {
            const has = (re) => chunk.moduleIds.some((id) => re.test(id.replace(/\\/g, '/')));
            // (the app build's two entries share the table itself: one chunk named for it)
            const name = has(/\/src\/engine\/moves\.ts$/)
              ? 'players'
              : has(/\/src\/element\/klaberjass-table\.ts$/)
                ? 'table'
                : has(/\/src\/notation\/notate\.ts$/)
                  ? 'game' // a game of hands, its transcript written, the playable card
                  : has(/\/src\/element\/play-bridge\.ts$/)
                    ? 'play' // play mode: the session, its views and its wiring to the element
                    : has(/\/src\/validator\/wording\.ts$/)
                      ? 'wording-en' // the English sentences of verdicts (with the schema's)
                      : has(/\/src\/engine\/word\.ts$/)
                        ? 'engine-word' // the engine's wording step (beside the validator's 'word')
                        : has(/\/src\/validator\/index\.ts$/)
                          ? 'validate' // the library's validate(), for the editor's live verdict
                          : has(/\/src\/engine\/wording\.ts$/)
                            ? 'engine-en' // the English sentences of the engine's faults (play mode, verdicts)
                            : '[name]';
            return `${basename(entry.output, '.js')}-${name}-[hash].js`;
          },
          format: 'es',
          sourcemap: true,
        }
      : {
          file: entry.output,
          format: 'es',
          sourcemap: true,
          inlineDynamicImports: true,
          banner: entry.minify ? '/*! klaberjass-table, MIT licence */' : '',
        },
  };
}

// `npx rollup -c`: every bundle whose entry exists
export default ENTRIES.filter((e) => existsSync(join(root, e.input))).map(configFor);
