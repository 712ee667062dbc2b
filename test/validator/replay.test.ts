// How the validator reads partial logs (reconstructed hands, start positions, score sheets),
// held-over pots, claims, several faults in one document, notes, and replayDocument.
import { expect } from '@open-wc/testing';
import {
  type GameState,
  type PresetName,
  PRESET_NAMES,
  applyInPlace,
  cardName,
  cardsOf,
  handFromDeck,
  handSummary,
  other,
} from '../../src/engine/internal.js';
import { writeGame } from '../../src/notation/index.js';
import type { TranscriptDoc, TranscriptHand } from '../../src/notation/types.js';
import { replayDocument, validate } from '../../src/validator/index.js';
import {
  FIXTURES,
  PLAYERS,
  clone,
  describe_,
  expectValid,
  fetchText,
  playGame,
  rulesOfVerdict,
  violationOf,
} from './helpers.js';

const games: { preset: PresetName; game: GameState; doc: TranscriptDoc }[] = [];
for (let seed = 0; seed < 24; seed++) {
  const preset = PRESET_NAMES[seed % 4];
  const game = playGame(preset, `replay:${seed}`);
  games.push({ preset, game, doc: writeGame(game, { players: PLAYERS }) });
}

/** Each player's nine cards as dealt from a deck. */
function dealtHands(h: TranscriptHand): [string[], string[]] {
  const d = h.deck!;
  const nd = other(h.dealer);
  const out: [string[], string[]] = [[], []];
  for (const k of [0, 1, 2, 6, 7, 8, 13, 14, 15]) out[nd].push(d[k]);
  for (const k of [3, 4, 5, 9, 10, 11, 16, 17, 18]) out[h.dealer].push(d[k]);
  return out;
}

describe('reconstructed hands (no deck, no dealt cards)', () => {
  it('accepts every engine-played game written with only the turn-up and bottom cards', () => {
    for (const { doc, preset } of games) {
      const rec = clone(doc);
      for (const h of rec.hands) {
        const d = h.deck!;
        delete h.deck;
        h.deal = { turnUp: d[12], bottom: d[31] };
      }
      const v = validate(rec);
      expect(v.violations, `${preset}: ${describe_(v)}`).to.deep.equal([]);
    }
  });

  it('accepts the same games with the dealt hands instead of the deck', () => {
    for (const { doc } of games) {
      const dl = clone(doc);
      for (const h of dl.hands) {
        const d = h.deck!;
        h.deal = { turnUp: d[12], hands: dealtHands(h), bottom: d[31] };
        delete h.deck;
      }
      expectValid(validate(dl));
    }
  });

  /** A reconstructed hand with an exchange, from the engine-played games. */
  function withExchange(): { doc: TranscriptDoc; turnUp: string; seven: string; exchanger: 0 | 1 } {
    for (const { game } of games) {
      for (const ph of game.history) {
        const ex = ph.moves.find((m) => m.type === 'exchange');
        if (!ex || ex.type !== 'exchange' || ph.summary.potIn !== 0 || ph.summary.end !== 'played') continue;
        const doc = writeGame({ ...game, history: [ph], over: true, recorded: true } as GameState, {
          players: PLAYERS,
        });
        delete doc.result;
        const h = doc.hands[0];
        h.deal = { turnUp: cardName(ph.deck[12]), bottom: cardName(ph.deck[31]) };
        delete h.deck;
        for (const m of h.moves!) delete m.player;
        const s = handFromDeck(game.rules, ph.dealer, ph.deck);
        let exchanger: 0 | 1 = 0;
        for (const m of ph.moves) {
          if (m.type === 'exchange') exchanger = (m.player ?? 0) as 0 | 1;
          applyInPlace(s, m);
        }
        return { doc, turnUp: cardName(ph.deck[12]), seven: cardName(ex.card), exchanger };
      }
    }
    throw new Error('no exchange found');
  }

  it('gives the exchanger the 7 and the turn-up card; the turn-up played by the other is card-not-held', () => {
    const { doc, turnUp } = withExchange();
    expectValid(validate(doc));
    // the exchanged 7 cannot be played afterwards
    const bad = clone(doc);
    const moves = bad.hands[0].moves!;
    const j = moves.findIndex((m) => 'play' in m && m.play === turnUp);
    expect(j).to.be.greaterThan(-1);
    const v0 = validate(doc);
    expect(v0.valid).to.equal(true);
    // the turn-up card without the exchange: nobody held it
    const noEx = clone(doc);
    noEx.hands[0].moves = noEx.hands[0].moves!.filter((m) => !('exchange' in m));
    const x = violationOf(validate(noEx), 'card-not-held');
    expect(x.move).to.equal(j - 1);
    expect(x.message).to.contain(turnUp);
  });

  it('reports a card played twice and the bottom card as card-not-held', () => {
    const { doc } = withExchange();
    const moves = doc.hands[0].moves!;
    const plays = moves.map((m, k) => ('play' in m ? k : -1)).filter((k) => k >= 0);
    const twice = clone(doc);
    (twice.hands[0].moves![plays[3]] as { play: string }).play = (moves[plays[0]] as { play: string }).play;
    let v = validate(twice);
    expect(v.violations[0]).to.include({ rule: 'card-not-held', move: plays[3] });
    const bottom = clone(doc);
    (bottom.hands[0].moves![plays[5]] as { play: string }).play = doc.hands[0].deal!.bottom!;
    v = validate(bottom);
    expect(v.violations[0]).to.include({ rule: 'card-not-held', move: plays[5] });
    expect(v.violations[0].message).to.contain(doc.hands[0].deal!.bottom!);
  });

  it('judges must-follow-suit from the cards a player plays later', () => {
    // Anna leads 7S; Ben, who plays a spade later, throws a heart instead
    const doc: TranscriptDoc = {
      format: 'klaberjass',
      version: 1,
      players: PLAYERS,
      hands: [
        { dealer: 1, taker: 0, trump: 'C', moves: [{ play: '7S' }, { play: '7H' }, { play: '8S' }, { play: 'AS' }] },
      ],
    };
    const v = validate(doc);
    const x = violationOf(v, 'must-follow-suit');
    expect(x.move).to.equal(1);
    expect(x.message).to.contain('Ben').and.contain('7H').and.contain('AS');
    expect(v.notes.some((n) => /stops before its end/.test(n.message)) || v.notes.length === 0).to.equal(true);
  });
});

