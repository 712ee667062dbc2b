// Play mode against the rules and fairly: the dix exchange for the dealer, saved games that do
// not replay, claiming (issue 13, points 1, 3, 4, 5).
import { expect, fixture, html } from '@open-wc/testing';
import type { KlaberjassTable } from '../../src/element/klaberjass-table.js';
import { storageKey } from '../../src/element/model/storage.js';
import { pointsSoFar, sevenOf } from '../../src/engine/internal.js';
import { validate } from '../../src/validator/index.js';
import { $, $$, act, events, game, idle, ready, text, waitUntil } from './helpers.js';

export const button = (el: KlaberjassTable, words: string) =>
  $$<HTMLButtonElement>(el, 'button').find((b) => b.textContent?.includes(words)) ?? null;

async function playHand(el: KlaberjassTable): Promise<void> {
  for (let i = 0; i < 80 && game(el).hand.phase !== 'over'; i++) await act(el);
}

/** Until the trump is made: the person takes the turn-up suit when asked. */
async function takeTurnUp(el: KlaberjassTable): Promise<void> {
  for (let i = 0; i < 4 && game(el).hand.phase === 'bidding'; i++) {
    await waitUntil(() => idle(el), 'the computer did not bid');
    await el.updateComplete;
    if (game(el).hand.phase !== 'bidding') break;
    button(el, 'Take')?.click();
    await el.updateComplete;
  }
  await waitUntil(() => idle(el), 'the computer did not move');
  await el.updateComplete;
}

