/**
 * Module Web Worker entry of the computer opponent. Messages in: `AiRequest`; messages out:
 * `AiResponse` with the same `id`. Spawned by client.ts; usable directly as
 * `new Worker(new URL('./worker.js', import.meta.url), { type: 'module' })`.
 */
import { handleRequest } from './protocol.js';
import type { AiRequest } from './protocol.js';

interface WorkerScope {
  onmessage: ((e: { data: AiRequest }) => void) | null;
  postMessage(message: unknown): void;
}

const scope = globalThis as unknown as WorkerScope;
scope.onmessage = (e) => {
  scope.postMessage(handleRequest(e.data));
};
scope.postMessage({ id: -1, ok: true, value: 'ready' });
