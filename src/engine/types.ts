/** Types shared by the engine's modules. */
import type { Card, CardMask, Player, Suit } from './cards.js';
import type { Rules } from './rule-set.js';
import type { Message } from './message.js';

/** A bid: take the turn-up suit, pass, name a suit (round 2), schmeiss and its answer. */
export type BidValue = 'take' | 'pass' | 'schmeiss' | 'accept' | 'refuse' | 'S' | 'H' | 'D' | 'C';

/**
 * One action. `player` is optional: who must act is implied by the state; when given it is
 * checked (a wrong player on a bid or a play is `out-of-turn`).
 */
export type Move =
  | { type: 'bid'; bid: BidValue; player?: Player }
  /** Dix: give the 7 of trumps (`card`) for the turn-up card. */
  | { type: 'exchange'; card: Card; player?: Player }
  /** The runs a player declares before their first card (each run a list of cards). */
  | { type: 'declare'; runs: Card[][]; player?: Player }
  /** Play a card; `bela` announces bela with the K or Q of trumps. */
  | { type: 'play'; card: Card; bela?: boolean; player?: Player }
  /** Claim the game (claiming rules, right after winning a trick). */
  | { type: 'claim'; player?: Player }
  /** Game level only: deal the next hand once a hand has ended. */
  | { type: 'next' };

/** The kind of a move. */
export type MoveType = Move['type'];

/** Stable rule identifiers, as in the notation contract. */
export type RuleId =
  | 'schema'
  | 'deal'
  | 'out-of-turn'
  | 'wrong-phase'
  | 'bid'
  | 'exchange'
  | 'declare'
  | 'card-not-held'
  | 'must-follow-suit'
  | 'must-overtrump'
  | 'must-trump'
  | 'bela-announcement'
  | 'sequence-precedence'
  | 'sequence-needs-trick'
  | 'claim'
  | 'score'
  | 'game-result'
  | 'dealer-order'
  /** The validator could not finish checking the document (a fault in the validator, not in the game): never valid. */
  | 'internal';

/** Every rule identifier, in the order of the notation contract. */
export const RULE_IDS: readonly RuleId[] = [
  'schema',
  'deal',
  'out-of-turn',
  'wrong-phase',
  'bid',
  'exchange',
  'declare',
  'card-not-held',
  'must-follow-suit',
  'must-overtrump',
  'must-trump',
  'bela-announcement',
  'sequence-precedence',
  'sequence-needs-trick',
  'claim',
  'score',
  'game-result',
  'dealer-order',
  'internal',
];

/**
 * Why a move is illegal, as data: the rule it breaks, the message that explains it (the key of
 * its sentence in the engine's wording and the facts, see message.ts), the player it is charged
 * to and the cards that explain it. `faultsOf` gives these; `apply` and `explain` word them.
 */
export interface FaultData extends Message {
  /** The rule the move breaks. */
  rule: RuleId;
  /** The player the fault is charged to, when there is one. */
  player?: Player;
  /** Cards that explain the fault (for example the higher trump the player held). */
  cards?: Card[];
}

/** A fault with its sentence (`message`, in place of the key and facts), as `apply` and `explain` give it. */
export interface Fault {
  /** The rule the move breaks. */
  rule: RuleId;
  /** The sentence that explains it, naming players and cards. */
  message: string;
  /** The player the fault is charged to, when there is one. */
  player?: Player;
  /** Cards that explain the fault (for example the higher trump the player held). */
  cards?: Card[];
}

/** Where a hand is: bidding (and throw-in, schmeiss), play, or over. */
export type Phase = 'bidding' | 'play' | 'over';
/** How a hand ended. */
export type HandEnd = 'thrown-in' | 'schmeiss' | 'played' | 'claimed';

/**
 * The whole state of one hand. A plain object (JSON-serialisable), treated as immutable by
 * `apply`; `applyInPlace` mutates it for the solver and benchmarks.
 */
