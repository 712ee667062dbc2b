// The committed schema validator, conformance copy and custom-elements.json are current, and the validator is
// self-contained (no require, no eval-like code): see scripts/build-schema.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const generated = resolve(root, 'src/notation/generated/schema-validator.js');
const schemaFile = resolve(root, 'schemas/klaberjass.schema.json');

function runScript(script: string, ...args: string[]) {
  return spawnSync(process.execPath, [resolve(root, script), ...args], { cwd: root, encoding: 'utf8' });
}

test('the committed schema validator is current (build-schema --check)', () => {
  const r = runScript('scripts/build-schema.mjs', '--check');
  assert.equal(r.status, 0, `${r.stdout}${r.stderr}`);
});

test('the conformance copy matches the shared suite (sync-conformance --check)', () => {
  const r = runScript('scripts/sync-conformance.mjs', '--check');
  assert.equal(r.status, 0, `${r.stdout}${r.stderr}`);
});

test('the generated validator is a self-contained ES module', () => {
  const text = readFileSync(generated, 'utf8');
  assert.ok(!text.includes('require('), 'contains require(');
  assert.ok(!/new\s+Function/.test(text), 'contains new Function');
  assert.ok(!/\beval\s*\(/.test(text), 'contains eval(');
  assert.match(text, /^\/\/ GENERATED FILE/, 'starts with the generated-file header');
  assert.match(text, /node scripts\/build-schema\.mjs/, 'header names the command');
  assert.match(text, /export\s*\{[^}]*\bvalidateSchema\b/, 'exports validateSchema');
});

test('the generated validator runs in Node and reports errors', async () => {
  const { validateSchema } = (await import(
    generated
  )) as typeof import('../../src/notation/generated/schema-validator.js');
  // read through a function: assert.equal(x, null) would narrow the property to null for good
  const lastErrors = () => validateSchema.errors;
  assert.equal(validateSchema({ format: 'klaberjass', version: 1, players: ['A', 'B'], hands: [{ dealer: 0 }] }), true);
  assert.equal(lastErrors(), null);
  assert.equal(validateSchema({ format: 'klaberjass', version: 2, players: ['A', 'B'], hands: [] }), false);
  assert.deepEqual(
    lastErrors()?.map((e) => [e.instancePath, e.keyword]),
    [['/version', 'const']],
  );
});

test('every property and definition of the schema has a description', () => {
  const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as Record<string, unknown>;
  assert.equal(schema.$schema, 'https://json-schema.org/draft/2020-12/schema');
  assert.equal(typeof schema.$id, 'string');
  assert.equal(typeof schema.title, 'string');
  const missing: string[] = [];
  const visit = (node: unknown, path: string): void => {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return;
    const obj = node as Record<string, unknown>;
    if (typeof obj.description !== 'string' || obj.description.trim() === '') missing.push(path || '/');
    for (const map of ['properties', '$defs', 'patternProperties', 'dependentSchemas']) {
      const entries = obj[map];
      if (entries && typeof entries === 'object') {
        for (const [k, v] of Object.entries(entries)) visit(v, `${path}/${map}/${k}`);
      }
    }
    for (const list of ['allOf', 'anyOf', 'oneOf', 'prefixItems']) {
      const items = obj[list];
      if (Array.isArray(items)) items.forEach((v, i) => visit(v, `${path}/${list}/${i}`));
    }
    for (const one of ['items', 'contains', 'additionalProperties', 'not', 'if', 'then', 'else']) {
      if (obj[one] && typeof obj[one] === 'object') visit(obj[one], `${path}/${one}`);
    }
  };
  visit(schema, '');
  assert.deepEqual(missing, []);
});

test('the committed custom-elements.json is current (npm run analyze)', () => {
  // the analyzer writes into its working directory and edits package.json there: run it on a copy
  const dir = mkdtempSync(join(tmpdir(), 'kj-cem-'));
  try {
    cpSync(resolve(root, 'src'), join(dir, 'src'), { recursive: true });
    cpSync(resolve(root, 'package.json'), join(dir, 'package.json'));
    symlinkSync(resolve(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    // the same command as `npm run analyze`, with the analyzer's binary from node_modules
    const script = (
      JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts.analyze;
    const args = script.split(/\s+/);
    assert.equal(args[0], 'cem');
    const cem = resolve(root, 'node_modules/@custom-elements-manifest/analyzer/cem.js');
    const r = spawnSync(process.execPath, [cem, ...args.slice(1)], { cwd: dir, encoding: 'utf8' });
    assert.equal(r.status, 0, `${r.stdout}${r.stderr}`);
    const fresh = readFileSync(join(dir, 'custom-elements.json'), 'utf8');
    assert.ok(
      fresh === readFileSync(resolve(root, 'custom-elements.json'), 'utf8'),
      'custom-elements.json is stale: run npm run analyze',
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
