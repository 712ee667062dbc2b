// The validator against JSON.parse on the same text: a seeded corpus of 10,000 whole games
// (engine-played, the four presets in turn; scripts/make-corpus.ts) held as NDJSON bytes in
// memory. Times JSON.parse of every line alone, and validate (text → verdict: parse, schema,
// rules) of the same lines; each three times, alternating, and the best run of each counts.
// Then hostile documents of about 1 MB each (hostileDocuments): the worst time per megabyte of
// input, to compare with the valid corpus's (the goal: within 10 times of it). Last, the peak
// memory (resident set size) of a child process that validates one 14 MB document: a valid game
// of many hands, and each hostile kind at that size (the goal: no more than about the valid one).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { corpusLines } from '../scripts/make-corpus.js';
import { apply, legalMoves, newGame, nextInt, rulesOf, seedRng } from '../src/engine/internal.js';
import { stringifyTranscript, writeGame } from '../src/notation/index.js';
import { validate } from '../src/validator/index.js';

const GAMES = 10000;
const REPEATS = 3;

interface Timing {
  ms: number;
  sink: number;
}

/** Runs each function REPEATS times, alternating (so a busy spell hurts both alike); best time each. */
function bestOf(fns: (() => number)[]): Timing[] {
  const out = fns.map(() => ({ ms: Infinity, sink: 0 }));
  for (let i = 0; i < REPEATS; i++) {
    fns.forEach((fn, k) => {
      const start = performance.now();
      out[k].sink += fn();
      out[k].ms = Math.min(out[k].ms, performance.now() - start);
    });
  }
  return out;
}

const MB = 1024 * 1024;

/** A real game of the corpus, parsed (the base of the hostile documents). */
function baseGame(): Record<string, unknown> {
  const [line] = corpusLines(1);
  return JSON.parse(line) as Record<string, unknown>;
}

/**
 * Hostile documents as text, about `bytes` long each: many hands that fail the schema, many
 * unknown keys, deep nesting, many moves after the end of a hand.
 */
export function hostileDocuments(bytes = MB): Record<string, string> {
  const game = baseGame();
  const hands = game.hands as Record<string, unknown>[];
  const fill = <T>(one: T): T[] => {
    const size = JSON.stringify(one).length + 1;
    return Array.from({ length: Math.ceil(bytes / size) }, () => structuredClone(one));
  };
  const brokenHands = {
    ...game,
    hands: fill({ dealer: 0, moves: [{ play: 'XX' }, { bid: 'nope', x: 1 }], junk: true }),
  };
  const unknownKeys: Record<string, unknown> = { ...game };
  // (the length of its JSON text kept as keys are added: `,"key1":1` each)
  let length = JSON.stringify(unknownKeys).length;
  for (let i = 0; length < bytes && i < 1e7; i += 1000)
    for (let k = i; k < i + 1000; k++) {
      unknownKeys[`key${k}`] = k;
      length += `,"key${k}":${k}`.length;
    }
  const depth = Math.floor(bytes / 2);
  const deep = JSON.stringify({ ...game, hands: [{ dealer: 0, comment: 0 }] }).replace(
    '"comment":0',
    `"comment":${'['.repeat(depth)}${']'.repeat(depth)}`,
  );
  const hand = structuredClone(hands[0]);
  const moves = hand.moves as unknown[];
  hand.moves = [...moves, ...fill(moves[moves.length - 1])];
  const afterEnd = { ...game, hands: [hand] };
  return {
    brokenHands: JSON.stringify(brokenHands),
    unknownKeys: JSON.stringify(unknownKeys),
    deepNesting: deep,
    movesAfterEnd: JSON.stringify(afterEnd),
  };
}

/**
 * A valid document of about `bytes` (as the project writes it): one game of many hands under
 * classic rules with the target at its largest and no claims, so that it does not end.
 */
export function validBigDocument(bytes: number): string {
  const rules = { ...rulesOf('classic'), target: 1e6, claiming: false };
  let g = newGame({ rules, seed: 'bench:big' });
  const rng = seedRng('bench:big:moves');
  // about 1,250 bytes a hand
  while (g.history.length < Math.ceil(bytes / 1250)) {
    const moves = legalMoves(g);
    const next = moves.find((m) => m.type === 'next');
    const pool = next ? [next] : moves.filter((m) => m.type !== 'claim');
    const r = apply(g, pool[nextInt(rng, pool.length)]);
    if (!r.ok) throw new Error(r.error.message);
    g = r.value;
  }
  const doc = writeGame(g, { players: ['Anna', 'Ben'], rules: { preset: 'classic', target: 1e6, claiming: false } });
  return stringifyTranscript(doc);
}

