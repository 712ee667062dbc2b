/**
 * The wording of the engine's faults and errors: one function per sentence, given the players'
 * names and the cards, suits and numbers it mentions (cards as card ints, suits as 0..3). The
 * engine never builds a sentence itself: `faultsOf`, `resolveRules`, `newHand`,
 * `handFromPosition`, `checkDeck` and `startPlay` give messages (a key of this catalogue and its
 * facts, see message.ts); `apply`, `explain` and `wordFault` word them (default English), and so
 * does `wordMessage(message, catalogue, names)`.
 *
 * English is here; other languages are separate modules (wording-nb.ts) so that a bundle that
 * does not use them does not carry them. A catalogue is plain data: immutable, shared freely.
 */
import { type Card, type Suit, cardName } from './cards.js';
import { DEFAULT_NAMES, type Names } from './names.js';
import type { BidValue } from './types.js';

/** Where a card that is not a card was given when a hand is dealt from cards. */
export type DealSlot = { player: 0 | 1 } | 'turn-up' | 'bottom';

/** A catalogue of the engine's sentences, one function per fault or error (`engineWordingEn`, `engineWordingNb`). */
export interface EngineWording {
  /** The language tag of the catalogue ("en", "nb"). */
  readonly lang: string;
  /** The players' names when none are given. */
  readonly players: Names;

  // ---- cards and suits (for sentences of other layers too)
  card(c: Card): string;
  /** A list of cards ("AS, 10H" / "spar ess og hjerter tier"). */
  cards(cs: readonly Card[]): string;
  suit(s: Suit | number): string;
  /** A run of cards as written in a declaration ("QS JS 10S"). */
  run(cs: readonly Card[]): string;

  // ---- decks, deals and positions (errors: the validator puts them after its own sentence)
  deckSize(n: number): string;
  notACard(value: string): string;
  deckTwice(c: Card): string;
  notACardAt(where: DealSlot, value: string): string;
  dealtTwice(c: Card): string;
  dealtCount(player: 0 | 1, partial: boolean, n: number): string;
  positionUneven(a: number, b: number): string;
  positionSize(n: number): string;
  heldTwice(c: Card): string;
  trumpTooLate(): string;
  trumpInvalid(): string;

  // ---- rules
  unknownPreset(name: string, known: readonly string[]): string;
  rulesNotObject(): string;
  unknownOption(key: string, known: readonly string[]): string;
  optionNotWholeNumber(key: string, value: unknown): string;
  optionNotOneOf(key: string, allowed: readonly (string | boolean)[], value: unknown): string;

  // ---- moves: phase and turn
  nextInHand(): string;
  gameOver(winner: string | null): string;
  nextNotOver(): string;
  bidAfterEnd(who: string, bid: BidValue): string;
  bidInPlay(who: string, bid: BidValue): string;
  bidOutOfTurn(who: string, bid: BidValue, turn: string): string;
  playAfterEnd(who: string, c: Card): string;
  playBeforeTrump(who: string, c: Card): string;
  playOutOfTurn(who: string, c: Card, turn: string): string;

  // ---- bids
  schmeissPending(offeredBy: string, who: string, bid: BidValue): string;
  answerWithoutOffer(who: string, bid: BidValue): string;
  schmeissNotAllowed(who: string): string;
  /** `turnUp` is -1 when the turn-up card is not known. */
  namedInFirstRound(who: string, suit: Suit | number, turnUp: Suit | number): string;
  takeInSecondRound(who: string, turnUp: Suit | number): string;
  schmeissInSecondRound(who: string): string;
  namedTurnUpSuit(who: string, suit: Suit | number): string;

  // ---- cards played
  notHeld(who: string, c: Card): string;
  /** A trump was led and the player held trumps but played another suit. */
  mustPlayTrump(who: string, c: Card, lead: Card, trumps: readonly Card[]): string;
  mustOvertrump(who: string, c: Card, lead: Card, higher: readonly Card[]): string;
  mustFollow(who: string, c: Card, lead: Card, held: readonly Card[], suit: Suit | number): string;
  mustTrump(who: string, c: Card, lead: Card, suitLed: Suit | number, trumps: readonly Card[]): string;

