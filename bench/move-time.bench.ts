/**
 * What a move of the computer costs where it runs without its worker (on the page's main thread,
 * docs/ai.md "For the build"): the CPU time of each move (every bid, dix, declaration and card)
 * of `normal`, the element's default level, over `moveTime.normal.deals` duplicate deals against
 * itself, and of `hard` over `moveTime.hard.deals`, classic rules (bench/ai-match.ts's self-play,
 * in this thread). CPU time, which does not grow when other work shares the cores. Median, 90th
 * and 95th percentile and the slowest move, in ms.
 */
import { runJob } from './ai-match.js';
import type { AiLevel } from '../src/ai/types.js';

const quantile = (xs: number[], q: number) => {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const round = (x: number) => Math.round(x * 10) / 10;

function level(name: AiLevel, deals: number): Record<string, number> {
  // a warm-up deal first (compilation, the solver's tables)
  runJob({ kind: 'hands', a: name, b: name, from: deals, to: deals + 1, seed: 'move-time-warmup' });
  const r = runJob({ kind: 'hands', a: name, b: name, from: 0, to: deals, seed: 'move-time', time: true });
  const t = r.cpuTimes;
  if (t.length === 0) throw new Error(`no ${name} moves were timed`);
  return {
    [`moveTime.${name}.deals`]: deals,
    [`moveTime.${name}.moves`]: t.length,
    [`moveTime.${name}.cpuMedianMs`]: round(quantile(t, 0.5)),
    [`moveTime.${name}.cpuP90Ms`]: round(quantile(t, 0.9)),
    [`moveTime.${name}.cpuP95Ms`]: round(quantile(t, 0.95)),
    [`moveTime.${name}.cpuMaxMs`]: round(Math.max(...t)),
  };
}

export async function run(): Promise<Record<string, number>> {
  return { ...level('normal', 30), ...level('hard', 6) };
}
