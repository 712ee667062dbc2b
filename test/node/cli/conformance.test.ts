// The conformance suite through the command line (--json) and through the library: both must
// give the same verdict on every document, and agree with expected.json.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validate } from '../../../src/validator/index.js';
import { CONFORMANCE, type JsonRecord, cli, records } from './helpers.js';

interface Expectation {
  valid: boolean;
  rules: string[];
  fault?: string;
}

const expected = JSON.parse(readFileSync(join(CONFORMANCE, 'expected.json'), 'utf8')) as Record<string, Expectation>;
const names = Object.keys(expected).sort();
const rulesOf = (v: { violations: { rule: string }[] }) => [...new Set(v.violations.map((x) => x.rule))].sort();

describe('conformance suite: CLI and library', () => {
  const byFile = new Map<string, JsonRecord>();
  let status: number | null = null;

  before(() => {
    // one run over both directories (expected.json itself is not a transcript)
    const r = cli(['--json', join(CONFORMANCE, 'valid'), join(CONFORMANCE, 'invalid')]);
    status = r.status;
    for (const rec of records(r.stdout) as unknown as JsonRecord[]) byFile.set(rec.file, rec);
  });

  test('covers every document of expected.json and nothing else', () => {
    assert.ok(names.length >= 28);
    assert.deepEqual([...byFile.keys()].map((f) => f.slice(CONFORMANCE.length + 1)).sort(), names);
    assert.equal(status, 1, 'the invalid documents make the run exit 1');
  });

  for (const name of names) {
    test(name, () => {
      const want = expected[name];
      const text = readFileSync(join(CONFORMANCE, name), 'utf8');
      const lib = validate(text);
      const viaCli = byFile.get(join(CONFORMANCE, name));
      assert.ok(viaCli, `the CLI printed no verdict for ${name}`);
      const { file: _file, line: _line, ...cliVerdict } = viaCli;
      assert.deepEqual(cliVerdict, JSON.parse(JSON.stringify(lib)), 'CLI and library verdicts differ');
      assert.equal(
        lib.valid,
        want.valid,
        `${name}: valid ${lib.valid}, expected ${want.valid} (${want.fault ?? ''}): ${lib.violations.map((v) => `[${v.rule}] ${v.message}`).join('; ')}`,
      );
      assert.deepEqual(rulesOf(lib), [...want.rules].sort(), `${name}: rules`);
    });
  }
});
