// Text from a transcript, written and worded safely (issue 15): transcripts the project writes are
// safe inline in HTML; names that could reorder a sentence are isolated.
import { expect } from '@open-wc/testing';
import { isolateName, needsIsolation, stringifyTranscript } from '../../src/notation/index.js';
import type { TranscriptDoc } from '../../src/notation/types.js';
import { validate } from '../../src/validator/index.js';
import { FIXTURES, fetchText } from '../validator/helpers.js';

const FSI = '\u2068';
const PDI = '\u2069';

describe('notation: hostile text', () => {
  it('stringifyTranscript writes <, >, & and U+2028/2029 as \\u escapes (a </script> in a name ran script on the host page)', async () => {
    const doc = JSON.parse(await fetchText(`${FIXTURES}/valid/single-classic-000.json`)) as TranscriptDoc;
    doc.players = ['</script><script>alert(1)</script>', 'B & <!-- \u2028\u2029 -->'];
    doc.meta = { ...doc.meta, '</script>': '<img src=x onerror=alert(1)>' } as never;
    (doc.hands[0] as unknown as Record<string, unknown>).comment = '</SCRIPT >&amp;';
    const text = stringifyTranscript(doc);
    expect(text).to.not.match(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).to.deep.equal(JSON.parse(JSON.stringify(doc)));
    // inline in a page: the script element holds the whole text, and nothing else is made of it
    const page = new DOMParser().parseFromString(
      `<script type="application/json" id="t">${text}</script><p id="after"></p>`,
      'text/html',
    );
    expect(page.querySelectorAll('script').length).to.equal(1);
    expect(page.querySelector('img')).to.equal(null);
    expect(page.getElementById('t')!.textContent).to.equal(text);
    expect(page.getElementById('after')).to.not.equal(null);
    expect(validate(page.getElementById('t')!.textContent!).valid).to.equal(validate(doc).valid);
  });

  it('isolateName: ordinary names unchanged; right-to-left letters and bidi controls between first-strong isolates, balanced', () => {
    for (const plain of ['Anna', 'Jonas', 'Sofie-Marie', 'Ølstad', 'Émile 2', '']) {
      expect(needsIsolation(plain), plain).to.equal(false);
      expect(isolateName(plain)).to.equal(plain);
    }
    expect(isolateName('\u202eevil')).to.equal(`${FSI}\u202eevil${PDI}`);
    expect(isolateName('עברית')).to.equal(`${FSI}עברית${PDI}`);
    // a stray PDI would close the isolate early: dropped; an isolate left open: closed
    expect(isolateName(`a${PDI}\u202e`)).to.equal(`${FSI}a\u202e${PDI}`);
    expect(isolateName(`\u2067x`)).to.equal(`${FSI}\u2067x${PDI}${PDI}`);
  });

  it('a right-to-left override in a player name is isolated in every sentence of the verdict; ordinary names are byte-identical', async () => {
    const text = await fetchText(`${FIXTURES}/invalid/must-follow-suit-000.json`);
    const doc = JSON.parse(text) as TranscriptDoc;
    const plain = validate(doc);
    const [a, b] = doc.players;
    const spoofed = { ...doc, players: [`\u202e${a}`, `\u202e${b}`] as [string, string] };
    const v = validate(spoofed);
    expect(v.violations.length).to.equal(plain.violations.length);
    let mentioned = 0;
    v.violations.forEach((x, i) => {
      const was = plain.violations[i].message;
      expect(x.message).to.equal(was.replace(new RegExp(`\\b(${a}|${b})\\b`, 'g'), (n) => `${FSI}\u202e${n}${PDI}`));
      if (was.includes(a) || was.includes(b)) mentioned++;
    });
    expect(mentioned).to.be.greaterThan(0);
    // the first-strong isolates pair up in every message
    for (const x of v.violations) expect(x.message.split(FSI).length).to.equal(x.message.split(PDI).length);
  });
});
