// Copy and Download in play mode (issue 13, point 2): in the middle of a hand the transcript holds
// only what you may know (no deck, no dealt hands: the computer's cards and the stock are left
// out; the turn-up, the bottom card once shown, the moves, and your cards in a comment), and the
// file name does not give the seed away; after the hand the transcript is complete.
import { expect, fixture, html } from '@open-wc/testing';
import type { KlaberjassTable } from '../../src/element/klaberjass-table.js';
import { cardsOf, other } from '../../src/engine/internal.js';
import { type TranscriptDoc, cardsToStrings } from '../../src/notation/index.js';
import { validate } from '../../src/validator/index.js';
import { $$, act, copied, FIXTURES, game, idle, playedHand, ready, text, waitUntil } from './helpers.js';

/** One action through the UI (`act`), then wait for the computer's answer. */
async function actThenWait(el: KlaberjassTable): Promise<void> {
  await act(el);
  await waitUntil(() => idle(el), 'the computer did not move');
  await el.updateComplete;
}

/** Click Download and read the file name it offers. */
function downloadName(el: KlaberjassTable): string {
  let name = '';
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    name = this.download;
  };
  try {
    $$<HTMLButtonElement>(el, '.export button')[1].click();
  } finally {
    HTMLAnchorElement.prototype.click = click;
  }
  return name;
}

describe('<klaberjass-table> play: Copy and Download', () => {
  it('in the middle of a hand: no deck and no computer’s cards, your cards in a comment, a valid transcript', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table mode="play" seed="export-1" level="random" opponent-delay="0"></klaberjass-table>`,
    );
    await ready(el, '.hand.active');
    for (let i = 0; i < 40 && !(game(el).hand.phase === 'play' && game(el).hand.tricks >= 2); i++)
      await actThenWait(el);
    const h = playedHand(el);
    expect(h.phase).to.equal('play');
    expect(text(el, '.export')).to.contain('leaves out the cards you have not seen');
    const json = await copied(el);
    const doc = JSON.parse(json) as TranscriptDoc;
    const hand = doc.hands.at(-1)!;
    expect(hand).to.not.have.property('deck');
    expect(hand.deal).to.deep.equal({
      turnUp: cardsToStrings([h.turnUp])[0],
      bottom: cardsToStrings([h.bottom])[0],
    });
    expect(hand.comment).to.equal(
      `Written during the hand: only what You could see is kept (the other cards are left out). Held by You: ${cardsToStrings(cardsOf(h.hands[0])).join(' ')}.`,
    );
    // none of the computer's cards it has not shown is in the text
    const shown = new Set<string>([...cardsToStrings([h.turnUp])]);
    for (const m of hand.moves ?? [])
      if ('declare' in m) for (const r of m.declare as string[][]) r.forEach((c) => shown.add(c));
    const hidden = cardsToStrings(cardsOf(h.hands[other(0)])).filter((c) => !shown.has(c));
    expect(hidden.length).to.be.greaterThan(0);
    for (const c of hidden) expect(json, c).to.not.contain(`"${c}"`);
    expect(validate(doc).violations).to.deep.equal([]);
    // the seed would give every deal of the game away: not in the file name before the game is over
    expect(downloadName(el)).to.equal('klaberjass-game.json');
  });

  it('regression: a game played on from a written position (start) exports that position, valid and replayable, in the middle of the hand', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table
        src="${FIXTURES}/valid/fragment-classic-000.json"
        step="2"
        level="random"
        opponent-delay="0"
      ></klaberjass-table>`,
    );
    await ready(el, '.felt');
    el.playFromHere();
    await el.updateComplete;
    await ready(el, '.play-controls');
    await actThenWait(el);
    const h = playedHand(el);
    expect(h.phase).to.equal('play');
    // the position comes from the document on the page: nothing to leave out, and no note says so
    expect(text(el, '.export')).to.not.contain('leaves out');
    const doc = JSON.parse(await copied(el)) as TranscriptDoc;
    const hand = doc.hands[0];
    expect(hand.start?.leader).to.be.oneOf([0, 1]);
    expect(hand.start?.hands).to.have.length(2);
    expect(validate(doc).violations).to.deep.equal([]);
  });

  it('after the hand: the whole deal', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table mode="play" seed="export-1" level="random" opponent-delay="0"></klaberjass-table>`,
    );
    await ready(el, '.hand.active');
    for (let i = 0; i < 80 && game(el).hand.phase !== 'over'; i++) await actThenWait(el);
    expect(game(el).hand.phase).to.equal('over');
    expect(text(el, '.export')).to.not.contain('leaves out');
    const doc = JSON.parse(await copied(el)) as TranscriptDoc;
    expect(doc.hands.at(-1)!.deck).to.have.length(32);
    expect(doc.hands.at(-1)).to.not.have.property('comment');
    expect(validate(doc).violations).to.deep.equal([]);
  });
});
