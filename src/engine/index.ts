/**
 * The Klaberjass rules engine (`klaberjass-table/engine`): pure TypeScript, no DOM, no Node-only
 * API. A game or a hand is a plain object; `legalMoves` lists what may be played, `apply` plays a
 * move (the state given is left alone) or names the rule it breaks, `explain` says why a move is
 * illegal.
 *
 * ```ts
 * import { newGame, legalMoves, apply, rulesOf } from 'klaberjass-table/engine';
 * let g = newGame({ rules: rulesOf('classic'), seed: 42 });
 * const r = apply(g, legalMoves(g)[0]);
 * if (r.ok) g = r.value; else console.log(r.error.rule, r.error.message);
 * ```
 *
 * Cards are integers 0..31 (`card(suit, rank)`, `cardName(c)` is `"QH"`), a player's cards a bit
 * mask (`cardsOf(mask)` lists them). This file is the public API and nothing else; the project's
 * own layers import `./internal.js`, which adds the engine's internals.
 *
 * @packageDocumentation
 */

// moves: the front door
export { apply, explain, legalMoves, wordFault } from './apply.js';

// games and hands
export { type GameState, type NewGameOptions, type PlayedHand, newGame } from './game.js';
export { type DealSpec, newHand } from './hand.js';
export { type PositionSpec, handFromPosition } from './position.js';
export type { RngState } from './rng.js';
export {
  type BidValue,
  type Fault,
  type FaultData,
  type HandEnd,
  type HandState,
  type Move,
  type MoveType,
  type Names,
  type Phase,
  type Result,
  type RuleId,
  RULE_IDS,
} from './types.js';

// the score of a hand
export {
  type BelaInfo,
  type HandSummary,
  type SequenceInfo,
  type TakerOutcome,
  gameWinner,
  handSummary,
} from './scoring.js';
export type { SequenceComparison, SequenceReason } from './sequences.js';

// rules
export {
  type PresetName,
  type Rules,
  type RulesInput,
  type RulesOptions,
  type RulesResult,
  type TieRule,
  PRESET_NAMES,
  RulesError,
  resolveRules,
  rulesOf,
} from './rules.js';

// cards
export {
  type Card,
  type CardMask,
  type Player,
  type RankName,
  type Suit,
  type SuitLetter,
  RANK_NAMES,
  SUIT_LETTERS,
  card,
  cardName,
  cardPoints,
  cardsOf,
  maskOf,
  parseCard,
  parseSuit,
  rankOf,
  suitName,
  suitOf,
} from './cards.js';

// words: faults and errors are data (a message key and its facts), worded in a catalogue
export { type DealSlot, type EngineWording, engineWordingEn } from './wording.js';
export type { Message, Who } from './message.js';
export { type Catalogue, wordMessage } from './word.js';
