/**
 * A fast, hand-written check that a value has the shape schemas/klaberjass.schema.json defines:
 * the common case (a well-formed document) is confirmed here in a fraction of the time the
 * generated validator needs, and only a document that fails it goes through the generated
 * validator, which then finds and words every error. So this check must never accept what the
 * schema rejects; rejecting more is harmless (ajv then decides). A test compares the two on
 * the conformance documents and on many mutated ones.
 */

type Obj = Record<string, unknown>;

const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

// Card strings without a regular expression: rank by its first character (10 by "1" + "0").
const SUIT_OK: boolean[] = [];
for (const s of 'SHDC') SUIT_OK[s.charCodeAt(0)] = true;
const RANK_OK: boolean[] = [];
for (const r of 'AKQJ987') RANK_OK[r.charCodeAt(0)] = true;

export function isCardString(v: unknown): boolean {
  if (typeof v !== 'string') return false;
  if (v.length === 2) return RANK_OK[v.charCodeAt(0)] === true && SUIT_OK[v.charCodeAt(1)] === true;
  return v.length === 3 && v.charCodeAt(0) === 49 && v.charCodeAt(1) === 48 && SUIT_OK[v.charCodeAt(2)] === true;
}

function cardList(v: unknown, min: number, max: number): boolean {
  if (!Array.isArray(v) || v.length < min || v.length > max) return false;
  for (let i = 0; i < v.length; i++) if (!isCardString(v[i])) return false;
  return true;
}

const isPlayer = (v: unknown) => v === 0 || v === 1;
const isSuit = (v: unknown) => v === 'S' || v === 'H' || v === 'D' || v === 'C';

function isPair(v: unknown): boolean {
  return Array.isArray(v) && v.length === 2 && isInt(v[0]) && v[0] >= 0 && isInt(v[1]) && v[1] >= 0;
}

const PRESETS = new Set(['classic', 'bela-501', 'simple', 'schmeiss']);
const ENUMS: Record<string, readonly unknown[]> = {
  tie: ['defender', 'bete', 'held-over'],
  sequenceRank: ['value', 'length'],
  sequenceTie: ['non-dealer', 'none'],
  sequenceScoring: ['all', 'best-only'],
  belaAnnounce: ['both', 'second'],
};
const BOOLEANS = new Set(['sequencesNeedTrick', 'schmeiss', 'claiming', 'bareJass']);

function rulesOk(v: unknown): boolean {
  if (typeof v === 'string') return PRESETS.has(v);
  if (!isObject(v)) return false;
  for (const k in v) {
    const x = v[k];
    if (k === 'preset') {
      if (!PRESETS.has(x as string)) return false;
    } else if (k === 'target') {
      if (!isInt(x) || x < 1) return false;
    } else if (BOOLEANS.has(k)) {
      if (typeof x !== 'boolean') return false;
    } else if (Object.hasOwn(ENUMS, k)) {
      if (!ENUMS[k].includes(x)) return false;
    } else return false;
  }
  return true;
}

function metaOk(v: unknown): boolean {
  if (!isObject(v)) return false;
  for (const k of ['title', 'date', 'source', 'annotator'])
    if (v[k] !== undefined && typeof v[k] !== 'string') return false;
  return true;
}

function isBid(v: unknown): boolean {
  switch (v) {
    case 'pass':
    case 'take':
    case 'S':
    case 'H':
    case 'D':
    case 'C':
    case 'schmeiss':
    case 'accept':
    case 'refuse':
      return true;
    default:
      return false;
  }
}

function isMark(v: unknown): boolean {
  switch (v) {
    case '!':
    case '?':
    case '!!':
    case '??':
    case '!?':
    case '?!':
      return true;
    default:
      return false;
  }
}

/** One move; sets `bid` when the move is a bid (for the hand's turn-up rule). */
function moveOk(m: unknown, seen: { bid: boolean }): boolean {
  if (!isObject(m)) return false;
  let actions = 0;
  let play = false,
    bela = false,
    ask = false,
    accept = false;
  for (const k in m) {
    const x = m[k];
    switch (k) {
      case 'play':
        if (!isCardString(x)) return false;
        actions++;
        play = true;
        break;
      case 'bid':
        if (!isBid(x)) return false;
        actions++;
        seen.bid = true;
        break;
      case 'player':
        if (!isPlayer(x)) return false;
        break;
      case 'bela':
        if (typeof x !== 'boolean') return false;
        bela = true;
        break;
      case 'comment':
        if (typeof x !== 'string') return false;
        break;
      case 'mark':
        if (!isMark(x)) return false;
        break;
      case 'ask':
        if (typeof x !== 'string') return false;
        ask = true;
        break;
      case 'accept':
        if (x !== 'recorded' && x !== 'legal' && x !== 'best') return false;
        accept = true;
        break;
      case 'exchange':
        if (!isCardString(x)) return false;
        actions++;
        break;
      case 'declare': {
        if (!Array.isArray(x)) return false;
        for (const run of x) if (!cardList(run, 0, Infinity)) return false;
        actions++;
        break;
      }
      case 'claim':
        if (x !== true) return false;
        actions++;
        break;
      default:
        return false;
    }
  }
  return actions === 1 && (!bela || play) && (!accept || ask);
}

