// The demo's examples (demo/examples/*.json and demo/examples/quiz/*.json) are committed data,
// made in the editor (or by hand) and written by the notation's writer; no script writes them.
// Each one is listed in its folder's index.json, gets the verdict its entry promises (valid, or
// exactly the rules it was made to break), and is byte for byte the writer's form of its own
// reading: `stringifyTranscript(parseTranscript(text).value)`. A file saved by another tool (or
// edited by hand into another layout) fails here; write it again with the writer, e.g.
// `node dist/cli.js --fix-result FILE` or the editor's download.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parseTranscript, stringifyTranscript } from '../../src/notation/index.js';
import { validate } from '../../src/validator/index.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

interface Entry {
  file: string;
  rules: string[];
  valid?: boolean;
}

for (const folder of ['demo/examples', 'demo/examples/quiz']) {
  const dir = join(root, folder);
  const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')) as Entry[];
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json') && f !== 'index.json')
    .sort();

  describe(folder, () => {
    it('index.json lists every example in the folder, once', () => {
      assert.deepEqual(index.map((e) => e.file).sort(), files);
    });

    for (const entry of index) {
      it(`${entry.file}: the verdict its entry promises, in the writer's form`, () => {
        const text = readFileSync(join(dir, entry.file), 'utf8');
        const read = parseTranscript(text);
        assert.ok(read.ok, `${entry.file} does not read as a transcript`);
        assert.equal(text, stringifyTranscript(read.value), `${entry.file} is not in the writer's form`);
        const verdict = validate(text);
        // quiz entries have no `valid`: every quiz is a valid document
        const valid = entry.valid ?? true;
        assert.equal(verdict.valid, valid, verdict.violations.map((v) => v.message).join('\n'));
        if (!valid)
          assert.deepEqual([...new Set(verdict.violations.map((v) => v.rule))].sort(), [...entry.rules].sort());
      });
    }
  });
}
