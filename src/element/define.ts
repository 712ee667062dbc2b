/**
 * Registers `<klaberjass-table>`. Safe to load more than once (a second copy of this module, or a
 * page that already defined the tag, is left alone).
 */
import type { KjEventMap } from './events.js';
import { KlaberjassTable, TAG } from './klaberjass-table.js';
export { type OpponentWorker, setOpponentWorker } from './computer/worker-setting.js';

export { KlaberjassTable };
export type * from './public-types.js';

if (typeof customElements !== 'undefined' && !customElements.get(TAG)) {
  customElements.define('klaberjass-table', KlaberjassTable);
}

declare global {
  interface HTMLElementTagNameMap {
    'klaberjass-table': KlaberjassTable;
  }
  // the element's events, typed on every element (as lit and Shoelace do for theirs)
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends KjEventMap {}
}
