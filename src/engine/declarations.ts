/**
 * What a player may declare: the maximal runs in a hand and every way to declare runs from it.
 * Used by players (the legal moves, the computer, the table in play mode); judging a declaration
 * made (`isRunMask`, `compareRuns` in sequences.ts) does not need it.
 */
import { type CardMask, popcount } from './cards.js';

/** The maximal runs (3+ cards) in a hand, as masks, lowest suit first. */
export function maximalRuns(hand: CardMask): CardMask[] {
  const out: CardMask[] = [];
  for (let s = 0; s < 4; s++) {
    const byte = (hand >>> (s * 8)) & 0xff;
    let r = 0;
    while (r < 8) {
      if (!(byte & (1 << r))) {
        r++;
        continue;
      }
      let e = r;
      while (e + 1 < 8 && byte & (1 << (e + 1))) e++;
      const len = e - r + 1;
      if (len >= 3) out.push((((1 << len) - 1) << r) << (s * 8));
      r = e + 1;
    }
  }
  return out;
}

/**
 * Every way to declare runs from a hand: sets of non-overlapping runs of 3+ cards, each lying
 * inside one of the hand's maximal runs. Includes the empty declaration first.
 */
export function declarationOptions(hand: CardMask): CardMask[][] {
  let options: CardMask[][] = [[]];
  for (const run of maximalRuns(hand)) {
    const segs = segmentations(run);
    const next: CardMask[][] = [];
    for (const o of options) for (const seg of segs) next.push(seg.length ? o.concat(seg) : o);
    options = next;
  }
  return options;
}

/**
 * All sets of non-overlapping sub-runs (3+ cards) of a run of n consecutive cards starting at
 * bit 0, including the empty set: SEGMENTS[n]. Only the length matters, so they are computed
 * once and shifted into place.
 */
const SEGMENTS: CardMask[][][] = /* @__PURE__ */ segmentTable();

function segmentTable(): CardMask[][][] {
  const table: CardMask[][][] = [];
  for (let n = 0; n <= 8; n++) {
    const memo: CardMask[][][] = [];
    for (let i = n; i >= 0; i--) {
      if (i >= n) {
        memo[i] = [[]];
        continue;
      }
      const res: CardMask[][] = [];
      // card i not used
      for (const rest of memo[i + 1]) res.push(rest);
      // a segment starting at i of length L >= 3
      for (let L = 3; i + L <= n; L++) {
        const seg = ((1 << L) - 1) << i;
        for (const rest of memo[i + L]) res.push([seg, ...rest]);
      }
      memo[i] = res;
    }
    table[n] = memo[0];
  }
  return table;
}

/** All sets of non-overlapping sub-runs (3+ cards) of one maximal run, including the empty set. */
function segmentations(run: CardMask): CardMask[][] {
  const low = 31 - Math.clz32(run & -run);
  return SEGMENTS[popcount(run)].map((seg) => seg.map((m) => m << low));
}
