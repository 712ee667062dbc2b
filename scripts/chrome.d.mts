// Types of scripts/chrome.mjs, for the TypeScript tests and bench that start Chromium with it.
/** Debian's `chromium` package: the real binary first. */
export const CHROME_CANDIDATES: string[];
/** CHROME_PATH when it exists, else the first installed candidate, else undefined. */
export function findChrome(): string | undefined;
/** Chromium's path; throws an error that says what is missing when there is none. */
export function needChrome(): string;
/** Flags for headless Chromium on a machine without network or GPU, often as root. */
export const CHROME_ARGS: string[];
