// Robustness of the validator (browser, fast-check): arbitrary JSON values, arbitrary JavaScript
// values and mutated real transcripts. Whatever it is given, `validate` must not throw and must
// return a well-formed verdict; on long and deep documents its work (reads of the document,
// faults collected) grows linearly with their size. Speed itself is measured by the bench
// (bench/validate.bench.ts), never asserted here.
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { RULE_IDS } from '../../src/engine/internal.js';
import { validate } from '../../src/validator/index.js';
import type { Verdict } from '../../src/validator/types.js';

const FIXTURES = '/test/fixtures/conformance';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Problems with a verdict's shape (empty when well-formed). */
function verdictProblems(v: unknown): string[] {
  const out: string[] = [];
  if (v === null || typeof v !== 'object') return [`verdict is ${v === null ? 'null' : typeof v}`];
  const verdict = v as Record<string, unknown>;
  if (typeof verdict.valid !== 'boolean') out.push('valid is not a boolean');
  if (!Array.isArray(verdict.violations)) return [...out, 'violations is not an array'];
  if (!Array.isArray(verdict.notes)) return [...out, 'notes is not an array'];
  if (verdict.valid !== (verdict.violations.length === 0))
    out.push(`valid is ${String(verdict.valid)} with ${verdict.violations.length} violations`);
  const index = (x: unknown) => x === undefined || (Number.isInteger(x) && (x as number) >= 0);
  verdict.violations.forEach((raw: unknown, i: number) => {
    const x = raw as Record<string, unknown>;
    if (!x || typeof x !== 'object') return out.push(`violation ${i} is not an object`);
    if (!(RULE_IDS as readonly unknown[]).includes(x.rule))
      out.push(`violation ${i}: unknown rule ${JSON.stringify(x.rule)}`);
    if (typeof x.path !== 'string' || (x.path !== '' && !x.path.startsWith('/')))
      out.push(`violation ${i}: bad path ${JSON.stringify(x.path)}`);
    if (typeof x.message !== 'string' || x.message.trim() === '') out.push(`violation ${i}: empty message`);
    if (!index(x.hand) || !index(x.move)) out.push(`violation ${i}: bad hand/move ${JSON.stringify([x.hand, x.move])}`);
    return undefined;
  });
  verdict.notes.forEach((raw: unknown, i: number) => {
    const x = raw as Record<string, unknown>;
    if (!x || typeof x !== 'object') return out.push(`note ${i} is not an object`);
    if (typeof x.message !== 'string' || x.message.trim() === '') out.push(`note ${i}: empty message`);
    if (!index(x.hand) || !index(x.move)) out.push(`note ${i}: bad hand/move`);
    return undefined;
  });
  try {
    JSON.stringify(v);
  } catch (err) {
    out.push(`verdict is not serialisable: ${(err as Error).message}`);
  }
  return out;
}

function describeInput(input: unknown): string {
  const text =
    typeof input === 'string'
      ? input
      : (() => {
          try {
            return JSON.stringify(input) ?? String(input);
          } catch {
            return String(input);
          }
        })();
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text;
}

/** Validates and checks the verdict: it must not throw and must be well-formed. */
function checkedValidate(input: unknown, options?: Parameters<typeof validate>[1]): Verdict {
  let verdict: Verdict;
  try {
    verdict = validate(input, options);
  } catch (err) {
    throw new Error(`validate threw ${(err as Error)?.stack ?? String(err)}\non input ${describeInput(input)}`);
  }
  const problems = verdictProblems(verdict);
  if (problems.length) throw new Error(`malformed verdict: ${problems.join('; ')}\non input ${describeInput(input)}`);
  return verdict;
}

/**
 * The work `validate` does on a document, counted, not timed: every read of it (a property, a
 * key list, an `in` test) through a proxy around each of its objects and arrays, and the faults
 * it found (listed and only counted).
 */
