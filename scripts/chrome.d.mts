// Types of scripts/chrome.mjs, for the TypeScript tests and bench that start Chromium with it.
/** Debian's `chromium` package: the real binary first. */
export const CHROME_CANDIDATES: string[];
/** CHROME_PATH when it exists, else the first installed candidate, else undefined. */
export function findChrome(): string | undefined;
/** Flags for headless Chromium on a machine without network or GPU, often as root. */
export const CHROME_ARGS: string[];
