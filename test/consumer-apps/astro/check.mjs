// Astro 5 (its Vite 6) with MDX and base '/docs/': the MDX page in the documented form (the link
// written with import.meta.env.BASE_URL, the element imported by the layout's script) builds, the
// worker is emitted once, and the built site served under /docs/ works in Chromium: the table
// renders the linked transcript, the play table's computer answers from its worker, nothing 404s,
// no console error. Then the Vite 6 dev server (`astro dev`), which pre-bundles dependencies, with
// the optimizeDeps.exclude docs/install.md gives: the computer's worker must still answer.
// (window, document: the functions passed to open() run in the page)
/* global window, document */
import { cpSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const ready = () => {
  const replay = document.getElementById('replay');
  const felt = replay?.shadowRoot?.querySelector('.felt');
  return felt && window.__kj.messages > 0 && { ...window.__kj, text: replay.shadowRoot.textContent };
};

export default async function check({ dir, must, serve, start, port, open, log }) {
  const astro = join(dir, 'node_modules', 'astro', 'astro.js');
  const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
  await must(process.execPath, [astro, 'build', '--silent'], { env });
  const html = readFileSync(join(dir, 'dist', 'taker-bate', 'index.html'), 'utf8');
  const link = '<a href="/docs/hands/bate.json">The taker is bate {a bête}</a>';
  if (!html.includes(link)) throw new Error(`the page lacks ${link}:\n${html}`);
  const workers = readdirSync(join(dir, 'dist', '_astro')).filter((f) => /worker/i.test(f));
  if (workers.length !== 1) throw new Error(`the worker is emitted ${workers.length} times: ${workers.join(', ')}`);
  log(`built: the link is /docs/hands/bate.json, one worker (${workers[0]})`);

  // the built site as a host serves it under its base
  cpSync(join(dir, 'dist'), join(dir, 'served', 'docs'), { recursive: true });
  const site = await serve(join(dir, 'served'));
  await inChromium('astro build', `${site.url}docs/taker-bate/`, open, log);

  // the dev server (Vite 6 pre-bundles dependencies unless told not to)
  const p = await port();
  const url = `http://127.0.0.1:${p}/docs/taker-bate/`;
  await start(process.execPath, [astro, 'dev', '--port', String(p), '--host', '127.0.0.1'], { url, env });
  await inChromium('astro dev', url, open, log);
}

async function inChromium(what, url, open, log) {
  const { value, problems } = await open(url, ready);
  if (problems.length) throw new Error(`${what}: ${problems.join('\n')}`);
  if (!/Kari/.test(value.text) || !/Lars/.test(value.text))
    throw new Error(`${what}: the table does not show the linked transcript: ${value.text.slice(0, 300)}`);
  if (value.workers < 1) throw new Error(`${what}: no worker started: ${JSON.stringify(value)}`);
  log(`${what}: rendered under /docs/, ${value.workers} worker(s), ${value.messages} answer(s)`);
}
