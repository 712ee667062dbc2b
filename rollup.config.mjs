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
//   dist/render.js            images of a position (SVG), dist/render-cli.js the klaberjass-render command
import { existsSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decode, encode } from '@jridgewell/sourcemap-codec';
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
  // images of a position (klaberjass-table/render): SVG text, for Node and browsers
  { input: 'src/render/index.ts', output: 'dist/render.js', platform: 'neutral' },
  // the klaberjass-render command: gifenc bundled in, the optional native rasteriser left to the user
  {
    input: 'src/cli/render-main.ts',
    output: 'dist/render-cli.js',
    platform: 'node',
    external: (id) => id === '@resvg/resvg-js' || id.startsWith('node:'),
  },
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
 * When two declarations of one block may set the same property, and so must keep their order: the
 * same property; a shorthand and a property named after it (`font` and `font-size`, `border-left`
 * and `border-left-color`, `flex` and `flex-wrap`); a shorthand and a longhand of another name
 * (`LONGHANDS`); an alias (`ALIASES`); two properties of one kind of box side or size of which one
 * has a logical name (`margin-left` and `margin-inline`, `width` and `inline-size`); any two
 * `border` properties (`border-color` sets `border-left-color`), and any two corner radii; `all`.
 * Anything else is two different properties, whose order has no effect.
 */
const LONGHANDS = {
  font: ['line-height'],
  'flex-flow': ['flex-direction', 'flex-wrap'],
  'grid-area': ['grid-row', 'grid-column'],
  gap: ['row-gap', 'column-gap'],
  'place-items': ['align-items', 'justify-items'],
  'place-content': ['align-content', 'justify-content'],
  'place-self': ['align-self', 'justify-self'],
  inset: ['top', 'right', 'bottom', 'left'],
  'white-space': ['text-wrap-mode'],
  columns: ['column-width', 'column-count'],
  'vertical-align': ['baseline-shift', 'alignment-baseline', 'baseline-source'],
  'contain-intrinsic-size': ['contain-intrinsic-width', 'contain-intrinsic-height'],
};
const ALIASES = {
  'word-wrap': 'overflow-wrap',
  'grid-gap': 'gap',
  'grid-row-gap': 'row-gap',
  'grid-column-gap': 'column-gap',
  'page-break-before': 'break-before',
  'page-break-after': 'break-after',
  'page-break-inside': 'break-inside',
};
/** The kind of box side or size a property is of (`margin`, `inset`, `size`, `min-size`, ...), or ''. */
function sideKind(p) {
  if (/^border(-[a-z]+)*-radius$/.test(p)) return 'radius';
  const side =
    /^(margin|padding|border|inset|scroll-margin|scroll-padding|overflow|overscroll-behavior|contain-intrinsic)(-|$)/.exec(
      p,
    );
  if (side) return side[1];
  if (/^(top|right|bottom|left)$/.test(p)) return 'inset';
  const size = /^(min-|max-)?(width|height|inline-size|block-size)$/.exec(p);
  return size ? `${size[1] ?? ''}size` : '';
}
const logical = (p) => /(^|-)(inline|block|start|end)(-|$)/.test(p);
/** The property a name sets (an alias or a vendor-prefixed name: the standard one). */
const named = (p) => {
  const n = p.toLowerCase().replace(/^-(webkit|moz|ms|o)-/, '');
  return ALIASES[n] ?? n;
};
const sets = (p) => [p, ...(LONGHANDS[p] ?? [])];
// `b` is `a` or named after it (`border` does not set the corner radii)
const within = (a, b) => a === b || (b.startsWith(`${a}-`) && !(a === 'border' && sideKind(b) === 'radius'));
function overlap(x, y) {
  const p = named(x),
    q = named(y);
  if (p === q || p === 'all' || q === 'all') return true;
  if (p.startsWith('--') || q.startsWith('--')) return false;
  if (sets(p).some((a) => sets(q).some((b) => within(a, b) || within(b, a)))) return true;
  const k = sideKind(p);
  if (!k || k !== sideKind(q)) return false;
  return k === 'border' || k === 'radius' || logical(p) || logical(q);
}
/** True when the declarations (`prop:value`) of one block may come in any order: no two may set the same property. */
const orderFree = (decls) => {
  const props = decls.map((d) => d.slice(0, d.indexOf(':')));
  return props.every((p, i) => props.slice(i + 1).every((q) => !overlap(p, q)));
};