export interface HandState {
  /** Always `hand` (a game is `game`). */
  readonly kind: 'hand';
  /** The rules the hand is played by. */
  rules: Rules;
  /** Who dealt. */
  dealer: Player;
  /** Bidding, play, or over. */
  phase: Phase;
  /** How the hand ended (null while it goes on). */
  end: HandEnd | null;
  /** Who must act now (the bidder, the player to play, or the trick winner about to lead). */
  toAct: Player;
  /** The round of bidding: 1 (the turn-up suit offered) or 2 (another suit may be named). */
  bidRound: 1 | 2;
  /** A schmeiss offer waiting for its answer: who offered it, else -1. */
  schmeissBy: Player | -1;
  /** The turn-up card (-1 when unknown, as in a hand reconstructed from its plays). */
  turnUp: Card;
  /** The bottom card shown after the deal is completed (-1 when unknown). */
  bottom: Card;
  /** The first six cards each player received (all known cards of a reconstructed hand). */
  first: [CardMask, CardMask];
  /** The three cards each player receives once trump is fixed. */
  rest: [CardMask, CardMask];
  /** What each player holds now. */
  hands: [CardMask, CardMask];
  /** The trump suit, else -1 (not fixed yet). */
  trump: Suit | -1;
  /** Who chose trump, else -1. */
  taker: Player | -1;
  /** Who exchanged the 7 of trumps for the turn-up card, else -1. */
  exchangedBy: Player | -1;
  /** Runs each player declared (null: not yet decided). */
  declared: [CardMask[] | null, CardMask[] | null];
  /** True once the first card of the hand is played (or the hand starts from a position). */
  started: boolean;
  /** Hands at the start of play, after any exchange (0 until play starts). */
  startHands: [CardMask, CardMask];
  /** Cards each player has played in this hand. */
  played: [number, number];
  /** Completed tricks (9 in all; a position may start later). */
  tricks: number;
  /** The card led to the current trick, or -1 when no trick is open. */
  lead: Card;
  /** Who led (or is to lead) the current trick. */
  leader: Player;
  /** The previous completed trick: led card, second card, winner (or null). */
  prevTrick: [Card, Card, Player] | null;
  /** Cards each player has won in tricks. */
  won: [CardMask, CardMask];
  /** Tricks each player has won. */
  tricksWon: [number, number];
  /** Card points each player has won in tricks. */
  cardPoints: [number, number];
  /** Points carried in by a `start` position (earned before it). */
  basePoints: [number, number];
  /** Who took the last trick (10 points), else -1. */
  lastTrick: Player | -1;
  /** Who held K and Q of trumps at the start of play, else -1. */
  belaHolder: Player | -1;
  /** Bit 0: bela announced on the first of the two cards; bit 1: on the second. */
  belaCalls: number;
  /** How many of the two bela cards the holder has played. */
  belaPlayed: number;
  /** Bela points scored so far. */
  bela: [number, number];
  /** The winner of the trick just completed, who may claim before leading (else -1). */
  claimWindow: Player | -1;
  /** A claim of the game: who claimed, whether it was right, the points it counted (null: none). */
  claim: { player: Player; correct: boolean; points: [number, number] } | null;
  /** Game totals before this hand (for claims). */
  before: [number, number];
  /** Held-over points waiting to be paid to the winner of the next played hand. */
  pot: number;
  /**
   * Only part of each player's cards is known (a hand reconstructed from a record that may stop
   * early): the hand then ends after the ninth trick only, not when the known cards run out.
   */
  partial?: boolean;
  /**
   * The hand starts from a position after the first trick: the cards played before it are not
   * known, so a bela announced on a king or queen whose partner neither hand holds counts
   * unchecked (a fault needs proof).
   */
  later?: boolean;
}

/** The outcome of anything that can fail: the value, or the error (a fault, a message). */
export type Result<T, E = Fault> = { ok: true; value: T } | { ok: false; error: E };

/** Whether a value is an object with keys (as a JSON object is): not null, not an array. */
export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A copy of a pair (one value per player), for states and summaries that must not share it. */
export const copyPair = <T>(pair: readonly [T, T]): [T, T] => [pair[0], pair[1]];

export { type Names, DEFAULT_NAMES } from './names.js';

export type { Card, CardMask, Player, Suit, Rules };
