/**
 * Builds the transcript fixtures of the validator tests (test/fixtures/transcripts/**): seeded
 * searches for deals that show a situation, and documents broken on purpose.
 *
 *   node --import tsx scripts/make-examples.ts           write every file
 *   node --import tsx scripts/make-examples.ts --check   exit 1 if a written file would change
 *
 * The demo's examples (demo/examples/**) are not made here: they are committed data, made in the
 * editor and written by the notation's writer (test/node/demo-examples.test.ts checks them).
 *
 * Everything is derived from the engine through the scenario builder (scripts/examples/scenario.ts):
 * it deals chosen or seeded decks, plays each hand through the engine's `legalMoves`, `explain`
 * and `apply` (a simple greedy player, or scripted moves), takes every result from the engine's
 * scoring and writes the hands with the notation writer. This file only searches for deals that
 * show each situation and scripts the moves that matter; it decides no rule itself. The output is
 * deterministic, so the generated JSON is committed (test/node/make-examples.test.ts runs the
 * check). A fixture written by hand (one whose `meta.source` is not this script) is left alone,
 * with its entry in expected.json.
 *
 * Every move is judged by the engine while it is generated (illegal moves are then applied with
 * the validator's natural meaning): a valid document must produce no fault, and a fault document
 * exactly the fault it was made for. The script stops with an error otherwise.
 */ import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Card,
  type CardMask,
  type HandState,
  type Player,
  type Rules,
  type RuleId,
  type Suit,
  cardName,
  cardsOf,
  handFromPosition,
  handSummary,
  rulesOf,
  suitOf,
} from '../src/index.js';
// engine functions that read cards and runs for the comments and the searches (no rule is decided here)
import {
  compareRuns,
  exchangeOpen,
  has,
  maximalRuns,
  other,
  pointsSoFar,
  popcount,
  runValue,
  suitMask,
} from '../src/engine/internal.js';
import {
  type AutoOpts,
  type GameOut,
  type Names,
  type Pair,
  type Step,
  RJ,
  RK,
  RQ,
  Scenario,
  allRuns,
  assertClean,
  assertFaults,
  autoplay,
  belaHolderNow,
  correctClaim,
  dealt,
  dealtDeck,
  deckOf,
  doc,
  handJson,
  isBelaCard,
  playDeck,
  playGame,
  resultRecord as resultOf,
  search,
  sevenHolder,
  sevenOf,
  situation,
  startOfPlay,
  winsTrick,
} from './examples/scenario.js';
import type {
  HandResultRecord,
  RulesSpec,
  TranscriptDoc,
  TranscriptHand,
  TranscriptMove,
} from '../src/notation/types.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const FIXTURES_DIR = join(root, 'test/fixtures/transcripts');
const CHECK = process.argv.includes('--check');
const SOURCE = 'klaberjass-table scripts/make-examples.ts';

// =============================================================================================
// Cards

/** The cards of a suit a player holds. */
function holds(s: HandState, p: Player, suit: number): Card[] {
  return cardsOf(s.hands[p] & suitMask(suit));
}

// =============================================================================================
// JSON output: stable key order, short arrays and every move on one line

const DOC_ORDER = ['format', 'version', 'rules', 'players', 'meta', 'hands', 'result'];
const META_ORDER = ['title', 'date', 'source', 'annotator'];
const HAND_ORDER = ['dealer', 'deck', 'deal', 'start', 'taker', 'trump', 'moves', 'result', 'comment'];
const MOVE_ORDER = [
  'player',
  'bid',
  'exchange',
  'declare',
  'play',
  'claim',
  'bela',
  'comment',
  'mark',
  'ask',
  'accept',
];
const RESULT_ORDER = ['cards', 'lastTrick', 'sequences', 'bela', 'points', 'score'];
function orderFor(o: object): string[] {
  if ('format' in o) return DOC_ORDER;
  if ('dealer' in o) return HAND_ORDER;
  if (isMoveObject(o)) return MOVE_ORDER;
  if ('file' in o) return ['file', 'title', 'description', 'rules', 'accept', 'valid', 'lang'];
  if ('title' in o) return META_ORDER;
  if ('cards' in o || 'points' in o || 'score' in o || 'lastTrick' in o) return RESULT_ORDER;
  return [];
}
function ordered(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(ordered);
  if (v && typeof v === 'object') {
    const order = orderFor(v);
    const rank = (k: string) => {
      const i = order.indexOf(k);
      return i < 0 ? 1000 : i;
    };
    const sorted = Object.keys(v)
      .map((k, i) => [k, i] as const)
      .sort((a, b) => rank(a[0]) - rank(b[0]) || a[1] - b[1]);
    const out: Record<string, unknown> = {};
    for (const [k] of sorted) out[k] = ordered((v as Record<string, unknown>)[k]);
    return out;
  }
  return v;
}
const isMoveObject = (v: unknown): boolean =>
  !!v &&
  typeof v === 'object' &&
  !Array.isArray(v) &&
  ['bid', 'exchange', 'declare', 'play', 'claim'].some((k) => k in (v as object));

