/** The words of the images of a position in Norwegian Bokmål (see ./wording.ts). */
import type { BidValue, Card } from '../engine/internal.js';
import type { RenderWording } from './wording.js';

const RANKS = ['sjuer', 'åtter', 'nier', 'tier', 'knekt', 'dame', 'konge', 'ess'];
const SUITS = ['spar', 'hjerter', 'ruter', 'kløver'] as const;
const MARKS: Record<string, string> = {
  '!': 'et godt trekk',
  '?': 'en feil',
  '!!': 'et glimrende trekk',
  '??': 'en stor tabbe',
  '!?': 'et interessant trekk',
  '?!': 'et tvilsomt trekk',
};

/** The images' words in Norwegian Bokmål. */
export const renderWordingNb: RenderWording = Object.freeze({
  lang: 'nb',
  players: ['Spiller 0', 'Spiller 1'] as const,
  suits: SUITS,
  card: (c: Card) => `${SUITS[c >> 3]} ${RANKS[c & 7]}`,
  trump: 'Trumf',
  noTrump: 'ingen trumf ennå',
  taker: 'tar',
  dealer: 'giver',
  turnUp: 'vendt kort',
  points: 'Poeng',
  tricks: (n: number) => `${n} stikk`,
  where: (hand: number, hands: number, step: number, moves: number) =>
    `${hands > 1 ? `Runde ${hand} av ${hands}, ` : ''}${step === 0 ? 'utdelingen' : `trekk ${step} av ${moves}`}`,
  bid: (who: string, bid: BidValue, suit: string) =>
    bid === 'take'
      ? `${who} tar.`
      : bid === 'pass'
        ? `${who} passer.`
        : bid === 'schmeiss'
          ? `${who} tilbyr schmeiss.`
          : bid === 'accept'
            ? `${who} godtar schmeiss.`
            : bid === 'refuse'
              ? `${who} avslår schmeiss.`
              : `${who} velger ${suit}.`,
  exchange: (who: string, seven: string) => `${who} bytter ${seven} mot det vendte kortet.`,
  declare: (who: string, runs: number) =>
    runs === 0 ? `${who} melder ingen sekvenser.` : `${who} melder ${runs === 1 ? 'en sekvens' : `${runs} sekvenser`}.`,
  play: (who: string, card: string, bela: boolean) => `${who} spiller ${card}${bela ? ' og sier bela' : ''}.`,
  claim: (who: string) => `${who} krever spillet.`,
  mark: (mark: string) => MARKS[mark] ?? mark,
  holds: (who: string, cards: string) => `${who} har ${cards}.`,
  hidden: (who: string, n: number) => `${who} har ${n} kort med baksiden opp.`,
  trumpBy: (suit: string, who: string) => `Trumf er ${suit}, tatt av ${who}.`,
  trumpOnly: (suit: string) => `Trumf er ${suit}.`,
  noTrumpYet: 'Ingen trumf ennå.',
  onTable: (cards: string) => `På bordet: ${cards}.`,
  emptyTable: 'Bordet er tomt.',
  wonTrick: (who: string) => `${who} tar stikket`,
  turnUpIs: (card: string) => `Det vendte kortet er ${card}.`,
  score: (a: string, pa: number, b: string, pb: number) => `Poeng i denne runden: ${a} ${pa}, ${b} ${pb}.`,
  comment: (text: string) => `Kommentar: ${text}`,
  notReplayable: (why: string) => `Dokumentet kan ikke tegnes: ${why}`,
  noHand: (hand: number, hands: number) =>
    `Det finnes ingen runde ${hand}: dokumentet har ${hands} ${hands === 1 ? 'runde' : 'runder'} (rundene telles fra 0).`,
  noPosition: (hand: number) =>
    `Runde ${hand} har ingen stilling å tegne (en linje i poengtavlen eller en runde som ikke kan settes opp).`,
  noStep: (step: number, moves: number) =>
    `Det finnes ikke noe steg ${step}: runden kan vises fra steg 0 til ${moves}.`,
});
