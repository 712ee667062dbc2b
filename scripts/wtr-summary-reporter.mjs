// web-test-runner reporter that writes .wtr-results/summary.json {passed, failed, skipped, failures}.
// `failures` names each failing test (file, suites > test, the error's first line), so the closing
// summary of `npm test` can say which test failed, not only how many. Every test counts; a test file whose session failed without a failing test (import error,
// browser start failure, timeout, uncaught error) counts as one more failure.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { firstLine } from './first-line.mjs';

function countSuite(suite, counts, file, path, failures) {
  if (!suite) return;
  const here = suite.name ? [...path, suite.name] : path;
  for (const test of suite.tests ?? []) {
    if (test.skipped) counts.skipped += 1;
    else if (test.passed) counts.passed += 1;
    else {
      counts.failed += 1;
      failures.push({ file, test: [...here, test.name].join(' > '), error: firstLine(test.error) });
    }
  }
  for (const child of suite.suites ?? []) countSuite(child, counts, file, here, failures);
}

export function summarize(sessions) {
  const total = { passed: 0, failed: 0, skipped: 0, files: 0, brokenFiles: [], failures: [] };
  for (const session of sessions) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    countSuite(session.testResults, counts, session.testFile, [], total.failures);
    const sessionFailed = session.passed !== true || (session.errors?.length ?? 0) > 0 || session.status !== 'FINISHED';
    if (sessionFailed && counts.failed === 0) {
      counts.failed = 1;
      total.brokenFiles.push({
        file: session.testFile,
        browser: session.browser?.name,
        errors: (session.errors ?? []).map((e) => e?.message ?? String(e)),
      });
    }
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
    total.files += 1;
  }
  return total;
}

export function summaryReporter({ outFile = '.wtr-results/summary.json' } = {}) {
  const file = resolve(outFile);
  let written = false;
  const write = (sessions) => {
    const s = summarize(sessions);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(
      file,
      JSON.stringify(
        {
          passed: s.passed,
          failed: s.failed,
          skipped: s.skipped,
          files: s.files,
          brokenFiles: s.brokenFiles,
          failures: s.failures,
        },
        null,
        2,
      ) + '\n',
    );
    written = true;
  };
  return {
    onTestRunFinished({ sessions }) {
      write(sessions);
    },
    stop({ sessions }) {
      // stop() sees the final state of every session (also when the run was cut short).
      if (sessions || !written) write(sessions ?? []);
    },
  };
}
