/**
 * The page side of the computer opponent: runs it in a module Web Worker so that the page
 * never freezes, and falls back to the main thread (one request per task, after a `setTimeout`)
 * where workers are unavailable or the worker fails to start.
 *
 * ```ts
 * const ai = createAiClient();
 * const choice = await ai.choose(game, 1, { level: 'hard', seed: 42 });
 * ai.dispose();
 * ```
 */
import type { GameState, HandState, Move, Player } from '../engine/index.js';
import { type AiRequest, type AiResponse, type AiResult, handleRequest } from './protocol.js';
import type { AiChoice, AiOptions, HandAnalysis, PositionAnalysis } from './types.js';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type RequestBody = DistributiveOmit<AiRequest, 'id'>;

export interface AiClientOptions {
  /**
   * `false`: never use a worker. A URL or string: the worker script to load instead of the
   * default `./worker.js` next to this module.
   */
  worker?: boolean | URL | string;
}

export interface AiClient {
  /** The move the computer chooses for `player` (null: nothing to do). */
  choose(state: HandState | GameState, player: Player, opts: AiOptions): Promise<AiChoice | null>;
  /** Double-dummy values of the legal cards at a position (null outside play). */
  analyze(state: HandState): Promise<PositionAnalysis | null>;
  /** Points lost against double-dummy play over the moves of a hand. */
  analyzeHand(start: HandState, moves: readonly Move[]): Promise<HandAnalysis>;
  /** Where requests run now: in a worker, on the main thread, or not decided yet (worker starting). */
  readonly mode: 'worker' | 'main-thread' | 'starting';
  /** Stop the worker; pending and later requests are rejected. */
  dispose(): void;
}

interface Pending {
  body: RequestBody;
  resolve: (v: AiResult) => void;
  reject: (e: Error) => void;
}

function spawnDefault(): Worker {
  // Served from source (.ts, dev server and tests) or bundled (.js): the worker sits next to this module.
  if (import.meta.url.endsWith('.ts')) return new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
  return new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
}

export function createAiClient(options: AiClientOptions = {}): AiClient {
  let mode: AiClient['mode'] = 'main-thread';
  let worker: Worker | null = null;
  let disposed = false;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const runLocally = (p: Pending) => {
    setTimeout(() => {
      if (disposed) {
        p.reject(new Error('The AI client was disposed.'));
        return;
      }
      settle(p, handleRequest({ id: 0, ...p.body } as AiRequest));
    }, 0);
  };
  const settle = (p: Pending, r: AiResponse) => {
    if (r.ok) p.resolve(r.value);
    else p.reject(new Error(r.error));
  };
  const fallBack = () => {
    if (worker) {
      worker.terminate();
      worker = null;
    }
    mode = 'main-thread';
    const waiting = [...pending.values()];
    pending.clear();
    for (const p of waiting) runLocally(p);
  };

  const useWorker = options.worker !== false && typeof Worker !== 'undefined';
  if (useWorker) {
    try {
      const w =
        options.worker === undefined || options.worker === true
          ? spawnDefault()
          : new Worker(options.worker as URL | string, { type: 'module' });
      worker = w;
      mode = 'starting';
      w.onmessage = (e: MessageEvent<AiResponse>) => {
        const r = e.data;
        if (r.id === -1) {
          if (mode === 'starting') mode = 'worker';
          return;
        }
        const p = pending.get(r.id);
        if (!p) return;
        pending.delete(r.id);
        settle(p, r);
      };
      // a script that fails to load or a module that fails to evaluate: run here instead
      w.onerror = (e) => {
        e.preventDefault?.();
        fallBack();
      };
      w.onmessageerror = () => fallBack();
    } catch {
      worker = null;
      mode = 'main-thread';
    }
  }

  const send = (body: RequestBody): Promise<AiResult> =>
    new Promise((resolve, reject) => {
      if (disposed) {
        reject(new Error('The AI client was disposed.'));
        return;
      }
      const p: Pending = { body, resolve, reject };
      if (!worker) {
        runLocally(p);
        return;
      }
      const id = nextId++;
      pending.set(id, p);
      try {
        worker.postMessage({ id, ...body });
      } catch {
        // a state that cannot be cloned into the worker: answer here
        pending.delete(id);
        runLocally(p);
      }
    });

  return {
    choose: (state, player, opts) => send({ kind: 'choose', state, player, opts }) as Promise<AiChoice | null>,
    analyze: (state) => send({ kind: 'analyze', state }) as Promise<PositionAnalysis | null>,
    analyzeHand: (start, moves) => send({ kind: 'analyzeHand', start, moves: moves.slice() }) as Promise<HandAnalysis>,
    get mode() {
      return mode;
    },
    dispose() {
      disposed = true;
      if (worker) {
        worker.terminate();
        worker = null;
      }
      for (const p of pending.values()) p.reject(new Error('The AI client was disposed.'));
      pending.clear();
    },
  };
}
