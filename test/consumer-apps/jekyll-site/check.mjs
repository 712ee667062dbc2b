// Jekyll (Debian's package) with the package's include, integrations/jekyll, copied into the site as
// docs/install.md says; the site has a baseurl (/docs). Built and loaded in Chromium: the include's
// table renders the linked transcript, its title is escaped, the script is written once, the play
// table's computer answers from its worker, and nothing 404s.
// (window, document: the functions passed to open() run in the page)
/* global window, document */
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ready = () => {
  const table = document.querySelector('klaberjass-table');
  const felt = table?.shadowRoot?.querySelector('.felt');
  return felt && window.__kj.messages > 0 && { ...window.__kj, text: table.shadowRoot.textContent };
};

export default async function check({ dir, run, must, serve, open, log }) {
  if ((await run('jekyll', ['--version'])).code !== 0) {
    // CI runs as root on Debian: Jekyll and the Ruby it needs (about 35 packages, 1 to 2 minutes)
    await must('apt-get', ['update', '-qq']);
    await must('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'jekyll']);
  }
  log((await must('jekyll', ['--version'])).trim());
  const pkg = join(dir, 'node_modules', 'klaberjass-table');
  cpSync(join(pkg, 'integrations', 'jekyll', '_includes'), join(dir, '_includes'), { recursive: true });
  cpSync(join(pkg, 'dist', 'browser'), join(dir, 'vendor', 'klaberjass-table'), { recursive: true });
  await must('jekyll', ['build', '--quiet', '--destination', join(dir, 'served', 'docs')]);
  const html = readFileSync(join(dir, 'served', 'docs', 'taker-bate', 'index.html'), 'utf8');
  const expect = [
    '<script type="module" src="/docs/vendor/klaberjass-table/klaberjass-table.js"></script>',
    '<klaberjass-table hand="0" step="4">\n  <a href="/docs/hands/bate.json">The taker is bate &lt;the transcript&gt;</a>',
    '<klaberjass-table mode="play" seed="3" level="easy" opponent-delay="0"></klaberjass-table>',
  ];
  for (const e of expect) if (!html.includes(e)) throw new Error(`the page lacks ${e}:\n${html}`);
  if (html.split('<script type="module"').length !== 2) throw new Error(`not one script:\n${html}`);

  const site = await serve(join(dir, 'served'));
  const { value, problems } = await open(`${site.url}docs/taker-bate/`, ready);
  if (problems.length) throw new Error(problems.join('\n'));
  if (!/Kari/.test(value.text))
    throw new Error(`the table does not show the linked transcript: ${value.text.slice(0, 300)}`);
  log(`rendered under /docs/: ${value.workers} worker(s), ${value.messages} answer(s)`);
}
