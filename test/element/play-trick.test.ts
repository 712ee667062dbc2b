// The last trick in play mode (issue 13, point 9): a button and the L key show the previous trick
// (who played what, who won it), and a finished trick stays on the table for a readable time
// when the computer leads next.
import { expect, fixture, html } from '@open-wc/testing';
import type { KjMoveDetail } from '../../src/element/events.js';
import type { KlaberjassTable } from '../../src/element/klaberjass-table.js';
import { $, $$, act, events, game, idle, key, ready, text, waitUntil } from './helpers.js';

describe('<klaberjass-table> play: the last trick', () => {
  it('the Last trick button and the L key show the previous trick and who won it', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table mode="play" seed="trick-1" level="random" opponent-delay="0"></klaberjass-table>`,
    );
    await ready(el, '.hand.active');
    expect($(el, '.last-btn'), 'no trick yet').to.equal(null);
    for (let i = 0; i < 40 && game(el).hand.tricks < 2; i++) await act(el, 8000);
    await waitUntil(() => idle(el), 'computer');
    await el.updateComplete;
    const [lead, follow, winner] = game(el).hand.prevTrick!;
    const names = ['You', 'Computer'];
    $<HTMLButtonElement>(el, '.last-btn')!.click();
    await el.updateComplete;
    expect($(el, '.last-btn')!.getAttribute('aria-pressed')).to.equal('true');
    const shown = text(el, '.last-trick .lt-text');
    const card = (c: number) =>
      `${['seven', 'eight', 'nine', 'ten', 'jack', 'queen', 'king', 'ace'][c & 7]} of ${['spades', 'hearts', 'diamonds', 'clubs'][c >> 3]}`;
    expect(shown).to.contain(card(lead));
    expect(shown).to.contain(card(follow));
    expect(shown).to.match(new RegExp(`; ${names[winner]} won it\\.$`));
    expect($$(el, '.last-trick .lt-card').length).to.equal(2);
    expect($(el, '[aria-live]')!.textContent).to.contain('Last trick:');
    key(el, 'l');
    await el.updateComplete;
    expect($(el, '.last-trick')).to.equal(null);
    key(el, 'L');
    await el.updateComplete;
    expect($(el, '.last-trick')).to.not.equal(null);
  });

  it('a finished trick stays on the table for a readable time before the computer leads (measured between the kj-move events, not from when the test looked: under load it looked late and measured 1,377 ms)', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table mode="play" seed="trick-2" level="random" opponent-delay="100"></klaberjass-table>`,
    );
    await ready(el, '.hand.active');
    const moves = events<KjMoveDetail>(el, 'kj-move');
    /** The computer's lead right after a trick it won, and the card that finished that trick. */
    const pair = (): [CustomEvent<KjMoveDetail>, CustomEvent<KjMoveDetail>] | null => {
      for (let i = 0; i + 1 < moves.length; i++) {
        const h = moves[i].detail.state;
        if (h.phase === 'play' && h.lead < 0 && h.tricks > 0 && h.toAct === 1 && moves[i + 1].detail.player === 1)
          return [moves[i], moves[i + 1]];
      }
      return null;
    };
    for (let i = 0; i < 120 && !pair() && moves.at(-1)?.detail.state.phase !== 'over'; i++) await act(el);
    const found = pair();
    expect(found, 'a trick the computer won, then its lead').to.not.equal(null);
    const [finished, lead] = found!;
    expect(lead.detail.move.type).to.equal('play');
    expect(lead.timeStamp - finished.timeStamp, 'ms the finished trick stayed').to.be.at.least(1400);
  });
});
