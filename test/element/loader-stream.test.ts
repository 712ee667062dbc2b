// The document loader's size limit as the response streams (issue 22 point 5) and the words of
// its errors (issue 23 point 5: the Norwegian table called valid JSON invalid, in English).
import { expect, fixture, html } from '@open-wc/testing';
import type { KjErrorDetail, KlaberjassTable } from '../../src/element/klaberjass-table.js';
import { events, fixtureDoc, ready, text, waitUntil } from './helpers.js';

/** A fetch answered by `body` (with the headers given), counting the bytes the table pulls. */
function fakeFetch(body: () => ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  const real = window.fetch;
  const seen = { pulled: 0, cancelled: false };
  window.fetch = () => Promise.resolve(new Response(body(), { headers }));
  return { seen, restore: () => (window.fetch = real) };
}

/** An endless body of 16 KiB chunks of spaces (a chunked response that never ends), counting what is pulled. */
function endless(seen: { pulled: number; cancelled: boolean }): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(16384).fill(0x20);
  return new ReadableStream({
    pull(controller) {
      seen.pulled += chunk.length;
      controller.enqueue(chunk);
    },
    cancel() {
      seen.cancelled = true;
    },
  });
}

describe('<klaberjass-table> loading: max-bytes counted as the response streams', () => {
  it('loader-stream-endless: an endless response without content-length stops at max-bytes (error, stream cancelled)', async () => {
    const f = fakeFetch(() => endless(f.seen));
    try {
      const errors = events<KjErrorDetail>(document, 'kj-error');
      const el = await fixture<KlaberjassTable>(
        html`<klaberjass-table max-bytes="100000" src="/endless.json"></klaberjass-table>`,
      );
      await ready(el, '.error');
      expect(text(el, '.error')).to.contain('max-bytes');
      expect(errors.some((e) => e.detail.source === 'src')).to.equal(true);
      await waitUntil(() => f.seen.cancelled, 'the stream was not cancelled');
      // the limit plus what the stream had queued ahead, not the whole (endless) body
      expect(f.seen.pulled).to.be.below(100000 + 4 * 16384);
    } finally {
      f.restore();
    }
  });

  it('loader-stream-inflated: a small content-length with a large body (gzip inflating) is counted as it streams', async () => {
    const f = fakeFetch(() => endless(f.seen), { 'content-length': '120' });
    try {
      const el = await fixture<KlaberjassTable>(
        html`<klaberjass-table max-bytes="50000" src="/inflates.json"></klaberjass-table>`,
      );
      await ready(el, '.error');
      expect(text(el, '.error')).to.contain('max-bytes');
      await waitUntil(() => f.seen.cancelled, 'the stream was not cancelled');
      expect(f.seen.pulled).to.be.below(50000 + 4 * 16384);
    } finally {
      f.restore();
    }
  });

  it('a streamed response under the limit is read whole and shown', async () => {
    const doc = new TextEncoder().encode(JSON.stringify(await fixtureDoc('valid/single-classic-000.json')));
    const f = fakeFetch(
      () =>
        new ReadableStream({
          start(controller) {
            // in small pieces, as a chunked response comes
            for (let i = 0; i < doc.length; i += 1000) controller.enqueue(doc.slice(i, i + 1000));
            controller.close();
          },
        }),
    );
    try {
      const el = await fixture<KlaberjassTable>(
        html`<klaberjass-table max-bytes="${doc.length}" src="/chunked.json"></klaberjass-table>`,
      );
      await ready(el, '.felt');
    } finally {
      f.restore();
    }
  });
});

describe('<klaberjass-table> loading errors in the table language', () => {
  it('loader-nb-valid-json: JSON without "hands" is not called invalid JSON, and the Norwegian table has no English', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table lang="nb" .transcript=${'{"format":"klaberjass"}'}></klaberjass-table>`,
    );
    await ready(el, '.error');
    const message = text(el, '.error');
    expect(message).to.contain('Partiet har ingen "hands"-liste');
    expect(message).not.to.contain('ikke gyldig JSON');
    expect(message).not.to.contain('the document');
    const en = await fixture<KlaberjassTable>(html`<klaberjass-table .transcript=${'[1, 2]'}></klaberjass-table>`);
    await ready(en, '.error');
    expect(text(en, '.error')).to.contain('not a JSON object');
    expect(text(en, '.error')).not.to.contain('not valid JSON');
    const broken = await fixture<KlaberjassTable>(
      html`<klaberjass-table .transcript=${'{"hands": ['}></klaberjass-table>`,
    );
    await ready(broken, '.error');
    expect(text(broken, '.error')).to.contain('not valid JSON');
  });
});
