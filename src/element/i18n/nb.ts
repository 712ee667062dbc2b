/**
 * Norsk bokmål: the keys of en.ts and of the lazy parts' English strings (en-play.ts,
 * en-verdict.ts, en-analysis.ts, en-quiz.ts) in one table; the type makes sure none is missing.
 */
import { validatorWordingNb } from '../../validator/wording-nb.js';
import type { AnalysisStrings } from './en-analysis.js';
import type { PlayStrings } from './en-play.js';
import type { QuizStrings } from './en-quiz.js';
import type { VerdictStrings } from './en-verdict.js';
import type { Strings } from './en.js';

export const nb: Strings & PlayStrings & VerdictStrings & AnalysisStrings & QuizStrings = {
  lang: 'nb',
  wording: validatorWordingNb,
  players: validatorWordingNb.players,
  loadWording: () => Promise.resolve(validatorWordingNb),
  suits: ['spar', 'hjerter', 'ruter', 'kløver'],
  ranks: ['sjuer', 'åtter', 'nier', 'tier', 'knekt', 'dame', 'konge', 'ess'],
  cardName: (rank: string, suit: string) => `${suit} ${rank}`,

  table: 'Klaberjass-bord',
  tableHelp:
    'Bruk piltastene venstre og høyre for å gå gjennom trekkene, Home og End for start og slutt, mellomrom for å starte eller stoppe automatisk avspilling.',
  loading: 'Laster partiet…',
  dealing: 'Deler ut kortene…',
  noData:
    'Ingen parti er gitt. Bruk attributtet src, egenskapen transcript eller et underliggende script av typen application/json.',
  errorTitle: 'Dette partiet kan ikke vises',
  errorLoad: (url: string, why: string) => `Kunne ikke laste ${url}: ${why}`,
  errorParse: (why: string) => `Partiet er ikke gyldig JSON: ${why}`,
  errorNotObject: 'Partiet er ikke et JSON-objekt.',
  errorNoHands: 'Partiet har ingen "hands"-liste.',
  errorPart: (why: string) => `En del av bordet kunne ikke lastes: ${why}`,
  errorRules: (why: string) => `Ugyldige regler: ${why}`,
  mainThread: (why: string) => `Datamaskinen tenker på sidens hovedtråd, og siden kan bli treg: ${why}`,
  errorEmpty: 'Dokumentet har ingen runde som kan spilles av.',
  errorTooLarge: (max: number) => `Partiet er over grensen på ${max} byte (se attributtet max-bytes).`,
  errorRender: (why: string) => `Noe i partiet kan ikke vises: ${why}`,

  you: 'Du',
  youForms: {
    toAct: () => 'Din tur',
    wonTrick: () => 'Du tar stikket',
    narratePlay: (card: string) => `Du spiller ${card}.`,
    narrateBela: (card: string) => `Du spiller ${card} og sier bela.`,
    narrateExchange: (seven: string, turnUp: string) => `Du bytter ${seven} mot ${turnUp}.`,
    narrateDeclare: (runs: string) => `Du melder ${runs}.`,
    narrateNoRuns: () => 'Du melder ingen sekvens.',
    narrateClaim: () => 'Du melder deg ut.',
    narrateTrick: () => 'Du tar stikket.',
    narrateTrump: (suit: string) => `Trumf er ${suit}, tatt av deg.`,
    describeHand: (cards: string) => `Du har ${cards}.`,
    describeHidden: (n: number) => `Du har ${n} kort med baksiden opp.`,
    seqVoided: () => 'Du har den beste sekvensen, men tok ingen stikk, så ingen får sekvenspoeng.',
    belaNotPlayed: () => 'Du har konge og dame i trumf; bela teller når begge er spilt og meldt.',
    potPaid: (n: number) => `${n} overførte poeng går til deg.`,
    claimRight: () => 'Du meldte deg ut med rette og vinner partiet.',
    claimWrong: () => 'Du meldte deg ut uten nok poeng og taper partiet.',
    nextDealer: () => 'Du gir neste runde.',
    winsGame: () => 'Du vinner partiet',
    seqReason: {
      'only-one': () => 'Bare du meldte sekvens.',
      rank: () => 'Du har den høyeste sekvensen.',
      'top-card': () => 'Like lange sekvenser: du har høyest toppkort.',
      trump: () => 'Like sekvenser: din er i trumf.',
      'non-dealer': () => 'Helt like sekvenser: du, som ikke ga, vinner.',
    },
    outcome: {
      bate: (youFirst: boolean, o: string) =>
        youFirst
          ? `Du tok, men ${o} fikk flere poeng: du er bet og ${o} skriver opp begges poeng.`
          : `${o} tok, men du fikk flere poeng: ${o} er bet og du skriver opp begges poeng.`,
      'tie-defender': (youFirst: boolean, o: string) =>
        youFirst
          ? `Like mange poeng: du som tok får ingenting, ${o} beholder sine poeng.`
          : `Like mange poeng: ${o} som tok får ingenting, du beholder dine poeng.`,
      'tie-bete': (youFirst: boolean, o: string) =>
        youFirst
          ? `Like mange poeng: du som tok er bet, ${o} skriver opp begges poeng.`
          : `Like mange poeng: ${o} som tok er bet, du skriver opp begges poeng.`,
    },
  },
  computer: 'Datamaskinen',
  dealer: 'giver',
  dealerShort: 'G',
  taker: 'tar',
  trump: 'Trumf',
  noTrump: 'ingen trumf ennå',
  turnUp: 'vendt kort',
  bottom: 'bunnkort',
  stock: (n: number) => `bunke, ${n} kort`,
  tricksPile: (n: number) => (n === 1 ? '1 stikk' : `${n} stikk`),
  trick: 'stikket på bordet',
  toAct: (name: string) => `${name} sin tur`,
  wonTrick: (name: string) => `${name} tar stikket`,
  handN: (n: number) => `Runde ${n}`,
  handOf: (n: number, total: number) => `Runde ${n} av ${total}`,
  moveOf: (n: number, total: number) => `trekk ${n} av ${total}`,
  start: 'utdeling',

  sayTake: 'Jeg tar',
  sayPass: 'Pass',
  saySuit: (suit: string) => `${suit[0].toUpperCase()}${suit.slice(1)}`,
  saySchmeiss: 'Schmeiss?',
  sayAccept: 'Greit: ny utdeling',
  sayRefuse: 'Nei: du spiller',
  sayExchange: 'Jeg bytter sjueren mot det vendte kortet',
  sayNoRuns: 'Ingen sekvens',
  sayRun: (len: number) => (len >= 8 ? 'Hundre' : len === 7 ? 'Sytti' : len >= 4 ? 'Femti' : 'Tjue'),
  sayGood: 'God',
  sayNotGood: 'Ikke god',
  saySame: 'Lik',
  sayBela: 'Bela',
  sayClaim: 'Jeg melder meg ut',

  narrateBid: (name: string, said: string) => `${name}: ${said}${/[.?!]$/.test(said) ? '' : '.'}`,
  narratePlay: (name: string, card: string) => `${name} spiller ${card}.`,
  narrateBela: (name: string, card: string) => `${name} spiller ${card} og sier bela.`,
  narrateExchange: (name: string, seven: string, turnUp: string) => `${name} bytter ${seven} mot ${turnUp}.`,
  narrateDeclare: (name: string, runs: string) => `${name} melder ${runs}.`,
  narrateNoRuns: (name: string) => `${name} melder ingen sekvens.`,
  narrateClaim: (name: string) => `${name} melder seg ut.`,
  narrateTrick: (name: string) => `${name} tar stikket.`,
  narrateTrump: (suit: string, name: string) => `Trumf er ${suit}, tatt av ${name}.`,
  narrateStart: 'Kortene er delt ut.',

  describeHand: (name: string, cards: string) => `${name} har ${cards}.`,
  describeHidden: (name: string, n: number) => `${name} har ${n} kort med baksiden opp.`,
  describeTrick: (cards: string) => `På bordet: ${cards}.`,
  describeEmptyTrick: 'Ingen kort på bordet.',
  describeTurnUp: (card: string) => `Det vendte kortet er ${card}.`,
  describeBottom: (card: string) => `Bunnkortet er ${card}.`,
  describeScore: (a: string, pa: number, b: string, pb: number) => `Poeng i denne runden: ${a} ${pa}, ${b} ${pb}.`,
  describeTotals: (a: string, pa: number, b: string, pb: number) => `Stillingen: ${a} ${pa}, ${b} ${pb}.`,
  none: 'ingen',

  controls: 'Avspilling',
  first: 'Første trekk',
  prev: 'Forrige trekk',
  next: 'Neste trekk',
  last: 'Siste trekk',
  play: 'Spill av',
  pause: 'Pause',
  speed: 'Fart',
  slow: 'sakte',
  normal: 'normal',
  fast: 'rask',
  byTrick: 'Stikk for stikk',
  hand: 'Runde',
  timeline: 'Trekk',
  playFromHere: 'Spill videre herfra',
  backToReplay: 'Tilbake til avspillingen',
  comment: 'Kommentar',
  handComment: 'Om denne runden',
  marks: {
    '!': 'godt trekk',
    '?': 'feil',
    '!!': 'glimrende trekk',
    '??': 'grov feil',
    '!?': 'interessant trekk',
    '?!': 'tvilsomt trekk',
  },
  moveFault: 'Regelbrudd',

  yourTurn: 'Din tur',
  dealtYou: (cards: string) => `Du får ${cards}.`,
  dixOffer: (seven: string, turnUp: string) =>
    `Du har ${seven}: du kan bytte den mot ${turnUp} før første kort, eller beholde den.`,
  claimOffer: (have: number, need: number) => `Du kan melde deg ut: du har ${have}, du trenger ${need}.`,
  waiting: (name: string) => `${name} tenker…`,
  bidActions: 'Ditt bud',
  take: (suit: string) => `Ta ${suit}`,
  pass: 'Pass',
  name: (suit: string) => `Velg ${suit}`,
  schmeiss: 'Tilby schmeiss',
  accept: 'Godta (ny utdeling)',
  refuse: 'Avslå',
  exchange: (seven: string, turnUp: string) => `Bytt ${seven} mot ${turnUp}`,
  keepSeven: (seven: string) => `Behold ${seven}`,
  declareTitle: 'Meld sekvenser før ditt første kort',
  declareOption: (runs: string, points: number) => `Meld ${runs} (${points})`,
  declareNone: 'Meld ingenting',
  sayRunLength: (worth: string, n: number) => `${worth}, ${n} kort`,
  sayTop: (rank: string) => `${rank[0].toUpperCase()}${rank.slice(1)} høyest`,
  sayInTrumps: 'I trumf',
  autoBela: 'Si bela automatisk',
  claim: 'Meld deg ut',
  claimWorth: (have: number, need: number) => `Meld deg ut … (du har ${have}, du trenger ${need})`,
  claimWins: (have: number, need: number) => `Meld deg ut med ${have} av ${need}: du vinner partiet.`,
  claimLoses: (have: number, need: number) =>
    `Melde deg ut med ${have} av ${need}? Du mangler ${need - have}: en utmelding nå taper partiet.`,
  claimConfirm: 'Meld deg ut nå',
  claimCancel: 'Spill videre',
  illegalCard: (card: string) => `Du kan ikke spille ${card}.`,
  illegalWhy: (rule: string, card: string, lead: string, suit: string, cards: string) =>
    rule === 'must-follow-suit'
      ? `Du må følge farge: ${lead} er spilt ut, og du har ${cards}.`
      : rule === 'must-overtrump'
        ? `Du må stikke over ${lead} med en høyere trumf: ${cards}.`
        : rule === 'must-trump'
          ? `Du har ingen ${suit}, så du må trumfe: ${cards}.`
          : `Du kan ikke spille ${card}.`,
  nextHand: 'Del ut neste runde',
  newGame: 'Nytt parti',
  rematch: 'Revansj (samme kort)',
  exportTitle: 'Eksport',
  copy: 'Kopier partiet',
  copied: 'Partiet er kopiert.',
  copyFailed: 'Kopiering feilet: bruk Last ned i stedet.',
  download: 'Last ned partiet',
  exportPartial:
    'Mens en runde spilles, utelater partiet kortene du ikke har sett (datamaskinens og bunkens); etter runden er det komplett.',
  exportHeld: (name: string, cards: string) =>
    `Skrevet under runden: bare det ${name} kunne se, er tatt med (de andre kortene er utelatt). Kortene til ${name}: ${cards}.`,
  resumed: 'Det lagrede partiet ble gjenopptatt.',
  storageShared: (key: string) =>
    `Et annet bord på denne siden lagrer partiet sitt under «${key}»: dette partiet lagres ikke, så ingen av dem skriver over det andre.`,
  storageCorrupt: 'Det lagrede partiet kunne ikke leses, så et nytt parti ble startet.',
  storageFailed:
    'Partiet ditt kan ikke lagres i denne nettleseren (lagringen er full eller sperret); det fortsetter uten å bli lagret.',
  handOverSay: (a: string, pa: number, b: string, pb: number) =>
    `Runden er slutt. Skrevet opp: ${a} ${pa}, ${b} ${pb}.`,
  lastTrickTitle: 'Siste stikk',
  lastTrickSaid: (cards: string, winner: string) => `Siste stikk: ${cards}; ${winner} tok det.`,
  sheetThrownIn: 'kastet inn',
  sheetSchmeiss: 'schmeiss: delt ut på nytt',
  seedReplaces: (seed: string) =>
    `Et nytt parti ble delt ut fra frø ${seed}; det erstatter det lagrede partiet, som var fra et annet frø.`,
  rulesTitle: 'Reglene i dette partiet',
  resultsTitle: 'Resultat',
  handsWon: 'Runder vunnet',
  timesBate: 'Ganger bet',
  handsPlayed: (n: number) => (n === 1 ? '1 runde spilt.' : `${n} runder spilt.`),
  practice: 'Øving: tillat å ta tilbake et kort',
  undo: 'Ta tilbake mitt siste kort',
  undoneSay: 'Ditt siste kort ble tatt tilbake.',
  gameOver: 'Partiet er slutt',
  winsGame: (name: string) => `${name} vinner partiet`,
  targetLabel: (n: number) => `Parti til ${n}`,
  hint: 'Hint',
  hintPlay: (card: string) => `Hint: spill ${card}.`,
  hintMove: (what: string) => `Hint: ${what}.`,
  analysis: 'Analyse',
  analysisValue: (n: number) => `${n} poeng med beste spill`,
  analysisLoss: (n: number, best: number) =>
    `Dobbel dummy: dette kortet gir bort ${n} poeng (beste kort sikrer ${best}).`,
  analysisGood: 'Dobbel dummy: et av de beste kortene.',
  analysisLost: (a: string, na: number, b: string, nb: number, pending: boolean) =>
    `Poeng gitt bort mot dobbel dummy-spill i denne runden: ${a} ${na}, ${b} ${nb}${pending ? ' (analyserer fortsatt …)' : ''}.`,
  analysisMoveLost: (n: number) => `ga bort ${n} poeng`,

  summary: 'Rundens oppgjør',
  summarySoFar: 'Poeng så langt',
  cardPoints: 'Kortpoeng',
  lastTrick: 'Siste stikk',
  runs: 'Sekvenser',
  bela: 'Bela',
  carried: 'Overført',
  points: 'Poeng',
  score: 'Skrevet opp',
  tricks: 'Stikk',
  outcome: {
    made: (t: string) => `${t} tok og klarte det: begge skriver opp sine egne poeng.`,
    bate: (t: string, d: string) =>
      `${t} tok, men ${d} fikk flere poeng: ${t} er bet og ${d} skriver opp begges poeng.`,
    'tie-defender': (t: string, d: string) => `Like mange poeng: ${t} som tok får ingenting, ${d} beholder sine poeng.`,
    'tie-bete': (t: string, d: string) => `Like mange poeng: ${t} som tok er bet, ${d} skriver opp begges poeng.`,
    'tie-held-over': () => 'Like mange poeng: ingen skriver opp nå; poengene går til vinneren av neste spilte runde.',
    'no-play': () => 'Runden ble ikke spilt, så ingen får poeng.',
    claimed: () => 'Runden stoppet ved en utmelding: poengene så langt skrives opp.',
  },
  thrownIn: 'Begge passet to ganger: kortene kastes inn.',
  schmeissAccepted: 'Schmeiss ble godtatt: samme giver deler ut på nytt.',
  seqReason: {
    'none-declared': () => 'Ingen meldte sekvens.',
    'only-one': (w: string) => `Bare ${w} meldte sekvens.`,
    rank: (w: string) => `${w} har den høyeste sekvensen.`,
    'top-card': (w: string) => `Like lange sekvenser: ${w} har høyest toppkort.`,
    trump: (w: string) => `Like sekvenser: ${w} sin er i trumf.`,
    'non-dealer': (w: string) => `Helt like sekvenser: ${w}, som ikke ga, vinner.`,
    'tie-none': () => 'Helt like sekvenser: etter disse reglene får ingen poeng for sekvenser.',
  },
  seqVoided: (w: string) => `${w} har den beste sekvensen, men tok ingen stikk, så ingen får sekvenspoeng.`,
  belaCounted: (w: string) => `${w} hadde konge og dame i trumf og sa bela: 20 poeng.`,
  belaNotAnnounced: (w: string) =>
    `${w} hadde konge og dame i trumf, men sa ikke bela slik reglene krever: teller ikke.`,
  belaNotPlayed: (w: string) => `${w} har konge og dame i trumf; bela teller når begge er spilt og meldt.`,
  lastTrickTo: (w: string) => `${w} tok siste stikk: 10 poeng.`,
  potPaid: (n: number, w: string) => `${n} overførte poeng går til ${w}.`,
  potWaits: (n: number) => `${n} overførte poeng venter på neste runde.`,
  claimRight: (w: string) => `${w} meldte seg ut med rette og vinner partiet.`,
  claimWrong: (w: string) => `${w} meldte seg ut uten nok poeng og taper partiet.`,
  nextDealer: (w: string) => `${w} gir neste runde.`,

  scoreSheet: 'Poengliste',
  totals: 'Sum',
  chart: 'Stillingen etter hver runde',
  handCol: '#',

  verdict: 'Resultat',
  valid: 'Gyldig: ingen feil funnet.',
  unchecked: 'Ikke kontrollert: validatoren kunne ikke fullføre (se nedenfor).',
  faults: (n: number, over = false) => (over ? `over ${n} feil` : n === 1 ? '1 feil' : `${n} feil`),
  notes: 'Merknader',
  documentFaults: 'Dokumentet',
  showMove: (hand: number, move: number) => `runde ${hand}, trekk ${move}`,
  mayFollow: (n: number) =>
    n === 1 ? 'Denne kan følge av den første feilen:' : `Disse ${n} kan følge av den første feilen:`,
  rule: 'regel',
  faultNotice: (n: number, unreadable: boolean, over = false) =>
    `Partiet har ${over ? 'over ' : ''}${n} feil${unreadable ? ', og deler av det kan ikke leses' : ''}:`,
  showFaults: 'vis',
  hideFaults: 'skjul',

  // questions for the reader (quiz.ts)
  question: 'Spørsmål',
  acceptHint: (accept: string): string =>
    accept === 'legal'
      ? 'Alle trekk reglene tillater, teller.'
      : accept === 'best'
        ? 'Alle kort som er verdt like mye som det beste, teller (begge spiller perfekt, alle kort er kjent).'
        : 'Bare trekket som ble spilt, teller.',
  answerOn: (name: string) => `Svar på bordet: gjør trekket til ${name}.`,
  answerCards: 'Kort',
  showMe: 'Vis meg',
  tryAgain: 'Prøv igjen',
  checking: 'Spør løseren…',
  right: 'Riktig!',
  wrong: 'Ikke riktig.',
  shown: 'Vist uten svar.',
  whyRecorded: 'Det er trekket som ble spilt.',
  whyLegal: 'Reglene tillater det trekket.',
  whyBest: (value: number) => `Det er et av de beste kortene: det sikrer ${value} poeng herfra.`,
  whyWorse: (value: number, best: number) =>
    `Det kortet sikrer ${value} poeng herfra; det beste sikrer ${best} (${best - value} mer).`,
  whyOther: 'Reglene tillater det, men det er ikke trekket som ble spilt.',
  whyIllegal: (rule: string, card: string, lead: string, suit: string, cards: string, sentence: string) =>
    rule === 'must-follow-suit'
      ? `Du må følge farge: ${lead} er spilt ut, og ${card} er ikke ${suit}; du har ${cards}.`
      : rule === 'must-overtrump'
        ? `Du må stikke over ${lead} med en høyere trumf: ${cards}.`
        : rule === 'must-trump'
          ? `Du har ingen ${suit}, så du må trumfe: ${cards}.`
          : sentence,
  fallbackBest: 'Løseren har ingen verdi for dette trekket, så bare trekket som ble spilt, teller.',
  values: (list: string) => `Verdier med dobbel dummy (poeng spilleren sikrer herfra): ${list}.`,
  revealed: (what: string) => `Spilt: ${what}`,
  quizScore: (right: number, total: number) => `${right} av ${total} riktige`,
  scoreTitle: 'Din poengsum',
  scoreLine: (right: number, asked: number, total: number) =>
    `Du svarte riktig på ${right} av ${total} spørsmål på første forsøk${asked < total ? ` (${total - asked} ikke nådd ennå)` : ''}.`,
  bestPlay: 'Beste spill herfra (dobbel dummy).',
  bidTake: (suit: string) => `Ta ${suit}`,
  bidName: (suit: string) => `Velg ${suit}`,
  exchangeSeven: (seven: string, turnUp: string) => `Bytt ${seven} mot ${turnUp}`,
  declareRuns: (runs: string, points: number) => `Meld ${runs} (${points})`,
  declareNothing: 'Meld ingenting',
  bidPass: 'Pass',
  bidSchmeiss: 'Tilby schmeiss',
  bidAccept: 'Godta (ny utdeling)',
  bidRefuse: 'Avslå',
  claimGame: 'Meld deg ut',
  questionOff: 'Spørsmål',
};
