/**
 * Strength and speed of the computer opponent, duplicate format: every deal is played twice
 * with the seats swapped, so the cards even out and only the play differs.
 *
 *  - `ai.hardVsEasy.pointShare`: hard's share of all points written over single hands
 *    (`ai.hardVsEasy.deals` deals, twice each), classic rules, dealer alternating.
 *  - `ai.hardVsEasy.gameWinRate`: share of whole games to 500 won by hard
 *    (`ai.hardVsEasy.games` games: `…games / 2` seeds, each played from both seats).
 *  - `ai.hardVsNormal.pointShare`: as above against normal (`ai.hardVsNormal.deals`).
 *  - `ai.moveP95Ms` / `ai.moveMedianMs`: wall time of hard's moves (every bid, dix, declaration
 *    and card; `ai.moves` of them), timed in this thread alone before the parallel part starts.
 *  - `ai.moveCpuP95Ms` / `ai.moveCpuMedianMs` / `ai.bidCpuMaxMs`: the same moves (and hard's
 *    slowest bid) in CPU time, which does not grow when other work shares the cores;
 *    `ai.bidMaxMs` is the slowest bid in wall time.
 *  - `ai.hardVsEasy.takeRate`: share of hard's hands in which it took trumps; `bateRate`: share
 *    of those takes it did not make; `ddBateRate`: share of them that fail when both players play
 *    double-dummy from the first card on (the take judged against a sound defender);
 *    `ddLossPerHand`: points hard's card play gave away against double-dummy play, per hand
 *    (`analyzeHand`). The same four for `ai.hardVsNormal`.
 *
 * The rest runs on two worker threads. Sizes can be changed with the environment variables
 * AI_BENCH_DEALS, AI_BENCH_NORMAL_DEALS, AI_BENCH_GAMES and AI_BENCH_TIMED_DEALS.
 */
import { Worker } from 'node:worker_threads';
import { type MatchJob, type MatchResult, emptyResult, runJob } from './ai-match.js';

const env = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return Number.isInteger(v) && v >= 0 ? v : fallback;
};

const quantile = (xs: number[], q: number) => {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))] : NaN;
};
const round = (x: number, d = 3) => Math.round(x * 10 ** d) / 10 ** d;

function add(a: MatchResult, b: MatchResult): MatchResult {
  return {
    points: [a.points[0] + b.points[0], a.points[1] + b.points[1]],
    hands: a.hands + b.hands,
    games: a.games + b.games,
    wins: a.wins + b.wins,
    times: a.times.concat(b.times),
    bidTimes: a.bidTimes.concat(b.bidTimes),
    cpuTimes: a.cpuTimes.concat(b.cpuTimes),
    cpuBidTimes: a.cpuBidTimes.concat(b.cpuBidTimes),
    takes: a.takes + b.takes,
    bates: a.bates + b.bates,
    ddBates: a.ddBates + b.ddBates,
    ddLoss: a.ddLoss + b.ddLoss,
  };
}
const empty = emptyResult;

/** Split [from, to) into chunks of `size` jobs. */
function chunks(base: Omit<MatchJob, 'from' | 'to'>, from: number, to: number, size: number): MatchJob[] {
  const out: MatchJob[] = [];
  for (let i = from; i < to; i += size) out.push({ ...base, from: i, to: Math.min(to, i + size) });
  return out;
}

/** Run jobs on `threads` worker threads; results keyed by job tag. */
async function runParallel(jobs: { tag: string; job: MatchJob }[], threads: number): Promise<Map<string, MatchResult>> {
  const results = new Map<string, MatchResult>();
  const queue = jobs.slice();
  const url = new URL('./ai-match.ts', import.meta.url).href;
  // the worker registers tsx's loader itself, then imports the TypeScript module
  const boot = `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(url)}); })`;
  const workers = Array.from(
    { length: Math.max(1, threads) },
    () => new Worker(boot, { eval: true, workerData: { aiMatchWorker: true } }),
  );
  await Promise.all(
    workers.map(
      (w) =>
        new Promise<void>((resolve, reject) => {
          let current: { tag: string; job: MatchJob } | undefined;
          const next = () => {
            current = queue.shift();
            if (!current) {
              w.postMessage(null);
              void w.terminate().then(() => resolve());
              return;
            }
            w.postMessage(current.job);
          };
          w.on('message', (m: { ok: true; result: MatchResult } | { ok: false; error: string }) => {
            if (!m.ok) {
              reject(new Error(m.error));
              void w.terminate();
              return;
            }
            if (current) results.set(current.tag, add(results.get(current.tag) ?? empty(), m.result));
            next();
          });
          w.on('error', reject);
          next();
        }),
    ),
  );
  return results;
}

