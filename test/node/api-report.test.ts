// The public API of every entry point in package.json `exports` is pinned in api/<entry>.api.md:
// API Extractor's report of the declarations `npm run build` writes to dist/types/ must equal the
// checked-in one (scripts/api-report.mjs). A difference fails with the lines that differ; if the
// change to the API is meant, `npm run api` writes the reports again (commit them with it).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
// @ts-expect-error: a plain ES module script without declarations
import { apiEntries, firstDifferences, runApiReports } from '../../scripts/api-report.mjs';

interface Report {
  name: string;
  exportKey: string;
  ok: boolean;
  report: string;
  checkedIn: string | null;
  messages: string[];
}

describe('the public API of each entry point (api/*.api.md)', () => {
  const results = runApiReports() as Report[];

  it('covers every entry point of package.json that has types', () => {
    const names = (apiEntries() as { name: string }[]).map((e) => e.name);
    assert.deepEqual(
      results.map((r) => r.name),
      names,
    );
    for (const must of ['klaberjass-table', 'engine', 'element', 'element-class'])
      assert.ok(names.includes(must), must);
  });

  for (const r of results) {
    it(`${r.exportKey} matches api/${r.name}.api.md`, () => {
      const errors = r.messages.filter((m) => m.startsWith('error'));
      assert.deepEqual(errors, [], `API Extractor could not read the declarations of ${r.exportKey}`);
      assert.ok(
        r.checkedIn !== null,
        `api/${r.name}.api.md is missing: run npm run build && npm run api, and commit the report`,
      );
      assert.ok(
        r.ok,
        `the public API of ${r.exportKey} is not the one in api/${r.name}.api.md. If the change is meant, run ` +
          `npm run build && npm run api and commit the report; if not, keep the name out of the entry point ` +
          `(the project's layers import src/engine/internal.ts). Differences:\n` +
          firstDifferences(r.checkedIn, r.report).join('\n'),
      );
    });
  }

  it('no report has a forgotten export: each entry point exports every type its public signatures use', () => {
    const forgotten = results.flatMap((r) =>
      [...(r.checkedIn ?? '').matchAll(/\(ae-forgotten-export\) The symbol "(\w+)"/g)].map((m) => `${r.name}: ${m[1]}`),
    );
    const now = results.flatMap((r) =>
      [...r.report.matchAll(/\(ae-forgotten-export\) The symbol "(\w+)"/g)].map((m) => `${r.name}: ${m[1]}`),
    );
    assert.deepEqual(
      [...new Set([...forgotten, ...now])],
      [],
      'export these types from the entry point (type-only: export type { … }; the element entries list theirs in ' +
        'src/element/public-types.ts, the generated JSX and Vue typings re-export that list)',
    );
  });

  it('the engine entry exports the API a user needs and none of the hot-path internals', () => {
    const engine = results.find((r) => r.name === 'engine')!.report;
    for (const name of ['newGame', 'legalMoves', 'apply', 'explain', 'rulesOf', 'wordFault', 'engineWordingEn'])
      assert.match(engine, new RegExp(`export (function|const) ${name}\\b`), name);
    for (const name of [
      'applyInPlace',
      'playCard',
      'legalPlayMask',
      'popcount',
      'higherTrumpsMask',
      'faultsOf',
      'lazy',
    ])
      assert.doesNotMatch(engine, new RegExp(`export (function|const) ${name}\\b`), name);
  });
});
