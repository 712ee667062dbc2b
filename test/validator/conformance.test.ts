// Every conformance document gets exactly the verdict expected.json gives it: the valid flag
// and the sorted set of rule identifiers of its violations; both as text and as a parsed value.
import { expect } from '@open-wc/testing';
import { MAX_DEPTH } from '../../src/notation/limits.js';
import { tooDeepIn } from '../../src/notation/schema-by-hand.js';
import { validate } from '../../src/validator/index.js';
import { FIXTURES, describe_, fetchText, rulesOfVerdict } from './helpers.js';

interface Expectation {
  valid: boolean;
  rules: string[];
  fault?: string;
}

describe('conformance suite', () => {
  let expected: Record<string, Expectation> = {};
  const texts: Record<string, string> = {};

  before(async () => {
    expected = JSON.parse(await fetchText(`${FIXTURES}/expected.json`)) as Record<string, Expectation>;
    for (const file of Object.keys(expected)) texts[file] = await fetchText(`${FIXTURES}/${file}`);
  });

  it('has documents, valid and invalid, and one invalid document per rule identifier but none', () => {
    const files = Object.keys(expected);
    expect(files.filter((f) => f.startsWith('valid/')).length).to.be.greaterThan(5);
    expect(files.filter((f) => f.startsWith('invalid/')).length).to.be.greaterThan(15);
  });

  it('agrees with expected.json on every document (text input)', () => {
    const disagreements: string[] = [];
    for (const [file, e] of Object.entries(expected)) {
      const v = validate(texts[file]);
      const rules = rulesOfVerdict(v);
      if (v.valid !== e.valid || JSON.stringify(rules) !== JSON.stringify([...e.rules].sort())) {
        disagreements.push(
          `${file}: got valid=${v.valid} ${JSON.stringify(rules)}, expected valid=${e.valid} ${JSON.stringify(e.rules)}\n${describe_(v)}`,
        );
      }
    }
    expect(disagreements, disagreements.join('\n\n')).to.deep.equal([]);
  });

  it('gives the same verdict for the parsed value as for the text', () => {
    for (const file of Object.keys(expected)) {
      const value = JSON.parse(texts[file]) as unknown;
      const [v, t] = [validate(value), validate(texts[file])];
      if (tooDeepIn(value, MAX_DEPTH) === null) expect(v, file).to.deep.equal(t);
      else {
        // nested too deep (schema-003): one schema fault either way, located in the text by line
        // and column, in the value by the path to the level past the limit
        const shape = (x: typeof v) => ({ ...x, violations: x.violations.map((f) => f.rule) });
        expect(shape(v), file).to.deep.equal(shape(t));
        expect(t.violations).to.have.length(1);
      }
    }
  });

  it('locates every violation of an invalid document with a path, a message and (inside a hand) its hand', () => {
    for (const [file, e] of Object.entries(expected)) {
      if (e.valid) continue;
      const v = validate(texts[file]);
      for (const x of v.violations) {
        expect(x.path, file).to.match(/^(\/[^/]+)*$/);
        expect(x.message.length, file).to.be.greaterThan(10);
        const m = /^\/hands\/(\d+)(?:\/moves\/(\d+))?/.exec(x.path);
        if (m) {
          expect(x.hand, `${file} ${x.path}`).to.equal(Number(m[1]));
          if (m[2] !== undefined) expect(x.move, `${file} ${x.path}`).to.equal(Number(m[2]));
        }
      }
    }
  });

  it('names the fault the file describes (hand and move) where expected.json gives them', () => {
    for (const [file, e] of Object.entries(expected)) {
      const m = /hand (\d+) move (\d+)/.exec(e.fault ?? '');
      if (!m || e.valid) continue;
      const v = validate(texts[file]);
      const hit = v.violations.find((x) => e.rules.includes(x.rule));
      expect(hit?.hand, file).to.equal(Number(m[1]));
      expect(hit?.move, file).to.equal(Number(m[2]));
    }
  });
});
