/**
 * klaberjass-table: the library entry point — the rules engine, the transcript notation and
 * the validator. The element is `klaberjass-table/element`; the engine alone is
 * `klaberjass-table/engine`.
 */
export * from './engine/index.js';
export * from './notation/index.js';
export * from './validator/index.js';
// Norwegian Bokmål wording of the engine's faults, the validator's verdict and the schema check
// (English is the default everywhere: engineWordingEn, validatorWordingEn, schemaWordingEn).
export { engineWordingNb } from './engine/wording-nb.js';
export { schemaWordingNb } from './notation/schema-wording-nb.js';
export { validatorWordingNb } from './validator/wording-nb.js';
