// A small static server on 127.0.0.1 for the scripts that open built pages in Chromium
// (doc-pictures.mjs, consumer-test.mjs, consumer-apps.mjs): the files of one folder with their
// content type, a folder's index.html, pages given as text, 404 for anything else (a path
// outside the folder among them).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.html': 'text/html',
  '.json': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/**
 * Serves `folder` on a free port. Options: `prefix`, the URL path the folder is served under
 * (default `/`; doc-pictures serves dist/browser/ under `/kj/`); `pages`, HTML answered for these
 * paths before any file (`{ '/': '<!doctype html>…' }`); `fallback`, a file of the folder served
 * for unknown paths, as single-page apps want.
 * @param {string} folder
 * @param {{ prefix?: string, pages?: Record<string, string>, fallback?: string }} [options]
 * @returns {Promise<{ url: string, close: () => void }>} `url` is the server's root, with a final `/`
 */
export async function serve(folder, { prefix = '/', pages = {}, fallback } = {}) {
  const dir = resolve(folder);
  const inside = (file) => file === dir || file.startsWith(dir + sep);
  const server = createServer((req, res) => {
    let path;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400);
      res.end();
      return;
    }
    if (Object.hasOwn(pages, path)) {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(pages[path]);
      return;
    }
    let file = path.startsWith(prefix) ? normalize(join(dir, path.slice(prefix.length))) : null;
    if (file && existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file || !inside(file) || !existsSync(file)) {
      if (!fallback) {
        res.writeHead(404);
        res.end();
        return;
      }
      file = join(dir, fallback);
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() };
}
