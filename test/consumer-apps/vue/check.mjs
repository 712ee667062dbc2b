// A Vue 3 app (Vite 8, vue-tsc) with klaberjass-table/vue, the template typings generated from the
// element's manifest: vue-tsc rejects mode="replya" (a file added for the check), the app itself
// type-checks and builds, and in Chromium the replay table shows its transcript and the play
// table's computer moves, answered by its worker (no 404, no console error).
// (window, document: the functions passed to open() run in the page)
/* global window, document */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ready = () => {
  const replay = document.getElementById('replay');
  const felt = replay?.shadowRoot?.querySelector('.felt');
  return (
    felt &&
    window.__kj.messages > 0 &&
    window.__app?.moves.length > 0 && { ...window.__kj, text: replay.shadowRoot.textContent }
  );
};

export default async function check({ dir, run, must, serve, open, log }) {
  const vueTsc = [join(dir, 'node_modules', 'vue-tsc', 'bin', 'vue-tsc.js'), '--noEmit'];
  const wrong = join(dir, 'src', 'Wrong.vue');
  writeFileSync(wrong, '<template>\n  <klaberjass-table mode="replya"></klaberjass-table>\n</template>\n');
  const rejected = await run(process.execPath, vueTsc);
  if (rejected.code === 0 || !/Wrong\.vue[\s\S]*replya/.test(rejected.out))
    throw new Error(`vue-tsc did not reject mode="replya" (exit ${rejected.code}):\n${rejected.out}`);
  log(
    `vue-tsc rejects mode="replya": ${rejected.out
      .split('\n')
      .find((l) => /Wrong\.vue.*error TS/.test(l))
      ?.trim()}`,
  );
  rmSync(wrong);
  await must(process.execPath, vueTsc);
  await must(process.execPath, [join(dir, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn']);

  const site = await serve(join(dir, 'dist'));
  const { value, problems } = await open(site.url, ready);
  if (problems.length) throw new Error(problems.join('\n'));
  if (!/Kari/.test(value.text)) throw new Error(`the replay does not show its transcript: ${value.text.slice(0, 300)}`);
  if (value.errors?.length) throw new Error(`kj-error: ${JSON.stringify(value.errors)}`);
  log(`rendered: ${value.workers} worker(s), ${value.messages} answer(s)`);
}
