/**
 * Matches between AI levels for bench/ai.bench.ts: duplicate hands (every deal played twice,
 * seats swapped) and duplicate games. Runs in the bench's own thread or as a worker thread
 * (`node:worker_threads`, Node only), so that the two cores play in parallel.
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import {
  type GameState, type HandState, type Move, type Player, apply, applyHand, exchangeOpen, handFromDeck, handSummary, newGame,
  rulesOf, seedRng, shuffledDeck,
} from '../src/engine/index.js';
import { chooseMove } from '../src/ai/index.js';
import type { AiLevel } from '../src/ai/types.js';

export interface MatchJob {
  kind: 'hands' | 'games';
  /** Level of the player measured, and of the opponent. */
  a: AiLevel;
  b: AiLevel;
  /** Deal (or game) indexes [from, to). */
  from: number;
  to: number;
  seed: string;
  /** Record the wall time of each of `a`'s moves. */
  time?: boolean;
}

export interface MatchResult {
  /** Points written by a and by b. */
  points: [number, number];
  hands: number;
  games: number;
  /** Games won by a. */
  wins: number;
  /** Wall time of each of a's moves, in ms (when asked). */
  times: number[];
}

/** Play one hand; `levels[p]` is the level of seat p; the moves of seat `timed` are timed. */
function playHand(start: HandState, levels: [AiLevel, AiLevel], seed: string, timed: Player | -1, times: number[]): HandState {
  let s = start;
  const moves: Move[] = [];
  const choose = (p: Player, n: number) => {
    const t0 = performance.now();
    const c = chooseMove(s, p, { level: levels[p], seed: `${seed}/${n}`, history: moves });
    if (p === timed && c) times.push(performance.now() - t0);
    return c;
  };
  for (let n = 0; s.phase !== 'over'; n++) {
    const waiting = (1 - s.toAct) as Player;
    let c = exchangeOpen(s) ? choose(waiting, n) : null;
    if (!c) c = choose(s.toAct, n);
    if (!c) throw new Error('no move');
    const r = applyHand(s, c.move);
    if (!r.ok) throw new Error(`illegal move: ${r.error.message}`);
    s = r.value;
    moves.push(c.move);
  }
  return s;
}

function playGame(g0: GameState, levels: [AiLevel, AiLevel], seed: string): GameState {
  let g = g0;
  for (let n = 0; !g.over; n++) {
    const h = g.hand;
    const waiting = (1 - h.toAct) as Player;
    let c = h.phase === 'play' && exchangeOpen(h) ? chooseMove(g, waiting, { level: levels[waiting], seed: `${seed}/${n}` }) : null;
    const p: Player = h.phase === 'over' && h.claimWindow !== -1 ? h.claimWindow : h.toAct;
    if (!c) c = chooseMove(g, p, { level: levels[p], seed: `${seed}/${n}` });
    if (!c) throw new Error('no move');
    const r = apply(g, c.move);
    if (!r.ok) throw new Error(`illegal move: ${r.error.message}`);
    g = r.value;
  }
  return g;
}

export function runJob(job: MatchJob): MatchResult {
  const res: MatchResult = { points: [0, 0], hands: 0, games: 0, wins: 0, times: [] };
  const rules = rulesOf('classic');
  for (let i = job.from; i < job.to; i++) {
    if (job.kind === 'hands') {
      const deck = shuffledDeck(seedRng(`${job.seed}/deal/${i}`));
      for (const seat of [0, 1] as Player[]) {
        const levels: [AiLevel, AiLevel] = seat === 0 ? [job.a, job.b] : [job.b, job.a];
        const end = playHand(handFromDeck(rules, (i & 1) as Player, deck), levels, `${job.seed}/${i}/${seat}`, job.time ? seat : -1, res.times);
        const sum = handSummary(end);
        res.points[0] += sum.score[seat];
        res.points[1] += sum.score[1 - seat];
        res.hands++;
      }
    } else {
      for (const seat of [0, 1] as Player[]) {
        const levels: [AiLevel, AiLevel] = seat === 0 ? [job.a, job.b] : [job.b, job.a];
        const g = playGame(newGame({ rules, seed: `${job.seed}/game/${i}` }), levels, `${job.seed}/${i}/${seat}`);
        res.points[0] += g.totals[seat];
        res.points[1] += g.totals[1 - seat];
        res.hands += g.history.length;
        res.games++;
        if (g.winner === seat) res.wins++;
      }
    }
  }
  return res;
}

if (!isMainThread && parentPort && workerData?.aiMatchWorker) {
  const port = parentPort;
  port.on('message', (job: MatchJob | null) => {
    if (job === null) { port.close(); return; }
    try {
      port.postMessage({ ok: true, result: runJob(job) });
    } catch (err) {
      port.postMessage({ ok: false, error: err instanceof Error ? err.message : String(err) });
    }
  });
}
