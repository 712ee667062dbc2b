// Hostile-input fuzzing of the validator (issue 15), 20,000+ cases in a few seconds: prototype
// keys, huge arrays, deep nesting, throwing getters, control and bidi characters, put anywhere in
// small real transcripts. Whatever the input: `validate` never throws, its verdict is
// well-formed, and no document the schema rejects (nor one that throws when read) is ever valid.
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { RULE_IDS } from '../../src/engine/internal.js';
import { validateSchema } from '../../src/notation/generated/schema-validator.js';
import { validate } from '../../src/validator/index.js';
import type { Verdict } from '../../src/validator/types.js';
import { FIXTURES, fetchText } from './helpers.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

const PROTO_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupGetter__',
];
const CONTROL = [
  '\u0000',
  '\u0007',
  '\u0008',
  '\u001b',
  '\u001b[2J',
  '\u001b]0;x\u0007',
  '\u007f',
  '\u009b',
  '\r',
  '\n',
];
const BIDI = [
  '\u202e',
  '\u202d',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200e',
  '\u200f',
  '\u061c',
];
const OTHER = ['\u2028', '\u2029', '\ufeff', '\ud800', '\udfff', '</script>', '<!--', '&amp;', 'עברית', 'العربية'];

/** A string of hostile characters, with ordinary text around them. */
const hostileString: fc.Arbitrary<string> = fc
  .array(fc.oneof(fc.constantFrom(...CONTROL, ...BIDI, ...OTHER, ...PROTO_KEYS), fc.string({ maxLength: 4 })), {
    minLength: 1,
    maxLength: 5,
  })
  .map((parts) => parts.join(''));

const ALL_RULES = RULE_IDS as readonly string[];

/** Every path to a value inside `doc` (the root excluded). */
function allPaths(doc: Json): Path[] {
  const out: Path[] = [];
  const visit = (v: Json, path: Path) => {
    if (Array.isArray(v))
      v.forEach((x, i) => {
        out.push([...path, i]);
        visit(x, [...path, i]);
      });
    else if (v && typeof v === 'object')
      for (const k of Object.keys(v)) {
        out.push([...path, k]);
        visit(v[k], [...path, k]);
      }
  };
  visit(doc, []);
  return out;
}

function at(doc: Json, path: Path): Json {
  let v: Json = doc;
  for (const k of path) v = (v as Record<string, Json>)[k as string];
  return v;
}

/** The containers of a document: [] (the root) and every array or object in it. */
function containers(doc: Json, paths: Path[]): Path[] {
  return [[], ...paths.filter((p) => at(doc, p) !== null && typeof at(doc, p) === 'object')];
}

/** Sets a key on an object as JSON.parse would: an own data property, also for "__proto__". */
function define(target: object, key: string | number, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function deep(depth: number, objects: boolean): Json {
  let v: Json = objects ? {} : [];
  for (let i = 0; i < depth; i++) v = objects ? { a: v } : [v];
  return v;
}

type Change =
  | { op: 'proto-key'; at: number; key: string; value: Json }
  | { op: 'proto-value'; at: number; key: string }
  | { op: 'huge'; at: number; size: number; item: Json }
  | { op: 'deep'; at: number; depth: number; objects: boolean }
  | { op: 'text'; at: number; text: string }
  | { op: 'key'; at: number; text: string }
  | { op: 'getter'; at: number; thrown: 'error' | 'string' | 'hostile' };

const json = fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>;
const changeArb: fc.Arbitrary<Change> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('proto-key' as const),
      at: fc.nat(),
      key: fc.constantFrom(...PROTO_KEYS),
      value: json,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('proto-value' as const),
      at: fc.nat(),
      key: fc.constantFrom(...PROTO_KEYS),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('huge' as const),
      at: fc.nat(),
      size: fc.integer({ min: 100, max: 1000 }),
      item: json,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('deep' as const),
      at: fc.nat(),
      depth: fc.integer({ min: 50, max: 1000 }),
      objects: fc.boolean(),
    }),
  },
  { weight: 4, arbitrary: fc.record({ op: fc.constant('text' as const), at: fc.nat(), text: hostileString }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('key' as const), at: fc.nat(), text: hostileString }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('getter' as const),
      at: fc.nat(),
      thrown: fc.constantFrom('error' as const, 'string' as const, 'hostile' as const),
    }),
  },
);

