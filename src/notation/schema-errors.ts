/**
 * Schema errors → violations: ajv's error list for a document the schema rejects, as one
 * `schema` violation per problem with its JSON Pointer, as data (`schemaFaults`: the message key
 * of its sentence in the schema's wording and the facts; see src/engine/message.ts). parse.ts words
 * them; the validator words them with the rest of its verdict.
 */
import { type Message, messageFor } from '../engine/message.js';
import type { SchemaError } from './generated/schema-validator.js';
import type { SchemaWording } from './schema-wording.js';
import type { ViolationData } from './types.js';

/** A message of the schema's wording (its keys are `schema.…`: the validator catalogue's member `schema`). */
export const schemaMessage = messageFor<SchemaWording>('schema');
const sm = schemaMessage;

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

export { locate } from './pointer.js';
import { locate } from './pointer.js';

const BRANCH = /\/(oneOf|anyOf)\/\d+\/|^#\/then\//;

function describe(e: SchemaError, doc: unknown): { path: string; message: Message } {
  const path = e.instancePath;
  const value = valueAt(doc, path);
  const p = e.params;
  switch (e.keyword) {
    case 'additionalProperties': {
      const key = String(p.additionalProperty);
      return { path: `${path}/${escapePointer(key)}`, message: sm('unknownKey', path, key) };
    }
    case 'required':
      return { path, message: sm('requiredKey', path, String(p.missingProperty)) };
    case 'type':
      return { path, message: sm('wrongType', path, String(p.type), value) };
    case 'pattern':
      return { path, message: sm('notACard', path, value) };
    case 'enum':
      return { path, message: sm('notAllowed', path, value, p.allowedValues as unknown[]) };
    case 'const':
      return { path, message: sm('notConst', path, p.allowedValue, value) };
    case 'minItems':
    case 'maxItems':
      return {
        path,
        message: sm(
          'itemCount',
          path,
          e.keyword === 'minItems',
          p.limit as number,
          Array.isArray(value) ? value.length : 0,
        ),
      };
    case 'minimum':
      return { path, message: sm('tooSmall', path, value, p.limit as number) };
    case 'dependentRequired':
      return {
        path,
        message: p.property === 'accept' ? sm('acceptWithoutAsk', path) : sm('belaWithoutPlay', path),
      };
    case 'oneOf':
      if (path === '/rules')
        return { path, message: typeof value === 'string' ? sm('unknownPreset', value) : sm('rulesShape') };
      return { path, message: p.passingSchemas === null ? sm('moveNoAction', path) : sm('moveManyActions', path) };
    case 'anyOf':
      return { path, message: sm('dealtCount', path, Array.isArray(value) ? value.length : 0) };
    case 'if':
      return { path, message: sm('bidsWithoutTurnUp', path) };
    default:
      return { path, message: sm('other', path, e.message ?? e.keyword) };
  }
}

/**
 * A fact of a schema message as a short key: scalars as text, short lists of scalars (allowed
 * values) item by item, a value found in the document by its kind (at one path it is one value).
 */
function factKey(a: unknown): string {
  if (Array.isArray(a))
    return a.length <= 20 && a.every((x) => typeof x !== 'object' || x === null)
      ? `[${a.map(String).join(',')}]`
      : `[${a.length}]`;
  return a !== null && typeof a === 'object' ? '{…}' : `${typeof a}:${String(a)}`;
}

/**
 * Turn ajv's error list into one violation per problem, as data (parse.ts `schemaViolations` words
 * them). With `limit`, at most that many are made; the others are only counted, in
 * `counted.omitted` (and their place passed to `counted.at`), so that a document with 100,000s of
 * schema faults costs little more than counting them.
 */
export function schemaFaults(
  errors: readonly SchemaError[],
  doc: unknown,
  limit = Infinity,
  counted: { omitted: number; at?: (instancePath: string) => void } = { omitted: 0 },
): ViolationData[] {
  const byPath = new Map<string, SchemaError[]>();
  for (const e of errors) {
    const list = byPath.get(e.instancePath);
    if (list) list.push(e);
    else byPath.set(e.instancePath, [e]);
  }
  const out: ViolationData[] = [];
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
    const d = describe(e, doc);
    // the same sentence at the same place once: the same key with the same facts (a value found
    // there is the same value, whatever its size or depth: described by its kind only)
    const key = `${d.path}\n${d.message.key}\n${d.message.args.map(factKey).join('\n')}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ rule: 'schema', ...locate(d.path), path: d.path, key: d.message.key, args: d.message.args });
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
