// The validator against JSON.parse on the same text: a seeded corpus of 10,000 whole games
// (engine-played, the four presets in turn; scripts/make-corpus.ts) held as NDJSON bytes in
// memory. Times JSON.parse of every line alone, and validate (text → verdict: parse, schema,
// rules) of the same lines; each three times, alternating, and the best run of each counts.
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

  return {
    'validate.corpusDocuments': GAMES,
    'validate.corpusMB': Math.round((bytes.length / 1024 / 1024) * 10) / 10,
    'validate.corpusGenerationMs': Math.round(genMs),
    'validate.parseMs': Math.round(parse.ms),
    'validate.validateMs': Math.round(check.ms),
    'validate.ratioToParse': Math.round((check.ms / parse.ms) * 100) / 100,
    'validate.documentsPerSecond': Math.round(GAMES / (check.ms / 1000)),
  };
}