function workOf(doc: Json): { reads: number; listed: number; omitted: number; verdict: Verdict } {
  let reads = 0;
  const proxies = new WeakMap<object, object>();
  const wrap = (v: unknown): unknown => {
    if (v === null || typeof v !== 'object') return v;
    let p = proxies.get(v);
    if (!p) {
      p = new Proxy(v, {
        get: (t, k, r) => (reads++, wrap(Reflect.get(t, k, r))),
        has: (t, k) => (reads++, Reflect.has(t, k)),
        ownKeys: (t) => (reads++, Reflect.ownKeys(t)),
        getOwnPropertyDescriptor: (t, k) => (reads++, Reflect.getOwnPropertyDescriptor(t, k)),
      });
      proxies.set(v, p);
    }
    return p;
  };
  const verdict = checkedValidate(wrap(doc));
  return { reads, listed: verdict.violations.length, omitted: verdict.omitted?.violations ?? 0, verdict };
}

async function fetchText(path: string): Promise<string> {
  const response = await fetch(`${FIXTURES}/${path}`);
  if (!response.ok) throw new Error(`GET ${FIXTURES}/${path}: HTTP ${response.status}`);
  return response.text();
}

// ---- mutations of real transcripts --------------------------------------------------------

type Path = (string | number)[];

/** Every path to a value inside `doc` (the root excluded), down to a depth of 40 (below that is junk). */
function allPaths(doc: Json): Path[] {
  const out: Path[] = [];
  const visit = (v: Json, path: Path) => {
    if (path.length >= 40) return;
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

function parentOf(doc: Json, path: Path): { parent: Json[] | Record<string, Json>; key: string | number } {
  let v: Json = doc;
  for (const k of path.slice(0, -1)) v = (v as Record<string, Json>)[k as string];
  return { parent: v as Json[] | Record<string, Json>, key: path[path.length - 1] };
}

const CARDS = ['7', '8', '9', '10', 'J', 'Q', 'K', 'A'].flatMap((r) => ['S', 'H', 'D', 'C'].map((s) => r + s));
const NOT_CARDS = ['', '1H', '11S', 'JX', 'jh', '10', 'AH ', 'AAH', '🂡', '\u0000'];

/** Nested arrays (or objects) this deep: a test of recursion in the validator. */
function deepJunk(depth: number, objects: boolean): Json {
  let v: Json = objects ? { x: 1 } : [1];
  for (let i = 0; i < depth; i++) v = objects ? { a: v } : [v];
  return v;
}

/** Paths to the arrays held under an object key: moves, hands, deck, players, totals… */
function arraysIn(doc: Json): Path[] {
  return allPaths(doc).filter(
    (p) => Array.isArray(parentOf(doc, p).parent) === false && Array.isArray(valueAt(doc, p)),
  );
}

function valueAt(doc: Json, path: Path): Json {
  let v: Json = doc;
  for (const k of path) v = (v as Record<string, Json>)[k as string];
  return v;
}

type Mutation =
  | { op: 'delete'; at: number }
  | { op: 'swap'; at: number; i: number; j: number }
  | { op: 'card'; at: number; card: number; bad: boolean }
  | { op: 'number'; at: number; value: number }
  | { op: 'duplicate'; at: number; i: number; times: number }
  | { op: 'truncate'; at: number; keep: number }
  | { op: 'wrong-type'; at: number; value: Json }
  | { op: 'deep'; at: number; depth: number; objects: boolean }
  | { op: 'huge'; at: number; size: number }
  | { op: 'string'; at: number; value: string }
  | { op: 'add-key'; at: number; key: string; value: Json };

const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ op: fc.constant('delete' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('swap' as const), at: fc.nat(), i: fc.nat(), j: fc.nat() }),
  fc.record({ op: fc.constant('card' as const), at: fc.nat(), card: fc.nat(), bad: fc.boolean() }),
  fc.record({
    op: fc.constant('number' as const),
    at: fc.nat(),
    value: fc.oneof(
      fc.integer({ min: -3, max: 40 }),
      fc.integer(),
      fc.double({ noNaN: true }),
      fc.constantFrom(1e308, -0, 0.5, 2 ** 53 + 1),
    ),
  }),
  fc.record({
    op: fc.constant('duplicate' as const),
    at: fc.nat(),
    i: fc.nat(),
    times: fc.integer({ min: 1, max: 40 }),
  }),
  fc.record({ op: fc.constant('truncate' as const), at: fc.nat(), keep: fc.nat({ max: 20 }) }),
  fc.record({
    op: fc.constant('wrong-type' as const),
    at: fc.nat(),
    value: fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>,
  }),
  fc.record({
    op: fc.constant('deep' as const),
    at: fc.nat(),
    depth: fc.integer({ min: 100, max: 1000 }),
    objects: fc.boolean(),
  }),
  fc.record({ op: fc.constant('huge' as const), at: fc.nat(), size: fc.integer({ min: 1000, max: 20000 }) }),
  fc.record({ op: fc.constant('string' as const), at: fc.nat(), value: fc.string({ unit: 'binary', maxLength: 40 }) }),
  fc.record({
    op: fc.constant('add-key' as const),
    at: fc.nat(),
    key: fc.string({ maxLength: 12 }),
    value: fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>,
  }),
);

