// Links that carry a transcript (issue 26 point 8, src/element/link/codec.ts): the length of the
// link "Copy a link" makes for each of the demo's examples (a replay link, the page at a
// 41-character address, https://example.org/klaberjass/open.html), the shortest, the median and the
// longest, how many are over the editor's warning length, and the time to read a 16 MiB deflate
// bomb up to the element's default limit (it is refused there).
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LINK_WARN_LENGTH, decodeTranscript, encodeTranscript, makeLink } from '../src/element/link/codec.js';
import { DEFAULT_MAX_BYTES } from '../src/notation/limits.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PAGE = 'https://example.org/klaberjass/open.html';

export async function run(): Promise<Record<string, number | string>> {
  const dir = join(root, 'demo/examples');
  const lengths: number[] = [];
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'index.json')) {
    // the editor links the document as compact JSON
    const doc = JSON.parse(readFileSync(join(dir, f), 'utf8')) as unknown;
    lengths.push((await makeLink(PAGE, JSON.stringify(doc), { mode: 'replay' })).length);
  }
  lengths.sort((a, b) => a - b);
  const bomb = await encodeTranscript(' '.repeat(DEFAULT_MAX_BYTES + 1));
  const t0 = performance.now();
  await decodeTranscript(bomb, DEFAULT_MAX_BYTES);
  return {
    'link.examples': lengths.length,
    'link.shortestChars': lengths[0]!,
    'link.medianChars': lengths[lengths.length >> 1]!,
    'link.longestChars': lengths.at(-1)!,
    'link.overWarnLength': lengths.filter((n) => n > LINK_WARN_LENGTH).length,
    'link.bombChars': bomb.length,
    'link.bombRefusedMs': Math.round(performance.now() - t0),
  };
}
