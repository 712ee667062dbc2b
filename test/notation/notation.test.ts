// Reading and writing transcripts: parse errors located, conversions, engine-played games
// written and validated, the round trip parse → write → parse, and stable text.
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { type Move, PRESET_NAMES, rulesOf } from '../../src/engine/internal.js';
import {
  cardOf,
  cardsFromStrings,
  cardsToStrings,
  moveFromNotation,
  moveToNotation,
  parseTranscript,
  quickSchemaCheck,
  stringifyTranscript,
  validateSchema,
  writeGame,
} from '../../src/notation/index.js';
import { MAX_DEPTH } from '../../src/notation/limits.js';
import { tooDeepIn } from '../../src/notation/schema-by-hand.js';
import type { TranscriptDoc } from '../../src/notation/types.js';
import { validate } from '../../src/validator/index.js';
import { FIXTURES, PLAYERS, describe_, fetchText, playGame } from '../validator/helpers.js';

describe('parseTranscript', () => {
  it('locates a JSON syntax error by line and column', () => {
    const r = parseTranscript('{\n  "format": "klaberjass",\n  "version": 1,,\n}');
    expect(r.ok).to.equal(false);
    if (r.ok) return;
    expect(r.error).to.have.length(1);
    expect(r.error[0].rule).to.equal('schema');
    expect(r.error[0].message).to.match(/line 3, column 16/);
    // an error message without a position: the offset is found by scanning the text
    const noPos = parseTranscript('{\n"a": }');
    expect(!noPos.ok && noPos.error[0].message).to.match(/line 2, column 6/);
    const end = parseTranscript('{"format": "klaberjass"');
    expect(!end.ok && end.error[0].message).to.match(/not valid JSON at line 1/);
  });

  it('gives schema errors with JSON Pointers, hand and move, and readable messages', () => {
    const doc = {
      format: 'klaberjass',
      version: 2,
      players: ['A', 'B'],
      hands: [
        {
          dealer: 0,
          deal: { turnUp: '7H' },
          moves: [{ bid: 'pass' }, { bid: 'take', play: 'AS' }, {}, { play: 'AX' }],
          extra: 1,
        },
      ],
    };
    const r = parseTranscript(doc);
    expect(r.ok).to.equal(false);
    if (r.ok) return;
    const byPath = Object.fromEntries(r.error.map((e) => [e.path, e]));
    expect(Object.keys(byPath).sort()).to.deep.equal([
      '/hands/0/extra',
      '/hands/0/moves/1',
      '/hands/0/moves/2',
      '/hands/0/moves/3/play',
      '/version',
    ]);
    expect(byPath['/hands/0/moves/1'].message).to.match(/more than one action/);
    expect(byPath['/hands/0/moves/2'].message).to.match(/no action/);
    expect(byPath['/hands/0/moves/3/play'].message).to.match(/"AX" is not a card/);
    expect(byPath['/hands/0/moves/3/play']).to.include({ hand: 0, move: 3 });
    expect(byPath['/hands/0/extra'].message).to.match(/unknown key "extra"/);
    expect(byPath['/version'].message).to.match(/expected 1, found 2/);
    for (const e of r.error) expect(e.rule).to.equal('schema');
  });

  it('explains a bad rules preset or option', () => {
    const base = { format: 'klaberjass', version: 1, players: ['A', 'B'], hands: [] };
    let r = parseTranscript({ ...base, rules: 'quick' });
    expect(!r.ok && r.error.map((e) => [e.path, e.message])).to.deep.equal([
      [
        '/rules',
        'At /rules: unknown rules preset "quick"; the presets are "classic", "bela-501", "simple" and "schmeiss".',
      ],
    ]);
    r = parseTranscript({ ...base, rules: { preset: 'classic', tie: 'coin' } });
    expect(!r.ok && r.error.map((e) => e.path)).to.deep.equal(['/rules/tie']);
  });

  it('returns a canonical copy and leaves the input alone', async () => {
    const text = await fetchText(`${FIXTURES}/valid/single-classic-000.json`);
    const input = JSON.parse(text) as Record<string, unknown>;
    const r = parseTranscript(input);
    expect(r.ok).to.equal(true);
    if (!r.ok) return;
    expect(r.value).to.deep.equal(input);
    expect(r.value).to.not.equal(input);
    expect(Object.keys(r.value)).to.deep.equal(['format', 'version', 'rules', 'players', 'hands']);
  });
});

