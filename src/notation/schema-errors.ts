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

export const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
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
/** Whether a schema path lies inside a combinator's branch (a few dozen paths: each tested once). */
const branchOf = new Map<string, boolean>();
function inBranch(schemaPath: string): boolean {
  let b = branchOf.get(schemaPath);
  if (b === undefined) {
    b = BRANCH.test(schemaPath);
    if (branchOf.size < 1000) branchOf.set(schemaPath, b);
  }
  return b;
}

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

/** A fault's hand and move, as `locate` gives them from its path. */
export type FaultPlace = { hand?: number; move?: number };

/**
 * Where the faults past the cap are counted: how many, and the place of each (`at`: called at
 * least once for each path with a fault that is only counted, with its hand and move).
 */
export interface OmittedCount {
  omitted: number;
  /**
   * Set when some faults were neither listed nor counted: a part of the document had more than
   * `MAX_ERRORS` schema errors (the generated validator keeps only the first), so `omitted`
   * counts only those found among them; there were more.
   */
  uncounted?: true;
  at?: (instancePath: string, place: FaultPlace) => void;
}

/** `locate` for a path known to lie in hand `hand` (it starts with `/hands/${hand}`): no pattern needed. */
function placeInHand(path: string, hand: number, prefix: number): FaultPlace {
  if (!path.startsWith('/moves/', prefix)) return { hand };
  let i = prefix + 7;
  let move = 0;
  for (let c = path.charCodeAt(i); c >= 48 && c <= 57; c = path.charCodeAt(++i)) move = move * 10 + (c - 48);
  return i > prefix + 7 ? { hand, move } : { hand };
}

/**
 * Turns ajv's errors into one violation per problem, as data, slice by slice (`add`): a slice is
 * a part of ajv's error list that holds all the errors at each of its paths, such as one hand's
 * (see schema-by-hand.ts). At most `limit` violations are made; the others are only counted, in
 * `counted.omitted` (and their place passed to `counted.at`), so that a document with 100,000s
 * of schema faults costs little more than counting them.
 */
export class SchemaFaultList {
  readonly out: ViolationData[] = [];
  /** The sentences made so far, each once per place (see `make`). */
  private readonly seen = new Set<string>();
  constructor(
    private readonly doc: unknown,
    private readonly limit = Infinity,
    private readonly counted: OmittedCount = { omitted: 0 },
  ) {}

  /**
   * The faults of one slice of the error list, in the order of its paths' first errors.
   * `whole`: the list the slice is part of, when errors below /rules may lie outside the slice;
   * `hand`: the hand all its errors lie in, if they do.
   */
  add(errors: readonly SchemaError[], whole: readonly SchemaError[] = errors, hand?: number): void {
    this.hand = hand;
    this.handPrefix = hand === undefined ? 0 : `/hands/${hand}`.length;
    // grouped by path: a short slice (one hand's) by a look along it, a long one in a Map
    const paths: string[] = [];
    const lists: SchemaError[][] = [];
    const index = errors.length > 32 ? new Map<string, number>() : null;
    for (const e of errors) {
      const k = index ? index.get(e.instancePath) : paths.indexOf(e.instancePath);
      if (k !== undefined && k >= 0) lists[k].push(e);
      else {
        index?.set(e.instancePath, paths.length);
        paths.push(e.instancePath);
        lists.push([e]);
      }
    }
    for (let k = 0; k < paths.length; k++) this.atPath(paths[k], lists[k], whole);
  }

  /**
   * The faults of all the errors at one path: each unknown key; then the value's wrong type
   * alone, or each other error with a failed combinator (if, oneOf, anyOf) last. Errors inside
   * a combinator's branches are left out (the combinator's own sentence says it).
   */
  private atPath(path: string, list: readonly SchemaError[], whole: readonly SchemaError[]): void {
    let type: SchemaError | null = null;
    let combinator: SchemaError | null = null;
    const own: SchemaError[] = [];
    for (const e of list) {
      if (inBranch(e.schemaPath)) continue;
      if (e.keyword === 'additionalProperties') this.emit(path, e);
      else {
        own.push(e);
        if (e.keyword === 'type') type ??= e;
        else if (e.keyword === 'if' || e.keyword === 'oneOf' || e.keyword === 'anyOf') combinator ??= e;
      }
    }
    if (path === '/rules') {
      // the value matched neither a preset name nor an options object
      const oneOf = own.find((e) => e.keyword === 'oneOf');
      if (oneOf && !whole.some((e) => e.instancePath.startsWith('/rules/'))) this.emit(path, oneOf);
    } else if (type) this.emit(path, type);
    else {
      for (const e of own) {
        if (e.keyword === 'if' || e.keyword === 'oneOf' || e.keyword === 'anyOf') continue;
        // branch internals that lost their marker through an inlined $ref
        if (combinator && (e.keyword === 'required' || e.keyword === 'minItems' || e.keyword === 'maxItems')) continue;
        this.emit(path, e);
      }
      if (combinator) this.emit(path, combinator);
    }
    this.unworded = null;
  }

  /** The hand of the current slice's errors, if they lie in one, and the length of its path. */
  private hand: number | undefined;
  private handPrefix = 0;

  /** The keys (unknown or missing) of the faults counted past the cap at the current path, by keyword (`emit`). */
  private unworded: Map<string, Set<string>> | null = null;

  /**
   * A fault: made into a violation, or past the cap counted. The same (keyword, key) at one path
   * always gives the same sentence, so each is counted once per path.
   */
  private emit(path: string, e: SchemaError): void {
    if (this.out.length < this.limit) return this.make(e);
    const p = e.params;
    const key = String(p.additionalProperty ?? p.missingProperty ?? '');
    if (this.unworded === null) {
      this.unworded = new Map();
      this.counted.at?.(path, this.hand === undefined ? locate(path) : placeInHand(path, this.hand, this.handPrefix));
    }
    const keys = this.unworded.get(e.keyword);
    if (keys === undefined) this.unworded.set(e.keyword, new Set([key]));
    else if (keys.has(key)) return;
    else keys.add(key);
    this.counted.omitted++;
  }

  /** The violation of one error, unless the same sentence is already listed at its place. */
  private make(e: SchemaError): void {
    const d = describe(e, this.doc);
    // the same sentence at the same place once: the same key with the same facts (a value found
    // there is the same value, whatever its size or depth: described by its kind only)
    const key = `${d.path}\n${d.message.key}\n${d.message.args.map(factKey).join('\n')}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.out.push({ rule: 'schema', ...locate(d.path), path: d.path, key: d.message.key, args: d.message.args });
  }
}

/**
 * Turn ajv's error list into one violation per problem, as data (parse.ts `schemaViolations` words
 * them). With `limit`, at most that many are made; the others are only counted (`SchemaFaultList`).
 */
export function schemaFaults(
  errors: readonly SchemaError[],
  doc: unknown,
  limit = Infinity,
  counted: OmittedCount = { omitted: 0 },
): ViolationData[] {
  const list = new SchemaFaultList(doc, limit, counted);
  list.add(errors);
  return list.out;
}