/** Applies a mutation in place (a mutation that finds nothing to change leaves the document alone). */
function mutate(doc: Json, m: Mutation): void {
  const paths = allPaths(doc);
  if (paths.length === 0) return;
  const pick = (list: Path[]) => (list.length ? list[m.at % list.length] : null);
  const set = (path: Path, value: Json) => {
    const { parent, key } = parentOf(doc, path);
    (parent as Record<string, Json>)[key as string] = value;
  };
  switch (m.op) {
    case 'delete': {
      const path = pick(paths);
      if (!path) return;
      const { parent, key } = parentOf(doc, path);
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete parent[key as string];
      return;
    }
    case 'swap': {
      const path = pick(arraysIn(doc));
      if (!path) return;
      const arr = valueAt(doc, path) as Json[];
      if (arr.length < 2) return;
      const i = m.i % arr.length,
        j = m.j % arr.length;
      [arr[i], arr[j]] = [arr[j], arr[i]];
      return;
    }
    case 'card': {
      const path = pick(
        paths.filter((p) => typeof valueAt(doc, p) === 'string' && CARDS.includes(valueAt(doc, p) as string)),
      );
      if (!path) return;
      set(path, m.bad ? NOT_CARDS[m.card % NOT_CARDS.length] : CARDS[m.card % CARDS.length]);
      return;
    }
    case 'number': {
      const path = pick(paths.filter((p) => typeof valueAt(doc, p) === 'number'));
      if (path) set(path, m.value);
      return;
    }
    case 'duplicate': {
      const path = pick(arraysIn(doc));
      if (!path) return;
      const arr = valueAt(doc, path) as Json[];
      if (arr.length === 0) return;
      const i = m.i % arr.length;
      for (let k = 0; k < m.times; k++) arr.splice(i, 0, structuredClone(arr[i]));
      return;
    }
    case 'truncate': {
      const path = pick(arraysIn(doc));
      if (path) (valueAt(doc, path) as Json[]).length = Math.min(m.keep, (valueAt(doc, path) as Json[]).length);
      return;
    }
    case 'wrong-type': {
      const path = pick(paths);
      if (path) set(path, m.value);
      return;
    }
    case 'deep': {
      const path = pick(paths);
      if (path) set(path, deepJunk(m.depth, m.objects));
      return;
    }
    case 'huge': {
      const path = pick(arraysIn(doc));
      if (!path) return;
      const arr = valueAt(doc, path) as Json[];
      const item: Json = arr.length ? arr[0] : 0;
      // at most about 2 MB of copies (20,000 cards, or a few hundred whole hands)
      const size = Math.min(m.size, Math.floor(2_000_000 / (JSON.stringify(item)?.length ?? 1)));
      set(
        path,
        Array.from({ length: size }, () => structuredClone(item)),
      );
      return;
    }
    case 'string': {
      const path = pick(paths.filter((p) => typeof valueAt(doc, p) === 'string'));
      if (path) set(path, m.value);
      return;
    }
    case 'add-key': {
      const objects = paths.filter((p) => {
        const v = valueAt(doc, p);
        return v !== null && typeof v === 'object' && !Array.isArray(v);
      });
      const path = pick(objects);
      const target = path ? (valueAt(doc, path) as Record<string, Json>) : (doc as Record<string, Json>);
      if (target && typeof target === 'object' && !Array.isArray(target)) target[m.key] = m.value;
      return;
    }
  }
}

