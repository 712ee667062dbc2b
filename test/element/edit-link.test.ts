// issue 26 point 8: "Copy a link" in the editor, and the package's page that opens the link
// (open.html: the test runner serves it beside src/element/link/codec.ts, as the build writes it
// beside the script). Through the editor's UI, the page in a frame, and the page's openLink.
import { expect, fixture, html } from '@open-wc/testing';
import type { KlaberjassTable } from '../../src/element/klaberjass-table.js';
import { LINK_WARN_LENGTH, encodeTranscript, toBase64Url } from '../../src/element/link/codec.js';
import { openLink } from '../../src/element/link/open.js';
import type { TranscriptDoc } from '../../src/notation/index.js';
import { $, annaDeals, ready, text, waitUntil } from './helpers.js';

const HOSTILE = '<img src=x onerror="window.__pwned=1"> & “quotes”';
/** Ben takes hearts and leads the ten; Anna must beat it (a comment with markup in it, to be shown as text). */
const DOC = annaDeals(
  [
    { player: 1, bid: 'take' },
    { player: 1, play: '10H' },
    { player: 0, play: '9H', comment: `Anna must beat the ten. ${HOSTILE}` },
  ],
  { meta: { title: `Must overtrump ${HOSTILE}` } },
);

const WAIT = { timeout: 20000 };

async function editorOf(doc: TranscriptDoc, attrs: { lang?: string; base?: string } = {}): Promise<KlaberjassTable> {
  const el = await fixture<KlaberjassTable>(
    html`<klaberjass-table
      mode="edit"
      lang=${attrs.lang ?? 'en'}
      link-base=${attrs.base ?? ''}
      .transcript=${doc}
    ></klaberjass-table>`,
  );
  await ready(el, '.editor');
  // a document with moves opens on Play & annotate: show its last position, then export
  $<HTMLElement>(el, '[data-act="last"]')?.click();
  await el.updateComplete;
  $<HTMLElement>(el, '[data-tab="export"]')!.click();
  await waitUntil(() => $(el, '[data-act="copy-link"]'), 'no Copy a link button', WAIT);
  return el;
}

/** Click one of the link buttons and read what went to the clipboard. */
async function copyLink(el: KlaberjassTable, act = 'copy-link'): Promise<string> {
  let got = '';
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: async (t: string) => void (got = t) },
  });
  try {
    $<HTMLButtonElement>(el, `[data-act="${act}"]`)!.click();
    await waitUntil(() => got !== '', 'nothing copied', WAIT);
  } finally {
    delete (navigator as unknown as { clipboard?: unknown }).clipboard;
  }
  await waitUntil(() => $(el, '[data-link-length]'), 'the link is not shown', WAIT);
  return got;
}

/** Open `url` in a frame and wait for its table to render `what`. */
async function inFrame(url: string, what: string): Promise<{ frame: HTMLIFrameElement; table: KlaberjassTable }> {
  const frame = document.createElement('iframe');
  frame.style.width = '1000px';
  frame.style.height = '800px';
  frame.src = url;
  document.body.append(frame);
  let table: KlaberjassTable | null = null;
  await waitUntil(
    () => {
      table = frame.contentDocument?.querySelector<KlaberjassTable>('klaberjass-table') ?? null;
      return table?.shadowRoot?.querySelector(what);
    },
    `the page did not show ${what}`,
    WAIT,
  );
  return { frame, table: table! };
}

