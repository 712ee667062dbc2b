// Bounded memory for hostile documents (issue 15, point 8: "a 14 MB document takes 1.05 GB of
// memory"). Text nested millions deep is refused before JSON.parse, with the place where it
// passes the depth limit; a part of a document with more schema errors than the generated
// validator keeps (MAX_ERRORS) is judged the same, with 1,000 faults listed and a verdict that
// says there were more than it counted. Memory itself is measured by the bench
// (validate.*PeakRssMB), not asserted here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_ERRORS, validateHand, validateSchema } from '../../../src/notation/generated/schema-validator.js';
import { MAX_NESTING, parseTranscript } from '../../../src/notation/parse.js';
import { checkSchema } from '../../../src/notation/schema-by-hand.js';
import { PARSE_FIRST_CHARS, tooDeepAt } from '../../../src/notation/json-text.js';
import { judge, validate } from '../../../src/validator/index.js';
import { validatorWordingNb } from '../../../src/validator/wording-nb.js';
import { root } from '../cli/helpers.js';

const HEAD = '{"format":"klaberjass","version":1,"players":["A","B"],';
const game = readFileSync(join(root, 'test/fixtures/transcripts/valid/hands-classic.json'), 'utf8');

test('a 14 MB deeply nested document is refused before parsing, with a location', () => {
  const depth = 7 * 1024 * 1024;
  const text = `${HEAD}\n"hands":${'['.repeat(depth)}${']'.repeat(depth)}}`;
  const d = judge(text);
  assert.equal(d.valid, false);
  assert.equal(d.violations.length, 1);
  const [v] = d.violations;
  assert.equal(v.rule, 'schema');
  assert.equal(v.key, 'schema.tooDeep');
  // the document is level 1, "hands" opens level 2: the bracket of level 65 is the 64th
  assert.deepEqual(v.args, [{ line: 2, column: '"hands":'.length + MAX_NESTING }, MAX_NESTING]);
  assert.match(
    validate(text).violations[0].message,
    /^The document is nested too deeply at line 2, column 72: at most 64 levels of arrays and objects are read/,
  );
  assert.match(
    validate(text, { wording: validatorWordingNb }).violations[0].message,
    /^Dokumentet er nøstet for dypt på linje 2, kolonne 72: høyst 64 nivåer/,
  );
  // the same in the reader of parseTranscript
  const p = parseTranscript(text);
  assert.ok(!p.ok && /nested too deeply at line 2, column 72/.test(p.error[0].message));
});

test('deep nesting inside a field or meta is refused the same way; 62 levels inside meta are still read', () => {
  const inMeta = (n: number) => `${HEAD}"hands":[],"meta":{"x":${'['.repeat(n)}${']'.repeat(n)}}}`;
  assert.equal(validate(inMeta(MAX_NESTING - 2)).valid, true);
  const tooDeep = judge(inMeta(MAX_NESTING - 1)).violations;
  assert.deepEqual(
    tooDeep.map((v) => v.key),
    ['schema.tooDeep'],
  );
  const comment = `${HEAD}"hands":[{"dealer":0,"comment":${'{"a":'.repeat(100000)}1${'}'.repeat(100000)}}]}`;
  assert.deepEqual(
    judge(comment).violations.map((v) => v.key),
    ['schema.tooDeep'],
  );
  // brackets inside strings (also after escaped quotes) do not count
  const strings = `${HEAD}"hands":[],"meta":{"x":"${'[{'.repeat(500)}\\"${'['.repeat(500)}\\\\"}}`;
  assert.equal(tooDeepAt(strings, MAX_NESTING), -1);
  assert.equal(validate(strings).valid, true);
  // every valid fixture is far from the limit
  assert.equal(tooDeepAt(game, 8), -1);
});

// Regression (fuzz-hostile, "all of it together" found it): a value nested 63 levels deep in meta
// was valid as data and refused as text, so the same document got two verdicts.
test('a document nested deeper than the limit gets the same verdict as a value and as text', () => {
  const inMeta = (n: number) => `${HEAD}"hands":[],"meta":{"x":${'{"a":'.repeat(n)}1${'}'.repeat(n)}}}`;
  for (const n of [MAX_NESTING - 3, MAX_NESTING - 2, MAX_NESTING - 1, MAX_NESTING, 1000]) {
    const text = inMeta(n);
    assert.equal(validate(JSON.parse(text)).valid, validate(text).valid, `${n} levels in meta`);
    assert.equal(validate(text).valid, n <= MAX_NESTING - 2, `${n} levels in meta`);
  }
  // as a value: one schema fault at the object past the limit, worded in both languages
  const value = JSON.parse(inMeta(MAX_NESTING - 1));
  const [v, ...rest] = judge(value).violations;
  assert.equal(rest.length, 0);
  assert.equal(v.rule, 'schema');
  assert.equal(v.key, 'schema.tooDeepValue');
  // the document, meta and x are levels 1 to 3: the object of level 65 is the 62nd below x
  assert.equal(v.path, '/meta/x' + '/a'.repeat(MAX_NESTING - 2));
  assert.match(
    validate(value).violations[0].message,
    /^At \/meta\/x\/a\/a.*: arrays and objects are nested more than 64 levels deep/,
  );
  assert.match(
    validate(value, { wording: validatorWordingNb }).violations[0].message,
    /: lister og objekter er nøstet mer enn 64 nivåer dypt/,
  );
  // a value that contains itself stops at the limit too (it cannot be written as text at all)
  const loop: Record<string, unknown> = { format: 'klaberjass', version: 1, players: ['A', 'B'], hands: [], meta: {} };
  (loop.meta as Record<string, unknown>).self = loop.meta;
  assert.deepEqual(
    judge(loop).violations.map((x) => x.key),
    ['schema.tooDeepValue'],
  );
  assert.equal(checkSchema(loop).ok, false);
});