/**
 * What esbuild's CSS minifier leaves in minified CSS and can go or change without changing what it
 * means: in a declaration's value the space after a comma, around `*` and `/` (calc, ratios) and
 * between a `)` and a following word or colour (`drop-shadow(…) drop-shadow(…)`, `clamp(…) solid`),
 * after the colon of a custom property (its value is trimmed) and of a feature in an `@media` or
 * `@container` condition. Quoted strings and selectors (where a space is a combinator) are kept
 * as they are; a space around `+` or `-` is never touched (calc needs it). The declarations of a
 * block come in alphabetical order (gzip finds longer repeats that way) when none of them can set
 * a property another sets (see `orderFree`): the order of declarations of different properties
 * has no effect.
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
  /** The declarations read since the last brace: one run of a block, written out at its end. */
  let decls = [];
  /** Writes out the declarations read, sorted if they may be (and then `after`, if there were any). */
  const flush = (after = '') => {
    if (!decls.length) return;
    if (orderFree(decls)) decls.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    out += decls.join(';') + after;
    decls = [];
  };
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
      start = i + 1;
      const colon = seg.indexOf(':');
      if (ch === '{') {
        // a selector stays; an @media/@container condition loses the space after a feature's colon
        flush(';');
        out += /^@(media|container)\b/.test(seg) ? outsideStrings(seg, (s) => s.replace(/:\s+/g, ':')) : seg;
        out += ch;
      } else if (colon < 0 || seg.startsWith('@')) {
        // no declaration (an empty block, a statement at-rule): written as it is, after those before
        flush(seg ? ';' : '');
        out += seg + ch;
      } else {
        const prop = seg.slice(0, colon);
        const v = prop.startsWith('--') ? seg.slice(colon + 1).trimStart() : seg.slice(colon + 1);
        decls.push(`${prop}:${outsideStrings(v, value)}`);
        if (ch === '}') {
          flush();
          out += ch;
        }
      }
    }
  }
  flush(code.slice(start) ? ';' : '');
  return out + code.slice(start);
}

/**
 * One piece of the static text of an `html` or `svg` template with its tags tightened: without
 * the whitespace before a tag's `>` (`<div\n  class="a"\n>` is `<div\nclass=a>`: whitespace inside a
 * tag is no text, and before its `>` it separates nothing), and with the quotes taken off an
 * attribute value that HTML reads the same without them (letters, digits and `_ . : # % -`, followed
 * by whitespace or the tag's end; never a value with an expression in it, nor one before `/`, which
 * an unquoted value would take in). `state.in` says where the previous piece ended (`text`, `tag`,
 * or the quote of an attribute value) and is updated; a comment is read as text (its `>` ends nothing).
 */
