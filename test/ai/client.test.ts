// The opponent off the main thread: the worker answers, the in-thread fallback answers the same,
// a worker that fails to load falls back, and the page keeps running while the worker thinks.
import { expect } from '@open-wc/testing';
import { type GameState, explain, newGame, rulesOf } from '../../src/engine/internal.js';
import { createAiClient } from '../../src/ai/client.js';
import { chooseMove } from '../../src/ai/player.js';

function game(): GameState {
  return newGame({ rules: rulesOf('classic'), seed: 'client-test', dealer: 0 });
}

describe('AI client', () => {
  it('runs in a module worker and returns a legal move', async () => {
    const ai = createAiClient();
    try {
      const g = game();
      const choice = await ai.choose(g, g.hand.toAct, { level: 'hard', seed: 1 });
      expect(ai.mode).to.equal('worker');
      expect(choice).to.not.equal(null);
      expect(explain(g, choice!.move)).to.equal(null);
      // deterministic: the same as computing it here
      expect(choice).to.deep.equal(chooseMove(g, g.hand.toAct, { level: 'hard', seed: 1 }));
    } finally {
      ai.dispose();
    }
  });

  it('keeps the page responsive while the worker thinks', async () => {
    const ai = createAiClient();
    try {
      const g = game();
      await ai.choose(g, g.hand.toAct, { level: 'easy', seed: 0 }); // wait for the worker to start
      let ticks = 0;
      const timer = setInterval(() => {
        ticks++;
      }, 5);
      const t0 = performance.now();
      const runs = [];
      for (let i = 0; i < 6; i++) runs.push(ai.choose(g, g.hand.toAct, { level: 'hard', seed: i }));
      await Promise.all(runs);
      clearInterval(timer);
      const elapsed = performance.now() - t0;
      // the interval kept firing during the work (at least a third of the ideal count)
      expect(ticks).to.be.greaterThan(Math.floor(elapsed / 5 / 3));
    } finally {
      ai.dispose();
    }
  });

  it('falls back to the main thread without workers, with the same answers', async () => {
    const ai = createAiClient({ worker: false });
    try {
      expect(ai.mode).to.equal('main-thread');
      const g = game();
      const choice = await ai.choose(g, g.hand.toAct, { level: 'normal', seed: 5 });
      expect(choice).to.deep.equal(chooseMove(g, g.hand.toAct, { level: 'normal', seed: 5 }));
    } finally {
      ai.dispose();
    }
  });

  it('falls back when the worker script cannot be loaded', async () => {
    const ai = createAiClient({ worker: new URL('/no-such-worker.js', location.href) });
    try {
      const g = game();
      const choice = await ai.choose(g, g.hand.toAct, { level: 'easy', seed: 2 });
      expect(ai.mode).to.equal('main-thread');
      expect(explain(g, choice!.move)).to.equal(null);
    } finally {
      ai.dispose();
    }
  });

  it('analyzes positions and reports errors as rejections', async () => {
    const ai = createAiClient();
    try {
      const g = game();
      expect(await ai.analyze(g.hand)).to.equal(null); // bidding: nothing to analyze
      let error = '';
      try {
        await ai.choose({ kind: 'nothing' } as unknown as GameState, 0, { level: 'easy', seed: 0 });
      } catch (e) {
        error = (e as Error).message;
      }
      expect(error).to.match(/HandState or a GameState/);
    } finally {
      ai.dispose();
    }
    let rejected = false;
    await ai.choose(game(), 0, { level: 'easy', seed: 0 }).catch(() => {
      rejected = true;
    });
    expect(rejected).to.equal(true);
  });
});
