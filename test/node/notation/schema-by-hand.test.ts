// The schema check hand by hand (issue 15, linear time): `checkSchema` (validateTop, then
// validateHand on each hand) gives exactly what the whole-document validator gives: the same
// errors in the same order, the same faults, and with a cap the same listed faults, the same
// count of the others and the same places. Checked on every fixture and on many seeded mutations
// of them (wrong types, unknown and missing keys, broken cards and moves, many hands).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  type SchemaError,
  validateHand,
  validateSchema,
  validateTop,
} from '../../../src/notation/generated/schema-validator.js';
import { checkSchema, tooDeepIn } from '../../../src/notation/schema-by-hand.js';
import { MAX_DEPTH } from '../../../src/notation/limits.js';
import { type FaultPlace, locate, schemaFaults } from '../../../src/notation/schema-errors.js';
import { root } from '../cli/helpers.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function files(dir: string, acc: string[] = []): string[] {
  for (const f of readdirSync(dir).sort()) {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) files(p, acc);
    else if (f.endsWith('.json') && f !== 'expected.json') acc.push(p);
  }
  return acc;
}

const fixtures: Json[] = [];
/** Fixtures nested deeper than MAX_DEPTH: one fault before the schema, which has no such limit (a test of their own). */
const tooDeep: Json[] = [];
for (const f of files(join(root, 'test/fixtures'))) {
  try {
    const doc = JSON.parse(readFileSync(f, 'utf8')) as Json;
    (tooDeepIn(doc, MAX_DEPTH) === null ? fixtures : tooDeep).push(doc);
  } catch {
    // not JSON: the schema check never sees it
  }
}

/** A small seeded generator (mulberry32): the same cases on every run. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const JUNK: Json[] = [
  null,
  true,
  0,
  -1,
  1.5,
  'XX',
  '10S',
  'nope',
  [],
  ['7S'],
  {},
  { x: 1 },
  { play: 'XX' },
  { bid: 'S' },
];
const KEYS = ['x', 'junk', 'play', 'bid', 'dealer', 'moves', 'result', 'rules', '__proto__', 'constructor', 'preset'];

/** `doc` with a few random changes: values replaced, keys added or removed, items copied. */
function mutate(doc: Json, rnd: () => number): Json {
  const copy = structuredClone(doc);
  const containers: (Json[] | { [key: string]: Json })[] = [];
  const visit = (v: Json) => {
    if (v !== null && typeof v === 'object') {
      containers.push(v);
      for (const x of Array.isArray(v) ? v : Object.values(v)) visit(x);
    }
  };
  visit(copy);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
  const changes = 1 + Math.floor(rnd() * 4);
  for (let c = 0; c < changes; c++) {
    const target = pick(containers);
    const junk = structuredClone(pick(JUNK));
    if (Array.isArray(target)) {
      const i = Math.floor(rnd() * (target.length + 1));
      const kind = rnd();
      if (kind < 0.4 && target.length) target[Math.min(i, target.length - 1)] = junk;
      else if (kind < 0.6 && target.length) target.splice(Math.min(i, target.length - 1), 1);
      else if (kind < 0.8 && target.length) target.push(structuredClone(target[0]), structuredClone(target[0]));
      else target.splice(i, 0, junk);
    } else {
      const keys = Object.keys(target);
      const kind = rnd();
      if (kind < 0.4 && keys.length) target[pick(keys)] = junk;
      else if (kind < 0.6 && keys.length) delete target[pick(keys)];
      else
        Object.defineProperty(target, pick(KEYS), {
          value: junk,
          enumerable: true,
          writable: true,
          configurable: true,
        });
    }
  }
  return copy;
}

