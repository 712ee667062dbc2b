/**
 * The wording of the validator's violations and notes: one function per sentence (see the
 * engine's catalogue, src/engine/wording.ts, which this one extends: the faults of moves come
 * from the engine; and the schema's, its member `schema`). The validator finds messages (keys of
 * this catalogue and their facts); word.ts words them: `validate(input, { wording })` and
 * `replayDocument(input, { wording })` take a catalogue (default English), `wordVerdict` and
 * `wordReplay` word a result again. Only the sentences change with the wording, never the rules,
 * paths or anything else of the verdict.
 *
 * Norwegian Bokmål is a separate module (wording-nb.ts), so that bundles without it stay small.
 */
import type { Card, Player, Suit } from '../engine/cards.js';
import type { HandSummary, TakerOutcome } from '../engine/scoring.js';
import type { Names } from '../engine/types.js';
import type { PointPair } from '../notation/types.js';
import { type EngineWording, engineWordingEn } from '../engine/wording.js';
import { type SchemaWording, schemaWordingEn } from '../notation/schema-wording.js';

/** Why a player must deal the next hand (for the dealer-order violation). */
export type DealerReason =
  | { why: 'schmeiss' }
  | { why: 'thrown-in' }
  | { why: 'equal' }
  /** `player` scored more in the hand before. */
  | { why: 'more'; player: Player };

/** How the game ended (a claim's `correct` is null when it was not judged: the totals before it are unknown). */
export type GameEnd =
  | { by: 'claim'; player: Player; hand: number; correct: boolean | null }
  | { by: 'target'; winner: Player; won: number; lost: number; hand: number; target: number };

/** Why the bela points the moves imply are what they are. */
export type BelaWhy =
  | { why: 'nobody' }
  | { why: 'counted'; holder: Player }
  | { why: 'not-played'; holder: Player }
  /** Not announced on both cards (`both`) or on the second card. */
  | { why: 'not-announced'; holder: Player; both: boolean };

/** A catalogue of the validator's sentences (violations and notes), on top of the engine's; the schema's as `schema`. */
export interface ValidatorWording extends EngineWording {
  /** The wording of schema violations and JSON syntax errors (src/notation/schema-wording.ts). */
  readonly schema: SchemaWording;

  // ---- the document
  notTranscript(): string;
  rulesInvalid(error: string): string;
  rulesGivenInvalid(error: string): string;
  rulesUnknown(): string;
  internalError(message: string): string;
  /** More violations and notes than are listed (`max` of each): how many more there were. */
  /** `uncounted`: there were more violations than `violations` counts (too many schema errors to count). */
  omitted(violations: number, notes: number, max: number, uncounted?: boolean): string;

  // ---- the game
  /** `scoreCounts`: its recorded score still counts for the totals. */
  handUnreadable(hand: number, scoreCounts: boolean): string;
  dealerOrder(dealer: string, hand: number, expected: string, reason: DealerReason, names: Names): string;
  playedAfterEnd(hand: number, end: GameEnd, names: Names): string;
  totalsUnchecked(hand: number): string;
  /** A claim made when the game totals are not known (from hand `unknownAt` on). */
  claimUnjudged(claimer: string, hand: number, unknownAt: number): string;
  totalsWrong(recorded: Readonly<PointPair>, totals: Readonly<PointPair>, names: Names): string;
  winnerNotOver(named: string, totals: Readonly<PointPair>, target: number, names: Names): string;
  winnerWrong(named: string, winner: string, end: GameEnd, names: Names): string;
  noWinner(end: GameEnd, names: Names): string;

