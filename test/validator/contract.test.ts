// The validator against the contract on engine-played games (fast-check): a whole game the
// engine plays, written as a transcript, stays valid when what the contract makes optional is
// left out (the `player` fields the state implies, the deck for the dealt hands, or both deck and
// dealt hands: hands rebuilt from their plays), and with one fault applied the verdict names
// exactly that fault (rule, path, hand, move) and nothing after it that the record cannot prove.
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  type GameState,
  type HandState,
  type Move,
  type PresetName,
  RK,
  RQ,
  actorOf,
  apply,
  cardName,
  cardsOf,
  has,
  legalMoves,
  newGame,
  nextFloat,
  nextInt,
  rulesOf,
  seedRng,
  sevenOf,
  suitOf,
  parseCard,
} from '../../src/engine/internal.js';
import { moveFromNotation, writeGame } from '../../src/notation/index.js';
import type { TranscriptDoc, TranscriptHand, TranscriptMove } from '../../src/notation/types.js';
import { replayDocument, validate } from '../../src/validator/index.js';

const PRESETS: PresetName[] = ['classic', 'bela-501', 'simple', 'schmeiss'];

/** A game the engine plays with seeded random legal moves, stopped after `maxHands` hands. */
function playedGame(preset: PresetName, seed: number, maxHands: number): TranscriptDoc {
  let g: GameState = newGame({ rules: rulesOf(preset), seed });
  const rng = seedRng(`contract:${seed}`);
  for (let steps = 0; !g.over && g.history.length < maxHands && steps < 5000; steps++) {
    const moves = legalMoves(g);
    if (moves.length === 0) break;
    // habits of players: the dix is taken and bela announced most of the time, claims are rare
    let pool = moves.filter((m) => m.type !== 'claim' || nextFloat(rng) < 0.1);
    const next = pool.find((m) => m.type === 'next');
    if (next) pool = [next];
    const ex = pool.find((m) => m.type === 'exchange');
    if (ex && nextFloat(rng) < 0.8) pool = [ex];
    const bela = pool.filter((m) => m.type === 'play' && m.bela);
    if (bela.length && nextFloat(rng) < 0.8) pool = bela;
    const r = apply(g, pool[nextInt(rng, pool.length)]);
    if (!r.ok) throw new Error(r.error.message);
    g = r.value;
  }
  return writeGame(g, { players: ['Ada', 'Bo'], rules: preset });
}

const moveOf = (m: TranscriptMove): Move | null => moveFromNotation(m);

/** The state before each move of each hand, from the validator's own replay of the full record. */
function statesBefore(doc: TranscriptDoc): (HandState | null)[][] {
  const rep = replayDocument(doc);
  return rep.hands.map((h) => {
    const out: (HandState | null)[] = [];
    let s = h.initial;
    for (const st of h.steps) {
      out[st.index] = s;
      s = st.state;
    }
    return out;
  });
}

// ---- leaving out what is optional ------------------------------------------------------------

type Omit = 'players' | 'deck' | 'deck-and-hands' | 'players-and-deck' | 'stopped';

/**
 * Leave out what the contract makes optional. `stopped`: hands rebuilt from their plays with
 * the implied players left out, the last hand cut short at `cut` (0..1) with no result, as an
 * interrupted record, and the totals those of the hands before it.
 */
function omit(doc: TranscriptDoc, what: Omit, cut = 0.5): TranscriptDoc {
  const d = structuredClone(doc);
  const before = statesBefore(doc);
  if (what === 'stopped') {
    const rep = replayDocument(doc);
    const i = d.hands.length - 1;
    const last = d.hands[i];
    const claimed = d.hands.some((h) => (h.moves ?? []).some((m) => 'claim' in m));
    if (last.moves?.length && !claimed) {
      // at least its last move left out, so the hand is unfinished
      last.moves = last.moves.slice(0, Math.floor(cut * (last.moves.length - 1)));
      delete last.result;
      d.result = { totals: rep.hands[i].before, winner: null };
    }
  }
  d.hands.forEach((h, i) => {
    if (what === 'players' || what === 'players-and-deck' || what === 'stopped') {
      // a `player` is optional where it names the actor the state implies
      (h.moves ?? []).forEach((m, j) => {
        const s = before[i][j];
        const mv = moveOf(m);
        if (!s || !mv || mv.type === 'next') return;
        const bare = { ...mv } as Move & { player?: 0 | 1 };
        delete bare.player;
        if (actorOf(s, bare) === m.player) delete m.player;
      });
    }
    if (what !== 'players' && h.deck) {
      const deck = h.deck;
      delete h.deck;
      const nd = h.dealer === 0 ? 1 : 0;
      const dealt = (p: 0 | 1) =>
        (p === nd ? [0, 1, 2, 6, 7, 8, 13, 14, 15] : [3, 4, 5, 9, 10, 11, 16, 17, 18]).map((k) => deck[k]);
      h.deal =
        what === 'deck'
          ? { turnUp: deck[12], hands: [dealt(0), dealt(1)], bottom: deck[31] }
          : { turnUp: deck[12], bottom: deck[31] };
      if (what === 'stopped') delete h.deal.bottom;
    }
  });
  return d;
}

