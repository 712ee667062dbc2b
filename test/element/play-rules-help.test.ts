// The "?" rules panel of play mode (issue 13, point 11): the rules of the preset in play, in
// English and Norwegian, from a chunk of its own loaded on the first "?".
import { expect, fixture, html } from '@open-wc/testing';
import type { KlaberjassTable } from '../../src/element/klaberjass-table.js';
import { $, ready, text, waitUntil } from './helpers.js';

async function open(lang: string, rules: string): Promise<KlaberjassTable> {
  const el = await fixture<KlaberjassTable>(
    html`<klaberjass-table
      lang=${lang}
      mode="play"
      rules=${rules}
      seed="help"
      level="random"
      opponent-delay="0"
    ></klaberjass-table>`,
  );
  await ready(el, '.hand.active');
  expect($(el, '.rules-help')).to.equal(null);
  $<HTMLButtonElement>(el, '.rules-btn')!.click();
  await waitUntil(() => $(el, '.rules-help'), 'no rules panel');
  await el.updateComplete;
  return el;
}

describe('<klaberjass-table> play: the rules at hand', () => {
  it('"?" shows the rules of classic: trump order, card values, runs, bela, dix, the taker rule, no claiming', async () => {
    const el = await open('en', 'classic');
    const t = text(el, '.rules-help');
    for (const w of [
      'Rules of this game (classic)',
      'J 9 A 10 K Q 8 7',
      'Jass 20, Menel (9 of trumps) 14',
      'four to six 50',
      'a fifty beats any twenty',
      'King and queen of trumps in one hand: 20 points',
      'The dix',
      'the taker is bate',
      'Equal points: the taker gets nothing',
      'There is no claiming',
      'first to 500',
    ])
      expect(t, w).to.contain(w);
    expect($(el, '.rules-btn')!.getAttribute('aria-expanded')).to.equal('true');
    expect(el.shadowRoot!.activeElement?.matches('.rules-help h3')).to.be.true;
    $<HTMLButtonElement>(el, '.close-rules')!.click();
    await el.updateComplete;
    expect($(el, '.rules-help')).to.equal(null);
  });

  it('follows the rules in play: bela-501 has claiming to 501, longer runs first, ties held over', async () => {
    const t = text(await open('en', 'bela-501'), '.rules-help');
    for (const w of [
      '(bela-501)',
      'you may claim the game',
      'reach 501',
      'the longer run wins',
      'the winner of the next played hand',
    ])
      expect(t, w).to.contain(w);
  });

  it('in Norwegian with lang="nb"', async () => {
    const t = text(await open('nb', 'schmeiss'), '.rules-help');
    for (const w of [
      'Reglene i dette partiet (schmeiss)',
      'Kn 9 E 10 K D 8 7',
      'schmeiss: godtatt',
      'er bet',
      'ikke utmelding',
    ])
      expect(t, w).to.contain(w);
  });
});
