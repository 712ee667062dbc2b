/**
 * English strings of the element's main bundle. The strings only a lazy part shows are beside it:
 * en-play.ts (play mode), en-verdict.ts (the verdict) and en-analysis.ts (the replay analysis);
 * each part lays its own over this table (see `partStrings` in index.ts). nb.ts has them all.
 */
import { DEFAULT_NAMES, type Names } from '../../engine/types.js';
import type { ValidatorWording } from '../../validator/wording.js';

export const en = {
  lang: 'en',
  /**
   * The wording of the validator's verdict and the engine's faults in this language: here when
   * the table carries it (Norwegian), else null and loaded by `loadWording`, a lazy chunk for
   * English, needed only by a document with faults or notes (see model/source.ts `wordingOf`).
   */
  wording: null as ValidatorWording | null,
  /** The players' names when a transcript gives none. */
  players: DEFAULT_NAMES as Names,
  loadWording: (): Promise<ValidatorWording> => import('../../validator/wording.js').then((m) => m.validatorWordingEn),
  suits: ['spades', 'hearts', 'diamonds', 'clubs'],
  /** Singular suit names used in "queen of hearts" etc. */
  ranks: ['seven', 'eight', 'nine', 'ten', 'jack', 'queen', 'king', 'ace'],
  cardName: (rank: string, suit: string) => `${rank} of ${suit}`,

  table: 'Klaberjass table',
  tableHelp:
    'Use the left and right arrow keys to step through the moves, Home and End for the start and the end, Space to start or stop autoplay.',
  loading: 'Loading transcript…',
  dealing: 'Dealing the cards…',
  noData:
    'No transcript given. Set the src attribute, the transcript property or a child script of type application/json.',
  errorTitle: 'This transcript could not be shown',
  errorLoad: (url: string, why: string) => `Could not load ${url}: ${why}`,
  errorParse: (why: string) => `The transcript is not valid JSON: ${why}`,
  errorNotObject: 'The transcript is not a JSON object.',
  errorNoHands: 'The transcript has no "hands" list.',
  errorPart: (why: string) => `A part of the table could not be loaded: ${why}`,
  errorEmpty: 'The document contains no hand that can be replayed.',
  errorTooLarge: (max: number) => `The transcript is over the limit of ${max} bytes (see the max-bytes attribute).`,
  errorRender: (why: string) => `Something in the transcript cannot be shown: ${why}`,

  dealer: 'dealer',
  dealerShort: 'D',
  taker: 'taker',
  trump: 'Trump',
  noTrump: 'no trump yet',
  turnUp: 'turn-up card',
  bottom: 'bottom card',
  stock: (n: number) => `stock, ${n} cards`,
  tricksPile: (n: number) => (n === 1 ? '1 trick' : `${n} tricks`),
  trick: 'current trick',
  toAct: (name: string) => `${name} to act`,
  wonTrick: (name: string) => `${name} wins the trick`,
  handN: (n: number) => `Hand ${n}`,
  handOf: (n: number, total: number) => `Hand ${n} of ${total}`,
  moveOf: (n: number, total: number) => `move ${n} of ${total}`,
  start: 'deal',

  // speech
  sayTake: 'I take',
  sayPass: 'Pass',
  saySuit: (suit: string) => `${suit[0].toUpperCase()}${suit.slice(1)}`,
  saySchmeiss: 'Schmeiss?',
  sayAccept: 'Accepted: throw in',
  sayRefuse: 'Refused: you play it',
  sayExchange: 'I take the turn-up for the seven',
  sayNoRuns: 'No runs',
  sayRun: (len: number): string => (len >= 8 ? 'A hundred' : len === 7 ? 'Seventy' : len >= 4 ? 'A fifty' : 'A twenty'),
  sayGood: 'Good',
  sayNotGood: 'Not good',
  saySame: 'Same',
  sayBela: 'Bela',
  sayClaim: 'I claim the game',

  // narration (aria-live)
  narrateBid: (name: string, said: string) => `${name}: ${said}${/[.?!]$/.test(said) ? '' : '.'}`,
  narratePlay: (name: string, card: string) => `${name} plays the ${card}.`,
  narrateBela: (name: string, card: string) => `${name} plays the ${card} and says bela.`,
  narrateExchange: (name: string, seven: string, turnUp: string) => `${name} exchanges the ${seven} for the ${turnUp}.`,
  narrateDeclare: (name: string, runs: string) => `${name} declares ${runs}.`,
  narrateNoRuns: (name: string) => `${name} declares no runs.`,
  narrateClaim: (name: string) => `${name} claims the game.`,
  narrateTrick: (name: string) => `${name} wins the trick.`,
  narrateTrump: (suit: string, name: string) => `Trump is ${suit}, taken by ${name}.`,
  narrateStart: 'The cards are dealt.',

  // description for screen readers
  describeHand: (name: string, cards: string) => `${name} holds ${cards}.`,
  describeHidden: (name: string, n: number) => `${name} holds ${n} ${n === 1 ? 'card' : 'cards'} face down.`,
  describeTrick: (cards: string) => `On the table: ${cards}.`,
  describeEmptyTrick: 'No card on the table.',
  describeTurnUp: (card: string) => `The turn-up card is the ${card}.`,
  describeBottom: (card: string) => `The bottom card of the stock is the ${card}.`,
  describeScore: (a: string, pa: number, b: string, pb: number) => `Points in this hand: ${a} ${pa}, ${b} ${pb}.`,
  describeTotals: (a: string, pa: number, b: string, pb: number) => `Game score: ${a} ${pa}, ${b} ${pb}.`,
  none: 'none',

  // replay controls
  controls: 'Replay controls',
  first: 'First move',
  prev: 'Previous move',
  next: 'Next move',
  last: 'Last move',
  play: 'Autoplay',
  pause: 'Pause',
  speed: 'Speed',
  slow: 'slow',
  normal: 'normal',
  fast: 'fast',
  byTrick: 'By trick',
  hand: 'Hand',
  timeline: 'Moves',
  playFromHere: 'Play from here',
  comment: 'Comment',
  handComment: 'About this hand',
  marks: {
    '!': 'good move',
    '?': 'mistake',
    '!!': 'brilliant move',
    '??': 'blunder',
    '!?': 'interesting move',
    '?!': 'dubious move',
  } as Record<string, string>,
  moveFault: 'Fault',

  // the target on the score sheet (play's title too); Analysis: the switch
  targetLabel: (n: number) => `Game to ${n}`,
  analysis: 'Analysis',

  // summary
  summary: 'Hand summary',
  summarySoFar: 'Points so far',
  cardPoints: 'Card points',
  lastTrick: 'Last trick',
  runs: 'Runs',
  bela: 'Bela',
  carried: 'Carried in',
  points: 'Points',
  score: 'Written down',
  tricks: 'Tricks',
  outcome: {
    made: (t: string) => `${t} took and made it: each writes down their own points.`,
    bate: (t: string, d: string) => `${t} took but ${d} scored more: ${t} is bate and ${d} writes down both totals.`,
    'tie-defender': (t: string, d: string) => `Equal points: ${t} as taker gets nothing, ${d} keeps their own points.`,
    'tie-bete': (t: string, d: string) => `Equal points: ${t} as taker is bate, ${d} writes down both totals.`,
    'tie-held-over': () => 'Equal points: nobody scores now; both totals wait for the winner of the next played hand.',
    'no-play': () => 'The hand was not played, so nobody scores.',
    claimed: () => 'The hand stopped at a claim: the points earned so far are written down.',
  },
  thrownIn: 'All four bids were passes: the hand is thrown in.',
  schmeissAccepted: 'The schmeiss was accepted: the same dealer deals again.',
  seqReason: {
    'none-declared': () => 'Nobody declared a run.',
    'only-one': (w: string) => `Only ${w} declared runs.`,
    rank: (w: string) => `${w}'s best run ranks higher.`,
    'top-card': (w: string) => `Runs of the same rank: ${w}'s has the higher top card.`,
    trump: (w: string) => `Equal runs: ${w}'s is in trumps.`,
    'non-dealer': (w: string) => `Exactly equal runs: ${w}, the non-dealer, wins.`,
    'tie-none': () => 'Exactly equal runs: by these rules nobody scores runs.',
  } as Record<string, (w: string) => string>,
  seqVoided: (w: string) => `${w} holds the best run but won no trick, so nobody scores runs.`,
  belaCounted: (w: string) => `${w} held king and queen of trumps and announced bela: 20 points.`,
  belaNotAnnounced: (w: string) =>
    `${w} held king and queen of trumps but did not announce bela as the rules require: not counted.`,
  belaNotPlayed: (w: string) => `${w} holds king and queen of trumps; bela counts once both are played and announced.`,
  lastTrickTo: (w: string) => `${w} won the last trick: 10 points.`,
  potPaid: (n: number, w: string) => `${n} held-over points go to ${w}.`,
  potWaits: (n: number) => `${n} held-over points wait for the next hand.`,
  claimRight: (w: string) => `${w} claimed correctly and wins the game.`,
  claimWrong: (w: string) => `${w} claimed without enough points and loses the game.`,
  nextDealer: (w: string) => `${w} deals next.`,

  // score sheet
  scoreSheet: 'Score sheet',
  totals: 'Totals',
  chart: 'Totals after each hand',
  handCol: '#',
};

export type Strings = typeof en;
