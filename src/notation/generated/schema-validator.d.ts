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

/** A precompiled validator: returns true when the value has the shape of a transcript. */
export interface SchemaValidateFunction {
  (data: unknown): boolean;
  /** Errors of the most recent call: every violation (allErrors), or null after a pass. */
  errors: SchemaError[] | null;
}

/** Checks a value against the Klaberjass transcript schema (notation version 1). */
export declare const validateSchema: SchemaValidateFunction;