describe('cards and moves', () => {
  it('converts every card both ways and rejects what is not a card', () => {
    for (let c = 0; c < 32; c++) expect(cardOf(cardsToStrings([c])[0])).to.equal(c);
    for (const s of ['1H', '10', '10X', 'AH ', 'ah', '', 'JJH', 'AHH', 7, null])
      expect(cardOf(s), String(s)).to.equal(-1);
    expect(cardsFromStrings(['AS', 'x'])).to.equal(null);
    expect(cardsFromStrings(['10H', '7C'])).to.deep.equal([11, 24]);
  });

  it('converts moves both ways', () => {
    const moves: Move[] = [
      { type: 'bid', bid: 'take' },
      { type: 'bid', bid: 'H', player: 1 },
      { type: 'exchange', card: 8, player: 0 },
      { type: 'declare', runs: [[13, 12, 11]] },
      { type: 'declare', runs: [] },
      { type: 'play', card: 31 },
      { type: 'play', card: 14, bela: true, player: 1 },
      { type: 'claim', player: 0 },
    ];
    for (const m of moves) expect(moveFromNotation(moveToNotation(m))).to.deep.equal(m);
    expect(moveToNotation({ type: 'play', card: 13, bela: true, player: 1 })).to.deep.equal({
      play: 'QH',
      bela: true,
      player: 1,
    });
    for (const bad of [
      {},
      { bid: 'take', play: 'AS' },
      { bid: 'hold' },
      { play: 'AX' },
      { claim: false },
      { declare: [['AS', 'Q']] },
      null,
      [],
    ]) {
      expect(moveFromNotation(bad), JSON.stringify(bad)).to.equal(null);
    }
  });
});

describe('writeGame', () => {
  it('writes engine-played games (every preset, many seeds) that validate with no violation', () => {
    for (let seed = 0; seed < 40; seed++) {
      const preset = PRESET_NAMES[seed % 4];
      const game = playGame(preset, `write:${seed}`);
      const doc = writeGame(game, { players: PLAYERS, meta: { title: `Game ${seed}` } });
      expect(doc.hands.length).to.equal(game.history.length);
      expect(doc.result!.totals).to.deep.equal(game.totals);
      expect(doc.result!.winner).to.equal(game.winner === -1 ? null : game.winner);
      for (const h of doc.hands) {
        expect(h.deck).to.have.length(32);
        if (h.result)
          expect(Object.keys(h.result)).to.include.members(['cards', 'sequences', 'bela', 'points', 'score']);
      }
      const v = validate(stringifyTranscript(doc));
      expect(v.violations, `${preset} ${seed}: ${describe_(v)}`).to.deep.equal([]);
    }
  });

  it('writes rule overrides and games still in progress', () => {
    const rules = rulesOf({ preset: 'classic', tie: 'held-over', bareJass: true });
    const game = playGame({ preset: 'classic', tie: 'held-over', bareJass: true }, 'overrides', 3);
    expect(game.rules).to.deep.equal(rules);
    const doc = writeGame(game, { players: PLAYERS });
    expect(doc.rules).to.deep.equal({ preset: 'classic', tie: 'held-over', bareJass: true });
    expect(validate(doc).violations).to.deep.equal([]);
  });
});

