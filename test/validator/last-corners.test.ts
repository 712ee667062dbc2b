// The validator agrees with the contract in its last corners (issue 27): one regression test
// per behaviour (1-5) and one per ruling (6), each on the conformance example that shows it and
// on variations of it made here.
import { expect } from '@open-wc/testing';
import type { TranscriptDoc, TranscriptMove } from '../../src/notation/types.js';
import { validate } from '../../src/validator/index.js';
import { validatorWordingNb } from '../../src/validator/wording-nb.js';
import type { Verdict } from '../../src/validator/types.js';
import { FIXTURES, clone, describe_, expectValid, fetchText } from './helpers.js';

const docs: Record<string, TranscriptDoc> = {};
const texts: Record<string, string> = {};
const NAMES = [
  'invalid/bid-001',
  'invalid/exchange-001',
  'invalid/exchange-002',
  'invalid/schema-001',
  'invalid/schema-002',
  'invalid/schema-003',
  'invalid/schema-004',
  'invalid/schema-005',
  'invalid/card-not-held-001',
  'invalid/card-not-held-002',
  'invalid/deal-001',
  'invalid/declare-001',
  'invalid/wrong-phase-001',
  'invalid/claim-001',
  'valid/bom-000',
];

before(async () => {
  for (const name of NAMES) {
    texts[name] = await fetchText(`${FIXTURES}/${name}.json`);
    docs[name] = JSON.parse(texts[name]) as TranscriptDoc;
  }
});

/** [rule, path] of every violation. */
const faults = (v: Verdict) => v.violations.map((x) => [x.rule, x.path]);
const doc = (name: string) => clone(docs[name]);

/** A document of one hand (Anna and Ben, classic unless given). */
function oneHand(hand: TranscriptDoc['hands'][number], rules: TranscriptDoc['rules'] = 'classic'): TranscriptDoc {
  return { format: 'klaberjass', version: 1, rules, players: ['Anna', 'Ben'], hands: [hand] };
}

describe('1. a taker who can no longer take, while the bidding is unfinished, is bid (it was a wrong "valid")', () => {
  it('Ben passed in both rounds and is named taker: bid at the taker field (bid-001)', () => {
    const v = validate(docs['invalid/bid-001']);
    expect(faults(v), describe_(v)).to.deep.equal([['bid', '/hands/0/taker']]);
    expect(v.violations[0].message).to.equal(
      'Hand 1 names Ben as taker, but the bids stop before trump is fixed and Ben can no longer take.',
    );
    expect(validate(docs['invalid/bid-001'], { wording: validatorWordingNb }).violations[0].message).to.equal(
      'Runde 1 oppgir Ben som den som tok, men budene stopper før trumf er bestemt, og Ben kan ikke lenger ta.',
    );
  });

  it('Anna, who may still name a suit in round 2, is no contradiction; nor is anyone before round 2', () => {
    const d = doc('invalid/bid-001');
    d.hands[0].taker = 0;
    expectValid(validate(d));
    for (const taker of [0, 1] as const) {
      const early = doc('invalid/bid-001');
      early.hands[0].taker = taker;
      early.hands[0].moves = early.hands[0].moves!.slice(0, 2);
      expectValid(validate(early));
    }
  });

  it('a schmeiss awaiting its answer: only its offerer can still take', () => {
    // dealer Anna: Ben (non-dealer) offers the schmeiss, and the record stops there
    const hand = { dealer: 0 as const, deal: { turnUp: '10C' }, moves: [{ bid: 'schmeiss' }] as TranscriptMove[] };
    expectValid(validate(oneHand({ ...hand, taker: 1 }, 'schmeiss')));
    const v = validate(oneHand({ ...hand, taker: 0 }, 'schmeiss'));
    expect(faults(v), describe_(v)).to.deep.equal([['bid', '/hands/0/taker']]);
  });
});

describe('2. the exchange in a reconstructed hand: an exchanger who never shows the 7 did not hold it', () => {
  it('Anna exchanges 7H, then plays nine other cards: exchange only, no card-not-held, no follow-suit fault from 10H (exchange-001)', () => {
    const v = validate(docs['invalid/exchange-001']);
    expect(faults(v), describe_(v)).to.deep.equal([['exchange', '/hands/0/moves/2']]);
    expect(v.violations[0].message).to.equal('Anna exchanged 7H without holding it.');
  });

  it("the same exchange in a record that stops early may have been Anna's: carried out, no fault", () => {
    const d = doc('invalid/exchange-001');
    d.hands[0].moves = d.hands[0].moves!.slice(0, 9);
    expectValid(validate(d));
  });

  it('the same exchange when Anna later plays the turn-up card: hers, carried out, no fault', () => {
    const d = doc('invalid/exchange-001');
    // Anna's 9C (move 10, on Ben's 9H) becomes the turn-up 10H she took for 7H
    d.hands[0].moves![10] = { play: '10H' };
    const v = validate(d);
    expect(
      v.violations.filter((x) => x.rule === 'exchange' || x.rule === 'card-not-held'),
      describe_(v),
    ).to.deep.equal([]);
  });

  it('an exchange without player that nobody can be shown to have made proves nothing: a note, no fault', () => {
    const d = doc('invalid/exchange-001');
    const moves = d.hands[0].moves!;
    moves[2] = { exchange: '7H' };
    d.hands[0].moves = moves.slice(0, 9);
    const v = validate(d);
    expectValid(v);
    expect(v.notes.map((n) => n.message)).to.include(
      'The exchange in hand 1 names no player, and the record stops before anyone plays the turn-up card, so nothing shows who held the 7: the exchange was not checked.',
    );
  });
});

