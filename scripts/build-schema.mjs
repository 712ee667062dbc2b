#!/usr/bin/env node
// Compiles schemas/klaberjass.schema.json into a standalone validator module.
//
//   node scripts/build-schema.mjs           write src/notation/generated/schema-validator.js
//   node scripts/build-schema.mjs --check   exit 1 if the committed file is stale
//
// ajv (2020-12 dialect, strict mode) turns the schema into JavaScript source at build time;
// esbuild then inlines the few ajv run-time helpers that source imports and minifies it, so
// the committed module is self-contained: no ajv compiler, no require, no eval or new
// Function at run time (safe under a Content-Security-Policy without 'unsafe-eval').
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname, resolve, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { build } from 'esbuild';

const require = createRequire(import.meta.url);
const Ajv2020 = require('ajv/dist/2020').default;
const standaloneCode = require('ajv/dist/standalone').default;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const schemaFile = resolve(root, 'schemas/klaberjass.schema.json');
const outFile = resolve(root, 'src/notation/generated/schema-validator.js');
const rel = (p) => relative(root, p).split('\\').join('/');

const HEADER =
  '// GENERATED FILE: do not edit by hand.\n' +
  `// Built from ${rel(schemaFile)} by \`node scripts/build-schema.mjs\`` +
  ' (ajv standalone, bundled and minified with esbuild).\n' +
  '// Check that it is current with `node scripts/build-schema.mjs --check`.';

const ANNOTATIONS = new Set(['title', 'description', '$comment', 'examples']);
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const SCHEMA_ONE = new Set([
  'items',
  'contains',
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
]);

/**
 * A copy of a schema without its annotation keywords (title, description, $comment,
 * examples). They do not affect validation, but ajv's generated code embeds the schema
 * objects it refers to (enum lists, property tables), descriptions included. Walks only
 * schema positions, so a property that happens to be called "title" stays.
 */
function stripAnnotations(schema) {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return schema;
  const out = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key)) continue;
    if (SCHEMA_MAPS.has(key)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, stripAnnotations(v)]));
    } else if (SCHEMA_LISTS.has(key)) {
      out[key] = value.map((v) => stripAnnotations(v));
    } else if (SCHEMA_ONE.has(key)) {
      out[key] = stripAnnotations(value);
    } else {
      out[key] = value; // const, enum, required, numbers, strings: kept as they are
    }
  }
  return out;
}

/** Most errors one call of a generated function keeps (`MAX_ERRORS` of the module); see `capErrors`. */
export const MAX_ERRORS = 20000;

/** Replaces every match of `re` in `source` with `to`; ajv's output must contain it. */
function rewrite(source, re, to, what) {
  let count = 0;
  const out = source.replace(re, (...m) => {
    count++;
    return typeof to === 'function' ? to(...m) : to;
  });
  if (count === 0) throw new Error(`ajv output changed: ${what} was not found`);
  return out;
}

/**
 * Bounded, linear error lists. ajv adds the errors of a referenced schema's function (a hand, a
 * move) to its own list with `vErrors = vErrors.concat(more)`, which copies the whole list on
 * every failing call: quadratic in the number of failing hands or moves (a 240 KB document of
 * broken hands took seconds, 2 MB hours); the same errors are appended in place here. And with
 * allErrors it keeps every error: one hand of millions of broken moves, a list of millions of
 * wrong items or an object of millions of unknown keys made an error object for each (a 14 MB
 * document took gigabytes). Each call keeps at most the first `MAX_ERRORS` errors in `errors`
 * and counts them all in `count`, a property this adds to every generated function; the count
 * is what ajv's code compares to decide combinators (oneOf, anyOf, if), so what passes and what
 * fails is unchanged. (The kept errors are the first ones: a list cut back to an earlier
 * count is cut only as far as it reaches.)
 */
