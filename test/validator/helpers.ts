/**
 * Helpers for the validator and notation tests: engine-played games written as transcripts,
 * a search for a spot where a given play fault can be made, and verdict assertions.
 */
import { expect } from '@open-wc/testing';
import {
  type Card,
  type GameState,
  type HandState,
  type Move,
  type PresetName,
  type RngState,
  type RuleId,
  apply,
  applyInPlace,
  cardName,
  faultsOf,
  handFromDeck,
  legalMoves,
  newGame,
  nextFloat,
  nextInt,
  rulesOf,
  seedRng,
  cardsOf,
  cloneHand,
  parseCard,
} from '../../src/engine/internal.js';
import { moveFromNotation, writeGame } from '../../src/notation/index.js';
import type { TranscriptDoc } from '../../src/notation/types.js';
import type { Verdict, Violation } from '../../src/validator/types.js';

export const FIXTURES = '/test/fixtures/conformance';

export async function fetchText(path: string): Promise<string> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status}`);
  return response.text();
}

export const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

function choose(moves: Move[], rng: RngState): Move {
  const next = moves.find((m) => m.type === 'next');
  if (next) return next;
  const exchange = moves.find((m) => m.type === 'exchange');
  if (exchange && nextFloat(rng) < 0.8) return exchange;
  let pool = moves.filter((m) => m.type !== 'claim' || nextFloat(rng) < 0.3);
  const bela = pool.filter((m) => m.type === 'play' && m.bela);
  if (bela.length && nextFloat(rng) < 0.8) pool = bela;
  // declare the longest option more often than not
  const declares = pool.filter((m) => m.type === 'declare');
  if (declares.length > 1 && nextFloat(rng) < 0.7) {
    const best = declares.reduce((a, b) =>
      (b as { runs: Card[][] }).runs.flat().length > (a as { runs: Card[][] }).runs.flat().length ? b : a,
    );
    return best;
  }
  if (pool.every((m) => m.type === 'bid') && nextFloat(rng) < 0.4) {
    const take = pool.filter((m) => m.type === 'bid' && m.bid !== 'pass' && m.bid !== 'schmeiss' && m.bid !== 'refuse');
    if (take.length) pool = take;
  }
  return pool[nextInt(rng, pool.length)];
}

/** A whole game under a preset (or rules object), every move chosen at random among the legal ones. */
export function playGame(
  rules: PresetName | Parameters<typeof rulesOf>[0],
  seed: number | string,
  maxHands = 1000,
): GameState {
  let g = newGame({ rules: rulesOf(rules), seed });
  const rng = seedRng(`test-moves:${String(seed)}`);
  for (let steps = 0; !g.over && g.history.length < maxHands; steps++) {
    if (steps > 20000) throw new Error('game did not end');
    const moves = legalMoves(g);
    if (!moves.length) break;
    const r = apply(g, choose(moves, rng));
    if (!r.ok) throw new Error(r.error.message);
    g = r.value;
  }
  return g;
}

export const PLAYERS: [string, string] = ['Anna', 'Ben'];

export function gameDoc(rules: PresetName | Parameters<typeof rulesOf>[0], seed: number | string): TranscriptDoc {
  return writeGame(playGame(rules, seed), { players: PLAYERS });
}

/** The engine state of a written hand before move `upTo` (legal moves only, as written). */
export function stateBefore(
  doc: TranscriptDoc,
  hand: number,
  upTo: number,
  before: [number, number] = [0, 0],
  pot = 0,
): HandState {
  const h = doc.hands[hand];
  const deck = (h.deck as string[]).map(parseCard);
  const s = handFromDeck(
    rulesOf(typeof doc.rules === 'string' ? doc.rules : (doc.rules ?? 'classic')),
    h.dealer,
    deck,
    before,
    pot,
  );
  for (let j = 0; j < upTo; j++) applyInPlace(s, moveFromNotation(h.moves![j]) as Move);
  return s;
}

/**
 * Find a play in an engine-written game that can be replaced by another card of the same
 * player breaking `rule` (must-follow-suit, must-overtrump, must-trump), and make that change.
 */
export function withPlayFault(
  rule: RuleId,
  presets: PresetName[] = ['classic', 'simple', 'schmeiss', 'bela-501'],
): { doc: TranscriptDoc; hand: number; move: number; card: Card; player: 0 | 1 } {
  for (let seed = 1; seed < 200; seed++) {
    const preset = presets[seed % presets.length];
    const game = playGame(preset, `fault:${seed}`);
    const doc = writeGame(game, { players: PLAYERS });
    for (let i = 0; i < game.history.length; i++) {
      const played = game.history[i];
      const before: [number, number] =
        i === 0 ? [0, 0] : [game.history[i - 1].totals[0], game.history[i - 1].totals[1]];
      const s = handFromDeck(game.rules, played.dealer, played.deck, before, 0);
      for (let j = 0; j < played.moves.length; j++) {
        const m = played.moves[j];
        if (m.type === 'play' && s.phase === 'play') {
          for (const c of cardsOf(s.hands[s.toAct])) {
            if (c === m.card) continue;
            const f = faultsOf(cloneHand(s), { type: 'play', card: c });
            if (f.length === 1 && f[0].rule === rule) {
              const out = JSON.parse(JSON.stringify(doc)) as TranscriptDoc;
              out.hands[i].moves![j] = { play: cardName(c) };
              return { doc: out, hand: i, move: j, card: c, player: s.toAct };
            }
          }
        }
        applyInPlace(s, m);
      }
    }
  }
  throw new Error(`no spot found for ${rule}`);
}

export function rulesOfVerdict(v: Verdict): string[] {
  return [...new Set(v.violations.map((x) => x.rule))].sort();
}

export function describe_(v: Verdict): string {
  return v.violations.map((x) => `${x.rule} ${x.path}: ${x.message}`).join('\n');
}

/** The one violation of a rule (fails when there is none). */
export function violationOf(v: Verdict, rule: RuleId): Violation {
  const found = v.violations.find((x) => x.rule === rule);
  expect(found, `no ${rule} violation in:\n${describe_(v)}`).to.exist;
  return found as Violation;
}

export function expectValid(v: Verdict): void {
  expect(v.violations, describe_(v)).to.deep.equal([]);
  expect(v.valid).to.equal(true);
}