describe('start positions', () => {
  it('replays engine-played hands from a position after two tricks; the result is checked for lastTrick', () => {
    let count = 0;
    for (const { game, doc } of games.slice(0, 8)) {
      game.history.forEach((ph, i) => {
        if (ph.summary.end !== 'played' || ph.summary.potIn !== 0) return;
        const s = handFromDeck(game.rules, ph.dealer, ph.deck);
        let j = 0;
        for (; j < ph.moves.length && s.tricks < 2; j++) applyInPlace(s, ph.moves[j]);
        if (s.lead >= 0 || s.phase !== 'play') return;
        const h: TranscriptHand = {
          dealer: ph.dealer,
          start: {
            trump: 'SHDC'[s.trump] as 'S',
            taker: s.taker as 0,
            leader: s.leader,
            hands: [cardsOf(s.hands[0]).map(cardName), cardsOf(s.hands[1]).map(cardName)],
            tricks: [s.tricksWon[0], s.tricksWon[1]],
          },
          moves: doc.hands[i]
            .moves!.slice(j)
            .filter((m) => !('declare' in m))
            .map((m) => {
              const c = { ...m };
              delete (c as { bela?: boolean }).bela;
              return c;
            }),
          result: { lastTrick: ph.summary.lastTrick as 0 | 1, cards: [0, 0] },
        };
        const one: TranscriptDoc = { format: 'klaberjass', version: 1, rules: doc.rules, players: PLAYERS, hands: [h] };
        expectValid(validate(one));
        const wrong = clone(one);
        wrong.hands[0].result!.lastTrick = other(ph.summary.lastTrick as 0 | 1);
        expect(rulesOfVerdict(validate(wrong))).to.deep.equal(['score']);
        count++;
      });
    }
    expect(count).to.be.greaterThan(10);
  });

  it('checks points and score when start.points is given', async () => {
    const doc = JSON.parse(await fetchText(`${FIXTURES}/valid/fragment-classic-000.json`)) as TranscriptDoc;
    const sum = replayDocument(doc).hands[0].summary!;
    const good = clone(doc);
    good.hands[0].result = {
      lastTrick: 1,
      points: [sum.points[0], sum.points[1]],
      score: [sum.score[0], sum.score[1]],
    };
    expectValid(validate(good));
    const bad = clone(good);
    bad.hands[0].result!.points = [sum.points[0] + 1, sum.points[1]];
    expect(violationOf(validate(bad), 'score').path).to.equal('/hands/0/result/points');
    // without start.points, points are not checked
    delete bad.hands[0].start!.points;
    expectValid(validate(bad));
  });

  it('makes declarations wrong-phase from a later position, and an impossible position a deal fault', () => {
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
              ['AS', 'KS', 'QS'],
              ['7D', '8D', '9D'],
            ],
          },
          moves: [{ declare: [['AS', 'KS', 'QS']] }],
        },
      ],
    };
    expect(violationOf(validate(doc), 'wrong-phase').message).to.contain('Anna');
    const bad = clone(doc);
    bad.hands[0].start!.hands[1] = ['7D', '8D'];
    expect(violationOf(validate(bad), 'deal').path).to.equal('/hands/0/start/hands');
  });
});

