// Play mode shows the person only what they may know (issue 13, point 2): over 200 seeded deals,
// the computer's hidden cards (and the unseen stock) are redrawn within everything the person has
// seen, the same moves made from the redrawn deal, and the whole table rendered again must not
// change by one character: panels, notes, narration, status, labels, hints, and the transcript
// that Copy and Download give while the hand is in play.
import { expect, fixture, html } from '@open-wc/testing';
import type { KlaberjassTable } from '../../src/element/klaberjass-table.js';
import {
  type Card,
  type CardMask,
  type HandState,
  type Move,
  type Player,
  type RngState,
  PRESET_NAMES,
  applyHand,
  cardsOf,
  handFromDeck,
  legalMoves,
  nextInt,
  other,
  popcount,
  rulesOf,
  seedRng,
  shuffledDeck,
} from '../../src/engine/internal.js';
import { pickCards, viewOf } from '../../src/ai/view.js';
import { type TranscriptDoc, cardsToStrings, stringifyTranscript } from '../../src/notation/index.js';
import type { Saved } from '../../src/element/controllers/game.js';
import { validate } from '../../src/validator/index.js';
import { ready } from './helpers.js';

interface Session {
  branch(s: HandState, before: [number, number], hand: number, step: number, doc: TranscriptDoc, saved: Saved): void;
  exportForPlayer(): TranscriptDoc | null;
  play: {
    branch(h: HandState, before: [number, number], seed: string, human: Player, moves: readonly Move[]): boolean;
    stop(): void;
  };
  hint: unknown;
  showHint(): Promise<void>;
}
const session = (el: KlaberjassTable) => (el as unknown as { session: Session }).session;

