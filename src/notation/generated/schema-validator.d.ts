// Hand-written type declarations for the generated module schema-validator.js
// (built by `node scripts/build-schema.mjs` from schemas/klaberjass.schema.json).

/** One schema violation, as reported by ajv. */
export interface SchemaError {
  /** JSON Pointer to the offending value in the document ("" for the root). */
  instancePath: string;
  /** Location of the failing keyword, relative to the schema (or to the $defs entry it came from). */
  schemaPath: string;
  /** The failing keyword, such as "type", "pattern", "required" or "additionalProperties". */
  keyword: string;
  /** Keyword-specific details, e.g. { additionalProperty: "foo" } or { missingProperty: "dealer" }. */
  params: Record<string, unknown>;
  /** A short English description of the failure. */
  message?: string;
}

/** Where a value checked on its own lies in its document (ajv's data context). */
export interface SchemaDataContext {
  /** JSON Pointer of the value in the document: the prefix of its errors' paths. */
  instancePath: string;
  parentData: unknown;
  parentDataProperty: string | number;
  rootData: unknown;
}

/** A precompiled validator: returns true when the value has the shape of a transcript. */
export interface SchemaValidateFunction {
  (data: unknown, context?: SchemaDataContext): boolean;
  /**
   * Errors of the most recent call: every violation (allErrors) up to the first `MAX_ERRORS`,
   * or null after a pass.
   */
  errors: SchemaError[] | null;
  /** How many errors the most recent call found: more than `errors` holds when it was cut at `MAX_ERRORS`. */
  count: number;
}

/** Most errors a call keeps in `errors` (all are counted in `count`): bounds the memory of any document's errors. */
export declare const MAX_ERRORS: number;

/** Checks a value against the Klaberjass transcript schema (notation version 1). */
export declare const validateSchema: SchemaValidateFunction;

/**
 * Checks a value against the schema without looking inside its hands (`hands` must be an array):
 * with `validateHand` on each hand, the errors `validateSchema` finds, hand by hand.
 */
export declare const validateTop: SchemaValidateFunction;

/** Checks one hand (`$defs/hand`); give its place in `context` for the errors' paths. */
export declare const validateHand: SchemaValidateFunction;