function dealOk(v: unknown): boolean {
  if (!isObject(v)) return false;
  for (const k in v) {
    const x = v[k];
    if (k === 'turnUp' || k === 'bottom') {
      if (!isCardString(x)) return false;
    } else if (k === 'hands') {
      if (!Array.isArray(x) || x.length !== 2) return false;
      for (const h of x)
        if (!cardList(h, 6, 9) || (h as unknown[]).length === 7 || (h as unknown[]).length === 8) return false;
    } else return false;
  }
  return true;
}

function startOk(v: unknown): boolean {
  if (!isObject(v)) return false;
  if (v.trump === undefined || v.taker === undefined || v.leader === undefined || v.hands === undefined) return false;
  for (const k in v) {
    const x = v[k];
    if (k === 'trump') {
      if (!isSuit(x)) return false;
    } else if (k === 'taker' || k === 'leader') {
      if (!isPlayer(x)) return false;
    } else if (k === 'hands') {
      if (!Array.isArray(x) || x.length !== 2) return false;
      for (const h of x) if (!cardList(h, 0, 9)) return false;
    } else if (k === 'points' || k === 'tricks') {
      if (!isPair(x)) return false;
    } else return false;
  }
  return true;
}

function handResultOk(v: unknown): boolean {
  if (!isObject(v)) return false;
  for (const k in v) {
    const x = v[k];
    if (k === 'lastTrick') {
      if (!isPlayer(x)) return false;
    } else if (k === 'cards' || k === 'sequences' || k === 'bela' || k === 'points' || k === 'score') {
      if (!isPair(x)) return false;
    } else return false;
  }
  return true;
}

function handOk(h: unknown): boolean {
  if (!isObject(h)) return false;
  if (h.dealer === undefined) return false;
  const seen = { bid: false };
  for (const k in h) {
    const x = h[k];
    switch (k) {
      case 'dealer':
      case 'taker':
        if (!isPlayer(x)) return false;
        break;
      case 'deck':
        if (!cardList(x, 32, 32)) return false;
        break;
      case 'moves': {
        if (!Array.isArray(x)) return false;
        for (let i = 0; i < x.length; i++) if (!moveOk(x[i], seen)) return false;
        break;
      }
      case 'deal':
        if (!dealOk(x)) return false;
        break;
      case 'start':
        if (!startOk(x)) return false;
        break;
      case 'result':
        if (!handResultOk(x)) return false;
        break;
      case 'trump':
        if (!isSuit(x)) return false;
        break;
      case 'comment':
        if (typeof x !== 'string') return false;
        break;
      default:
        return false;
    }
  }
  // bids need a known turn-up card: the deck, or the deal's turnUp
  if (seen.bid && h.deck === undefined && !(isObject(h.deal) && h.deal.turnUp !== undefined)) return false;
  return true;
}

/**
 * True only when the value certainly satisfies the transcript schema. False means "not
 * confirmed": the generated validator must decide (and explain).
 */
export function quickSchemaCheck(doc: unknown): boolean {
  if (!isObject(doc)) return false;
  if (doc.format !== 'klaberjass' || doc.version !== 1) return false;
  const players = doc.players;
  if (
    !Array.isArray(players) ||
    players.length !== 2 ||
    typeof players[0] !== 'string' ||
    typeof players[1] !== 'string'
  )
    return false;
  const hands = doc.hands;
  if (!Array.isArray(hands)) return false;
  for (const k in doc) {
    const x = doc[k];
    switch (k) {
      case 'format':
      case 'version':
      case 'players':
      case 'hands':
        break;
      case '$schema':
        if (typeof x !== 'string') return false;
        break;
      case 'rules':
        if (!rulesOk(x)) return false;
        break;
      case 'meta':
        if (!metaOk(x)) return false;
        break;
      case 'result': {
        if (!isObject(x)) return false;
        for (const r in x) {
          if (r === 'totals') {
            if (!isPair(x[r])) return false;
          } else if (r === 'winner') {
            if (x[r] !== 0 && x[r] !== 1 && x[r] !== null) return false;
          } else return false;
        }
        break;
      }
      default:
        return false;
    }
  }
  for (let i = 0; i < hands.length; i++) if (!handOk(hands[i])) return false;
  return true;
}
