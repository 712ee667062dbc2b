// Custom reporter for `node --test`: writes {passed, failed, skipped, ...} as JSON to its destination.
// It reads the runner's own closing diagnostics (tests/pass/fail/cancelled/skipped/todo), which
// count a test file that fails to load as a failed test. `failures` names each failing test (file,
// name, the error's first line) for the closing summary of `npm test`.
import { firstLine } from './first-line.mjs';

export default async function* summaryReporter(source) {
  const counts = {};
  const failures = [];
  for await (const event of source) {
    if (event.type === 'test:fail' && event.data.details?.type !== 'suite') {
      const error = event.data.details?.error;
      // (the runner wraps a test's own error: it is the cause)
      failures.push({ file: event.data.file, test: event.data.name, error: firstLine(error?.cause ?? error) });
    }
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
    failures,
  };
  yield JSON.stringify(summary) + '\n';
}
