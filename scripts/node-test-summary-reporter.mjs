// Custom reporter for `node --test`: writes {passed, failed, skipped, ...} as JSON to its destination.
// It reads the runner's own closing diagnostics (tests/pass/fail/cancelled/skipped/todo), which
// count a test file that fails to load as a failed test.
export default async function* summaryReporter(source) {
  const counts = {};
  for await (const event of source) {
    if (event.type === 'test:diagnostic' && (event.data.nesting ?? 0) === 0) {
      const m = /^(tests|suites|pass|fail|cancelled|skipped|todo|duration_ms) ([\d.]+)$/.exec(event.data.message);
      if (m) counts[m[1]] = Number(m[2]);
    }
  }
  const summary = {
    passed: counts.pass ?? 0,
    failed: (counts.fail ?? 0) + (counts.cancelled ?? 0),
    skipped: (counts.skipped ?? 0) + (counts.todo ?? 0),
    tests: counts.tests ?? 0,
    sawSummary: 'tests' in counts,
  };
  yield JSON.stringify(summary) + '\n';
}
