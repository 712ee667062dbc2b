// Eleventy 3 with pathPrefix '/blog/': the link form of the table with the `url` filter, the
// script from the package's dist/browser/ copied to /blog/vendor/klaberjass-table/. Served under
// /blog/ and loaded in Chromium: the table renders the linked transcript, the computer of the play
// table answers from its worker, and nothing 404s.
// (window, document: the functions passed to open() run in the page)
/* global window, document */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ready = () => {
  const replay = document.getElementById('replay');
  const felt = replay?.shadowRoot?.querySelector('.felt');
  return felt && window.__kj.messages > 0 && { ...window.__kj, text: replay.shadowRoot.textContent };
};

export default async function check({ dir, must, serve, open, log }) {
  await must(process.execPath, [join(dir, 'node_modules', '@11ty', 'eleventy', 'cmd.cjs'), '--quiet']);
  const html = readFileSync(join(dir, 'public', 'blog', 'taker-bate', 'index.html'), 'utf8');
  if (!html.includes('<a href="/blog/hands/bate.json">'))
    throw new Error(`the link did not get the /blog/ prefix:\n${html}`);
  log('built: the link is /blog/hands/bate.json');

  const site = await serve(join(dir, 'public'));
  const { value, problems } = await open(`${site.url}blog/taker-bate/`, ready);
  if (problems.length) throw new Error(problems.join('\n'));
  if (!/Kari/.test(value.text) || !/Lars/.test(value.text))
    throw new Error(`the table does not show the linked transcript: ${value.text.slice(0, 300)}`);
  if (value.workers < 1) throw new Error(`no worker started: ${JSON.stringify(value)}`);
  log(`rendered under /blog/: ${value.workers} worker(s), ${value.messages} answer(s)`);
}
