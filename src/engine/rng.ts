/**
 * A small seeded random generator (sfc32) whose whole state is four numbers, so a game can be
 * saved, restored and replayed exactly. Seeds may be numbers or strings.
 */
import type { Card } from './cards.js';

/** The whole state of the seeded generator (sfc32): four 32-bit numbers, saved with a game. */
export type RngState = [number, number, number, number];

/** Turn any number or string into a generator state. */
export function seedRng(seed: number | string): RngState {
  // xmur3-style string hash feeding sfc32.
  const str = typeof seed === 'number' ? `n:${seed}` : `s:${seed}`;
  let h = 1779033703 ^ str.length;
  for (let i = 0; i < str.length; i++) {
    h = Math.imul(h ^ str.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  const next = () => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return (h ^= h >>> 16) >>> 0;
  };
  const st: RngState = [next(), next(), next(), next()];
  for (let i = 0; i < 12; i++) nextUint32(st);
  return st;
}

/** Advance the state in place and return a uint32. */
export function nextUint32(st: RngState): number {
  // Indexed reads rather than destructuring: this is the hot path of every shuffle.
  let a = st[0] >>> 0,
    b = st[1] >>> 0,
    c = st[2] >>> 0,
    d = st[3] >>> 0;
  const t = (a + b) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  d = (d + 1) | 0;
  const r = (t + d) | 0;
  c = (c + r) | 0;
  st[0] = a >>> 0;
  st[1] = b >>> 0;
  st[2] = c >>> 0;
  st[3] = d >>> 0;
  return r >>> 0;
}

/** A uniform integer in [0, n). */
export function nextInt(st: RngState, n: number): number {
  // Rejection sampling keeps the result unbiased.
  const limit = Math.floor(0x100000000 / n) * n;
  let x: number;
  do x = nextUint32(st);
  while (x >= limit);
  return x % n;
}

/** A float in [0, 1). */
export function nextFloat(st: RngState): number {
  return nextUint32(st) / 0x100000000;
}

/** A shuffled 32-card deck (Fisher-Yates), top card first. */
export function shuffledDeck(st: RngState): Card[] {
  const deck: Card[] = [];
  for (let i = 0; i < 32; i++) deck.push(i);
  for (let i = 31; i > 0; i--) {
    // nextInt(st, i + 1), inlined: same draws, same rejection rule
    const n = i + 1,
      limit = Math.floor(0x100000000 / n) * n;
    let x: number;
    do x = nextUint32(st);
    while (x >= limit);
    const j = x % n;
    const t = deck[i];
    deck[i] = deck[j];
    deck[j] = t;
  }
  return deck;
}
