/**
 * Conversions between the notation's strings ("10H", {"play": "AS"}) and the engine's integers
 * and moves. Total functions: anything that is not a card or a move gives -1 or null.
 */
import { type Card, type Move, type Player, SUIT_LETTERS, isObject, parseCard } from '../engine/internal.js';
import type { BidValue } from '../engine/types.js';
import type { PointPair, TranscriptMove } from './types.js';

/** Parse a list of card strings; null when the value is not a list of cards. */
export function cardsFromStrings(list: unknown): Card[] | null {
  if (!Array.isArray(list)) return null;
  const out: Card[] = [];
  for (const s of list) {
    const c = parseCard(s);
    if (c < 0) return null;
    out.push(c);
  }
  return out;
}

const BIDS: ReadonlySet<string> = new Set(['take', 'pass', 'schmeiss', 'accept', 'refuse', ...SUIT_LETTERS]);

/** A player index from the document, or undefined when absent or not 0/1. */
export function playerOf(v: unknown): Player | undefined {
  return v === 0 || v === 1 ? v : undefined;
}

export function isPair(v: unknown): v is PointPair {
  return (
    Array.isArray(v) && v.length === 2 && Number.isInteger(v[0]) && Number.isInteger(v[1]) && v[0] >= 0 && v[1] >= 0
  );
}

/**
 * The engine move a notation move stands for, or null when it cannot be read (no action, two
 * actions, an unknown bid, something that is not a card). A `player` that is not 0 or 1 is
 * left out (the schema reports it).
 */
export function moveFromNotation(m: TranscriptMove | unknown): Move | null {
  if (!isObject(m)) return null;
  const o = m as Record<string, unknown>;
  const player = playerOf(o.player);
  const bid = o.bid,
    exchange = o.exchange,
    declare = o.declare,
    play = o.play,
    claim = o.claim;
  const actions =
    (bid !== undefined ? 1 : 0) +
    (exchange !== undefined ? 1 : 0) +
    (declare !== undefined ? 1 : 0) +
    (play !== undefined ? 1 : 0) +
    (claim !== undefined ? 1 : 0);
  if (actions !== 1) return null;
  let move: Move;
  if (play !== undefined) {
    const card = parseCard(play);
    if (card < 0) return null;
    move = o.bela === true ? { type: 'play', card, bela: true } : { type: 'play', card };
  } else if (bid !== undefined) {
    if (typeof bid !== 'string' || !BIDS.has(bid)) return null;
    move = { type: 'bid', bid: bid as BidValue };
  } else if (exchange !== undefined) {
    const card = parseCard(exchange);
    if (card < 0) return null;
    move = { type: 'exchange', card };
  } else if (declare !== undefined) {
    if (!Array.isArray(declare)) return null;
    const runs: Card[][] = [];
    for (const run of declare) {
      const cards = cardsFromStrings(run);
      if (!cards) return null;
      runs.push(cards);
    }
    move = { type: 'declare', runs };
  } else {
    if (claim !== true) return null;
    move = { type: 'claim' };
  }
  if (player !== undefined) move.player = player;
  return move;
}
