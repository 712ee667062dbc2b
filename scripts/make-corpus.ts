/**
 * A deterministic corpus of whole-game transcripts, one JSON document a line (NDJSON), played by
 * the engine with seeded random moves across the four presets. Used by bench/validate.bench.ts
 * and the CLI tests; also a command:
 *
 *   node --import tsx scripts/make-corpus.ts OUT.ndjson N [SEED]
 *
 * writes N games to OUT.ndjson (`-` for standard output), streaming, so N may be large.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { pathToFileURL } from 'node:url';
import {
  PRESET_NAMES,
  type GameState,
  type Move,
  type PresetName,
  type RngState,
  apply,
  legalMoves,
  newGame,
  nextFloat,
  nextInt,
  rulesOf,
  seedRng,
} from '../src/engine/internal.js';
import { writeGame } from '../src/notation/index.js';

const NAMES: readonly (readonly [string, string])[] = [
  ['Anna', 'Ben'],
  ['Kari', 'Ola'],
  ['Zofia', 'Yusuf'],
  ['Mirjam', 'Jakob'],
  ['Lea', 'Tom'],
];

/**
 * One move for the player to act, chosen at random with a few habits of real players: bela is
 * announced when it can be, the dix is taken, a claim is rare (a wrong one loses the game).
 */
function chooseMove(moves: Move[], rng: RngState): Move {
  const next = moves.find((m) => m.type === 'next');
  if (next && (moves.length === 1 || nextFloat(rng) < 0.95)) return next;
  const exchange = moves.find((m) => m.type === 'exchange');
  if (exchange && nextFloat(rng) < 0.9) return exchange;
  let pool = moves.filter((m) => m.type !== 'next' && (m.type !== 'claim' || nextFloat(rng) < 0.05));
  if (pool.length === 0) pool = moves;
  const bela = pool.filter((m) => m.type === 'play' && m.bela);
  if (bela.length > 0 && nextFloat(rng) < 0.9) pool = bela;
  // bidding: take a little more often than a uniform choice would
  if (pool.every((m) => m.type === 'bid') && nextFloat(rng) < 0.3) {
    const take = pool.filter((m) => m.type === 'bid' && m.bid !== 'pass' && m.bid !== 'schmeiss' && m.bid !== 'refuse');
    if (take.length > 0) pool = take;
  }
  return pool[nextInt(rng, pool.length)];
}

/** Plays one whole game under a preset from a seed; every move is legal. */
export function playRandomGame(preset: PresetName, seed: number | string): GameState {
  let g = newGame({ rules: rulesOf(preset), seed });
  const rng = seedRng(`moves:${String(seed)}`);
  for (let steps = 0; !g.over; steps++) {
    if (steps > 20000) throw new Error(`game ${String(seed)} under ${preset} did not end`);
    const moves = legalMoves(g);
    if (moves.length === 0) break;
    const r = apply(g, chooseMove(moves, rng));
    if (!r.ok) throw new Error(`engine refused its own legal move: ${r.error.message}`);
    g = r.value;
  }
  return g;
}

/** Game number `i` of the corpus with this seed, as one line of JSON (no line ending). */
export function corpusLine(i: number, seed = 1): string {
  const preset = PRESET_NAMES[i % PRESET_NAMES.length];
  const game = playRandomGame(preset, `corpus:${seed}:${i}`);
  const players = NAMES[i % NAMES.length];
  const doc = writeGame(game, {
    players: [players[0], players[1]],
    rules: preset,
    meta: { title: `Corpus game ${i} (${preset})`, source: 'scripts/make-corpus.ts' },
  });
  return JSON.stringify(doc);
}

/** The first `n` games of the corpus, line by line. */
export function* corpusLines(n: number, seed = 1): Generator<string> {
  for (let i = 0; i < n; i++) yield corpusLine(i, seed);
}

/** The first `n` games as NDJSON bytes (each line ends with `\n`). */
export function corpusBytes(n: number, seed = 1): Buffer {
  const parts: Buffer[] = [];
  for (const line of corpusLines(n, seed)) parts.push(Buffer.from(line + '\n', 'utf8'));
  return Buffer.concat(parts);
}

async function main(argv: string[]): Promise<number> {
  const [out, count, seedText] = argv;
  const n = Number(count);
  const seed = seedText === undefined ? 1 : Number(seedText);
  if (!out || !Number.isInteger(n) || n < 0 || !Number.isInteger(seed)) {
    console.error('usage: node --import tsx scripts/make-corpus.ts OUT.ndjson N [SEED]   (OUT may be - for stdout)');
    return 2;
  }
  const stream = out === '-' ? process.stdout : createWriteStream(out);
  let bytes = 0;
  for (const line of corpusLines(n, seed)) {
    bytes += Buffer.byteLength(line) + 1;
    if (!stream.write(line + '\n')) await once(stream, 'drain');
  }
  if (out !== '-') {
    stream.end();
    await once(stream, 'finish');
    console.error(`wrote ${n} games (${(bytes / 1024 / 1024).toFixed(1)} MB) to ${out}`);
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
