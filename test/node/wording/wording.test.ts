// The wording catalogues: English verdicts are exactly those written before the catalogues
// existed (fixture-verdicts.en.json was made by the validator of the commit before them), and
// the Norwegian catalogues give the same verdicts with every sentence in Norwegian.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Verdict,
  engineWordingEn,
  engineWordingNb,
  explain,
  legalMoves,
  newGame,
  rulesOf,
  apply,
  resolveRules,
  schemaWordingNb,
  validate,
  validatorWordingEn,
  validatorWordingNb,
  type Message,
  wordMessage,
} from '../../../src/index.js';
import { candidateMoves, moveKey } from '../../engine/random-games.js';

const here = dirname(fileURLToPath(import.meta.url));
const FIXTURES = join(here, '../../fixtures');
const expected = JSON.parse(readFileSync(join(here, 'fixture-verdicts.en.json'), 'utf8')) as Record<string, Verdict>;

function files(dir: string, acc: string[] = []): string[] {
  for (const f of readdirSync(dir).sort()) {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) files(p, acc);
    else if (f.endsWith('.json') && f !== 'expected.json') acc.push(p);
  }
  return acc;
}
// the transcripts among the fixtures (not test/fixtures/ai, the computer's recorded choices)
const docs = ['conformance', 'transcripts']
  .flatMap((d) => files(join(FIXTURES, d)))
  .map((f) => ({ name: relative(FIXTURES, f), text: readFileSync(f, 'utf8') }));

/** English words that a Norwegian sentence must not contain (names and quoted keys aside). */
const ENGLISH =
  /\b(the|played|held|hand|trick|trumps?|but|which|was|were|not|of|and|with|declared|claimed|result|score)\b/;
// JSON Pointers (/hands/0/result/lastTrick) name keys of the notation, in no language
const withoutQuotes = (s: string) =>
  s
    .replace(/"[^"]*"/g, '""')
    .replace(/(\/[A-Za-z0-9$]+)+/g, '/')
    .replace(/\b(Player [01]|Mira|Jonas|Ingrid|Lars|Sofie|Emil|Anna|Ben|Ola|Kari|Pa)\b/g, 'X');

describe('wording catalogues', () => {
  test('the English verdicts of every fixture are unchanged, with and without the English catalogue given', () => {
    assert.equal(docs.length, Object.keys(expected).length);
    for (const d of docs) {
      assert.deepEqual(validate(d.text), expected[d.name], d.name);
      assert.deepEqual(validate(d.text, { wording: validatorWordingEn }), expected[d.name], d.name);
    }
  });

  test('Norwegian: the same verdicts (rules, paths, hands, moves), every sentence reworded in Norwegian', () => {
    let violations = 0,
      notes = 0;
    for (const d of docs) {
      const en = expected[d.name];
      const nb = validate(d.text, { wording: validatorWordingNb });
      const shape = (v: Verdict) => ({
        ...v,
        violations: v.violations.map((x) => ({ ...x, message: '' })),
        notes: v.notes.map((x) => ({ ...x, message: '' })),
      });
      assert.deepEqual(shape(nb), shape(en), d.name);
      for (const [i, v] of nb.violations.entries()) {
        violations++;
        assert.notEqual(v.message, en.violations[i].message, `${d.name}: ${v.message}`);
        assert.doesNotMatch(withoutQuotes(v.message), ENGLISH, `${d.name}: ${v.message}`);
      }
      for (const [i, n] of nb.notes.entries()) {
        notes++;
        assert.notEqual(n.message, en.notes[i].message);
        assert.doesNotMatch(withoutQuotes(n.message), ENGLISH, `${d.name}: ${n.message}`);
      }
    }
    assert.ok(violations > 50 && notes > 5, `${violations} violations, ${notes} notes`);
  });

  test('Norwegian schema and JSON wording', () => {
    const v = validate('{"format": "klaberjass", ', { wording: validatorWordingNb });
    assert.equal(v.violations[0].rule, 'schema');
    assert.match(v.violations[0].message, /^Dokumentet er ikke gyldig JSON på linje 1, kolonne \d+: /);
    const big = validate('x'.repeat(50), { maxBytes: 10, wording: validatorWordingNb });
    assert.equal(big.violations[0].message, 'Dokumentet er større enn grensen på 10 byte, så det ble ikke lest.');
    const missing = validate({ format: 'klaberjass', version: 1, hands: [] }, { wording: validatorWordingNb });
    assert.ok(
      missing.violations.some((x) => x.message === 'Dokumentet: den påkrevde nøkkelen "players" mangler.'),
      JSON.stringify(missing),
    );
    assert.equal(validatorWordingNb.schema, schemaWordingNb);
    const rules = validate(
      { format: 'klaberjass', version: 1, players: ['A', 'B'], hands: [] },
      { rules: 'nope', wording: validatorWordingNb },
    );
    assert.match(rules.violations[0].message, /^Reglene validatoren fikk, kan ikke brukes: Ukjent regelsett "nope"\./);
    assert.match(
      wordMessage((resolveRules({ tie: 'x' }) as { error: Message }).error, engineWordingNb),
      /^Regelvalget "tie" må være ett av "defender", "bete", "held-over", ikke "x"\.$/,
    );
  });

  test('engine faults: Norwegian for every illegal candidate move of seeded games, the same rules and cards as English', () => {
    let checked = 0;
    for (const preset of ['classic', 'bela-501', 'simple', 'schmeiss'] as const) {
      let g = newGame({ rules: rulesOf(preset), seed: `wording-${preset}` });
      for (let step = 0; step < 400 && !g.over; step++) {
        const legal = legalMoves(g);
        if (step % 7 === 0) {
          const keys = new Set(legalMoves(g.hand).map(moveKey));
          for (const m of candidateMoves(g.hand)) {
            if (keys.has(moveKey(m))) continue;
            const en = explain(g.hand, m, ['Ann', 'Bo']);
            const nb = explain(g.hand, m, ['Ann', 'Bo'], engineWordingNb);
            assert.ok(en && nb, moveKey(m));
            assert.deepEqual({ ...nb, message: '' }, { ...en, message: '' });
            assert.notEqual(nb.message, en.message);
            assert.doesNotMatch(withoutQuotes(nb.message).replace(/\b(Ann|Bo)\b/g, 'X'), ENGLISH, nb.message);
            checked++;
          }
        }
        const r = apply(g, legal[(step * 7919) % legal.length]);
        assert.ok(r.ok);
        g = r.value;
      }
    }
    assert.ok(checked > 1000, `${checked} faults checked`);
    // without names, each catalogue names the players itself
    const g = newGame({ rules: rulesOf('classic'), seed: 1 });
    const p = g.hand.toAct === 0 ? 1 : 0;
    assert.match(
      explain(g, { type: 'bid', bid: 'pass', player: p })!.message,
      new RegExp(`^${engineWordingEn.players[p]} bid "pass"`),
    );
    assert.match(
      explain(g, { type: 'bid', bid: 'pass', player: p }, undefined, engineWordingNb)!.message,
      new RegExp(`^Spiller ${p} bød «pass»`),
    );
  });
});