/** Validates a file in a child process; its peak resident set size in MB. */
function peakRssMB(file: string): number {
  const code =
    `import { readFileSync } from 'node:fs'; import { validate } from ${JSON.stringify(new URL('../src/validator/index.ts', import.meta.url).href)};` +
    `const v = validate(readFileSync(${JSON.stringify(file)}, 'utf8'));` +
    `process.stdout.write(JSON.stringify({ valid: v.valid, rss: process.resourceUsage().maxRSS }));`;
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`peak RSS child failed: ${r.stderr.slice(0, 500)}`);
  const out = JSON.parse(r.stdout) as { valid: boolean; rss: number };
  return Math.round(out.rss / 1024);
}

/** Peak RSS of validating a 14 MB valid document and a 14 MB document of each hostile kind. */
function peakRss(): Record<string, number | string> {
  const dir = mkdtempSync(join(tmpdir(), 'kj-bench-rss-'));
  try {
    const size = 14 * MB;
    const files: Record<string, string> = { valid: validBigDocument(size), ...hostileDocuments(size) };
    const out: Record<string, number | string> = {};
    let worst = 0;
    let worstKind = '';
    for (const [kind, text] of Object.entries(files)) {
      const file = join(dir, `${kind}.json`);
      writeFileSync(file, text);
      const mb = peakRssMB(file);
      out[`validate.peakRssMB.${kind}`] = mb;
      if (kind !== 'valid' && mb > worst) {
        worst = mb;
        worstKind = kind;
      }
    }
    out['validate.validPeakRssMB'] = out['validate.peakRssMB.valid'];
    out['validate.worstCasePeakRssMB'] = worst;
    out['validate.worstCasePeakRssKind'] = worstKind;
    return out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function run(): Promise<Record<string, number | string>> {
  const genStart = performance.now();
  const bytes = Buffer.from([...corpusLines(GAMES)].join('\n') + '\n', 'utf8');
  const genMs = performance.now() - genStart;
  // the lines as a reader of the NDJSON would get them
  const lines = bytes
    .toString('utf8')
    .split('\n')
    .filter((l) => l !== '');
  if (lines.length !== GAMES) throw new Error(`corpus has ${lines.length} lines, not ${GAMES}`);

  let invalid = 0;
  const [parse, check] = bestOf([
    () => {
      let n = 0;
      for (const line of lines) if (JSON.parse(line) !== null) n++;
      return n;
    },
    () => {
      let n = 0;
      invalid = 0;
      for (const line of lines) {
        if (validate(line).valid) n++;
        else invalid++;
      }
      return n;
    },
  ]);
  if (invalid > 0)
    throw new Error(`${invalid} corpus games were judged invalid: the engine and the validator disagree`);
  if (parse.sink !== GAMES * REPEATS || check.sink !== GAMES * REPEATS) throw new Error('benchmark sink mismatch');

  // hostile documents: milliseconds per megabyte of text, the worst of them
  const hostile = hostileDocuments();
  let worst = 0;
  let worstKind = '';
  const perKind: Record<string, number> = {};
  for (const [kind, text] of Object.entries(hostile)) {
    const [t] = bestOf([() => (validate(text).valid ? 1 : 0)]);
    if (t.sink !== 0) throw new Error(`hostile document ${kind} was judged valid`);
    const perMB = t.ms / (Buffer.byteLength(text) / MB);
    perKind[`validate.hostileMsPerMB.${kind}`] = Math.round(perMB);
    if (perMB > worst) {
      worst = perMB;
      worstKind = kind;
    }
  }
  const validPerMB = check.ms / (bytes.length / MB);

  return {
    'validate.corpusDocuments': GAMES,
    'validate.corpusMB': Math.round((bytes.length / 1024 / 1024) * 10) / 10,
    'validate.corpusGenerationMs': Math.round(genMs),
    'validate.parseMs': Math.round(parse.ms),
    'validate.validateMs': Math.round(check.ms),
    'validate.ratioToParse': Math.round((check.ms / parse.ms) * 100) / 100,
    'validate.documentsPerSecond': Math.round(GAMES / (check.ms / 1000)),
    'validate.validMsPerMB': Math.round(validPerMB),
    'validate.worstCaseMsPerMB': Math.round(worst),
    'validate.worstCaseKind': worstKind,
    'validate.worstCaseRatioToValid': Math.round((worst / validPerMB) * 10) / 10,
    ...perKind,
    ...peakRss(),
  };
}