describe('score sheets', () => {
  it("accepts the conformance score sheet and checks each line's arithmetic", async () => {
    const doc = JSON.parse(await fetchText(`${FIXTURES}/valid/sheet-classic-001.json`)) as TranscriptDoc;
    expectValid(validate(doc));
    let bad = clone(doc);
    bad.hands[0].result!.points = [25, 84];
    let x = violationOf(validate(bad), 'score');
    expect(x.path).to.equal('/hands/0/result/points');
    expect(x.message).to.contain('Ingrid').and.contain('Lars');
    bad = clone(doc);
    bad.hands[2].result!.score = [41, 56];
    x = violationOf(validate(bad), 'score');
    expect(x.path).to.equal('/hands/2/result/score');
    expect(x.message).to.match(/taker rule/);
    bad = clone(doc);
    bad.hands[0].result = {
      cards: [80, 80],
      lastTrick: 1,
      sequences: [0, 0],
      bela: [0, 0],
      points: [80, 90],
      score: [80, 90],
    };
    expect(validate(bad).violations.some((v) => v.rule === 'score' && /152/.test(v.message))).to.equal(true);
  });

  it('checks the totals as the sum of the written scores', async () => {
    const doc = JSON.parse(await fetchText(`${FIXTURES}/valid/sheet-classic-001.json`)) as TranscriptDoc;
    doc.result!.totals = [242, 549];
    expect(violationOf(validate(doc), 'game-result').path).to.equal('/result/totals');
  });

  it("pays a held-over pot to the next hand's higher scorer, through throw-ins", () => {
    const line = (dealer: 0 | 1, taker: 0 | 1, points: [number, number], score: [number, number]): TranscriptHand => ({
      dealer,
      taker,
      trump: 'H',
      result: { points, score },
    });
    const doc: TranscriptDoc = {
      format: 'klaberjass',
      version: 1,
      rules: { preset: 'classic', tie: 'held-over' },
      players: PLAYERS,
      hands: [
        line(0, 1, [81, 81], [0, 0]),
        {
          dealer: 1,
          deal: { turnUp: '7S' },
          moves: [{ bid: 'pass' }, { bid: 'pass' }, { bid: 'pass' }, { bid: 'pass' }],
        },
        line(0, 1, [60, 100], [60, 262]),
      ],
      result: { totals: [60, 262], winner: null },
    };
    expectValid(validate(doc));
    doc.hands[2].result!.score = [60, 100];
    const x = violationOf(validate(doc), 'score');
    expect(x.message).to.match(/162 held-over points to Ben/);
  });
});

describe('held-over ties in played games', () => {
  it('accepts the conformance game and reports a score that forgets the pot', async () => {
    const text = await fetchText(`${FIXTURES}/valid/tie-game-classic_held-over-000.json`);
    const doc = JSON.parse(text) as TranscriptDoc;
    expectValid(validate(doc));
    const replay = replayDocument(doc);
    const paid = replay.hands.findIndex((h) => h.summary && h.summary.potPaidTo !== -1);
    expect(paid).to.be.greaterThan(0);
    const bad = clone(doc);
    const s = replay.hands[paid].summary!;
    bad.hands[paid].result!.score = [
      s.score[0] - (s.potPaidTo === 0 ? s.potIn : 0),
      s.score[1] - (s.potPaidTo === 1 ? s.potIn : 0),
    ];
    expect(violationOf(validate(bad), 'score').path).to.equal(`/hands/${paid}/result/score`);
  });
});

