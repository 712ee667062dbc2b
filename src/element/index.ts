/**
 * The element class without registering the tag (`klaberjass-table/element/class`): for apps that
 * define it under a name of their own, or register it themselves. `define.ts` registers it.
 */
import type { KjEventMap } from './events.js';

export { KlaberjassTable, TAG } from './klaberjass-table.js';
export type * from './public-types.js';
export { type OpponentWorker, setOpponentWorker } from './computer/worker-setting.js';
export { loadLanguage } from './i18n/index.js';

declare global {
  // the element's events, typed on every element (as in define.ts)
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends KjEventMap {}
}
