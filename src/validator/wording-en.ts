/**
 * The English catalogues together: in the element bundle this module is the lazy chunk that
 * wording-lazy.ts loads; elsewhere nothing imports it.
 */
export { engineWordingEn } from '../engine/wording.js';
export { schemaWordingEn } from '../notation/schema-wording.js';
export { validatorWordingEn } from './wording.js';
