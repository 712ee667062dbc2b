/**
 * The score before a hand, stated by the author, as score-sheet lines: hands with no moves, only
 * `dealer`, `taker`, `trump` and `result`, which the validator checks (arithmetic, the taker rule,
 * the totals, the dealer order). `planSheet` writes the fewest such lines that reach the stated
 * totals with the dealer order the rules ask for, or says why none can. Pure functions: no DOM.
 *
 * What the lines must satisfy, and where each rule lives:
 * - a line's score is the engine's taker rule applied to its points (`takerRule`, `payPot`);
 * - the next dealer is whoever scored more in the hand before (`nextDealerAfter`), so the last
 *   line is won by the dealer of the hand being edited; the first line's dealer is free;
 * - a played hand has 152 card points and the last trick (10): its two scores add up to 162
 *   plus the runs and bela credited. The lines have no ties (no held-over points carried on).
 */
import { type Player, type Rules, nextDealerAfter, other, payPot, takerRule } from '../../engine/internal.js';
import type { PointPair, SuitLetter, TranscriptHand } from '../../notation/types.js';

/** Card points and the last trick of a played hand. */
const HAND = 162;

/**
 * What a line may credit besides cards and the last trick (all to the hand's higher scorer):
 * runs and bela as they come in real hands (bela 20; runs of three 20, of four to six 50, two
 * runs together). Extras are multiples of ten, so the two scores of a line add up to 162 plus a
 * multiple of ten: most pairs of totals need a line count that fits.
 */
const EXTRAS: readonly (readonly [seq: number, bela: number])[] = [
  [0, 0],
  [0, 20],
  [20, 20],
  [50, 0],
  [40, 20],
  [50, 20],
  [70, 20],
  [100, 0],
  [100, 20],
];
const extraOf = (e: readonly [number, number]) => e[0] + e[1];

/** Why the stated score cannot be reached, as facts (the view words them). */
export type SheetProblem =
  /** A total at or over the target: the game would be over before this hand. */
  | { kind: 'over'; player: Player; target: number }
  /** No number of hands adds up to the two totals together. */
  | { kind: 'sum'; total: number }
  /** The totals add up, but the dealer cannot have scored more in the hand before. */
  | { kind: 'dealer'; dealer: Player };

export type SheetPlan = { ok: true; lines: TranscriptHand[] } | { ok: false; problem: SheetProblem };

/** Ways to make `sum` from `k` extras: one list of extras (indices into EXTRAS) per reachable sum. */
function reach(k: number): Map<number, number[]> {
  let cur = new Map<number, number[]>([[0, []]]);
  for (let i = 0; i < k; i++) {
    const next = new Map<number, number[]>();
    for (const [s, parts] of cur)
      EXTRAS.forEach((e, j) => {
        const t = s + extraOf(e);
        if (!next.has(t)) next.set(t, [...parts, j]);
      });
    cur = next;
  }
  return cur;
}
const reachMemo: Map<number, number[]>[] = [];
const reachOf = (k: number) => (reachMemo[k] ??= reach(k));

/** One hand of the plan: who scored more, the extras credited to them, and the loser's score. */
interface Line {
  winner: Player;
  extra: number;
  total: number;
  lose: number;
}

/**
 * The hands that reach `totals` with `dealer` the higher scorer of the last, fewest first; null
 * when none do. Each hand's higher scorer gets more than half of the hand's total, the other the
 * rest (a line with 0 for the loser is a hand the taker lost: all to the defender).
 */
function findLines(totals: PointPair, dealer: Player): Line[] | null {
  const T = totals[0] + totals[1];
  const D = dealer;
  const P = other(D);
  const tp = totals[P];
  for (let n = 1; n * HAND <= T; n++) {
    const R = T - n * HAND;
    for (let m = n; m >= 1; m--) {
      // m hands won by the dealer (the last among them), n - m by the other player
      for (const [eP, partsP] of reachOf(n - m)) {
        const partsD = reachOf(m).get(R - eP);
        if (!partsD) continue;
        const A = HAND * (n - m) + eP; // the hands the other player won, all together
        const B = HAND * m + R - eP; // the dealer's
        // the other player's total: won hands give more than half of each, lost ones less
        if (tp < A / 2 + (n - m) || tp > A + B / 2 - m) continue;
        return share(order(partsP, partsD, P, D), P, tp);
      }
    }
  }
  return null;
}
/** The hands in a playing order that ends with one the dealer won, the two players' wins alternating while both have some. */
function order(partsP: number[], partsD: number[], P: Player, D: Player): Line[] {
  const p = partsP.slice(),
    d = partsD.slice();
  const out: Line[] = [];
  let turn: Player = D;
  while (p.length || d.length) {
    const from = (turn === D && d.length) || !p.length ? d : p;
    const j = from.pop()!;
    const extra = extraOf(EXTRAS[j]);
    out.push({ winner: from === d ? D : P, extra: j, total: HAND + extra, lose: 0 });
    turn = from === d ? P : D;
  }
  return out.reverse();
}