function shuffle<T>(a: T[], rng: RngState): T[] {
  for (let i = a.length - 1; i > 0; i--) {
    const j = nextInt(rng, i + 1);
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

/**
 * A permutation of the cards `me` has not seen after `moves` from the deal `deck`: the
 * opponent's hidden cards go to other unseen cards it may hold (never a suit it showed it
 * lacks, always a card it must hold), the rest of the unseen cards among themselves.
 */
function redraw(s: HandState, me: Player, moves: Move[], rng: RngState): Map<Card, Card> {
  const v = viewOf(s, me, moves);
  const opp = other(me);
  const sigma = new Map<Card, Card>();
  const pair = (from: CardMask, to: CardMask) => {
    const a = cardsOf(from),
      b = shuffle(cardsOf(to), rng);
    a.forEach((c, i) => sigma.set(c, b[i]));
  };
  const unseen = v.unseen;
  if (s.phase === 'bidding' || s.trump < 0) {
    pair(unseen, unseen);
    return sigma;
  }
  // every card the opponent named in a declaration stays: the view knows them (also those of runs
  // the engine voided at the start of play)
  const must = v.oppMust;
  const hidden = s.hands[opp] & unseen & ~must;
  const allowed = unseen & ~v.oppExcluded & ~must;
  const fresh = pickCards(allowed, popcount(hidden), rng);
  pair(hidden, fresh);
  pair(unseen & ~must & ~hidden, unseen & ~must & ~fresh);
  return sigma;
}

/** Everything the table renders, as one string (lit's markers left out). */
function shown(el: KlaberjassTable): string {
  return el.shadowRoot!.innerHTML.replace(/<!--[^]*?-->/g, '');
}

describe('<klaberjass-table> play: nothing shown depends on the computer’s hidden cards', () => {
  it('200 seeded deals, each at a random moment, redrawn: the same table, the same hint', async function () {
    this.timeout(180000);
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table mode="play" seed="fair" level="random" opponent-delay="1000000"></klaberjass-table>`,
    );
    await ready(el, '.hand.active, .felt');
    // played on from a replayed deal, as "Play from here" does: the transcript then starts from
    // the deal as written, whose deck holds the computer's cards
    (el as unknown as { _branch: unknown })._branch = { mode: 'replay', hand: 0, step: 0 };
    await el.updateComplete;
    let exported = 0;
    const invalid: string[] = [];
    let compared = 0,
      changed = 0,
      moved = 0,
      hints = 0;
    const failures: string[] = [];
    for (let i = 0; i < 200; i++) {
      const rng = seedRng(`fair-${i}`);
      const rules = rulesOf(PRESET_NAMES[i % PRESET_NAMES.length]);
      const dealer = (i & 1) as Player;
      const human = ((i >> 1) & 1) as Player;
      const deck = shuffledDeck(rng);
      // random legal moves (both players) up to a random moment of the hand
      let s = handFromDeck(rules, dealer, deck);
      const stop = nextInt(rng, 36);
      const moves: Move[] = [];
      while (moves.length < stop && s.phase !== 'over') {
        const legal = legalMoves(s);
        const m = legal[nextInt(rng, legal.length)];
        const r = applyHand(s, m);
        if (!r.ok) throw new Error(r.error.key);
        s = r.value;
        moves.push(m);
      }
      const sigma = redraw(s, human, moves, rng);
      const deck2 = deck.map((c) => sigma.get(c) ?? c);
      let t = handFromDeck(rules, dealer, deck2);
      for (const m of moves) {
        const r = applyHand(t, m);
        if (!r.ok) throw new Error(`deal ${i}: the redrawn deal refuses ${JSON.stringify(m)}: ${r.error.key}`);
        t = r.value;
      }
      if (t.hands[other(human)] !== s.hands[other(human)] || t.rest[human] !== s.rest[human]) changed++;
      if (deck2.some((c, k) => c !== deck[k])) moved++;
      const look = async (d: Card[]) => {
        const ss = session(el);
        const doc: TranscriptDoc = {
          format: 'klaberjass',
          version: 1,
          rules: rules.preset,
          players: ['Ann', 'Bo'],
          hands: [{ dealer, deck: cardsToStrings(d) }],
        };
        ss.branch(handFromDeck(rules, dealer, d), [0, 0], 0, 0, doc, { v: 1, seed: `fair-${i}`, rules, human, moves });
        ss.hint = null;
        (el as unknown as { _live: string })._live = '';
        await el.updateComplete;
        let text = shown(el);
        // what Copy and Download give (a finished hand may be written in full)
        if (s.phase !== 'over') {
          const out = ss.exportForPlayer()!;
          text += stringifyTranscript(out);
          const faults = validate(out).violations;
          if (faults.length) invalid.push(`deal ${i}: ${faults.map((f) => f.message).join('; ')}`);
        }
        if (i % 20 === 0 && el.shadowRoot!.querySelector('.hand.active')) {
          await ss.showHint();
          await el.updateComplete;
          text += shown(el);
        }
        return text;
      };
      const a = await look(deck);
      const b = await look(deck2);
      if (s.phase !== 'over') exported++;
      if (i % 20 === 0 && a.includes('hint-text')) hints++;
      if (a !== b) {
        let k = 0;
        while (a[k] === b[k]) k++;
        failures.push(
          `deal ${i} (${rules.preset}, phase ${s.phase}, ${moves.length} moves): …${a.slice(k - 60, k + 80)}… became …${b.slice(k - 60, k + 80)}…`,
        );
      }
      compared++;
    }
    session(el).play.stop();
    expect(failures.slice(0, 5).join('\n\n')).to.equal('');
    expect(compared).to.equal(200);
    expect(moved, 'redraws that moved unseen cards').to.be.greaterThan(190);
    expect(changed, 'redraws that changed the computer’s hand (or your cards to come)').to.be.greaterThan(100);
    expect(hints, 'hints compared').to.be.greaterThan(3);
    expect(exported, 'exports compared').to.be.greaterThan(60);
    expect(invalid.slice(0, 5).join('\n'), 'the exports the validator refuses').to.equal('');
  });
});
