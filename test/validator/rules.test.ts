// Every rule identifier of the contract, produced where its fault occurs: rule, hand, move,
// JSON Pointer and a message naming the players (by their names) and the cards.
import { expect } from '@open-wc/testing';
import { type GameState, type Move, cardName, cardsOf, other, parseCard, suitOf } from '../../src/engine/internal.js';
import { stringifyTranscript, writeGame, writeHand } from '../../src/notation/index.js';
import type { TranscriptDoc, TranscriptHand, TranscriptMove } from '../../src/notation/types.js';
import { validate } from '../../src/validator/index.js';
import {
  FIXTURES,
  PLAYERS,
  clone,
  describe_,
  expectValid,
  fetchText,
  gameDoc,
  playGame,
  rulesOfVerdict,
  stateBefore,
  violationOf,
  withPlayFault,
} from './helpers.js';

/** A document of one hand of an engine-played game (a hand with no held-over points in). */
function singleHand(
  game: GameState,
  pick: (i: number) => boolean = () => true,
): { doc: TranscriptDoc; game: GameState; index: number } {
  for (let i = 0; i < game.history.length; i++) {
    const h = game.history[i];
    if (h.summary.potIn !== 0 || h.summary.end !== 'played' || !pick(i)) continue;
    const doc: TranscriptDoc = {
      format: 'klaberjass',
      version: 1,
      rules: game.rules.preset,
      players: PLAYERS,
      hands: [writeHand(h)],
    };
    return { doc, game, index: i };
  }
  throw new Error('no suitable hand');
}

function firstPlay(hand: TranscriptHand): number {
  return hand.moves!.findIndex((m) => 'play' in m);
}

