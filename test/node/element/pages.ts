// Pages for the tests that need a whole browser page rather than web-test-runner's (JavaScript
// off, print to PDF, a server-rendered page): the element bundled with esbuild (splitting on, so
// its lazy parts are chunks as in the real bundle), served with the demo's examples and the test's
// own pages by a small HTTP server, and headless Chromium through puppeteer-core.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROME_ARGS, needChrome } from '../../../scripts/chrome.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

export interface Site {
  base: string;
  browser: Browser;
  close(): Promise<void>;
}

/**
 * Bundles `entries` (name → source file, served as `/el/<name>.js`), serves them with `pages`
 * (path → HTML) and the repository's `demo/examples/`, and starts Chromium.
 */
export async function site(entries: Record<string, string>, pages: Record<string, string>): Promise<Site> {
  // without Chromium the test fails, saying so (it used to skip)
  const executablePath = needChrome();
  const out = mkdtempSync(join(tmpdir(), 'kj-pages-'));
  await build({
    entryPoints: Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, join(root, v)])),
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    outdir: out,
    tsconfig: join(root, 'tsconfig.json'),
    logLevel: 'error',
  });
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const page = pages[path];
    const file = path.startsWith('/el/')
      ? join(out, normalize(path.slice(4)))
      : path.startsWith('/demo/examples/')
        ? join(root, normalize(path))
        : null;
    if (page === undefined && (!file || !existsSync(file))) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[extname(page === undefined ? file! : path) || '.html'] ?? 'text/plain',
    });
    res.end(page ?? readFileSync(file!));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const browser = await puppeteer.launch({ executablePath, headless: true, args: CHROME_ARGS });
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    browser,
    async close() {
      await browser.close();
      await new Promise((r) => server.close(r));
      rmSync(out, { recursive: true, force: true });
    },
  };
}

/** The number of pages of a PDF made by Chromium (its page objects: `/Type /Page`, not `/Pages`). */
export function pdfPages(pdf: Uint8Array): number {
  return (
    Buffer.from(pdf)
      .toString('latin1')
      .match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []
  ).length;
}