function format(v: unknown, indent = ''): string {
  const inline = JSON.stringify(v)
    .replace(/,(?=["{[\d-]|true|false|null)/g, ', ')
    .replace(/":/g, '": ');
  if (v === null || typeof v !== 'object') return inline;
  if (isMoveObject(v) || inline.length + indent.length <= 100) return inline;
  const inner = indent + '  ';
  if (Array.isArray(v) && v.every((x) => x === null || typeof x !== 'object')) {
    // a long list of cards: several to a line
    const lines: string[] = [];
    let line = '';
    for (const x of v) {
      const t = JSON.stringify(x);
      if (line && inner.length + line.length + t.length + 2 > 100) {
        lines.push(line);
        line = '';
      }
      line += (line ? ', ' : '') + t;
    }
    if (line) lines.push(line);
    return `[\n${lines.map((l) => inner + l).join(',\n')}\n${indent}]`;
  }
  if (Array.isArray(v)) return `[\n${v.map((x) => inner + format(x, inner)).join(',\n')}\n${indent}]`;
  const entries = Object.entries(v as Record<string, unknown>);
  return `{\n${entries.map(([k, x]) => `${inner}${JSON.stringify(k)}: ${format(x, inner)}`).join(',\n')}\n${indent}}`;
}
const toText = (v: unknown): string => format(ordered(v)) + '\n';

// =============================================================================================
// Writing files

const written = new Map<string, string>();
function emit(path: string, value: unknown): void {
  written.set(path, typeof value === 'string' ? value : toText(value));
}

const CLASSIC = rulesOf('classic');

/** Runs each player would declare at the start of play (every maximal run). */
const runsAt = (s: HandState): [CardMask[], CardMask[]] => [maximalRuns(s.hands[0]), maximalRuns(s.hands[1])];
const cmpAt = (s: HandState) => compareRuns(runsAt(s), s.trump, s.dealer, s.rules);
const noRuns = (s: HandState) => runsAt(s)[0].length === 0 && runsAt(s)[1].length === 0;

interface SeqFound {
  r: Scenario;
  winner: Player;
}

function seqExample(
  key: string,
  rules: Rules,
  names: Names,
  dealer: Player,
  atStart: (s: HandState) => boolean,
  atEnd: (r: Scenario) => boolean = (r) => r.s.end === 'played' && handSummary(r.s).sequences.some((x) => x > 0),
): SeqFound {
  const { value } = search(key, (deck) => {
    const s = startOfPlay(rules, dealer, deck, { bids: ['take'] });
    if (s.phase !== 'play' || !atStart(s)) return null;
    const r = playDeck(rules, names, dealer, deck, { bids: ['take'] });
    return atEnd(r) ? { r, winner: handSummary(r.s).sequenceInfo.winner as Player } : null;
  });
  return value;
}

const len = (m: CardMask) => popcount(m);

function main(): void {
  const t0 = Date.now();
  buildFixtures();
  let changed = 0;
  const dirs = [FIXTURES_DIR];
  if (CHECK) {
    for (const [path, text] of written) {
      if (!existsSync(path) || readFileSync(path, 'utf8') !== text) {
        changed++;
        console.error(`out of date: ${relative(root, path)}`);
      }
    }
    for (const dir of dirs)
      for (const f of listJson(dir))
        if (!written.has(f) && !handWritten(f)) {
          changed++;
          console.error(`not generated: ${relative(root, f)}`);
        }
    if (changed) process.exit(1);
    console.log(`${written.size} files up to date (${Date.now() - t0} ms)`);
    return;
  }
  for (const dir of dirs) for (const f of listJson(dir)) if (!written.has(f) && !handWritten(f)) rmSync(f);
  for (const [path, text] of written) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
  console.log(`wrote ${written.size} files in ${Date.now() - t0} ms`);
}

function listJson(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...listJson(p));
    else if (e.name.endsWith('.json')) out.push(p);
  }
  return out;
}

// =============================================================================================
// Fixtures for the validator tests: test/fixtures/transcripts/{valid,invalid}/*.json + expected.json

interface Expectation {
  fault?: string;
  rules: string[];
  valid: boolean;
}
const expected: Record<string, Expectation> = {};
const SUIT_LETTER = ['S', 'H', 'D', 'C'] as const;
/** The letter of a (fixed) trump suit. */
const trumpLetter = (t: Suit | -1): 'S' | 'H' | 'D' | 'C' => SUIT_LETTER[t as Suit];

function fixture(name: string, d: unknown, rules: RuleId[], fault?: string): void {
  const dir = rules.length ? 'invalid' : 'valid';
  const key = `${dir}/${name}`;
  if (expected[key]) throw new Error(`fixture ${key} written twice`);
  expected[key] = rules.length
    ? { fault, rules: [...new Set(rules)].sort(), valid: false }
    : { rules: [], valid: true };
  emit(join(FIXTURES_DIR, dir, name), d);
}
const fxDoc = (
  spec: RulesSpec,
  names: Names,
  title: string,
  hands: TranscriptHand[],
  result?: TranscriptDoc['result'],
): TranscriptDoc => doc(spec, names, { title, source: SOURCE }, hands, result);

/** The first seeded deal whose hand, played with fresh options, satisfies `pred`. */
function findRun(
  key: string,
  rules: Rules,
  names: Names,
  dealer: Player,
  opts: () => AutoOpts,
  pred: (r: Scenario) => boolean,
): Scenario {
  return search(key, (deck) => {
    const r = playDeck(rules, names, dealer, deck, opts());
    return pred(r) ? r : null;
  }).value;
}
const played = (r: Scenario) => r.s.end === 'played';
const hasExchange = (r: Scenario) => r.steps.some((st) => st.move.type === 'exchange');
const cardOf = (st: Step) => (st.move as { card: Card }).card;

/** A single-hand document of a run, with its full result (or what `result` gives). */
function oneHand(
  spec: RulesSpec,
  names: Names,
  title: string,
  r: Scenario,
  edit?: (h: TranscriptHand) => void,
): TranscriptDoc {
  const h = handJson(r);
  edit?.(h);
  return fxDoc(spec, names, title, [h]);
}

let tieDeckMemo: Card[] | null = null;
/** A classic deal (dealer 0) that ends in a tie with no runs held: the same under every preset. */
function tieDeck(): Card[] {
  if (tieDeckMemo) return tieDeckMemo;
  tieDeckMemo = search('tie', (deck) => {
    const s = startOfPlay(CLASSIC, 0, deck);
    if (s.phase !== 'play' || !noRuns(s)) return null;
    const r = playDeck(CLASSIC, ['a', 'b'], 0, deck);
    return r.s.end === 'played' && handSummary(r.s).outcome === 'tie-defender' ? true : null;
  }).deck;
  return tieDeckMemo;
}

// ---- valid -----------------------------------------------------------------------------------

function fxValid(): void {
  // a few hands under every preset
  const presetNames: Record<string, Names> = {
    classic: ['Ingrid', 'Lars'],
    'bela-501': ['Sofie', 'Emil'],
    simple: ['Nora', 'Piet'],
    schmeiss: ['Astrid', 'Bjorn'],
  };
  for (const preset of ['classic', 'bela-501', 'simple', 'schmeiss'] as const) {
    const rules = rulesOf(preset),
      names = presetNames[preset];
    const opts = (i: number): AutoOpts =>
      preset === 'schmeiss'
        ? i === 0
          ? { bids: ['schmeiss', 'accept'] }
          : i === 1
            ? { bids: ['schmeiss', 'refuse'] }
            : {}
        : {};
    const g = playGame(rules, names, 0, (k) => deckOf(`fx-${preset}:${k}`), opts, 3);
    assertClean(
      `hands-${preset}`,
      g.hands.map((h) => h.run),
    );
    const hands = g.hands.map((h) => handJson(h.run));
    // who acts is implied by the state: one document leaves every `player` out
    if (preset === 'simple') for (const h of hands) for (const m of h.moves ?? []) delete m.player;
    fixture(
      `hands-${preset}.json`,
      fxDoc(
        preset,
        names,
        `Three hands under the ${preset} preset${preset === 'simple' ? ', without player fields' : ''}`,
        hands,
        { totals: g.totals, winner: null },
      ),
      [],
    );
  }

  // a fragment: the last three tricks from a position with the points so far
  {
    const names: Names = ['Sofie', 'Emil'];
    const r = findRun('fx-fragment', CLASSIC, names, 1, () => ({}), played);
    const plays = r.plays();
    const s = plays[11].after;
    const start = {
      trump: trumpLetter(s.trump),
      taker: s.taker as Player,
      leader: s.leader,
      hands: [cardsOf(s.hands[0]).map(cardName), cardsOf(s.hands[1]).map(cardName)] as [string[], string[]],
      points: pointsSoFar(s),
      tricks: [s.tricksWon[0], s.tricksWon[1]] as Pair,
    };
    const pos = handFromPosition({
      rules: CLASSIC,
      dealer: s.dealer,
      trump: s.trump as Suit,
      taker: s.taker as Player,
      leader: s.leader,
      hands: [cardsOf(s.hands[0]), cardsOf(s.hands[1])],
      points: start.points,
      tricks: start.tricks,
    });
    if (!pos.ok) throw new Error(JSON.stringify(pos.error));
    const fr = new Scenario(pos.value, names);
    for (const st of plays.slice(12)) {
      const c = cardOf(st),
        q = fr.s,
        p = q.toAct;
      fr.do(
        belaHolderNow(q) === p && isBelaCard(c, q.trump)
          ? { type: 'play', card: c, bela: true, player: p }
          : { type: 'play', card: c, player: p },
      );
    }
    assertClean('fragment', [fr]);
    const sm = handSummary(fr.s);
    fixture(
      'fragment-last-three-tricks.json',
      fxDoc('classic', names, 'The last three tricks from a position', [
        {
          dealer: s.dealer,
          start,
          moves: fr.steps.map((x) => x.json),
          result: { lastTrick: sm.lastTrick as Player, points: sm.points, score: sm.score },
        },
      ]),
      [],
    );
  }

  // a fragment from nine cards each: declarations and bela as at the start of play
  {
    const names: Names = ['Ingrid', 'Lars'];
    const { value } = search('fx-fragment9', (deck) => {
      const s = startOfPlay(CLASSIC, 0, deck, { exchange: false });
      if (s.phase !== 'play' || belaHolderNow(s) === -1 || runsAt(s)[0].length + runsAt(s)[1].length === 0) return null;
      const pos = handFromPosition({
        rules: CLASSIC,
        dealer: 0,
        trump: s.trump as Suit,
        taker: s.taker as Player,
        leader: 1,
        hands: [cardsOf(s.hands[0]), cardsOf(s.hands[1])],
      });
      if (!pos.ok) return null;
      const r = autoplay(new Scenario(pos.value, names));
      return handSummary(r.s).bela.some((b) => b > 0) && handSummary(r.s).sequences.some((x) => x > 0) ? r : null;
    });
    const s0 = value.initial;
    assertClean('fragment9', [value]);
    const start = {
      trump: trumpLetter(s0.trump),
      taker: s0.taker as Player,
      leader: s0.leader,
      hands: [cardsOf(s0.hands[0]).map(cardName), cardsOf(s0.hands[1]).map(cardName)] as [string[], string[]],
    };
    fixture(
      'fragment-nine-cards.json',
      fxDoc('classic', names, 'A hand from nine cards each, with runs and bela', [
        { dealer: 0, start, moves: value.steps.map((x) => x.json), result: resultOf(value.s) },
      ]),
      [],
    );
  }

  // a score sheet under the 501 rules with a held-over tie
  {
    const b501 = rulesOf('bela-501');
    const names: Names = ['Sofie', 'Emil'];
    let g: GameOut | null = null;
    for (let i = 0; i < 3000 && !g; i++) {
      const x = playGame(
        b501,
        names,
        0,
        (k) => deckOf(`fx-sheet:${i}:${k}`),
        () => ({ claim: () => false }),
      );
      if (
        x.over &&
        x.hands.some((h) => h.summary.outcome === 'tie-held-over') &&
        x.hands.some((h) => h.summary.end === 'thrown-in')
      )
        g = x;
    }
    if (!g) throw new Error('no sheet game');
    const hands: TranscriptHand[] = g.hands.map((h) => {
      const s = h.run.s;
      if (s.end === 'thrown-in')
        return { dealer: s.dealer, deal: { turnUp: cardName(s.turnUp) }, moves: h.run.steps.map((x) => x.json) };
      return { dealer: s.dealer, taker: s.taker as Player, trump: trumpLetter(s.trump), result: resultOf(s) };
    });
    fixture(
      'sheet-bela-501-held-over.json',
      fxDoc('bela-501', names, 'Score sheet to 501 with a held-over tie', hands, {
        totals: g.totals,
        winner: g.winner as Player,
      }),
      [],
    );
  }

  // reconstructed hands: no deck, the cards each player plays
  {
    const names: Names = ['Nora', 'Piet'];
    const r = findRun(
      'fx-reconstructed',
      CLASSIC,
      names,
      0,
      () => ({}),
      (r) => played(r) && !hasExchange(r) && r.steps.some((st) => st.move.type === 'declare'),
    );
    const deck = dealtDeck(r.initial);
    fixture(
      'reconstructed-hand.json',
      oneHand('classic', names, 'A hand reconstructed from its plays', r, (h) => {
        delete h.deck;
        h.deal = { turnUp: cardName(deck[12]), bottom: cardName(deck[31]) };
      }),
      [],
    );

    const rx = findRun(
      'fx-reconstructed-exchange',
      CLASSIC,
      names,
      1,
      () => ({}),
      (r) => played(r) && hasExchange(r),
    );
    const dx = dealtDeck(rx.initial);
    fixture(
      'reconstructed-exchange.json',
      oneHand('classic', names, 'A reconstructed hand with the dix exchange', rx, (h) => {
        delete h.deck;
        h.deal = { turnUp: cardName(dx[12]) };
        for (const m of h.moves ?? []) if ('exchange' in m) delete m.player;
      }),
      [],
    );

    const rt = findRun(
      'fx-taker-trump',
      CLASSIC,
      names,
      1,
      () => ({}),
      (r) => played(r) && !hasExchange(r),
    );
    fixture(
      'taker-trump-no-bids.json',
      oneHand('classic', names, 'A hand played from its taker and trump fields, without bids', rt, (h) => {
        delete h.deck;
        h.taker = rt.s.taker as Player;
        h.trump = trumpLetter(rt.s.trump);
        h.moves = (h.moves ?? []).filter((m) => !('bid' in m));
      }),
      [],
    );
  }

  // a claim right after the ninth trick (the last-trick bonus counts)
  {
    const b501 = rulesOf('bela-501');
    const names: Names = ['Astrid', 'Bjorn'];
    let g: GameOut | null = null;
    for (let i = 0; i < 500 && !g; i++) {
      const x = playGame(
        b501,
        names,
        0,
        (k) => deckOf(`fx-claim9:${i}:${k}`),
        () => ({ claim: (s, p) => s.phase === 'over' && correctClaim(s, p) }),
      );
      const last = x.hands[x.hands.length - 1].run.s;
      if (
        x.over &&
        last.end === 'claimed' &&
        last.claim?.correct &&
        last.tricks === 9 &&
        pointsSoFar(last)[last.claim.player] - 10 + last.before[last.claim.player] < 501
      )
        g = x;
    }
    if (!g) throw new Error('no claim-after-nine game');
    fixture(
      'claim-after-last-trick.json',
      fxDoc(
        'bela-501',
        names,
        'A claim right after the ninth trick',
        g.hands.map((h) => handJson(h.run)),
        { totals: g.totals, winner: g.winner as Player },
      ),
      [],
    );
  }

  // a held-over tie that survives an accepted schmeiss
  {
    const spec: RulesSpec = { preset: 'schmeiss', tie: 'held-over' };
    const rules = rulesOf(spec);
    const names: Names = ['Ingrid', 'Lars'];
    const t = tieDeck();
    const { value: g } = search('fx-pot-schmeiss', (deck) => {
      const g = playGame(
        rules,
        names,
        0,
        (k) => (k === 0 ? t : k === 1 ? deckOf('fx-pot-schmeiss-offer') : deck),
        (k) => (k === 1 ? { bids: ['schmeiss', 'accept'] } : {}),
        3,
      );
      return g.hands.length === 3 &&
        g.hands[0].summary.outcome === 'tie-held-over' &&
        g.hands[2].summary.potPaidTo !== -1
        ? g
        : null;
    });
    assertClean(
      'pot schmeiss',
      g.hands.map((h) => h.run),
    );
    fixture(
      'held-over-through-schmeiss.json',
      fxDoc(
        spec,
        names,
        'A held-over tie kept through an accepted schmeiss',
        g.hands.map((h) => handJson(h.run)),
        { totals: g.totals, winner: null },
      ),
      [],
    );
  }
}

// ---- invalid: one rule each --------------------------------------------------------------------

/** A move index in a hand's JSON moves. */
const stepIndex = (r: Scenario, st: Step) => r.steps.indexOf(st);

/** Inject one illegal card at the first moment `when` holds; the rest is played legally. */
function faultRun(
  key: string,
  rules: Rules,
  names: Names,
  dealer: Player,
  when: (s: HandState) => boolean,
  illegal: (s: HandState) => Card | undefined,
  extra: AutoOpts = {},
): { r: Scenario; at: number } {
  const r = findRun(
    key,
    rules,
    names,
    dealer,
    () => {
      let done = false;
      return {
        ...extra,
        pick: (s: HandState) => {
          if (done || !when(s)) return undefined;
          const c = illegal(s);
          if (c !== undefined) done = true;
          return c;
        },
      };
    },
    (r) => played(r) && r.steps.some((st) => st.faults.length > 0),
  );
  return { r, at: r.steps.findIndex((st) => st.faults.length > 0) };
}

function fxInvalid(): void {
  const N: Names = ['Ingrid', 'Lars'];

  // schema ------------------------------------------------------------------------------------
  {
    const r = findRun('fx-base', CLASSIC, N, 1, () => ({}), played);
    const d1 = oneHand('classic', N, 'Unknown key at the top level', r) as unknown as Record<string, unknown>;
    d1.event = 'club night';
    fixture('schema-001.json', d1, ['schema'], 'unknown top-level key "event"');
    const d2 = oneHand('classic', N, 'A play that is not a card', r);
    const plays = (d2.hands[0].moves ?? []).filter((m) => 'play' in m) as { play: string }[];
    plays[4].play = '11' + plays[4].play.slice(-1);
    fixture('schema-002.json', d2, ['schema'], 'hand 0: the fifth card played is written "11x", not a card');
    const d3 = oneHand('classic', N, 'Bids with no known turn-up card', r, (h) => {
      delete h.deck;
    });
    fixture('schema-003.json', d3, ['schema'], 'hand 0: bids, but neither deck nor deal.turnUp');
  }

  // deal --------------------------------------------------------------------------------------
  {
    const r = findRun('fx-deal', CLASSIC, N, 0, () => ({}), played);
    const d1 = oneHand('classic', N, 'A deck with a card twice', r, (h) => {
      (h.deck as string[])[25] = (h.deck as string[])[2];
      delete h.result;
    });
    fixture('deal-001.json', d1, ['deal'], 'hand 0: deck card 26 replaced by a copy of card 3');
    const thrown = findRun(
      'fx-deal-thrown',
      CLASSIC,
      N,
      1,
      () => ({}),
      (x) => x.s.end === 'thrown-in',
    );
    const deck = dealtDeck(thrown.initial);
    const six = (p: Player) =>
      (p === other(1) ? [0, 1, 2, 6, 7, 8] : [3, 4, 5, 9, 10, 11]).map((i) => cardName(deck[i]));
    const hands: [string[], string[]] = [six(0), six(1)];
    hands[1][5] = hands[0][2];
    fixture(
      'deal-002.json',
      fxDoc('classic', N, 'The same card dealt to both players', [
        { dealer: 1, deal: { turnUp: cardName(deck[12]), hands }, moves: thrown.steps.map((x) => x.json) },
      ]),
      ['deal'],
      'hand 0: deal.hands gives player 0 card 3 to player 1 as well',
    );
    const d3 = oneHand('classic', N, "A turn-up that is not the deck's", thrown, (h) => {
      h.deal = { turnUp: cardName(deck[20]) };
    });
    fixture('deal-003.json', d3, ['deal'], 'hand 0 (thrown in): deal.turnUp is not card 13 of the deck');
  }

  // out-of-turn ---------------------------------------------------------------------------------
  {
    const r = findRun(
      'fx-turn',
      CLASSIC,
      N,
      0,
      () => ({}),
      (x) => played(x) && x.steps[1].move.type === 'bid',
    );
    fixture(
      'out-of-turn-001.json',
      oneHand('classic', N, 'A bid with the wrong player', r, (h) => {
        const m = (h.moves ?? [])[1];
        m.player = other(m.player as Player);
      }),
      ['out-of-turn'],
      'hand 0 move 1: player of the second bid flipped',
    );
    const r2 = findRun('fx-turn-2', CLASSIC, N, 1, () => ({}), played);
    const lead = r2.plays().filter((st) => st.before.lead < 0)[4];
    fixture(
      'out-of-turn-002.json',
      oneHand('classic', N, 'A lead with the wrong player', r2, (h) => {
        const m = (h.moves ?? [])[stepIndex(r2, lead)];
        m.player = other(m.player as Player);
      }),
      ['out-of-turn'],
      'the lead to trick 5: player flipped',
    );
  }

  // wrong-phase -----------------------------------------------------------------------------------
  {
    const t = findRun(
      'fx-phase-thrown',
      CLASSIC,
      N,
      0,
      () => ({
        inject: (x) =>
          x.s.end === 'thrown-in' && x.steps.length === 4 ? { type: 'bid', bid: 'take', player: 1 } : undefined,
      }),
      (x) => x.s.end === 'thrown-in',
    );
    assertFaults('wrong-phase-001', [t], ['wrong-phase']);
    fixture(
      'wrong-phase-001.json',
      oneHand('classic', N, 'A bid after four passes', t),
      ['wrong-phase'],
      'hand 0: a fifth bid after the hand was thrown in',
    );

    // a declaration after the player's own first card (ignored)
    const late = findRun(
      'fx-phase-declare',
      CLASSIC,
      N,
      1,
      () => {
        let who: Player | -1 = -1;
        return {
          declare: (s, p) => {
            if (who === -1 && allRuns(s, p).length) {
              who = p;
              return null;
            }
            return allRuns(s, p);
          },
          inject: (x) =>
            who !== -1 &&
            x.s.phase === 'play' &&
            x.s.played[who] === 1 &&
            x.s.toAct === who &&
            !x.steps.some((st) => st.faults.length)
              ? {
                  type: 'declare',
                  runs: maximalRuns(x.s.startHands[who]).map((m) => cardsOf(m).reverse()),
                  player: who,
                }
              : undefined,
        };
      },
      (x) => played(x) && x.steps.some((st) => st.faults.length),
    );
    assertFaults('wrong-phase-002', [late], ['wrong-phase']);
    fixture(
      'wrong-phase-002.json',
      oneHand('classic', N, 'Runs declared after the first card', late),
      ['wrong-phase'],
      "a run declared after the player's first card",
    );

    // an exchange during the bidding
    const ex = findRun(
      'fx-phase-exchange',
      CLASSIC,
      N,
      0,
      () => ({
        exchange: false,
        inject: (x) => {
          const s = x.s;
          if (s.phase !== 'bidding' || x.steps.length !== 1) return undefined;
          const seven = sevenOf(suitOf(s.turnUp));
          const h = has(s.first[0], seven) ? 0 : has(s.first[1], seven) ? 1 : -1;
          return h === -1 ? undefined : { type: 'exchange', card: seven, player: h };
        },
      }),
      (x) => played(x) && x.steps.some((st) => st.move.type === 'exchange'),
    );
    assertFaults('wrong-phase-003', [ex], ['wrong-phase']);
    fixture(
      'wrong-phase-003.json',
      oneHand('classic', N, 'An exchange during the bidding', ex),
      ['wrong-phase'],
      'an exchange of the 7 of the turn-up suit after the first bid',
    );

    const after = findRun(
      'fx-phase-after',
      CLASSIC,
      N,
      1,
      () => ({
        inject: (x) =>
          x.s.end === 'played' && !x.steps.some((st) => st.faults.length)
            ? { type: 'play', card: x.s.bottom, player: x.s.toAct }
            : undefined,
      }),
      (x) => played(x),
    );
    assertFaults('wrong-phase-004', [after], ['wrong-phase']);
    fixture(
      'wrong-phase-004.json',
      oneHand('classic', N, 'A card played after the last trick', after),
      ['wrong-phase'],
      'a tenth card (the bottom card) played after the ninth trick',
    );
  }

  // bid ---------------------------------------------------------------------------------------
  {
    const t2 = findRun(
      'fx-bid-take2',
      CLASSIC,
      N,
      0,
      () => ({ bids: ['pass', 'pass', 'take'], exchange: false }),
      played,
    );
    assertFaults('bid-001', [t2], ['bid']);
    fixture(
      'bid-001.json',
      oneHand('classic', N, '"take" in the second round', t2),
      ['bid'],
      'hand 0 move 2: "take" in round 2 (counts as the turn-up suit)',
    );

    const acc = findRun(
      'fx-bid-accept',
      CLASSIC,
      N,
      1,
      () => ({ inject: (x) => (x.steps.length === 1 ? { type: 'bid', bid: 'accept', player: x.s.toAct } : undefined) }),
      played,
    );
    assertFaults('bid-002', [acc], ['bid']);
    fixture(
      'bid-002.json',
      oneHand('classic', N, 'A schmeiss answered that nobody offered', acc),
      ['bid'],
      'hand 0 move 1: "accept" with no schmeiss offered (ignored)',
    );

    const tf = findRun('fx-bid-trump', CLASSIC, N, 0, () => ({}), played);
    fixture(
      'bid-003.json',
      oneHand('classic', N, 'A trump field that contradicts the bids', tf, (h) => {
        h.taker = tf.s.taker as Player;
        h.trump = SUIT_LETTER[(tf.s.trump + 1) % 4];
      }),
      ['bid'],
      'hand 0: trump field names another suit than the bids',
    );

    const tu = findRun(
      'fx-bid-turnup-suit',
      CLASSIC,
      N,
      1,
      () => ({
        bids: ['pass', 'pass'],
        exchange: false,
        inject: (x) =>
          x.steps.length === 2 ? { type: 'bid', bid: SUIT_LETTER[suitOf(x.s.turnUp)], player: x.s.toAct } : undefined,
      }),
      played,
    );
    assertFaults('bid-004', [tu], ['bid']);
    fixture(
      'bid-004.json',
      oneHand('classic', N, 'The turn-up suit named in the second round', tu),
      ['bid'],
      'hand 0 move 2: the turn-up suit named in round 2 (becomes trump)',
    );
  }

  // exchange ----------------------------------------------------------------------------------
  {
    const twice = findRun(
      'fx-exchange-twice',
      CLASSIC,
      N,
      0,
      () => ({
        inject: (x) => {
          const last = x.steps[x.steps.length - 1];
          return last && last.move.type === 'exchange' && last.faults.length === 0
            ? { type: 'exchange', card: last.move.card, player: (last.json as { player: Player }).player }
            : undefined;
        },
      }),
      (x) => played(x) && hasExchange(x),
    );
    assertFaults('exchange-001', [twice], ['exchange']);
    fixture(
      'exchange-001.json',
      oneHand('classic', N, 'The dix exchange made twice', twice),
      ['exchange'],
      'a second exchange right after the first',
    );

    const { value: pos } = search('fx-exchange-start', (deck) => {
      const s = startOfPlay(CLASSIC, 1, deck, { exchange: false });
      if (s.phase !== 'play' || sevenHolder(s) === -1) return null;
      const q = handFromPosition({
        rules: CLASSIC,
        dealer: 1,
        trump: s.trump as Suit,
        taker: s.taker as Player,
        leader: 0,
        hands: [cardsOf(s.hands[0]), cardsOf(s.hands[1])],
      });
      return q.ok ? q.value : null;
    });
    const pr = new Scenario(pos, N);
    pr.do({ type: 'exchange', card: sevenOf(pos.trump as Suit), player: sevenHolder(pos) as Player });
    autoplay(pr);
    assertFaults('exchange-002', [pr], ['exchange']);
    fixture(
      'exchange-002.json',
      fxDoc('classic', N, 'An exchange in a position with no turn-up card', [
        {
          dealer: 1,
          start: {
            trump: trumpLetter(pos.trump),
            taker: pos.taker as Player,
            leader: 0,
            hands: [cardsOf(pos.hands[0]).map(cardName), cardsOf(pos.hands[1]).map(cardName)],
          },
          moves: pr.steps.map((x) => x.json),
          result: resultOf(pr.s),
        },
      ]),
      ['exchange'],
      'an exchange from a start position, where no turn-up card is known',
    );

    const eight = findRun(
      'fx-exchange-eight',
      CLASSIC,
      N,
      1,
      () => ({
        exchange: false,
        inject: (x) => {
          const s = x.s;
          if (s.phase !== 'play' || s.started || x.steps.some((st) => st.move.type === 'exchange') || !exchangeOpen(s))
            return undefined;
          const c = s.trump * 8 + 1;
          const h = has(s.hands[0], c) ? 0 : has(s.hands[1], c) ? 1 : -1;
          return h === -1 ? undefined : { type: 'exchange', card: c, player: h };
        },
      }),
      (x) => played(x) && hasExchange(x),
    );
    assertFaults('exchange-003', [eight], ['exchange']);
    fixture(
      'exchange-003.json',
      oneHand('classic', N, 'The 8 of trumps offered for the turn-up', eight),
      ['exchange'],
      'an exchange of the 8 of trumps instead of the 7',
    );
  }

  // declare -------------------------------------------------------------------------------------
  {
    const gapRun = (h: CardMask): Card[] | null => {
      for (let su = 0; su < 4; su++)
        for (let r0 = 0; r0 + 3 < 8; r0++) {
          const c = [r0 + 3, r0 + 2, r0].map((r) => su * 8 + r);
          if (c.every((x) => has(h, x)) && !has(h, su * 8 + r0 + 1)) return c;
        }
      return null;
    };
    const gap = findRun(
      'fx-declare-gap',
      CLASSIC,
      N,
      0,
      () => ({
        declare: (s, p) =>
          gapRun(s.hands[p]) && !allRuns(s, p).length ? [gapRun(s.hands[p]) as Card[]] : allRuns(s, p),
      }),
      (x) => played(x) && x.steps.some((st) => st.faults.length),
    );
    assertFaults('declare-001', [gap], ['declare']);
    fixture(
      'declare-001.json',
      oneHand('classic', N, 'A declared run with a gap', gap),
      ['declare'],
      'three cards of a suit with a gap declared as a run',
    );

    const two = findRun(
      'fx-declare-twice',
      CLASSIC,
      N,
      1,
      () => ({
        inject: (x) => {
          const last = x.steps[x.steps.length - 1];
          return last && last.move.type === 'declare' && last.faults.length === 0
            ? { type: 'declare', runs: last.move.runs, player: (last.json as { player: Player }).player }
            : undefined;
        },
      }),
      (x) => played(x) && x.steps.some((st) => st.faults.length),
    );
    assertFaults('declare-002', [two], ['declare']);
    fixture(
      'declare-002.json',
      oneHand('classic', N, 'Runs declared twice', two),
      ['declare'],
      'the same runs declared a second time',
    );

    const notHeld = (s: HandState, p: Player): Card[] | null => {
      const h = s.hands[p];
      for (let su = 0; su < 4; su++)
        for (let r0 = 0; r0 + 2 < 8; r0++) {
          const c = [r0 + 2, r0 + 1, r0].map((r) => su * 8 + r);
          if (c.filter((x) => has(h, x)).length === 2 && has(s.hands[other(p)], c.find((x) => !has(h, x)) as Card))
            return c;
        }
      return null;
    };
    const nh = findRun(
      'fx-declare-not-held',
      CLASSIC,
      N,
      0,
      () => {
        let used = false;
        return {
          declare: (s, p) => {
            const c = notHeld(s, p);
            if (!used && c && !allRuns(s, p).length) {
              used = true;
              return [c];
            }
            return allRuns(s, p);
          },
        };
      },
      (x) => played(x) && x.steps.some((st) => st.faults.length),
    );
    assertFaults('declare-003', [nh], ['declare']);
    fixture(
      'declare-003.json',
      oneHand('classic', N, 'A run declared with a card of the other player', nh),
      ['declare'],
      'a run declared that includes a card the player does not hold',
    );
  }

  // card-not-held -------------------------------------------------------------------------------
  {
    const bottomLead = faultRun(
      'fx-not-held',
      CLASSIC,
      N,
      1,
      (s) => s.lead < 0 && s.tricks === 3 && suitOf(s.bottom) !== s.trump,
      (s) => s.bottom,
    );
    assertFaults('card-not-held-001', [bottomLead.r], ['card-not-held']);
    fixture(
      'card-not-held-001.json',
      oneHand('classic', N, 'The bottom card led', bottomLead.r),
      ['card-not-held'],
      `hand 0 move ${bottomLead.at}: the bottom card of the stock led`,
    );

    // the written turn-up is a card of the real turn-up's suit that a player plays (not in a declared run)
    const declared = (x: Scenario) =>
      x.steps.reduce(
        (m, st) => (st.move.type === 'declare' ? st.move.runs.flat().reduce((a, c) => a | (1 << c), m) : m),
        0,
      );
    const candidate = (x: Scenario) =>
      x.plays().find((st) => suitOf(cardOf(st)) === suitOf(x.s.turnUp) && !has(declared(x), cardOf(st)));
    const rc = findRun(
      'fx-not-held-turnup',
      CLASSIC,
      N,
      0,
      () => ({}),
      (x) => played(x) && x.s.trump !== suitOf(x.s.turnUp) && !!candidate(x),
    );
    const fake = cardOf(candidate(rc) as Step);
    fixture(
      'card-not-held-002.json',
      oneHand('classic', N, 'A reconstructed hand that plays the turn-up card', rc, (h) => {
        delete h.deck;
        h.deal = { turnUp: cardName(fake) };
      }),
      ['card-not-held'],
      'reconstructed hand: deal.turnUp names a card that a player later plays',
    );
  }

  // play restrictions ---------------------------------------------------------------------------
  {
    const f1 = faultRun(
      'fx-follow',
      CLASSIC,
      N,
      0,
      (s) => situation(s) === 'follow' && holds(s, s.toAct, s.trump).length > 0,
      (s) => holds(s, s.toAct, s.trump)[0],
    );
    assertFaults('must-follow-suit-001', [f1.r], ['must-follow-suit']);
    fixture(
      'must-follow-suit-001.json',
      oneHand('classic', N, 'Trumping while holding the suit led', f1.r),
      ['must-follow-suit'],
      `hand 0 move ${f1.at}: a trump played on a plain lead while holding the suit led`,
    );

    const f2 = faultRun(
      'fx-follow-trump',
      CLASSIC,
      N,
      1,
      (s) =>
        s.lead >= 0 &&
        suitOf(s.lead) === s.trump &&
        holds(s, s.toAct, s.trump).length > 0 &&
        s.hands[s.toAct] !== (s.hands[s.toAct] & suitMask(s.trump)),
      (s) => cardsOf(s.hands[s.toAct] & ~suitMask(s.trump))[0],
    );
    assertFaults('must-follow-suit-002', [f2.r], ['must-follow-suit']);
    fixture(
      'must-follow-suit-002.json',
      oneHand('classic', N, 'A plain card on a trump lead while holding trumps', f2.r),
      ['must-follow-suit'],
      `hand 0 move ${f2.at}: a plain card played to a trump lead by a player holding trumps`,
    );

    const o1 = faultRun(
      'fx-overtrump',
      CLASSIC,
      N,
      0,
      (s) => situation(s) === 'overtrump',
      (s) => holds(s, s.toAct, s.trump).find((c) => !winsTrick(s, c)),
    );
    assertFaults('must-overtrump-001', [o1.r], ['must-overtrump']);
    fixture(
      'must-overtrump-001.json',
      oneHand('classic', N, 'A lower trump while holding a higher one', o1.r),
      ['must-overtrump'],
      `hand 0 move ${o1.at}: a lower trump played to a trump lead while holding a higher one`,
    );

    const bj = rulesOf({ preset: 'classic', bareJass: false });
    const t1 = faultRun(
      'fx-must-trump',
      bj,
      N,
      1,
      (s) => situation(s) === 'must-trump',
      (s) => cardsOf(s.hands[s.toAct] & ~suitMask(s.trump))[0],
    );
    assertFaults('must-trump-001', [t1.r], ['must-trump']);
    fixture(
      'must-trump-001.json',
      oneHand('classic', N, 'A discard while holding a trump', t1.r),
      ['must-trump'],
      `hand 0 move ${t1.at}: a plain card discarded with no card of the suit led while holding trumps`,
    );

    // with bare Jass allowed, a lone Jass may be kept back, but a lone 9 may not
    const bjr = rulesOf({ preset: 'classic', bareJass: true });
    const t2 = faultRun(
      'fx-must-trump-bare',
      bjr,
      N,
      0,
      (s) =>
        situation(s) === 'must-trump' &&
        holds(s, s.toAct, s.trump).length === 1 &&
        (holds(s, s.toAct, s.trump)[0] & 7) !== RJ,
      (s) => cardsOf(s.hands[s.toAct] & ~suitMask(s.trump))[0],
    );
    assertFaults('must-trump-002', [t2.r], ['must-trump']);
    fixture(
      'must-trump-002.json',
      oneHand(
        { preset: 'classic', bareJass: true },
        N,
        'Bare Jass rules: a lone trump other than the Jass must still be played',
        t2.r,
      ),
      ['must-trump'],
      `hand 0 move ${t2.at}: a discard while holding one trump that is not the Jass (bareJass on)`,
    );
  }

  // bela-announcement ---------------------------------------------------------------------------
  {
    const q = findRun(
      'fx-bela-q',
      CLASSIC,
      N,
      0,
      () => {
        let done = false;
        return {
          announce: (s, _p, c) => {
            if (done || belaHolderNow(s) !== -1 || !(suitOf(c) === s.trump && (c & 7) === RQ)) return undefined;
            done = true;
            return true;
          },
        };
      },
      (x) => played(x) && x.steps.some((st) => st.faults.length),
    );
    assertFaults('bela-announcement-001', [q], ['bela-announcement']);
    fixture(
      'bela-announcement-001.json',
      oneHand('classic', N, 'Bela announced with the queen alone', q),
      ['bela-announcement'],
      'bela announced on the queen of trumps by a player without the king',
    );

    const second = findRun(
      'fx-bela-second',
      CLASSIC,
      N,
      1,
      () => ({ bela: 'second' }),
      (x) => played(x) && x.s.belaHolder !== -1 && x.s.bela[0] + x.s.bela[1] === 0,
    );
    const credited: Pair = [0, 0];
    credited[second.s.belaHolder as Player] = 20;
    fixture(
      'bela-announcement-002.json',
      oneHand('classic', N, 'Bela written down though announced only on the second card', second, (h) => {
        h.result = { bela: credited };
      }),
      ['bela-announcement'],
      'result.bela credits a bela announced only on the second card (classic)',
    );

    const plain = findRun(
      'fx-bela-plain',
      CLASSIC,
      N,
      0,
      () => {
        let done = false;
        return {
          announce: (s, _p, c) => {
            if (done || suitOf(c) === s.trump || (c & 7) !== RK) return undefined;
            done = true;
            return true;
          },
        };
      },
      (x) => played(x) && x.steps.some((st) => st.faults.length),
    );
    assertFaults('bela-announcement-003', [plain], ['bela-announcement']);
    fixture(
      'bela-announcement-003.json',
      oneHand('classic', N, 'Bela announced with a king that is not a trump', plain),
      ['bela-announcement'],
      'bela flag on a king of a plain suit',
    );
  }

  // sequences -------------------------------------------------------------------------------------
  {
    const top = seqExample('fx-seq-top', CLASSIC, N, 1, (s) => cmpAt(s).reason === 'top-card');
    const wrong: Pair = [0, 0];
    const loser = other(top.winner);
    wrong[loser] = runsAt(top.r.plays()[0].before)[loser].reduce((a, m) => a + runValue(len(m)), 0);
    fixture(
      'sequence-precedence-001.json',
      oneHand('classic', N, 'Runs credited to the player with the lower run', top.r, (h) => {
        h.result = { sequences: wrong };
      }),
      ['sequence-precedence'],
      'result.sequences credits the player whose best run has the lower top card',
    );

    const sch = rulesOf('schmeiss');
    const tie = seqExample(
      'fx-seq-none',
      sch,
      N,
      0,
      (s) => cmpAt(s).reason === 'tie-none',
      (r) => played(r) && r.s.tricksWon[0] > 0 && r.s.tricksWon[1] > 0,
    );
    const nd: Pair = [0, 0];
    nd[1] = runsAt(tie.r.plays()[0].before)[1].reduce((a, m) => a + runValue(len(m)), 0);
    fixture(
      'sequence-precedence-002.json',
      oneHand('schmeiss', N, 'Runs credited in a tie that scores nothing', tie.r, (h) => {
        h.result = { sequences: nd };
      }),
      ['sequence-precedence'],
      'result.sequences credits the non-dealer in an exact tie under sequenceTie "none"',
    );

    const nt = seqExample(
      'fx-seq-trick',
      CLASSIC,
      N,
      1,
      (s) => cmpAt(s).winner !== -1,
      (r) => {
        if (!played(r)) return false;
        const si = handSummary(r.s).sequenceInfo;
        return si.winner !== -1 && r.s.tricksWon[si.winner] === 0;
      },
    );
    const cr: Pair = [0, 0];
    cr[nt.winner] = handSummary(nt.r.s).sequenceInfo.value;
    fixture(
      'sequence-needs-trick-001.json',
      oneHand('classic', N, 'Runs credited to a player who won no trick', nt.r, (h) => {
        h.result = { sequences: cr };
      }),
      ['sequence-needs-trick'],
      'result.sequences credits the best-run holder, who won no trick',
    );
  }

  // claim -------------------------------------------------------------------------------------------
  {
    const off = findRun(
      'fx-claim-off',
      CLASSIC,
      N,
      0,
      () => ({
        inject: (x) =>
          x.s.phase === 'play' && x.s.tricks === 3 && x.s.lead < 0 && !x.steps.some((st) => st.move.type === 'claim')
            ? { type: 'claim', player: x.s.leader }
            : undefined,
      }),
      (x) => played(x) && x.steps.some((st) => st.faults.length),
    );
    assertFaults('claim-001', [off], ['claim']);
    fixture(
      'claim-001.json',
      oneHand('classic', N, 'A claim where claiming is off', off),
      ['claim'],
      'a claim by the winner of trick 3 under the classic rules (no claiming)',
    );

    const b501 = rulesOf('bela-501');
    const loser = findRun(
      'fx-claim-loser',
      b501,
      N,
      1,
      () => ({
        inject: (x) =>
          x.s.phase === 'play' && x.s.tricks === 4 && x.s.lead < 0 && !x.steps.some((st) => st.move.type === 'claim')
            ? { type: 'claim', player: other(x.s.leader) }
            : undefined,
      }),
      (x) => played(x) && x.steps.some((st) => st.faults.length),
    );
    assertFaults('claim-002', [loser], ['claim']);
    fixture(
      'claim-002.json',
      oneHand('bela-501', N, 'A claim by the player who lost the trick', loser),
      ['claim'],
      'a claim after trick 4 by the player who did not win it',
    );

    const bid = findRun(
      'fx-claim-bidding',
      b501,
      N,
      0,
      () => ({
        inject: (x) =>
          x.steps.length === 1 && x.s.phase === 'bidding' ? { type: 'claim', player: x.s.toAct } : undefined,
      }),
      (x) => played(x) && x.steps.some((st) => st.faults.length),
    );
    assertFaults('claim-003', [bid], ['claim']);
    fixture(
      'claim-003.json',
      oneHand('bela-501', N, 'A claim during the bidding', bid),
      ['claim'],
      'a claim after the first bid',
    );
  }

  // score -----------------------------------------------------------------------------------------
  {
    const r = findRun('fx-score', CLASSIC, N, 1, () => ({}), played);
    fixture(
      'score-001.json',
      oneHand('classic', N, 'The last trick credited to the wrong player', r, (h) => {
        const res = h.result as HandResultRecord;
        res.lastTrick = other(res.lastTrick as Player);
      }),
      ['score'],
      'result.lastTrick flipped',
    );

    // score sheets: arithmetic that does not add up, and more card points than the deck holds
    const sheet = (cards: Pair, last: Player, points: Pair, score: Pair, taker: Player): TranscriptHand => ({
      dealer: 0,
      taker,
      trump: 'H',
      result: { cards, lastTrick: last, sequences: [0, 0], bela: [0, 0], points, score },
    });
    const h1 = sheet([80, 62], 0, [90, 72], [90, 72], 0);
    const h2: TranscriptHand = {
      dealer: 0,
      taker: 1,
      trump: 'S',
      result: { cards: [40, 70], lastTrick: 1, sequences: [0, 20], bela: [0, 0], points: [40, 100], score: [40, 100] },
    };
    fixture(
      'score-002.json',
      fxDoc('classic', N, 'A score-sheet line that does not add up', [h1, h2], { totals: [130, 172], winner: null }),
      ['score'],
      'sheet hand 0: points [90, 72], but player 1 has 62 in cards and nothing else (62)',
    );
    const h3 = sheet([90, 70], 1, [90, 80], [90, 80], 0);
    const h4: TranscriptHand = {
      dealer: 0,
      taker: 1,
      trump: 'D',
      result: { cards: [30, 80], lastTrick: 1, sequences: [0, 0], bela: [0, 0], points: [30, 90], score: [30, 90] },
    };
    fixture(
      'score-003.json',
      fxDoc('classic', N, 'A score-sheet line with 160 card points', [h3, h4], { totals: [120, 170], winner: null }),
      ['score'],
      'sheet hand 0: 160 card points, more than the 152 of the deck',
    );

    const bate = findRun(
      'fx-score-bate',
      CLASSIC,
      N,
      0,
      () => ({}),
      (x) => played(x) && handSummary(x.s).outcome === 'bate',
    );
    fixture(
      'score-004.json',
      oneHand('classic', N, 'A bate hand scored as if the taker made it', bate, (h) => {
        const res = h.result as HandResultRecord;
        res.score = res.points;
      }),
      ['score'],
      'result.score gives each player their own points although the taker is bate',
    );
  }

  // game-result ---------------------------------------------------------------------------------------
  {
    let g: GameOut | null = null;
    for (let i = 0; i < 100 && !g; i++) {
      const x = playGame(CLASSIC, N, 1, (k) => deckOf(`fx-game:${i}:${k}`));
      if (x.over && x.hands.length <= 8) g = x;
    }
    if (!g) throw new Error('no game');
    const last = g.hands[g.hands.length - 1].summary;
    const extra = playDeck(CLASSIC, N, last.nextDealer, deckOf('fx-game-extra'), {}, g.totals);
    const hands = [...g.hands.map((h) => handJson(h.run)), handJson(extra)];
    fixture(
      'game-result-001.json',
      fxDoc('classic', N, 'A hand played after the game was won', hands),
      ['game-result'],
      'one more hand after a player reached 500',
    );
    fixture(
      'game-result-002.json',
      fxDoc(
        'classic',
        N,
        'The wrong winner',
        g.hands.map((h) => handJson(h.run)),
        { totals: g.totals, winner: other(g.winner as Player) },
      ),
      ['game-result'],
      'result.winner names the loser',
    );

    const b501 = rulesOf('bela-501');
    let c: GameOut | null = null;
    for (let i = 0; i < 300 && !c; i++) {
      const x = playGame(b501, N, 0, (k) => deckOf(`fx-game-claim:${i}:${k}`));
      const s = x.hands[x.hands.length - 1].run.s;
      if (x.over && s.end === 'claimed' && x.hands.length <= 8) c = x;
    }
    if (!c) throw new Error('no claim game');
    const cl = c.hands[c.hands.length - 1];
    const after = playDeck(
      b501,
      N,
      cl.summary.nextDealer,
      deckOf('fx-game-claim-extra'),
      { claim: () => false },
      c.totals,
    );
    fixture(
      'game-result-003.json',
      fxDoc('bela-501', N, 'A hand played after a claim ended the game', [
        ...c.hands.map((h) => handJson(h.run)),
        handJson(after),
      ]),
      ['game-result'],
      'one more hand after the game ended with a claim',
    );
  }

  // dealer-order ---------------------------------------------------------------------------------------
  {
    const thrown = search('fx-dealer-thrown', (deck) =>
      autoplay(new Scenario(dealt(CLASSIC, 0, deck), N)).s.end === 'thrown-in' ? true : null,
    ).deck;
    const g1 = playGame(
      CLASSIC,
      N,
      0,
      (k) => (k === 0 ? thrown : deckOf('fx-dealer-1')),
      () => ({}),
      2,
      [0, 0],
      (i, d) => (i === 1 ? 0 : d),
    );
    fixture(
      'dealer-order-001.json',
      fxDoc(
        'classic',
        N,
        'The same dealer again after a throw-in',
        g1.hands.map((h) => handJson(h.run)),
      ),
      ['dealer-order'],
      'hand 1 dealt by the dealer of the thrown-in hand 0',
    );

    const sch = rulesOf('schmeiss');
    const g2 = playGame(
      sch,
      N,
      1,
      (k) => deckOf(`fx-dealer-2:${k}`),
      (i) => (i === 0 ? { bids: ['schmeiss', 'accept'] } : {}),
      2,
      [0, 0],
      (i, d) => (i === 1 ? other(d) : d),
    );
    fixture(
      'dealer-order-002.json',
      fxDoc(
        'schmeiss',
        N,
        'The other player deals after an accepted schmeiss',
        g2.hands.map((h) => handJson(h.run)),
      ),
      ['dealer-order'],
      'hand 1 dealt by the other player after an accepted schmeiss (the same dealer redeals)',
    );

    const { value: g3 } = search('fx-dealer-3', (deck) => {
      const g = playGame(
        CLASSIC,
        N,
        0,
        (k) => (k === 0 ? deck : deckOf('fx-dealer-3-next')),
        () => ({}),
        2,
        [0, 0],
        (i, d) => (i === 1 ? other(d) : d),
      );
      return g.hands.length === 2 && g.hands[0].summary.score[0] !== g.hands[0].summary.score[1] ? g : null;
    });
    fixture(
      'dealer-order-003.json',
      fxDoc(
        'classic',
        N,
        'The loser of a hand deals the next',
        g3.hands.map((h) => handJson(h.run)),
      ),
      ['dealer-order'],
      'hand 1 dealt by the player who scored less in hand 0',
    );
  }
}

// ---- readings of the contract: declarations and the dix, broken hands, totals and pots ------

/** Runs of a hand as declared cards (highest first), from masks. */
const runCards = (runs: CardMask[]): Card[][] => runs.map((m) => cardsOf(m).reverse());

/** A run declared before the dix exchange, by the player who then makes it. */
function declaredBeforeExchange(r: Scenario): boolean {
  const d = r.steps.findIndex((st) => st.move.type === 'declare');
  const e = r.steps.findIndex((st) => st.move.type === 'exchange');
  return d !== -1 && e > d && r.steps[d].json.player === r.steps[e].json.player;
}

function fxReadings(): void {
  const N: Names = ['Maren', 'Odd'];

  // Declared before the exchange, a run with the turn-up card in it: held at the start of play.
  {
    const r = findRun(
      'fx-read-declare-turnup',
      CLASSIC,
      N,
      0,
      () => ({
        inject: (x) => {
          const s = x.s;
          if (!exchangeOpen(s) || x.steps.some((st) => st.move.type === 'declare')) return undefined;
          const p = sevenHolder(s);
          if (p === -1) return undefined;
          const swapped = (s.hands[p] & ~(1 << sevenOf(s.trump as Suit))) | (1 << s.turnUp);
          const runs = maximalRuns(swapped);
          if (!runs.some((m) => has(m, s.turnUp))) return undefined;
          return { type: 'declare', runs: runCards(runs), player: p };
        },
      }),
      (x) => played(x) && declaredBeforeExchange(x) && !x.faultRules().length,
    );
    fixture(
      'declare-before-exchange.json',
      oneHand('classic', N, 'A run with the turn-up card, declared before the exchange', r),
      [],
    );
  }

  // A run with the 7 of trumps declared, then the 7 exchanged: the run is not held at the start
  // of play (declare, and no points from it); the exchange itself is legal.
  {
    const r = findRun(
      'fx-read-declare-seven',
      CLASSIC,
      N,
      1,
      () => ({
        inject: (x) => {
          const s = x.s;
          if (!exchangeOpen(s) || x.steps.some((st) => st.move.type === 'declare')) return undefined;
          const p = sevenHolder(s);
          if (p === -1) return undefined;
          const runs = maximalRuns(s.hands[p]);
          if (!runs.some((m) => has(m, sevenOf(s.trump as Suit)))) return undefined;
          return { type: 'declare', runs: runCards(runs), player: p };
        },
      }),
      (x) => played(x) && declaredBeforeExchange(x),
    );
    fixture(
      'declare-004.json',
      oneHand('classic', N, 'A run with the 7 of trumps, declared and then exchanged', r),
      ['declare'],
      'a run holding the 7 of trumps declared before the exchange gives that 7 away',
    );
  }

  // One bad run and one good run in a declaration: only the bad one is ignored.
  {
    const r = findRun(
      'fx-read-declare-part',
      CLASSIC,
      N,
      0,
      () => ({
        declare: (s, p) => {
          const runs = allRuns(s, p);
          if (!runs.length) return null;
          // a run the player does not hold: three cards of a suit next to each other, one missing
          for (let su = 0; su < 4; su++) {
            const m = 0b111 << (su * 8 + 5);
            if ((m & s.hands[p]) !== m && (m & s.hands[p]) !== 0 && !runs.flat().some((c) => has(m, c)))
              return [...runs, cardsOf(m).reverse()];
          }
          return runs;
        },
      }),
      (x) => played(x) && x.faultRules().join() === 'declare' && x.summary().sequences.some((v) => v > 0),
    );
    fixture(
      'declare-005.json',
      oneHand('classic', N, 'A declaration with a run held and a run not held', r),
      ['declare'],
      'a declaration adds a run the player does not hold to a good run (the good run still counts)',
    );
  }

  // A second declaration after a first one that was rejected: also declare, and ignored.
  {
    const r = findRun(
      'fx-read-declare-again',
      CLASSIC,
      N,
      1,
      () => {
        let who: Player | -1 = -1;
        return {
          declare: (s, p) => {
            const runs = allRuns(s, p);
            if (who !== -1 || !runs.length) return runs;
            who = p;
            // not a run: two cards of the first run, with a gap between them
            const a = runs[0];
            return [[a[0], a[2]]];
          },
          inject: (x) =>
            who !== -1 &&
            x.s.phase === 'play' &&
            x.s.played[who] === 0 &&
            x.steps.filter((st) => st.move.type === 'declare' && st.move.player === who).length === 1
              ? { type: 'declare', runs: allRuns(x.s, who), player: who }
              : undefined,
        };
      },
      (x) =>
        played(x) &&
        x.faultRules().join() === 'declare' &&
        x.steps.filter((st) => st.move.type === 'declare' && st.faults.length).length === 2,
    );
    fixture(
      'declare-006.json',
      oneHand('classic', N, 'A second declaration after a rejected one', r),
      ['declare'],
      'a player declares again after a declaration that was rejected (the second is ignored too)',
    );
  }

  // A recorded sequences field that credits a player when nobody declared a run.
  {
    const r = findRun(
      'fx-read-seq-nobody',
      CLASSIC,
      N,
      0,
      () => ({ declare: () => null }),
      (x) => played(x) && x.summary().outcome === 'made',
    );
    fixture(
      'sequence-precedence-003.json',
      oneHand('classic', N, 'Sequences credited when nobody declared a run', r, (h) => {
        const t = r.s.taker as Player;
        const seq: Pair = [0, 0];
        seq[t] = 20;
        (h.result as HandResultRecord).sequences = seq;
      }),
      ['sequence-precedence'],
      'result.sequences credits 20 to the taker, but nobody declared a run',
    );
  }

  // A reconstructed hand whose exchange names no player and whose record stops before anyone
  // plays the turn-up card: nothing shows who held the 7 (a note, no fault).
  {
    const r = findRun(
      'fx-read-exchange-unknown',
      CLASSIC,
      N,
      0,
      () => ({ declare: () => null }),
      (x) => {
        if (!played(x) || !hasExchange(x)) return false;
        const at = x.steps.findIndex((st) => st.move.type === 'play' && cardOf(st) === x.initial.turnUp);
        return at > x.steps.findIndex((st) => st.move.type === 'play') + 4;
      },
    );
    const tu = r.initial.turnUp;
    fixture(
      'reconstructed-exchange-unfinished.json',
      oneHand(
        'classic',
        N,
        'A reconstructed hand with an exchange, stopping before the turn-up card is played',
        r,
        (h) => {
          delete h.deck;
          delete h.result;
          h.deal = { turnUp: cardName(tu) };
          const at = r.steps.findIndex((st) => st.move.type === 'play' && cardOf(st) === tu);
          h.moves = (h.moves ?? []).slice(0, at);
          for (const m of h.moves) if ('exchange' in m) delete m.player;
        },
      ),
      [],
    );
  }

  // A reconstructed hand: the cards of an ignored declaration (made after the player's first
  // card) are no evidence of what that player held, so no must-follow-suit rests on them.
  {
    const { value } = search('fx-read-ignored-declaration', (deck) => {
      const r = playDeck(CLASSIC, N, 1, deck, { exchange: false, declare: () => null });
      if (!played(r) || r.s.trump < 0) return null;
      const dealtMask = r.initial.first[0] | r.initial.first[1] | r.initial.rest[0] | r.initial.rest[1];
      const out = (1 << r.initial.turnUp) | (1 << r.initial.bottom) | dealtMask;
      const plays = r.plays();
      // a trick led by one player, the other void in the suit led, after that player's first card
      for (let k = 2; k < plays.length - 1; k += 2) {
        const lead = plays[k],
          second = plays[k + 1];
        const q = second.before.toAct;
        const ls = suitOf(cardOf(lead));
        if (ls === r.s.trump || suitOf(cardOf(second)) === ls) continue;
        // three cards of the suit led in a row that nobody was dealt
        for (let low = 0; low + 3 <= 8; low++) {
          const m = 0b111 << (ls * 8 + low);
          if ((m & out) === 0) return { r, k, q, run: cardsOf(m).reverse() };
        }
      }
      return null;
    });
    const { r, k, q, run } = value;
    const plays = r.plays();
    fixture(
      'wrong-phase-005.json',
      oneHand('classic', N, 'A reconstructed hand with runs declared after the first card', r, (h) => {
        delete h.deck;
        delete h.result;
        h.deal = { turnUp: cardName(r.initial.turnUp) };
        const moves = h.moves ?? [];
        const end = stepIndex(r, plays[k + 1]) + 1;
        const firstOfQ = r.steps.findIndex((st) => st.move.type === 'play' && st.before.toAct === q);
        h.moves = [
          ...moves.slice(0, firstOfQ + 1),
          { player: q, declare: [run.map(cardName)] },
          ...moves.slice(firstOfQ + 1, end),
        ];
      }),
      ['wrong-phase'],
      'reconstructed, stopping early: a run of cards nobody was dealt, declared after the first card (no evidence)',
    );
  }

  // A schmeiss in round 2 is a bid fault, and still an offer: the answer is an answer.
  {
    const sch = rulesOf('schmeiss');
    const r = findRun(
      'fx-read-schmeiss-2',
      sch,
      N,
      0,
      () => ({ bids: ['pass', 'pass', 'schmeiss', 'refuse'] }),
      (x) => played(x) && x.faultRules().join() === 'bid',
    );
    fixture(
      'bid-005.json',
      oneHand('schmeiss', N, 'A schmeiss in the second round, refused', r),
      ['bid'],
      'hand 0 move 2: a schmeiss in round 2 (still an offer: refused, the offerer takes the turn-up suit)',
    );
  }

  // A malformed result field is a schema fault only, not compared again as a score.
  {
    const r = findRun('fx-read-last-trick-text', CLASSIC, N, 0, () => ({}), played);
    fixture(
      'schema-004.json',
      oneHand('classic', N, 'The last trick written as text', r, (h) => {
        const res = h.result as Record<string, unknown>;
        res.lastTrick = String(res.lastTrick);
      }),
      ['schema'],
      'hand 0: result.lastTrick is the text "0" or "1", not a player',
    );
  }

  // A hand whose shape is broken still counts its recorded score for the totals.
  {
    const g = playGame(
      CLASSIC,
      N,
      0,
      (k) => deckOf(`fx-read-broken-dealer:${k}`),
      () => ({}),
      3,
    );
    const hands = g.hands.map((h) => handJson(h.run));
    (hands[1] as unknown as Record<string, unknown>).dealer = 1.5;
    fixture(
      'schema-005.json',
      fxDoc('classic', N, 'A hand with a dealer that is not a player', hands, { totals: g.totals, winner: null }),
      ['schema'],
      'hand 1: "dealer": 1.5 (its recorded score still counts: the totals are right)',
    );
  }

  // A hand that cannot be replayed and has no recorded score: the totals are not known.
  {
    const { value: g } = search('fx-read-unknown-score', (deck, n) => {
      const x = playGame(
        CLASSIC,
        N,
        1,
        (k) => (k === 0 ? deck : deckOf(`fx-read-unknown-score-1:${n}`)),
        () => ({}),
        2,
      );
      return x.hands.length === 2 && x.hands.every((h) => played(h.run)) ? x : null;
    });
    const hands = g.hands.map((h) => handJson(h.run));
    const lastHand = hands[1];
    delete lastHand.result;
    const moves = lastHand.moves ?? [];
    const at = moves.findIndex((m, j) => j > 8 && 'play' in m);
    (moves[at] as unknown as Record<string, unknown>).play = '11X';
    fixture(
      'schema-006.json',
      fxDoc('classic', N, 'A last hand that cannot be read, with no score', hands, { totals: g.totals, winner: null }),
      ['schema'],
      'hand 1: a card written "11X" and no recorded score (the totals are not known, so not judged)',
    );
  }

  // Under held-over, the pot after an unreadable tied hand is not known.
  {
    const b501 = rulesOf('bela-501');
    const { value: g } = search('fx-read-pot', (deck) => {
      const x = playGame(
        b501,
        N,
        0,
        (k) => (k === 0 ? tieDeck() : deck),
        () => ({}),
        2,
      );
      return x.hands.length === 2 &&
        x.hands[0].summary.outcome === 'tie-held-over' &&
        x.hands[1].summary.potPaidTo !== -1
        ? x
        : null;
    });
    const hands = g.hands.map((h) => handJson(h.run));
    const tied = hands[0];
    tied.result = { score: (tied.result as HandResultRecord).score };
    const moves = tied.moves ?? [];
    const at = moves.findIndex((m, j) => j > 8 && 'play' in m);
    (moves[at] as unknown as Record<string, unknown>).play = '1H';
    fixture(
      'schema-007.json',
      fxDoc('bela-501', N, 'An unreadable tied hand before a hand that pays the pot', hands, {
        totals: g.totals,
        winner: null,
      }),
      ['schema'],
      'hand 0 (a held-over tie): a card written "1H"; the pot hand 1 pays is not known, so neither its score nor the totals are judged',
    );
  }

  // A played hand needs nine cards each: a deck with six-card deal.hands is a deal fault.
  {
    const r = findRun('fx-read-six-cards', CLASSIC, N, 1, () => ({}), played);
    const deck = dealtDeck(r.initial);
    const nd = other(r.initial.dealer);
    const six = (p: Player) => (p === nd ? [0, 1, 2, 6, 7, 8] : [3, 4, 5, 9, 10, 11]).map((k) => cardName(deck[k]));
    fixture(
      'deal-004.json',
      oneHand('classic', N, 'A played hand whose deal lists six cards each', r, (h) => {
        h.deal = { turnUp: cardName(deck[12]), hands: [six(0), six(1)], bottom: cardName(deck[31]) };
      }),
      ['deal'],
      'hand 0 (played, with a deck): deal.hands lists only the first six cards of each player',
    );
  }

  // Bela from a later position: the other card of the pair was played before it, so the
  // announcement counts (a note); with the other card in the opponent's hand it is a fault.
  {
    const { value } = search('fx-read-bela-later', (deck) => {
      const r = playDeck(CLASSIC, N, 0, deck);
      if (!played(r) || r.s.belaHolder === -1) return null;
      const kq = r.plays().filter((st) => st.before.toAct === r.s.belaHolder && isBelaCard(cardOf(st), r.s.trump));
      const plays = r.plays();
      const a = plays.indexOf(kq[0]),
        b = plays.indexOf(kq[1]);
      // a position between the tricks of the two cards
      const cut = (Math.floor(a / 2) + 1) * 2;
      return cut <= b && cut < 18 ? { r, cut } : null;
    });
    const { r, cut } = value;
    const s = r.plays()[cut - 1].after;
    const start = {
      trump: trumpLetter(s.trump),
      taker: s.taker as Player,
      leader: s.leader,
      hands: [cardsOf(s.hands[0]).map(cardName), cardsOf(s.hands[1]).map(cardName)] as [string[], string[]],
      points: pointsSoFar(s),
      tricks: [s.tricksWon[0], s.tricksWon[1]] as Pair,
    };
    const pos = handFromPosition({
      rules: CLASSIC,
      dealer: s.dealer,
      trump: s.trump as Suit,
      taker: s.taker as Player,
      leader: s.leader,
      hands: [cardsOf(s.hands[0]), cardsOf(s.hands[1])],
      points: start.points,
      tricks: start.tricks,
    });
    if (!pos.ok) throw new Error(JSON.stringify(pos.error));
    const fr = new Scenario(pos.value, N);
    for (const st of r.plays().slice(cut)) {
      const c = cardOf(st),
        p = fr.s.toAct;
      fr.do(
        p === r.s.belaHolder && isBelaCard(c, fr.s.trump)
          ? { type: 'play', card: c, bela: true, player: p }
          : { type: 'play', card: c, player: p },
      );
    }
    assertClean('bela-later', [fr]);
    const sm = handSummary(fr.s);
    if (sm.bela[r.s.belaHolder as Player] !== 20) throw new Error('bela-later: the bela did not count');
    fixture(
      'fragment-bela-partner-played.json',
      fxDoc('classic', N, 'Bela announced from a position after its partner card was played', [
        {
          dealer: s.dealer,
          start,
          moves: fr.steps.map((x) => x.json),
          result: { lastTrick: sm.lastTrick as Player, points: sm.points, score: sm.score },
        },
      ]),
      [],
    );
  }
  {
    const { value } = search('fx-read-bela-split', (deck) => {
      const r = playDeck(CLASSIC, N, 0, deck);
      if (!played(r) || r.s.trump < 0) return null;
      const k = (r.s.trump as number) * 8 + RK,
        q = (r.s.trump as number) * 8 + RQ;
      const plays = r.plays();
      // the king and queen of trumps in different hands, both still held after trick 2
      const s = plays[3].after;
      const ph = has(s.hands[0], k) ? 0 : has(s.hands[1], k) ? 1 : -1;
      if (ph === -1 || !has(s.hands[other(ph)], q)) return null;
      return { r, king: k, holder: ph as Player };
    });
    const { r, king, holder } = value;
    const s = r.plays()[3].after;
    const start = {
      trump: trumpLetter(s.trump),
      taker: s.taker as Player,
      leader: s.leader,
      hands: [cardsOf(s.hands[0]).map(cardName), cardsOf(s.hands[1]).map(cardName)] as [string[], string[]],
    };
    const moves: TranscriptMove[] = r
      .plays()
      .slice(4)
      .map((st) =>
        cardOf(st) === king
          ? { player: holder, play: cardName(king), bela: true, mark: '??' }
          : { player: st.json.player, play: cardName(cardOf(st)) },
      );
    fixture(
      'bela-announcement-004.json',
      fxDoc('classic', N, 'Bela announced from a position while the opponent holds the other card', [
        { dealer: s.dealer, start, moves, result: { lastTrick: r.s.lastTrick as Player } },
      ]),
      ['bela-announcement'],
      'a position after trick 2: bela announced on the king of trumps while the opponent holds the queen',
    );
  }

  // The game's last hand unfinished, with no recorded score: the totals are those of the hands
  // before it (valid), and recorded totals that differ are game-result.
  {
    const { value: g } = search('fx-read-unfinished', (deck, n) => {
      const x = playGame(
        CLASSIC,
        N,
        0,
        (k) => (k === 2 ? deck : deckOf(`fx-read-unfinished-${k}:${n}`)),
        () => ({}),
        3,
      );
      return x.hands.length === 3 && x.hands.every((h) => played(h.run)) ? x : null;
    });
    const hands = g.hands.map((h) => handJson(h.run));
    const lastHand = hands[2];
    delete lastHand.result;
    lastHand.moves = (lastHand.moves ?? []).slice(0, 10);
    const before = g.hands[2].before;
    fixture(
      'unfinished-last-hand.json',
      fxDoc('classic', N, 'A game whose last hand stops in the middle', hands, { totals: before, winner: null }),
      [],
    );
    fixture(
      'game-result-004.json',
      fxDoc('classic', N, 'Totals that count an unfinished last hand', hands, { totals: g.totals, winner: null }),
      ['game-result'],
      'result.totals adds the score the last hand would have had, but it stops after ten moves with no score',
    );
  }
}

/**
 * A fixture written by hand (a transcript in the fixture folders that does not name this script
 * as its `meta.source`): kept as it is, with its entry in expected.json, never deleted.
 */
function handWritten(path: string): boolean {
  if (path === join(FIXTURES_DIR, 'expected.json') || !path.startsWith(FIXTURES_DIR)) return false;
  try {
    const d = JSON.parse(readFileSync(path, 'utf8')) as { meta?: { source?: unknown } };
    return d?.meta?.source !== SOURCE;
  } catch {
    return true;
  }
}

function buildFixtures(): void {
  fxValid();
  fxInvalid();
  fxReadings();
  const before = existsSync(join(FIXTURES_DIR, 'expected.json'))
    ? (JSON.parse(readFileSync(join(FIXTURES_DIR, 'expected.json'), 'utf8')) as Record<string, Expectation>)
    : {};
  for (const f of listJson(FIXTURES_DIR)) {
    const key = relative(FIXTURES_DIR, f).split('\\').join('/');
    if (!written.has(f) && handWritten(f) && before[key] && !expected[key]) expected[key] = before[key];
  }
  const sorted: Record<string, Expectation> = {};
  for (const k of Object.keys(expected).sort()) sorted[k] = expected[k];
  emit(join(FIXTURES_DIR, 'expected.json'), JSON.stringify(sorted, null, 1) + '\n');
}

main();