describe('rule identifiers', () => {
  const base = gameDoc('classic', 'rules-base');

  it('an engine-written game is valid', () => {
    expectValid(validate(base));
  });

  describe('schema', () => {
    it('reports JSON syntax errors with line and column', () => {
      const v = validate('{\n  "format": "klaberjass",\n  "version": 1,\n  "players": ["A", "B"]\n  "hands": []\n}');
      expect(v.valid).to.equal(false);
      expect(v.violations).to.have.length(1);
      expect(v.violations[0].rule).to.equal('schema');
      expect(v.violations[0].path).to.equal('');
      expect(v.violations[0].message).to.match(/line 5, column 3/);
    });

    it('reports an unknown key at its own path, with hand and move', () => {
      const doc = clone(base) as unknown as { hands: { moves: Record<string, unknown>[] }[] };
      doc.hands[0].moves[1].colour = 'red';
      const x = violationOf(validate(doc), 'schema');
      expect(x.path).to.equal('/hands/0/moves/1/colour');
      expect([x.hand, x.move]).to.deep.equal([0, 1]);
      expect(x.message).to.contain('"colour"');
    });

    it('reports a card that is not a card, and stops only that hand with a note', () => {
      const doc = clone(base);
      const j = firstPlay(doc.hands[1]);
      (doc.hands[1].moves![j] as { play: string }).play = '11H';
      const v = validate(doc);
      expect(rulesOfVerdict(v)).to.deep.equal(['schema']);
      const x = violationOf(v, 'schema');
      expect(x.path).to.equal(`/hands/1/moves/${j}/play`);
      expect(x.message).to.contain('"11H"');
      expect(
        v.notes.some((n) => n.hand === 1 && n.move === j && /cannot be read/.test(n.message)),
        JSON.stringify(v.notes),
      ).to.equal(true);
    });

    it('reports bids with no known turn-up card at the hand', () => {
      const doc = {
        format: 'klaberjass',
        version: 1,
        players: PLAYERS,
        hands: [{ dealer: 0, moves: [{ bid: 'pass' }] }],
      };
      const x = violationOf(validate(doc), 'schema');
      expect(x.path).to.equal('/hands/0');
      expect(x.message).to.match(/turn-up/);
    });

    it('refuses text over the size limit with one clear violation', () => {
      const text = stringifyTranscript(base);
      const v = validate(text, { maxBytes: 1000 });
      expect(v.violations).to.have.length(1);
      expect(v.violations[0].rule).to.equal('schema');
      expect(v.violations[0].message).to.match(/larger than the limit of 1000 bytes/);
      expectValid(validate(text, { maxBytes: text.length + 10 }));
    });

    it('reports what is not a document at all', () => {
      for (const input of [null, 42, 'null', '[]', {}, { format: 'klaberjass' }, '']) {
        const v = validate(input);
        expect(v.valid, JSON.stringify(input)).to.equal(false);
        expect(rulesOfVerdict(v)).to.deep.equal(['schema']);
      }
    });
  });

  describe('deal', () => {
    it('reports a deck with a card twice, and skips the hand', () => {
      const doc = clone(base);
      doc.hands[0].deck![5] = doc.hands[0].deck![6];
      const v = validate(doc);
      const x = violationOf(v, 'deal');
      expect(x.path).to.equal('/hands/0/deck');
      expect(x.message).to.contain(`${doc.hands[0].deck![6]} appears twice`);
      expect(v.notes.some((n) => n.hand === 0 && /skipped/.test(n.message))).to.equal(true);
    });

    it('reports a deal that disagrees with the deck', () => {
      const doc = clone(base);
      const deck = doc.hands[0].deck!;
      doc.hands[0].deal = { turnUp: deck[11] };
      const x = violationOf(validate(doc), 'deal');
      expect(x.path).to.equal('/hands/0/deal/turnUp');
      expect(x.message).to.contain(deck[11]).and.contain(deck[12]);
    });

    it('reports dealt hands of six cards in a hand that was played', () => {
      const { doc } = singleHand(playGame('classic', 'deal-six'));
      const h = doc.hands[0];
      const deck = h.deck!;
      const nd = other(h.dealer as 0 | 1);
      const hands: [string[], string[]] = [[], []];
      hands[nd] = [deck[0], deck[1], deck[2], deck[6], deck[7], deck[8]];
      hands[h.dealer] = [deck[3], deck[4], deck[5], deck[9], deck[10], deck[11]];
      delete h.deck;
      h.deal = { turnUp: deck[12], hands, bottom: deck[31] };
      const x = violationOf(validate(doc), 'deal');
      expect(x.path).to.equal('/hands/0/deal/hands');
      expect(x.message).to.match(/needs all 9/);
    });
  });

  describe('out-of-turn', () => {
    it("reports a wrong player on a play, naming both players, and judges the move as the right player's", () => {
      const doc = clone(base);
      const j = doc.hands[0].moves!.findIndex((m, k) => k > firstPlay(doc.hands[0]) && 'play' in m);
      const s = stateBefore(doc, 0, j);
      (doc.hands[0].moves![j] as TranscriptMove).player = other(s.toAct);
      const v = validate(doc);
      expect(rulesOfVerdict(v)).to.deep.equal(['out-of-turn']);
      const x = v.violations[0];
      expect([x.hand, x.move, x.path]).to.deep.equal([0, j, `/hands/0/moves/${j}`]);
      expect(x.message)
        .to.contain(PLAYERS[other(s.toAct)])
        .and.contain(PLAYERS[s.toAct])
        .and.contain((doc.hands[0].moves![j] as { play: string }).play);
    });

    it('reports a wrong player on a bid', () => {
      const doc = clone(base);
      (doc.hands[0].moves![0] as TranscriptMove).player = doc.hands[0].dealer;
      const x = violationOf(validate(doc), 'out-of-turn');
      expect(x.path).to.equal('/hands/0/moves/0');
      expect(x.message).to.contain(PLAYERS[doc.hands[0].dealer]);
    });
  });

  describe('wrong-phase', () => {
    it('reports a bid during the play, and ignores it', () => {
      const doc = clone(base);
      const j = firstPlay(doc.hands[2]) + 3;
      doc.hands[2].moves!.splice(j, 0, { bid: 'pass' });
      // the recorded result still matches: the bid was ignored
      const v = validate(doc);
      expect(rulesOfVerdict(v)).to.deep.equal(['wrong-phase']);
      expect(v.violations[0].path).to.equal(`/hands/2/moves/${j}`);
      expect(v.violations[0].message).to.match(/bid "pass" during the play/);
    });

    it('reports a move after the hand is over', () => {
      const { doc } = singleHand(playGame('classic', 'late-move'));
      const moves = doc.hands[0].moves!;
      const last = moves[moves.length - 1] as { play: string };
      moves.push({ play: last.play });
      const x = violationOf(validate(doc), 'wrong-phase');
      expect(x.move).to.equal(moves.length - 1);
      expect(x.message).to.match(/after the hand was over/);
    });

    it('reports an exchange during the bidding and a declaration after the first card', () => {
      const { doc } = singleHand(playGame('classic', 'phases'));
      const moves = doc.hands[0].moves!;
      moves.splice(0, 0, { exchange: '7H' });
      const j = moves.findIndex((m) => 'play' in m) + 2;
      // the non-dealer led the first trick, so a declaration of theirs comes too late
      moves.splice(j, 0, { declare: [], player: other(doc.hands[0].dealer) });
      const v = validate(doc);
      const phases = v.violations.filter((x) => x.rule === 'wrong-phase');
      expect(
        phases.map((x) => x.move),
        describe_(v),
      ).to.deep.equal([0, j]);
      expect(phases[0].message).to.match(/during the bidding/);
      expect(phases[1].message).to.match(/after playing a card/);
    });
  });

  describe('bid', () => {
    const hand = (moves: TranscriptMove[], extra: Partial<TranscriptHand> = {}): TranscriptDoc => ({
      format: 'klaberjass',
      version: 1,
      players: PLAYERS,
      hands: [{ dealer: 1, deal: { turnUp: '7H' }, moves, ...extra }],
    });

    it('reports "take" in round 2 and applies it as the turn-up suit', () => {
      const v = validate(hand([{ bid: 'pass' }, { bid: 'pass' }, { bid: 'take' }], { taker: 0, trump: 'H' }));
      expect(rulesOfVerdict(v)).to.deep.equal(['bid']);
      expect(v.violations[0].path).to.equal('/hands/0/moves/2');
      expect(v.violations[0].message)
        .to.contain('Anna')
        .and.match(/second round/);
    });

    it('reports a suit named in round 1, an answer with no offer, a schmeiss the rules forbid', () => {
      let v = validate(hand([{ bid: 'S' }]));
      expect(violationOf(v, 'bid').message).to.match(/Anna named spades in the first round/);
      v = validate(hand([{ bid: 'accept' }]));
      expect(violationOf(v, 'bid').message).to.match(/nobody had offered a schmeiss/);
      v = validate(hand([{ bid: 'schmeiss' }, { bid: 'accept' }]));
      expect(v.violations.map((x) => [x.rule, x.move])).to.deep.equal([['bid', 0]]);
    });

    it('reports taker and trump fields that contradict the bids', () => {
      const v = validate(hand([{ bid: 'pass' }, { bid: 'take' }], { taker: 0, trump: 'S' }));
      expect(v.violations.map((x) => x.path)).to.deep.equal(['/hands/0/taker', '/hands/0/trump']);
      expect(v.violations[0].message).to.contain('Anna').and.contain('Ben');
      expect(v.violations[1].message).to.contain('spades').and.contain('hearts');
      expect(
        rulesOfVerdict(
          validate(hand([{ bid: 'pass' }, { bid: 'pass' }, { bid: 'pass' }, { bid: 'pass' }], { taker: 1 })),
        ),
      ).to.deep.equal(['bid']);
    });
  });

  describe('exchange', () => {
    it('reports an exchange when trump is not the turn-up suit, the wrong card, or a second one', () => {
      const deal = {
        turnUp: 'KH',
        hands: [
          ['7S', '8S', '9S', '7D', '8D', '9D', '10S', 'JS', 'QS'],
          ['7H', '8H', '9H', '10H', 'JH', 'QH', '7C', '8C', '9C'],
        ] as [string[], string[]],
        bottom: 'AC',
      };
      const doc = (moves: TranscriptMove[]): TranscriptDoc => ({
        format: 'klaberjass',
        version: 1,
        players: PLAYERS,
        hands: [{ dealer: 1, deal, moves }],
      });
      let v = validate(doc([{ bid: 'pass' }, { bid: 'pass' }, { bid: 'S' }, { exchange: '7S' }]));
      let x = violationOf(v, 'exchange');
      expect([x.path, x.move]).to.deep.equal(['/hands/0/moves/3', 3]);
      expect(x.message).to.contain('Anna').and.contain('7S').and.contain('KH');
      v = validate(doc([{ bid: 'pass' }, { bid: 'take' }, { exchange: '8H' }]));
      x = violationOf(v, 'exchange');
      expect(x.message).to.contain('Ben').and.contain('8H').and.contain('7H');
      v = validate(doc([{ bid: 'pass' }, { bid: 'take' }, { exchange: '7H' }, { exchange: '7H' }]));
      expect(v.violations.map((y) => [y.rule, y.move])).to.deep.equal([['exchange', 3]]);
    });

    it('carries out a forbidden exchange of a held 7 (the player then plays the turn-up card)', async () => {
      const text = await fetchText(`${FIXTURES}/invalid/exchange-000.json`);
      const v = validate(text);
      expect(v.violations).to.have.length(1);
      expect(v.violations[0]).to.include({ rule: 'exchange', hand: 1, move: 4, path: '/hands/1/moves/4' });
    });

    it('reports an exchange in a start position (no turn-up card known)', () => {
      const doc: TranscriptDoc = {
        format: 'klaberjass',
        version: 1,
        players: PLAYERS,
        hands: [
          {
            dealer: 1,
            start: {
              trump: 'H',
              taker: 0,
              leader: 0,
              hands: [
                ['7H', 'AS', 'KS'],
                ['8H', 'AD', 'KD'],
              ],
            },
            moves: [{ exchange: '7H' }, { play: 'AS' }],
          },
        ],
      };
      const x = violationOf(validate(doc), 'wrong-phase');
      expect(x.move).to.equal(0);
      const nine: TranscriptDoc = {
        format: 'klaberjass',
        version: 1,
        players: PLAYERS,
        hands: [
          {
            dealer: 1,
            start: {
              trump: 'H',
              taker: 0,
              leader: 0,
              hands: [
                ['7H', '8S', '9S', '10S', 'JS', 'QS', 'KS', 'AS', '7C'],
                ['8H', '8D', '9D', '10D', 'JD', 'QD', 'KD', 'AD', '8C'],
              ],
            },
            moves: [{ exchange: '7H' }],
          },
        ],
      };
      expect(violationOf(validate(nine), 'exchange').message).to.match(/turn-up card is not known/);
    });
  });

  describe('declare', () => {
    const deal = {
      turnUp: 'KH',
      hands: [
        ['7S', '8S', '9S', '10S', 'JS', 'QS', '7D', '8D', '9D'],
        ['7H', '8H', '9H', '10H', 'JH', 'QH', '7C', '8C', '9C'],
      ] as [string[], string[]],
      bottom: 'AC',
    };
    const doc = (moves: TranscriptMove[]): TranscriptDoc => ({
      format: 'klaberjass',
      version: 1,
      players: PLAYERS,
      hands: [{ dealer: 1, deal, moves }],
    });
    const start: TranscriptMove[] = [{ bid: 'take' }];

    it('accepts runs held, including part of a longer run', () => {
      const v = validate(
        doc([
          ...start,
          {
            declare: [
              ['QS', 'JS', '10S'],
              ['9S', '8S', '7S'],
              ['9D', '8D', '7D'],
            ],
          },
          { play: 'QS' },
        ]),
      );
      expectValid(v);
    });

    it('reports a run not held, not a run, overlapping runs and a second declaration', () => {
      const cases: [TranscriptMove[], RegExp][] = [
        [[{ declare: [['KS', 'QS', 'JS']] }], /Anna declared KS QS JS but did not hold KS/],
        [[{ declare: [['QS', 'JS', '9S']] }], /not a run/],
        [
          [
            {
              declare: [
                ['QS', 'JS', '10S'],
                ['10S', '9S', '8S'],
              ],
            },
          ],
          /share 10S/,
        ],
        [[{ declare: [] }, { declare: [['9D', '8D', '7D']] }], /a second time/],
      ];
      for (const [moves, re] of cases) {
        const v = validate(doc([...start, ...moves]));
        const x = violationOf(v, 'declare');
        expect(x.path).to.equal(`/hands/0/moves/${moves.length}`);
        expect(x.message).to.match(re);
      }
    });
  });

  describe('card-not-held', () => {
    it('reports a card the player does not hold, and only that', () => {
      const doc = clone(base);
      const j = firstPlay(doc.hands[0]);
      const s = stateBefore(doc, 0, j);
      const foreign = cardsOf(s.hands[other(s.toAct)])[0];
      (doc.hands[0].moves![j] as { play: string }).play = cardName(foreign);
      const v = validate(doc);
      const x = v.violations[0];
      expect(x).to.include({ rule: 'card-not-held', hand: 0, move: j, path: `/hands/0/moves/${j}` });
      expect(x.message).to.contain(PLAYERS[s.toAct]).and.contain(cardName(foreign));
    });
  });

  for (const rule of ['must-follow-suit', 'must-overtrump', 'must-trump'] as const) {
    describe(rule, () => {
      it(`reports ${rule} at the move, naming the player and the cards`, () => {
        const { doc, hand, move, card, player } = withPlayFault(rule);
        const v = validate(doc);
        const x = v.violations[0];
        expect(x, describe_(v)).to.include({ rule, hand, move, path: `/hands/${hand}/moves/${move}` });
        expect(x.message).to.contain(PLAYERS[player]).and.contain(cardName(card));
      });
    });
  }

  describe('bela-announcement', () => {
    it('reports bela announced with a card that is not the king or queen of trumps', () => {
      const doc = clone(base);
      const s0 = stateBefore(doc, 0, firstPlay(doc.hands[0]));
      const j = doc.hands[0].moves!.findIndex(
        (m) => 'play' in m && !(/^[KQ]/.test(m.play) && suitOf(parseCard(m.play)) === s0.trump),
      );
      const s = stateBefore(doc, 0, j);
      const m = doc.hands[0].moves![j] as { play: string; bela?: boolean };
      m.bela = true;
      const v = validate(doc);
      expect(rulesOfVerdict(v)).to.deep.equal(['bela-announcement']);
      const x = v.violations[0];
      expect([x.hand, x.move, x.path]).to.deep.equal([0, j, `/hands/0/moves/${j}`]);
      expect(x.message).to.contain(PLAYERS[s.toAct]).and.contain(m.play);
    });

    it('reports a recorded bela the moves do not give', () => {
      const doc = clone(base);
      doc.hands[0].result!.bela = [20, 0];
      const x = violationOf(validate(doc), 'bela-announcement');
      expect(x.path).to.equal('/hands/0/result/bela');
      expect(x.message).to.contain('Anna').and.contain('Ben');
    });
  });

  describe('sequences', () => {
    it('reports sequences credited to the player without the best one (sequence-precedence)', async () => {
      const v = validate(await fetchText(`${FIXTURES}/invalid/sequence-precedence-000.json`));
      const x = violationOf(v, 'sequence-precedence');
      expect(x.path).to.equal('/hands/7/result/sequences');
      expect(x.message).to.contain('Sofie').and.contain('Emil').and.contain('JD 10D 9D 8D');
    });

    it('reports sequences credited to a holder who won no trick (sequence-needs-trick), with a note', async () => {
      const v = validate(await fetchText(`${FIXTURES}/invalid/sequence-needs-trick-000.json`));
      const x = violationOf(v, 'sequence-needs-trick');
      expect(x.path).to.equal('/hands/0/result/sequences');
      expect(x.message).to.contain('Ingrid').and.contain('won no trick');
      expect(v.notes.some((n) => n.hand === 0 && /Ingrid/.test(n.message) && /no trick/.test(n.message))).to.equal(
        true,
      );
    });
  });

  describe('claim', () => {
    it('reports a claim where claiming is off, and one in the middle of a trick', () => {
      const doc = clone(base);
      const j = firstPlay(doc.hands[0]) + 1;
      doc.hands[0].moves!.splice(j, 0, { claim: true });
      let x = violationOf(validate(doc), 'claim');
      expect([x.hand, x.move, x.path]).to.deep.equal([0, j, `/hands/0/moves/${j}`]);
      expect(x.message).to.match(/do not allow claiming/);
      const d501 = gameDoc('bela-501', 'claim-mid');
      const k = firstPlay(d501.hands[0]) + 1;
      d501.hands[0].moves!.splice(k, 0, { claim: true });
      x = violationOf(validate(d501), 'claim');
      expect(x.move).to.equal(k);
      expect(x.message).to.match(/middle of a trick/);
    });
  });

  describe('score', () => {
    it('reports each recorded field that disagrees with the moves', () => {
      for (const field of ['cards', 'points', 'score'] as const) {
        const doc = clone(base);
        const r = doc.hands[1].result!;
        r[field] = [r[field]![0] + 1, r[field]![1]];
        const v = validate(doc);
        const x = violationOf(v, 'score');
        expect(x.path).to.equal(`/hands/1/result/${field}`);
        expect(x.hand).to.equal(1);
        expect(x.message).to.contain('Anna').and.contain('Ben');
      }
      const doc = clone(base);
      const h = doc.hands.find((x) => x.result?.lastTrick !== undefined)!;
      h.result!.lastTrick = other(h.result!.lastTrick!);
      expect(violationOf(validate(doc), 'score').message).to.match(/last trick/);
    });
  });

  describe('game-result', () => {
    it('reports totals and a winner that do not match, and a hand after the end', () => {
      let doc = clone(base);
      doc.result!.totals = [doc.result!.totals![0] + 10, doc.result!.totals![1]];
      expect(violationOf(validate(doc), 'game-result').path).to.equal('/result/totals');
      doc = clone(base);
      doc.result!.winner = other(doc.result!.winner as 0 | 1);
      expect(violationOf(validate(doc), 'game-result').path).to.equal('/result/winner');
      doc = clone(base);
      doc.result!.winner = null;
      expect(violationOf(validate(doc), 'game-result').path).to.equal('/result/winner');
      doc = clone(base);
      const extra = clone(doc.hands[doc.hands.length - 1]);
      const lastScore = extra.result!.score!;
      extra.dealer = lastScore[0] === lastScore[1] ? other(extra.dealer) : lastScore[0] > lastScore[1] ? 0 : 1;
      delete extra.result;
      extra.moves = [];
      delete extra.deck;
      doc.hands.push(extra);
      const v = validate(doc);
      const x = violationOf(v, 'game-result');
      expect(x.path).to.equal(`/hands/${doc.hands.length - 1}`);
      expect(x.message).to.match(/after the game had ended/);
    });

    it('accepts "winner": null in an unfinished game', () => {
      const game = playGame('classic', 'unfinished', 2);
      const doc = writeGame(game, { players: PLAYERS });
      expect(doc.result!.winner).to.equal(null);
      expectValid(validate(doc));
    });
  });

  describe('dealer-order', () => {
    it('reports a dealer who should not have dealt, with the reason', () => {
      const sheet: TranscriptDoc = {
        format: 'klaberjass',
        version: 1,
        players: PLAYERS,
        hands: [
          {
            dealer: 0,
            taker: 1,
            trump: 'H',
            result: {
              cards: [50, 80],
              lastTrick: 1,
              sequences: [0, 0],
              bela: [0, 0],
              points: [50, 90],
              score: [50, 90],
            },
          },
          {
            dealer: 0,
            taker: 0,
            trump: 'S',
            result: {
              cards: [80, 50],
              lastTrick: 0,
              sequences: [0, 0],
              bela: [0, 0],
              points: [90, 50],
              score: [90, 50],
            },
          },
        ],
        result: { totals: [140, 140], winner: null },
      };
      const v = validate(sheet);
      expect(rulesOfVerdict(v)).to.deep.equal(['dealer-order']);
      expect(v.violations[0].path).to.equal('/hands/1/dealer');
      expect(v.violations[0].message).to.contain('Anna dealt hand 2').and.contain('Ben');
    });
  });
});

describe('the engine moves used in these tests', () => {
  it('includes exchanges, declarations and bela in generated games', () => {
    const moves: Move[] = [];
    for (let seed = 0; seed < 5; seed++)
      for (const h of playGame('classic', `mix:${seed}`).history) moves.push(...h.moves);
    expect(moves.some((m) => m.type === 'exchange')).to.equal(true);
    expect(moves.some((m) => m.type === 'declare' && m.runs.length > 0)).to.equal(true);
    expect(moves.some((m) => m.type === 'play' && m.bela)).to.equal(true);
  });
});
