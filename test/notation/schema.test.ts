// The transcript JSON Schema, through the precompiled validator (src/notation/generated).
// The conformance suite is the acid test: valid documents pass, invalid/schema-* fails, and
// every other invalid document passes the schema (its fault is a rules fault, judged later).
import { expect } from '@open-wc/testing';
import { validateSchema } from '../../src/notation/generated/schema-validator.js';
import { MAX_DEPTH } from '../../src/notation/limits.js';
import { tooDeepIn } from '../../src/notation/schema-by-hand.js';

const FIXTURES = '/test/fixtures/conformance';

interface Expectation {
  valid: boolean;
  rules: string[];
  fault?: string;
}

async function fetchJson(path: string): Promise<unknown> {
  const response = await fetch(`${FIXTURES}/${path}`);
  if (!response.ok) throw new Error(`GET ${FIXTURES}/${path}: HTTP ${response.status}`);
  return response.json();
}

/** Runs the validator and returns the error list (empty when the document passes). */
function errorsOf(doc: unknown): { passed: boolean; errors: NonNullable<typeof validateSchema.errors> } {
  const passed = validateSchema(doc);
  return { passed, errors: validateSchema.errors ?? [] };
}

function describeErrors(doc: unknown): string {
  const { errors } = errorsOf(doc);
  return errors.map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`).join('; ');
}

// A small document with everything the notation allows in a hand, valid by the schema.
function sampleDocument(): Record<string, unknown> & { hands: Record<string, unknown>[] } {
  return {
    format: 'klaberjass',
    version: 1,
    rules: 'classic',
    players: ['Anna', 'Ben'],
    meta: { title: 'Sample', date: '2026-11-29', source: 'inline', annotator: 'test' },
    hands: [
      {
        dealer: 1,
        deal: { turnUp: '7H' },
        moves: [
          { bid: 'pass', player: 0 },
          { bid: 'take', player: 1, comment: 'Takes it.', mark: '!?' },
          { exchange: '7H' },
          { declare: [['QH', 'JH', '10H']] },
          { declare: [] },
          { play: 'AS', player: 0 },
          { play: 'KH', bela: true, mark: '!' },
        ],
        result: {
          cards: [74, 78],
          lastTrick: 0,
          sequences: [20, 0],
          bela: [20, 0],
          points: [124, 78],
          score: [124, 78],
        },
        taker: 1,
        trump: 'H',
        comment: 'A hand.',
      },
    ],
    result: { totals: [124, 78], winner: null },
  };
}

type Doc = ReturnType<typeof sampleDocument>;
const moves = (doc: Doc, hand = 0) => doc.hands[hand].moves as Record<string, unknown>[];

function expectPass(doc: unknown): void {
  expect(validateSchema(doc), describeErrors(doc)).to.equal(true);
  expect(validateSchema.errors).to.equal(null);
}

function expectFail(doc: unknown, instancePath?: string): void {
  const { passed, errors } = errorsOf(doc);
  expect(passed).to.equal(false);
  expect(errors.length).to.be.greaterThan(0);
  for (const e of errors) {
    expect(e.instancePath).to.be.a('string');
    expect(e.schemaPath).to.be.a('string');
    expect(e.keyword).to.be.a('string');
    expect(e.params).to.be.an('object');
  }
  if (instancePath !== undefined) {
    expect(errors.map((e) => e.instancePath)).to.include(instancePath);
  }
}

describe('transcript schema: conformance suite', () => {
  let expected: Record<string, Expectation>;
  const documents = new Map<string, unknown>();

  before(async () => {
    expected = (await fetchJson('expected.json')) as Record<string, Expectation>;
    for (const file of Object.keys(expected)) documents.set(file, await fetchJson(file));
  });

  it('lists valid and invalid documents, including invalid/schema-000.json', () => {
    const files = Object.keys(expected);
    expect(files.filter((f) => f.startsWith('valid/'))).to.not.be.empty;
    expect(files.filter((f) => f.startsWith('invalid/'))).to.not.be.empty;
    expect(files).to.include('invalid/schema-000.json');
  });

  it('accepts every valid document', () => {
    for (const [file, exp] of Object.entries(expected)) {
      if (!file.startsWith('valid/')) continue;
      expect(exp.valid, file).to.equal(true);
      expect(validateSchema(documents.get(file)), `${file}: ${describeErrors(documents.get(file))}`).to.equal(true);
    }
  });

  it('rejects the documents whose fault is a schema fault (invalid/schema-*)', () => {
    const schemaFaults = Object.keys(expected).filter((f) => expected[f].rules.includes('schema'));
    expect(schemaFaults).to.include('invalid/schema-000.json');
    for (const file of schemaFaults) {
      // nesting past MAX_DEPTH is refused before the schema, which has no depth limit (schema-003)
      if (tooDeepIn(documents.get(file), MAX_DEPTH) !== null) continue;
      expect(validateSchema(documents.get(file)), file).to.equal(false);
    }
    expect(tooDeepIn(documents.get('invalid/schema-003.json'), MAX_DEPTH)).to.be.a('string');
    // schema-000: a comment that is an array instead of text
    validateSchema(documents.get('invalid/schema-000.json'));
    expect(validateSchema.errors?.map((e) => e.instancePath)).to.deep.equal(['/hands/0/moves/1/comment']);
  });

  it('accepts every other invalid document: their faults are rules faults', () => {
    for (const [file, exp] of Object.entries(expected)) {
      if (!file.startsWith('invalid/') || exp.rules.includes('schema')) continue;
      expect(exp.valid, file).to.equal(false);
      expect(validateSchema(documents.get(file)), `${file}: ${describeErrors(documents.get(file))}`).to.equal(true);
    }
  });
});

describe('transcript schema: targeted cases', () => {
  it('accepts the inline sample document', () => {
    expectPass(sampleDocument());
  });

  it('accepts the smallest document: format, version, players, hands', () => {
    expectPass({ format: 'klaberjass', version: 1, players: ['A', 'B'], hands: [] });
    expectPass({ format: 'klaberjass', version: 1, players: ['A', 'B'], hands: [{ dealer: 0 }] });
  });

  it('rejects a document missing a required key', () => {
    for (const key of ['format', 'version', 'players', 'hands']) {
      const doc = sampleDocument();
      delete doc[key];
      expectFail(doc, '');
    }
    const doc = sampleDocument();
    delete doc.hands[0].dealer;
    expectFail(doc, '/hands/0');
  });

  it('rejects an unknown top-level key', () => {
    expectFail({ ...sampleDocument(), extra: 1 }, '');
  });

  it('rejects an unknown key in a move, a hand, a deal and a result', () => {
    let doc = sampleDocument();
    moves(doc)[0].note = 'x';
    expectFail(doc, '/hands/0/moves/0');
    doc = sampleDocument();
    doc.hands[0].notes = 'x';
    expectFail(doc, '/hands/0');
    doc = sampleDocument();
    doc.hands[0].deal = { turnUp: '7H', extra: true };
    expectFail(doc, '/hands/0/deal');
    doc = sampleDocument();
    doc.result = { totals: [1, 2], winner: 0, margin: 1 };
    expectFail(doc, '/result');
  });

  it('rejects bad cards: "1H", "10X", lowercase "ah"', () => {
    for (const card of ['1H', '10X', 'ah', 'Ah', 'AH ', '', 'T H', '11S']) {
      const doc = sampleDocument();
      moves(doc)[5].play = card;
      expectFail(doc, '/hands/0/moves/5/play');
    }
    const doc = sampleDocument();
    doc.hands[0].deal = { turnUp: '1H' };
    expectFail(doc, '/hands/0/deal/turnUp');
  });

  it('accepts every one of the 32 cards', () => {
    for (const rank of ['A', 'K', 'Q', 'J', '10', '9', '8', '7']) {
      for (const suit of ['S', 'H', 'D', 'C']) {
        const doc = sampleDocument();
        moves(doc)[5].play = rank + suit;
        expectPass(doc);
      }
    }
  });

  it('rejects a move with two actions', () => {
    const doc = sampleDocument();
    moves(doc)[5] = { play: 'AS', bid: 'pass' };
    expectFail(doc, '/hands/0/moves/5');
  });

  it('rejects a move with no action', () => {
    const doc = sampleDocument();
    moves(doc)[5] = { player: 0, comment: 'thinking' };
    expectFail(doc, '/hands/0/moves/5');
  });

  it('rejects bela on anything but a play', () => {
    for (const move of [
      { bid: 'take', bela: true },
      { exchange: '7H', bela: true },
      { claim: true, bela: true },
    ]) {
      const doc = sampleDocument();
      moves(doc)[1] = move;
      expectFail(doc, '/hands/0/moves/1');
    }
  });

  it('rejects a mark outside the enumeration', () => {
    for (const mark of ['!!!', '?!?', 'good', '']) {
      const doc = sampleDocument();
      moves(doc)[5].mark = mark;
      expectFail(doc, '/hands/0/moves/5/mark');
    }
  });

  it('accepts every mark of the enumeration', () => {
    for (const mark of ['!', '?', '!!', '??', '!?', '?!']) {
      const doc = sampleDocument();
      moves(doc)[5].mark = mark;
      expectPass(doc);
    }
  });

  it('rejects unknown bids, a false claim and a player other than 0 or 1', () => {
    let doc = sampleDocument();
    moves(doc)[0].bid = 'hold';
    expectFail(doc, '/hands/0/moves/0/bid');
    doc = sampleDocument();
    moves(doc)[0] = { claim: false };
    expectFail(doc, '/hands/0/moves/0/claim');
    doc = sampleDocument();
    moves(doc)[0].player = 2;
    expectFail(doc, '/hands/0/moves/0/player');
  });

  it('rejects players of length 3 (and 1)', () => {
    expectFail({ ...sampleDocument(), players: ['A', 'B', 'C'] }, '/players');
    expectFail({ ...sampleDocument(), players: ['A'] }, '/players');
  });

  it('rejects a deck of 31 cards and accepts one of 32', () => {
    const cards = ['A', 'K', 'Q', 'J', '10', '9', '8', '7'].flatMap((r) => ['S', 'H', 'D', 'C'].map((s) => r + s));
    let doc = sampleDocument();
    doc.hands[0].deck = cards;
    expectPass(doc);
    doc = sampleDocument();
    doc.hands[0].deck = cards.slice(1);
    expectFail(doc, '/hands/0/deck');
  });

  it('rejects version 2 and another format', () => {
    expectFail({ ...sampleDocument(), version: 2 }, '/version');
    expectFail({ ...sampleDocument(), format: 'belote' }, '/format');
  });

  it('accepts extra keys inside meta, and only there', () => {
    expectPass({ ...sampleDocument(), meta: { title: 'x', event: 'Club night', round: 3, tags: ['a'] } });
    expectFail({ ...sampleDocument(), meta: { title: 42 } }, '/meta/title');
  });

  it('accepts rules presets and rules objects, rejects unknown presets and options', () => {
    for (const rules of [
      'classic',
      'bela-501',
      'simple',
      'schmeiss',
      {},
      { preset: 'simple', target: 301, tie: 'bete', claiming: true },
    ]) {
      expectPass({ ...sampleDocument(), rules });
    }
    expectFail({ ...sampleDocument(), rules: 'belote' }, '/rules');
    expectFail({ ...sampleDocument(), rules: { preset: 'classic', trumpsFirst: true } }, '/rules');
    expectFail({ ...sampleDocument(), rules: { target: 0 } }, '/rules/target');
    expectFail({ ...sampleDocument(), rules: { tie: 'split' } }, '/rules/tie');
  });

  it('requires a known turn-up card when the moves contain bids', () => {
    let doc = sampleDocument();
    delete doc.hands[0].deal;
    expectFail(doc, '/hands/0');
    doc = sampleDocument();
    doc.hands[0].deal = { bottom: '8C' };
    expectFail(doc, '/hands/0');
    // without bids (a reconstructed hand played from taker and trump) no turn-up is needed
    doc = sampleDocument();
    delete doc.hands[0].deal;
    doc.hands[0].moves = [{ play: 'AS' }, { play: 'KS' }];
    expectPass(doc);
  });

  it('accepts dealt hands of 9 or 6 cards and nothing else', () => {
    const nine = ['AS', 'KS', 'QS', 'JS', '10S', '9S', '8S', '7S', 'AH'];
    const other = ['KH', 'QH', 'JH', '10H', '9H', '8H', '7H', 'AD', 'KD'];
    let doc = sampleDocument();
    doc.hands[0].deal = { turnUp: 'QD', hands: [nine, other], bottom: 'JD' };
    expectPass(doc);
    doc = sampleDocument();
    doc.hands[0].deal = { turnUp: 'QD', hands: [nine.slice(0, 6), other.slice(0, 6)] };
    expectPass(doc);
    doc = sampleDocument();
    doc.hands[0].deal = { turnUp: 'QD', hands: [nine.slice(0, 7), other] };
    expectFail(doc, '/hands/0/deal/hands/0');
    doc = sampleDocument();
    doc.hands[0].deal = { turnUp: 'QD', hands: [nine] };
    expectFail(doc, '/hands/0/deal/hands');
  });

  it('leaves malformed declared runs to the validator (declare), but not bad cards', () => {
    let doc = sampleDocument();
    moves(doc)[3] = { declare: [['QH', 'JH'], ['AS', 'AS', 'AS'], []] };
    expectPass(doc);
    doc = sampleDocument();
    moves(doc)[3] = { declare: [['QH', 'JH', '1H']] };
    expectFail(doc, '/hands/0/moves/3/declare/0/2');
    doc = sampleDocument();
    moves(doc)[3] = { declare: ['QH', 'JH', '10H'] };
    expectFail(doc, '/hands/0/moves/3/declare/0');
  });

  it('checks start positions', () => {
    const start = {
      trump: 'C',
      taker: 1,
      leader: 1,
      hands: [
        ['JS', 'QH'],
        ['KH', 'JH'],
      ],
      points: [0, 26],
      tricks: [0, 7],
    };
    let doc = sampleDocument();
    doc.hands[0] = { dealer: 1, start, moves: [{ play: 'JH' }], result: { lastTrick: 1 } };
    expectPass(doc);
    for (const key of ['trump', 'taker', 'leader', 'hands']) {
      doc = sampleDocument();
      const partial: Record<string, unknown> = { ...start };
      delete partial[key];
      doc.hands[0] = { dealer: 1, start: partial };
      expectFail(doc, '/hands/0/start');
    }
    doc = sampleDocument();
    doc.hands[0] = { dealer: 1, start: { ...start, hands: [['JS'], ['KH'], ['AS']] } };
    expectFail(doc, '/hands/0/start/hands');
  });

  it('checks hand and game results', () => {
    let doc = sampleDocument();
    doc.hands[0].result = { lastTrick: 2 };
    expectFail(doc, '/hands/0/result/lastTrick');
    doc = sampleDocument();
    doc.hands[0].result = { cards: [74, -1] };
    expectFail(doc, '/hands/0/result/cards/1');
    doc = sampleDocument();
    doc.hands[0].result = { score: [74.5, 0] };
    expectFail(doc, '/hands/0/result/score/0');
    for (const winner of [0, 1, null]) expectPass({ ...sampleDocument(), result: { totals: [500, 300], winner } });
    expectFail({ ...sampleDocument(), result: { totals: [500, 300], winner: 2 } }, '/result/winner');
    expectFail({ ...sampleDocument(), result: { totals: [500, 300, 1] } }, '/result/totals');
  });

  it('accepts a top-level $schema string and nothing else there', () => {
    const doc: Record<string, unknown> = sampleDocument();
    doc.$schema = 'https://klaberjass-table.dev/schemas/klaberjass.schema.json';
    expectPass(doc);
    for (const bad of [1, null, true, ['x'], { uri: 'x' }]) {
      doc.$schema = bad;
      expectFail(doc, '/$schema');
    }
  });

  it('accepts a question (ask, with accept recorded, legal or best) on any move', () => {
    for (const accept of [undefined, 'recorded', 'legal', 'best']) {
      const doc = sampleDocument();
      for (const m of moves(doc)) {
        m.ask = 'What now?';
        if (accept) m.accept = accept;
      }
      expectPass(doc);
    }
  });

  it('rejects accept without ask, an ask that is not a string and another accept value', () => {
    let doc = sampleDocument();
    moves(doc)[5].accept = 'legal';
    expectFail(doc, '/hands/0/moves/5');
    for (const ask of [1, null, ['a'], { q: 'a' }, true]) {
      doc = sampleDocument();
      moves(doc)[5].ask = ask;
      expectFail(doc, '/hands/0/moves/5/ask');
    }
    for (const accept of ['any', 'Legal', '', 1, null]) {
      doc = sampleDocument();
      moves(doc)[5].ask = 'Which card?';
      moves(doc)[5].accept = accept;
      expectFail(doc, '/hands/0/moves/5/accept');
    }
  });

  it('rejects non-string comments and a trump that is not a suit', () => {
    let doc = sampleDocument();
    doc.hands[0].comment = ['a'];
    expectFail(doc, '/hands/0/comment');
    doc = sampleDocument();
    doc.hands[0].trump = 'X';
    expectFail(doc, '/hands/0/trump');
  });
});