  // ---- setting up a hand
  noMovesNoResult(hand: number): string;
  /** A hand whose replay stopped: `why` (one of the sentences below), then what happens to it. */
  handSkipped(why: string, hand: number, scoreCounts: boolean): string;
  startUnreadable(): string;
  startImpossible(hand: number, error: string): string;
  positionUndefined(): string;
  startNotDealt(who: string, stray: readonly Card[]): string;
  dealImpossible(hand: number, error: string): string;
  cardsUnknown(): string;
  bidsWithoutTurnUp(): string;
  notReconstructed(error: string): string;
  deckUnreadable(): string;
  deckInvalid(hand: number, error: string): string;
  deckNotADeck(): string;
  dealUnreadable(): string;
  turnUpWrong(hand: number, given: Card, deck: Card): string;
  bottomWrong(hand: number, given: Card, deck: Card): string;
  dealtWrong(hand: number, listed: readonly Card[], who: string, fromDeck: readonly Card[]): string;
  dealtUneven(hand: number, n0: number, who0: string, n1: number, who1: string): string;
  dealInconsistent(): string;

  // ---- the moves
  moveUnreadable(path: string): string;
  moveSkipped(move: number, hand: number, scoreCounts: boolean): string;
  /**
   * A declaration or claim without `player`, read as `read`'s (whose turn it was) and faulty as
   * that, which would be legal as `meant`'s: the fault, then how to say whose it is.
   */
  readAsOther(fault: string, read: string, meant: string, player: number): string;
  trumpUnknown(hand: number): string;
  sixCardsPlayed(hand: number): string;
  /** A reconstructed hand's exchange without `player`, the record stopping before the turn-up card is played. */
  exchangeUnknown(hand: number): string;
  lastThreeUnknown(hand: number): string;
  stopsEarly(hand: number, scoreCounts: boolean): string;
  /** The hand's taker or trump field against the bids: `taker` null when only trump is named. */
  nobodyTook(hand: number, taker: string | null, trump: Suit | number, schmeiss: boolean): string;
  takerWrong(hand: number, named: string, taker: string): string;
  trumpWrong(hand: number, named: Suit | number, trump: Suit | number): string;
  /** The hand's taker field when the bids stop before trump is fixed and that player can no longer take. */
  takerCannotTake(hand: number, taker: string): string;

  // ---- points that did not count (notes)
  belaNotAnnounced(holder: string, second: boolean): string;
  /** Bela counted from a later position, the other card of the pair played before it. */
  belaUnchecked(who: string): string;
  sequencesVoided(who: string, value: number): string;
  sequencesTie(): string;

  // ---- recorded results against the moves
  /** `given` is a name, or the value written when it is not a player. `winner` null: not played. */
  lastTrickWrong(given: string, winner: string | null): string;
  belaWrong(given: Readonly<PointPair>, implied: Readonly<PointPair>, why: BelaWhy, names: Names): string;
  resultWrong(
    field: 'cards' | 'points' | 'score',
    given: Readonly<PointPair>,
    implied: Readonly<PointPair>,
    s: HandSummary,
    names: Names,
  ): string;
  sequencesNeedTrick(
    given: Readonly<PointPair>,
    implied: Readonly<PointPair>,
    who: string,
    best: readonly Card[],
    names: Names,
  ): string;
  sequencesTieCredited(given: Readonly<PointPair>, names: Names): string;
  sequencesWrongHolder(who: string, winner: string, best: readonly Card[], implied: Readonly<PointPair>): string;
  sequencesWrong(given: Readonly<PointPair>, implied: Readonly<PointPair>, noneDeclared: boolean, names: Names): string;
  /** Sequences credited to `who` when no player holds a valid declared run. */
  sequencesNobodyHolds(given: Readonly<PointPair>, who: string, names: Names): string;

  // ---- score-sheet lines (no moves)
  sheetCards(cards: Readonly<PointPair>, names: Names): string;
  sheetBela(bela: Readonly<PointPair>, names: Names): string;
  sheetSequences(seq: Readonly<PointPair>, names: Names): string;
  sheetPoints(points: Readonly<PointPair>, sum: Readonly<PointPair>, names: Names): string;
  sheetScore(
    score: Readonly<PointPair>,
    points: Readonly<PointPair>,
    expected: Readonly<PointPair>,
    outcome: TakerOutcome,
    taker: string,
    pot: number,
    paidTo: string | null,
    names: Names,
  ): string;
  noTaker(hand: number): string;
  /** The held-over pot carried into the hand is not known, and this hand would pay it out. */
  potUnknown(hand: number): string;
  noScore(hand: number): string;
}

