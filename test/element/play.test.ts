import { expect, fixture, html } from '@open-wc/testing';
import type {
  KjGameEndDetail,
  KjHandEndDetail,
  KjMoveDetail,
  KlaberjassTable,
} from '../../src/element/klaberjass-table.js';
import { storageKey } from '../../src/element/model/storage.js';
import { type Move, apply, handSummary, newGame, rulesOf } from '../../src/engine/internal.js';
import { type TranscriptDoc, moveFromNotation } from '../../src/notation/index.js';
import { validate } from '../../src/validator/index.js';
import { $, $$, events, fixtureDoc, game, idle, playedHand, ready, text, waitUntil } from './helpers.js';

/** Play one action through the UI as a person would: a bid, "declare nothing", or the first legal card. */
async function act(el: KlaberjassTable): Promise<boolean> {
  await waitUntil(() => idle(el), 'the computer did not move');
  await el.updateComplete;
  const bid = $$<HTMLButtonElement>(el, '.bids button')[0];
  if (bid) {
    bid.click();
    return true;
  }
  const none = $$<HTMLButtonElement>(el, '.declare button').at(-1);
  if (none) {
    none.click();
    return true;
  }
  const card = $<HTMLButtonElement>(el, '.hand.active button.card.legal');
  if (card) {
    card.click();
    return true;
  }
  return false;
}

/** Click until the hand is over (the hand in play: `hand`, default that of a game the table dealt); returns the number of clicks. */
async function playHand(el: KlaberjassTable, hand = (t: KlaberjassTable) => game(t).hand): Promise<number> {
  let clicks = 0;
  for (let i = 0; i < 80 && hand(el).phase !== 'over'; i++) {
    if (await act(el)) clicks++;
    await el.updateComplete;
  }
  return clicks;
}