// ---- one fault ---------------------------------------------------------------------------------

interface Fault {
  rule: string;
  path: string;
  hand?: number;
  move?: number;
}

type Kind =
  | 'out-of-turn'
  | 'result'
  | 'last-trick'
  | 'totals'
  | 'bela-flag'
  | 'declare'
  | 'declare-extra-run'
  | 'declare-again'
  | 'after-end';

/**
 * Apply one fault of the kind asked for at a place chosen by `pick` (0..1), or null when the game
 * has no place for it. Each fault leaves every other move as it was and means nothing for the
 * rest of the record (an illegal move with no natural meaning is ignored; a wrong `player` counts
 * as the right one; a result field is compared on its own).
 */
function withFault(doc: TranscriptDoc, kind: Kind, pick: number): { doc: TranscriptDoc; fault: Fault } | null {
  const d = structuredClone(doc);
  const before = statesBefore(doc);
  const places: Fault[] = [];
  const edits: (() => void)[] = [];
  const at = (i: number, j: number) => `/hands/${i}/moves/${j}`;
  d.hands.forEach((h: TranscriptHand, i) => {
    const moves = h.moves ?? [];
    if (kind === 'out-of-turn')
      moves.forEach((m, j) => {
        if (m.player === undefined || !('bid' in m || 'play' in m)) return;
        places.push({ rule: 'out-of-turn', path: at(i, j), hand: i, move: j });
        edits.push(() => (m.player = m.player === 0 ? 1 : 0));
      });
    if (kind === 'bela-flag')
      moves.forEach((m, j) => {
        const s = before[i][j];
        if (!('play' in m) || m.bela || !s || s.trump < 0) return;
        const c = parseCard(m.play);
        if (suitOf(c) === s.trump && ((c & 7) === RK || (c & 7) === RQ)) return;
        places.push({ rule: 'bela-announcement', path: at(i, j), hand: i, move: j });
        edits.push(() => ((m as { bela?: boolean }).bela = true));
      });
    if (kind === 'declare-extra-run' || kind === 'declare-again')
      moves.forEach((m, j) => {
        const s = before[i][j];
        if (!('declare' in m) || !s || m.player === undefined) return;
        const p = m.player;
        // a run of three the declarer does not hold (and cannot get by the exchange)
        const free = (c: number) => !has(s.hands[p], c) && c !== s.turnUp;
        for (let c = 0; c + 2 < 32; c++) {
          if (c >> 3 !== (c + 2) >> 3 || !free(c) || !free(c + 1) || !free(c + 2)) continue;
          const run = cardsOf((1 << c) | (1 << (c + 1)) | (1 << (c + 2)))
            .reverse()
            .map(cardName);
          if (kind === 'declare-extra-run') {
            // the bad run is ignored, the runs declared with it still count
            places.push({ rule: 'declare', path: at(i, j), hand: i, move: j });
            edits.push(() => m.declare.push(run));
          } else {
            // a second declaration right after the first: declare, and ignored
            places.push({ rule: 'declare', path: at(i, j + 1), hand: i, move: j + 1 });
            edits.push(() => moves.splice(j + 1, 0, { player: p, declare: [run] }));
          }
          break;
        }
      });
    const res = h.result;
    if (res && kind === 'result')
      for (const f of ['cards', 'points', 'score'] as const) {
        const v = res[f];
        if (!v) continue;
        places.push({ rule: 'score', path: `/hands/${i}/result/${f}`, hand: i });
        edits.push(() => (v[0] += 1));
      }
    if (res && kind === 'last-trick' && res.lastTrick !== undefined) {
      places.push({ rule: 'score', path: `/hands/${i}/result/lastTrick`, hand: i });
      edits.push(() => (res.lastTrick = res.lastTrick === 0 ? 1 : 0));
    }
    if (kind === 'declare' && h.deck) {
      // a run not held, declared before the first card by a player who declares nothing else
      const first = moves.findIndex((m) => 'play' in m);
      const s = first >= 0 ? before[i][first] : null;
      if (!s) return;
      for (const p of [0, 1] as const) {
        if (moves.some((m) => 'declare' in m && (m.player ?? -1) === p)) continue;
        if (moves.some((m) => 'declare' in m && m.player === undefined)) continue;
        const free = (c: number) =>
          !has(s.hands[p], c) && c !== s.turnUp && c !== (s.trump >= 0 ? sevenOf(s.trump as 0) : -1);
        for (let c = 0; c + 2 < 32; c++) {
          if (c >> 3 !== (c + 2) >> 3 || !free(c) || !free(c + 1) || !free(c + 2)) continue;
          const run = cardsOf((1 << c) | (1 << (c + 1)) | (1 << (c + 2))).reverse();
          places.push({ rule: 'declare', path: at(i, first), hand: i, move: first });
          edits.push(() => moves.splice(first, 0, { player: p, declare: [run.map(cardName)] }));
          break;
        }
      }
    }
  });
  const lastHand = d.hands[d.hands.length - 1];
  const lastState = replayDocument(doc).hands[d.hands.length - 1];
  const end = lastState?.steps.length ? lastState.steps[lastState.steps.length - 1].state : null;
  if (kind === 'after-end' && end && end.phase === 'over' && lastHand.moves) {
    const j = lastHand.moves.length;
    places.push({ rule: 'wrong-phase', path: at(d.hands.length - 1, j), hand: d.hands.length - 1, move: j });
    edits.push(() => lastHand.moves!.push({ bid: 'pass' }));
  }
  const claimed = d.hands.some((h) => (h.moves ?? []).some((m) => 'claim' in m));
  if (kind === 'totals' && d.result?.totals && !claimed) {
    const t = d.result.totals;
    places.push({ rule: 'game-result', path: '/result/totals' });
    edits.push(() => (t[0] += 1));
  }
  if (!places.length) return null;
  const k = Math.min(places.length - 1, Math.floor(pick * places.length));
  edits[k]();
  return { doc: d, fault: places[k] };
}

