// web-test-runner: browser tests (test/**/*.test.ts, except test/node/**) in headless Chromium.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { serveTsAsJs } from './scripts/serve-ts-as-js.mjs';
import { openPageMiddleware } from './scripts/open-page.mjs';
import { chromeLauncher } from '@web/test-runner-chrome';
import { defaultReporter } from '@web/test-runner';
import { a11ySnapshotPlugin } from '@web/test-runner-commands/plugins';
import { CHROME_ARGS, findChrome } from './scripts/chrome.mjs';
import { summaryReporter } from './scripts/wtr-summary-reporter.mjs';

// CHROME_PATH wins (scripts/test.mjs sets it to the Chromium it found or installed)
const executablePath = process.env.CHROME_PATH || findChrome() || '/usr/lib/chromium/chromium';

const interactive = Boolean(process.stdout.isTTY) && !process.env.CI;

/** @type {import('@web/test-runner').TestRunnerConfig} */
export default {
  rootDir: '.',
  files: ['test/**/*.test.ts', '!test/node/**'],
  nodeResolve: true,
  concurrency: 2,
  browserStartTimeout: 60000,
  testsStartTimeout: 60000,
  // a guard against a hung file, not a measure: a file that opens a 2 MB document beside another
  // busy file on two cores can take longer than two minutes, and a file of whole played games
  // (play-fair) took over five minutes on a machine running other work beside the tests
  testsFinishTimeout: 900000,
  // the page that opens a link is served beside its source, as the built one is beside the script
  middleware: [serveTsAsJs(new URL('.', import.meta.url).pathname), openPageMiddleware()],
  plugins: [
    // Chromium's accessibility tree for the tests (a11ySnapshot), through the chrome launcher's puppeteer
    a11ySnapshotPlugin(),
    // the tsconfig's experimentalDecorators (on) and useDefineForClassFields (off), which lit's decorators need
    esbuildPlugin({ ts: true, tsconfig: 'tsconfig.json', target: 'es2022' }),
  ],
  browsers: [
    chromeLauncher({
      launchOptions: { executablePath, headless: true, args: CHROME_ARGS },
    }),
  ],
  // each test's bound (a bound, not a measure: a test that passes takes what it takes): 60 s, as
  // whole hands played took over 20 s on a busy machine
  testFramework: { config: { ui: 'bdd', timeout: 60000 } },
  // Lit's dev build warns once per test file; keep every other browser log
  filterBrowserLogs: ({ args }) => !args.some((a) => typeof a === 'string' && a.startsWith('Lit is in dev mode')),
  reporters: [
    // the progress bar only on a terminal: in CI logs it is escape-code noise
    defaultReporter({ reportTestResults: true, reportTestProgress: interactive }),
    summaryReporter(),
  ],
};
