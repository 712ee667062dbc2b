// klaberjass-validate --fix-result and --explain, and faults grouped under the first of a hand.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fixResults, groupFaults } from '../../../src/cli/fix.js';
import { stringifyTranscript } from '../../../src/notation/index.js';
import { cli, root } from './helpers.js';

const example = (name: string) => readFileSync(join(root, 'demo/examples', name), 'utf8');

describe('--fix-result', () => {
  it('writes the result the moves imply and prints the canonical form', () => {
    const doc = JSON.parse(example('must-overtrump.json'));
    const written = doc.hands[0].result;
    delete doc.hands[0].result;
    const r = cli(['--fix-result', '-'], { input: JSON.stringify(doc) });
    assert.equal(r.status, 0, r.stderr);
    const fixed = JSON.parse(r.stdout);
    assert.deepEqual(fixed.hands[0].result, written);
    assert.equal(r.stdout, stringifyTranscript(fixed));
    assert.match(r.stderr, /result written for 1 hand; valid/);
  });

  it('corrects a wrong result and leaves a hand not played out alone', () => {
    const doc = JSON.parse(example('must-overtrump.json'));
    doc.hands[0].result.score = [1, 2];
    const out = fixResults(doc)!;
    assert.deepEqual(out.fixed, [0]);
    assert.equal(out.verdict.valid, true);
    const short = { ...doc, hands: [{ ...doc.hands[0], moves: doc.hands[0].moves.slice(0, 6), result: undefined }] };
    delete short.hands[0].result;
    assert.deepEqual(fixResults(short)!.fixed, []);
  });

  it('takes exactly one document', () => {
    const r = cli(['--fix-result', 'a.json', 'b.json']);
    assert.equal(r.status, 2);
    assert.match(r.stderr, /--fix-result takes one document/);
  });
});

describe('--explain', () => {
  it('lists the legal moves at a faulty move, in text and in JSON', () => {
    const file = join(root, 'demo/examples/fault-must-overtrump.json');
    const text = cli(['--explain', file]);
    assert.equal(text.status, 1);
    assert.match(text.stdout, /hand 1 move 19: \[must-overtrump\] .*\n.*hand 1 move 19: legal here: 10C\n/);
    const json = cli(['--explain', '--json', file]);
    const report = JSON.parse(json.stdout.split('\n')[0]);
    assert.deepEqual(
      report.violations[0].legal.map((m: { play?: string }) => m.play),
      ['10C'],
    );
  });
});

describe('faults grouped by the first of each hand', () => {
  it('puts later faults of a hand under the first one', () => {
    const v = (hand: number | undefined, move: number) => ({
      rule: 'schema' as const,
      hand,
      move,
      path: '',
      message: '',
    });
    const g = groupFaults([v(0, 3), v(0, 5), v(1, 1), v(0, 7), v(undefined, 0)]);
    assert.deepEqual(
      g.map((x) => [x.cause.hand, x.cause.move, x.after.map((a) => a.move)]),
      [
        [0, 3, [5, 7]],
        [1, 1, []],
        [undefined, 0, []],
      ],
    );
  });

  it('says in the text output that later faults may follow from the first', () => {
    const doc = JSON.parse(example('must-overtrump.json'));
    // Clara plays the 7 of hearts instead of the 10 (must overtrump); the trick and what follows go wrong
    const moves = doc.hands[0].moves;
    const i = moves.findIndex((m: { play?: string }) => m.play === '10H');
    const j = moves.findIndex((m: { play?: string }) => m.play === '7H');
    [moves[i].play, moves[j].play] = [moves[j].play, moves[i].play];
    const r = cli(['-'], { input: JSON.stringify(doc) });
    assert.equal(r.status, 1);
    const lines = r.stdout.split('\n').filter((l) => l.includes('hand 1'));
    assert.match(lines[0], /\[must-overtrump\]/);
    assert.equal(lines.length, 14);
    assert.match(lines[1], /hand 1: the 12 faults below may follow from this first one$/);
  });
});
