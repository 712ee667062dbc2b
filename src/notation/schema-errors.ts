/**
 * Schema errors → violations: ajv's error list for a document the schema rejects, worded as one
 * readable `schema` violation per problem with its JSON Pointer (re-exported by parse.ts).
 */
import type { SchemaError } from './generated/schema-validator.js';
import { type SchemaWording, schemaWordingEn } from './schema-wording.js';
import type { Violation } from './types.js';

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const unescapePointer = (key: string) => key.replace(/~1/g, '/').replace(/~0/g, '~');

/** The value at a JSON Pointer, or undefined. */
export function valueAt(doc: unknown, pointer: string): unknown {
  if (pointer === '') return doc;
  let cur: unknown = doc;
  for (const raw of pointer.slice(1).split('/')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[unescapePointer(raw)];
  }
  return cur;
}

/** Hand and move indices named by a pointer such as /hands/2/moves/7/play. */
export function locate(path: string): { hand?: number; move?: number } {
  const m = /^\/hands\/(\d+)(?:\/moves\/(\d+))?/.exec(path);
  if (!m) return {};
  return m[2] !== undefined ? { hand: Number(m[1]), move: Number(m[2]) } : { hand: Number(m[1]) };
}

const BRANCH = /\/(oneOf|anyOf)\/\d+\/|^#\/then\//;

function describe(e: SchemaError, doc: unknown, w: SchemaWording): { path: string; message: string } {
  const path = e.instancePath;
  const value = valueAt(doc, path);
  const p = e.params;
  switch (e.keyword) {
    case 'additionalProperties': {
      const key = String(p.additionalProperty);
      return { path: `${path}/${escapePointer(key)}`, message: w.unknownKey(path, key) };
    }
    case 'required':
      return { path, message: w.requiredKey(path, String(p.missingProperty)) };
    case 'type':
      return { path, message: w.wrongType(path, String(p.type), value) };
    case 'pattern':
      return { path, message: w.notACard(path, value) };
    case 'enum':
      return { path, message: w.notAllowed(path, value, p.allowedValues as unknown[]) };
    case 'const':
      return { path, message: w.notConst(path, p.allowedValue, value) };
    case 'minItems':
    case 'maxItems':
      return {
        path,
        message: w.itemCount(
          path,
          e.keyword === 'minItems',
          p.limit as number,
          Array.isArray(value) ? value.length : 0,
        ),
      };
    case 'minimum':
      return { path, message: w.tooSmall(path, value, p.limit as number) };
    case 'dependentRequired':
      return { path, message: p.property === 'accept' ? w.acceptWithoutAsk(path) : w.belaWithoutPlay(path) };
    case 'oneOf':
      if (path === '/rules')
        return { path, message: typeof value === 'string' ? w.unknownPreset(value) : w.rulesShape() };
      return { path, message: p.passingSchemas === null ? w.moveNoAction(path) : w.moveManyActions(path) };
    case 'anyOf':
      return { path, message: w.dealtCount(path, Array.isArray(value) ? value.length : 0) };
    case 'if':
      return { path, message: w.bidsWithoutTurnUp(path) };
    default:
      return { path, message: w.other(path, e.message ?? e.keyword) };
  }
}

/**
 * Turn ajv's error list into one readable violation per problem (in the wording given, default
 * English). With `limit`, at most that many are worded; the others are only counted, in
 * `counted.omitted` (and their place passed to `counted.at`), so that a document with 100,000s of
 * schema faults costs little more than counting them.
 */
export function schemaViolations(
  errors: readonly SchemaError[],
  doc: unknown,
  wording: SchemaWording = schemaWordingEn,
  limit = Infinity,
  counted: { omitted: number; at?: (instancePath: string) => void } = { omitted: 0 },
): Violation[] {
  const byPath = new Map<string, SchemaError[]>();
  for (const e of errors) {
    const list = byPath.get(e.instancePath);
    if (list) list.push(e);
    else byPath.set(e.instancePath, [e]);
  }
  const out: Violation[] = [];
  const seen = new Set<string>();
  const unworded = new Set<string>();
  const emit = (e: SchemaError) => {
    if (out.length >= limit) {
      // the same (path, keyword, key) always gives the same sentence: count each once
      const p = e.params;
      const key = `${e.instancePath}\n${e.keyword}\n${String(p.additionalProperty ?? p.missingProperty ?? '')}`;
      if (!unworded.has(key)) {
        unworded.add(key);
        counted.omitted++;
        counted.at?.(e.instancePath);
      }
      return;
    }
    const d = describe(e, doc, wording);
    const key = `${d.path}\n${d.message}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ rule: 'schema', ...locate(d.path), path: d.path, message: d.message });
  };
  for (const [path, list] of byPath) {
    const own = list.filter((e) => !BRANCH.test(e.schemaPath));
    for (const e of own) if (e.keyword === 'additionalProperties') emit(e);
    const rest = own.filter((e) => e.keyword !== 'additionalProperties');
    if (path === '/rules') {
      // the value matched neither a preset name nor an options object
      const deeper = errors.some((e) => e.instancePath.startsWith('/rules/'));
      const oneOf = rest.find((e) => e.keyword === 'oneOf');
      if (oneOf && !deeper) emit(oneOf);
      continue;
    }
    const type = rest.find((e) => e.keyword === 'type');
    if (type) {
      emit(type);
      continue;
    }
    const combinator = rest.find((e) => e.keyword === 'if' || e.keyword === 'oneOf' || e.keyword === 'anyOf');
    for (const e of rest) {
      if (e.keyword === 'if' || e.keyword === 'oneOf' || e.keyword === 'anyOf') continue;
      // branch internals that lost their marker through an inlined $ref
      if (combinator && (e.keyword === 'required' || e.keyword === 'minItems' || e.keyword === 'maxItems')) continue;
      emit(e);
    }
    if (combinator) emit(combinator);
  }
  return out;
}
