/**
 * Matches between AI levels for bench/ai.bench.ts: duplicate hands (every deal played twice,
 * seats swapped) and duplicate games. Runs in the bench's own thread or as a worker thread
 * (`node:worker_threads`, Node only), so that the two cores play in parallel.
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import {
  type HandState,
  type Move,
  type Player,
  applyHand,
  handFromDeck,
  handSummary,
  newGame,
  rulesOf,
  seedRng,
  shuffledDeck,
} from '../src/engine/internal.js';
import { playAiGame, playAiHand } from '../src/ai/selfplay.js';
import { analyzeHand } from '../src/ai/analysis.js';
import { finalPoints, prepareDeal } from '../src/ai/evaluate.js';
import { solve } from '../src/ai/solver.js';
import type { AiChoice, AiLevel } from '../src/ai/types.js';

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
  /** Count a's takes and bates, and its loss against double-dummy play. */
  stats?: boolean;
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
  /** The same for a's bids alone. */
  bidTimes: number[];
  /**
   * CPU time of each of a's moves and bids, in ms (when asked): the process's CPU time, which
   * in the bench's own thread is this thread's and does not grow when other work shares the cores.
   */
  cpuTimes: number[];
  cpuBidTimes: number[];
  /** Hands (single-hand jobs) in which a took trumps, and those of them a did not make. */
  takes: number;
  bates: number;
  /** a's takes that fail when both play double-dummy from the first card (a sound defender). */
  ddBates: number;
  /** Points a's card play gave away against double-dummy play, summed over the hands. */
  ddLoss: number;
}

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** The state before the first card of a played hand (bidding, dix and runs done), or null. */
function beforeFirstCard(start: HandState, moves: readonly Move[]): HandState | null {
  let s = start;
  for (const m of moves) {
    if (m.type === 'play') return s;
    const r = applyHand(s, m);
    if (!r.ok) return null;
    s = r.value;
  }
  return null;
}

/** Whether the taker makes the hand from `s` with double-dummy play on both sides. */
function makesDoubleDummy(s: HandState): boolean {
  const prep = prepareDeal(s);
  const r = solve(prep.pos);
  const pts = finalPoints(prep, r.mover, r.margin, r.remaining);
  return pts[s.taker as Player] > pts[1 - (s.taker as Player)];
}

/** A result with nothing counted yet. */
export const emptyResult = (): MatchResult => ({
  points: [0, 0],
  hands: 0,
  games: 0,
  wins: 0,
  times: [],
  bidTimes: [],
  cpuTimes: [],
  cpuBidTimes: [],
  takes: 0,
  bates: 0,
  ddBates: 0,
  ddLoss: 0,
});

export function runJob(job: MatchJob): MatchResult {
  const res = emptyResult();
  const rules = rulesOf('classic');
  for (let i = job.from; i < job.to; i++) {
    if (job.kind === 'hands') {
      const deck = shuffledDeck(seedRng(`${job.seed}/deal/${i}`));
      for (const seat of [0, 1] as Player[]) {
        const levels: [AiLevel, AiLevel] = seat === 0 ? [job.a, job.b] : [job.b, job.a];
        const timed = job.time
          ? (p: Player, ms: number, c: AiChoice) => {
              // CPU time since the previous choice: this choice, plus the engine applying the
              // last move and any seat that answered null (little next to a hard move)
              const now = cpuMs();
              const cpu = now - lastCpu;
              lastCpu = now;
              if (p !== seat) return;
              res.times.push(ms);
              res.cpuTimes.push(cpu);
              if (c.move.type === 'bid') {
                res.bidTimes.push(ms);
                res.cpuBidTimes.push(cpu);
              }
            }
          : undefined;
        let lastCpu = cpuMs();
        const start = handFromDeck(rules, (i & 1) as Player, deck);
        const { state: end, moves } = playAiHand(start, levels, `${job.seed}/${i}/${seat}`, timed);
        const sum = handSummary(end);
        if (job.stats) {
          res.ddLoss += analyzeHand(start, moves).lost[seat];
          if (end.taker === seat && end.end === 'played') {
            res.takes++;
            if (sum.outcome !== 'made') res.bates++;
            const first = beforeFirstCard(start, moves);
            if (first && !makesDoubleDummy(first)) res.ddBates++;
          }
        }
        res.points[0] += sum.score[seat];
        res.points[1] += sum.score[1 - seat];
        res.hands++;
      }
    } else {
      for (const seat of [0, 1] as Player[]) {
        const levels: [AiLevel, AiLevel] = seat === 0 ? [job.a, job.b] : [job.b, job.a];
        const g = playAiGame(newGame({ rules, seed: `${job.seed}/game/${i}` }), levels, `${job.seed}/${i}/${seat}`);
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
    if (job === null) {
      port.close();
      return;
    }
    try {
      port.postMessage({ ok: true, result: runJob(job) });
    } catch (err) {
      port.postMessage({ ok: false, error: err instanceof Error ? err.message : String(err) });
    }
  });
}
