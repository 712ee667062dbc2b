// Eleventy 3 with Lit's Eleventy plugin (@lit-labs/eleventy-plugin-lit, worker mode): the site's
// component <kj-hand> gives <klaberjass-table> a transcript as a property, and the plugin renders
// both into the page as declarative shadow DOM. Loaded in Chromium with JavaScript off, the page
// shows the position (the cards of both hands, the title); with JavaScript on, it hydrates: the
// same table, now stepping through the moves, with no console error.
// (document: the functions passed to open() run in the page)
/* global document, HTMLElement */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the rendered table shows: its cards, its text, and whether the element was upgraded. Run
 * in the page, so it stands alone (open() passes its text); `upgraded` wants the upgraded table.
 */
const table = (upgraded) => {
  const kt = document.querySelector('kj-hand')?.shadowRoot?.querySelector('klaberjass-table');
  const root = kt?.shadowRoot;
  if (!root?.querySelector('.felt')) return null;
  const up = !kt.hasAttribute('defer-hydration') && kt.constructor !== HTMLElement;
  if (upgraded && !up) return null;
  const visible = [...root.querySelectorAll('.hand .card')].filter((c) => c.getBoundingClientRect().width > 0);
  return { cards: visible.length, text: root.textContent.replace(/\s+/g, ' '), upgraded: up };
};

export default async function check({ dir, must, serve, open, log }) {
  await must(process.execPath, [join(dir, 'node_modules', '@11ty', 'eleventy', 'cmd.cjs'), '--quiet']);
  const html = readFileSync(join(dir, 'public', 'bate', 'index.html'), 'utf8');
  if (!/<klaberjass-table[^>]*step="6"[^>]*><template shadowroot(mode)?="open"/.test(html))
    throw new Error(`no declarative shadow DOM of the table in the page:\n${html.slice(0, 2000)}`);
  log(`built: ${Math.round(html.length / 1024)} KB of HTML with the table rendered in it`);

  const site = await serve(join(dir, 'public'));
  const off = await open(`${site.url}bate/`, `(${table})(false)`, {
    javaScript: false,
    screenshot: join(dir, 'javascript-off.png'),
    viewport: { width: 390, height: 844 },
  });
  if (off.problems.length) throw new Error(off.problems.join('\n'));
  if (off.value.cards < 12) throw new Error(`JavaScript off: ${off.value.cards} cards visible, not 12`);
  if (!/Kari/.test(off.value.text) || !/Lars/.test(off.value.text))
    throw new Error(`JavaScript off: the players' names are missing: ${off.value.text.slice(0, 300)}`);
  if (off.value.upgraded) throw new Error('JavaScript off, yet the table was upgraded');
  log(`JavaScript off: the position shows, ${off.value.cards} cards (screenshot ${join(dir, 'javascript-off.png')})`);

  const on = await open(`${site.url}bate/`, `(${table})(true)`);
  if (on.problems.length) throw new Error(on.problems.join('\n'));
  if (on.value.cards < 12) throw new Error(`hydrated: ${on.value.cards} cards visible, not 12`);
  log(`JavaScript on: hydrated without an error, ${on.value.cards} cards`);
}
