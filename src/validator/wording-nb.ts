/**
 * The validator's violations and notes in Norwegian Bokmål, with the engine's faults and the
 * schema's wording in Norwegian too (see wording.ts). Hand and move numbers are the verdict's
 * own (counted from 0), as in English.
 */
import type { Card, Player } from '../engine/cards.js';
import type { HandSummary, TakerOutcome } from '../engine/scoring.js';
import type { Names } from '../engine/types.js';
import { engineWordingNb as w } from '../engine/wording-nb.js';
import { schemaWordingNb } from '../notation/schema-wording-nb.js';
import type { BelaWhy, DealerReason, GameEnd, ValidatorWording } from './wording.js';

/** A whole number with its thousands grouped by no-break spaces (12 345). */
const thousands = (n: number, sep: string): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep);

type PointPair = readonly [number, number];

const SUITS = ['spar', 'hjerter', 'ruter', 'kløver'];
const pair = (a: PointPair, names: Names) => `${a[0]} til ${names[0]} og ${a[1]} til ${names[1]}`;
const counts = (scoreCounts: boolean) =>
  scoreCounts ? '; poengene som er skrevet opp for runden, teller med i summene' : '';

function ended(e: GameEnd, names: Names): string {
  return e.by === 'claim'
    ? `${names[e.player]} meldte seg ut i runde ${e.hand + 1}${e.correct === false ? ' uten å ha nok poeng og tapte derfor' : ''}`
    : `${names[e.winner]} hadde vunnet med ${e.won} mot ${e.lost} etter runde ${e.hand + 1}, med ${e.target} som mål`;
}

function dealerReason(r: DealerReason, names: Names): string {
  switch (r.why) {
    case 'schmeiss':
      return 'etter en godtatt schmeiss gir samme spiller på nytt';
    case 'thrown-in':
      return 'etter en runde som ble kastet inn, gir den andre spilleren';
    case 'equal':
      return 'etter en runde med like mange poeng gir den andre spilleren';
    case 'more':
      return `${names[r.player]} fikk flest poeng i runden før og gir derfor`;
  }
}

function pointsDetail(s: HandSummary, names: Names): string {
  const part = (p: Player) =>
    `${s.cards[p]} i kort${s.lastTrick === p ? ' + 10 for siste stikk' : ''}${s.sequences[p] ? ` + ${s.sequences[p]} i sekvenser` : ''}${s.bela[p] ? ` + ${s.bela[p]} for bela` : ''}${s.base[p] ? ` + ${s.base[p]} før stillingen` : ''}`;
  return ` (${names[0]}: ${part(0)}; ${names[1]}: ${part(1)})`;
}

function scoreDetail(s: HandSummary, names: Names): string {
  if (s.taker === -1) return '';
  const t = names[s.taker];
  const pot = s.potPaidTo !== -1 ? `, pluss ${s.potIn} overførte poeng til ${names[s.potPaidTo]}` : '';
  switch (s.outcome) {
    case 'made':
      return ` (${t}, som tok, fikk flest poeng${pot})`;
    case 'bate':
      return ` (${t}, som tok, fikk færre poeng og er bet: motspilleren skriver opp begges poeng${pot})`;
    case 'tie-defender':
      return ` (likt: ${t}, som tok, får ingenting${pot})`;
    case 'tie-bete':
      return ` (likt: motspilleren skriver opp begges poeng${pot})`;
    case 'tie-held-over':
      return ' (likt: begges poeng overføres til neste runde)';
    case 'claimed':
      return ' (runden stoppet ved en utmelding: poengene så langt)';
    default:
      return '';
  }
}

function sheetRule(o: TakerOutcome, taker: string): string {
  return o === 'made'
    ? `${taker}, som tok, fikk flest poeng, så begge beholder sine poeng`
    : o === 'bate'
      ? `${taker}, som tok, fikk færre poeng, så motspilleren skriver opp begges poeng`
      : o === 'tie-defender'
        ? 'likt: den som tok, får ingenting, og motspilleren beholder sine poeng'
        : o === 'tie-bete'
          ? 'likt: motspilleren skriver opp begges poeng'
          : 'likt: begges poeng overføres til neste runde';
}

const RESULT_WHAT = { cards: 'kortpoeng', points: 'poeng', score: 'poengsum' } as const;

