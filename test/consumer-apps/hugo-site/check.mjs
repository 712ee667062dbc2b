// Hugo (Debian's package) with the package's shortcode, integrations/hugo, copied into the site as
// docs/install.md says; the site is under /docs/ (baseURL). Built and loaded in Chromium: the
// shortcode's table renders the linked transcript, its title is escaped, the script is written
// once, the play table's computer answers from its worker, nothing 404s; and the raw
// <klaberjass-table> written in Markdown is dropped (Hugo's default, which the shortcode avoids).
// (window, document: the functions passed to open() run in the page)
/* global window, document */
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ready = () => {
  const tables = document.querySelectorAll('klaberjass-table');
  const felt = tables[0]?.shadowRoot?.querySelector('.felt');
  return (
    felt &&
    window.__kj.messages > 0 && { ...window.__kj, tables: tables.length, text: tables[0].shadowRoot.textContent }
  );
};

export default async function check({ dir, run, must, serve, open, log }) {
  if ((await run('hugo', ['version'])).code !== 0) {
    // CI runs as root on Debian: Hugo is one package (without the Go toolchain it recommends)
    await must('apt-get', ['update', '-qq']);
    await must('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'hugo']);
  }
  log((await must('hugo', ['version'])).trim().split(' ').slice(0, 2).join(' '));
  const pkg = join(dir, 'node_modules', 'klaberjass-table');
  cpSync(join(pkg, 'integrations', 'hugo', 'layouts'), join(dir, 'layouts'), { recursive: true });
  cpSync(join(pkg, 'dist', 'browser'), join(dir, 'static', 'vendor', 'klaberjass-table'), { recursive: true });
  await must('hugo', ['--quiet', '--destination', join(dir, 'served', 'docs')]);
  const html = readFileSync(join(dir, 'served', 'docs', 'taker-bate', 'index.html'), 'utf8');
  const expect = [
    '<a href="/docs/hands/bate.json">The taker is bate &lt;the transcript&gt;</a>',
    '<klaberjass-table hand="0" step="4">',
    '<klaberjass-table mode="play" seed="3" level="easy" opponent-delay="0">',
  ];
  for (const e of expect) if (!html.includes(e)) throw new Error(`the page lacks ${e}:\n${html}`);
  if (html.split('<script type="module"').length !== 2) throw new Error(`not one script:\n${html}`);
  if (!html.includes('<!-- raw HTML omitted -->'))
    throw new Error('Hugo kept the raw HTML: the check of its default is void');
  if (!existsSync(join(dir, 'served', 'docs', 'vendor', 'klaberjass-table', 'worker.js')))
    throw new Error('no worker.js');

  const site = await serve(join(dir, 'served'));
  const { value, problems } = await open(`${site.url}docs/taker-bate/`, ready);
  if (problems.length) throw new Error(problems.join('\n'));
  if (value.tables !== 2) throw new Error(`${value.tables} tables on the page (the raw one should be dropped)`);
  if (!/Kari/.test(value.text))
    throw new Error(`the table does not show the linked transcript: ${value.text.slice(0, 300)}`);
  log(`rendered under /docs/: ${value.workers} worker(s), ${value.messages} answer(s)`);
}
