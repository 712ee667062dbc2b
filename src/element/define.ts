/**
 * Registers `<klaberjass-table>`. Safe to load more than once (a second copy of this module, or a
 * page that already defined the tag, is left alone).
 */
import { KlaberjassTable, TAG } from './klaberjass-table.js';
export { type OpponentWorker, setOpponentWorker } from './controllers/worker-setting.js';

export { KlaberjassTable };
export type {
  KjErrorDetail,
  KjGameEndDetail,
  KjHandEndDetail,
  KjMoveDetail,
  KjStepDetail,
  KjVerdictDetail,
  Mode,
} from './klaberjass-table.js';

if (typeof customElements !== 'undefined' && !customElements.get(TAG)) {
  customElements.define('klaberjass-table', KlaberjassTable);
}

declare global {
  interface HTMLElementTagNameMap {
    'klaberjass-table': KlaberjassTable;
  }
}
