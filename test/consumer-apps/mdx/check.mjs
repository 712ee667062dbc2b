// An MDX page (@mdx-js/mdx 3, the compiler of Astro's, Docusaurus' and Next.js' MDX) with the table in
// the documented form: it compiles (the inline JSON form would not), renders to HTML with the link
// and its title, and in Chromium the table renders the linked transcript, the play table's computer
// answers from its worker, and nothing 404s.
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
  await must(process.execPath, ['build.mjs']);
  const html = readFileSync(join(dir, 'site', 'taker-bate', 'index.html'), 'utf8');
  const link =
    '<klaberjass-table id="replay" hand="0" step="4"><a href="/hands/bate.json">The taker is bate {a bête}</a>';
  if (!html.includes(link)) throw new Error(`the page lacks ${link}:\n${html}`);
  log('compiled and rendered: the link form, braces in its title');

  const site = await serve(join(dir, 'site'));
  const { value, problems } = await open(`${site.url}taker-bate/`, ready);
  if (problems.length) throw new Error(problems.join('\n'));
  if (!/Kari/.test(value.text))
    throw new Error(`the table does not show the linked transcript: ${value.text.slice(0, 300)}`);
  log(`rendered: ${value.workers} worker(s), ${value.messages} answer(s)`);
}
