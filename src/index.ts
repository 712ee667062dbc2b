/**
 * klaberjass-table: the library entry point — the rules engine, the transcript notation and
 * the validator. The element is `klaberjass-table/element`; the engine alone is
 * `klaberjass-table/engine`.
 */
export * from './engine/index.js';
export * from './notation/index.js';
export * from './validator/index.js';
