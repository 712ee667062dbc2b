// The command on a directory of 130,000 small .json files (issue 15, the CLI under stress): the
// walk once overflowed the stack (`push(...found)`) and the run ended with a stack trace and
// exit 1, which reads as "some document is invalid". It must check every file and end with its
// summary and the exit code of the verdicts.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cliAsync, tempDir } from './helpers.js';

/** A folder in memory (/dev/shm) when there is room for the files there: far quicker than a busy disk. */
function memoryDir(): { dir: string; cleanup: () => void } | null {
  try {
    const fs = statfsSync('/dev/shm');
    if (fs.bavail * fs.bsize < 2 * 1024 ** 3) return null;
    const dir = mkdtempSync('/dev/shm/kj-many-');
    return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
  } catch {
    return null;
  }
}

const FILES = 130000;
const VALID = '{"format":"klaberjass","version":1,"players":["A","B"],"hands":[]}';
const INVALID = '{"format":"klaberjass","version":2,"players":["A","B"],"hands":[]}';
const OTHER = '{"name":"not a transcript"}';

let dir = '';
let cleanup = () => {};

before(() => {
  ({ dir, cleanup } = memoryDir() ?? tempDir('kj-many-'));
  // every 1,000th file invalid, every 1,000th (another) not a transcript
  for (let i = 0; i < FILES; i++) {
    const text = i % 1000 === 1 ? INVALID : i % 1000 === 2 ? OTHER : VALID;
    writeFileSync(join(dir, `g${String(i).padStart(6, '0')}.json`), text);
  }
});
after(() => cleanup());

test(
  'a directory of 130,000 .json files is checked to the end: summary, exit 1 for the invalid ones, no stack trace',
  { timeout: 600000 },
  async () => {
    const r = await cliAsync([dir, '--no-progress']);
    const invalid = FILES / 1000;
    const documents = FILES - FILES / 1000;
    assert.doesNotMatch(r.stderr, /\n\s+at /, 'no stack trace');
    assert.equal(r.stderr.trim(), '', r.stderr.slice(0, 500));
    assert.equal(r.status, 1, r.stderr.slice(0, 500));
    assert.match(
      r.stdout,
      new RegExp(
        `^${documents} documents checked: ${documents - invalid} valid, ${invalid} invalid, ${invalid} violations$`,
        'm',
      ),
    );
    assert.match(r.stdout, new RegExp(`^violations by rule: schema ${invalid}$`, 'm'));
    assert.match(r.stdout, new RegExp(`^${FILES / 1000} JSON files skipped: not transcripts`, 'm'));
    // each invalid file is reported by name
    assert.equal(r.stdout.split('\n').filter((l) => /g\d{3}001\.json: \/version: \[schema\]/.test(l)).length, invalid);
  },
);
