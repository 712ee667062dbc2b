/**
 * The validator's extras together: the English catalogues (engine, validator, schema) and the code
 * for documents out of the ordinary (unusual.ts). In the element bundle this module is the lazy
 * chunk that extras-lazy.ts loads; elsewhere nothing imports it.
 */
export { engineWordingEn } from '../engine/wording.js';
export { schemaWordingEn } from '../notation/schema-wording.js';
export { validatorWordingEn } from './wording.js';
export { checkSheet, fromStart, isLater, naturalMeaning, reconstruct, reportResult } from './unusual.js';