describe('round trip', () => {
  it('parse → write → parse gives an equal document for every valid conformance document', async () => {
    const expected = JSON.parse(await fetchText(`${FIXTURES}/expected.json`)) as Record<string, { valid: boolean }>;
    const files = Object.keys(expected).filter((f) => expected[f].valid);
    expect(files.length).to.be.greaterThan(5);
    for (const file of files) {
      const original = JSON.parse(await fetchText(`${FIXTURES}/${file}`)) as unknown;
      const first = parseTranscript(original);
      expect(first.ok, file).to.equal(true);
      if (!first.ok) continue;
      const text = stringifyTranscript(first.value);
      const second = parseTranscript(text);
      expect(second.ok, file).to.equal(true);
      if (!second.ok) continue;
      expect(second.value, file).to.deep.equal(original);
      expect(stringifyTranscript(second.value), file).to.equal(text);
    }
  });

  it('keeps a top-level $schema and the questions (ask, accept) through parse → write → parse', () => {
    const text = JSON.stringify({
      $schema: 'https://example.org/klaberjass.schema.json',
      format: 'klaberjass',
      version: 1,
      players: ['Anna', 'Ben'],
      hands: [
        {
          dealer: 1,
          start: { trump: 'H', taker: 0, leader: 0, hands: [['AH'], ['7H']] },
          moves: [
            { play: 'AH', ask: 'Which card wins the last trick?', accept: 'legal' },
            { play: '7H', ask: 'And now?' },
          ],
        },
      ],
    });
    const first = parseTranscript(text);
    expect(first.ok).to.equal(true);
    if (!first.ok) return;
    expect(Object.keys(first.value)[0]).to.equal('$schema');
    const written = stringifyTranscript(first.value);
    expect(written).to.contain('"ask": "Which card wins the last trick?", "accept": "legal"');
    const again = parseTranscript(written);
    expect(again.ok && again.value).to.deep.equal(first.value);
    expect(validate(written).valid).to.equal(true);
  });

  it('writes stable, readable text: one move a line, lists of cards on one line', () => {
    const doc = writeGame(playGame('classic', 'text'), { players: PLAYERS });
    const text = stringifyTranscript(doc);
    expect(text.endsWith('}\n')).to.equal(true);
    expect(JSON.parse(text)).to.deep.equal(doc);
    expect(text).to.match(/\n {6}"deck": \["[^\n]*"\],\n/);
    expect(text).to.match(/\n {8}\{ "bid": "(pass|take|[SHDC])"(, "player": [01])? \},?\n/);
    const again = stringifyTranscript(JSON.parse(text) as TranscriptDoc);
    expect(again).to.equal(text);
  });
});

