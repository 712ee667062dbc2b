// The Vite React app (React 19, Vite 8) with klaberjass-table/react: type-checks, builds, and in
// Chromium the replay table shows the transcript given as a prop, the play table reports the
// computer's move through onKjMove, answered by its worker (no 404, no console error).
// (window, document: the functions passed to open() run in the page)
/* global window, document */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** In the page: the replay table shows a position and the computer (player 1) has moved. */
const ready = () => {
  const replay = document.getElementById('replay');
  const felt = replay?.shadowRoot?.querySelector('.felt');
  const moved = window.__app?.moves.includes(1);
  return felt && moved && { ...window.__kj, ...window.__app, text: replay.shadowRoot.textContent };
};

export default async function check({ dir, must, serve, start, port, open, log }) {
  const vite = join(dir, 'node_modules', 'vite', 'bin', 'vite.js');
  await must(process.execPath, [join(dir, 'node_modules', 'typescript', 'bin', 'tsc'), '--noEmit']);
  await must(process.execPath, [vite, 'build', '--logLevel', 'warn']);
  const assets = readdirSync(join(dir, 'dist', 'assets'));
  const workers = assets.filter((f) => /worker/i.test(f));
  log(`built: ${assets.length} files in dist/assets, workers: ${workers.join(', ')}`);

  // the worker once (issue 25, point 6: Vite copied it and bundled it again, +40 KB)
  if (workers.length !== 1) throw new Error(`the worker is emitted ${workers.length} times: ${workers.join(', ')}`);
  const site = await serve(join(dir, 'dist'));
  await inChromium('vite build', site.url, open);

  // the dev server, which pre-bundles the package (optimizeDeps) into node_modules/.vite/deps
  const p = await port();
  const url = `http://127.0.0.1:${p}/`;
  await start(process.execPath, [vite, '--port', String(p), '--strictPort', '--host', '127.0.0.1'], { url });
  await inChromium('vite dev server', url, open);
  log('dev server: the worker answered, no 404');
}

async function inChromium(what, url, open) {
  const { value, problems } = await open(url, ready);
  if (problems.length) throw new Error(`${what}: ${problems.join('\n')}`);
  if (!/Eva/.test(value.text))
    throw new Error(`${what}: the replay does not show the transcript's players: ${value.text}`);
  if (value.workers < 1 || value.messages < 1)
    throw new Error(`${what}: the computer's worker did not answer: ${JSON.stringify(value)}`);
  if (value.errors.length) throw new Error(`${what}: kj-error: ${value.errors.join('; ')}`);
}
