// Bidi spoofing (issue 15): a right-to-left override in a player's name, the title or a comment
// must not reverse the sentences, the narration or the score sheet around it. Every such text is
// isolated: between first-strong isolates (U+2068 … U+2069) in sentences and narration, or in a
// <bdi> on the page.
import { expect } from '@open-wc/testing';
import type { KlaberjassTable } from '../../src/element/klaberjass-table.js';
import { $, $$, fixtureDoc, key, ready, shadow } from './helpers.js';

const RLO = '\u202e';
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * The right-to-left overrides in the text under `root` that are not isolated: neither inside a
 * <bdi> nor between a first-strong isolate and its end in the same text.
 */
function unisolated(root: Node): string[] {
  const out: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const s = n.textContent ?? '';
    if (!s.includes(RLO) || n.parentElement?.closest('bdi')) continue;
    let open = 0;
    for (const ch of s) {
      if (ch === FSI) open++;
      else if (ch === PDI) open = Math.max(0, open - 1);
      else if (ch === RLO && open === 0) out.push(s);
    }
  }
  return out;
}

/** The left edge of the character at `i` of a text node, as laid out. */
function leftOf(node: Text, i: number): number {
  const r = document.createRange();
  r.setStart(node, i);
  r.setEnd(node, i + 1);
  return r.getBoundingClientRect().left;
}

async function spoofed(): Promise<Record<string, unknown>> {
  const doc = await fixtureDoc('invalid/must-overtrump-000.json');
  const hands = doc.hands as { comment?: string; moves: { comment?: string }[] }[];
  hands[0].comment = `${RLO}the hand's comment`;
  hands[0].moves[0].comment = `${RLO}the move's comment`;
  return {
    ...doc,
    players: [`${RLO}Sofie`, `${RLO}Emil`],
    meta: { ...(doc.meta as object), title: `${RLO}The title` },
  };
}

async function table(doc: Record<string, unknown>, mode: string): Promise<KlaberjassTable> {
  const el = document.createElement('klaberjass-table');
  el.mode = mode as never;
  el.transcript = doc as never;
  document.body.append(el);
  return el;
}

describe('<klaberjass-table> bidi: names, titles and comments from a transcript are isolated (issue 15)', () => {
  afterEach(() => document.querySelectorAll('klaberjass-table').forEach((el) => el.remove()));

  it('a right-to-left override in a name keeps the verdict sentence in order', async () => {
    const el = await table(await spoofed(), 'validate');
    await ready(el, '.verdict .fault-item');
    const item = $$(el, '.fault-item').find((x) => x.textContent?.includes(RLO));
    expect(item, 'a fault names the player').to.exist;
    expect(item!.textContent).to.contain(`${FSI}${RLO}Sofie${PDI} played`);
    // laid out left to right after the name: "played" reads p, l, a…, not reversed
    const walker = document.createTreeWalker(item!, NodeFilter.SHOW_TEXT);
    let node: Text | null = null;
    for (let n = walker.nextNode(); n; n = walker.nextNode()) if (n.textContent?.includes(' played')) node = n as Text;
    expect(node, 'the sentence as text').to.exist;
    const at = node!.textContent!.indexOf(' played') + 1;
    expect(leftOf(node!, at)).to.be.lessThan(leftOf(node!, at + 1));
    expect(leftOf(node!, at + 1)).to.be.lessThan(leftOf(node!, at + 2));
    expect(unisolated(shadow(el))).to.deep.equal([]);
  });

  it('in the replay: the title, the comments, the narration and the score sheet are isolated', async () => {
    const el = await table(await spoofed(), 'replay');
    await ready(el, '.felt');
    // the deal: the hand's comment
    expect($(el, '.title bdi')?.textContent).to.equal(`${RLO}The title`);
    expect($(el, '.hand-comment bdi')?.textContent).to.equal(`${RLO}the hand's comment`);
    expect(unisolated(shadow(el))).to.deep.equal([]);
    // the first move: its comment, and the narration names the player between isolates
    key(el, 'ArrowRight');
    await el.updateComplete;
    expect(el.step).to.equal(1);
    expect($(el, '.comment:not(.hand-comment) bdi')?.textContent).to.equal(`${RLO}the move's comment`);
    const live = $(el, '[aria-live]')!.textContent ?? '';
    expect(live).to.match(new RegExp(`${FSI}${RLO}(Sofie|Emil)${PDI}`));
    expect(unisolated($(el, '[aria-live]')!)).to.deep.equal([]);
    // the score sheet's columns are the players, isolated
    const heads = $$(el, '.sheet-table thead th').map((th) => th.textContent?.trim());
    expect(heads.slice(1)).to.deep.equal([`${FSI}${RLO}Sofie${PDI}`, `${FSI}${RLO}Emil${PDI}`]);
    expect(unisolated(shadow(el))).to.deep.equal([]);
  });
});