describe('3. an exchange without player belongs to the holder of the 7 it names', () => {
  it("7H exchanged after spades were named: Ben's (he holds 7H), not Anna's (she holds 7S); carried out, so his QH is held (exchange-002)", () => {
    const v = validate(docs['invalid/exchange-002']);
    expect(faults(v), describe_(v)).to.deep.equal([['exchange', '/hands/0/moves/4']]);
    expect(v.violations[0].message).to.match(/^Ben exchanged 7H for the turn-up QH/);
  });

  it("the 7 of trumps, named without player, is still its holder's exchange", () => {
    // hearts named in round 2 would make it legal only with a heart turn-up: take the turn-up
    // suit (hearts) in round 1 instead; Anna (dealer 0) holds no heart 7, Ben does
    const d = doc('invalid/exchange-002');
    d.hands[0].moves = [{ bid: 'take' }, { exchange: '7H' }, { play: 'QH' }, { play: '7S' }];
    const v = validate(d);
    expect(faults(v), describe_(v)).to.deep.equal([]);
  });
});

describe('4. a claim on unknown totals is not judged', () => {
  it('after a hand that cannot be read and records no score: no game-result, a note (schema-005)', () => {
    const v = validate(docs['invalid/schema-005']);
    expect(faults(v), describe_(v)).to.deep.equal([['schema', '/hands/1/moves/2/play']]);
    expect(v.notes.map((n) => n.message)).to.include(
      "Anna's claim in hand 3 was not judged: the score of hand 2 is not known, so neither are the totals before the claim (nor the winner).",
    );
    // whichever winner is recorded, or none
    for (const winner of [1, null] as const) {
      const d = doc('invalid/schema-005');
      d.result = { winner };
      expect(faults(validate(d))).to.deep.equal([['schema', '/hands/1/moves/2/play']]);
    }
  });

  it('the same claim is judged once the broken hand records its score', () => {
    const d = doc('invalid/schema-005');
    // 190 before hand 2, plus 11 in its first trick: far from 501, so Anna's claim is wrong
    d.hands[1].result = { score: [10, 0] };
    const v = validate(d);
    expect(faults(v), describe_(v)).to.deep.equal([
      ['schema', '/hands/1/moves/2/play'],
      ['game-result', '/result/winner'],
    ]);
  });
});

describe('5. bela counts only cards actually held', () => {
  it('QD played a second time is not the second card of the bela: card-not-held only, and the bela (QD, KD) counts 20 (card-not-held-002)', () => {
    const v = validate(docs['invalid/card-not-held-002']);
    expect(faults(v), describe_(v)).to.deep.equal([['card-not-held', '/hands/0/moves/2']]);
    expect(v.notes).to.deep.equal([]);
  });

  it('nor is a card played a second time, announced, the second card: the unannounced king after it is', () => {
    // Under bela on the second card (simple): Anna plays QD, then QD again announcing bela
    // (card-not-held), then KD without announcing: her bela is QD and KD, the second card not
    // announced, so it does not count (a note)
    const d = doc('invalid/card-not-held-002');
    d.rules = 'simple';
    d.hands[0].moves = [
      { play: 'QD' },
      { play: '7S' },
      { play: 'QD', bela: true },
      { play: '8S' },
      { play: 'KD' },
      { play: '7H' },
      { play: 'AS' },
      { play: '8H' },
    ];
    d.hands[0].result = { lastTrick: 0, bela: [0, 0] };
    const v = validate(d);
    expect(faults(v), describe_(v)).to.deep.equal([['card-not-held', '/hands/0/moves/2']]);
    expect(v.notes.map((n) => n.message)).to.deep.equal([
      'Bela by Anna not counted: not announced on the second card.',
    ]);
  });
});

