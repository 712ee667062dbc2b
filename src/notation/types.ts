/**
 * The transcript notation, version 1, as TypeScript types (the JSON shape). Cards are strings
 * here ("10H"); the engine's integers appear only after parsing. See docs/notation.md and
 * schemas/klaberjass.schema.json.
 */
import type { Message } from '../engine/message.js';
import type { BidValue, RuleId } from '../engine/types.js';
import type { PresetName, RulesOptions } from '../engine/rules.js';

export type CardString = string;
export type { SuitLetter } from '../engine/cards.js';
import type { SuitLetter } from '../engine/cards.js';
export type PlayerIndex = 0 | 1;
export type Pair = [number, number];
export type Mark = '!' | '?' | '!!' | '??' | '!?' | '?!';
/** Which answers to a reader's question count as right (see `ask` on a move). */
export type Accept = 'recorded' | 'legal' | 'best';

export type RulesSpec = PresetName | ({ preset?: PresetName } & Partial<RulesOptions>);

export interface TranscriptMeta {
  title?: string;
  date?: string;
  source?: string;
  annotator?: string;
  [key: string]: unknown;
}

/** What every move of a transcript may carry besides its action. */
export interface MoveCommon {
  /** Checked when present; who acts is implied by the state. */
  player?: PlayerIndex;
  /** Plain text, never markup. */
  comment?: string;
  mark?: Mark;
  /** A question for the reader, shown (as plain text) before the move is revealed. */
  ask?: string;
  /** Which answers to `ask` count as right; `recorded` when absent. */
  accept?: Accept;
}

export type BidMove = MoveCommon & { bid: BidValue };
export type ExchangeMove = MoveCommon & { exchange: CardString };
export type DeclareMove = MoveCommon & { declare: CardString[][] };
export type PlayMove = MoveCommon & { play: CardString; bela?: boolean };
export type ClaimMove = MoveCommon & { claim: true };
export type TranscriptMove = BidMove | ExchangeMove | DeclareMove | PlayMove | ClaimMove;

export interface HandResultRecord {
  cards?: Pair;
  lastTrick?: PlayerIndex;
  sequences?: Pair;
  bela?: Pair;
  points?: Pair;
  score?: Pair;
}

export interface TranscriptDeal {
  turnUp?: CardString;
  /** Each player's cards in the order received (9, or 6 for a thrown-in hand). */
  hands?: [CardString[], CardString[]];
  bottom?: CardString;
}

export interface TranscriptStart {
  trump: SuitLetter;
  taker: PlayerIndex;
  leader: PlayerIndex;
  hands: [CardString[], CardString[]];
  points?: Pair;
  tricks?: Pair;
}

export interface TranscriptHand {
  dealer: PlayerIndex;
  /** The shuffled deck, top card first. */
  deck?: CardString[];
  deal?: TranscriptDeal;
  start?: TranscriptStart;
  moves?: TranscriptMove[];
  result?: HandResultRecord;
  taker?: PlayerIndex;
  trump?: SuitLetter;
  comment?: string;
}

export interface TranscriptDoc {
  /** The URI of the JSON Schema, for editors; allowed and otherwise ignored. */
  $schema?: string;
  format: 'klaberjass';
  version: 1;
  rules?: RulesSpec;
  players: [string, string];
  meta?: TranscriptMeta;
  hands: TranscriptHand[];
  result?: { totals?: Pair; winner?: PlayerIndex | null };
}

/**
 * A fault found in a document: by the parser (`schema`) or by the validator (every other rule).
 * Defined here, below the validator, so that the parser can report it; the validator's types
 * re-export it.
 */
export interface Violation {
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
  rule: RuleId;
  hand?: number;
  move?: number;
  path: string;
}
