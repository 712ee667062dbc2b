// klaberjass-validate on hostile input (issue 15), run in-process: a document the validator
// could not finish is never valid and exits 2.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { run, type RunOptions } from '../../../src/cli/run.js';
import { validate } from '../../../src/validator/index.js';
import { compact, tempDir } from './helpers.js';

let dir = '';
let cleanup = () => {};
before(() => ({ dir, cleanup } = tempDir('kj-cli-hostile-')));
after(() => cleanup());

const file = (name: string, content: string | Buffer) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

/** Runs the command in-process; stdout and stderr as text. */
async function inProcess(argv: string[], options: RunOptions = {}, stdin = new PassThrough()) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
  stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
  const code = await run(argv, { stdin, stdout, stderr }, { progressIntervalMs: 0, version: 'test', ...options });
  return { code, out, err };
}

describe('klaberjass-validate: a verdict that could not be completed', () => {
  test('"rules": {"toString": 1} on an invalid game exits 1, not 0 (the key reached Object.prototype)', async () => {
    for (const key of ['toString', 'constructor', '__proto__', 'valueOf']) {
      const text = compact('invalid/must-follow-suit-000.json').replace('"players"', `"rules":{"${key}":1},"players"`);
      const r = await inProcess([file(`proto-${key}.json`, text)]);
      assert.equal(r.code, 1, `${key}: ${r.out}`);
      assert.match(r.out, /\[schema\]/);
      assert.doesNotMatch(r.out, /0 invalid/);
    }
  });

  test('130,000 unknown keys (a stack overflow made it valid) exit 1', async () => {
    const doc = JSON.parse(compact('invalid/must-follow-suit-000.json')) as Record<string, unknown>;
    for (let i = 0; i < 130_000; i++) doc[`k${i}`] = 1;
    const r = await inProcess(['--quiet', file('many-keys.json', JSON.stringify(doc))]);
    assert.equal(r.code, 1, r.out);
    assert.match(r.out, /1 invalid/);
  });

  test('an internal violation exits 2 with [internal] and says the document is not known to be valid', async () => {
    const path = file('game.json', compact('valid/game-classic-000.json'));
    const failing: typeof validate = (input, options) => {
      const v = validate(input, options);
      return {
        valid: false,
        violations: [...v.violations, { rule: 'internal', path: '', message: 'The validator could not finish.' }],
        notes: v.notes,
      };
    };
    const r = await inProcess([path], { validate: failing });
    assert.equal(r.code, 2, r.out);
    assert.match(r.out, /game\.json: \[internal\] The validator could not finish\./);
    assert.match(r.out, /1 document checked: 0 valid, 1 invalid, 1 violation\n/);
    assert.match(r.out, /1 document could not be checked to the end \(internal error\): not known to be valid\n/);
    const j = await inProcess(['--quiet', '--json', path], { validate: failing });
    assert.equal(j.code, 2);
    assert.deepEqual(JSON.parse(j.out), {
      documents: 1,
      valid: 0,
      invalid: 1,
      violations: { internal: 1 },
      unreadable: 0,
      skipped: 0,
      unchecked: 1,
    });
  });

  test('a validator that throws (it promises not to) gives an internal violation and exit 2', async () => {
    const path = file('game2.json', compact('valid/game-classic-000.json'));
    const throwing: typeof validate = () => {
      throw {
        get message(): string {
          throw new Error('nested');
        },
      };
    };
    const r = await inProcess(['--json', path], { validate: throwing });
    assert.equal(r.code, 2);
    const rec = JSON.parse(r.out.split('\n')[0]) as { valid: boolean; violations: { rule: string }[] };
    assert.equal(rec.valid, false);
    assert.deepEqual(
      rec.violations.map((v) => v.rule),
      ['internal'],
    );
  });
});