  // ---- bela
  /** `trump` is -1 when trump is not known. */
  belaWrongCard(who: string, c: Card, trump: Suit | number): string;
  belaNotHolder(who: string, c: Card): string;

  // ---- the exchange of the 7 of trumps
  exchangeInBidding(who: string, c: Card): string;
  exchangeAfterFirstCard(who: string, c: Card): string;
  exchangeNoTurnUp(who: string, c: Card): string;
  exchangeAgain(who: string, c: Card): string;
  exchangeTurnUpNotTrump(who: string, c: Card, turnUp: Card, trump: Suit | number): string;
  exchangeNotSeven(who: string, c: Card, seven: Card): string;
  exchangeNotHeld(who: string, c: Card): string;

  // ---- declarations
  declareInBidding(who: string): string;
  declareAfterEnd(who: string): string;
  declareAfterPlay(who: string): string;
  declareAgain(who: string): string;
  declareNotACard(who: string): string;
  declareCardTwice(who: string, c: Card): string;
  declareNotRun(who: string, run: readonly Card[]): string;
  declareNotHeld(who: string, run: readonly Card[], missing: readonly Card[]): string;
  /** A run with both the 7 of trumps and the turn-up card, declared before the exchange. */
  declareSevenAndTurnUp(who: string, run: readonly Card[], seven: Card, turnUp: Card): string;
  /** A declared run that the hand at the start of play (after the dix) does not hold. */
  declareNotHeldAtStart(who: string, run: readonly Card[], missing: readonly Card[]): string;
  declareOverlap(who: string, shared: readonly Card[]): string;
  /** A declaration of more runs than are judged one by one (the rest are ignored together). */
  declareTooMany(who: string, n: number): string;

  // ---- claims
  claimAfterEnd(who: string): string;
  claimAgain(who: string): string;
  claimNotAllowed(who: string): string;
  claimInBidding(who: string): string;
  claimMidTrick(who: string): string;
  claimNotWinner(who: string): string;
}

const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'];
const listOf = (cs: readonly Card[]) => cs.map(cardName).join(', ');
const turnUpNote = (tu: number) => (tu >= 0 ? ` (${SUITS[tu]})` : '');

