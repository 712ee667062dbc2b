/**
 * Schema errors → violations: ajv's error list for a document the schema rejects, worded as one
 * readable `schema` violation per problem with its JSON Pointer (re-exported by parse.ts).
 */
import type { SchemaError } from './generated/schema-validator.js';
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

function show(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
  if (Array.isArray(v)) return 'a list';
  if (v === null) return 'null';
  if (typeof v === 'object') return 'an object';
  return String(v);
}

const TYPE_WORDS: Record<string, string> = {
  object: 'an object', array: 'a list', string: 'a string', integer: 'a whole number', number: 'a number', boolean: 'true or false',
};

const where = (path: string) => (path === '' ? 'The document' : `At ${path}`);
const BRANCH = /\/(oneOf|anyOf)\/\d+\/|^#\/then\//;

function describe(e: SchemaError, doc: unknown): { path: string; message: string } {
  const path = e.instancePath;
  const value = valueAt(doc, path);
  const p = e.params;
  switch (e.keyword) {
    case 'additionalProperties': {
      const key = String(p.additionalProperty);
      return { path: `${path}/${escapePointer(key)}`, message: `${where(path)}: unknown key "${key}"; the notation defines no such key here (only "meta" may hold keys of one's own).` };
    }
    case 'required':
      return { path, message: `${where(path)}: the required key "${String(p.missingProperty)}" is missing.` };
    case 'type': {
      const t = String(p.type);
      return { path, message: `${where(path)}: expected ${TYPE_WORDS[t] ?? t}, found ${show(value)}.` };
    }
    case 'pattern':
      return { path, message: `${where(path)}: ${show(value)} is not a card; a card is a rank (A, K, Q, J, 10, 9, 8 or 7) followed by a suit letter (S, H, D or C), such as "10H".` };
    case 'enum': {
      const allowed = (p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ');
      return { path, message: `${where(path)}: ${show(value)} is not allowed; expected one of ${allowed}.` };
    }
    case 'const':
      return { path, message: `${where(path)}: expected ${JSON.stringify(p.allowedValue)}, found ${show(value)}.` };
    case 'minItems':
    case 'maxItems': {
      const n = Array.isArray(value) ? value.length : 0;
      return { path, message: `${where(path)}: ${e.keyword === 'minItems' ? 'at least' : 'at most'} ${String(p.limit)} item${p.limit === 1 ? '' : 's'} expected, found ${n}.` };
    }
    case 'minimum':
      return { path, message: `${where(path)}: ${show(value)} is too small; the least allowed is ${String(p.limit)}.` };
    case 'dependentRequired':
      return { path, message: `${where(path)}: "bela" may only accompany a "play".` };
    case 'oneOf':
      if (path === '/rules') {
        return { path, message: typeof value === 'string'
          ? `At /rules: unknown rules preset ${show(value)}; the presets are "classic", "bela-501", "simple" and "schmeiss".`
          : 'At /rules: the rules must be a preset name or an object such as {"preset": "classic", "tie": "bete"}.' };
      }
      return { path, message: p.passingSchemas === null
        ? `${where(path)}: the move has no action; a move has exactly one of "bid", "exchange", "declare", "play" or "claim".`
        : `${where(path)}: the move has more than one action; a move has exactly one of "bid", "exchange", "declare", "play" or "claim".` };
    case 'anyOf':
      return { path, message: `${where(path)}: a player is dealt 9 cards (6 in a hand thrown in before the last three), found ${Array.isArray(value) ? value.length : 0}.` };
    case 'if':
      return { path, message: `${where(path)}: the hand has bids, but its turn-up card is not known; give the "deck" or "deal.turnUp".` };
    default:
      return { path, message: `${where(path)}: ${e.message ?? e.keyword}.` };
  }
}

/** Turn ajv's error list into one readable violation per problem. */
export function schemaViolations(errors: readonly SchemaError[], doc: unknown): Violation[] {
  const byPath = new Map<string, SchemaError[]>();
  for (const e of errors) {
    const list = byPath.get(e.instancePath);
    if (list) list.push(e); else byPath.set(e.instancePath, [e]);
  }
  const out: Violation[] = [];
  const seen = new Set<string>();
  const emit = (e: SchemaError) => {
    const d = describe(e, doc);
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
    if (type) { emit(type); continue; }
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
