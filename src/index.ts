/**
 * klaberjass-table: the library entry point: the rules engine, the transcript notation and the
 * validator. The element is `klaberjass-table/element`; the engine alone is
 * `klaberjass-table/engine`.
 *
 * ```ts
 * import { validate } from 'klaberjass-table';
 * const verdict = validate(text); // { valid, violations, notes }
 * for (const v of verdict.violations) console.log(v.rule, v.path, v.message);
 * ```
 *
 * Only the names below are the public API (api/klaberjass-table.api.md pins them); each layer's
 * index.ts or internal.ts holds more for the project's own use.
 *
 * @packageDocumentation
 */

// the engine's public API
export * from './engine/index.js';

// the notation: the document's types, reading, writing, card and move strings
export type {
  Accept,
  BidMove,
  CardString,
  ClaimMove,
  DeclareMove,
  ExchangeMove,
  HandResultRecord,
  Mark,
  MoveCommon,
  PointPair,
  PlayMove,
  RulesSpec,
  TranscriptDeal,
  TranscriptDoc,
  TranscriptHand,
  TranscriptMeta,
  TranscriptMove,
  TranscriptStart,
  Violation,
  ViolationData,
} from './notation/types.js';
export {
  type ParseOptions,
  type ParseResult,
  DEFAULT_MAX_BYTES,
  MAX_NESTING,
  parseJsonText,
  parseTranscript,
} from './notation/parse.js';
export {
  type WritableHand,
  type WriteGameOptions,
  resultOf,
  rulesSpecOf,
  stringifyTranscript,
  writeGame,
  writeHand,
} from './notation/write.js';
export { TranscriptError, defineTranscript, isTranscript } from './notation/define.js';
export { cardsFromStrings, moveFromNotation } from './notation/convert.js';
export { cardsToStrings, moveToNotation } from './notation/notate.js';
export { type SchemaWording, schemaWordingEn } from './notation/schema-wording.js';

// the validator
export {
  type BelaWhy,
  type DealerReason,
  type GameEnd,
  type Note,
  type NoteData,
  type ReplayData,
  type ReplayedDocument,
  type ReplayedHand,
  type ReplayStep,
  type ValidateOptions,
  type ValidatorWording,
  type Verdict,
  type VerdictData,
  judge,
  replayDocument,
  validate,
  validatorWordingEn,
  wordReplay,
  wordVerdict,
} from './validator/index.js';

// Norwegian Bokmål wording of the engine's faults, the validator's verdict and the schema check
// (English is the default everywhere: engineWordingEn, validatorWordingEn, schemaWordingEn).
export { engineWordingNb } from './engine/wording-nb.js';
export { schemaWordingNb } from './notation/schema-wording-nb.js';
export { validatorWordingNb } from './validator/wording-nb.js';