// ---------------------------------------------------------------------------------------------
// English

const w = engineWordingEn;
const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'];
const pair = (a: Readonly<PointPair>, names: Names) => `${a[0]} for ${names[0]} and ${a[1]} for ${names[1]}`;
const counts = (scoreCounts: boolean) => (scoreCounts ? '; its recorded score counts for the totals' : '');

function ended(e: GameEnd, names: Names): string {
  return e.by === 'claim'
    ? `${names[e.player]} claimed in hand ${e.hand + 1}${e.correct === false ? ' wrongly, and so lost' : ''}`
    : `${names[e.winner]} had won with ${e.won} against ${e.lost} after hand ${e.hand + 1}, the target being ${e.target}`;
}

function dealerReason(r: DealerReason, names: Names): string {
  switch (r.why) {
    case 'schmeiss':
      return 'after an accepted schmeiss the same player deals again';
    case 'thrown-in':
      return 'after a hand thrown in, the other player deals';
    case 'equal':
      return 'after a hand with equal scores, the other player deals';
    case 'more':
      return `${names[r.player]} scored more in the hand before and so deals`;
  }
}

function pointsDetail(s: HandSummary, names: Names): string {
  const part = (p: Player) =>
    `${s.cards[p]} in cards${s.lastTrick === p ? ' + 10 for the last trick' : ''}${s.sequences[p] ? ` + ${s.sequences[p]} in sequences` : ''}${s.bela[p] ? ` + ${s.bela[p]} bela` : ''}${s.base[p] ? ` + ${s.base[p]} before the position` : ''}`;
  return ` (${names[0]}: ${part(0)}; ${names[1]}: ${part(1)})`;
}

function scoreDetail(s: HandSummary, names: Names): string {
  if (s.taker === -1) return '';
  const t = names[s.taker];
  const pot = s.potPaidTo !== -1 ? `, plus ${s.potIn} held-over points to ${names[s.potPaidTo]}` : '';
  switch (s.outcome) {
    case 'made':
      return ` (${t}, the taker, scored more${pot})`;
    case 'bate':
      return ` (${t}, the taker, scored less and is bate: the defender writes both totals${pot})`;
    case 'tie-defender':
      return ` (a tie: the taker ${t} scores nothing${pot})`;
    case 'tie-bete':
      return ` (a tie: the defender writes both totals${pot})`;
    case 'tie-held-over':
      return ` (a tie: both totals are held over for the next hand)`;
    case 'claimed':
      return ' (the hand stopped at a claim: the points so far)';
    default:
      return '';
  }
}

function sheetRule(o: TakerOutcome, taker: string): string {
  return o === 'made'
    ? `${taker}, the taker, scored more, so both keep their points`
    : o === 'bate'
      ? `${taker}, the taker, scored less, so the defender writes both totals`
      : o === 'tie-defender'
        ? 'a tie: the taker scores nothing and the defender keeps their points'
        : o === 'tie-bete'
          ? 'a tie: the defender writes both totals'
          : 'a tie: both totals are held over for the next hand';
}

/** A whole number with its thousands grouped (12,345). */
const thousands = (n: number, sep: string): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep);

