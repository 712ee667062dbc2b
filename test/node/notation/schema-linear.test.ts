// The generated schema validator appends the errors of referenced schemas in place (issue 15):
// ajv's own `vErrors.concat(...)` copied the whole error list at every failing hand or move, so
// checking a document of many broken hands took time quadratic in their number.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateSchema } from '../../../src/notation/generated/schema-validator.js';
import { root } from '../cli/helpers.js';

test('the generated schema validator never copies its error list (vErrors.concat made many broken hands quadratic)', () => {
  const source = readFileSync(join(root, 'src/notation/generated/schema-validator.js'), 'utf8');
  assert.doesNotMatch(source, /\.concat\(/);
  // and still collects every error: two broken hands give twice the errors of one
  const doc = (n: number) => ({
    format: 'klaberjass',
    version: 1,
    players: ['A', 'B'],
    hands: Array.from({ length: n }, () => ({ dealer: 0, moves: [{ play: 'XX' }, { bid: 'nope', x: 1 }], junk: 1 })),
  });
  assert.equal(validateSchema(doc(1)), false);
  const one = validateSchema.errors!.length;
  assert.ok(one > 2);
  assert.equal(validateSchema(doc(1000)), false);
  assert.equal(validateSchema.errors!.length, 1000 * one);
  assert.ok(validateSchema.errors!.every((e) => /^\/hands\/\d+/.test(e.instancePath)));
});
