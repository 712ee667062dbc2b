/**
 * Engine benchmark: complete random legal hands per second, one thread.
 *
 * A "hand" here is everything from the shuffle to the score: a seeded shuffle, the deal
 * (`handFromDeck`), random legal bids (`applyInPlace`, redealing after four passes or an
 * accepted schmeiss), the dix exchange when it is open (taken half of the time), random
 * declarations among the legal ones, nine tricks of random legal cards (`legalPlayMask` +
 * `playCard`, bela announced whenever it may be), and the hand summary with the taker rule.
 * Only hands played to the last trick are counted; thrown-in deals cost time but do not count.
 */
import {
  type HandState,
  type Move,
  type Player,
  type RngState,
  PRESETS,
  PRESET_NAMES,
  RK,
  RQ,
  cardsOf,
  declarationOptions,
  exchangeOpen,
  handFromDeck,
  handSummary,
  legalPlayMask,
  nextInt,
  nextUint32,
  playCard,
  applyInPlace,
  seedRng,
  sevenHolder,
  sevenOf,
  shuffledDeck,
} from '../src/engine/internal.js';

const BIDS_1: Move[] = [
  { type: 'bid', bid: 'take' },
  { type: 'bid', bid: 'pass' },
  { type: 'bid', bid: 'schmeiss' },
];
const ANSWERS: Move[] = [
  { type: 'bid', bid: 'accept' },
  { type: 'bid', bid: 'refuse' },
];
const SUIT_BIDS: Move[] = [
  { type: 'bid', bid: 'S' },
  { type: 'bid', bid: 'H' },
  { type: 'bid', bid: 'D' },
  { type: 'bid', bid: 'C' },
];
const PASS: Move = { type: 'bid', bid: 'pass' };
const NO_RUNS: number[][] = [];

/** Random legal bids until the hand leaves the bidding; true when play begins. */
function bid(s: HandState, rng: RngState): boolean {
  while (s.phase === 'bidding') {
    if (s.schmeissBy !== -1) applyInPlace(s, ANSWERS[nextUint32(rng) & 1]);
    else if (s.bidRound === 1) applyInPlace(s, BIDS_1[nextInt(rng, s.rules.schmeiss ? 3 : 2)]);
    else {
      const k = nextInt(rng, 4); // three suits other than the turn-up suit, or pass
      const tu = s.turnUp >> 3;
      applyInPlace(s, k === 3 ? PASS : SUIT_BIDS[k >= tu ? k + 1 : k]);
    }
  }
  return s.phase === 'play';
}

/** Play one complete hand at random; returns the summary's score sum (kept so the work is not dead). */
function playHand(s: HandState, rng: RngState): number {
  if (exchangeOpen(s) && nextUint32(rng) & 1) {
    const h = sevenHolder(s);
    if (h !== -1) applyInPlace(s, { type: 'exchange', card: sevenOf(s.trump as 0 | 1 | 2 | 3), player: h });
  }
  for (const p of [0, 1] as Player[]) {
    const opts = declarationOptions(s.hands[p]);
    const pick = opts.length === 1 ? opts[0] : opts[nextInt(rng, opts.length)];
    applyInPlace(s, { type: 'declare', player: p, runs: pick.length === 0 ? NO_RUNS : pick.map(cardsOf) });
  }
  const trump = s.trump,
    bare = s.rules.bareJass;
  while (s.phase === 'play') {
    const p = s.toAct;
    let mask = legalPlayMask(s.hands[p], s.lead, trump, bare);
    let k = nextInt(rng, popcountSmall(mask));
    while (k-- > 0) mask &= mask - 1;
    const c = 31 - Math.clz32(mask & -mask);
    const r = c & 7;
    playCard(s, c, c >> 3 === trump && (r === RK || r === RQ));
  }
  const sum = handSummary(s);
  return sum.score[0] + sum.score[1];
}

function popcountSmall(m: number): number {
  let n = 0;
  while (m !== 0) {
    m &= m - 1;
    n++;
  }
  return n;
}

/** Run hands for about `ms` milliseconds; returns completed hands and elapsed time. */
function runFor(ms: number, rng: RngState): { hands: number; elapsed: number; check: number } {
  const rules = PRESET_NAMES.map((n) => PRESETS[n]);
  let hands = 0,
    check = 0,
    dealer: Player = 0;
  const t0 = performance.now();
  let now = t0;
  while (now - t0 < ms) {
    for (let i = 0; i < 256; i++) {
      const s = handFromDeck(rules[hands & 3], dealer, shuffledDeck(rng));
      dealer = (dealer ^ 1) as Player;
      if (!bid(s, rng)) continue;
      check += playHand(s, rng);
      hands++;
    }
    now = performance.now();
  }
  return { hands, elapsed: now - t0, check };
}

export async function run(): Promise<Record<string, number | string>> {
  const rng = seedRng('engine-bench');
  runFor(700, rng); // warm-up
  const { hands, elapsed, check } = runFor(2000, rng);
  if (check <= 0) throw new Error('no points were scored: the benchmark did no work');
  return { 'engine.randomHandsPerSecond': Math.round((hands * 1000) / elapsed) };
}