/** The validator's sentences in Norwegian Bokmål. */
export const validatorWordingNb: ValidatorWording = Object.freeze({
  ...w,
  schema: schemaWordingNb,

  notTranscript: () => 'Dokumentet er ikke et Klaberjass-parti i versjon 1, så rundene ble ikke spilt av.',
  rulesInvalid: (error: string) => `Ved /rules: ${error}`,
  rulesGivenInvalid: (error: string) => `Reglene validatoren fikk, kan ikke brukes: ${error}`,
  rulesUnknown: () => 'Reglene er ikke kjent, så rundene ble ikke spilt av.',
  omitted: (violations: number, notes: number, max: number, uncounted?: boolean) => {
    const more = [
      uncounted
        ? `${violations > 0 ? `over ${thousands(violations, '\u00a0')}` : 'flere'} regelbrudd`
        : violations > 0
          ? `${thousands(violations, '\u00a0')} regelbrudd`
          : '',
      notes > 0 ? `${thousands(notes, '\u00a0')} ${notes === 1 ? 'merknad' : 'merknader'}` : '',
    ].filter(Boolean);
    const m = thousands(max, '\u00a0');
    const all = uncounted ? ' (det var for mange skjemafeil til å telle alle)' : '';
    return `Og ${more.join(' og ')} til, som ikke er listet: høyst ${m} regelbrudd og ${m} merknader listes per dokument${all}.`;
  },
  internalError: (message: string) =>
    `Validatoren kunne ikke kontrollere hele dokumentet (intern feil: ${message}), så det er ikke kjent som gyldig; meld gjerne fra om dette.`,

  handUnreadable: (i: number, scoreCounts: boolean) =>
    `Runde ${i + 1} kan ikke leses (den trenger minst en giver, 0 eller 1), så den ble hoppet over${counts(scoreCounts)}.`,
  dealerOrder: (dealer: string, i: number, expected: string, reason: DealerReason, names: Names) =>
    `${dealer} ga i runde ${i + 1}, men det var ${expected} sin tur til å gi: ${dealerReason(reason, names)}.`,
  playedAfterEnd: (i: number, end: GameEnd, names: Names) =>
    `Runde ${i + 1} ble spilt etter at partiet var slutt (${ended(end, names)}).`,
  claimUnjudged: (claimer: string, i: number, unknownAt: number) =>
    `${claimer} meldte seg ut i runde ${i + 1}, men det ble ikke bedømt: poengene i runde ${unknownAt + 1} er ikke kjent, og dermed heller ikke summene før utmeldingen (eller vinneren).`,
  totalsUnchecked: (i: number) =>
    `Summene som er skrevet opp, ble ikke kontrollert: poengene i runde ${i + 1} er ikke kjent.`,
  totalsWrong: (recorded: PointPair, totals: PointPair, names: Names) =>
    `Summene som er skrevet opp, er ${pair(recorded, names)}, men rundene gir til sammen ${totals[0]} og ${totals[1]}.`,
  winnerNotOver: (named: string, totals: PointPair, target: number, names: Names) =>
    `Resultatet oppgir ${named} som vinner, men partiet er ikke slutt: med summene ${pair(totals, names)} har ingen vunnet (målet er ${target}).`,
  winnerWrong: (named: string, winner: string, end: GameEnd, names: Names) =>
    `Resultatet oppgir ${named} som vinner, men det var ${winner} som vant: ${ended(end, names)}.`,
  noWinner: (end: GameEnd, names: Names) =>
    `Resultatet oppgir ingen vinner, men partiet er slutt: ${ended(end, names)}.`,

  noMovesNoResult: (i: number) => `Runde ${i + 1} har verken trekk eller resultat, så poengene er ikke kjent.`,
  handSkipped: (why: string, i: number, scoreCounts: boolean) =>
    `${why} Resten av runde ${i + 1} ble hoppet over${counts(scoreCounts)}.`,
  startUnreadable: () => 'Startstillingen kan ikke leses.',
  startImpossible: (i: number, error: string) => `Startstillingen i runde ${i + 1} er umulig: ${error}`,
  positionUndefined: () => 'Stillingen er ikke definert.',
  startNotDealt: (who: string, stray: readonly Card[]) =>
    `I startstillingen har ${who} ${w.cards(stray)}, som ikke ble delt ut til ${who}.`,
  dealImpossible: (i: number, error: string) => `Utdelingen i runde ${i + 1} er umulig: ${error}`,
  cardsUnknown: () => 'Kortene er ikke kjent.',
  bidsWithoutTurnUp: () => 'Runden har bud, men det vendte kortet er ikke kjent.',
  notReconstructed: (error: string) => `Runden kan ikke rekonstrueres: ${error}`,
  deckUnreadable: () => 'Kortstokken kan ikke leses.',
  deckInvalid: (i: number, error: string) => `Kortstokken i runde ${i + 1} er ikke en gyldig kortstokk: ${error}`,
  deckNotADeck: () => 'Kortstokken er ikke en gyldig kortstokk.',
  dealUnreadable: () => 'De utdelte kortene kan ikke leses.',
  turnUpWrong: (i: number, given: Card, deck: Card) =>
    `Runde ${i + 1} oppgir ${w.card(given)} som vendt kort, men i kortstokken er det vendte kortet ${w.card(deck)}.`,
  bottomWrong: (i: number, given: Card, deck: Card) =>
    `Runde ${i + 1} oppgir ${w.card(given)} som bunnkort, men bunnkortet i kortstokken er ${w.card(deck)}.`,
  dealtWrong: (i: number, listed: readonly Card[], who: string, fromDeck: readonly Card[]) =>
    `Runde ${i + 1} oppgir ${w.run(listed)} som kortene til ${who}, men kortstokken gir ${who} ${w.run(fromDeck)}.`,
  dealtUneven: (i: number, n0: number, who0: string, n1: number, who1: string) =>
    `Runde ${i + 1} gir ${n0} kort til ${who0}, men ${n1} til ${who1}; begge spillerne får like mange.`,
  dealInconsistent: () => 'De utdelte kortene stemmer ikke overens.',

  moveUnreadable: (path: string) =>
    `Ved ${path}: trekket kan ikke leses; et trekk har nøyaktig én handling, "bid", "exchange", "declare", "play" eller "claim", med en gyldig verdi.`,
  moveSkipped: (j: number, i: number, scoreCounts: boolean) =>
    `Trekk ${j + 1} i runde ${i + 1} kan ikke leses, så resten av runden ble hoppet over${counts(scoreCounts)}.`,
  readAsOther: (fault: string, read: string, meant: string, player: number) =>
    `${fault} Trekket oppgir ingen "player", så det ble lest som trekket til ${read}; er det trekket til ${meant}, legg til "player": ${player}.`,
  trumpUnknown: (i: number) =>
    `Runde ${i + 1} har ingen bud, ingen startstilling og verken "taker" eller "trump", så trumf er ikke kjent, og resten av runden ble hoppet over.`,
  sixCardsPlayed: (i: number) =>
    `Runde ${i + 1} ble spilt, men utdelingen viser bare 6 kort til hver spiller; en runde som spilles, trenger alle 9.`,
  exchangeUnknown: (i: number) =>
    `Byttet i runde ${i + 1} nevner ingen spiller, og referatet slutter før noen spiller det vendte kortet, så ingenting viser hvem som hadde sjueren: byttet ble ikke kontrollert.`,
  lastThreeUnknown: (i: number) =>
    `De tre siste kortene til hver spiller i runde ${i + 1} er ikke kjent, så resten av runden ble hoppet over.`,
  stopsEarly: (i: number, scoreCounts: boolean) =>
    `Runde ${i + 1} stopper før den er ferdig, så resultatet som er skrevet opp, ble ikke kontrollert${counts(scoreCounts)}.`,
  nobodyTook: (i: number, taker: string | null, trump: number, schmeiss: boolean) =>
    `Runde ${i + 1} oppgir ${taker !== null ? `${taker} som den som tok` : `${SUITS[trump]} som trumf`}, men ingen tok: budene ${schmeiss ? 'endte i en godtatt schmeiss' : 'var fire pass'}.`,
  takerWrong: (i: number, named: string, taker: string) =>
    `Runde ${i + 1} oppgir ${named} som den som tok, men etter budene var det ${taker} som tok.`,
  takerCannotTake: (i: number, taker: string) =>
    `Runde ${i + 1} oppgir ${taker} som den som tok, men budene stopper før trumf er bestemt, og ${taker} kan ikke lenger ta.`,
  trumpWrong: (i: number, named: number, trump: number) =>
    `Runde ${i + 1} oppgir ${SUITS[named]} som trumf, men etter budene ble ${SUITS[trump]} trumf.`,

  belaNotAnnounced: (holder: string, second: boolean) =>
    `Bela for ${holder} teller ikke: ikke sagt ${second ? 'på det andre kortet' : 'på det første kortet'}.`,
  belaUnchecked: (who: string) =>
    `Bela til ${who} telte uten kontroll: det andre kortet i paret ble spilt før startstillingen, så ingenting viser hvem som hadde det.`,
  sequencesVoided: (who: string, value: number) =>
    `Sekvensene til ${who} (${value}) teller ikke: ${who} hadde den beste sekvensen, men tok ingen stikk, og den andre spilleren arver dem ikke.`,
  sequencesTie: () =>
    'Sekvenser teller ikke: de beste sekvensene til begge spillerne er like, og etter disse reglene får ingen poeng for dem.',

  lastTrickWrong: (given: string, winner: string | null) =>
    `Resultatet gir siste stikk til ${given}, men ${winner === null ? 'siste stikk ble ikke spilt' : `${winner} tok det`}.`,
  belaWrong: (given: PointPair, implied: PointPair, why: BelaWhy, names: Names) => {
    const text =
      why.why === 'nobody'
        ? 'ingen hadde både kongen og damen i trumf'
        : why.why === 'counted'
          ? `${names[why.holder]} sa bela og får 20`
          : why.why === 'not-played'
            ? `${names[why.holder]} spilte ikke begge kortene`
            : `${names[why.holder]} sa ikke bela ${why.both ? 'på begge kortene' : 'på det andre kortet'}`;
    return `Resultatet gir bela ${pair(given, names)}, men trekkene gir ${implied[0]} og ${implied[1]}: ${text}.`;
  },
  resultWrong: (
    field: 'cards' | 'points' | 'score',
    given: PointPair,
    implied: PointPair,
    s: HandSummary,
    names: Names,
  ) => {
    const detail = field === 'score' ? scoreDetail(s, names) : field === 'points' ? pointsDetail(s, names) : '';
    return `Resultatet gir ${RESULT_WHAT[field]} ${pair(given, names)}, men trekkene gir ${implied[0]} og ${implied[1]}${detail}.`;
  },
  sequencesNeedTrick: (given: PointPair, implied: PointPair, who: string, best: readonly Card[], names: Names) =>
    `Resultatet gir sekvenspoeng ${pair(given, names)}, men trekkene gir ${implied[0]} og ${implied[1]}: ${who} hadde den beste sekvensen (${w.run(best)}), men tok ingen stikk, så ingen sekvenser teller.`,
  sequencesTieCredited: (given: PointPair, names: Names) =>
    `Resultatet gir sekvenspoeng ${pair(given, names)}, men de beste sekvensene til begge spillerne er like, og etter disse reglene får ingen poeng for dem.`,
  sequencesWrongHolder: (who: string, winner: string, best: readonly Card[], implied: PointPair) =>
    `Resultatet gir sekvenspoeng til ${who}, men ${winner} hadde den beste sekvensen (${w.run(best)}), så bare ${winner} får sekvenspoeng: trekkene gir ${implied[0]} og ${implied[1]}.`,
  sequencesWrong: (given: PointPair, implied: PointPair, noneDeclared: boolean, names: Names) =>
    `Resultatet gir sekvenspoeng ${pair(given, names)}, men trekkene gir ${implied[0]} og ${implied[1]}${noneDeclared ? ' (ingen meldte sekvens)' : ''}.`,
  sequencesNobodyHolds: (given: PointPair, who: string, names: Names) =>
    `Resultatet gir sekvenspoeng ${pair(given, names)}, men ingen hadde en gyldig meldt sekvens, så ${who} kan ikke ha den beste, og ingen får sekvenspoeng.`,

  sheetCards: (cards: PointPair, names: Names) =>
    `Resultatet gir kortpoeng ${pair(cards, names)}, ${cards[0] + cards[1]} i alt, men kortstokken har bare 152.`,
  sheetBela: (bela: PointPair, names: Names) =>
    `Resultatet gir bela ${pair(bela, names)}, men bela er verdt 20, og bare én spiller kan ha det.`,
  sheetSequences: (seq: PointPair, names: Names) =>
    `Resultatet gir sekvenspoeng til begge spillerne (${pair(seq, names)}), men bare den som har den beste sekvensen, får poeng for sekvenser.`,
  sheetPoints: (points: PointPair, sum: PointPair, names: Names) =>
    `Resultatet gir poeng ${pair(points, names)}, men kortpoeng, siste stikk, sekvenser og bela gir til sammen ${sum[0]} og ${sum[1]}.`,
  sheetScore: (
    score: PointPair,
    points: PointPair,
    expected: PointPair,
    outcome: TakerOutcome,
    taker: string,
    pot: number,
    paidTo: string | null,
    names: Names,
  ) => {
    const potText = pot && paidTo !== null ? `, pluss ${pot} overførte poeng til ${paidTo}` : '';
    return `Resultatet gir poengsum ${pair(score, names)}, men med poengene ${points[0]} og ${points[1]} gir regelen for den som tar ${expected[0]} og ${expected[1]} (${sheetRule(outcome, taker)}${potText}).`;
  },
  noTaker: (i: number) => `Runde ${i + 1} oppgir ikke hvem som tok, så regelen for den som tar ble ikke kontrollert.`,
  potUnknown: (i: number) =>
    `Poengene som ble holdt igjen og betales ut i runde ${i + 1}, er ikke kjent (en uavgjort runde før den kunne ikke leses), så poengene for runden og summene i partiet ble ikke kontrollert.`,
  noScore: (i: number) =>
    `Runde ${i + 1} har ingen poengsum skrevet opp, så summene for partiet kan ikke kontrolleres.`,
});
