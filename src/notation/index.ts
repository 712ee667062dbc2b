/**
 * The transcript notation, version 1: reading (schema check, typed document), writing (games
 * played by the engine, stable JSON text) and the card and move conversions between the
 * notation's strings and the engine's integers. See docs/notation.md.
 */
export * from './types.js';
export { cardsFromStrings, isPair, moveFromNotation, playerOf } from './convert.js';
export { cardsToStrings, moveToNotation } from './notate.js';
export {
  type ParseOptions,
  type ParseResult,
  DEFAULT_MAX_BYTES,
  MAX_NESTING,
  canonicalDoc,
  locate,
  parseJsonText,
  parseTranscript,
  readJsonText,
  schemaFaults,
  schemaMessage,
  schemaViolations,
  valueAt,
} from './parse.js';
export {
  type WritableHand,
  type WriteGameOptions,
  resultOf,
  rulesSpecOf,
  stringifyTranscript,
  writeGame,
  writeHand,
} from './write.js';
export { isolateName, needsIsolation } from './bidi.js';
export { isCardString, quickSchemaCheck } from './shape.js';
export { type SchemaWording, schemaWordingEn } from './schema-wording.js';
export { validateSchema } from './generated/schema-validator.js';