describe('<klaberjass-table> play', () => {
  afterEach(() => localStorage.removeItem(storageKey('test-game')));

  it('plays a whole hand by clicks against a seeded opponent, ending in the right summary', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table mode="play" seed="12" level="random" opponent-delay="0"></klaberjass-table>`,
    );
    await ready(el, '.hand.active');
    const moves = events<KjMoveDetail>(el, 'kj-move');
    const ends = events<KjHandEndDetail>(el, 'kj-hand-end');
    const clicks = await playHand(el);
    expect(clicks).to.be.greaterThan(9);
    const g = game(el);
    expect(g.hand.phase).to.equal('over');
    // the same moves replayed through the engine give the same summary
    let ref = newGame({ rules: rulesOf('classic'), seed: '12' });
    for (const e of moves) {
      const r = apply(ref, e.detail.move);
      expect(r.ok, JSON.stringify(e.detail.move)).to.be.true;
      if (r.ok) ref = r.value;
      expect(moveFromNotation(e.detail.notation)).to.deep.equal(e.detail.move);
    }
    expect(moves.some((e) => e.detail.player === 0) && moves.some((e) => e.detail.player === 1)).to.be.true;
    const sum = ref.history.length ? ref.history[0].summary : handSummary(ref.hand);
    expect($(el, '.summary h3')?.textContent).to.equal('Hand summary');
    const row = $$(el, '.summary .score-row td').map((td) => Number(td.textContent));
    expect(row).to.deep.equal(sum.score);
    if (sum.end === 'played') expect(ends.length).to.equal(1);
    if (ends.length) expect(ends[0].detail.summary.score).to.deep.equal(sum.score);
    // the exported transcript is valid
    const doc = el.exportTranscript()!;
    expect(validate(doc).violations).to.deep.equal([]);
    expect(doc.hands[0].moves!.length).to.equal(moves.length);
  });

  /** Plays on (seeded) until a card of the person's is dimmed, clicks it; returns the notice, or null. */
  async function clickDimmed(el: KlaberjassTable): Promise<string | null> {
    for (let i = 0; i < 60; i++) {
      await waitUntil(() => idle(el), 'computer');
      await el.updateComplete;
      const h = game(el).hand;
      if (h.phase === 'over') return null;
      const dimmed = $(el, '.hand.active:not(.idle) button.card[aria-disabled="true"]');
      if (dimmed) {
        dimmed.click();
        await el.updateComplete;
        expect(game(el).hand.hands).to.deep.equal(h.hands);
        return text(el, '.status .notice');
      }
      await act(el);
    }
    return null;
  }

  it('dims illegal cards and explains why one cannot be played', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table mode="play" seed="3" level="random" opponent-delay="0"></klaberjass-table>`,
    );
    await ready(el, '.hand.active');
    const notice = await clickDimmed(el);
    expect(notice, 'this seeded game forces a suit at some point').to.be.a('string');
    expect(notice).to.match(
      /^You (must follow suit: the .+ was led and you hold|must beat the .+ with a higher trump:|have no \w+, so you must trump:) .+\.$/,
    );
  });

  it('explains an illegal card in Norwegian with lang="nb"', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table lang="nb" mode="play" seed="3" level="random" opponent-delay="0"></klaberjass-table>`,
    );
    await ready(el, '.hand.active');
    const notice = await clickDimmed(el);
    expect(notice).to.match(
      /^Du (må følge farge: .+ er spilt ut, og du har|må stikke over .+ med en høyere trumf:|har ingen \S+, så du må trumfe:) .+\.$/,
    );
    expect(notice).to.match(/(spar|hjerter|ruter|kløver) (sjuer|åtter|nier|tier|knekt|dame|konge|ess)/);
  });

  it('deals the next hand, and resumes a persisted game after a reload', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table
        mode="play"
        seed="5"
        level="random"
        opponent-delay="0"
        persist="test-game"
      ></klaberjass-table>`,
    );
    await ready(el, '.hand.active');
    await playHand(el);
    const next = $$<HTMLButtonElement>(el, 'button').find((b) => b.textContent?.includes('Deal the next hand'))!;
    next.click();
    await el.updateComplete;
    await act(el);
    await waitUntil(() => idle(el), 'computer');
    const before = game(el);
    expect(before.history.length).to.equal(1);
    const saved = JSON.parse(localStorage.getItem(storageKey('test-game'))!) as { moves: Move[] };
    expect(saved.moves.length).to.be.greaterThan(10);
    el.remove();
    const again = await fixture<KlaberjassTable>(
      html`<klaberjass-table mode="play" level="random" opponent-delay="0" persist="test-game"></klaberjass-table>`,
    );
    await ready(again, '.hand.active');
    expect(game(again).history.length).to.equal(1);
    expect(game(again).hand.hands).to.deep.equal(before.hand.hands);
    expect(game(again).totals).to.deep.equal(before.totals);
    expect(text(again, '.status')).to.contain('resumed');
  });

  it('starts fresh with a notice when the saved game is corrupt', async () => {
    localStorage.setItem(storageKey('test-game'), '{"v":1,"seed":"x","rules":');
    const errors = events<{ source: string }>(document, 'kj-error');
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table
        mode="play"
        seed="9"
        level="random"
        opponent-delay="0"
        persist="test-game"
      ></klaberjass-table>`,
    );
    await ready(el, '.hand.active');
    expect(text(el, '.status')).to.contain('could not be read');
    expect(errors.some((e) => e.detail.source === 'storage')).to.be.true;
    expect(el.exportTranscript()!.hands.flatMap((h) => h.moves ?? [])).to.deep.equal([]);
  });

  it('plays a short game to its target: kj-game-end, a valid transcript, rematch', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table
        mode="play"
        seed="21"
        level="random"
        opponent-delay="0"
        rules='{"preset":"classic","target":60}'
      ></klaberjass-table>`,
    );
    await ready(el, '.hand.active');
    const over = events<KjGameEndDetail>(el, 'kj-game-end');
    for (let hand = 0; hand < 12 && !game(el).over; hand++) {
      await playHand(el);
      await waitUntil(() => idle(el), 'computer');
      await el.updateComplete;
      if (game(el).over) break;
      $$<HTMLButtonElement>(el, 'button')
        .find((b) => b.textContent?.includes('Deal the next hand'))!
        .click();
      await el.updateComplete;
    }
    const g = game(el);
    expect(g.over).to.be.true;
    expect(over.length).to.equal(1);
    expect(over[0].detail.winner).to.equal(g.winner);
    expect(over[0].detail.totals).to.deep.equal(g.totals);
    expect(Math.max(...g.totals)).to.be.at.least(60);
    const verdict = validate(over[0].detail.transcript);
    expect(verdict.violations).to.deep.equal([]);
    expect(over[0].detail.transcript.result).to.deep.equal({ totals: g.totals, winner: g.winner });
    expect(text(el, '.status')).to.contain('wins the game');
    const firstHands = g.history[0].deck;
    $$<HTMLButtonElement>(el, 'button')
      .find((b) => b.textContent?.includes('Rematch'))!
      .click();
    await el.updateComplete;
    expect(game(el).over).to.be.false;
    expect(game(el).deck).to.deep.equal(firstHands);
  });

  it('plays on from a replayed position and exports that hand as written, then as played, as a valid transcript', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table
        src="/test/fixtures/conformance/valid/single-classic-000.json"
        step="5"
        level="random"
        opponent-delay="0"
      ></klaberjass-table>`,
    );
    await ready(el);
    el.playFromHere();
    await el.updateComplete;
    await ready(el, '.hand.active');
    await playHand(el, playedHand);
    expect(playedHand(el).phase).to.equal('over');
    const written = await fixtureDoc<TranscriptDoc>('valid/single-classic-000.json');
    const doc = el.exportTranscript()!;
    expect(doc.players).to.deep.equal(written.players);
    expect(doc.hands[0].moves!.slice(0, 5)).to.deep.equal(written.hands[0].moves!.slice(0, 5));
    expect(doc.hands[0].moves!.length).to.be.greaterThan(5);
    expect(validate(doc).violations).to.deep.equal([]);
  });

  it('saves a game played on from a replay under persist, resumes it after a reload, and forgets it on going back', async () => {
    const src = '/test/fixtures/conformance/valid/single-classic-000.json';
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table
        src=${src}
        step="5"
        level="random"
        opponent-delay="0"
        persist="test-game"
      ></klaberjass-table>`,
    );
    await ready(el);
    el.playFromHere();
    await el.updateComplete;
    await ready(el, '.hand.active');
    for (let i = 0; i < 3; i++) await act(el);
    await waitUntil(() => idle(el), 'computer');
    const before = playedHand(el);
    const moves = el.exportTranscript()!.hands[0].moves!;
    expect(moves.length).to.be.greaterThan(7);
    const saved = JSON.parse(localStorage.getItem(storageKey('test-game'))!) as { branch: unknown; moves: Move[] };
    expect(saved.branch).to.include({ hand: 0, step: 5, mode: 'replay' });
    expect(saved.moves.length).to.equal(moves.length - 5);
    el.remove();

    // the page again: the replay comes back, then the game played on from it, where it was
    const again = await fixture<KlaberjassTable>(
      html`<klaberjass-table src=${src} level="random" opponent-delay="0" persist="test-game"></klaberjass-table>`,
    );
    await waitUntil(() => again.mode === 'play', 'the saved game was not resumed');
    await ready(again, '.hand.active');
    expect(playedHand(again).hands).to.deep.equal(before.hands);
    expect(playedHand(again).cardPoints).to.deep.equal(before.cardPoints);
    expect(again.exportTranscript()!.hands[0].moves).to.deep.equal(moves);
    expect(text(again, '.status')).to.contain('resumed');

    // back to the replay: the position played on from, and nothing saved any more
    $$<HTMLButtonElement>(again, 'button')
      .find((b) => b.textContent?.includes('Back to the replay'))!
      .click();
    await again.updateComplete;
    expect(again.mode).to.equal('replay');
    expect([again.hand, again.step]).to.deep.equal([0, 5]);
    expect(localStorage.getItem(storageKey('test-game'))).to.equal(null);
  });

  it('does not resume a game played on from another document', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table
        src="/test/fixtures/conformance/valid/single-classic-000.json"
        step="5"
        level="random"
        opponent-delay="0"
        persist="test-game"
      ></klaberjass-table>`,
    );
    await ready(el);
    el.playFromHere();
    await el.updateComplete;
    await ready(el, '.hand.active');
    el.remove();
    expect(localStorage.getItem(storageKey('test-game'))).to.contain('"branch"');
    const other = await fixture<KlaberjassTable>(
      html`<klaberjass-table
        src="/test/fixtures/conformance/valid/game-classic-000.json"
        level="random"
        opponent-delay="0"
        persist="test-game"
      ></klaberjass-table>`,
    );
    await ready(other);
    await other.updateComplete;
    expect(other.mode).to.equal('replay');
    expect($(other, '.felt')).to.not.equal(null);
  });

  it('refuses bad rules with an error state', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table mode="play" rules='{"preset":"classic","tie":"maybe"}'></klaberjass-table>`,
    );
    await ready(el);
    expect(text(el, '.error')).to.contain('tie');
  });

  it('is accessible (axe) while bidding and while playing cards', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table mode="play" seed="12" level="random" opponent-delay="0"></klaberjass-table>`,
    );
    await ready(el, '.hand.active');
    await waitUntil(() => idle(el), 'computer');
    await expect(el).to.be.accessible();
    for (let i = 0; i < 6; i++) await act(el);
    await waitUntil(() => idle(el), 'computer');
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });
});
