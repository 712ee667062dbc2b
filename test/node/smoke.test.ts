// Proves the Node test pipeline (node --test with tsx) runs TypeScript tests.
import { test } from 'node:test';
import assert from 'node:assert/strict';

test('node test pipeline runs TypeScript', () => {
  const n: number = 1 + 1;
  assert.equal(n, 2);
  assert.equal(typeof process.versions.node, 'string');
});
