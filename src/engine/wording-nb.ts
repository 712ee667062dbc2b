/**
 * The engine's faults and errors in Norwegian Bokmål (see wording.ts for the catalogue). The
 * vocabulary follows the element's string table (src/element/i18n/nb.ts): a card is
 * "hjerter tier"; stikk, trumf, melde, sekvens, bela, runde, utmelding.
 */
import type { Card } from './cards.js';
import type { BidValue } from './types.js';
import type { DealSlot, EngineWording } from './wording.js';

const SUITS = ['spar', 'hjerter', 'ruter', 'kløver'];
const RANKS = ['sjuer', 'åtter', 'nier', 'tier', 'knekt', 'dame', 'konge', 'ess'];
const BIDS: Record<string, string> = {
  take: 'ta',
  pass: 'pass',
  schmeiss: 'schmeiss',
  accept: 'godta',
  refuse: 'avslå',
  S: 'spar',
  H: 'hjerter',
  D: 'ruter',
  C: 'kløver',
};

const card = (c: Card): string => `${SUITS[c >> 3]} ${RANKS[c & 7]}`;
/** "spar ess", "spar ess og spar konge", "spar ess, spar konge og spar dame". */
const cards = (cs: readonly Card[]): string => {
  const names = cs.map(card);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} og ${names[names.length - 1]}` : names.join('');
};
const run = (cs: readonly Card[]): string => cs.map(card).join(', ');
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const bid = (b: BidValue): string => `«${BIDS[b] ?? b}»`;
const turnUpNote = (tu: number): string => (tu >= 0 ? ` (${SUITS[tu]})` : '');
const slot = (where: DealSlot): string =>
  typeof where === 'object' ? `spiller ${where.player}` : where === 'turn-up' ? 'vendt kort' : 'bunnkort';
const show = (v: unknown): string => JSON.stringify(v);

/** The engine's sentences in Norwegian Bokmål. */
export const engineWordingNb: EngineWording = Object.freeze({
  lang: 'nb',
  players: ['Spiller 0', 'Spiller 1'] as const,

  card,
  cards,
  suit: (s: number) => SUITS[s],
  run,

  deckSize: (n: number) => `En kortstokk har 32 kort, ikke ${n}.`,
  notACard: (value: string) => `${value} er ikke et kort.`,
  deckTwice: (c: Card) => `${cap(card(c))} finnes to ganger i kortstokken.`,
  notACardAt: (where: DealSlot, value: string) => `${cap(slot(where))}: ${value} er ikke et kort.`,
  dealtTwice: (c: Card) => `${cap(card(c))} er delt ut to ganger.`,
  dealtCount: (p: 0 | 1, partial: boolean, n: number) =>
    `Spiller ${p} skal få ${partial ? 'høyst 9' : '6 eller 9'} kort, ikke ${n}.`,
  positionUneven: (a: number, b: number) =>
    `Begge spillerne må ha like mange kort i en stilling før et utspill (${a} og ${b}).`,
  positionSize: (n: number) => `En stilling trenger 1 til 9 kort per spiller, ikke ${n}.`,
  heldTwice: (c: Card) => `${cap(card(c))} er på hånden to ganger.`,
  trumpTooLate: () => 'Trumf kan bare settes direkte før det første budet.',
  trumpInvalid: () => 'Trumf må være en farge, og den som tar, en av spillerne.',

  unknownPreset: (name: string, known: readonly string[]) =>
    `Ukjent regelsett "${name}". Kjente regelsett: ${known.join(', ')}.`,
  rulesNotObject: () =>
    'Reglene må være navnet på et regelsett eller et objekt som { "preset": "classic", "tie": "bete" }.',
  unknownOption: (key: string, known: readonly string[]) =>
    `Ukjent regelvalg "${key}". Kjente valg: ${known.join(', ')}.`,
  optionNotWholeNumber: (key: string, value: unknown) =>
    `Regelvalget "${key}" må være et helt tall fra 1 til 1000000, ikke ${show(value)}.`,
  optionNotOneOf: (key: string, allowed: readonly (string | boolean)[], value: unknown) =>
    `Regelvalget "${key}" må være ett av ${allowed.map(show).join(', ')}, ikke ${show(value)}.`,

  nextInHand: () => 'En ny runde kan bare deles ut i et parti, og først når runden er slutt.',
  gameOver: (winner: string | null) =>
    winner === null ? 'Partiet er slutt.' : `Partiet er slutt: ${winner} har vunnet.`,
  nextNotOver: () => 'Neste runde kan først deles ut når denne runden er slutt.',
  bidAfterEnd: (who: string, b: BidValue) => `${who} bød ${bid(b)} etter at runden var slutt.`,
  bidInPlay: (who: string, b: BidValue) => `${who} bød ${bid(b)} mens kortene ble spilt; budrundene er over.`,
  bidOutOfTurn: (who: string, b: BidValue, turn: string) =>
    `${who} bød ${bid(b)}, men det var ${turn} sin tur til å by.`,
  playAfterEnd: (who: string, c: Card) => `${who} spilte ${card(c)} etter at runden var slutt.`,
  playBeforeTrump: (who: string, c: Card) => `${who} spilte ${card(c)} før trumf var bestemt.`,
  playOutOfTurn: (who: string, c: Card, turn: string) =>
    `${who} spilte ${card(c)}, men det var ${turn} sin tur til å spille.`,

  schmeissPending: (by: string, who: string, b: BidValue) =>
    `${by} tilbød schmeiss: ${who} må godta eller avslå, ikke by ${bid(b)}.`,
  answerWithoutOffer: (who: string, b: BidValue) => `${who} svarte ${bid(b)}, men ingen hadde tilbudt schmeiss.`,
  schmeissNotAllowed: (who: string) => `${who} tilbød schmeiss, men disse reglene tillater ikke schmeiss.`,
  namedInFirstRound: (who: string, s: number, tu: number) =>
    `${who} valgte ${SUITS[s]} i første budrunde, der bare fargen til det vendte kortet${turnUpNote(tu)} kan tas.`,
  takeInSecondRound: (who: string, tu: number) =>
    `${who} sa «ta» i andre budrunde; fargen til det vendte kortet${turnUpNote(tu)} ble avslått i første runde, så en annen farge må velges.`,
  schmeissInSecondRound: (who: string) =>
    `${who} tilbød schmeiss i andre budrunde; schmeiss kan bare tilbys i den første.`,
  namedTurnUpSuit: (who: string, s: number) =>
    `${who} valgte ${SUITS[s]}, fargen til det vendte kortet, i andre budrunde; bare en annen farge kan velges.`,

  notHeld: (who: string, c: Card) => `${who} spilte ${card(c)}, et kort ${who} ikke hadde.`,
  mustPlayTrump: (who: string, c: Card, lead: Card, trumps: readonly Card[]) =>
    `${who} spilte ${card(c)} på ${card(lead)}, men hadde trumf (${cards(trumps)}) og måtte følge med trumf.`,
  mustOvertrump: (who: string, c: Card, lead: Card, higher: readonly Card[]) =>
    `${who} spilte ${card(c)} på ${card(lead)}, men hadde ${cards(higher)}, ${higher.length > 1 ? 'høyere trumfer' : 'en høyere trumf'}, og måtte stikke over.`,
  mustFollow: (who: string, c: Card, lead: Card, held: readonly Card[], s: number) =>
    `${who} spilte ${card(c)} på ${card(lead)}, men hadde ${cards(held)} i ${SUITS[s]}, fargen som ble spilt ut, og måtte følge farge.`,
  mustTrump: (who: string, c: Card, lead: Card, led: number, trumps: readonly Card[]) =>
    `${who} spilte ${card(c)} på ${card(lead)} uten å ha ${SUITS[led]}, men hadde ${trumps.length > 1 ? 'trumfer' : 'en trumf'} (${cards(trumps)}) og måtte trumfe.`,

  belaWrongCard: (who: string, c: Card, trump: number) =>
    `${who} sa bela med ${card(c)}; bela sies bare med kongen eller damen i trumf${trump >= 0 ? ` (${SUITS[trump]})` : ''}.`,
  belaNotHolder: (who: string, c: Card) =>
    `${who} sa bela med ${card(c)}, men hadde ikke både kongen og damen i trumf da spillet begynte.`,

  exchangeInBidding: (who: string, c: Card) =>
    `${who} byttet ${card(c)} under budrundene; byttet kommer etter at trumf er bestemt og resten av kortene er delt ut.`,
  exchangeAfterFirstCard: (who: string, c: Card) =>
    `${who} byttet ${card(c)} etter at det første kortet var spilt; byttet må komme før det.`,
  exchangeNoTurnUp: (who: string, c: Card) =>
    `${who} byttet ${card(c)}, men det vendte kortet er ikke kjent her, så byttet kan verken kontrolleres eller gjøres.`,
  exchangeAgain: (who: string, c: Card) => `${who} byttet ${card(c)}, men byttet var allerede gjort.`,
  exchangeTurnUpNotTrump: (who: string, c: Card, tu: Card, trump: number) =>
    `${who} byttet ${card(c)} mot det vendte kortet, ${card(tu)}, men byttet er bare tillatt når det vendte kortets farge er trumf (trumf er ${SUITS[trump]}).`,
  exchangeNotSeven: (who: string, c: Card, seven: Card) =>
    `${who} tilbød ${card(c)} i bytte; bare trumfsjueren (${card(seven)}) kan byttes mot det vendte kortet.`,
  exchangeNotHeld: (who: string, c: Card) => `${who} byttet ${card(c)} uten å ha kortet.`,

  declareInBidding: (who: string) => `${who} meldte sekvenser under budrundene; sekvenser meldes før ens første kort.`,
  declareAfterEnd: (who: string) => `${who} meldte sekvenser etter at runden var slutt.`,
  declareAfterPlay: (who: string) =>
    `${who} meldte sekvenser etter å ha spilt et kort; sekvenser meldes før ens første kort.`,
  declareAgain: (who: string) => `${who} meldte sekvenser for andre gang.`,
  declareNotACard: (who: string) => `${who} meldte noe som ikke er et kort.`,
  declareCardTwice: (who: string, c: Card) => `${who} meldte en sekvens som nevner ${card(c)} to ganger.`,
  declareNotRun: (who: string, r: readonly Card[]) =>
    `${who} meldte ${run(r)}, som ikke er en sekvens: en sekvens er tre eller flere kort i samme farge som følger etter hverandre i rekkefølgen ess, konge, dame, knekt, tier, nier, åtter, sjuer.`,
  declareNotHeld: (who: string, r: readonly Card[], missing: readonly Card[]) =>
    `${who} meldte ${run(r)}, men hadde ikke ${cards(missing)}.`,
  declareSevenAndTurnUp: (who: string, r: readonly Card[], seven: Card, tu: Card) =>
    `${who} meldte ${run(r)}, men ${card(seven)} og det vendte kortet ${card(tu)} kan ikke begge være på hånden når spillet begynner: byttet gir det ene for det andre.`,
  declareNotHeldAtStart: (who: string, r: readonly Card[], missing: readonly Card[]) =>
    `${who} meldte ${run(r)}, men hadde ikke ${cards(missing)} da spillet begynte; en meldt sekvens teller bare hvis den er på hånden når spillet begynner, etter byttet.`,
  declareOverlap: (who: string, shared: readonly Card[]) =>
    `${who} meldte sekvenser som begge inneholder ${cards(shared)}; sekvenser kan ikke overlappe.`,
  declareTooMany: (who: string, n: number) =>
    `${who} meldte ${n} sekvenser; ni kort rommer høyst tre, så sekvensene etter den tiende ble sett bort fra.`,

  claimAfterEnd: (who: string) => `${who} meldte seg ut etter at runden allerede var slutt.`,
  claimAgain: (who: string) => `${who} meldte seg ut etter at partiet allerede var avgjort ved en utmelding.`,
  claimNotAllowed: (who: string) => `${who} meldte seg ut, men disse reglene tillater ikke utmelding.`,
  claimInBidding: (who: string) =>
    `${who} meldte seg ut under budrundene; man melder seg ut rett etter å ha tatt et stikk.`,
  claimMidTrick: (who: string) =>
    `${who} meldte seg ut midt i et stikk; man melder seg ut rett etter å ha tatt et stikk, før utspillet til det neste.`,
  claimNotWinner: (who: string) =>
    `${who} meldte seg ut uten å ha tatt stikket som nettopp ble fullført; bare den som tok det, kan melde seg ut, og det før utspillet.`,
});
