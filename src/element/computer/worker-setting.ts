/**
 * Where the tables' computer player runs: the one setting an app may make for every table on the
 * page (`setOpponentWorker`). By default the worker is `dist/worker.js` beside the module that
 * starts it, written so that Vite, webpack 5 and Parcel bundle it; an app bundled otherwise (or
 * serving the worker elsewhere) passes the worker's URL or a function that creates it. `false`
 * keeps the computer on the main thread.
 */
export type OpponentWorker = URL | string | (() => Worker) | false;

let setting: OpponentWorker | undefined;

/** Sets how every table starts the computer player's worker (undefined: the default). */
export function setOpponentWorker(worker: OpponentWorker | undefined): void {
  setting = worker;
}

/** The app's setting (undefined: the default `./worker.js`). */
export function opponentWorker(): OpponentWorker | undefined {
  return setting;
}
