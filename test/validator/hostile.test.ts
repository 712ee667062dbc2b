// Hostile input (issue 15): a verdict that could not be completed is never "valid"; option and
// key names are looked up in own properties only; no unbounded spread into a call.
import { expect } from '@open-wc/testing';
import { resolveRules } from '../../src/engine/internal.js';
import { canonicalDoc, parseTranscript } from '../../src/notation/index.js';
import { quickSchemaCheck } from '../../src/notation/shape.js';
import type { TranscriptDoc } from '../../src/notation/types.js';
import { replayDocument, validate } from '../../src/validator/index.js';
import { validatorWordingNb } from '../../src/validator/wording-nb.js';
import { FIXTURES, clone, fetchText } from './helpers.js';

const PROTO_KEYS = ['toString', 'constructor', '__proto__', 'valueOf', 'hasOwnProperty', 'isPrototypeOf'];

type Doc = Record<string, unknown>;

/** The document as text with `"rules": <rules>` put before its players (keeps `__proto__` a key). */
const withRulesText = (doc: Doc, rules: string) => {
  const d = { ...doc };
  delete d.rules;
  return JSON.stringify(d).replace('"players"', `"rules":${rules},"players"`);
};

describe('validator: hostile input', () => {
  let invalid: Doc;
  let valid: Doc;
  before(async () => {
    invalid = JSON.parse(await fetchText(`${FIXTURES}/invalid/must-follow-suit-000.json`)) as Doc;
    valid = JSON.parse(await fetchText(`${FIXTURES}/valid/game-classic-000.json`)) as Doc;
    expect(validate(invalid).valid).to.equal(false);
    expect(validate(valid).valid).to.equal(true);
  });

  it('prototype keys in rules ("rules": {"toString": 1}) do not make an invalid game valid', () => {
    for (const key of PROTO_KEYS) {
      for (const value of ['1', '"x"', 'true', '[]', '{}']) {
        for (const base of [invalid, valid]) {
          const text = withRulesText(base, `{"${key}":${value}}`);
          const v = validate(text);
          expect(v.valid, `${key}: ${value}`).to.equal(false);
          expect(v.violations.map((x) => x.rule)).to.include('schema');
          expect(v.violations.map((x) => x.rule)).to.not.include('internal');
          // the same as a parsed value
          const parsed = validate(JSON.parse(text));
          expect(parsed.valid, `${key}: ${value} (value)`).to.equal(false);
          expect(quickSchemaCheck(JSON.parse(text)), key).to.equal(false);
        }
      }
    }
  });

  it('prototype names as a rules preset ("rules": "toString") are unknown presets, not rule sets', () => {
    for (const key of PROTO_KEYS) {
      expect(resolveRules(key).ok, key).to.equal(false);
      expect(resolveRules({ preset: key }).ok, key).to.equal(false);
      expect(resolveRules({ [key]: 1 }).ok, key).to.equal(false);
      const v = validate(withRulesText(valid, JSON.stringify(key)));
      expect(v.valid, key).to.equal(false);
      expect(v.violations.map((x) => x.rule)).to.not.include('internal');
      // as the caller's default rules
      const d = clone(valid);
      delete d.rules;
      expect(validate(d, { rules: key }).valid, `options.rules ${key}`).to.equal(false);
      expect(validate(d, { rules: { [key]: 1 } }).valid, `options.rules {${key}}`).to.equal(false);
    }
  });

  it('prototype keys anywhere in a document are unknown keys (schema), never a pass', () => {
    const spots: ((d: Doc, key: string) => void)[] = [
      (d, k) => (d[k] = 1),
      (d, k) => ((d.hands as Doc[])[0][k] = 1),
      (d, k) => (((d.hands as Doc[])[0].moves as Doc[])[0][k] = 1),
      (d, k) => (d.result = { ...(d.result as Doc), [k]: 1 }),
    ];
    // "__proto__" assigned would set the prototype, not a key: it is covered as text below
    for (const key of PROTO_KEYS.filter((k) => k !== '__proto__'))
      for (const put of spots) {
        const d = clone(valid);
        put(d, key);
        const v = validate(d);
        expect(v.valid, key).to.equal(false);
        expect(v.violations.map((x) => x.rule)).to.not.include('internal');
      }
    const proto = JSON.stringify(valid).replace('"players"', '"__proto__":{"x":1},"players"');
    const v = validate(proto);
    expect(v.valid).to.equal(false);
    expect(v.violations.map((x) => x.path)).to.include('/__proto__');
  });

  it('a "__proto__" key in meta is kept as a key by the canonical copy (no prototype set)', () => {
    const text = JSON.stringify(valid).replace('"hands"', '"meta":{"__proto__":{"title":"x"}},"hands"');
    const r = parseTranscript(text);
    expect(r.ok).to.equal(true);
    const meta = (r as { value: TranscriptDoc }).value.meta as Doc;
    expect(Object.getPrototypeOf(meta)).to.equal(Object.prototype);
    expect(Object.hasOwn(meta, '__proto__')).to.equal(true);
    expect(JSON.stringify(canonicalDoc((r as { value: TranscriptDoc }).value))).to.contain('"__proto__":{"title":"x"}');
  });

  it('130,000 unknown keys (push(...many) overflowed the stack) make the document invalid, not valid', () => {
    for (const base of [invalid, valid]) {
      const d = clone(base);
      for (let i = 0; i < 130_000; i++) d[`k${i}`] = 1;
      const v = validate(d);
      expect(v.valid).to.equal(false);
      expect(v.violations.map((x) => x.rule)).to.not.include('internal');
      expect(v.violations[0].rule).to.equal('schema');
    }
  });

  it('values with throwing getters passed to validate() give an internal violation, never valid', () => {
    const boom = () => {
      throw new Error('boom');
    };
    const cases: unknown[] = [];
    for (const key of ['format', 'version', 'players', 'hands', 'rules', 'result', 'meta']) {
      const d = clone(valid);
      Object.defineProperty(d, key, { get: boom, enumerable: true });
      cases.push(d);
    }
    const h = clone(valid);
    Object.defineProperty((h.hands as Doc[])[1], 'moves', { get: boom, enumerable: true });
    cases.push(h);
    const m = clone(valid);
    Object.defineProperty(((m.hands as Doc[])[0].moves as Doc[])[3], 'play', { get: boom, enumerable: true });
    cases.push(m);
    // a thrown value whose own toString throws, and a revoked proxy
    const odd = clone(valid);
    Object.defineProperty(odd, 'hands', {
      get() {
        throw {
          toString() {
            throw new Error('again');
          },
        };
      },
      enumerable: true,
    });
    cases.push(odd);
    const { proxy, revoke } = Proxy.revocable(clone(valid), {});
    revoke();
    cases.push(proxy);
    for (const [i, input] of cases.entries()) {
      const v = validate(input);
      expect(v.valid, `case ${i}`).to.equal(false);
      expect(
        v.violations.some((x) => x.rule === 'internal'),
        `case ${i}`,
      ).to.equal(true);
      const internal = v.violations.find((x) => x.rule === 'internal')!;
      expect(internal.path).to.equal('');
      expect(internal.message).to.match(/not known to be valid/);
      expect(replayDocument(input).verdict.valid, `case ${i} replay`).to.equal(false);
    }
    const nb = validate(cases[0], { wording: validatorWordingNb });
    expect(nb.violations.find((x) => x.rule === 'internal')!.message).to.match(/ikke kjent som gyldig/);
  });

  it('a throwing options object or wording gives an internal violation, not a throw', () => {
    const options = {};
    Object.defineProperty(options, 'wording', {
      get() {
        throw new Error('no wording');
      },
    });
    const v = validate(valid, options);
    expect(v.valid).to.equal(false);
    expect(v.violations[0].rule).to.equal('internal');
    const wording = { ...validatorWordingNb };
    Object.defineProperty(wording, 'players', {
      get() {
        throw new Error('no players');
      },
    });
    const w = validate(valid, { wording: wording as never });
    expect(w.valid).to.equal(false);
    expect(w.violations.map((x) => x.rule)).to.include('internal');
  });

  it('many broken hands: at most 1,000 violations and notes are listed, the rest counted exactly and said (en, nb)', () => {
    const doc = (n: number) => ({
      format: 'klaberjass',
      version: 1,
      players: ['A', 'B'],
      hands: Array.from({ length: n }, () => ({
        dealer: 0,
        moves: [{ play: 'XX' }, { bid: 'nope', x: 1 }],
        junk: true,
      })),
    });
    const one = validate(doc(1));
    const perHand = one.violations.length;
    const notesPerHand = one.notes.length;
    expect(perHand).to.be.greaterThan(1);
    expect(one.omitted).to.equal(undefined);
    const big = validate(doc(5000));
    expect(big.valid).to.equal(false);
    expect(big.violations.length).to.equal(1000);
    expect(big.omitted).to.deep.equal({ violations: 5000 * perHand - 1000, notes: 5000 * notesPerHand - 1000 });
    const last = big.notes[big.notes.length - 1].message;
    expect(last).to.contain(`And ${(5000 * perHand - 1000).toLocaleString('en-US')} more violations`);
    expect(last).to.contain('at most 1,000 violations and 1,000 notes are listed per document');
    const nb = validate(doc(5000), { wording: validatorWordingNb });
    expect(nb.notes[nb.notes.length - 1].message).to.match(
      /^Og \d+\u00a0\d{3} regelbrudd og \d+\u00a0\d{3} merknader til/,
    );
    // the same as text, and in the replay
    expect(validate(JSON.stringify(doc(5000))).omitted).to.deep.equal(big.omitted);
    expect(replayDocument(doc(3000)).verdict.violations.length).to.equal(1000);
  });

  it('130,000 unknown keys: 1,000 listed, the rest of the first 20,000 counted, and the verdict says there were more (schema errors past the cap are not worded)', () => {
    const d = clone(valid);
    for (let i = 0; i < 130_000; i++) d[`k${i}`] = 1;
    const v = validate(d);
    expect(v.violations.length).to.equal(1000);
    // the generated validator keeps the first 20,000 errors of a part (MAX_ERRORS), so a count
    // of all 129,000 more would need memory for every one of them
    expect(v.omitted).to.deep.equal({ violations: 19_000, notes: 0, uncounted: true });
  });

  it('an internal violation is listed even past the cap', () => {
    const d = {
      format: 'klaberjass',
      version: 1,
      players: ['A', 'B'],
      hands: Array.from({ length: 2000 }, () => ({ dealer: 0, junk: true })) as unknown[],
    };
    Object.defineProperty(d.hands, 1999, {
      get() {
        throw new Error('late');
      },
      enumerable: true,
    });
    const v = validate(d);
    expect(v.valid).to.equal(false);
    expect(v.violations[v.violations.length - 1].rule).to.equal('internal');
  });
});