describe('<klaberjass-table mode="edit">: Copy a link (issue 26, point 8)', () => {
  afterEach(() => document.querySelectorAll('iframe').forEach((f) => f.remove()));

  it('copies a link to the package page beside the script, shows its length, and the page replays the hand at the position shown', async () => {
    const el = await editorOf(DOC);
    const url = await copyLink(el);
    expect(url.startsWith(new URL('/src/element/link/open.html#v=1&mode=replay', location.href).href)).to.equal(true);
    // the editor shows the position at the end of the moves: hand 0, step 3
    expect(url).to.match(/&step=3&lang=en&t=[\w-]+$/);
    expect($<HTMLInputElement>(el, 'input[data-link="replay"]')!.value).to.equal(url);
    expect(text(el, '[data-link-length]')).to.contain(
      `The link is ${url.length.toLocaleString('en')} characters long.`,
    );
    expect($(el, '[data-link-long]')).to.equal(null);
    expect(text(el, '.ed-notice')).to.contain('Link copied');

    const { frame, table } = await inFrame(url, '.felt');
    expect(table.getAttribute('mode')).to.equal('replay');
    expect(table.step).to.equal(3);
    // the transcript's text is text: shown, never made into markup
    await waitUntil(() => table.shadowRoot!.textContent!.includes('onerror'), 'the comment is not shown', WAIT);
    expect(table.shadowRoot!.querySelector('img')).to.equal(null);
    expect((frame.contentWindow as unknown as { __pwned?: number }).__pwned).to.equal(undefined);
    expect(frame.contentDocument!.querySelector('nav a')!.textContent).to.equal('Open this hand in the editor');
  });

  it('a link to the editor opens the same document for editing, in the language it was written in', async () => {
    const el = await editorOf(DOC, { lang: 'nb' });
    const url = await copyLink(el, 'copy-edit-link');
    expect(url).to.match(/#v=1&mode=edit&lang=nb&t=/);
    expect(text(el, '.ed-notice')).to.contain('Lenken er kopiert');
    const { frame, table } = await inFrame(url, '.editor');
    expect(frame.contentDocument!.documentElement.lang).to.equal('nb');
    expect(frame.contentDocument!.querySelector('nav a')!.textContent).to.equal('Vis runden som avspilling');
    // the same document: the editor's transcript tab shows it
    table.shadowRoot!.querySelector<HTMLElement>('[data-tab="export"]')!.click();
    await waitUntil(
      () => table.shadowRoot!.querySelector<HTMLTextAreaElement>('.ed-json')?.value,
      'no transcript',
      WAIT,
    );
    const shown = JSON.parse(table.shadowRoot!.querySelector<HTMLTextAreaElement>('.ed-json')!.value) as TranscriptDoc;
    expect(shown.meta?.title).to.equal(DOC.meta!.title);
    expect(shown.hands[0]!.moves).to.deep.equal(DOC.hands[0]!.moves);
  });

  it('link-base sets the page a link opens: absolute, or relative to the page the table is on', async () => {
    const abs = await copyLink(await editorOf(DOC, { base: 'https://example.org/hands/open.html' }));
    expect(abs.startsWith('https://example.org/hands/open.html#v=1&')).to.equal(true);
    const rel = await copyLink(await editorOf(DOC, { base: 'share/open.html' }));
    expect(rel.startsWith(new URL('share/open.html#v=1&', document.baseURI).href)).to.equal(true);
  });

  it(`warns above ${LINK_WARN_LENGTH} characters (chat apps and mail cut long links)`, async () => {
    // a comment that does not compress: random letters
    const noise = toBase64Url(crypto.getRandomValues(new Uint8Array(3000)));
    const long = annaDeals([{ player: 1, bid: 'take', comment: noise }]);
    const el = await editorOf(long);
    const url = await copyLink(el);
    expect(url.length).to.be.greaterThan(LINK_WARN_LENGTH);
    expect(text(el, '[data-link-long]')).to.contain('over 2,000 characters');
  });

  it('an edit makes the shown link stale: it is hidden until the next copy', async () => {
    const el = await editorOf(DOC);
    await copyLink(el);
    $<HTMLElement>(el, '[data-act="new"]')!.click();
    await waitUntil(() => !$(el, '[data-link-length]'), 'the old link is still shown', WAIT);
  });
});

describe('open.html: links that cannot be opened say why, as text (issue 26, point 8)', () => {
  const mount = (): HTMLElement => document.body.appendChild(document.createElement('main'));
  afterEach(() => document.querySelectorAll('main').forEach((m) => m.remove()));

  async function fault(hash: string, langs = ['en'], maxBytes?: number): Promise<string> {
    const m = mount();
    const out = await openLink(hash, m, { langs, ...(maxBytes ? { maxBytes } : {}) });
    expect(out.getAttribute('role')).to.equal('alert');
    expect(m.querySelector('klaberjass-table')).to.equal(null);
    return out.textContent ?? '';
  }

  it('each malformed fragment gives its own located message, never a table or a crash', async () => {
    const data = await encodeTranscript(JSON.stringify(DOC));
    expect(await fault('')).to.contain('The link carries no hand');
    expect(await fault('#v=1&mode=replay')).to.contain('The link carries no hand');
    expect(await fault(`#v=7&mode=replay&t=${data}`)).to.contain('of version “7”');
    expect(await fault(`#mode=replay&t=${data}`)).to.contain('does not say which version');
    expect(await fault(`#v=1&mode=play&t=${data}`)).to.contain('asks for “play”');
    expect(await fault(`#v=1&mode=replay&t=${data.slice(0, 10)}!${data.slice(10)}`)).to.contain(
      'damaged at character 11 of its transcript (after “t=”): “!”',
    );
    expect(await fault(`#v=1&mode=replay&t=${data.slice(0, 24)}`)).to.contain('cannot be unpacked');
  });

  it('a deflate bomb is refused at the limit, not inflated', async () => {
    const bomb = await encodeTranscript(' '.repeat(8 * 1024 * 1024));
    expect(await fault(`#v=1&mode=replay&t=${bomb}`, ['en'], 1024 * 1024)).to.contain(
      'unpacks to more than 1,048,576 bytes',
    );
  });

  it('hostile text in the fragment is shown as text', async () => {
    const m = mount();
    await openLink('#v=1&mode=<img src=x onerror="window.__pwned=1">&t=AAAA', m, { langs: ['en'] });
    expect(m.querySelector('img')).to.equal(null);
    expect(m.textContent).to.contain('asks for “<img src=x onerror="window.__pwned=1">”');
  });

  it('in Norwegian for a Norwegian reader', async () => {
    expect(await fault('#', ['nb-NO', 'en'])).to.contain('Lenken bærer ingen runde');
    expect(document.documentElement.lang).to.equal('nb');
    document.documentElement.lang = 'en';
  });

  it('text that is not JSON is the table’s own located error', async () => {
    const m = mount();
    const table = (await openLink(
      `#v=1&mode=replay&t=${await encodeTranscript('{"format": "klaberjass",\n  oops')}`,
      m,
      {
        langs: ['en'],
      },
    )) as KlaberjassTable;
    await waitUntil(() => table.shadowRoot?.querySelector('.error'), 'no error shown', WAIT);
    expect(table.shadowRoot!.querySelector('.error')!.textContent).to.match(/line 2/);
  });
});