/** The validator's sentences in English (the default). */
export const validatorWordingEn: ValidatorWording = Object.freeze({
  ...w,
  schema: schemaWordingEn,

  notTranscript: () => 'The document is not a Klaberjass transcript of version 1, so its hands were not replayed.',
  rulesInvalid: (error: string) => `At /rules: ${error}`,
  rulesGivenInvalid: (error: string) => `The rules given to the validator are not usable: ${error}`,
  rulesUnknown: () => 'The rules are not known, so the hands were not replayed.',
  omitted: (violations: number, notes: number, max: number, uncounted?: boolean) => {
    const more = [
      uncounted
        ? `${violations > 0 ? `over ${thousands(violations, ',')}` : ''} more violations`.trimStart()
        : violations > 0
          ? `${thousands(violations, ',')} more ${violations === 1 ? 'violation' : 'violations'}`
          : '',
      notes > 0 ? `${thousands(notes, ',')} more ${notes === 1 ? 'note' : 'notes'}` : '',
    ].filter(Boolean);
    const m = thousands(max, ',');
    const all = uncounted ? ' (there were too many schema faults to count them all)' : '';
    return `And ${more.join(' and ')}, not listed: at most ${m} violations and ${m} notes are listed per document${all}.`;
  },
  internalError: (message: string) =>
    `The validator could not finish checking this document (internal error: ${message}), so it is not known to be valid; please report this.`,

  handUnreadable: (i: number, scoreCounts: boolean) =>
    `Hand ${i + 1} cannot be read (it needs at least a dealer, 0 or 1), so it was skipped${counts(scoreCounts)}.`,
  dealerOrder: (dealer: string, i: number, expected: string, reason: DealerReason, names: Names) =>
    `${dealer} dealt hand ${i + 1}, but it was ${expected}'s deal: ${dealerReason(reason, names)}.`,
  playedAfterEnd: (i: number, end: GameEnd, names: Names) =>
    `Hand ${i + 1} was played after the game had ended (${ended(end, names)}).`,
  claimUnjudged: (claimer: string, i: number, unknownAt: number) =>
    `${claimer}'s claim in hand ${i + 1} was not judged: the score of hand ${unknownAt + 1} is not known, so neither are the totals before the claim (nor the winner).`,
  totalsUnchecked: (i: number) => `The recorded totals were not checked: the score of hand ${i + 1} is not known.`,
  totalsWrong: (recorded: Readonly<PointPair>, totals: Readonly<PointPair>, names: Names) =>
    `The recorded totals are ${pair(recorded, names)}, but the hands add up to ${totals[0]} and ${totals[1]}.`,
  winnerNotOver: (named: string, totals: Readonly<PointPair>, target: number, names: Names) =>
    `The result names ${named} as the winner, but the game is not over: with totals ${pair(totals, names)} nobody has won (target ${target}).`,
  winnerWrong: (named: string, winner: string, end: GameEnd, names: Names) =>
    `The result names ${named} as the winner, but ${winner} won: ${ended(end, names)}.`,
  noWinner: (end: GameEnd, names: Names) => `The result names no winner, but the game is over: ${ended(end, names)}.`,

  noMovesNoResult: (i: number) => `Hand ${i + 1} records neither moves nor a result, so its score is not known.`,
  handSkipped: (why: string, i: number, scoreCounts: boolean) =>
    `${why} The rest of hand ${i + 1} was skipped${counts(scoreCounts)}.`,
  startUnreadable: () => 'The start position cannot be read.',
  startImpossible: (i: number, error: string) => `The start position of hand ${i + 1} is impossible: ${error}`,
  positionUndefined: () => 'The position is not defined.',
  startNotDealt: (who: string, stray: readonly Card[]) =>
    `At the start position ${who} holds ${w.cards(stray)}, which ${stray.length > 1 ? 'were' : 'was'} not dealt to ${who}.`,
  dealImpossible: (i: number, error: string) => `The deal of hand ${i + 1} is impossible: ${error}`,
  cardsUnknown: () => 'The cards are not known.',
  bidsWithoutTurnUp: () => 'The hand has bids but no known turn-up card.',
  notReconstructed: (error: string) => `The hand cannot be reconstructed: ${error}`,
  deckUnreadable: () => 'The deck cannot be read.',
  deckInvalid: (i: number, error: string) => `The deck of hand ${i + 1} is not a deck: ${error}`,
  deckNotADeck: () => 'The deck is not a deck.',
  dealUnreadable: () => 'The dealt cards cannot be read.',
  turnUpWrong: (i: number, given: Card, deck: Card) =>
    `Hand ${i + 1} gives ${w.card(given)} as the turn-up card, but the deck turns up ${w.card(deck)}.`,
  bottomWrong: (i: number, given: Card, deck: Card) =>
    `Hand ${i + 1} gives ${w.card(given)} as the bottom card, but the deck's bottom card is ${w.card(deck)}.`,
  dealtWrong: (i: number, listed: readonly Card[], who: string, fromDeck: readonly Card[]) =>
    `Hand ${i + 1} lists ${w.run(listed)} as ${who}'s cards, but the deck deals ${who} ${w.run(fromDeck)}.`,
  dealtUneven: (i: number, n0: number, who0: string, n1: number, who1: string) =>
    `Hand ${i + 1} deals ${n0} cards to ${who0} but ${n1} to ${who1}; both players receive the same number.`,
  dealInconsistent: () => 'The dealt cards are not consistent.',

  moveUnreadable: (path: string) =>
    `At ${path}: the move cannot be read; a move has exactly one action, "bid", "exchange", "declare", "play" or "claim", with a valid value.`,
  moveSkipped: (j: number, i: number, scoreCounts: boolean) =>
    `Move ${j + 1} of hand ${i + 1} cannot be read, so the rest of the hand was skipped${counts(scoreCounts)}.`,
  readAsOther: (fault: string, read: string, meant: string, player: number) =>
    `${fault} The move names no "player", so it was read as ${read}'s; if it is ${meant}'s, add "player": ${player}.`,
  trumpUnknown: (i: number) =>
    `Hand ${i + 1} has no bids, no start position and no "taker" and "trump", so trump is not known and the rest of the hand was skipped.`,
  sixCardsPlayed: (i: number) =>
    `Hand ${i + 1} was played, but its deal lists only 6 cards for each player; a played hand needs all 9.`,
  exchangeUnknown: (i: number) =>
    `The exchange in hand ${i + 1} names no player, and the record stops before anyone plays the turn-up card, so nothing shows who held the 7: the exchange was not checked.`,
  lastThreeUnknown: (i: number) =>
    `The last three cards of each player in hand ${i + 1} are not known, so the rest of the hand was skipped.`,
  stopsEarly: (i: number, scoreCounts: boolean) =>
    `Hand ${i + 1} stops before its end, so its recorded result was not checked${counts(scoreCounts)}.`,
  nobodyTook: (i: number, taker: string | null, trump: number, schmeiss: boolean) =>
    `Hand ${i + 1} names ${taker !== null ? `${taker} as taker` : `${SUITS[trump]} as trump`}, but nobody took: the bids ${schmeiss ? 'ended in an accepted schmeiss' : 'were four passes'}.`,
  takerWrong: (i: number, named: string, taker: string) =>
    `Hand ${i + 1} names ${named} as taker, but the bids made ${taker} the taker.`,
  takerCannotTake: (i: number, taker: string) =>
    `Hand ${i + 1} names ${taker} as taker, but the bids stop before trump is fixed and ${taker} can no longer take.`,
  trumpWrong: (i: number, named: number, trump: number) =>
    `Hand ${i + 1} names ${SUITS[named]} as trump, but the bids made ${SUITS[trump]} trump.`,

  belaNotAnnounced: (holder: string, second: boolean) =>
    `Bela by ${holder} not counted: not announced ${second ? 'on the second card' : 'on the first card'}.`,
  belaUnchecked: (who: string) =>
    `Bela by ${who} counted without a check: the other card of the pair was played before the start position, so nothing shows who held it.`,
  sequencesVoided: (who: string, value: number) =>
    `Sequences of ${who} (${value}) not counted: ${who} held the best sequence but won no trick, and the other player does not inherit.`,
  sequencesTie: () =>
    'Sequences not counted: the best sequences of both players are equal, and under these rules neither scores.',

  lastTrickWrong: (given: string, winner: string | null) =>
    `The result gives the last trick to ${given}, but ${winner === null ? 'the last trick was not played' : `${winner} won it`}.`,
  belaWrong: (given: Readonly<PointPair>, implied: Readonly<PointPair>, why: BelaWhy, names: Names) => {
    const text =
      why.why === 'nobody'
        ? 'nobody held both the king and the queen of trumps'
        : why.why === 'counted'
          ? `${names[why.holder]} announced it and scores 20`
          : why.why === 'not-played'
            ? `${names[why.holder]} did not play both cards`
            : `${names[why.holder]} did not announce it ${why.both ? 'on both cards' : 'on the second card'}`;
    return `The result credits bela ${pair(given, names)}, but the moves give ${implied[0]} and ${implied[1]}: ${text}.`;
  },
  resultWrong: (
    field: 'cards' | 'points' | 'score',
    given: Readonly<PointPair>,
    implied: Readonly<PointPair>,
    s: HandSummary,
    names: Names,
  ) => {
    const what = field === 'cards' ? 'card points' : field === 'points' ? 'points' : 'a score';
    const detail = field === 'score' ? scoreDetail(s, names) : field === 'points' ? pointsDetail(s, names) : '';
    return `The result gives ${what} of ${pair(given, names)}, but the moves give ${implied[0]} and ${implied[1]}${detail}.`;
  },
  sequencesNeedTrick: (
    given: Readonly<PointPair>,
    implied: Readonly<PointPair>,
    who: string,
    best: readonly Card[],
    names: Names,
  ) =>
    `The result credits sequences ${pair(given, names)}, but the moves give ${implied[0]} and ${implied[1]}: ${who} held the best sequence (${w.run(best)}) but won no trick, so no sequences count.`,
  sequencesTieCredited: (given: Readonly<PointPair>, names: Names) =>
    `The result credits sequences ${pair(given, names)}, but the best sequences of both players are equal and under these rules neither scores.`,
  sequencesWrongHolder: (who: string, winner: string, best: readonly Card[], implied: Readonly<PointPair>) =>
    `The result credits sequences to ${who}, but ${winner} held the best sequence (${w.run(best)}), so only ${winner} scores sequences: the moves give ${implied[0]} and ${implied[1]}.`,
  sequencesWrong: (given: Readonly<PointPair>, implied: Readonly<PointPair>, noneDeclared: boolean, names: Names) =>
    `The result credits sequences ${pair(given, names)}, but the moves give ${implied[0]} and ${implied[1]}${noneDeclared ? ' (no sequence was declared)' : ''}.`,
  sequencesNobodyHolds: (given: Readonly<PointPair>, who: string, names: Names) =>
    `The result credits sequences ${pair(given, names)}, but nobody held a valid declared sequence, so ${who} cannot hold the best one and nobody scores sequences.`,

  sheetCards: (cards: Readonly<PointPair>, names: Names) =>
    `The result gives card points of ${pair(cards, names)}, ${cards[0] + cards[1]} in all, but the deck holds only 152.`,
  sheetBela: (bela: Readonly<PointPair>, names: Names) =>
    `The result credits bela ${pair(bela, names)}, but bela is worth 20 and only one player can hold it.`,
  sheetSequences: (seq: Readonly<PointPair>, names: Names) =>
    `The result credits sequences to both players (${pair(seq, names)}), but only the holder of the best sequence scores them.`,
  sheetPoints: (points: Readonly<PointPair>, sum: Readonly<PointPair>, names: Names) =>
    `The result gives points of ${pair(points, names)}, but its cards, last trick, sequences and bela add up to ${sum[0]} and ${sum[1]}.`,
  sheetScore: (
    score: Readonly<PointPair>,
    points: Readonly<PointPair>,
    expected: Readonly<PointPair>,
    outcome: TakerOutcome,
    taker: string,
    pot: number,
    paidTo: string | null,
    names: Names,
  ) => {
    const potText = pot && paidTo !== null ? `, plus ${pot} held-over points to ${paidTo}` : '';
    return `The result gives a score of ${pair(score, names)}, but with points ${points[0]} and ${points[1]} the taker rule gives ${expected[0]} and ${expected[1]} (${sheetRule(outcome, taker)}${potText}).`;
  },
  noTaker: (i: number) => `Hand ${i + 1} names no taker, so the taker rule was not checked.`,
  potUnknown: (i: number) =>
    `The held-over points paid out in hand ${i + 1} are not known (a tied hand before it could not be read), so its score and the game totals were not checked.`,
  noScore: (i: number) => `Hand ${i + 1} records no score, so the game totals cannot be checked.`,
});
