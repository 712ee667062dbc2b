/**
 * Paired duplicate comparison of hard against easy, for tuning (issue 28): plays the bench's deals
 * (bench/ai.bench.ts, seed `ai-bench`) one by one and writes one JSON line per deal, so that two
 * versions of the AI can be compared deal by deal (the same cards, both seats) with the standard
 * error of the paired difference, on far fewer deals than the full bench needs.
 *
 *   node --import tsx bench/ai-paired.ts run FROM TO OUT.ndjson    play deals [FROM, TO)
 *   node --import tsx bench/ai-paired.ts compare A.ndjson B.ndjson  B against A
 *
 * `run` takes changes to level hard's configuration as JSON in AI_HARD (merged into
 * LEVELS.hard), to try a setting without editing sampling.ts, and hard's opponent in AI_OPP
 * (default `easy`; `normal` to check that a change tuned against easy does not cost against
 * another player).
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { runJob } from './ai-match.js';
import { LEVELS } from '../src/ai/sampling.js';
import type { AiLevel } from '../src/ai/types.js';
import { nextInt, seedRng } from '../src/engine/internal.js';

interface DealLine {
  deal: number;
  /** Points written by hard and by easy over the deal's two hands. */
  hard: number;
  easy: number;
  takes: number;
  bates: number;
  ddBates: number;
  ddLoss: number;
  /** CPU time of each of hard's moves, and of its bids, in ms. */
  cpu: number[];
  bidCpu: number[];
}

function runDeals(from: number, to: number, out: string): void {
  if (process.env.AI_HARD) Object.assign(LEVELS.hard, JSON.parse(process.env.AI_HARD) as object);
  for (let i = from; i < to; i++) {
    const r = runJob({
      kind: 'hands',
      a: 'hard',
      b: (process.env.AI_OPP ?? 'easy') as AiLevel,
      from: i,
      to: i + 1,
      seed: 'ai-bench',
      stats: true,
      time: true,
    });
    const line: DealLine = {
      deal: i,
      hard: r.points[0],
      easy: r.points[1],
      takes: r.takes,
      bates: r.bates,
      ddBates: r.ddBates,
      ddLoss: r.ddLoss,
      cpu: r.cpuTimes.map((t) => Math.round(t * 10) / 10),
      bidCpu: r.cpuBidTimes.map((t) => Math.round(t * 10) / 10),
    };
    appendFileSync(out, JSON.stringify(line) + '\n');
  }
}

const read = (file: string): Map<number, DealLine> =>
  new Map(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as DealLine)
      .map((d) => [d.deal, d]),
  );

function figures(ds: DealLine[]): Record<string, number> {
  const sum = (f: (d: DealLine) => number) => ds.reduce((t, d) => t + f(d), 0);
  const hands = 2 * ds.length,
    takes = sum((d) => d.takes);
  const cpu = ds.flatMap((d) => d.cpu).sort((a, b) => a - b);
  const r = (x: number, k = 4) => Math.round(x * 10 ** k) / 10 ** k;
  return {
    pointShare: r(sum((d) => d.hard) / sum((d) => d.hard + d.easy)),
    takeRate: r(takes / hands),
    bateRate: r(sum((d) => d.bates) / takes),
    ddBateRate: r(sum((d) => d.ddBates) / takes),
    ddLossPerHand: r(sum((d) => d.ddLoss) / hands, 2),
    moveCpuP95Ms: cpu[Math.min(cpu.length - 1, Math.floor(0.95 * cpu.length))],
    bidCpuMaxMs: Math.max(...ds.flatMap((d) => d.bidCpu)),
  };
}

function compare(fa: string, fb: string): void {
  const a = read(fa),
    b = read(fb);
  const deals = [...a.keys()].filter((k) => b.has(k)).sort((x, y) => x - y);
  const da = deals.map((k) => a.get(k)!),
    db = deals.map((k) => b.get(k)!);
  // the change of the share, and its standard error by bootstrap over the deals (paired: a
  // resampled deal brings its result under both versions)
  const share = (ds: DealLine[], idx: number[]) => {
    let h = 0,
      t = 0;
    for (const i of idx) {
      h += ds[i].hard;
      t += ds[i].hard + ds[i].easy;
    }
    return h / t;
  };
  const all = deals.map((_, i) => i);
  const change = share(db, all) - share(da, all);
  const rng = seedRng('ai-paired');
  const boot: number[] = [];
  for (let r = 0; r < 2000; r++) {
    const idx = all.map(() => nextInt(rng, all.length));
    boot.push(share(db, idx) - share(da, idx));
  }
  const m = boot.reduce((t, x) => t + x, 0) / boot.length;
  const se = Math.sqrt(boot.reduce((t, x) => t + (x - m) ** 2, 0) / (boot.length - 1));
  const changed = deals.filter((_, i) => da[i].hard !== db[i].hard || da[i].easy !== db[i].easy).length;
  console.log(JSON.stringify({ deals: deals.length, a: figures(da), b: figures(db) }, null, 1));
  console.log(`pointShare change ${change.toFixed(4)} +- ${se.toFixed(4)} (bootstrap SE); ${changed} deals changed`);
}

const [mode, x, y, z] = process.argv.slice(2);
if (mode === 'run') runDeals(Number(x), Number(y), z);
else if (mode === 'compare') compare(x, y);
else console.error('usage: ai-paired.ts run FROM TO OUT.ndjson | compare A.ndjson B.ndjson');
