/**
 * A whole game: the cut for the first dealer, seeded deals, hands one after another, the score
 * sheet with held-over points, claims, and the end at the target.
 */
import { type Card, type Player, other } from './cards.js';
import { applyInPlace, cloneHand, handFromDeck } from './hand.js';
import { faultsOf } from './faults.js';
import { legalHandMoves } from './moves.js';
import { type RngState, nextInt, seedRng, shuffledDeck } from './rng.js';
import type { Rules } from './rules.js';
import { type HandSummary, gameWinner, handSummary } from './scoring.js';
import { engineMessage as em } from './engine-message.js';
import { who } from './message.js';
import type { FaultData, HandState, Move, Result } from './types.js';

/** A finished hand of a game, as the score sheet keeps it: its dealer, deck, moves, summary and the totals after it. */
export interface PlayedHand {
  /** Who dealt it. */
  dealer: Player;
  /** The deck it was dealt from, top card first. */
  deck: Card[];
  /** Its moves, in order. */
  moves: Move[];
  /** What it scored. */
  summary: HandSummary;
  /** Game totals after this hand. */
  totals: [number, number];
}

/**
 * A whole game: the score sheet, the hand being played and the seeded generator for the next
 * deals. A plain object (JSON-serialisable), treated as immutable by `apply`.
 */
export interface GameState {
  /** Always `game` (a hand is `hand`). */
  readonly kind: 'game';
  /** The rules of the game. */
  rules: Rules;
  /** The generator state after the current hand was dealt. */
  rng: RngState;
  /** The cards each player cut for the first deal (higher rank deals). */
  cut: [Card, Card];
  /** Totals of the finished hands. */
  totals: [number, number];
  /** Held-over points waiting for the winner of the next played hand. */
  pot: number;
  /** Finished hands, in order. */
  history: PlayedHand[];
  /** The hand being played (or just finished). */
  hand: HandState;
  /** The deck the current hand was dealt from, top card first. */
  deck: Card[];
  /** The moves of the current hand so far. */
  moves: Move[];
  /** True once the current (finished) hand is on the score sheet. */
  recorded: boolean;
  /** True once the game is over (a player reached the target, or a claim ended it). */
  over: boolean;
  /** Who won the game, else -1. */
  winner: Player | -1;
  /** Decks still to use before drawing from the generator (for tests and replays). */
  queue: Card[][];
}

/** How `newGame` starts: the rules, a seed for the deals, and optionally the first dealer and the decks. */
export interface NewGameOptions {
  /** The rules of the game. */
  rules: Rules;
  /** A seed for the cut and the deals: the same seed deals the same game (default: the time). */
  seed?: number | string;
  /** Who deals first (skips the cut). */
  dealer?: Player;
  /** Decks to deal, in order, before the generator takes over. */
  decks?: Card[][];
}

/** Cut for the first dealer: each player draws a card; the higher rank (A K Q J 10 9 8 7) deals. */
export function cutForDealer(rng: RngState): { cut: [Card, Card]; dealer: Player } {
  for (;;) {
    const a = nextInt(rng, 32);
    let b = nextInt(rng, 31);
    if (b >= a) b++;
    if ((a & 7) !== (b & 7)) return { cut: [a, b], dealer: (a & 7) > (b & 7) ? 0 : 1 };
  }
}

/** A new game: the cut for the first dealer (unless `dealer` is given) and the first deal, ready for bidding. */
export function newGame(opts: NewGameOptions): GameState {
  const rng = seedRng(opts.seed ?? Date.now());
  const { cut, dealer: cutDealer } = cutForDealer(rng);
  const dealer = opts.dealer ?? cutDealer;
  const queue = (opts.decks ?? []).map((d) => d.slice());
  const deck = queue.length ? (queue.shift() as Card[]) : shuffledDeck(rng);
  return {
    kind: 'game',
    rules: opts.rules,
    rng,
    cut,
    totals: [0, 0],
    pot: 0,
    history: [],
    hand: handFromDeck(opts.rules, dealer, deck, [0, 0], 0),
    deck,
    moves: [],
    recorded: false,
    over: false,
    winner: -1,
    queue,
  };
}

function cloneGame(g: GameState): GameState {
  return {
    ...g,
    rng: [g.rng[0], g.rng[1], g.rng[2], g.rng[3]],
    totals: [g.totals[0], g.totals[1]],
    history: g.history.slice(),
    moves: g.moves.slice(),
    queue: g.queue.slice(),
  };
}

/** Can the hand just finished still be claimed (claiming rules, right after the ninth trick)? */
function claimPending(h: HandState): boolean {
  return h.phase === 'over' && h.end === 'played' && h.rules.claiming && h.claimWindow !== -1 && !h.claim;
}

/** Put the finished hand on the score sheet and decide whether the game is over. */
function record(g: GameState): void {
  if (g.recorded) return;
  const h = g.hand;
  const summary = handSummary(h);
  g.totals = [g.totals[0] + summary.score[0], g.totals[1] + summary.score[1]];
  g.pot = summary.potOut;
  g.history.push({ dealer: h.dealer, deck: g.deck, moves: g.moves, summary, totals: [g.totals[0], g.totals[1]] });
  g.recorded = true;
  if (h.end === 'claimed' && h.claim) {
    g.over = true;
    g.winner = h.claim.correct ? h.claim.player : other(h.claim.player);
    return;
  }
  const w = gameWinner(g.totals, g.rules);
  if (w !== -1) {
    g.over = true;
    g.winner = w;
  }
}

export function gameLegalMoves(g: GameState): Move[] {
  if (g.over) return [];
  const h = g.hand;
  if (h.phase !== 'over') return legalHandMoves(h);
  const out = legalHandMoves(h); // a claim after the ninth trick, if any
  out.push({ type: 'next' });
  return out;
}

export function gameFaults(g: GameState, m: Move): FaultData[] {
  if (g.over) return [{ rule: 'wrong-phase', ...em('gameOver', g.winner === -1 ? null : who(g.winner)) }];
  if (m.type === 'next') {
    return g.hand.phase === 'over' ? [] : [{ rule: 'wrong-phase', ...em('nextNotOver') }];
  }
  return faultsOf(g.hand, m);
}

/** Apply a move to a game; an illegal one gives its first fault (as data: see index.ts `apply`). */
export function gameApply(g: GameState, m: Move): Result<GameState, FaultData> {
  const f = gameFaults(g, m);
  if (f.length) return { ok: false, error: f[0] };
  const t = cloneGame(g);
  if (m.type === 'next') {
    record(t);
    if (t.over) return { ok: true, value: t };
    const last = t.history[t.history.length - 1];
    const deck = t.queue.length ? (t.queue.shift() as Card[]) : shuffledDeck(t.rng);
    t.deck = deck;
    t.moves = [];
    t.recorded = false;
    t.hand = handFromDeck(t.rules, last.summary.nextDealer, deck, t.totals, t.pot);
    return { ok: true, value: t };
  }
  t.hand = cloneHand(g.hand);
  applyInPlace(t.hand, m);
  t.moves.push(m);
  if (t.hand.phase === 'over' && !claimPending(t.hand)) record(t);
  return { ok: true, value: t };
}