function capErrors(source) {
  let out = rewrite(
    source,
    /vErrors = vErrors === null \? (\w+)\.errors : vErrors\.concat\(\1\.errors\);errors = vErrors\.length;/g,
    (_, fn) =>
      `if (vErrors === null) vErrors = ${fn}.errors; else for (const e of ${fn}.errors) { if (vErrors.length >= MAX_ERRORS) break; vErrors.push(e); }errors += ${fn}.count;`,
    'the vErrors.concat(...) it appends errors with',
  );
  out = rewrite(
    out,
    /if\(vErrors === null\)\{vErrors = \[(err\d+)\];\}else \{vErrors\.push\(\1\);\}errors\+\+;/g,
    (_, err) =>
      `if(vErrors === null){vErrors = [${err}];}else if(vErrors.length < MAX_ERRORS){vErrors.push(${err});}errors++;`,
    'the push of one error',
  );
  out = rewrite(
    out,
    /vErrors\.length = (_errs\d+);/g,
    (_, n) => `if(vErrors.length > ${n}){vErrors.length = ${n};}`,
    'the cut of a list back to an earlier count',
  );
  out = rewrite(
    out,
    /(validate\d+)\.errors = vErrors;return errors === 0;/g,
    (_, fn) => `${fn}.errors = vErrors;${fn}.count = errors;return errors === 0;`,
    'the end of a generated function',
  );
  out = rewrite(out, /^"use strict";/, `"use strict";export const MAX_ERRORS = ${MAX_ERRORS};`, 'the module start');
  // every other way of adding to or cutting the list would bypass the cap
  const left = out
    .replace(/else if\(vErrors\.length < MAX_ERRORS\)\{vErrors\.push\(err\d+\);\}/g, '')
    .replace(/if \(vErrors\.length >= MAX_ERRORS\) break; vErrors\.push\(e\);/g, '');
  if (/vErrors\.push\(|\.concat\(|errors = vErrors\.length/.test(left))
    throw new Error('ajv output changed: an error list is added to in a way capErrors does not know');
  return out;
}

/**
 * The document's schema without the check of its hands' items (`validateTop`): with `validateHand`
 * on each hand it gives the errors of the whole document hand by hand, so that a document of
 * many broken hands is never held as one huge error list (src/notation/schema-by-hand.ts).
 * `compiled`: the references of the full schema that ajv compiled to functions (the others it
 * inlines). Those point at the full schema's definitions, so that they are the same functions;
 * the inlined ones stay local, so that their errors have the same schema paths as in the full
 * schema's functions.
 */
function topSchema(schema, id, compiled) {
  const local = new Set();
  const refs = (node) => {
    if (Array.isArray(node)) return node.map(refs);
    if (typeof node !== 'object' || node === null) return node;
    return Object.fromEntries(
      Object.entries(node).map(([k, v]) => {
        if (k !== '$ref' || !v.startsWith('#')) return [k, refs(v)];
        if (compiled.has(`${id}${v}`)) return [k, `${id}${v}`];
        local.add(v);
        return [k, v];
      }),
    );
  };
  const { $defs, ...rest } = schema;
  const { items: _items, ...hands } = rest.properties.hands;
  const top = refs({ ...rest, properties: { ...rest.properties, hands } });
  top.$id = id.replace(/\.schema\.json$/, '.top.schema.json');
  if (top.$id === id) throw new Error(`schema id ${id} does not end in .schema.json`);
  top.$defs = {};
  for (const ref of local) {
    const name = /^#\/\$defs\/([^/]+)$/.exec(ref)?.[1];
    if (!name || !$defs[name] || JSON.stringify($defs[name]).includes('"$ref"'))
      throw new Error(`cannot keep ${ref} local in the top-level schema`);
    top.$defs[name] = $defs[name];
  }
  return top;
}

/** Compiles the schema and returns the text of the bundled module. */
export async function generate() {
  const schema = JSON.parse(await readFile(schemaFile, 'utf8'));
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    code: { source: true, esm: true },
  });
  const stripped = stripAnnotations(schema);
  ajv.addSchema(stripped);
  const id = schema.$id;
  if (!ajv.getSchema(id)) throw new Error(`schema ${id} did not compile`);
  // the definitions the full schema compiled to, shared with what is compiled next (else each
  // export would get its own copy of every function it needs)
  const compiled = new Set();
  for (const [ref, env] of Object.entries(ajv.schemas[id].refs))
    if (env.validate) {
      compiled.add(ref);
      ajv.refs[ref] ??= env;
    }
  const top = topSchema(stripped, id, compiled);
  ajv.addSchema(top);
  const handId = `${id}#/$defs/hand`;
  if (!ajv.getSchema(top.$id) || !ajv.getSchema(handId))
    throw new Error('the hand or top-level schema did not compile');
  const source = capErrors(standaloneCode(ajv, { validateSchema: id, validateTop: top.$id, validateHand: handId }));

  const result = await build({
    stdin: {
      contents: source,
      resolveDir: root,
      sourcefile: 'schema-validator.standalone.js',
      loader: 'js',
    },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    banner: { js: HEADER },
    write: false,
    logLevel: 'silent',
  });
  const text = result.outputFiles[0].text;

  const forbidden = [
    [/\brequire\s*\(/, 'require('],
    [/\bnew\s+Function\b/, 'new Function'],
    [/\beval\s*\(/, 'eval('],
  ];
  for (const [re, what] of forbidden) {
    if (re.test(text)) throw new Error(`generated validator contains ${what}; it must be self-contained`);
  }
  if (!/export\s*\{[^}]*\bvalidateSchema\b[^}]*\}/.test(text)) {
    throw new Error('generated validator does not export validateSchema');
  }
  return text;
}

async function main() {
  const check = process.argv.includes('--check');
  const text = await generate();
  if (check) {
    let current = null;
    try {
      current = await readFile(outFile, 'utf8');
    } catch {
      // missing: reported as stale below
    }
    if (current !== text) {
      console.error(
        `${rel(outFile)} is ${current === null ? 'missing' : 'stale'} relative to ${rel(schemaFile)}; ` +
          'run `node scripts/build-schema.mjs` and commit the result.',
      );
      process.exit(1);
    }
    console.log(`${rel(outFile)} is up to date.`);
    return;
  }
  await mkdir(dirname(outFile), { recursive: true });
  await writeFile(outFile, text);
  console.log(`wrote ${rel(outFile)} (${text.length} bytes)`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
