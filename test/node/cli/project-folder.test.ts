// klaberjass-validate on a real project folder: node_modules, .git and dot-folders are not walked,
// --ignore GLOB (repeatable) leaves out more, and a .json file that is no transcript is skipped,
// counted and listed with -v (a file named on the command line is always checked).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { globTest } from '../../../src/cli/glob.js';
import { type JsonRecord, cli, conformanceText, records, tempDir } from './helpers.js';

let dir = '';
let cleanup = () => {};
const file = (name: string, content: string) => {
  const path = join(dir, name);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, content);
  return path;
};

before(() => {
  ({ dir, cleanup } = tempDir());
  const game = conformanceText('valid/game-classic-000.json');
  const bad = conformanceText('invalid/must-trump-000.json');
  file('project/package.json', JSON.stringify({ name: 'app', version: '1.0.0' }));
  file('project/tsconfig.json', '{ "compilerOptions": {} }');
  file('project/games/one.json', game);
  file('project/games/drafts/two.json', bad);
  file('project/games/three.tmp.json', bad);
  file('project/node_modules/dep/package.json', JSON.stringify({ name: 'dep' }));
  file('project/node_modules/dep/game.json', bad);
  file('project/.git/info.json', bad);
  file('project/.cache/game.json', bad);
});
after(() => cleanup());

describe('klaberjass-validate on a project folder', () => {
  test('walks into node_modules and checks every package.json: skips node_modules, .git, dot-folders and non-transcripts', () => {
    const base = join(dir, 'project');
    const r = cli(['--json', base]);
    const recs = records(r.stdout) as unknown as JsonRecord[];
    assert.deepEqual(
      recs.map((x) => x.file),
      [join(base, 'games/drafts/two.json'), join(base, 'games/one.json'), join(base, 'games/three.tmp.json')],
    );
    assert.equal(r.status, 1, r.stderr);
    const text = cli([base]);
    assert.match(text.stdout, /^3 documents checked: 1 valid, 2 invalid/m);
    assert.match(text.stdout, /^2 JSON files skipped: not transcripts \(-v lists them\)$/m);
  });

  test('--ignore GLOB (repeatable) leaves out files and folders', () => {
    const base = join(dir, 'project');
    const r = cli(['--ignore', 'drafts', '--ignore', '*.tmp.json', base]);
    assert.equal(r.status, 0, r.stdout + r.stderr);
    assert.match(r.stdout, /^1 document checked: 1 valid, 0 invalid$/m);
    const anchored = cli(['--json', '--ignore', 'games/**', base]);
    assert.equal(anchored.status, 2, 'nothing left to check is not "valid"');
    assert.equal(records(anchored.stdout).length, 0);
  });

  test('-v lists the skipped files; --json -q counts them', () => {
    const base = join(dir, 'project');
    const r = cli(['-v', '--ignore', 'games', base]);
    assert.match(r.stdout, new RegExp(`^${join(base, 'package.json')}: skipped: not a transcript`, 'm'));
    assert.match(r.stdout, new RegExp(`^${join(base, 'tsconfig.json')}: skipped: not a transcript`, 'm'));
    const summary = JSON.parse(cli(['--json', '-q', base]).stdout) as { skipped: number; documents: number };
    assert.equal(summary.skipped, 2);
    assert.equal(summary.documents, 3);
  });

  test('a file named on the command line is checked even when it is no transcript', () => {
    const r = cli([join(dir, 'project/package.json')]);
    assert.equal(r.status, 1);
  });

  test('globs: * and ? within a name, ** across folders, no / matches a name at any depth', () => {
    assert.equal(globTest('*.tmp.json')('a/b/c.tmp.json'), true);
    assert.equal(globTest('drafts')('games/drafts'), true);
    assert.equal(globTest('games/*')('games/drafts/two.json'), false);
    assert.equal(globTest('games/**')('games/drafts/two.json'), true);
    assert.equal(globTest('**/two.json')('two.json'), true);
    assert.equal(globTest('g?mes/one.json')('games/one.json'), true);
    assert.equal(globTest('games/one.json')('x/games/one.json'), false);
  });
});