describe('validator fuzzing', function () {
  this.timeout(180000);

  let bases: { name: string; doc: Json }[] = [];

  before(async () => {
    const expected = JSON.parse(await fetchText('expected.json')) as Record<string, unknown>;
    bases = await Promise.all(
      Object.keys(expected).map(async (name) => ({ name, doc: JSON.parse(await fetchText(name)) as Json })),
    );
    expect(bases.length).to.be.greaterThan(10);
  });

  it('checks that its own well-formedness test can fail', () => {
    expect(verdictProblems({ valid: true, violations: [{ rule: 'schema', path: '', message: 'x' }], notes: [] })).to.not
      .be.empty;
    expect(verdictProblems({ valid: false, violations: [{ rule: 'no-such-rule', path: '', message: 'x' }], notes: [] }))
      .to.not.be.empty;
    expect(verdictProblems({ valid: false, violations: [{ rule: 'schema', path: 'hands', message: 'x' }], notes: [] }))
      .to.not.be.empty;
    expect(verdictProblems({ valid: false, violations: [{ rule: 'schema', path: '', message: '' }], notes: [] })).to.not
      .be.empty;
    expect(verdictProblems({ valid: true, violations: [], notes: [{ message: 'fine' }] })).to.be.empty;
  });

  it('answers every arbitrary JSON value, as a value and as text', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const a = checkedValidate(value);
        const b = checkedValidate(JSON.stringify(value));
        // the text and the value it stands for get the same verdict (a string value is read as text)
        if (typeof value !== 'string') {
          expect(b.valid).to.equal(a.valid);
          expect(b.violations.map((v) => v.rule)).to.deep.equal(a.violations.map((v) => v.rule));
        }
      }),
      { numRuns: 300, includeErrorInReport: true },
    );
  });

  it('answers arbitrary JavaScript values, made JSON-able', () => {
    fc.assert(
      fc.property(
        fc.anything({ maxDepth: 4, withNullPrototype: true, withSparseArray: true, withObjectString: true }),
        (value) => {
          const text = JSON.stringify(value) ?? 'null';
          checkedValidate(JSON.parse(text));
          checkedValidate(text);
        },
      ),
      { numRuns: 300, includeErrorInReport: true },
    );
  });

  it('answers JavaScript values that are not JSON at all without throwing', () => {
    fc.assert(
      fc.property(
        fc.anything({
          maxDepth: 3,
          withBigInt: true,
          withBoxedValues: true,
          withDate: true,
          withMap: true,
          withSet: true,
          withNullPrototype: true,
          withTypedArray: true,
          withSparseArray: true,
        }),
        (value) => {
          checkedValidate(value);
        },
      ),
      { numRuns: 200, includeErrorInReport: true },
    );
    for (const odd of [undefined, () => 1, Symbol('x'), NaN, Infinity, -0, 10n]) checkedValidate(odd);
    const cyclic: Record<string, unknown> = { format: 'klaberjass', version: 1, players: ['A', 'B'], hands: [] };
    cyclic.meta = cyclic;
    checkedValidate(cyclic);
    const cyclicHands: unknown[] = [];
    cyclicHands.push({ dealer: 0, moves: cyclicHands });
    checkedValidate({ format: 'klaberjass', version: 1, players: ['A', 'B'], hands: cyclicHands });
  });

  it('answers arbitrary text, including text that is almost JSON', () => {
    const almost = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc
        .jsonValue()
        .map((v) => JSON.stringify(v))
        .chain((t) => fc.nat({ max: Math.max(t.length, 1) }).map((n) => t.slice(0, n))),
      fc.constantFrom(
        '',
        ' ',
        '\uFEFF{}',
        '{"format":',
        'null',
        '[]',
        '"klaberjass"',
        '{"format":"klaberjass","version":1}',
        '\u0000\u0001\u0002',
        'NaN',
        '1e999',
        '{"a":1}{"b":2}',
        '{"__proto__":{"x":1}}',
      ),
    );
    fc.assert(
      fc.property(almost, (text) => {
        checkedValidate(text);
      }),
      { numRuns: 300, includeErrorInReport: true },
    );
  });

  it('answers mutated real transcripts (keys deleted, moves swapped and duplicated, cards and numbers changed, wrong types, junk)', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.array(mutationArb, { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        (which, mutations, asText) => {
          const base = bases[which % bases.length];
          const doc = structuredClone(base.doc);
          for (const m of mutations) mutate(doc, m);
          const input = asText ? JSON.stringify(doc) : doc;
          try {
            checkedValidate(input);
          } catch (err) {
            throw new Error(`${base.name} with ${JSON.stringify(mutations).slice(0, 400)}: ${(err as Error).message}`);
          }
        },
      ),
      { numRuns: 250, includeErrorInReport: true },
    );
  });

  it('reports a single mutated move of a valid game (sanity: mutations do reach the rules)', () => {
    const game = bases.find((b) => b.name === 'valid/game-classic-000.json');
    expect(game, 'valid/game-classic-000.json').to.exist;
    expect(checkedValidate(game!.doc).valid).to.equal(true);
    const doc = structuredClone(game!.doc) as { hands: { moves: Json[] }[] };
    const moves = doc.hands[0].moves;
    moves.push(structuredClone(moves[moves.length - 1])); // a card played after the hand ended
    const verdict = checkedValidate(doc);
    expect(verdict.valid).to.equal(false);
  });

  it('answers very deep nesting and very long arrays', () => {
    for (const depth of [1000, 5000, 20000, 100000]) {
      // built as text: JSON.stringify itself overflows the stack on the deepest
      checkedValidate('['.repeat(depth) + '1' + ']'.repeat(depth));
      checkedValidate('{"a":'.repeat(depth) + '1' + '}'.repeat(depth));
      const nested = '{"x":'.repeat(depth) + '1' + '}'.repeat(depth);
      checkedValidate(
        `{"format":"klaberjass","version":1,"players":["A","B"],"hands":[{"dealer":0,"comment":${nested}}]}`,
      );
      checkedValidate(`{"format":"klaberjass","version":1,"players":["A","B"],"meta":{"x":${nested}},"hands":[]}`);
    }
    for (const depth of [1000, 5000]) {
      checkedValidate(deepJunk(depth, false));
      checkedValidate({
        format: 'klaberjass',
        version: 1,
        players: ['A', 'B'],
        hands: [{ dealer: 0, comment: deepJunk(depth, true) }],
      });
    }
    const game = structuredClone(bases.find((b) => b.name === 'valid/game-classic-000.json')!.doc) as {
      hands: { moves: Json[] }[];
    };
    const move = game.hands[0].moves[game.hands[0].moves.length - 1];
    game.hands[0].moves = Array.from({ length: 50000 }, () => structuredClone(move));
    const verdict = checkedValidate(JSON.stringify(game));
    expect(verdict.valid).to.equal(false);
    game.hands = Array.from({ length: 5000 }, () => structuredClone(game.hands[1]));
    expect(checkedValidate(JSON.stringify(game)).valid).to.equal(false);
  });

  // Replaces a time limit per document (flaky on a busy machine): the work is counted instead.
  // Quadratic work (the document walked again per hand, move or fault) would make the second
  // step of each family three times the first, not the same.
  it('does work linear in the size of long documents: reads of the document and faults found (issue 15)', () => {
    const base = bases.find((b) => b.name === 'valid/game-classic-000.json')!.doc as {
      hands: { moves: Json[] }[];
      [key: string]: Json;
    };
    const last = base.hands[0].moves[base.hands[0].moves.length - 1];
    const families: Record<string, (n: number) => Json> = {
      'broken hands': (n) => ({
        ...base,
        hands: Array.from({ length: n }, (): Json => ({
          dealer: 0,
          moves: [{ play: 'XX' }, { bid: 'nope', x: 1 }] as Json[],
          junk: true,
        })),
      }),
      'moves after the end': (n) => {
        const doc = structuredClone(base);
        doc.hands[0].moves.push(...Array.from({ length: n }, () => structuredClone(last)));
        return doc as unknown as Json;
      },
      'unknown keys': (n) => {
        const doc: Record<string, Json> = structuredClone(base);
        for (let i = 0; i < n; i++) doc[`key${i}`] = i;
        return doc;
      },
      'many hands': (n) => ({ ...base, hands: Array.from({ length: n }, () => structuredClone(base.hands[1])) }),
      'deep junk': (n) => {
        const doc = structuredClone(base);
        (doc.hands[0] as unknown as Record<string, Json>).comment = deepJunk(n, true);
        return doc as unknown as Json;
      },
    };
    for (const [family, make] of Object.entries(families)) {
      const [w0, w1, w2] = [1000, 2000, 3000].map((n) => workOf(make(n)));
      const faults = (w: typeof w0) => w.listed + w.omitted;
      // the same work and the same faults for each step of 1,000
      expect(w2.reads - w1.reads, `${family}: reads`).to.be.at.most(1.1 * (w1.reads - w0.reads));
      expect(faults(w2) - faults(w1), `${family}: faults`).to.equal(faults(w1) - faults(w0));
      // at most 1,000 faults listed, the rest counted
      for (const w of [w0, w1, w2]) {
        expect(w.verdict.valid, family).to.equal(false);
        expect(w.listed, family).to.equal(Math.min(faults(w), 1000));
      }
    }
  });

  it('refuses input above the size limit with a clear schema violation, without reading it', () => {
    const small = JSON.stringify(bases[0].doc);
    const v = checkedValidate(small, { maxBytes: 100 });
    expect(v.valid).to.equal(false);
    expect(v.violations.map((x) => x.rule)).to.deep.equal(['schema']);
    expect(v.violations[0].message).to.match(/\d/);
    // more than the default 16 MiB: must not be parsed or walked
    const game = structuredClone(bases.find((b) => b.name === 'valid/game-classic-000.json')!.doc) as Record<
      string,
      Json
    >;
    const padded = (pad: string) => JSON.stringify({ ...game, meta: { ...(game.meta as Record<string, Json>), pad } });
    const huge = padded('x'.repeat(17 * 1024 * 1024));
    const big = checkedValidate(huge);
    // not read: the one fault is its size (read, the document would pass)
    expect(big.valid).to.equal(false);
    expect(big.violations.map((x) => x.rule)).to.deep.equal(['schema']);
    expect(big.violations[0].message).to.contain('16777216 bytes');
    expect(big.notes).to.deep.equal([]);
    // the same document under the limit is fine
    expect(checkedValidate(padded('x'.repeat(10))).valid).to.equal(true);
  });
});