/** Set when a getter put in by `change` was read (and threw). */
let getterRead = false;

/** Applies a change in place; returns true when the document now throws when read (a getter). */
function change(doc: Json, c: Change): boolean {
  const paths = allPaths(doc);
  const pick = <T>(list: T[]): T | undefined => (list.length ? list[c.at % list.length] : undefined);
  switch (c.op) {
    case 'proto-key': {
      const p = pick(containers(doc, paths).filter((q) => !Array.isArray(at(doc, q))))!;
      define(at(doc, p) as object, c.key, c.value);
      return false;
    }
    case 'proto-value': {
      const p = pick(paths.filter((q) => typeof at(doc, q) === 'string'));
      if (!p) return false;
      define(at(doc, p.slice(0, -1)) as object, p[p.length - 1], c.key);
      return false;
    }
    case 'huge': {
      const p = pick(paths.filter((q) => Array.isArray(at(doc, q))));
      if (!p) return false;
      const arr = at(doc, p) as Json[];
      const item = arr.length > 0 && c.at % 2 === 0 ? arr[0] : c.item;
      define(
        at(doc, p.slice(0, -1)) as object,
        p[p.length - 1],
        Array.from({ length: c.size }, () => item),
      );
      return false;
    }
    case 'deep': {
      const p = pick(paths);
      if (!p) return false;
      define(at(doc, p.slice(0, -1)) as object, p[p.length - 1], deep(c.depth, c.objects));
      return false;
    }
    case 'text': {
      const p = pick(paths.filter((q) => typeof at(doc, q) === 'string'));
      if (!p) return false;
      define(at(doc, p.slice(0, -1)) as object, p[p.length - 1], c.text);
      return false;
    }
    case 'key': {
      const p = pick(containers(doc, paths).filter((q) => !Array.isArray(at(doc, q))))!;
      define(at(doc, p) as object, c.text, 1);
      return false;
    }
    case 'getter': {
      const p = pick(paths);
      if (!p) return false;
      const thrown =
        c.thrown === 'error'
          ? new Error('getter')
          : c.thrown === 'string'
            ? 'getter'
            : {
                get message(): string {
                  throw new Error('message');
                },
                toString(): string {
                  throw new Error('toString');
                },
              };
      Object.defineProperty(at(doc, p.slice(0, -1)) as object, p[p.length - 1], {
        get() {
          getterRead = true;
          throw thrown;
        },
        enumerable: true,
        configurable: true,
      });
      return true;
    }
  }
}

function wellFormed(v: Verdict): void {
  expect(typeof v.valid).to.equal('boolean');
  expect(v.valid).to.equal(v.violations.length === 0);
  for (const x of v.violations) {
    expect(ALL_RULES).to.include(x.rule);
    expect(x.message).to.be.a('string').and.not.equal('');
  }
}

/**
 * Let the page's event loop run every so often (a macrotask, which background tabs do not
 * throttle): thousands of synchronous cases in a row kept the test runner from hearing the page,
 * which then counted as a disconnected browser in full runs.
 */
let since = 0;
async function breathe(): Promise<void> {
  if (++since % 250 !== 0) return;
  await new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(0);
  });
}

