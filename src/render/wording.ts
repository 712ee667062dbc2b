/**
 * The words of the images of a position (the caption, the labels on the felt and the alt text),
 * in English: one function or string per sentence. Norwegian Bokmål is ./wording-nb.ts. Names and
 * comments from a transcript are passed in as they are; the SVG writer escapes them.
 */
import type { BidValue, Card } from '../engine/internal.js';

/** A catalogue of the images' words (`renderWordingEn`, `renderWordingNb`). */
export interface RenderWording {
  readonly lang: string;
  /** The players' names when the transcript gives none. */
  readonly players: readonly [string, string];
  readonly suits: readonly string[];
  /** A card in words ("ace of spades"). */
  card(c: Card): string;
  readonly trump: string;
  readonly noTrump: string;
  readonly taker: string;
  readonly dealer: string;
  readonly turnUp: string;
  readonly points: string;
  tricks(n: number): string;
  /** Where the picture is in the document: "Hand 1 of 2, move 6 of 22" (move 0: the deal). */
  where(hand: number, hands: number, step: number, moves: number): string;
  /** A move in words ("Finn plays the nine of spades."). */
  bid(who: string, bid: BidValue, suit: string): string;
  exchange(who: string, seven: string): string;
  declare(who: string, runs: number): string;
  play(who: string, card: string, bela: boolean): string;
  claim(who: string): string;
  /** A move's mark in words ("a good move"). */
  mark(mark: string): string;
  // ---- the alt text
  holds(who: string, cards: string): string;
  hidden(who: string, n: number): string;
  trumpBy(suit: string, who: string): string;
  trumpOnly(suit: string): string;
  noTrumpYet: string;
  onTable(cards: string): string;
  emptyTable: string;
  wonTrick(who: string): string;
  turnUpIs(card: string): string;
  score(a: string, pa: number, b: string, pb: number): string;
  comment(text: string): string;
  // ---- errors
  notReplayable(why: string): string;
  noHand(hand: number, hands: number): string;
  noPosition(hand: number): string;
  noStep(step: number, moves: number): string;
}

const RANKS = ['seven', 'eight', 'nine', 'ten', 'jack', 'queen', 'king', 'ace'];
const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
const MARKS: Record<string, string> = {
  '!': 'a good move',
  '?': 'a mistake',
  '!!': 'a brilliant move',
  '??': 'a blunder',
  '!?': 'an interesting move',
  '?!': 'a dubious move',
};

/** The images' words in English. */
export const renderWordingEn: RenderWording = Object.freeze({
  lang: 'en',
  players: ['Player 0', 'Player 1'] as const,
  suits: SUITS,
  card: (c: Card) => `${RANKS[c & 7]} of ${SUITS[c >> 3]}`,
  trump: 'Trump',
  noTrump: 'no trump yet',
  taker: 'taker',
  dealer: 'dealer',
  turnUp: 'turn-up',
  points: 'Points',
  tricks: (n: number) => (n === 1 ? '1 trick' : `${n} tricks`),
  where: (hand: number, hands: number, step: number, moves: number) =>
    `${hands > 1 ? `Hand ${hand} of ${hands}, ` : ''}${step === 0 ? 'the deal' : `move ${step} of ${moves}`}`,
  bid: (who: string, bid: BidValue, suit: string) =>
    bid === 'take'
      ? `${who} takes.`
      : bid === 'pass'
        ? `${who} passes.`
        : bid === 'schmeiss'
          ? `${who} offers a schmeiss.`
          : bid === 'accept'
            ? `${who} accepts the schmeiss.`
            : bid === 'refuse'
              ? `${who} refuses the schmeiss.`
              : `${who} names ${suit}.`,
  exchange: (who: string, seven: string) => `${who} exchanges the ${seven} for the turn-up card.`,
  declare: (who: string, runs: number) =>
    runs === 0 ? `${who} declares no runs.` : `${who} declares ${runs === 1 ? 'a run' : `${runs} runs`}.`,
  play: (who: string, card: string, bela: boolean) => `${who} plays the ${card}${bela ? ' and says bela' : ''}.`,
  claim: (who: string) => `${who} claims the game.`,
  mark: (mark: string) => MARKS[mark] ?? mark,
  holds: (who: string, cards: string) => `${who} holds ${cards}.`,
  hidden: (who: string, n: number) => `${who} holds ${n} cards face down.`,
  trumpBy: (suit: string, who: string) => `Trump is ${suit}, taken by ${who}.`,
  trumpOnly: (suit: string) => `Trump is ${suit}.`,
  noTrumpYet: 'No trump yet.',
  onTable: (cards: string) => `On the table: ${cards}.`,
  emptyTable: 'The table is empty.',
  wonTrick: (who: string) => `${who} wins the trick`,
  turnUpIs: (card: string) => `The turn-up card is the ${card}.`,
  score: (a: string, pa: number, b: string, pb: number) => `Points in this hand: ${a} ${pa}, ${b} ${pb}.`,
  comment: (text: string) => `Comment: ${text}`,
  notReplayable: (why: string) => `The document cannot be drawn: ${why}`,
  noHand: (hand: number, hands: number) =>
    `There is no hand ${hand}: the document has ${hands === 1 ? '1 hand' : `${hands} hands`} (hands count from 0).`,
  noPosition: (hand: number) =>
    `Hand ${hand} has no position to draw (a score-sheet line or a hand that cannot be set up).`,
  noStep: (step: number, moves: number) => `There is no step ${step}: the hand can be shown at steps 0 to ${moves}.`,
});