export function tightenTags(text, state) {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (state.in === 'text') {
      if (ch === '<' && /[a-zA-Z/]/.test(text[i + 1] ?? '')) state.in = 'tag';
    } else if (state.in === 'tag') {
      if (ch === '"' || ch === "'") {
        const end = text.indexOf(ch, i + 1);
        if (
          text[i - 1] === '=' &&
          end > i + 1 &&
          /^[\w.:#%-]+$/.test(text.slice(i + 1, end)) &&
          /^[\s>]/.test(text.slice(end + 1))
        ) {
          out += text.slice(i + 1, end);
          i = end;
          continue;
        }
        state.in = ch;
      } else if (ch === '>') state.in = 'text';
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
 * and no template text sits in a `pre` or `white-space: pre*` context), and `tightenTags` takes
 * the whitespace before a tag's `>` and the quotes of a simple attribute value; the `${}`
 * expressions are never touched.
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
            tightenTags(raw, state);
            continue;
          }
          const text = tightenTags(raw.replace(/[ \t]*\r?\n\s*/g, '\n'), state);
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

/**
 * Rollup plugin (the minified element bundle): the names by which chunks import one another's
 * code become the minified local names. Rollup gives each name a chunk exports to other chunks a
 * short made-up name (`export{Xe as a}`); terser then names the binding itself. This plugin,
 * after both, exports each such binding under its own name (`export{Xe}`) and rewrites the
 * static imports of the other chunks to match (`import{a as e}` → `import{Xe as e}`). Names a
 * chunk's own module exports (the entry's public API, what an `import()` reads) are left alone.
 */
function localExportNames() {
  /** Shift the generated columns of `mappings` after each edit on its line by the edit's change of length. */
  const shiftMappings = (mappings, code, edits) => {
    const lines = decode(mappings);
    const lineOf = (pos) => {
      let line = 0;
      let start = 0;
      for (let i = code.indexOf('\n'); i !== -1 && i < pos; i = code.indexOf('\n', i + 1)) {
        line++;
        start = i + 1;
      }
      return [line, pos - start];
    };
    for (const e of edits) {
      const delta = e.text.length - (e.end - e.start);
      const [line, col] = lineOf(e.end);
      for (const seg of lines[line] ?? []) if (seg[0] >= col) seg[0] += delta;
    }
    return encode(lines);
  };
  /**
   * Each `import("./x.js")` in `code`: the file, and the name read off its namespace when rollup's
   * `.then(function(t){return t.s})` (or terser's `.then(t=>t.s)`) follows it, else null.
   */
  const importReads = (code) =>
    [
      ...code.matchAll(
        /import\("\.\/([^"]+)"\)(\.then\((?:function\((\w+)\)\{return (\w+)\.([\w$]+)\}|\(?(\w+)\)?=>(\w+)\.([\w$]+))\))?/g,
      ),
    ].map((m) => ({
      file: m[1],
      name: m[2] && (m[3] ? m[3] === m[4] : m[6] === m[7]) ? (m[5] ?? m[8]) : null,
    }));
  return {
    name: 'local-export-names',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const parsed = new Map(chunks.map((c) => [c.fileName, this.parse(c.code)]));
      // names read off a chunk's namespace after an `import()`: rollup writes
      // `import("./x.js").then(function(t){return t.s})` for a module that is not the chunk's own;
      // a chunk without a module of its own that is loaded any other way is left alone
      const read = new Map(chunks.map((c) => [c.fileName, new Set()]));
      const leave = new Set();
      for (const c of chunks)
        for (const { file, name } of importReads(c.code)) {
          const target = bundle[file];
          if (name) read.get(file)?.add(name);
          else if (target?.type === 'chunk' && !target.facadeModuleId) leave.add(file);
        }
      /** Per chunk: made-up export name → the local name it is exported under instead. */
      const renames = new Map();
      for (const c of chunks) {
        if (leave.has(c.fileName)) continue;
        const own = new Set([
          ...(c.facadeModuleId ? (this.getModuleInfo(c.facadeModuleId)?.exports ?? []) : []),
          ...read.get(c.fileName),
        ]);
        const specs = parsed
          .get(c.fileName)
          .body.filter((n) => n.type === 'ExportNamedDeclaration' && !n.declaration && !n.source)
          .flatMap((n) => n.specifiers);
        const kept = new Set(specs.filter((s) => own.has(s.exported.name)).map((s) => s.exported.name));
        const map = new Map();
        const taken = new Set(kept);
        for (const s of specs) {
          const [local, exported] = [s.local.name, s.exported.name];
          if (own.has(exported) || taken.has(local)) continue;
          map.set(exported, local);
          taken.add(local);
        }
        renames.set(c.fileName, map);
      }
      // `export*from"./x.js"` would pass on every name of x: such an x keeps its names
      for (const ast of parsed.values())
        for (const n of ast.body)
          if (n.type === 'ExportAllDeclaration' && n.source.value.startsWith('./'))
            renames.delete(n.source.value.slice(2));
      /** `import{a as e}from"./x.js"` and `export{a as B}from"./x.js"`, with x's new names. */
      const linked = (n, kind) => {
        const map = renames.get(n.source.value.slice(2));
        if (!map || !n.specifiers.length || n.specifiers.some((s) => s.type !== `${kind}Specifier`)) return null;
        const names = n.specifiers.map((s) => {
          const [theirs, ours] = kind === 'Import' ? [s.imported.name, s.local.name] : [s.local.name, s.exported.name];
          const from = map.get(theirs) ?? theirs;
          return from === ours ? from : `${from} as ${ours}`;
        });
        return { start: n.start, end: n.source.start, text: `${kind.toLowerCase()}{${names.join(',')}}from` };
      };
      for (const c of chunks) {
        const edits = [];
        const own = renames.get(c.fileName);
        for (const n of parsed.get(c.fileName).body) {
          const local = n.source?.value.startsWith('./');
          const link =
            local && (n.type === 'ImportDeclaration' || n.type === 'ExportNamedDeclaration')
              ? linked(n, n.type === 'ImportDeclaration' ? 'Import' : 'Export')
              : null;
          if (link) edits.push(link);
          else if (n.type === 'ExportNamedDeclaration' && !n.declaration && !n.source && own?.size) {
            const names = n.specifiers.map((s) =>
              own.get(s.exported.name) === s.local.name || s.local.name === s.exported.name
                ? s.local.name
                : `${s.local.name} as ${s.exported.name}`,
            );
            edits.push({ start: n.start, end: n.end, text: `export{${names.join(',')}};` });
          }
        }
        if (!edits.length) continue;
        edits.sort((a, b) => b.start - a.start);
        // the source map is already written out as an asset (`sourcemapFileName`), the chunk's
        // map turned to text: shift the mappings once and give both the result
        if (c.map) {
          c.map.mappings = shiftMappings(c.map.mappings, c.code, edits);
          const asset = c.sourcemapFileName && bundle[c.sourcemapFileName];
          if (asset?.type === 'asset') asset.source = c.map.toString();
        }
        let code = c.code;
        for (const e of edits) code = code.slice(0, e.start) + e.text + code.slice(e.end);
        c.code = code;
      }
      // every name a chunk imports or passes on from another, or reads after an import(), must
      // now be one that chunk exports
      const final = new Map(chunks.map((c) => [c.fileName, this.parse(c.code).body]));
      const exported = new Map(
        [...final].map(([file, body]) => [
          file,
          new Set(
            body
              .filter((n) => n.type === 'ExportNamedDeclaration')
              .flatMap((n) => n.specifiers.map((s) => s.exported.name)),
          ),
        ]),
      );
      const fail = (file, what, name, from) => {
        throw new Error(`local-export-names: ${file} ${what} ${name}, which ${from} does not export`);
      };
      for (const c of chunks) {
        for (const n of final.get(c.fileName)) {
          if (!['ImportDeclaration', 'ExportNamedDeclaration'].includes(n.type) || !n.source?.value.startsWith('./'))
            continue;
          const theirs = exported.get(n.source.value.slice(2));
          for (const s of n.specifiers) {
            const name =
              s.type === 'ImportSpecifier' ? s.imported.name : s.type === 'ExportSpecifier' ? s.local.name : null;
            if (theirs && name !== null && !theirs.has(name)) fail(c.fileName, 'imports', name, n.source.value);
          }
        }
        for (const { file, name } of importReads(c.code))
          if (name && exported.has(file) && !exported.get(file).has(name)) fail(c.fileName, 'reads', name, file);
      }
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
      entry.minify && entry.chunks && localExportNames(),
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
