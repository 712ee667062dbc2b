/**
 * Builds the transcript fixtures of the validator tests (test/fixtures/transcripts/**): seeded
 * searches for deals that show a situation, and documents broken on purpose. One file per kind:
 * scripts/fixtures/valid.ts, invalid.ts (one rule each) and readings.ts (readings of the
 * contract), with what they share in shared.ts; every document is written by the notation's
 * writer (`stringifyTranscript`).
 *
 *   node --import tsx scripts/make-examples.ts           write every file
 *   node --import tsx scripts/make-examples.ts --check   exit 1 if a written file would change
 *
 * The demo's examples (demo/examples/**) are not made here: they are committed data, made in the
 * editor and written by the notation's writer (test/node/demo-examples.test.ts checks them).
 *
 * Everything is derived from the engine through the scenario builder (scripts/fixtures/scenario.ts):
 * it deals chosen or seeded decks, plays each hand through the engine's `legalMoves`, `explain`
 * and `apply` (a simple greedy player, or scripted moves), takes every result from the engine's
 * scoring and writes the hands with the notation writer. The generators import only the
 * package's public API (src/index.ts), never src/engine/internal.ts. The generators only search for deals that
 * show each situation and script the moves that matter; they decide no rule themselves. The output is
 * deterministic, so the generated JSON is committed (test/node/make-examples.test.ts runs the
 * check). A fixture written by hand (one whose `meta.source` is not this script) is left alone,
 * with its entry in expected.json.
 *
 * Every move is judged by the engine while it is generated (illegal moves are then applied with
 * the validator's natural meaning, by its public replayDocument): a valid document must produce no fault, and a fault document
 * exactly the fault it was made for. The script stops with an error otherwise.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIXTURES_DIR, SOURCE, type Expectation, emit, expected, written } from './fixtures/shared.js';
import { fxValid } from './fixtures/valid.js';
import { fxInvalid } from './fixtures/invalid.js';
import { fxReadings } from './fixtures/readings.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CHECK = process.argv.includes('--check');

function main(): void {
  const t0 = Date.now();
  buildFixtures();
  let changed = 0;
  const dirs = [FIXTURES_DIR];
  if (CHECK) {
    for (const [path, text] of written) {
      if (!existsSync(path) || readFileSync(path, 'utf8') !== text) {
        changed++;
        console.error(`out of date: ${relative(root, path)}`);
      }
    }
    for (const dir of dirs)
      for (const f of listJson(dir))
        if (!written.has(f) && !handWritten(f)) {
          changed++;
          console.error(`not generated: ${relative(root, f)}`);
        }
    if (changed) process.exit(1);
    console.log(`${written.size} files up to date (${Date.now() - t0} ms)`);
    return;
  }
  for (const dir of dirs) for (const f of listJson(dir)) if (!written.has(f) && !handWritten(f)) rmSync(f);
  for (const [path, text] of written) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
  console.log(`wrote ${written.size} files in ${Date.now() - t0} ms`);
}

function listJson(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...listJson(p));
    else if (e.name.endsWith('.json')) out.push(p);
  }
  return out;
}

/**
 * A fixture written by hand (a transcript in the fixture folders that does not name this script
 * as its `meta.source`): kept as it is, with its entry in expected.json, never deleted.
 */
function handWritten(path: string): boolean {
  if (path === join(FIXTURES_DIR, 'expected.json') || !path.startsWith(FIXTURES_DIR)) return false;
  try {
    const d = JSON.parse(readFileSync(path, 'utf8')) as { meta?: { source?: unknown } };
    return d?.meta?.source !== SOURCE;
  } catch {
    return true;
  }
}

function buildFixtures(): void {
  fxValid();
  fxInvalid();
  fxReadings();
  const before = existsSync(join(FIXTURES_DIR, 'expected.json'))
    ? (JSON.parse(readFileSync(join(FIXTURES_DIR, 'expected.json'), 'utf8')) as Record<string, Expectation>)
    : {};
  for (const f of listJson(FIXTURES_DIR)) {
    const key = relative(FIXTURES_DIR, f).split('\\').join('/');
    if (!written.has(f) && handWritten(f) && before[key] && !expected[key]) expected[key] = before[key];
  }
  const sorted: Record<string, Expectation> = {};
  for (const k of Object.keys(expected).sort()) sorted[k] = expected[k];
  emit(join(FIXTURES_DIR, 'expected.json'), JSON.stringify(sorted, null, 1) + '\n');
}

main();
