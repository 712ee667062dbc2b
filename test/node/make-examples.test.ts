// The generated validator fixtures (test/fixtures/transcripts/**) are what
// scripts/make-examples.ts, on the scenario builder (scripts/fixtures/scenario.ts), writes today:
// a change to the engine, the writer or the builder that would change a committed file fails
// here until the files are written again (and their verdicts checked by test/examples/ and the
// validator's fixture tests). The demo's examples are committed data: test/node/demo-examples.test.ts.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

it('scripts/make-examples.ts --check: every generated fixture is up to date', () => {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/make-examples.ts', '--check'], {
    cwd: root,
    encoding: 'utf8',
  });
  assert.equal(
    r.status,
    0,
    `${r.stderr}${r.stdout}\nthe generated files differ: run node --import tsx scripts/make-examples.ts, check the diff, commit`,
  );
  assert.match(r.stdout, /\d+ files up to date/);
});
