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
//   dist/browser/             the files a page with a script tag needs, and nothing else: the element
//                             (klaberjass-table.js), its lazy chunks and worker.js, written by the same
//                             builds as dist/klaberjass-table.js and dist/worker.js (`browser` below),
//                             with THIRD-PARTY-NOTICES.md (scripts/build.mjs), and the page that opens a
//                             link (open.html, scripts/open-page.mjs) with its script open.js
import { existsSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import minifyHTML from '@lit-labs/rollup-plugin-minify-html-literals';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';

const root = dirname(fileURLToPath(import.meta.url));

/** The element's defining module, as the React wrappers import it (from source or resolved). */
const ELEMENT_ENTRY = /(^|[\\/])element[\\/]define\.(js|ts)$/;

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
    browser: 'dist/browser',
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
  // React wrappers (klaberjass-table/react): the element comes from the package's own entry
  // `klaberjass-table/element` (one copy of it in an app), React and @lit/react from the app.
  // 'use client': a Next.js server component may use them (they set props in effects).
  {
    input: 'src/react/index.ts',
    output: 'dist/react.js',
    platform: 'neutral',
    external: (id) => /^(react|@lit\/react)(\/|$)/.test(id) || ELEMENT_ENTRY.test(id),
    paths: (id) => (ELEMENT_ENTRY.test(id) ? 'klaberjass-table/element' : id),
    banner: "'use client';",
  },
  // the opponent's module worker: src/ai/client.ts (in the lazy chunk above) loads ./worker.js beside it
  { input: 'src/ai/worker.ts', output: 'dist/worker.js', platform: 'browser', minify: true, browser: 'dist/browser' },
  // the script of the page that opens a transcript carried in a link (dist/browser/open.html, written by
  // scripts/build.mjs): the link's reader and the page's words; the element comes from its own script tag.
  // dist/open.js with its source map, dist/browser/open.js without
  {
    input: 'src/element/link/page.ts',
    output: 'dist/open.js',
    platform: 'browser',
    minify: true,
    browser: 'dist/browser',
  },
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

/**
 * Lit's template minifier, for the minified element bundle: the markup of `html` templates
 * (html-minifier-next; `conservativeCollapse` leaves one space where a run of whitespace was, so
 * text and inline elements keep their spacing) and the CSS of `css` templates (lightningcss).
 * `svg` templates are left as written: the court cards' drawings are short, and an HTML minifier
 * does not know SVG's rules for whitespace and attributes.
 */
const minifyTemplates = () =>
  minifyHTML({
    failOnError: true,
    options: {
      shouldMinify: (template) => template.tag === 'html',
      minifyOptions: { conservativeCollapse: true },
    },
  });

/** The lazy chunks named for what they hold: the first pattern a chunk has a module of names it. */
const CHUNK_NAMES = [
  [/\/src\/engine\/moves\.ts$/, 'players'], // the move generator, runs, seeded deals: play and the computer
  [/\/src\/element\/klaberjass-table\.ts$/, 'table'], // the app build's two entries share the table itself
  [/\/src\/notation\/notate\.ts$/, 'game'], // a game of hands, its transcript written, the playable card
  [/\/src\/element\/play-bridge\.ts$/, 'play'], // play mode: the session, its views and its wiring
  [/\/src\/validator\/wording\.ts$/, 'wording-en'], // the English sentences of verdicts (with the schema's)
  [/\/src\/engine\/word\.ts$/, 'engine-word'], // the engine's wording step (beside the validator's 'word')
  [/\/src\/validator\/index\.ts$/, 'validate'], // the library's validate(), for the editor's live verdict
  [/\/src\/engine\/wording\.ts$/, 'engine-en'], // the English sentences of the engine's faults
  [/\/src\/element\/editor\/session\.ts$/, 'editor'], // the editor (with src/render, for the images of its snippets)
];
/** A chunk's name: from CHUNK_NAMES, else rollup's (after the chunk's first module). */
const chunkName = (chunk) => {
  const ids = chunk.moduleIds.map((id) => id.replace(/\\/g, '/'));
  return CHUNK_NAMES.find(([re]) => ids.some((id) => re.test(id)))?.[1] ?? '[name]';
};

const isBuiltin = (id) => id.startsWith('node:') || builtinModules.includes(id.split('/')[0]);

/**
 * The licence line at the top of the minified browser files: the package's licence, and Lit's
 * (BSD-3-Clause), whose notices terser drops with the other comments; the full texts are in
 * dist/THIRD-PARTY-NOTICES.md (scripts/build.mjs writes it).
 */
export const BANNER =
  '/*! klaberjass-table, MIT licence. Includes Lit (Copyright Google LLC, BSD-3-Clause): see THIRD-PARTY-NOTICES.md */';

/**
 * Every output of an entry's bundle: `output` of configFor, and for an entry with `browser` the same
 * files written into that folder for script-tag users (dist/browser), without source maps (a site
 * needs none; dist/ has them).
 */
export function outputsFor(entry, output) {
  if (!entry.browser) return [output];
  const browser = output.dir
    ? { dir: entry.browser, sourcemap: false }
    : { file: join(entry.browser, basename(output.file)), sourcemap: false };
  return [output, { ...output, ...browser }];
}

/** The rollup options of one entry of ENTRIES: input options plus `output`. */
export function configFor(entry) {
  const output = entry.chunks
    ? {
        dir: dirname(entry.output),
        entryFileNames: entry.inputs ? '[name].js' : basename(entry.output),
        banner: (chunk) => (entry.minify && chunk.isEntry ? BANNER : ''),
        // klaberjass-table-<name>-<hash>.js, <name> from chunkName
        chunkFileNames: (chunk) => `${basename(entry.output, '.js')}-${chunkName(chunk)}-[hash].js`,
        format: 'es',
        sourcemap: true,
      }
    : {
        file: entry.output,
        format: 'es',
        sourcemap: true,
        inlineDynamicImports: true,
        paths: entry.paths,
        banner: entry.banner ?? (entry.minify ? '/*! klaberjass-table, MIT licence */' : ''),
      };
  return {
    input: entry.inputs ?? entry.input,
    external: entry.external ?? (entry.platform === 'node' ? isBuiltin : undefined),
    // an entry's `paths` name externals as written (a package's own entry), not relative to dist/
    makeAbsoluteExternalsRelative: !entry.paths,
    // shared code stays in the entry file (no facade chunk), lazy chunks import from it
    preserveEntrySignatures: entry.chunks ? 'allow-extension' : 'exports-only',
    // the generated schema validators (src/**/generated/*.js) only declare: a chunk that imports
    // nothing from them does not load them
    treeshake: { moduleSideEffects: (id) => !/[\\/]generated[\\/][^\\/]+\.js$/.test(id) },
    plugins: [
      nodeResolve({
        extensions: ['.ts', '.mjs', '.js', '.json'],
        browser: entry.platform === 'browser',
        exportConditions: entry.platform === 'node' ? ['node'] : entry.platform === 'browser' ? ['browser'] : [],
        preferBuiltins: entry.platform === 'node',
      }),
      // TypeScript through esbuild with the nearest tsconfig.json (lit's decorators as
      // experimentalDecorators, class fields as plain assignments); `./x.js` imports resolve to `./x.ts`
      esbuild({ include: /\.ts$/, target: 'es2022', sourceMap: true }),
      entry.minify && minifyTemplates(),
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
    output,
  };
}

// `npx rollup -c`: every bundle whose entry exists, with all its outputs
export default ENTRIES.filter((e) => existsSync(join(root, e.input))).map((e) => {
  const config = configFor(e);
  return { ...config, output: outputsFor(e, config.output) };
});
