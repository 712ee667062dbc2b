/**
 * Helpers for the engine tests: readable fixed decks built from card strings, and small
 * wrappers that apply moves and fail the test with the engine's own message when a move that
 * should be legal is refused.
 */
import { expect } from '@open-wc/testing';
import {
  type Card,
  type GameState,
  type HandState,
  type Message,
  type Move,
  type Player,
  type Rules,
  type Result,
  type RulesInput,
  type Suit,
  apply,
  cardName,
  engineWordingEn,
  handFromDeck,
  parseCard,
  rulesOf,
  wordMessage,
} from '../../src/engine/internal.js';

/** One card from its notation string; throws on a typo so a test never runs on a wrong card. */
export function c(s: string): Card {
  const card = parseCard(s);
  if (card < 0) throw new Error(`test helper: "${s}" is not a card`);
  return card;
}

/** Cards from a space-separated list: `cs('JH 9H AH')`. */
export function cs(list: string): Card[] {
  return list.trim().split(/\s+/).filter(Boolean).map(c);
}

/** Card names of a list of cards (for readable assertions). */
export const names = (cards: readonly Card[]): string[] => cards.map(cardName);

export interface DeckSpec {
  /** The non-dealer's nine cards in the order received: the first six, then the three more. */
  nonDealer: string;
  /** The dealer's nine cards in the order received. */
  dealer: string;
  turnUp: string;
  /** The bottom card (deck position 31); defaults to the last unused card. */
  bottom?: string;
}

/**
 * A full 32-card deck (top card first) that deals exactly the given hands:
 * positions 0-2 and 6-8 non-dealer, 3-5 and 9-11 dealer, 12 turn-up, 13-15 non-dealer,
 * 16-18 dealer, 31 bottom; the stock between is the unused cards in card order.
 */
export function deckOf(spec: DeckSpec): Card[] {
  const nd = cs(spec.nonDealer),
    dl = cs(spec.dealer);
  if (nd.length !== 9 || dl.length !== 9) throw new Error('test helper: each player needs 9 cards');
  const deck: Card[] = [
    ...nd.slice(0, 3),
    ...dl.slice(0, 3),
    ...nd.slice(3, 6),
    ...dl.slice(3, 6),
    c(spec.turnUp),
    ...nd.slice(6, 9),
    ...dl.slice(6, 9),
  ];
  const used = new Set(deck);
  if (spec.bottom) used.add(c(spec.bottom));
  if (used.size !== (spec.bottom ? 20 : 19)) throw new Error('test helper: a card is dealt twice');
  for (let x = 0; x < 32; x++) if (!used.has(x)) deck.push(x);
  if (spec.bottom) deck.push(c(spec.bottom));
  return deck;
}

/** A hand dealt from a readable deck; dealer 1 by default, so player 0 is the non-dealer. */
export function dealt(
  spec: DeckSpec & { rules?: RulesInput | Rules; dealerIs?: Player; before?: [number, number]; pot?: number },
): HandState {
  // a resolved Rules object is itself a valid preset-plus-overrides input
  const rules = rulesOf((spec.rules ?? 'classic') as RulesInput);
  return handFromDeck(rules, spec.dealerIs ?? 1, deckOf(spec), spec.before ?? [0, 0], spec.pot ?? 0);
}

/** Shorthand move builders. */
export const bid = (b: Extract<Move, { type: 'bid' }>['bid']): Move => ({ type: 'bid', bid: b });
export const play = (card: string, bela?: boolean): Move =>
  bela ? { type: 'play', card: c(card), bela: true } : { type: 'play', card: c(card) };
export const declare = (player: Player, ...runs: string[]): Move => ({ type: 'declare', player, runs: runs.map(cs) });
export const exchange = (card: string, player?: Player): Move =>
  player === undefined ? { type: 'exchange', card: c(card) } : { type: 'exchange', card: c(card), player };
export const claim = (player?: Player): Move => (player === undefined ? { type: 'claim' } : { type: 'claim', player });

/** Apply moves one after another; a refused move fails the test with the rule and message. */
export function run<S extends HandState | GameState>(s: S, ...moves: (Move | string)[]): S {
  let cur = s;
  for (const m of moves) {
    const move = typeof m === 'string' ? toMove(m) : m;
    const r = apply(cur, move);
    if (!r.ok) throw new Error(`move ${JSON.stringify(move)} refused: ${r.error.rule}: ${r.error.message}`);
    cur = r.value;
  }
  return cur;
}

/** "take", "pass", "H" are bids; anything else is a card to play ("AS", or "KH!" to announce bela). */
function toMove(m: string): Move {
  if (['take', 'pass', 'schmeiss', 'accept', 'refuse', 'S', 'H', 'D', 'C'].includes(m)) return bid(m as 'take');
  if (m.endsWith('!')) return play(m.slice(0, -1), true);
  return play(m);
}

/** Play the given cards (strings, "!" suffix for bela) from a hand in play. */
export function plays(s: HandState, list: string): HandState {
  return run(s, ...list.trim().split(/\s+/));
}

/** Expect a move to be refused with the given rule; returns the fault for more checks. */
export function refused(
  s: HandState,
  m: Move,
  rule: string,
): { rule: string; message: string; cards?: Card[]; player?: Player } {
  const r = apply(s, m);
  expect(r.ok, `expected ${JSON.stringify(m)} to be refused (${rule})`).to.equal(false);
  if (r.ok) throw new Error('unreachable');
  expect(r.error.rule).to.equal(rule);
  expect(r.error.message).to.be.a('string').and.not.equal('');
  return r.error;
}

export const suitIndex = (letter: 'S' | 'H' | 'D' | 'C'): Suit => 'SHDC'.indexOf(letter) as Suit;

/** The English sentence of a failed engine result's message (null when it succeeded). */
export function errorText(r: Result<unknown, Message>): string | null {
  return r.ok ? null : wordMessage(r.error, engineWordingEn);
}
