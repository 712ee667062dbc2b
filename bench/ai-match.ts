/**
 * Matches between AI levels for bench/ai.bench.ts: duplicate hands (every deal played twice,
 * seats swapped) and duplicate games. Runs in the bench's own thread or as a worker thread
 * (`node:worker_threads`, Node only), so that the two cores play in parallel.
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import {
  type Player,
  handFromDeck,
  handSummary,
  newGame,
  rulesOf,
  seedRng,
  shuffledDeck,
} from '../src/engine/internal.js';
import { playAiGame, playAiHand } from '../src/ai/selfplay.js';
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

export function runJob(job: MatchJob): MatchResult {
  const res: MatchResult = { points: [0, 0], hands: 0, games: 0, wins: 0, times: [] };
  const rules = rulesOf('classic');
  for (let i = job.from; i < job.to; i++) {
    if (job.kind === 'hands') {
      const deck = shuffledDeck(seedRng(`${job.seed}/deal/${i}`));
      for (const seat of [0, 1] as Player[]) {
        const levels: [AiLevel, AiLevel] = seat === 0 ? [job.a, job.b] : [job.b, job.a];
        const timed = job.time
          ? (p: Player, ms: number) => {
              if (p === seat) res.times.push(ms);
            }
          : undefined;
        const end = playAiHand(
          handFromDeck(rules, (i & 1) as Player, deck),
          levels,
          `${job.seed}/${i}/${seat}`,
          timed,
        ).state;
        const sum = handSummary(end);
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
