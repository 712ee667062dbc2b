// The computer player's worker as a table starts it: no worker outlives a table removed while the
// opponent's module loads, the main-thread fallback is reported (kj-error and the console), and an
// app may start the worker itself (setOpponentWorker). The leak test must run first in this file:
// it needs the opponent's module not loaded yet.
import { expect, fixture, html } from '@open-wc/testing';
import { setOpponentWorker } from '../../src/element/define.js';
import type { KjErrorDetail, KjMoveDetail, KlaberjassTable } from '../../src/element/klaberjass-table.js';
import { events, waitUntil } from './helpers.js';

/** Counts the workers started and terminated while it is installed (window.Worker replaced). */
function countWorkers() {
  const Original = window.Worker;
  const counts = { started: 0, terminated: 0 };
  class Counted extends Original {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      counts.started++;
    }
    override terminate(): void {
      counts.terminated++;
      super.terminate();
    }
  }
  window.Worker = Counted;
  return { counts, restore: () => (window.Worker = Original) };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('<klaberjass-table> computer player worker', function () {
  afterEach(() => setOpponentWorker(undefined));

  it('a play table removed while its opponent module loads leaks its worker', async () => {
    const { counts, restore } = countWorkers();
    try {
      // seed 3: the computer (player 1) bids first, so the table loads the opponent at once
      const el = await fixture<KlaberjassTable>(
        html`<klaberjass-table mode="play" seed="3" level="easy" opponent-delay="0"></klaberjass-table>`,
      );
      await pause(5); // the computer's turn begins: its (0 ms) delay is over, the opponent's module loading
      expect(counts.started, 'the opponent had already loaded: the test needs it loading').to.equal(0);
      el.remove();
      // the same module the table is loading: once it has run, the table's opponent has been made
      await import('../../src/element/computer/ai-opponent.js');
      await waitUntil(() => counts.started > 0, 'the opponent was never made');
      await pause(50);
      expect(counts.terminated).to.equal(counts.started);
    } finally {
      restore();
    }
  });

  it('reports the main-thread fallback through kj-error (source opponent) and the console, and still moves', async () => {
    setOpponentWorker(new URL('/no-such-worker.js', location.href));
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
    try {
      const el = document.createElement('klaberjass-table');
      const errors = events<KjErrorDetail>(el, 'kj-error');
      const moves = events<KjMoveDetail>(el, 'kj-move');
      el.setAttribute('mode', 'play');
      el.setAttribute('seed', '3');
      el.setAttribute('level', 'easy');
      el.setAttribute('opponent-delay', '0');
      document.body.append(el);
      try {
        await waitUntil(() => errors.length > 0 && moves.length > 0, 'no fallback reported or no move');
        expect(errors[0].detail.source).to.equal('opponent');
        expect(errors[0].detail.message).to.match(/main thread/);
        expect(moves[0].detail.player).to.equal(1);
        expect(warnings.some((w) => /klaberjass-table: .*main thread/.test(w))).to.equal(true);
      } finally {
        el.remove();
      }
    } finally {
      console.warn = warn;
    }
  });

  it("starts the worker with the app's factory", async () => {
    let made = 0;
    setOpponentWorker(() => {
      made++;
      return new Worker(new URL('/src/ai/worker.js', location.href), { type: 'module' });
    });
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table mode="play" seed="3" level="easy" opponent-delay="0"></klaberjass-table>`,
    );
    const errors = events<KjErrorDetail>(el, 'kj-error');
    const moves = events<KjMoveDetail>(el, 'kj-move');
    await waitUntil(() => moves.length > 0, 'the computer did not move');
    expect(made).to.equal(1);
    expect(errors).to.deep.equal([]);
  });
});