const shape = (v: { rule: string; path: string; hand?: number; move?: number }) => ({
  rule: v.rule,
  path: v.path,
  hand: v.hand,
  move: v.move,
});

const gameArb = fc.record({
  preset: fc.constantFrom(...PRESETS),
  seed: fc.integer({ min: 1, max: 1_000_000 }),
  hands: fc.integer({ min: 1, max: 4 }),
});

describe('the validator against the contract on engine-played games (fast-check)', () => {
  let runs = 0;
  const faults = new Set<Kind>();
  it('a played game is valid with the optional parts left out: implied players, the deck, the dealt hands', () => {
    fc.assert(
      fc.property(
        gameArb,
        fc.constantFrom<Omit>('players', 'deck', 'deck-and-hands', 'players-and-deck', 'stopped'),
        fc.double({ min: 0, max: 1, noNaN: true }),
        ({ preset, seed, hands }, what, cut) => {
          const doc = playedGame(preset, seed, hands);
          const full = validate(doc);
          expect(full.violations, JSON.stringify(full.violations)).to.deep.equal([]);
          const v = validate(omit(doc, what, cut));
          expect(v.violations, `${what}: ${JSON.stringify(v.violations)}`).to.deep.equal([]);
          runs++;
        },
      ),
      { numRuns: 80 },
    );
    expect(runs).to.equal(80);
  });

  it('one fault applied: the verdict names exactly that fault and nothing after it', () => {
    fc.assert(
      fc.property(
        gameArb,
        fc.constantFrom<Kind>(
          'out-of-turn',
          'result',
          'last-trick',
          'totals',
          'bela-flag',
          'declare',
          'declare-extra-run',
          'declare-again',
          'after-end',
        ),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom<Omit | 'none'>('none', 'none', 'players', 'deck-and-hands'),
        ({ preset, seed, hands }, kind, pick, what) => {
          const played = playedGame(preset, seed, hands);
          // the record first made smaller (where the fault does not need what is left out)
          const needs = kind === 'out-of-turn' || kind.startsWith('declare');
          const base = what === 'none' || needs ? played : omit(played, what);
          const f = withFault(base, kind, pick);
          if (!f) return;
          faults.add(kind);
          const v = validate(f.doc);
          expect(v.violations.map(shape), `${kind} ${what}: ${JSON.stringify(v.violations)}`).to.deep.equal([
            shape(f.fault),
          ]);
        },
      ),
      { numRuns: 150 },
    );
    // every kind of fault found a place in some game
    expect(faults.size).to.equal(9);
  });
});

describe('a broken hand counts its recorded score (fixtures schema-005)', () => {
  it('the totals after a hand with "dealer": 1.5 are judged with its score', async () => {
    const res = await fetch('/test/fixtures/transcripts/invalid/schema-005.json');
    const doc = (await res.json()) as TranscriptDoc;
    expect(validate(doc).violations.map((v) => v.rule)).to.deep.equal(['schema']);
    // totals that leave out the broken hand's score are wrong
    const score = doc.hands[1].result?.score as [number, number];
    const d = structuredClone(doc);
    const t = d.result?.totals as [number, number];
    t[0] -= score[0];
    t[1] -= score[1];
    const v = validate(d).violations.map((x) => [x.rule, x.path]);
    expect(v).to.deep.equal([
      ['schema', '/hands/1/dealer'],
      ['game-result', '/result/totals'],
    ]);
  });
});