/** English (the default everywhere). */
export const engineWordingEn: EngineWording = Object.freeze({
  lang: 'en',
  players: DEFAULT_NAMES,

  card: cardName,
  cards: listOf,
  suit: (s: number) => SUITS[s],
  run: (cs: readonly Card[]) => cs.map(cardName).join(' '),

  deckSize: (n: number) => `A deck has 32 cards, not ${n}.`,
  notACard: (value: string) => `${value} is not a card.`,
  deckTwice: (c: Card) => `${cardName(c)} appears twice in the deck.`,
  notACardAt: (where: DealSlot, value: string) =>
    `${typeof where === 'object' ? `player ${where.player}` : where}: ${value} is not a card.`,
  dealtTwice: (c: Card) => `${cardName(c)} is dealt twice.`,
  dealtCount: (p: 0 | 1, partial: boolean, n: number) =>
    `Player ${p} must be dealt ${partial ? 'at most 9' : '6 or 9'} cards, not ${n}.`,
  positionUneven: (a: number, b: number) =>
    `Both players must hold the same number of cards at a position before a lead (${a} and ${b}).`,
  positionSize: (n: number) => `A position needs 1 to 9 cards per player, not ${n}.`,
  heldTwice: (c: Card) => `${cardName(c)} is held twice.`,
  trumpTooLate: () => 'Trump can be set directly only before the first bid.',
  trumpInvalid: () => 'Trump must be a suit and the taker a player.',

  unknownPreset: (name: string, known: readonly string[]) =>
    `Unknown rules preset "${name}". Known presets: ${known.join(', ')}.`,
  rulesNotObject: () => 'Rules must be a preset name or an object such as { "preset": "classic", "tie": "bete" }.',
  unknownOption: (key: string, known: readonly string[]) =>
    `Unknown rules option "${key}". Known options: ${known.join(', ')}.`,
  optionNotWholeNumber: (key: string, value: unknown) =>
    `Rules option "${key}" must be a whole number from 1 to 1000000, not ${JSON.stringify(value)}.`,
  optionNotOneOf: (key: string, allowed: readonly (string | boolean)[], value: unknown) =>
    `Rules option "${key}" must be one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}, not ${JSON.stringify(value)}.`,

  nextInHand: () => 'A new hand can only be dealt in a game, once the hand is over.',
  gameOver: (winner: string | null) => (winner === null ? 'The game is over.' : `The game is over: ${winner} has won.`),
  nextNotOver: () => 'The next hand can be dealt only when this hand is over.',
  bidAfterEnd: (who: string, bid: BidValue) => `${who} bid "${bid}" after the hand was over.`,
  bidInPlay: (who: string, bid: BidValue) => `${who} bid "${bid}" during the play of the cards; bidding is over.`,
  bidOutOfTurn: (who: string, bid: BidValue, turn: string) => `${who} bid "${bid}" but it was ${turn}'s turn to speak.`,
  playAfterEnd: (who: string, c: Card) => `${who} played ${cardName(c)} after the hand was over.`,
  playBeforeTrump: (who: string, c: Card) => `${who} played ${cardName(c)} before trump was settled.`,
  playOutOfTurn: (who: string, c: Card, turn: string) =>
    `${who} played ${cardName(c)} but it was ${turn}'s turn to play.`,

  schmeissPending: (by: string, who: string, bid: BidValue) =>
    `${by} offered a schmeiss: ${who} must accept or refuse it, not bid "${bid}".`,
  answerWithoutOffer: (who: string, bid: BidValue) => `${who} answered "${bid}" but nobody had offered a schmeiss.`,
  schmeissNotAllowed: (who: string) => `${who} offered a schmeiss, which these rules do not allow.`,
  namedInFirstRound: (who: string, s: number, tu: number) =>
    `${who} named ${SUITS[s]} in the first round, where only the turn-up suit${turnUpNote(tu)} can be taken.`,
  takeInSecondRound: (who: string, tu: number) =>
    `${who} said "take" in the second round; the turn-up suit${turnUpNote(tu)} was refused in the first round, so another suit must be named.`,
  schmeissInSecondRound: (who: string) =>
    `${who} offered a schmeiss in the second round; a schmeiss is only possible in the first.`,
  namedTurnUpSuit: (who: string, s: number) =>
    `${who} named ${SUITS[s]}, the turn-up suit, in the second round; only another suit may be named.`,

  notHeld: (who: string, c: Card) => `${who} played ${cardName(c)}, a card ${who} did not hold.`,
  mustPlayTrump: (who: string, c: Card, lead: Card, trumps: readonly Card[]) =>
    `${who} played ${cardName(c)} on ${cardName(lead)} but held trumps (${listOf(trumps)}) and had to play one.`,
  mustOvertrump: (who: string, c: Card, lead: Card, higher: readonly Card[]) =>
    `${who} played ${cardName(c)} on ${cardName(lead)} but held ${listOf(higher)}, ${higher.length > 1 ? 'higher trumps' : 'a higher trump'}.`,
  mustFollow: (who: string, c: Card, lead: Card, held: readonly Card[], s: number) =>
    `${who} played ${cardName(c)} on ${cardName(lead)} but held ${listOf(held)} in ${SUITS[s]}, the suit led.`,
  mustTrump: (who: string, c: Card, lead: Card, led: number, trumps: readonly Card[]) =>
    `${who} played ${cardName(c)} on ${cardName(lead)} with no ${SUITS[led]} but held ${trumps.length > 1 ? 'trumps' : 'a trump'} (${listOf(trumps)}) and had to trump.`,

  belaWrongCard: (who: string, c: Card, trump: number) =>
    `${who} announced bela with ${cardName(c)}; bela is announced only with the king or queen of trumps${trump >= 0 ? ` (${SUITS[trump]})` : ''}.`,
  belaNotHolder: (who: string, c: Card) =>
    `${who} announced bela with ${cardName(c)} but did not hold both the king and queen of trumps at the start of play.`,

  exchangeInBidding: (who: string, c: Card) =>
    `${who} exchanged ${cardName(c)} during the bidding; the exchange comes after trump is fixed and the deal completed.`,
  exchangeAfterFirstCard: (who: string, c: Card) =>
    `${who} exchanged ${cardName(c)} after the first card was played; the exchange must come before it.`,
  exchangeNoTurnUp: (who: string, c: Card) =>
    `${who} exchanged ${cardName(c)} but the turn-up card is not known here, so no exchange can be checked or made.`,
  exchangeAgain: (who: string, c: Card) => `${who} exchanged ${cardName(c)}, but the exchange was already made.`,
  exchangeTurnUpNotTrump: (who: string, c: Card, tu: Card, trump: number) =>
    `${who} exchanged ${cardName(c)} for the turn-up ${cardName(tu)}, but the exchange is only allowed when the turn-up suit is trump (trump is ${SUITS[trump]}).`,
  exchangeNotSeven: (who: string, c: Card, seven: Card) =>
    `${who} offered ${cardName(c)} in exchange; only the 7 of trumps (${cardName(seven)}) can be exchanged for the turn-up card.`,
  exchangeNotHeld: (who: string, c: Card) => `${who} exchanged ${cardName(c)} without holding it.`,

  declareInBidding: (who: string) =>
    `${who} declared runs during the bidding; runs are declared before one's first card.`,
  declareAfterEnd: (who: string) => `${who} declared runs after the hand was over.`,
  declareAfterPlay: (who: string) =>
    `${who} declared runs after playing a card; runs are declared before one's first card.`,
  declareAgain: (who: string) => `${who} declared runs a second time.`,
  declareNotACard: (who: string) => `${who} declared something that is not a card.`,
  declareCardTwice: (who: string, c: Card) => `${who} declared a run that names ${cardName(c)} twice.`,
  declareNotRun: (who: string, run: readonly Card[]) =>
    `${who} declared ${run.map(cardName).join(' ')}, which is not a run: a run is three or more cards of one suit next to each other in the order A K Q J 10 9 8 7.`,
  declareNotHeld: (who: string, run: readonly Card[], missing: readonly Card[]) =>
    `${who} declared ${run.map(cardName).join(' ')} but did not hold ${listOf(missing)}.`,
  declareSevenAndTurnUp: (who: string, run: readonly Card[], seven: Card, tu: Card) =>
    `${who} declared ${run.map(cardName).join(' ')}, but ${cardName(seven)} and the turn-up ${cardName(tu)} cannot both be in ${who}'s hand when play starts: the exchange gives one for the other.`,
  declareNotHeldAtStart: (who: string, run: readonly Card[], missing: readonly Card[]) =>
    `${who} declared ${run.map(cardName).join(' ')} but did not hold ${listOf(missing)} when play started; a declared run counts only if it is held at the start of play, after the exchange.`,
  declareOverlap: (who: string, shared: readonly Card[]) =>
    `${who} declared runs that share ${listOf(shared)}; runs may not overlap.`,
  declareTooMany: (who: string, n: number) =>
    `${who} declared ${n} runs; nine cards hold at most three, so the runs after the tenth were ignored.`,

  claimAfterEnd: (who: string) => `${who} claimed after the hand was already over.`,
  claimAgain: (who: string) => `${who} claimed after the game had already been claimed.`,
  claimNotAllowed: (who: string) => `${who} claimed the game, but these rules do not allow claiming.`,
  claimInBidding: (who: string) => `${who} claimed during the bidding; a claim is made right after winning a trick.`,
  claimMidTrick: (who: string) =>
    `${who} claimed in the middle of a trick; a claim is made right after winning a trick, before leading to the next.`,
  claimNotWinner: (who: string) =>
    `${who} claimed without having just won a trick; only the winner of the trick just completed may claim, before leading.`,
});
