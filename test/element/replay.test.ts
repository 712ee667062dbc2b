import { replayDocument } from '../../src/validator/index.js';
import { analyzeHand } from '../../src/ai/analysis.js';
import { expect, fixture, html } from '@open-wc/testing';
import type { KjStepDetail, KlaberjassTable } from '../../src/element/klaberjass-table.js';
import { cardName } from '../../src/engine/internal.js';
import { $, $$, FIXTURES, act, events, fixtureDoc, key, ready, text, waitUntil } from './helpers.js';

describe('<klaberjass-table> replay', () => {
  it('renders a transcript from src, with both hands face up by default', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table src="${FIXTURES}/valid/single-classic-000.json"></klaberjass-table>`,
    );
    await ready(el);
    expect(el.mode).to.equal('replay');
    // the deal: 6 cards each during the bidding, all face up
    expect($$(el, '.seat-bottom .hand .card svg.face').length).to.equal(6);
    expect($$(el, '.seat-top .hand .card svg.face').length).to.equal(6);
    expect(text(el, '.seat-bottom .name')).to.equal('Nora');
    expect(text(el, '.seat-top .name')).to.equal('Piet');
    // the turn-up card is on the table, and the stock
    expect($(el, '.stock .turnup')?.getAttribute('aria-label')).to.contain('ten of clubs');
    expect(text(el, '.where')).to.contain('Hand 1 of 1');
  });

  it('renders from the transcript property (object and JSON text) and from a child script', async () => {
    const doc = await fixtureDoc('valid/game-classic-000.json');
    const a = await fixture<KlaberjassTable>(html`<klaberjass-table .transcript=${doc}></klaberjass-table>`);
    await ready(a);
    expect(text(a, '.title')).to.equal('classic game 0');
    const b = await fixture<KlaberjassTable>(
      html`<klaberjass-table .transcript=${JSON.stringify(doc)} hand="2"></klaberjass-table>`,
    );
    await ready(b);
    expect(text(b, '.where')).to.contain('Hand 3 of 8');
    const c = await fixture<KlaberjassTable>(
      html`<klaberjass-table
        ><script type="application/json">
          ${JSON.stringify(doc)}
        </script></klaberjass-table
      >`,
    );
    await ready(c);
    expect(text(c, '.title')).to.equal('classic game 0');
  });

  it('opens at a deep link (hand, step) and shows that position', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table src="${FIXTURES}/valid/game-classic-000.json" hand="1" step="7"></klaberjass-table>`,
    );
    await ready(el);
    expect(text(el, '.where')).to.contain('Hand 2 of 8');
    expect(text(el, '.where')).to.contain('move 7 of 21');
    // step 7 completes the second trick: both cards on the table and the winner named
    expect($$(el, '.trick .in-trick').length).to.equal(2);
    expect(text(el, '.trick-note')).to.match(/wins the trick/);
    expect($(el, '.timeline .mv.current')?.getAttribute('aria-current')).to.equal('step');
  });

  it('steps with the keyboard: arrows, Home, End; and emits kj-step with details', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table src="${FIXTURES}/valid/single-classic-000.json"></klaberjass-table>`,
    );
    await ready(el);
    const steps = events<KjStepDetail>(el, 'kj-step');
    key(el, 'ArrowRight');
    await el.updateComplete;
    expect(el.step).to.equal(1);
    expect(steps.at(-1)!.detail).to.include({ hand: 0, step: 1 });
    expect(steps.at(-1)!.detail.move).to.deep.include({ type: 'bid', bid: 'pass' });
    expect(text(el, '.seat-bottom .bubble')).to.equal('Pass');
    key(el, 'ArrowRight');
    await el.updateComplete;
    expect(text(el, '.seat-top .bubble')).to.equal('I take');
    expect(text(el, '.trump-suit')).to.equal('clubs');
    key(el, 'End');
    await el.updateComplete;
    const n = el.step;
    expect(n).to.be.greaterThan(20);
    expect($(el, '.summary h3')?.textContent).to.equal('Hand summary');
    key(el, 'ArrowLeft');
    await el.updateComplete;
    expect(el.step).to.equal(n - 1);
    key(el, 'Home');
    await el.updateComplete;
    expect(el.step).to.equal(0);
    expect(steps.at(-1)!.detail).to.include({ hand: 0, step: 0 });
    expect(steps.at(-1)!.detail.move).to.equal(null);
    expect(steps.every((e) => e.bubbles && e.composed)).to.be.true;
  });

  it('Space starts and stops autoplay; the live region narrates each move', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table
        autoplay-comments="hold"
        src="${FIXTURES}/valid/single-classic-000.json"
      ></klaberjass-table>`,
    );
    await ready(el);
    key(el, ' ');
    await el.updateComplete;
    expect($(el, 'button.play')?.getAttribute('aria-pressed')).to.equal('true');
    await waitUntil(() => el.step >= 1, 'autoplay did not advance');
    key(el, ' ');
    await el.updateComplete;
    expect($(el, 'button.play')?.getAttribute('aria-pressed')).to.equal('false');
    expect(text(el, '[aria-live]')).to.contain('Nora');
  });

  it('autoplay pauses at a commented move and Space resumes it', async () => {
    // move 0 ("pass") and move 1 ("take") carry comments; move 2 (the exchange) does not
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table src="${FIXTURES}/valid/single-classic-000.json"></klaberjass-table>`,
    );
    await ready(el);
    el.shadowRoot!.querySelector<HTMLSelectElement>('.speed select')!.value = 'fast';
    el.shadowRoot!.querySelector<HTMLSelectElement>('.speed select')!.dispatchEvent(new Event('change'));
    key(el, ' ');
    await el.updateComplete;
    await waitUntil(() => $(el, 'button.play')?.getAttribute('aria-pressed') === 'false', 'autoplay did not pause');
    expect(el.step).to.equal(1);
    expect(text(el, '.comment')).to.contain('Plays for the last trick.');
    key(el, ' ');
    await waitUntil(
      () => el.step === 2 && $(el, 'button.play')?.getAttribute('aria-pressed') === 'false',
      'autoplay did not pause at the second comment',
    );
    expect(text(el, '.comment')).to.contain('Counting trumps here.');
  });

  it('steps by trick and jumps with the timeline', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table src="${FIXTURES}/valid/single-classic-000.json"></klaberjass-table>`,
    );
    await ready(el);
    const box = $<HTMLInputElement>(el, '.options input[type=checkbox]')!;
    box.click();
    await el.updateComplete;
    ($(el, 'button[aria-label="Next move"]') as HTMLButtonElement).click();
    await el.updateComplete;
    // first trick completed: the moves before it (2 bids, exchange, 2 cards) are passed in one step
    expect(el.step).to.equal(5);
    expect($$(el, '.trick .in-trick').length).to.equal(2);
    const moves = $$(el, '.timeline button.mv');
    moves[3].click();
    await el.updateComplete;
    expect(el.step).to.equal(3);
  });

  it('shows the comment and mark of the move, and text from the transcript is never markup', async () => {
    const doc = await fixtureDoc('valid/single-classic-000.json');
    const hands = doc.hands as { moves: Record<string, unknown>[] }[];
    hands[0].moves[0].comment = '<img src=x onerror="window.__pwned=1"><b>bold</b>';
    hands[0].moves[0].mark = '?!';
    (doc.players as string[])[0] = '<i>Nora</i>';
    (doc.meta as Record<string, unknown>) = { title: '<script>alert(1)</script>' };
    const el = await fixture<KlaberjassTable>(html`<klaberjass-table .transcript=${doc} step="1"></klaberjass-table>`);
    await ready(el);
    expect(text(el, '.comment-box .comment')).to.contain('<img src=x onerror="window.__pwned=1"><b>bold</b>');
    expect($(el, '.comment-box img')).to.equal(null);
    expect($(el, '.comment-box b')).to.equal(null);
    expect(text(el, '.comment-box .mark')).to.equal('?!');
    expect(text(el, '.seat-bottom .name')).to.equal('<i>Nora</i>');
    expect($(el, '.name i')).to.equal(null);
    expect(text(el, '.title')).to.equal('<script>alert(1)</script>');
    expect((window as unknown as { __pwned?: number }).__pwned).to.equal(undefined);
  });

  it('deals cards as SVG: the four-colour option changes suit colours', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table four-colour src="${FIXTURES}/valid/single-classic-000.json"></klaberjass-table>`,
    );
    await ready(el);
    const diamond = $$(el, '.hand .card').find((c) => /diamonds/.test(c.getAttribute('aria-label') ?? ''));
    expect(diamond).to.exist;
    const colour = getComputedStyle(diamond!.querySelector('svg')!).color;
    expect(colour).to.equal('rgb(11, 92, 173)');
    expect(cardName(0)).to.equal('7S');
  });

  it('lets a reader play on from a position against the computer', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table
        src="${FIXTURES}/valid/single-classic-000.json"
        step="5"
        level="random"
        opponent-delay="0"
      ></klaberjass-table>`,
    );
    await ready(el);
    const btn = $$(el, '.controls button.text').find((b) => b.textContent?.includes('Play from here'))!;
    btn.click();
    await el.updateComplete;
    expect(el.mode).to.equal('play');
    await ready(el, '.hand.active');
    const back = $$(el, 'button').find((b) => b.textContent?.includes('Back to the replay'))!;
    back.click();
    await el.updateComplete;
    expect(el.mode).to.equal('replay');
    expect(el.step).to.equal(5);
  });

  it('is accessible (axe)', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table src="${FIXTURES}/valid/game-classic-000.json" hand="1" step="9"></klaberjass-table>`,
    );
    await ready(el);
    await expect(el).to.be.accessible();
  });
});

describe('<klaberjass-table> analysis and hints (computer player in its worker)', () => {
  it('shows double-dummy values of the cards to play and judges the card just played', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table src="${FIXTURES}/valid/single-classic-000.json" step="4"></klaberjass-table>`,
    );
    await ready(el);
    const box = $$<HTMLInputElement>(el, '.options input[type=checkbox]')[1];
    box.click();
    await waitUntil(() => $$(el, '.hand .val').length > 0, 'no analysis shown');
    const vals = $$(el, '.hand .val');
    expect(vals.some((v) => v.classList.contains('best'))).to.be.true;
    // the line judging the card just played comes from a second request (the position before it)
    await waitUntil(() => $(el, '.comment-box .analysis-line') !== null, 'no analysis line shown');
    expect(text(el, '.comment-box .analysis-line')).to.match(/Double-dummy/);
    await expect(el).to.be.accessible();
  });

  it('sums the points each player gave up double-dummy and marks those moves on the timeline', async () => {
    const doc = await (await fetch(`${FIXTURES}/valid/single-classic-000.json`)).json();
    const h = replayDocument(doc).hands[0];
    const expected = analyzeHand(
      h.initial!,
      h.steps.map((st) => st.move!),
    );
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table src="${FIXTURES}/valid/single-classic-000.json" step="4"></klaberjass-table>`,
    );
    await ready(el);
    $$<HTMLInputElement>(el, '.options input[type=checkbox]')[1].click();
    await waitUntil(() => /Nora \d+, Piet \d+\.$/.test(text(el, '.lost-line')), 'losses not summed', {
      timeout: 20000,
    });
    expect(text(el, '.lost-line')).to.contain(`Nora ${expected.lost[0]}, Piet ${expected.lost[1]}.`);
    expect($$(el, '.timeline .mv.lost').length).to.equal(expected.mistakes.length);
    expect(expected.steps.length).to.equal(18);
  });

  it('gives a hint in play mode', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table mode="play" seed="12" level="easy" opponent-delay="0"></klaberjass-table>`,
    );
    await ready(el, '.hand.active');
    await waitUntil(() => $$(el, '.controls button').some((b) => b.textContent?.trim() === 'Hint'), 'no hint button');
    $$<HTMLButtonElement>(el, '.controls button')
      .find((b) => b.textContent?.trim() === 'Hint')!
      .click();
    await waitUntil(() => text(el, '.status .hint-text') !== '', 'no hint');
    expect(text(el, '.status .hint-text')).to.match(/^Hint: /);
  });

  it('marks the card a hint suggests in the hand, and only that card', async function () {
    this.timeout(60000);
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table mode="play" seed="12" level="easy" opponent-delay="0"></klaberjass-table>`,
    );
    await ready(el, '.hand.active');
    const hintButton = () =>
      $$<HTMLButtonElement>(el, '.controls button').find((b) => b.textContent?.trim() === 'Hint');
    // play on (bids, declarations) until the hint is a card to play
    let card = '';
    for (let i = 0; i < 12 && !card; i++) {
      await waitUntil(() => hintButton() && !hintButton()!.disabled, 'no hint button');
      expect($$(el, '.hand .card.hinted'), 'no card marked before a hint').to.have.length(0);
      hintButton()!.click();
      await waitUntil(() => text(el, '.status .hint-text') !== '', 'no hint');
      card = /^Hint: play the (.+)\.$/.exec(text(el, '.status .hint-text'))?.[1] ?? '';
      if (!card) await act(el, 15000);
    }
    expect(card, 'a hint to play a card').to.not.equal('');
    await el.updateComplete;
    const marked = $$(el, '.hand.active .card.hinted');
    expect(marked).to.have.length(1);
    expect(marked[0].querySelector('.sr-only')!.textContent).to.equal(card);
    // playing the card clears the mark
    (marked[0] as HTMLButtonElement).click();
    await el.updateComplete;
    expect($$(el, '.hand .card.hinted')).to.have.length(0);
  });
});