/** The losers' scores: about a third of each hand to start with, then moved until the other player's total is `tp`. */
function share(lines: Line[], P: Player, tp: number): Line[] {
  const max = (l: Line) => l.total / 2 - 1;
  for (const l of lines) l.lose = Math.min(max(l), Math.round(l.total * 0.35));
  const ofP = () => lines.reduce((a, l) => a + (l.winner === P ? l.total - l.lose : l.lose), 0);
  let diff = tp - ofP();
  while (diff !== 0) {
    // P needs more: lose less in P's hands, more in the dealer's; and the other way round
    const up = diff > 0;
    const room = (l: Line) => ((l.winner === P) === up ? l.lose : max(l) - l.lose);
    const open = lines.filter((l) => room(l) > 0);
    if (!open.length) break; // cannot happen: findLines checked the range
    const step = Math.ceil(Math.abs(diff) / open.length);
    for (const l of open) {
      const d = Math.min(step, room(l), Math.abs(diff));
      l.lose += (l.winner === P) === up ? -d : d;
      diff += up ? -d : d;
      if (diff === 0) break;
    }
  }
  return lines;
}

const TRUMPS: readonly SuitLetter[] = ['H', 'S', 'D', 'C'];

/** A line as the notation writes it: dealer, taker, trump and the whole result, its score from the engine's taker rule. */
function written(l: Line, i: number, dealer: Player, rules: Rules): TranscriptHand {
  const w = l.winner,
    o = other(w);
  const [seq, bela] = EXTRAS[l.extra];
  // the loser took trump and lost (all to the defender), or the winner took it and made it
  const bate = l.lose === 0;
  const taker = bate ? o : w;
  const cards: PointPair = [0, 0];
  cards[o] = bate ? 52 : l.lose;
  cards[w] = 152 - cards[o];
  const sequences: PointPair = [0, 0];
  const belaPts: PointPair = [0, 0];
  sequences[w] = seq;
  belaPts[w] = bela;
  const points: PointPair = [0, 0];
  for (const p of [0, 1] as const) points[p] = cards[p] + (p === w ? 10 : 0) + sequences[p] + belaPts[p];
  const t = takerRule(points, taker, rules.tie);
  const score = payPot(t.score, 0, t.held).score;
  return {
    dealer,
    taker,
    trump: TRUMPS[i % 4],
    result: { cards, lastTrick: w, sequences, bela: belaPts, points, score },
  };
}

/**
 * The fewest score-sheet lines after which the totals are `totals` and `dealer` deals (the
 * dealer order the rules ask for), or the problem. No lines for a score of 0 to 0.
 */
export function planSheet(totals: PointPair, dealer: Player, rules: Rules): SheetPlan {
  for (const p of [0, 1] as const)
    if (totals[p] >= rules.target) return { ok: false, problem: { kind: 'over', player: p, target: rules.target } };
  if (totals[0] === 0 && totals[1] === 0) return { ok: true, lines: [] };
  const lines = findLines(totals, dealer);
  if (!lines) {
    const sums = findLines(totals, 0) ?? findLines(totals, 1);
    return {
      ok: false,
      problem: sums ? { kind: 'dealer', dealer } : { kind: 'sum', total: totals[0] + totals[1] },
    };
  }
  const out: TranscriptHand[] = [];
  let d: Player = other(lines[0].winner);
  lines.forEach((l, i) => {
    const h = written(l, i, d, rules);
    out.push(h);
    d = nextDealerAfter('played', d, h.result!.score!);
  });
  return { ok: true, lines: out };
}

/**
 * The pairs of totals nearest to `totals` that can be reached with `dealer` dealing: one keeping
 * each player's total (the first player's kept first), at most `limit` points away.
 */
export function nearestTotals(totals: PointPair, dealer: Player, rules: Rules, limit = 200): PointPair[] {
  const out: PointPair[] = [];
  for (const keep of [0, 1] as const) {
    const move = other(keep);
    for (let d = 1; d <= limit; d++) {
      const found = [totals[move] - d, totals[move] + d].find((x) => {
        if (x < 0) return false;
        const t: PointPair = [0, 0];
        t[keep] = totals[keep];
        t[move] = x;
        return planSheet(t, dealer, rules).ok;
      });
      if (found !== undefined) {
        const t: PointPair = [0, 0];
        t[keep] = totals[keep];
        t[move] = found;
        out.push(t);
        break;
      }
    }
  }
  return out;
}

/** Is this hand a score-sheet line (no moves, no start position, no cards)? */
export function isSheetLine(h: TranscriptHand | undefined): boolean {
  return !!h && !h.moves?.length && h.start === undefined && h.deck === undefined && h.deal === undefined;
}