const cases: Json[] = [...fixtures];
const rnd = random(15);
for (let i = 0; i < 3000; i++) cases.push(mutate(pick(fixtures), rnd));
function pick<T>(list: readonly T[]): T {
  return list[Math.floor(rnd() * list.length)];
}
// many broken hands, with a broken top level before and after them
const many = structuredClone(fixtures.find((d) => d !== null && typeof d === 'object' && 'hands' in d) as Json) as {
  [key: string]: Json;
};
many.rules = { preset: 'nope', x: 1 };
many.result = { winner: 7 };
many.extra = 1;
many.hands = Array.from({ length: 300 }, (_, i): Json => ({
  dealer: i % 3,
  moves: [{ play: 'XX' }, { bid: 'nope', x: 1 }] as Json[],
  junk: true,
}));
cases.push(many);

/** The errors of the whole document, as the hand-by-hand validators give them. */
function errorsByHand(doc: unknown): SchemaError[] {
  const ok = validateTop(doc);
  const top = ok ? [] : [...(validateTop.errors ?? [])];
  const split = top.findIndex((e) => e.instancePath === '/result' || e.instancePath.startsWith('/result/'));
  const out = split < 0 ? top : top.slice(0, split);
  const hands = (doc as { hands?: unknown } | null)?.hands;
  if (doc !== null && typeof doc === 'object' && !Array.isArray(doc) && Array.isArray(hands))
    hands.forEach((h, i) => {
      const context = { instancePath: `/hands/${i}`, parentData: hands, parentDataProperty: i, rootData: doc };
      if (!validateHand(h, context)) out.push(...(validateHand.errors ?? []));
    });
  if (split >= 0) out.push(...top.slice(split));
  return out;
}

test('the hand-by-hand schema validators find the errors of the whole-document one, in its order', () => {
  let failing = 0;
  for (const doc of cases) {
    const whole = validateSchema(doc) ? [] : [...(validateSchema.errors ?? [])];
    if (whole.length) failing++;
    assert.deepEqual(errorsByHand(doc), whole, JSON.stringify(doc).slice(0, 300));
  }
  // the mutations do break documents, in many ways
  assert.ok(failing > 2000, `${failing} failing cases`);
});

test('checkSchema gives the faults of schemaFaults on the whole error list, with and without a cap', () => {
  const place = (p: FaultPlace) => `${p.hand}/${p.move}`;
  for (const doc of cases) {
    const ok = validateSchema(doc);
    const errors = validateSchema.errors ?? [];
    assert.equal(checkSchema(doc).ok, ok);
    assert.deepEqual(checkSchema(doc).faults, ok ? [] : schemaFaults(errors, doc));
    if (ok) continue;
    for (const limit of [0, 1, 3, 10]) {
      const oldPlaces = new Set<string>();
      const oldCount = { omitted: 0, at: (path: string) => oldPlaces.add(`${path} ${place(locate(path))}`) };
      const newPlaces = new Set<string>();
      const newCount = {
        omitted: 0,
        at: (path: string, p: FaultPlace) => newPlaces.add(`${path} ${place(p)}`),
      };
      const listed = schemaFaults(errors, doc, limit, oldCount);
      assert.deepEqual(checkSchema(doc, limit, newCount).faults, listed);
      assert.equal(newCount.omitted, oldCount.omitted);
      assert.deepEqual([...newPlaces].sort(), [...oldPlaces].sort());
    }
  }
});

test('a document nested deeper than MAX_DEPTH is that one schema fault and nothing else (conformance schema-003)', () => {
  assert.ok(tooDeep.length >= 1);
  for (const doc of tooDeep) {
    const broken = structuredClone(doc) as { [key: string]: Json };
    // other schema faults beside it are not listed: the document is not judged further
    broken.extra = 1;
    broken.hands = [{ dealer: 7, moves: [{ play: 'XX' }] }];
    for (const d of [doc, broken]) {
      const { ok, faults, deep } = checkSchema(d);
      assert.equal(ok, false);
      assert.equal(deep, true);
      assert.deepEqual(
        faults.map((f) => [f.rule, f.key]),
        [['schema', 'schema.tooDeepValue']],
      );
      const counted = { omitted: 0 };
      assert.deepEqual(checkSchema(d, 0, counted).faults, []);
      assert.equal(counted.omitted, 1);
    }
  }
});