test('a 14 MB document of ~900,000 unknown keys lists 1,000 faults and says there were more than it counted', () => {
  const keys: string[] = [];
  for (let i = 0, bytes = 0; bytes < 14 * 1024 * 1024; i++) {
    const k = `"key${i}":${i}`;
    keys.push(k);
    bytes += k.length + 1;
  }
  const text = game.trimEnd().slice(0, -1) + ',' + keys.join(',') + '}';
  const v = validate(text);
  assert.equal(v.valid, false);
  assert.equal(v.violations.length, 1000);
  assert.ok(v.violations.every((x) => x.rule === 'schema' && /unknown key "key\d+"/.test(x.message)));
  // the first MAX_ERRORS errors are read: 1,000 listed, the rest of them counted, and more
  assert.deepEqual(v.omitted, { violations: MAX_ERRORS - 1000, notes: 0, uncounted: true });
  assert.match(
    v.notes[v.notes.length - 1].message,
    /^And over 19,000 more violations, not listed: .*\(there were too many schema faults to count them all\)\.$/,
  );
  const nb = validate(text, { wording: validatorWordingNb });
  assert.match(nb.notes[nb.notes.length - 1].message, /^Og over 19\u00a0000 regelbrudd til, .*for mange skjemafeil/);
});

test('one hand of 100,000 broken moves (millions made gigabytes of errors) keeps the first MAX_ERRORS errors and judges the same', () => {
  const moves = Array.from({ length: 100000 }, () => ({}));
  const hand = { dealer: 0, moves };
  assert.equal(validateHand(hand), false);
  assert.ok(validateHand.count > MAX_ERRORS);
  assert.equal(validateHand.errors?.length, MAX_ERRORS);
  const doc = { format: 'klaberjass', version: 1, players: ['A', 'B'], hands: [hand] };
  const v = validate(doc);
  assert.equal(v.valid, false);
  assert.equal(v.violations.length, 1000);
  assert.equal(v.omitted?.uncounted, true);
  // parseTranscript lists the faults of the errors read and says there are more
  const p = parseTranscript(doc);
  assert.ok(!p.ok);
  assert.match(p.error[p.error.length - 1].message, /^There are more schema faults than these/);
});

test('the error cap changes no pass or fail: combinators decided by the count, not by the errors kept', () => {
  // 30,000 valid moves: each leaves four discarded errors of the oneOf branches it does not take
  const valid = { dealer: 0, moves: Array.from({ length: 30000 }, () => ({ play: '8H' })) };
  assert.equal(validateHand(valid), true);
  assert.equal(validateHand.count, 0);
  // the same with one broken move at the end, past the cap of kept errors of a broken prefix
  const doc = (moves: unknown[]) => ({
    format: 'klaberjass',
    version: 1,
    players: ['A', 'B'],
    hands: [{ dealer: 0, moves }],
  });
  const broken = [...Array.from({ length: 30000 }, () => ({ play: 'XX' })), { play: '8H' }];
  assert.equal(checkSchema(doc(broken)).ok, false);
  assert.equal(validateSchema(doc(valid.moves)), true);
  // a rules object with more unknown keys than are kept still fails its oneOf (and only it)
  const rules: Record<string, unknown> = { preset: 'classic' };
  for (let i = 0; i < MAX_ERRORS + 10; i++) rules[`x${i}`] = 1;
  assert.equal(validateSchema({ ...doc([]), rules }), false);
  assert.equal(validateSchema({ ...doc([]), rules: { preset: 'classic' } }), true);
});

// The validator parses a short text before scanning its nesting, and scans it only when the quick
// shape check does not confirm it (issue 27's bench: the scan cost about a quarter of JSON.parse's
// time on every document); a long text is scanned first. Both ways give the same verdict.
test('a text parsed before its nesting is measured gets the verdict of one scanned first', () => {
  const pad = ' '.repeat(PARSE_FIRST_CHARS);
  const texts = [
    game,
    `${HEAD}"hands":[],"meta":{"x":${'['.repeat(MAX_NESTING - 2)}${']'.repeat(MAX_NESTING - 2)}}}`,
    `${HEAD}"hands":[],"meta":{"x":${'['.repeat(MAX_NESTING - 1)}${']'.repeat(MAX_NESTING - 1)}}}`,
    // too deep and not JSON after it: too deep is said, as before
    `${HEAD}"hands":[],"meta":{"x":${'['.repeat(MAX_NESTING)}}`,
    `${HEAD}"hands":[{"dealer":0,"comment":${'{"a":'.repeat(200)}1${'}'.repeat(200)}}]}`,
    `${HEAD}"hands":[{"dealer":0,"moves":[{"play":"XX"}]}]}`,
    `${HEAD}"hands":[{"dealer":0,"moves":[{"play":"7S",}]}]}`,
  ];
  for (const text of texts) {
    const short = judge(text);
    assert.ok(text.length <= PARSE_FIRST_CHARS);
    assert.deepEqual(judge(text + pad), short, text.slice(0, 120));
  }
  assert.deepEqual(
    judge(texts[2]).violations.map((v) => v.key),
    ['schema.tooDeep'],
  );
  assert.deepEqual(
    judge(texts[3]).violations.map((v) => v.key),
    ['schema.tooDeep'],
  );
  assert.equal(judge(texts[0]).valid, true);
});