describe('<klaberjass-table> play: rules and fairness', () => {
  afterEach(() => localStorage.removeItem(storageKey('test-rules')));

  // these deals: you deal (seat 0) and hold the 7 of the turn-up suit
  for (const seed of ['dix-7', 'dix-18', 'dix-35']) {
    it(`dealer can make the dix exchange (${seed}): offered before the computer leads, then a full hand`, async () => {
      const el = await fixture<KlaberjassTable>(
        html`<klaberjass-table mode="play" seed=${seed} level="random" opponent-delay="0"></klaberjass-table>`,
      );
      await ready(el, '.hand.active');
      expect(game(el).hand.dealer).to.equal(0);
      await takeTurnUp(el);
      const h = game(el).hand;
      expect(h.trump, 'trump is the turn-up suit').to.equal(h.turnUp >> 3);
      expect(h.started, 'the computer must not lead while you may exchange').to.equal(false);
      expect(h.toAct).to.equal(1);
      const exchange = button(el, 'Exchange the seven');
      expect(exchange, 'the exchange is offered').to.not.equal(null);
      expect(button(el, 'Keep the seven'), 'and keeping the 7').to.not.equal(null);
      expect(text(el, '.status')).to.contain('Your turn');
      exchange!.click();
      await el.updateComplete;
      const after = game(el).hand;
      expect(after.exchangedBy).to.equal(0);
      expect((after.hands[0] >> h.turnUp) & 1).to.equal(1);
      await playHand(el);
      expect(game(el).hand.phase).to.equal('over');
      const doc = el.exportTranscript()!;
      expect(validate(doc).violations).to.deep.equal([]);
      const seven = `7${'SHDC'[h.trump]}`;
      expect(JSON.stringify(doc.hands[0].moves)).to.contain(seven);
    });
  }

  it('dealer may keep the 7: the computer then leads, and the exchange is gone with the first card', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table mode="play" seed="dix-18" level="random" opponent-delay="0"></klaberjass-table>`,
    );
    await ready(el, '.hand.active');
    await takeTurnUp(el);
    const h = game(el).hand;
    expect(h.started).to.equal(false);
    button(el, 'Keep the seven')!.click();
    await waitUntil(() => game(el).hand.started, 'the computer did not lead');
    await waitUntil(() => idle(el), 'computer');
    await el.updateComplete;
    expect(game(el).hand.exchangedBy).to.equal(-1);
    expect(button(el, 'Exchange')).to.equal(null);
    expect((game(el).hand.hands[0] >> sevenOf(h.trump as never)) & 1).to.equal(1);
  });

  it('"Keep the 7" is saved under persist: after a reload it is not offered again, and the computer leads', async () => {
    // a slow computer: the reload comes after you keep the 7 and before it leads
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table
        mode="play"
        seed="dix-18"
        level="random"
        opponent-delay="0"
        persist="test-rules"
      ></klaberjass-table>`,
    );
    await ready(el, '.hand.active');
    await takeTurnUp(el);
    const h = game(el).hand;
    expect(h.started).to.equal(false);
    el.setAttribute('opponent-delay', '60000');
    await el.updateComplete;
    button(el, 'Keep the seven')!.click();
    await el.updateComplete;
    expect(!!button(el, 'Keep the seven')).to.equal(false);
    el.remove();

    const again = await fixture<KlaberjassTable>(
      html`<klaberjass-table
        mode="play"
        seed="dix-18"
        level="random"
        opponent-delay="0"
        persist="test-rules"
      ></klaberjass-table>`,
    );
    await ready(again, '.hand.active');
    expect(text(again, '.status')).to.contain('resumed');
    expect(!!button(again, 'Keep the seven'), 'the choice is not asked again').to.equal(false);
    await waitUntil(() => game(again).hand.started, 'the computer did not lead after the reload');
    await waitUntil(() => idle(again), 'computer');
    await again.updateComplete;
    expect(game(again).hand.exchangedBy).to.equal(-1);
    expect((game(again).hand.hands[0] >> sevenOf(h.trump as never)) & 1, 'you still hold the 7').to.equal(1);
  });

  it('a saved "kept the 7" that is not true or absent makes the save unreadable', async () => {
    localStorage.setItem(
      storageKey('test-rules'),
      JSON.stringify({ v: 1, seed: '9', rules: { preset: 'classic' }, human: 0, moves: [], keptSeven: 'yes' }),
    );
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table
        mode="play"
        seed="9"
        level="random"
        opponent-delay="0"
        persist="test-rules"
      ></klaberjass-table>`,
    );
    await ready(el, '.hand.active');
    expect(text(el, '.status')).to.contain('could not be read');
  });

  const unreplayable: [string, unknown[]][] = [
    ['an unknown move type', [{ type: 'teleport' }]],
    ['a move of no type', [{ type: 'bid' }]],
    ['a card that is no card', [{ type: 'play', card: 'x' }]],
    ['a seat that does not exist', [{ type: 'bid', bid: 'take', player: 7 }]],
    ['runs that are not a list', [{ type: 'declare', runs: 'x' }]],
  ];
  for (const [what, moves] of unreplayable) {
    it(`a saved game that does not replay (${what}) starts a new game with the corrupt-save notice`, async () => {
      localStorage.setItem(
        storageKey('test-rules'),
        // (saved from the seed the table asks for: a save from another seed would give way to it)
        JSON.stringify({ v: 1, seed: '9', rules: { preset: 'classic' }, human: 0, moves }),
      );
      const errors = events<{ source: string }>(document, 'kj-error');
      const el = await fixture<KlaberjassTable>(
        html`<klaberjass-table
          mode="play"
          seed="9"
          level="random"
          opponent-delay="0"
          persist="test-rules"
        ></klaberjass-table>`,
      );
      await ready(el, '.hand.active');
      expect(text(el, '.status')).to.contain('could not be read');
      expect(errors.filter((e) => e.detail.source === 'storage').length).to.equal(1);
      expect(el.exportTranscript()!.hands.flatMap((h) => h.moves ?? [])).to.deep.equal([]);
      expect($(el, '.loading')).to.equal(null);
    });
  }

  it('a saved game played on from a replay that does not replay: the replayed position, with the notice', async () => {
    const src = '/test/fixtures/conformance/valid/single-classic-000.json';
    const doc = await (await fetch(src)).json();
    const errors = events<{ source: string }>(document, 'kj-error');
    // the fingerprint the table gives this document (FNV-1a of its JSON, see play.ts)
    const json = JSON.stringify(doc);
    let f = 0x811c9dc5;
    for (let i = 0; i < json.length; i++) f = Math.imul(f ^ json.charCodeAt(i), 0x01000193);
    localStorage.setItem(
      storageKey('test-rules'),
      JSON.stringify({
        v: 1,
        seed: 's',
        rules: { preset: 'classic' },
        human: 0,
        moves: [{ type: 'teleport' }],
        branch: { doc: `${json.length}:${(f >>> 0).toString(16)}`, hand: 0, step: 5, mode: 'replay' },
      }),
    );
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table src=${src} level="random" opponent-delay="0" persist="test-rules"></klaberjass-table>`,
    );
    await waitUntil(() => el.mode === 'play', 'the saved game was not taken up');
    await ready(el, '.hand.active');
    expect(text(el, '.status')).to.contain('could not be read');
    expect(errors.some((e) => e.detail.source === 'storage')).to.be.true;
  });

  it('claiming rules: a finished hand is on the score sheet and in the header at once, before the next deal', async () => {
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table
        mode="play"
        seed="claim-1"
        level="random"
        opponent-delay="0"
        rules="bela-501"
      ></klaberjass-table>`,
    );
    await ready(el, '.hand.active');
    await playHand(el);
    await waitUntil(() => idle(el), 'computer');
    await el.updateComplete;
    const g = game(el);
    expect(g.hand.phase).to.equal('over');
    if (g.over) return; // a claim ended the game: nothing to lag behind
    const written = $$(el, '.summary .score-row td').map((td) => Number(td.textContent));
    const sheet = $$(el, '.sheet-table tbody tr').map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => Number(td.textContent)),
    );
    expect(sheet, 'the hand is on the sheet').to.deep.equal([written]);
    expect(text(el, '.sheet-table tfoot')).to.equal(`Totals ${written[0]} ${written[1]}`);
    expect(text(el, '.titlebar .where')).to.equal(`You ${written[0]} · Computer ${written[1]}`);
  });

  it('claiming rules: after the last trick, no deal button while the computer may still claim, and no "thinking" beside it', async () => {
    let checked = 0;
    for (let n = 1; n <= 12 && checked < 2; n++) {
      const el = await fixture<KlaberjassTable>(
        html`<klaberjass-table
          mode="play"
          seed=${`last-${n}`}
          level="random"
          opponent-delay="0"
          rules="bela-501"
        ></klaberjass-table>`,
      );
      await ready(el, '.hand.active');
      // up to your last card, then let the computer take its time
      for (let i = 0; i < 80 && game(el).hand.phase !== 'over'; i++) {
        const h = game(el).hand;
        if (h.phase === 'play' && h.tricks === 8) el.opponentDelay = 300;
        await act(el);
      }
      await el.updateComplete;
      // every state the table shows while the computer thinks, until it has moved
      const seen: string[] = [];
      const look = () => {
        if (!idle(el)) seen.push(`${text(el, '.status')}|${button(el, 'Deal the next hand') ? 'deal' : ''}`);
      };
      const watch = new MutationObserver(look);
      watch.observe(el.shadowRoot!, { subtree: true, childList: true, characterData: true, attributes: true });
      look();
      try {
        await waitUntil(() => idle(el), 'the computer did not move');
      } finally {
        watch.disconnect();
      }
      await el.updateComplete;
      if (game(el).over) continue;
      if (seen.length) {
        checked++;
        expect(
          seen.every((s) => !s.endsWith('|deal')),
          seen.join('; '),
        ).to.be.true;
      }
      expect(
        button(el, 'Deal the next hand'),
        `then you deal (${game(el).hand.phase}, ${text(el, '.status')}, ${text(el, '.play-controls')})`,
      ).to.not.equal(null);
      expect(text(el, '.status')).to.not.contain('thinking');
    }
    expect(checked, 'deals where the computer won the last trick').to.be.greaterThan(0);
  });

  it('claiming: the claim button says what a claim would count, is not the gold default, and asks first', async () => {
    let seen = false;
    for (let n = 1; n <= 6 && !seen; n++) {
      const el = await fixture<KlaberjassTable>(
        html`<klaberjass-table
          mode="play"
          seed=${`claim-${n}`}
          level="random"
          opponent-delay="0"
          rules="bela-501"
        ></klaberjass-table>`,
      );
      await ready(el, '.hand.active');
      for (let i = 0; i < 80 && game(el).hand.phase !== 'over' && !seen; i++) {
        await waitUntil(() => idle(el), 'computer');
        await el.updateComplete;
        const claim = $<HTMLButtonElement>(el, '.claim button');
        if (!claim) {
          await act(el);
          continue;
        }
        seen = true;
        const h = game(el).hand;
        const have = h.before[0] + pointsSoFar(h)[0];
        expect(have).to.be.below(501);
        expect(claim.textContent).to.contain(`you have ${have}, you need 501`);
        expect(claim.classList.contains('strong'), 'a losing claim is not the gold button').to.be.false;
        claim.click();
        await el.updateComplete;
        expect(game(el).hand.claim, 'one click does not claim').to.equal(null);
        expect(text(el, '.claim.confirm')).to.contain(`short: a claim now loses the game`);
        const confirm = button(el, 'Claim now')!;
        expect(confirm.classList.contains('strong')).to.be.false;
        expect(button(el, 'Play on')!.classList.contains('strong')).to.be.true;
        button(el, 'Play on')!.click();
        await el.updateComplete;
        expect($(el, '.claim.confirm')).to.equal(null);
        $<HTMLButtonElement>(el, '.claim button')!.click();
        await el.updateComplete;
        button(el, 'Claim now')!.click();
        await el.updateComplete;
        const g = game(el);
        expect(g.over).to.be.true;
        expect(g.winner).to.equal(1);
        expect(text(el, '.status')).to.contain('Computer wins the game');
      }
    }
    expect(seen, 'a deal where you win a trick').to.be.true;
  });
});
