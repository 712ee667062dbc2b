/**
 * The element class without registering the tag (`klaberjass-table/element/class`): for apps that
 * define it under a name of their own, or register it themselves. `define.ts` registers it.
 */
export { KlaberjassTable, TAG } from './klaberjass-table.js';
export type {
  KjErrorDetail,
  KjGameEndDetail,
  KjHandEndDetail,
  KjMoveDetail,
  KjStepDetail,
  KjVerdictDetail,
  Mode,
} from './klaberjass-table.js';
export { type OpponentWorker, setOpponentWorker } from './controllers/worker-setting.js';
