// issue 26 point 8: the link that carries a transcript (src/element/link/codec.ts), in Node (which
// has the browser's CompressionStream): the round trip, the deflate bomb stopped at the limit,
// and every malformed link a fault with its facts, never a throw.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  LINK_VERSION,
  decodeTranscript,
  encodeTranscript,
  fromBase64Url,
  isLinkFault,
  linkFragment,
  makeLink,
  readLink,
  toBase64Url,
} from '../../../src/element/link/codec.js';

const root = join(import.meta.dirname, '../../..');
const example = readFileSync(join(root, 'demo/examples/must-overtrump.json'), 'utf8');
const MAX = 16 * 1024 * 1024;

describe('a transcript in a link (issue 26, point 8)', () => {
  test('round trip: the text comes back byte for byte, with mode, position and language', async () => {
    const url = await makeLink('https://example.org/kj/open.html', example, {
      mode: 'replay',
      hand: 1,
      step: 7,
      lang: 'nb',
    });
    const u = new URL(url);
    assert.equal(u.origin + u.pathname, 'https://example.org/kj/open.html');
    assert.match(u.hash, new RegExp(`^#v=${LINK_VERSION}&mode=replay&hand=1&step=7&lang=nb&t=[\\w-]+$`));
    const back = await readLink(u.hash, MAX);
    assert.deepEqual(back, { text: example, mode: 'replay', hand: 1, step: 7, lang: 'nb' });
    assert.ok(url.length < example.length, `the link (${url.length}) is shorter than the text (${example.length})`);
  });

  test('text of every kind survives: markup, quotes, emoji, right-to-left, a NUL', async () => {
    const text = JSON.stringify({ meta: { title: '<script>alert(1)</script> "q" & 🂡 שלום \u0000 \u2028' } });
    assert.equal(await decodeTranscript(await encodeTranscript(text), MAX), text);
  });

  test('base64url: every byte value, no padding, no + or /', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    const s = toBase64Url(bytes);
    assert.doesNotMatch(s, /[+/=]/);
    assert.deepEqual(fromBase64Url(s), bytes);
  });

  test('a deflate bomb stops at the limit: 16 MiB of spaces in a link of a few KB is refused, not inflated', async () => {
    const bomb = await encodeTranscript(' '.repeat(16 * 1024 * 1024));
    assert.ok(bomb.length < 50_000, `the bomb is small (${bomb.length} characters)`);
    const r = await decodeTranscript(bomb, 1024 * 1024);
    assert.deepEqual(r, { kind: 'too-large', limit: 1024 * 1024 });
  });

  test('a transcript just at the limit opens; one byte over does not', async () => {
    const data = await encodeTranscript('x'.repeat(1000));
    assert.equal(await decodeTranscript(data, 1000), 'x'.repeat(1000));
    assert.deepEqual(await decodeTranscript(data, 999), { kind: 'too-large', limit: 999 });
  });

  test('malformed links are faults with their facts, never a throw', async () => {
    const good = await linkFragment(example, { mode: 'edit' });
    const data = good.split('&t=')[1]!;
    const cases: [string, unknown][] = [
      ['', { kind: 'empty' }],
      ['#', { kind: 'empty' }],
      ['#v=1&mode=replay', { kind: 'empty' }],
      ['#v=1&mode=replay&t=', { kind: 'empty' }],
      [`#mode=replay&t=${data}`, { kind: 'version', version: '' }],
      [`#v=2&mode=replay&t=${data}`, { kind: 'version', version: '2' }],
      [`#v=1&mode=<b>x</b>&t=${data}`, { kind: 'mode', mode: '<b>x</b>' }],
      [`#v=1&mode=edit&t=abc+def`, { kind: 'base64', at: 3, char: '+' }],
      [`#v=1&mode=edit&t=abcde`, { kind: 'base64', at: 4, char: 'e' }],
      [`#v=1&mode=edit&t=${data.slice(0, (data.length >> 3) * 4)}`, { kind: 'deflate' }],
      [`#v=1&mode=edit&t=AAAA${data}`, { kind: 'deflate' }],
      [`#v=1&mode=edit&t=${await encodeTranscriptBytes([0xff, 0xfe, 0x80])}`, { kind: 'utf8' }],
    ];
    for (const [hash, want] of cases) assert.deepEqual(await readLink(hash, MAX), want, hash);
    // an unreadable position or language is left out, never passed on
    const odd = await readLink(`#v=1&mode=replay&hand=-1&step=x&lang="><img>&t=${data}`, MAX);
    assert.ok(!isLinkFault(odd));
    assert.deepEqual({ ...odd, text: '' }, { text: '', mode: 'replay', hand: 0, step: 0 });
  });
});

/** Bytes that are not UTF-8, deflated and in base64url. */
async function encodeTranscriptBytes(bytes: number[]): Promise<string> {
  const stream = new Blob([new Uint8Array(bytes)]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return toBase64Url(new Uint8Array(await new Response(stream).arrayBuffer()));
}
