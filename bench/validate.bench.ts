// The validator against JSON.parse on the same text: a seeded corpus of 10,000 whole games
// (engine-played, the four presets in turn; scripts/make-corpus.ts) held as NDJSON bytes in
// memory. Times JSON.parse of every line alone, and validate (text → verdict: parse, schema,
// rules) of the same lines; each three times, alternating, and the best run of each counts.
// Then hostile documents of about 1 MB each (hostileDocuments): the worst time per megabyte of
// input, to compare with the valid corpus's (the goal: within 10 times of it).
import { corpusLines } from '../scripts/make-corpus.js';
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
  for (let i = 0; JSON.stringify(unknownKeys).length < bytes && i < 1e7; i += 1000)
    for (let k = i; k < i + 1000; k++) unknownKeys[`key${k}`] = k;
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
  };
}
