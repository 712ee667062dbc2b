// The editor's images for readers without JavaScript (issue 24.2): "Download image" (SVG, or a PNG
// the browser draws), "Download animation" (a GIF of the hand) and the alt text, in the snippets'
// fallback form under the name the snippets give the image. Downloads are caught where the editor
// hands them to the browser: URL.createObjectURL (the file) and the link's click (its name).
import { expect, fixture, html } from '@open-wc/testing';
import type { KlaberjassTable } from '../../src/element/klaberjass-table.js';
import type { TranscriptDoc } from '../../src/notation/types.js';
import { cardsOf } from '../../src/engine/internal.js';
import { cardFaceSvg } from '../../src/render/card-art.js';
import { replayDocument } from '../../src/validator/index.js';
import { $, ready, text, waitUntil } from './helpers.js';

interface Download {
  name: string;
  blob: Blob;
}

/** Downloads the page starts while `caught` is on. */
function catchDownloads(): { files: Download[]; stop(): void } {
  const files: Download[] = [];
  const blobs = new Map<string, Blob>();
  const create = URL.createObjectURL;
  const click = HTMLAnchorElement.prototype.click;
  let n = 0;
  URL.createObjectURL = (b: Blob | MediaSource) => {
    const url = `blob:caught-${n++}`;
    blobs.set(url, b as Blob);
    return url;
  };
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    if (this.download && blobs.has(this.href)) files.push({ name: this.download, blob: blobs.get(this.href)! });
    else click.call(this);
  };
  return {
    files,
    stop() {
      URL.createObjectURL = create;
      HTMLAnchorElement.prototype.click = click;
    },
  };
}

async function exportTab(doc: TranscriptDoc, lang = 'en'): Promise<KlaberjassTable> {
  const el = await fixture<KlaberjassTable>(
    html`<klaberjass-table mode="edit" lang=${lang} .transcript=${doc}></klaberjass-table>`,
  );
  await ready(el, '.editor');
  $<HTMLElement>(el, '[data-tab="export"]')!.click();
  await waitUntil(() => $(el, '[data-act="download-image"]'), 'the export tab shows the image downloads', {
    timeout: 20000,
  });
  return el;
}

/** The snippet's fallback as a page would read it. */
function snippetImage(el: KlaberjassTable, which: 'src' | 'inline'): HTMLImageElement {
  // a template's content is inert: the image is not fetched
  const box = document.createElement('template');
  box.innerHTML = $(el, `[data-snippet="${which}"]`)!.textContent!.replaceAll('klaberjass-table', 'kj-snippet-test');
  const img = box.content.querySelector('img');
  expect(img, `an image in the ${which} snippet`).to.not.equal(null);
  return img!;
}

/** The number of images (frames) of a GIF, walking its blocks. */
function gifFrames(b: Uint8Array): number {
  let p = 13 + (b[10] & 0x80 ? 3 << ((b[10] & 7) + 1) : 0);
  const skipSubBlocks = () => {
    while (b[p] !== 0) p += b[p] + 1;
    p++;
  };
  let frames = 0;
  while (p < b.length && b[p] !== 0x3b) {
    if (b[p] === 0x21) {
      p += 2;
      skipSubBlocks();
    } else if (b[p] === 0x2c) {
      frames++;
      const packed = b[p + 9];
      p += 10 + (packed & 0x80 ? 3 << ((packed & 7) + 1) : 0) + 1;
      skipSubBlocks();
    } else throw new Error(`not a GIF block at byte ${p}: ${b[p]}`);
  }
  return frames;
}

const bate = async () => (await (await fetch('/demo/examples/bate.json')).json()) as TranscriptDoc;