describe('claims', () => {
  function claimedGame(): TranscriptDoc {
    for (let seed = 0; seed < 300; seed++) {
      const game = playGame('bela-501', `claims:${seed}`);
      if (game.hand.end === 'claimed') return writeGame(game, { players: PLAYERS });
    }
    throw new Error('no claimed game');
  }

  it('accepts a game ended by a claim, does not check its totals, and reports a hand after it', () => {
    const doc = claimedGame();
    expectValid(validate(doc));
    const totals = clone(doc);
    totals.result!.totals = [1, 2];
    expectValid(validate(totals));
    const winner = clone(doc);
    winner.result!.winner = other(doc.result!.winner as 0 | 1);
    expect(violationOf(validate(winner), 'game-result').path).to.equal('/result/winner');
    const after = clone(doc);
    after.hands.push({ dealer: 0, taker: 0, trump: 'S', result: { score: [0, 0] } });
    const x = violationOf(validate(after), 'game-result');
    expect(x.path).to.equal(`/hands/${after.hands.length - 1}`);
    expect(x.message).to.match(/claimed/);
  });

  it('makes a claim after four passes wrong-phase', () => {
    const doc: TranscriptDoc = {
      format: 'klaberjass',
      version: 1,
      rules: 'bela-501',
      players: PLAYERS,
      hands: [
        {
          dealer: 0,
          deal: { turnUp: '9S' },
          moves: [{ bid: 'pass' }, { bid: 'pass' }, { bid: 'pass' }, { bid: 'pass' }, { claim: true }],
        },
      ],
    };
    expect(violationOf(validate(doc), 'wrong-phase').move).to.equal(4);
  });
});

describe('several faults and notes', () => {
  it('reports every fault of a document in one run, in order', () => {
    const doc = clone(games[0].doc);
    doc.hands[0].result!.cards = [1, 1];
    const last = doc.hands.length - 1;
    doc.hands[last].moves!.splice(doc.hands[last].moves!.findIndex((m) => 'play' in m) + 2, 0, { bid: 'pass' });
    doc.result!.totals = [0, 0];
    const v = validate(doc);
    expect(rulesOfVerdict(v)).to.deep.equal(['game-result', 'score', 'wrong-phase']);
    const order = v.violations.map((x) => x.hand ?? Infinity);
    expect(order).to.deep.equal([...order].sort((a, b) => a - b));
  });

  it('notes a bela that was not announced', () => {
    for (const { game, preset } of games) {
      const i = game.history.findIndex(
        (h) => h.summary.belaInfo.counted && h.summary.potIn === 0 && h.summary.end === 'played',
      );
      if (i < 0) continue;
      const doc: TranscriptDoc = {
        format: 'klaberjass',
        version: 1,
        rules: preset,
        players: PLAYERS,
        hands: [clone(writeGame(game, { players: PLAYERS }).hands[i])],
      };
      delete doc.hands[0].result;
      for (const m of doc.hands[0].moves!) delete (m as { bela?: boolean }).bela;
      const v = validate(doc);
      expectValid(v);
      const holder = PLAYERS[game.history[i].summary.belaInfo.holder as 0 | 1];
      expect(v.notes.map((n) => n.message)).to.include(
        `Bela by ${holder} not counted: not announced on the ${preset === 'classic' || preset === 'bela-501' ? 'first' : 'second'} card.`,
      );
      return;
    }
    throw new Error('no bela found');
  });
});

describe('replayDocument', () => {
  it("reproduces the engine's hands: a state per move, the same final summaries and totals", () => {
    for (const { game, doc } of games.slice(0, 8)) {
      const r = replayDocument(doc);
      expect(r.verdict.valid, describe_(r.verdict)).to.equal(true);
      expect(r.rules).to.deep.equal(game.rules);
      expect(r.hands.length).to.equal(game.history.length);
      r.hands.forEach((h, i) => {
        const ph = game.history[i];
        expect(h.steps.length).to.equal(ph.moves.length);
        expect(h.truncated).to.equal(false);
        const final = h.steps.length ? h.steps[h.steps.length - 1].state : h.initial!;
        expect(handSummary(final)).to.deep.equal(ph.summary);
        expect(h.summary).to.deep.equal(ph.summary);
        expect(h.after).to.deep.equal(ph.totals);
        expect(h.steps.every((s) => s.applied && s.violations.length === 0 && s.move !== null)).to.equal(true);
      });
    }
  });

  it("keeps each step's state separate and gives the violations of each move", () => {
    const doc = clone(games[1].doc);
    const j = doc.hands[0].moves!.findIndex((m) => 'play' in m) + 1;
    doc.hands[0].moves!.splice(j, 0, { bid: 'pass' });
    const r = replayDocument(doc);
    const h = r.hands[0];
    expect(h.steps[j].applied).to.equal(false);
    expect(h.steps[j].violations.map((v) => v.rule)).to.deep.equal(['wrong-phase']);
    expect(h.steps[j].state).to.deep.equal(h.steps[j - 1].state);
    expect(h.steps[j].state).to.not.equal(h.steps[j - 1].state);
    expect(h.steps[j + 1].state.played).to.not.deep.equal(h.steps[j].state.played);
    expect(r.verdict).to.deep.equal(validate(doc));
  });
});
