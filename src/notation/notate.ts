/**
 * Engine values written in the notation: cards as strings ("10H") and moves as transcript moves.
 * The other direction (reading) is convert.ts; writing is only needed where transcripts are made
 * (write.ts, the table in play mode), so the two directions are separate modules.
 */
import { type Card, type Move, type Player, cardName } from '../engine/internal.js';
import type { CardString, TranscriptMove } from './types.js';

/** The strings of cards ("10H", "JS"), in the same order. */
export function cardsToStrings(cards: readonly Card[]): CardString[] {
  return cards.map(cardName);
}

/** The notation of an engine move (the game-level `next` has none: it is written as a new hand). */
export function moveToNotation(m: Move): TranscriptMove {
  let out: TranscriptMove;
  switch (m.type) {
    case 'bid':
      out = { bid: m.bid };
      break;
    case 'exchange':
      out = { exchange: cardName(m.card) };
      break;
    case 'declare':
      out = { declare: m.runs.map((r) => r.map(cardName)) };
      break;
    case 'play':
      out = m.bela ? { play: cardName(m.card), bela: true } : { play: cardName(m.card) };
      break;
    case 'claim':
      out = { claim: true };
      break;
    default:
      throw new Error('A "next" move has no notation: it starts a new hand.');
  }
  if (m.player !== undefined) out.player = m.player as Player;
  return out;
}
