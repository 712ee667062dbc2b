// webpack 5 (webpack-cli) with the configuration docs/install.md gives, which says nothing about the
// element or its worker: the build emits the worker once (from the package's dist/worker.js, found
// through `new URL('./worker.js', import.meta.url)`), and the built app served statically works in
// Chromium: the replay table renders its linked transcript, the play table's computer moves,
// answered by its worker; nothing 404s, no console error.
// (window, document: the functions passed to open() run in the page)
/* global window, document */
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ready = () => {
  const replay = document.getElementById('replay');
  const felt = replay?.shadowRoot?.querySelector('.felt');
  const moved = window.__app?.moves.includes(1);
  return felt && moved && window.__kj.messages > 0 && { ...window.__kj, text: replay.shadowRoot.textContent };
};

export default async function check({ dir, must, serve, open, log }) {
  const cli = join(dir, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  await must(process.execPath, [cli, '--json=stats.json']);
  const stats = JSON.parse(readFileSync(join(dir, 'stats.json'), 'utf8'));
  const workers = stats.assets.filter((a) => /worker\.js$/.test(a.info.sourceFilename ?? ''));
  if (workers.length !== 1)
    throw new Error(`the worker is emitted ${workers.length} times: ${workers.map((a) => a.name).join(', ')}`);
  log(
    `built: ${stats.assets.length} files, the worker once (${workers[0].name} from ${workers[0].info.sourceFilename})`,
  );

  cpSync(join(dir, 'public'), join(dir, 'dist'), { recursive: true });
  const site = await serve(join(dir, 'dist'));
  const { value, problems } = await open(site.url, ready);
  if (problems.length) throw new Error(problems.join('\n'));
  if (!/Kari/.test(value.text) || !/Lars/.test(value.text))
    throw new Error(`the table does not show the linked transcript: ${value.text.slice(0, 300)}`);
  if (value.workers < 1) throw new Error(`no worker started: ${JSON.stringify(value)}`);
  log(`rendered: ${value.workers} worker(s), ${value.messages} answer(s)`);
}
