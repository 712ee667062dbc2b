/**
 * The optional parts of the validator: code only some documents need, given to `runDocument`
 * (replay.ts) explicitly. The library's `validate` and `replayDocument` give both; the element
 * loads each with a plain `import()` the first time a document needs it.
 */
export interface ValidatorParts {
  /** The schema check and the JSON text reader (src/notation/schema-check.ts): input the quick shape check rejects, and text. */
  schema?: typeof import('../notation/schema-check.js');
  /** The code for documents out of the ordinary (src/validator/unusual.ts). */
  unusual?: typeof import('./unusual.js');
}

/** The name of an optional part. */
export type PartName = keyof ValidatorParts;
