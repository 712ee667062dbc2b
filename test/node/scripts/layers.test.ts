// The layer lint (scripts/eslint/layers.mjs) on a small src/ of its own: a cycle made only of type
// imports is a cycle, and a type import up the layers is reported like any other.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

// (a plain .mjs without declarations: imported by a path held in a string, typed here)
const LAYERS_PLUGIN: string = '../../../scripts/eslint/layers.mjs';
const { default: layers } = (await import(LAYERS_PLUGIN)) as { default: ESLint.Plugin };

const root = mkdtempSync(join(tmpdir(), 'kj-layers-'));
after(() => rmSync(root, { recursive: true, force: true }));

function write(files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

async function lint(file: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['src/**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { layers },
        rules: { 'layers/order': 'error', 'layers/no-cycle': 'error' },
      },
    ],
  });
  const [result] = await eslint.lintFiles([join(root, file)]);
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('layer lint', () => {
  it('counts a cycle made only of type imports (regression: import type was no edge of the graph)', async () => {
    write({
      'src/element/a.ts': "import type { B } from './b.js';\nexport interface A { b: B }\n",
      'src/element/b.ts': "import type { A } from './a.js';\nexport interface B { a: A }\n",
    });
    const found = await lint('src/element/a.ts');
    assert.equal(found.length, 1);
    assert.match(found[0], /^layers\/no-cycle: element\/b\.ts imports this file back/);
  });

  it('counts a type named by typeof import()', async () => {
    write({
      'src/validator/parts.ts': "export interface Parts { x?: typeof import('./x.js') }\n",
      'src/validator/x.ts': "import type { Parts } from './parts.js';\nexport const parts: Parts = {};\n",
    });
    assert.equal((await lint('src/validator/x.ts')).length, 1);
  });

  it('reports a type import up the layers', async () => {
    write({
      'src/engine/e.ts': "import type { A } from '../element/a.js';\nexport type E = A;\n",
    });
    const found = await lint('src/engine/e.ts');
    assert.equal(found.length, 1);
    assert.match(found[0], /^layers\/order: The engine layer may not import element\/a\.ts/);
  });

  it('passes imports that go down and return nowhere', async () => {
    write({
      'src/engine/leaf.ts': 'export type Leaf = 1;\n',
      'src/element/c.ts': "import type { Leaf } from '../engine/leaf.js';\nexport type C = Leaf;\n",
    });
    assert.deepEqual(await lint('src/element/c.ts'), []);
  });
});
