// The SVG of a position, for every demo example, read back by the browser's XML parser: well
// formed, no script, no reference outside the document, and every card of the position drawn.
import { expect } from '@open-wc/testing';
import { cardsOf } from '../../src/engine/internal.js';
import { defaultStep, positionImage } from '../../src/render/index.js';
import { trickAt } from '../../src/render/track.js';
import { replayDocument } from '../../src/validator/index.js';

const files = async (dir: string): Promise<string[]> =>
  ((await (await fetch(`${dir}/index.json`)).json()) as { file: string }[]).map((e) => `${dir}/${e.file}`);

/** The SVG parsed as XML; fails on a parser error. */
function parse(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.querySelector('parsererror'), 'an XML error').to.equal(null);
  expect(doc.documentElement.localName).to.equal('svg');
  return doc;
}

/** Nothing that runs or loads: no script, no foreignObject, no event handler, no link or url() outside the document. */
function selfContained(doc: Document): void {
  expect(doc.querySelectorAll('script, foreignObject, image, use, a').length).to.equal(0);
  for (const el of doc.querySelectorAll('*'))
    for (const a of el.attributes) {
      expect(a.name.startsWith('on'), `${el.localName} ${a.name}`).to.equal(false);
      expect(/href$/.test(a.name), `${el.localName} ${a.name}`).to.equal(false);
      expect(/url\((?!#)/.test(a.value), `${el.localName} ${a.name}="${a.value}"`).to.equal(false);
    }
  for (const st of doc.querySelectorAll('style')) expect(st.textContent).not.to.match(/url\(|@import/);
}

// the examples, listed before the tests are defined: one test each
const list = [...(await files('/demo/examples')), ...(await files('/demo/examples/quiz'))];

describe('positionImage: the SVG of every demo example', () => {
  it('finds the examples', () => expect(list.length).to.be.greaterThan(30));
  for (const file of list)
    it(`${file}: at its default step and at the deal, with the cards of the position`, async () => {
      const text = await (await fetch(file)).text();
      const r = replayDocument(text);
      const hand = r.hands.findIndex((h) => h.initial);
      const h = r.hands[hand];
      for (const step of [defaultStep(h), 0]) {
        const img = positionImage(r, { hand, step });
        if (!img.ok) throw new Error(`${file}: ${img.error.message}`);
        const doc = parse(img.value.svg);
        selfContained(doc);
        const drawn = [...doc.querySelectorAll('[data-card]')].map((e) => Number(e.getAttribute('data-card')));
        const state = step === 0 ? h.initial! : h.steps[step - 1].state;
        const track = { initial: h.initial!, moves: h.steps.map((s) => s.move), states: h.steps.map((s) => s.state) };
        const expected = [
          ...cardsOf(state.hands[0]),
          ...cardsOf(state.hands[1]),
          ...trickAt(track, step).cards.map((c) => c.card),
        ];
        for (const c of expected) expect(drawn, `${file} step ${step}: card ${c}`).to.include(c);
        // each card shows once (the turn-up and the bottom card are the cards of the stock)
        expect(new Set(drawn).size, `${file} step ${step}: a card drawn twice`).to.equal(drawn.length);
        expect(doc.querySelector('desc')!.textContent).to.equal(img.value.alt);
      }
    });

  it('keeps names and comments as text: markup in them is neither run nor parsed', async () => {
    const doc = JSON.parse(await (await fetch('/demo/examples/must-trump.json')).text()) as {
      players: string[];
      hands: { moves: { comment?: string }[] }[];
    };
    doc.players = ['<script>alert(1)</script>', 'Finn & "Eva\' ]]> \u0001'];
    doc.hands[0].moves[5].comment = '<img src=x onerror=alert(1)> <![CDATA[ x ]]> &amp;';
    const img = positionImage(doc, { step: 6 });
    if (!img.ok) throw new Error(img.error.message);
    const svg = parse(img.value.svg);
    selfContained(svg);
    const texts = [...svg.querySelectorAll('text')].map((t) => t.textContent);
    // (the plates cut a long name with an ellipsis; the description has it whole)
    expect(texts.some((t) => t?.startsWith('<script>alert(1)<'))).to.equal(true);
    expect(svg.querySelector('desc')!.textContent).to.include('<script>alert(1)</script>');
    expect(texts.some((t) => t?.includes('<img src=x onerror=alert(1)>'))).to.equal(true);
    expect(svg.querySelector('desc')!.textContent).to.include('Finn & "Eva\' ]]> \ufffd');
  });

  it('says where a hand or step is out of range, in the language asked for', async () => {
    const text = await (await fetch('/demo/examples/must-trump.json')).text();
    const a = positionImage(text, { hand: 2 });
    expect(a.ok ? '' : a.error.message).to.equal('There is no hand 2: the document has 1 hand (hands count from 0).');
    const b = positionImage(text, { step: 23, lang: 'nb' });
    expect(b.ok ? '' : b.error.reason).to.equal('step');
    expect(b.ok ? '' : b.error.message).to.equal('Det finnes ikke noe steg 23: runden kan vises fra steg 0 til 22.');
  });
});
