/**
 * All that a document the quick shape check (shape.ts) rejects needs: the generated schema
 * validator and the wording of its errors, and the reader of JSON text that locates syntax errors. The element bundle loads this module as one lazy chunk
 * (see schema-lazy.ts); everywhere else its parts are ordinary static imports.
 */
export { validateSchema } from './generated/schema-validator.js';
export { schemaFaults } from './schema-errors.js';
export { checkSchema } from './schema-by-hand.js';
export { readJsonText, readJsonTextConfirmed } from './json-text.js';
