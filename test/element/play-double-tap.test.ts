// A double tap on a phone never bids (issue 28, point 1): the second tap of a double tap on
// "Deal the next hand" lands on whatever button the new hand puts there ("Take"). A button that
// has only just appeared ignores a tap; a moment later it takes one. Touch events at 390×844.
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { KlaberjassTable } from '../../src/element/klaberjass-table.js';
import type { KjMoveDetail } from '../../src/element/events.js';
import { $$, act, events, idle, ready, shadow, waitUntil } from './helpers.js';

/** A finger's tap at the centre of `target`: touchstart, touchend, then the click it makes (detail 1). */
function tap(target: Element): void {
  const r = target.getBoundingClientRect();
  const x = r.left + r.width / 2,
    y = r.top + r.height / 2;
  const touch = new Touch({ identifier: 1, target, clientX: x, clientY: y });
  const opts = { bubbles: true, composed: true, cancelable: true };
  target.dispatchEvent(new TouchEvent('touchstart', { ...opts, touches: [touch], changedTouches: [touch] }));
  target.dispatchEvent(new TouchEvent('touchend', { ...opts, touches: [], changedTouches: [touch] }));
  target.dispatchEvent(new MouseEvent('click', { ...opts, detail: 1, clientX: x, clientY: y }));
}

const nextButton = (el: KlaberjassTable) =>
  $$<HTMLButtonElement>(el, '.play-controls button').find((b) => b.textContent?.trim() === 'Deal the next hand');

describe('<klaberjass-table> play on a phone', () => {
  after(() => setViewport({ width: 800, height: 600 }));

  it('double tap on "Deal the next hand" never bids with the second tap (touch, 390×844)', async function () {
    this.timeout(60000);
    await setViewport({ width: 390, height: 844 });
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table mode="play" seed="double-tap" level="random" opponent-delay="0"></klaberjass-table>`,
    );
    await ready(el, '.hand');
    // play the first hand through (keyboard-style clicks, which are never held back)
    await waitUntil(
      async () => {
        if (nextButton(el)) return true;
        await act(el, 20000);
        return !!nextButton(el);
      },
      'the first hand did not end',
      { timeout: 50000, interval: 1 },
    );
    const moves = events<KjMoveDetail>(el, 'kj-move');
    // the first tap deals (once the button has been there a moment), the second follows at once
    const next = nextButton(el)!;
    const r = next.getBoundingClientRect();
    await waitUntil(
      async () => {
        tap(next);
        await el.updateComplete;
        return !nextButton(el);
      },
      'the next hand was not dealt',
      { interval: 20 },
    );
    await waitUntil(() => idle(el) && $$(el, '.bids button').length > 0, 'your bid', { interval: 1 });
    await el.updateComplete;
    const under = shadow(el)
      .elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
      ?.closest('button');
    const bid = under && under.closest('.bids') ? under : $$<HTMLButtonElement>(el, '.bids button')[0];
    const before = moves.length;
    tap(bid);
    await el.updateComplete;
    expect(
      moves.slice(before).map((e) => e.detail.move.type),
      'moves made by the second tap',
    ).to.deep.equal([]);
    expect($$(el, '.bids button').length, 'the bids are still offered').to.be.greaterThan(0);
    // a moment later the same button takes a tap
    await waitUntil(
      async () => {
        const b = $$<HTMLButtonElement>(el, '.bids button')[0];
        if (b) tap(b);
        await el.updateComplete;
        return moves.length > before;
      },
      'a later tap did not bid',
      { interval: 50 },
    );
    expect(moves[before].detail.move.type).to.equal('bid');
  });
});