export async function run(): Promise<Record<string, number | string>> {
  const deals = env('AI_BENCH_DEALS', 2000);
  const normalDeals = env('AI_BENCH_NORMAL_DEALS', 200);
  const games = env('AI_BENCH_GAMES', 40);
  const timedDeals = Math.min(deals, env('AI_BENCH_TIMED_DEALS', 40));
  const started = performance.now();

  // 1. hard's move times, in this thread alone (these deals count for the point share too)
  runJob({ kind: 'hands', a: 'hard', b: 'easy', from: deals, to: deals + 2, seed: 'ai-bench-warmup' });
  const timed = runJob({
    kind: 'hands',
    a: 'hard',
    b: 'easy',
    from: 0,
    to: timedDeals,
    seed: 'ai-bench',
    time: true,
    stats: true,
  });

  // 2. everything else on two threads
  const jobs = [
    ...chunks({ kind: 'hands', a: 'hard', b: 'easy', seed: 'ai-bench', stats: true }, timedDeals, deals, 20).map(
      (job) => ({
        tag: 'easy',
        job,
      }),
    ),
    ...chunks({ kind: 'hands', a: 'hard', b: 'normal', seed: 'ai-bench-normal', stats: true }, 0, normalDeals, 20).map(
      (job) => ({
        tag: 'normal',
        job,
      }),
    ),
    ...chunks({ kind: 'games', a: 'hard', b: 'easy', seed: 'ai-bench-games' }, 0, Math.ceil(games / 2), 2).map(
      (job) => ({ tag: 'games', job }),
    ),
  ];
  const par = await runParallel(jobs, 2);
  const easy = add(timed, par.get('easy') ?? empty());
  const normal = par.get('normal') ?? empty();
  const g = par.get('games') ?? empty();
  const rate = (n: number, of: number) => (of > 0 ? round(n / of) : NaN);
  const share = (r: MatchResult) =>
    r.points[0] + r.points[1] > 0 ? round(r.points[0] / (r.points[0] + r.points[1])) : NaN;
  return {
    'ai.hardVsEasy.pointShare': share(easy),
    'ai.hardVsEasy.deals': easy.hands / 2,
    'ai.hardVsEasy.takeRate': rate(easy.takes, easy.hands),
    'ai.hardVsEasy.bateRate': rate(easy.bates, easy.takes),
    'ai.hardVsEasy.ddBateRate': rate(easy.ddBates, easy.takes),
    'ai.hardVsEasy.ddLossPerHand': easy.hands ? round(easy.ddLoss / easy.hands, 2) : NaN,
    'ai.hardVsEasy.gameWinRate': g.games ? round(g.wins / g.games) : NaN,
    'ai.hardVsEasy.games': g.games,
    'ai.hardVsEasy.gamePointShare': share(g),
    'ai.hardVsNormal.pointShare': share(normal),
    'ai.hardVsNormal.deals': normal.hands / 2,
    'ai.hardVsNormal.takeRate': rate(normal.takes, normal.hands),
    'ai.hardVsNormal.bateRate': rate(normal.bates, normal.takes),
    'ai.hardVsNormal.ddBateRate': rate(normal.ddBates, normal.takes),
    'ai.hardVsNormal.ddLossPerHand': normal.hands ? round(normal.ddLoss / normal.hands, 2) : NaN,
    'ai.moveP95Ms': round(quantile(timed.times, 0.95), 1),
    'ai.moveMedianMs': round(quantile(timed.times, 0.5), 1),
    'ai.moveMaxMs': round(Math.max(...timed.times), 1),
    'ai.bidMaxMs': round(Math.max(...timed.bidTimes), 1),
    'ai.moveCpuP95Ms': round(quantile(timed.cpuTimes, 0.95), 1),
    'ai.moveCpuMedianMs': round(quantile(timed.cpuTimes, 0.5), 1),
    'ai.bidCpuMaxMs': round(Math.max(...timed.cpuBidTimes), 1),
    'ai.moves': timed.times.length,
    'ai.benchSeconds': Math.round((performance.now() - started) / 1000),
  };
}
