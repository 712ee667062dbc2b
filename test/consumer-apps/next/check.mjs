// The Next.js app (app router, React 19) with klaberjass-table/react in a 'use client' component:
// `next build` (which evaluates the client component on the server), `next start`, and in Chromium,
// after hydration, the replay table shows the transcript the server component passed as a prop and
// the play table reports two kj-move events through onKjMove, the computer's from its worker; no
// console error, no 404.
// (window, document: the functions passed to open() run in the page)
/* global window, document */
import { join } from 'node:path';

/** In the page: hydrated, the replay shows a position, two moves reported. */
const ready = () => {
  const replay = document.getElementById('replay');
  const felt = replay?.shadowRoot?.querySelector('.felt');
  const hydrated = document.getElementById('status')?.textContent.startsWith('hydrated');
  const moves = window.__app?.moves ?? [];
  return (
    hydrated && felt && moves.length >= 2 && { ...window.__kj, ...window.__app, text: replay.shadowRoot.textContent }
  );
};

export default async function check({ dir, must, start, port, open, log }) {
  const next = join(dir, 'node_modules', 'next', 'dist', 'bin', 'next');
  const env = { NEXT_TELEMETRY_DISABLED: '1' };
  await must(process.execPath, [next, 'build'], { env: { ...process.env, ...env } });
  const p = await port();
  const url = `http://127.0.0.1:${p}/`;
  await start(process.execPath, [next, 'start', '-p', String(p), '-H', '127.0.0.1'], { url, env });
  const { value, problems } = await open(url, ready);
  if (problems.length) throw new Error(problems.join('\n'));
  if (!/Eva/.test(value.text)) throw new Error(`the replay does not show the transcript's players: ${value.text}`);
  if (value.workers < 1 || value.messages < 1)
    throw new Error(`the computer's worker did not answer: ${JSON.stringify(value)}`);
  if (value.errors.length) throw new Error(`kj-error: ${value.errors.join('; ')}`);
  log(`moves reported: ${value.moves.join(', ')}`);
}
