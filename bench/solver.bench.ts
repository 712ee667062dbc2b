/**
 * Double-dummy solver benchmark, one thread: full nine-trick hands from the first lead.
 *
 * Deals are seeded shuffles dealt as in a game (nine cards each), trump the turn-up suit, the
 * non-dealer to lead. `solver.fullHandMedianMs` / `P95Ms` time `solve` (the value of the
 * position); `solver.allCardsMedianMs` / `P95Ms` time `solveCards` (the value of each of the
 * leader's cards, as the opponent and the analysis use it). 100 hands warm up first.
 */
import { type Player, type Suit, handFromDeck, rulesOf, seedRng, shuffledDeck } from '../src/engine/internal.js';
import { type SolverPosition, resetSolverNodes, solve, solveCards, solverNodes } from '../src/ai/solver.js';

function positions(n: number, seed: string): SolverPosition[] {
  const rng = seedRng(seed);
  const rules = rulesOf('classic');
  const out: SolverPosition[] = [];
  for (let i = 0; i < n; i++) {
    const s = handFromDeck(rules, (i & 1) as Player, shuffledDeck(rng));
    const hands: [number, number] = [s.first[0] | s.rest[0], s.first[1] | s.rest[1]];
    out.push({ hands, trump: (s.turnUp >> 3) as Suit, leader: (1 - s.dealer) as Player, lead: -1 });
  }
  return out;
}

const quantile = (xs: number[], q: number) => {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const round = (x: number, d = 3) => Math.round(x * 10 ** d) / 10 ** d;

export async function run(): Promise<Record<string, number | string>> {
  for (const p of positions(100, 'solver-warmup')) {
    solve(p);
    solveCards(p);
  }
  const hands = positions(1000, 'solver-bench');
  const one: number[] = [],
    all: number[] = [],
    nodes: number[] = [];
  let check = 0;
  for (const p of hands) {
    resetSolverNodes();
    let t = performance.now();
    check += solve(p).points;
    one.push(performance.now() - t);
    nodes.push(solverNodes());
    t = performance.now();
    check += solveCards(p).length;
    all.push(performance.now() - t);
  }
  if (!(check > 0)) throw new Error('the solver did no work');
  return {
    'solver.fullHandMedianMs': round(quantile(one, 0.5)),
    'solver.fullHandP95Ms': round(quantile(one, 0.95)),
    'solver.allCardsMedianMs': round(quantile(all, 0.5)),
    'solver.allCardsP95Ms': round(quantile(all, 0.95)),
    'solver.fullHandMedianNodes': quantile(nodes, 0.5),
    'solver.hands': hands.length,
  };
}
