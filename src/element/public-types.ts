/**
 * The types of the element's public contract, in one list that every entry point of the element
 * re-exports (define.ts, index.ts, the React wrappers, the generated JSX and Vue typings): its
 * modes, its events and their details, and the data its properties and events carry, from the
 * layers below. Types only: nothing here reaches a bundle.
 */
export type { CommentPause } from './controllers/autoplay.js';
export type {
  KjAnswerDetail,
  KjEditDetail,
  KjErrorDetail,
  KjErrorSource,
  KjEventMap,
  KjGameEndDetail,
  KjHandEndDetail,
  KjMoveDetail,
  KjStepDetail,
  KjVerdictDetail,
} from './events.js';
export type { Mode } from './table-context.js';
export type {
  BelaInfo,
  BidValue,
  Card,
  CardMask,
  Fault,
  HandEnd,
  HandState,
  HandSummary,
  Move,
  Phase,
  Player,
  PresetName,
  RuleId,
  Rules,
  RulesOptions,
  SequenceComparison,
  SequenceReason,
  SequenceInfo,
  Suit,
  SuitLetter,
  TakerOutcome,
  TieRule,
} from '../engine/index.js';
export type {
  Accept,
  BidMove,
  CardString,
  ClaimMove,
  DeclareMove,
  ExchangeMove,
  HandResultRecord,
  Mark,
  MoveCommon,
  PlayMove,
  PointPair,
  RulesSpec,
  TranscriptDeal,
  TranscriptDoc,
  TranscriptHand,
  TranscriptMeta,
  TranscriptMove,
  TranscriptStart,
  Violation,
} from '../notation/types.js';
export type { Note, ReplayStep, Verdict } from '../validator/types.js';