describe('quickSchemaCheck (the fast path of the schema check)', () => {
  const cardArb = fc.constantFrom('AS', '10H', '7C', 'JD', 'QS', 'KH', '9D', '8C', '1H', 'AX', '', 10);
  const valueArb = fc.oneof(
    fc.constant(undefined),
    fc.constant(null),
    fc.boolean(),
    fc.integer({ min: -2, max: 3 }),
    cardArb,
    fc.constantFrom('take', 'pass', 'H', 'schmeiss', 'classic', 'klaberjass', '!', 'x', 'legal', 'best', 'recorded'),
    fc.constant([]),
    fc.constant({}),
    fc.constant([0, 1]),
    fc.constant(['AS', 'KS', 'QS']),
  );
  const KEY_NAMES = [
    'bid',
    'play',
    'exchange',
    'declare',
    'claim',
    'bela',
    'player',
    'comment',
    'mark',
    'ask',
    'accept',
    '$schema',
    'dealer',
    'deck',
    'deal',
    'start',
    'moves',
    'result',
    'taker',
    'trump',
    'turnUp',
    'hands',
    'bottom',
    'points',
    'tricks',
    'cards',
    'lastTrick',
    'score',
    'format',
    'version',
    'rules',
    'players',
    'meta',
    'title',
    'totals',
    'winner',
    'extra',
    'preset',
    'tie',
    'target',
  ];
  const keyArb = fc.constantFrom(...KEY_NAMES);

  /** Every object and array inside a value, with a way to change it. */
  function containers(
    v: unknown,
    out: (Record<string, unknown> | unknown[])[] = [],
  ): (Record<string, unknown> | unknown[])[] {
    if (v && typeof v === 'object') {
      out.push(v as Record<string, unknown>);
      for (const x of Object.values(v)) containers(x, out);
    }
    return out;
  }

  it('accepts what the schema accepts among the conformance documents, and never accepts what it rejects', async () => {
    const expected = JSON.parse(await fetchText(`${FIXTURES}/expected.json`)) as Record<string, { rules: string[] }>;
    const docs: unknown[] = [];
    for (const file of Object.keys(expected)) {
      const d = JSON.parse(await fetchText(`${FIXTURES}/${file}`)) as unknown;
      // nesting past MAX_DEPTH is refused before the schema, which has no depth limit (schema-003)
      if (tooDeepIn(d, MAX_DEPTH) === null) docs.push(d);
      else expect(quickSchemaCheck(d)).to.equal(false);
    }
    for (const d of docs) {
      const ajv = validateSchema(d);
      if (quickSchemaCheck(d)) expect(ajv).to.equal(true);
      if (ajv) expect(quickSchemaCheck(d)).to.equal(true);
    }
    fc.assert(
      fc.property(
        fc.nat(docs.length - 1),
        fc.array(fc.tuple(fc.nat(), keyArb, valueArb, fc.boolean()), { minLength: 1, maxLength: 3 }),
        (which, edits) => {
          const doc = JSON.parse(JSON.stringify(docs[which])) as unknown;
          for (const [pick, key, shared, replace] of edits) {
            const value = shared === undefined ? undefined : (JSON.parse(JSON.stringify(shared)) as unknown);
            const all = containers(doc);
            const target = all[pick % all.length];
            if (Array.isArray(target)) {
              if (replace && target.length) target[pick % target.length] = value;
              else if (target.length && pick % 2) target.pop();
              else target.push(value);
            } else if (value === undefined) delete target[key];
            else target[key] = value;
          }
          const roundTripped = JSON.parse(JSON.stringify(doc)) as unknown;
          if (quickSchemaCheck(roundTripped))
            expect(validateSchema(roundTripped), JSON.stringify(edits)).to.equal(true);
        },
      ),
      { numRuns: 3000, seed: 20261129 },
    );
  });

  // Regression: a table-driven rewrite of the check let `"rules": {"target": 0}` through, and the
  // random edits above (two edits in a row needed) did not find it. Every object of documents
  // that use every part of the schema, every key it may hold and many boundary values, one at a time.
  it('never accepts one changed field that the schema rejects (every key, boundary values, at every object)', async () => {
    const game = JSON.parse(await fetchText(`${FIXTURES}/valid/game-classic-000.json`)) as Record<string, unknown>;
    const rich: unknown[] = [
      {
        ...game,
        $schema: 'x',
        rules: {
          preset: 'bela-501',
          target: 501,
          tie: 'bete',
          sequenceRank: 'length',
          sequenceTie: 'none',
          sequenceScoring: 'best-only',
          belaAnnounce: 'second',
          sequencesNeedTrick: true,
          schmeiss: false,
          claiming: true,
          bareJass: false,
        },
        meta: { title: 't', date: '2026-12-01', source: 's', annotator: 'a' },
      },
    ];
    for (const f of ['fragment-classic-000', 'question-000', 'sheet-classic-001', 'hands-classic_schmeiss-006'])
      rich.push(JSON.parse(await fetchText(`${FIXTURES}/valid/${f}.json`)));
    const KEYS = [
      ...new Set([
        ...KEY_NAMES,
        'bid',
        'play',
        'player',
        'deal',
        'start',
        'leader',
        'target',
        'tie',
        'sequenceRank',
        'sequenceTie',
        'sequenceScoring',
        'belaAnnounce',
        'sequencesNeedTrick',
        'schmeiss',
        'claiming',
        'bareJass',
        'date',
        'source',
        'annotator',
        'sequences',
        'bela',
        'extra',
      ]),
    ];
    const VALUES: unknown[] = [
      null,
      true,
      false,
      -1,
      0,
      1,
      2,
      1.5,
      500,
      'AS',
      '10H',
      '1H',
      'AX',
      '',
      'x',
      'pass',
      'take',
      'H',
      'accept',
      'legal',
      '!',
      'classic',
      'bete',
      'none',
      'klaberjass',
      [],
      [0],
      [0, 1],
      [-1, 0],
      [0, 1, 2],
      ['AS'],
      ['AS', 'KS'],
      [['AS', 'KS', 'QS']],
      {},
      { turnUp: 'AS' },
    ];
    let tried = 0;
    for (const base of rich) {
      expect(quickSchemaCheck(base), 'base document').to.equal(true);
      // one instance of each kind of object (its keys), to keep the run short
      const seen = new Set<string>();
      const walk = (v: unknown, path: (string | number)[]) => {
        if (!v || typeof v !== 'object') return;
        const kind = Array.isArray(v) ? `[${path.length}]` : Object.keys(v).sort().join(',');
        if (!seen.has(kind)) {
          seen.add(kind);
          for (const key of Array.isArray(v) ? v.map((_, i) => i) : KEYS)
            for (const value of VALUES) {
              const doc = JSON.parse(JSON.stringify(base)) as Record<string | number, unknown>;
              let at: Record<string | number, unknown> = doc;
              for (const p of path) at = at[p] as Record<string | number, unknown>;
              at[key] = JSON.parse(JSON.stringify(value));
              tried++;
              if (quickSchemaCheck(doc))
                expect(validateSchema(doc), `${path.join('/')}/${key} = ${JSON.stringify(value)}`).to.equal(true);
            }
        }
        for (const [k, x] of Object.entries(v)) walk(x, [...path, Array.isArray(v) ? Number(k) : k]);
      };
      walk(base, []);
    }
    expect(tried).to.be.greaterThan(5000);
  });
});
