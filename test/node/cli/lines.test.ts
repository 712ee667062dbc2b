// The bounded-memory line splitter behind NDJSON input (src/cli/lines.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { splitLines } from '../../../src/cli/lines.js';

async function* chunks(parts: (string | Buffer)[]) {
  for (const p of parts) yield typeof p === 'string' ? Buffer.from(p) : p;
}

async function split(parts: (string | Buffer)[], maxLineBytes: number) {
  const out: [number, string | null, number][] = [];
  let bytes = 0;
  for await (const l of splitLines(chunks(parts), { maxLineBytes, onBytes: (n) => (bytes += n) }))
    out.push([l.number, l.bytes?.toString('utf8') ?? null, l.length]);
  return { out, bytes };
}

test('lines across chunk boundaries, \\n and \\r\\n endings, a last line without ending', async () => {
  const { out, bytes } = await split(['ab\ncd', 'ef\n', '\r\n', 'x'], 10);
  assert.deepEqual(out, [
    [1, 'ab', 2],
    [2, 'cdef', 4],
    [3, '', 0],
    [4, 'x', 1],
  ]);
  assert.equal(bytes, 11);
});

test('a line longer than the limit is reported with its length and no bytes, and splitting goes on', async () => {
  assert.deepEqual((await split(['abcdefghijkl\nab\r\n'], 5)).out, [
    [1, null, 12],
    [2, 'ab', 2],
  ]);
  assert.deepEqual((await split(['abcde\r\nabcdef\r\n', 'abc'], 5)).out, [
    [1, 'abcde', 5],
    [2, null, 6],
    [3, 'abc', 3],
  ]);
  assert.deepEqual((await split(['abc', 'def', 'ghi\nj'], 5)).out, [
    [1, null, 9],
    [2, 'j', 1],
  ]);
  assert.deepEqual((await split(['abcdef'], 5)).out, [[1, null, 6]]);
});

test('empty input has no lines; a lone newline is one empty line', async () => {
  assert.deepEqual((await split([''], 5)).out, []);
  assert.deepEqual((await split(['\n'], 5)).out, [[1, '', 0]]);
});

test('multi-byte characters split across chunks come back whole', async () => {
  const text = Buffer.from('pik ♠ og hjerter ♥\nruter ♦\n');
  const parts = Array.from({ length: text.length }, (_, i) => text.subarray(i, i + 1));
  assert.deepEqual((await split(parts, 100)).out, [
    [1, 'pik ♠ og hjerter ♥', 22],
    [2, 'ruter ♦', 9],
  ]);
});

test('a long line is never held: 64 MB without a newline under a 1 KB limit', async () => {
  const chunk = Buffer.alloc(1 << 20, 0x61);
  async function* many() {
    for (let i = 0; i < 64; i++) yield chunk;
    yield Buffer.from('\nok\n');
  }
  const before = process.memoryUsage().arrayBuffers;
  const out: [number, number, boolean][] = [];
  for await (const l of splitLines(many(), { maxLineBytes: 1024 })) out.push([l.number, l.length, l.bytes === null]);
  assert.deepEqual(out, [
    [1, 64 << 20, true],
    [2, 2, false],
  ]);
  assert.ok(process.memoryUsage().arrayBuffers - before < 16 << 20);
});