describe('6. the rulings of the contract', () => {
  it('null where a result expects a number or a boolean is schema (schema-001)', () => {
    const v = validate(docs['invalid/schema-001']);
    expect(
      v.violations.map((x) => x.rule),
      describe_(v),
    ).to.deep.equal(['schema']);
  });

  it('the named meta fields must be strings (schema-002)', () => {
    const v = validate(docs['invalid/schema-002']);
    expect(new Set(v.violations.map((x) => x.rule)), describe_(v)).to.deep.equal(new Set(['schema']));
    expect(v.violations.every((x) => x.path.startsWith('/meta/'))).to.equal(true);
  });

  it('nesting deeper than 64 levels is one schema fault, in meta too (schema-003)', () => {
    const v = validate(texts['invalid/schema-003']);
    expect(
      v.violations.map((x) => x.rule),
      describe_(v),
    ).to.deep.equal(['schema']);
    // as a parsed value too, and nothing else is judged: not a broken hand, not an unknown key
    const d = doc('invalid/schema-003');
    (d as unknown as Record<string, unknown>).extra = 1;
    d.hands = [
      { dealer: 0, deal: { turnUp: '10C' }, taker: 1, moves: [{ bid: 'pass' }, { bid: 'pass' }, { bid: 'pass' }] },
    ];
    for (const input of [d, JSON.stringify(d)]) {
      const w = validate(input);
      expect(
        w.violations.map((x) => x.rule),
        describe_(w),
      ).to.deep.equal(['schema']);
      expect(w.notes).to.deep.equal([]);
    }
  });

  it('a UTF-8 byte-order mark before the JSON is ignored (bom-000)', () => {
    const text = texts['valid/bom-000'];
    // fetch's text() has already dropped the mark: put it back as a file read as text keeps it
    const withMark = text.charCodeAt(0) === 0xfeff ? text : `\uFEFF${text}`;
    expectValid(validate(withMark));
    expect(validate(withMark)).to.deep.equal(validate(JSON.parse(withMark.slice(1))));
    // a mark anywhere else is not ignored
    expect(validate(`${withMark.slice(1)}\uFEFF`).violations.map((x) => x.rule)).to.deep.equal(['schema']);
  });

  it('negative totals or scores are schema (schema-004)', () => {
    const v = validate(docs['invalid/schema-004']);
    expect(new Set(v.violations.map((x) => x.rule)), describe_(v)).to.deep.equal(new Set(['schema']));
  });

  it('a start beside a deal that gave other cards is deal (deal-001)', () => {
    const v = validate(docs['invalid/deal-001']);
    expect(new Set(v.violations.map((x) => x.rule)), describe_(v)).to.deep.equal(new Set(['deal']));
  });

  it('a run overlapping a run already rejected as not held is declare too, and no sequence scores (declare-001)', () => {
    const v = validate(docs['invalid/declare-001']);
    expect(faults(v), describe_(v)).to.deep.equal([
      ['declare', '/hands/0/moves/1'],
      ['declare', '/hands/0/moves/1'],
    ]);
    expect(v.violations[1].message).to.equal('Anna declared runs that share QS, KS; runs may not overlap.');
    // the second run alone is held and good: it counts 20 (so the recorded 0 is wrong)
    const d = doc('invalid/declare-001');
    d.hands[0].moves![1] = { player: 0, declare: [['KS', 'QS', 'JS']] };
    expect(faults(validate(d))[0]).to.deep.equal(['score', '/hands/0/result/sequences']);
  });

  it("a move reported and ignored does not stand between a trick and its winner's claim (wrong-phase-001, claim-001)", () => {
    const wp = validate(docs['invalid/wrong-phase-001']);
    expect(faults(wp), describe_(wp)).to.deep.equal([['wrong-phase', '/hands/2/moves/6']]);
    const cl = validate(docs['invalid/claim-001']);
    expect(faults(cl), describe_(cl)).to.deep.equal([['claim', '/hands/2/moves/6']]);
  });

  it('a played card the player cannot have held leaves their unknown card unknown (card-not-held-001)', () => {
    const v = validate(docs['invalid/card-not-held-001']);
    expect(faults(v), describe_(v)).to.deep.equal([['card-not-held', '/hands/0/moves/14']]);
  });

  it('reconstructed hands: an illegal exchange is carried out for any 7 the player holds', () => {
    // exchange-002 without deal.hands: Ben plays QH (the turn-up), so he made the exchange
    const d = doc('invalid/exchange-002');
    delete d.hands[0].deal!.hands;
    const v = validate(d);
    expect(faults(v), describe_(v)).to.deep.equal([['exchange', '/hands/0/moves/4']]);
    expect(v.violations[0].message).to.match(/^Ben exchanged 7H/);
  });

  it('reconstructed hands: declarations and bela announcements are evidence of the cards they name', () => {
    // card-not-held-001: Anna's declared run holds 10S, never played, and it scores 50
    const v = validate(docs['invalid/card-not-held-001']);
    expect(
      v.violations.some((x) => x.rule === 'declare' || x.rule === 'score'),
      describe_(v),
    ).to.equal(false);
  });
});
