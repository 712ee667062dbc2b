// A local ESLint plugin with two rules about how the files of src/ import each other:
//   layers/order     an import never goes up the layers
//                    engine → notation → validator → ai → render → element → react → cli
//                    (a file may import its own layer and the ones before it; the entry files at
//                    the top of src/ may be imported by no layer)
//   layers/no-cycle  no file imports a file that imports it back, directly or through others
//                    (type imports count for both rules)
// Both read only relative specifiers ('./x.js', '../engine/index.js'), static or in import().
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

export const LAYERS = ['engine', 'notation', 'validator', 'ai', 'render', 'element', 'react', 'cli'];

/** The layer of a file below src/ (its first folder), 'entry' for a file at the top of src/, or null. */
function layerOf(srcDir, file) {
  const rel = relative(srcDir, file);
  if (rel.startsWith('..') || rel === '') return null;
  const parts = rel.split(sep);
  return parts.length === 1 ? 'entry' : parts[0];
}

function rank(layer) {
  return layer === 'entry' ? LAYERS.length : LAYERS.indexOf(layer);
}

/** The file a relative specifier names: './x.js' may stand for './x.ts', './dir' for './dir/index.ts'. */
function resolveSpecifier(fromFile, spec) {
  const base = resolve(dirname(fromFile), spec);
  const candidates = [base, base.replace(/\.([cm]?)js$/, '.$1ts'), `${base}.ts`, join(base, 'index.ts')];
  return candidates.find((f) => existsSync(f) && statSync(f).isFile()) ?? null;
}

// `import type` / `export type` and `typeof import()` count: they are erased from the JavaScript,
// but a reader follows them as well, and a type cycle ties the files together all the same
const SPECIFIER =
  /\b(?:(import|export)\s+(type\s+)?(?:[\w*${}\s,]*?\s*from\s*)?|import\s*\(\s*)(['"])(\.{1,2}\/[^'"]+)\3/g;

/** Relative imports of one file, read from its text (cached for the lint run). */
const edges = new Map();
function importsOf(file) {
  let out = edges.get(file);
  if (out) return out;
  out = [];
  edges.set(file, out);
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return out;
  }
  // comments may quote imports (examples in JSDoc): drop them first
  text = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  for (const m of text.matchAll(SPECIFIER)) {
    const target = resolveSpecifier(file, m[4]);
    if (target && target.endsWith('.ts')) out.push(target);
  }
  return out;
}

/** Whether `to` is reachable from `from` along imports (depth-first, each file once). */
function reaches(from, to) {
  const seen = new Set([from]);
  const stack = [from];
  while (stack.length) {
    const f = stack.pop();
    for (const g of importsOf(f)) {
      if (g === to) return true;
      if (!seen.has(g)) {
        seen.add(g);
        stack.push(g);
      }
    }
  }
  return false;
}

function srcDirOf(context) {
  return join(context.cwd ?? process.cwd(), 'src');
}

function eachSpecifier(check) {
  const visit = (node) => {
    const source = node.source;
    if (source && source.type === 'Literal' && typeof source.value === 'string' && /^\.{1,2}\//.test(source.value)) {
      check(node, source.value);
    }
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

const order = {
  meta: {
    type: 'problem',
    docs: { description: 'imports go down the layers engine → notation → validator → ai → render → element → cli' },
    messages: {
      up: 'The {{from}} layer may not import {{target}} (layer {{to}}): imports go engine → notation → validator → ai → render → element → cli, never back up.',
    },
    schema: [],
  },
  create(context) {
    const srcDir = srcDirOf(context);
    const file = context.filename;
    const own = layerOf(srcDir, file);
    if (!own || rank(own) < 0) return {};
    return eachSpecifier((node, spec) => {
      const target = resolveSpecifier(file, spec);
      if (!target) return;
      const theirs = layerOf(srcDir, target);
      if (!theirs || rank(theirs) < 0) return;
      if (rank(theirs) > rank(own) || (theirs === 'entry' && own !== 'entry')) {
        context.report({
          node: node.source,
          messageId: 'up',
          data: { from: own, to: theirs, target: relative(srcDir, target) },
        });
      }
    });
  },
};

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'no import cycles between the files of src/' },
    messages: { cycle: '{{target}} imports this file back (directly or through other files): an import cycle.' },
    schema: [],
  },
  create(context) {
    const srcDir = srcDirOf(context);
    const file = context.filename;
    if (!layerOf(srcDir, file)) return {};
    return eachSpecifier((node, spec) => {
      const target = resolveSpecifier(file, spec);
      if (target && target !== file && reaches(target, file)) {
        context.report({ node: node.source, messageId: 'cycle', data: { target: relative(srcDir, target) } });
      }
    });
  },
};

export default { meta: { name: 'layers' }, rules: { order, 'no-cycle': noCycle } };
