// Where Chromium lives and how it is started. Shared by scripts/test.mjs and
// web-test-runner.config.mjs (and later scripts/screenshots.mjs).
import { existsSync } from 'node:fs';

/** Debian's `chromium` package: the real binary first (skips a warning from the wrapper script). */
export const CHROME_CANDIDATES = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'];

/** CHROME_PATH when it exists, else the first installed candidate, else undefined. */
export function findChrome() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CHROME_CANDIDATES.find((p) => existsSync(p));
}

/**
 * Chromium's path, or an error that says what is missing: for the Node tests that drive a whole
 * browser, which fail without it (they used to skip, and the suite passed with them never run).
 */
export function needChrome() {
  const chrome = findChrome();
  if (!chrome)
    throw new Error(
      `Chromium not found (looked at CHROME_PATH and ${CHROME_CANDIDATES.join(', ')}): ` +
        'npm test installs it; else install the chromium package or set CHROME_PATH',
    );
  return chrome;
}

/**
 * Flags for headless Chromium on a machine without network or GPU, often as root.
 * --no-sandbox is required when running as root (CI runs as root).
 */
export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
];