describe('validator fuzzing: hostile input', function () {
  // a bound for a busy machine: with other work running on two cores these 2,000 cases took over two minutes
  this.timeout(600000);
  let bases: Json[] = [];

  before(async () => {
    // small documents, so that 20,000 cases take seconds: a real fragment and two made here
    const fragment = JSON.parse(await fetchText(`${FIXTURES}/valid/fragment-classic-000.json`)) as Json;
    const tiny: Json = {
      format: 'klaberjass',
      version: 1,
      rules: { preset: 'classic', tie: 'bete' },
      players: ['Anna', 'Ben'],
      meta: { title: 'tiny', source: 'test' },
      hands: [{ dealer: 0, comment: 'no moves', result: { score: [0, 162] } }],
      result: { totals: [0, 162] },
    };
    const sheet: Json = {
      format: 'klaberjass',
      version: 1,
      players: ['Kari', 'Ola'],
      hands: [
        { dealer: 1, taker: 0, trump: 'H', result: { points: [100, 62], score: [100, 62] } },
        { dealer: 0, deal: { turnUp: 'AS' }, moves: [{ bid: 'pass' }, { bid: 'pass' }] },
      ],
    };
    bases = [fragment, tiny, sheet];
    for (const b of bases) expect(validate(b).violations.map((v) => v.rule)).to.not.include('schema');
  });

  /** Validates a changed copy as a value and, when it can be written, as text; checks the verdict. */
  function check(base: number, changes: Change[]): void {
    const asText = base % 4 === 0; // a quarter of the cases as text as well
    const doc = structuredClone(bases[base % bases.length]);
    // a getter last (reading the document to change it would throw), and one at most
    const getter = changes.find((c) => c.op === 'getter');
    for (const c of changes) if (c.op !== 'getter') change(doc, c);
    const throwing = getter ? change(doc, getter) : false;
    getterRead = false;
    let verdict: Verdict;
    try {
      verdict = validate(doc);
    } catch (err) {
      throw new Error(`validate threw ${String((err as Error)?.message)}`);
    }
    wellFormed(verdict);
    if (throwing) {
      // a value that threw when it was read is never valid (one never read may be)
      if (getterRead) expect(verdict.valid, 'a document whose getter threw was valid').to.equal(false);
      return;
    }
    let schemaOk: boolean;
    try {
      schemaOk = validateSchema(doc);
    } catch {
      schemaOk = false;
    }
    if (!schemaOk) expect(verdict.valid, 'a document the schema rejects was valid').to.equal(false);
    if (!asText) return;
    let text: string | undefined;
    try {
      text = JSON.stringify(doc);
    } catch {
      return; // too deep to write: the value was checked
    }
    const fromText = validate(text);
    wellFormed(fromText);
    if (!validateSchema(JSON.parse(text)))
      expect(fromText.valid, 'a text the schema rejects was valid').to.equal(false);
    expect(fromText.valid).to.equal(verdict.valid);
  }

  it('prototype keys and values anywhere (12,000 cases)', async () => {
    const protoOnly = fc.oneof(
      fc.record({
        op: fc.constant('proto-key' as const),
        at: fc.nat(),
        key: fc.constantFrom(...PROTO_KEYS),
        value: json,
      }),
      fc.record({ op: fc.constant('proto-value' as const), at: fc.nat(), key: fc.constantFrom(...PROTO_KEYS) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.nat(), fc.array(protoOnly, { minLength: 1, maxLength: 3 }), async (base, changes) => {
        check(base, changes);
        await breathe();
      }),
      { numRuns: 12000, includeErrorInReport: true },
    );
  });

  it('control and bidi characters in every text and key, throwing getters (6,000 cases)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        fc.array(
          changeArb.filter((c) => c.op === 'text' || c.op === 'key' || c.op === 'getter'),
          { minLength: 1, maxLength: 3 },
        ),
        async (base, changes) => {
          check(base, changes);
          await breathe();
        },
      ),
      { numRuns: 6000, includeErrorInReport: true },
    );
  });

  it('all of it together, with huge arrays and deep nesting (2,000 cases)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(), fc.array(changeArb, { minLength: 1, maxLength: 4 }), async (base, changes) => {
        check(base, changes);
        await breathe();
      }),
      { numRuns: 2000, includeErrorInReport: true },
    );
  });
});
