/**
 * The page side of the computer opponent: runs it in a module Web Worker so that the page
 * never freezes, and falls back to the main thread (one request per task, after a `setTimeout`)
 * where workers are unavailable or the worker fails to start; the fallback is reported through
 * `onFallback` and a console warning. Under Trusted Types the worker URL goes through the policy
 * `klaberjass-table` (TRUSTED_TYPES_POLICY), which the page's `trusted-types` directive must allow.
 *
 * ```ts
 * const ai = createAiClient();
 * const choice = await ai.choose(game, 1, { level: 'hard', seed: 42 });
 * ai.dispose();
 * ```
 */
import type { GameState, HandState, Move, Player } from '../engine/internal.js';
import { type AiRequest, type AiResponse, type AiResult, handleRequest } from './protocol.js';
import type { AiChoice, AiOptions, HandAnalysis, PositionAnalysis } from './types.js';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type RequestBody = DistributiveOmit<AiRequest, 'id'>;

/** A function that starts the opponent's worker (an app's own bundling of `dist/worker.js`). */
export type WorkerFactory = () => Worker;

export interface AiClientOptions {
  /**
   * `false`: never use a worker. A URL or string: the worker script to load instead of the
   * default `./worker.js` next to this module. A function: called to create the worker.
   */
  worker?: boolean | URL | string | WorkerFactory;
  /**
   * Called once when requests run on the main thread because the worker could not be used
   * (no `Worker`, a blocked or failing script, Trusted Types): `reason` says why, in English.
   * Not called for `worker: false`. The client also warns on the console.
   */
  onFallback?: (reason: string) => void;
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

/** The name of the Trusted Types policy the client creates when a page enforces Trusted Types. */
export const TRUSTED_TYPES_POLICY = 'klaberjass-table';

interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}
let policy: ScriptUrlPolicy | null | undefined;

/** The page's Trusted Types policy for worker URLs (created once); null where Trusted Types is absent or the name is not allowed. */
function trustedPolicy(): ScriptUrlPolicy | null {
  if (policy !== undefined) return policy;
  const tt = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: object): ScriptUrlPolicy } })
    .trustedTypes;
  policy = null;
  if (tt) {
    try {
      // only this module's own worker URLs (or an app's) pass: the policy is used for nothing else
      policy = tt.createPolicy(TRUSTED_TYPES_POLICY, { createScriptURL: (url: string) => url });
    } catch {
      policy = null;
    }
  }
  return policy;
}

/**
 * A module worker for `url`: through the Trusted Types policy first wherever the browser has
 * Trusted Types, because a page that enforces them refuses a plain URL and reports the refusal as a
 * violation at every start; `first` (the plain URL, in the form bundlers follow) where there is no
 * such policy (no Trusted Types, or a page that does not allow the name).
 */
function startWorker(url: URL | string, first: () => Worker): Worker {
  const tt = trustedPolicy();
  return tt ? new Worker(tt.createScriptURL(String(url)) as string, { type: 'module' }) : first();
}

function spawnDefault(): Worker {
  // the worker sits next to this module. One `new URL('./worker.js', import.meta.url)`, the form
  // bundlers follow (Vite, webpack 5, Parcel): they copy the file it names (a self-contained module)
  // once. A second one written inside `new Worker(…)` made Vite emit the worker twice, once copied
  // and once bundled again as a worker (issue 25, point 6).
  const url = new URL('./worker.js', import.meta.url);
  return startWorker(url, () => new Worker(url, { type: 'module' }));
}

function spawn(setting: AiClientOptions['worker']): Worker {
  if (setting === undefined || setting === true) return spawnDefault();
  if (typeof setting === 'function') return setting();
  const url = setting as URL | string;
  return startWorker(url, () => new Worker(url, { type: 'module' }));
}

const describeError = (e: unknown): string => (e instanceof Error ? `${e.name}: ${e.message}` : String(e));

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
  let reported = false;
  const report = (reason: string) => {
    if (reported || disposed) return;
    reported = true;
    console.warn(`klaberjass-table: the computer opponent runs on the main thread (${reason})`);
    options.onFallback?.(reason);
  };
  const fallBack = (reason: string) => {
    report(reason);
    if (worker) {
      worker.terminate();
      worker = null;
    }
    mode = 'main-thread';
    const waiting = [...pending.values()];
    pending.clear();
    for (const p of waiting) runLocally(p);
  };

  if (options.worker !== false && typeof Worker === 'undefined') {
    // Node and other hosts without workers run here as a matter of course; a page is told
    if (typeof document !== 'undefined') report('this page has no Worker');
  } else if (options.worker !== false) {
    try {
      const w = spawn(options.worker);
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
        fallBack(e.message ? `the worker failed: ${e.message}` : 'the worker script could not be loaded');
      };
      w.onmessageerror = () => fallBack('a message from the worker could not be read');
    } catch (e) {
      worker = null;
      mode = 'main-thread';
      report(`the worker could not be created: ${describeError(e)}`);
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
