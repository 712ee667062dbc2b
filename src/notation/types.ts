/**
 * The transcript notation, version 1, as TypeScript types (the JSON shape). Cards are strings
 * here ("10H"); the engine's integers appear only after parsing. See docs/notation.md and
 * schemas/klaberjass.schema.json.
 */
import type { Message } from '../engine/message.js';
import type { BidValue, RuleId } from '../engine/types.js';
import type { PresetName, RulesOptions } from '../engine/rules.js';

/** A card as the notation writes it: rank then suit letter, `"QH"`, `"10S"`. */
export type CardString = string;
export type { SuitLetter } from '../engine/cards.js';
import type { Player, SuitLetter } from '../engine/cards.js';
/** Two numbers, one per player (points, scores, totals). */
export type PointPair = [number, number];
/** An annotation of a move: good, bad, brilliant, blunder, interesting, dubious. */
export type Mark = '!' | '?' | '!!' | '??' | '!?' | '?!';
/** Which answers to a reader's question count as right (see `ask` on a move). */
export type Accept = 'recorded' | 'legal' | 'best';

/** The rules of a document: a preset name, or a preset plus overrides. */
export type RulesSpec = PresetName | ({ preset?: PresetName } & Partial<RulesOptions>);

/** What the document says about itself: title, date, source, annotator (and any other key). */
export interface TranscriptMeta {
  /** The document's title (the table shows it above the position). */
  title?: string;
  /** When the game was played, as text (an ISO date such as `2024-05-01` is usual). */
  date?: string;
  /** Where the game comes from (a club, a book, a URL). */
  source?: string;
  /** Who wrote the comments and marks. */
  annotator?: string;
  /** Any other key: kept and otherwise ignored. */
  [key: string]: unknown;
}

/** What every move of a transcript may carry besides its action. */
export interface MoveCommon {
  /** Checked when present; who acts is implied by the state. */
  player?: Player;
  /** Plain text, never markup. */
  comment?: string;
  /** An annotation of the move (`!`, `?`, `!!`, `??`, `!?`, `?!`). */
  mark?: Mark;
  /** A question for the reader, shown (as plain text) before the move is revealed. */
  ask?: string;
  /** Which answers to `ask` count as right; `recorded` when absent. */
  accept?: Accept;
}

/** A bid: take, pass, a suit letter (round 2), schmeiss, accept or refuse. */
export type BidMove = MoveCommon & { bid: BidValue };
/** The dix: the 7 of trumps given for the turn-up card. */
export type ExchangeMove = MoveCommon & { exchange: CardString };
/** Runs declared before the player's first card, each a list of cards. */
export type DeclareMove = MoveCommon & { declare: CardString[][] };
/** A card played, with `bela` when it announces bela. */
export type PlayMove = MoveCommon & { play: CardString; bela?: boolean };
/** A claim of the game (claiming rules). */
export type ClaimMove = MoveCommon & { claim: true };
/** One move of a hand, exactly one action. */
export type TranscriptMove = BidMove | ExchangeMove | DeclareMove | PlayMove | ClaimMove;

/** The result of a hand as written down: card points, last trick, sequences, bela, points and score per player. */
export interface HandResultRecord {
  /** The card points each player won in tricks. */
  cards?: PointPair;
  /** Who took the last trick (10 points). */
  lastTrick?: Player;
  /** The points of runs credited to each player. */
  sequences?: PointPair;
  /** The bela points credited to each player. */
  bela?: PointPair;
  /** Each player's points: cards, last trick, runs and bela. */
  points?: PointPair;
  /** What each player writes down after the taker rule, held-over points paid out included. */
  score?: PointPair;
}

/** The deal of a hand given as each player's cards (instead of a whole deck). */
export interface TranscriptDeal {
  /** The card turned up after the deal (the trump suit offered in the first round of bidding). */
  turnUp?: CardString;
  /** Each player's cards in the order received (9, or 6 for a thrown-in hand). */
  hands?: [CardString[], CardString[]];
  /** The bottom card of the stock. */
  bottom?: CardString;
}

/** A hand that starts from a position: trump, taker, who leads, the cards held, the points so far. */
export interface TranscriptStart {
  /** The trump suit. */
  trump: SuitLetter;
  /** Who chose trump. */
  taker: Player;
  /** Who leads the next trick. */
  leader: Player;
  /** The cards each player still holds (the same number each). */
  hands: [CardString[], CardString[]];
  /** Each player's points in the hand so far. */
  points?: PointPair;
  /** The tricks each player has won so far. */
  tricks?: PointPair;
}

/** One hand of a document: dealer, the deal (deck, deal or start), moves, result, comment. */
export interface TranscriptHand {
  /** Who dealt the hand. */
  dealer: Player;
  /** The shuffled deck, top card first. */
  deck?: CardString[];
  /** What the deal produced (instead of a deck, or beside it: then they must agree). */
  deal?: TranscriptDeal;
  /** A position to start from instead of the bidding. */
  start?: TranscriptStart;
  /** The moves of the hand, in order. */
  moves?: TranscriptMove[];
  /** The hand's result as written down (checked against the moves). */
  result?: HandResultRecord;
  /** Who chose trump: implied by the bids (and checked against them); without bids it lets a hand be played or a score-sheet line be checked. */
  taker?: Player;
  /** The trump suit, as `taker`. */
  trump?: SuitLetter;
  /** A comment on the whole hand (plain text). */
  comment?: string;
}

/** A transcript: format and version, rules, players, meta, hands and the game's result. */
export interface TranscriptDoc {
  /** The URI of the JSON Schema, for editors; allowed and otherwise ignored. */
  $schema?: string;
  /** Always `klaberjass`. */
  format: 'klaberjass';
  /** The notation's version: 1. */
  version: 1;
  /** The rules the game was played by (default `classic`). */
  rules?: RulesSpec;
  /** The two players' names, player 0 first. */
  players: [string, string];
  /** Title, date, source, annotator. */
  meta?: TranscriptMeta;
  /** The hands of the game, in order. */
  hands: TranscriptHand[];
  /** The game's result as written down: the totals, and the winner (`null`: a game not finished). */
  result?: { totals?: PointPair; winner?: Player | null };
}

/**
 * A fault found in a document: by the parser (`schema`) or by the validator (every other rule).
 * Defined here, below the validator, so that the parser can report it; the validator's types
 * re-export it.
 */
export interface Violation {
  /** The rule broken (`schema` for a document the parser rejects). */
  rule: RuleId;
  /** 0-based hand index, when the fault is inside a hand. */
  hand?: number;
  /** 0-based move index inside the hand, when the fault is a move. */
  move?: number;
  /** JSON Pointer into the document. */
  path: string;
  /** A sentence a player understands, naming players and cards. */
  message: string;
}

/**
 * A violation as data, before it is worded: the message key and facts (src/engine/message.ts) in
 * place of `message`. The parser and the validator find these; `worded` makes the `Violation`.
 */
export interface ViolationData extends Message {
  /** The rule broken. */
  rule: RuleId;
  /** 0-based hand index, when the fault is inside a hand. */
  hand?: number;
  /** 0-based move index inside the hand, when the fault is a move. */
  move?: number;
  /** JSON Pointer into the document. */
  path: string;
}