describe('the editor: images for readers without JavaScript (issue 24.2)', () => {
  let caught: ReturnType<typeof catchDownloads>;
  beforeEach(() => (caught = catchDownloads()));
  afterEach(() => caught.stop());

  it('editor snippet image: the snippets carry the image and its alt text, and "Download image" saves that SVG under that name', async () => {
    const el = await exportTab(await bate());
    const alt = $<HTMLTextAreaElement>(el, 'textarea.ed-alt')!.value;
    // the editor opens at the deal
    expect(alt).to.match(/^The deal\. No trump yet\. Kari holds jack of spades, /);
    expect(alt).to.contain('The turn-up card is the king of hearts.');
    for (const which of ['src', 'inline'] as const) {
      const img = snippetImage(el, which);
      expect(img.getAttribute('alt')).to.equal(alt);
      expect(img.getAttribute('src')).to.match(/^the-taker-is-bate-1-\d+\.svg$/);
    }
    const src = snippetImage(el, 'src').getAttribute('src')!;
    expect(text(el, '[data-act="download-image"]')).to.contain(src);

    $<HTMLButtonElement>(el, '[data-act="download-image"]')!.click();
    await waitUntil(() => caught.files.length === 1, 'the SVG is downloaded', { timeout: 20000 });
    const { name, blob } = caught.files[0];
    expect(name).to.equal(src);
    expect(blob.type).to.equal('image/svg+xml');
    const svgText = await blob.text();
    const svg = new DOMParser().parseFromString(svgText, 'image/svg+xml');
    expect(svg.querySelector('parsererror')).to.equal(null);
    expect(svg.documentElement.localName).to.equal('svg');
    expect(svg.querySelectorAll('script, foreignObject, image, use').length).to.equal(0);
    expect(svgText).to.not.match(/\b(href|src)=|url\((?!#)/);
    expect(svg.querySelector('desc')!.textContent).to.equal(alt);
    // the cards of the position shown (the deal): both hands and the turn-up card are drawn
    const dealt = replayDocument(await bate()).hands[0].initial!;
    const cards = [...cardsOf(dealt.hands[0]), ...cardsOf(dealt.hands[1]), dealt.turnUp];
    expect(cards.length).to.equal(13);
    const drawn = [...svg.querySelectorAll('[data-card]')].map((g) => Number(g.getAttribute('data-card')));
    expect(drawn.sort((a, b) => a - b)).to.deep.equal(cards.sort((a, b) => a - b));
    // each as the card art draws it (the art placed at its size)
    for (const c of cards)
      expect(svgText.includes(cardFaceSvg(c).replace(/^<svg /, '')), `card ${c} drawn by the card art`).to.equal(true);
  });

  it('editor snippet image: with "PNG image" the snippets name a PNG, which the browser draws and the download saves under that name', async () => {
    const el = await exportTab(await bate());
    $<HTMLInputElement>(el, 'input[data-act="image-png"]')!.click();
    await el.updateComplete;
    const src = snippetImage(el, 'src').getAttribute('src')!;
    expect(src).to.match(/^the-taker-is-bate-1-\d+\.png$/);
    $<HTMLButtonElement>(el, '[data-act="download-image"]')!.click();
    await waitUntil(() => caught.files.length === 1, 'the PNG is downloaded', { timeout: 30000 });
    const { name, blob } = caught.files[0];
    expect(name).to.equal(src);
    expect(blob.type).to.equal('image/png');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 4)]).to.deep.equal([0x89, 0x50, 0x4e, 0x47]);
    const bitmap = await createImageBitmap(blob);
    expect(bitmap.width).to.equal(600);
    expect(bitmap.height).to.be.greaterThan(400);
  });

  it('editor snippet image: "Download animation" saves a GIF of the hand, a frame per move', async function () {
    this.timeout(120000);
    const doc = await bate();
    const el = await exportTab(doc, 'nb');
    expect($<HTMLTextAreaElement>(el, 'textarea.ed-alt')!.value).to.match(
      /^Utdelingen\. Ingen trumf ennå\. Kari har spar knekt, /,
    );
    $<HTMLButtonElement>(el, '[data-act="download-animation"]')!.click();
    await waitUntil(() => caught.files.length === 1, 'the GIF is downloaded', { timeout: 100000 });
    const { name, blob } = caught.files[0];
    expect(name).to.equal('the-taker-is-bate-1.gif');
    expect(blob.type).to.equal('image/gif');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 6))).to.equal('GIF89a');
    expect(gifFrames(bytes)).to.equal(doc.hands[0].moves!.length + 1);
    expect(text(el, '.ed-notice')).to.contain('the-taker-is-bate-1.gif');
  });
});
