/** Norsk bokmål: the editor's strings (en-edit.ts); the type makes sure none is missing. */
import type { EditStrings } from './en-edit.js';

export const nbEdit: EditStrings = {
  edUntitled: 'En ny eksempelrunde',
  edToolbar: 'Redigering',
  edTab: { setup: 'Oppsett', moves: 'Spill og kommenter', export: 'Sjekk og eksporter' },
  edUndo: 'Angre',
  edRedo: 'Gjør om',
  edUndoKey: 'Angre (Ctrl+Z)',
  edRedoKey: 'Gjør om (Ctrl+Y)',
  edGame: 'Partiet',
  edTitle: 'Tittel',
  edPlayer: (n: number) => `Spiller ${n}`,
  edRules: 'Regler',
  edPreset: {
    classic: 'Klassisk (til 500)',
    'bela-501': 'Bela (til 501)',
    simple: 'Enkel',
    schmeiss: 'Med schmeiss',
  },
  edDealer: 'Giver',
  edScoreBefore: 'Stillingen før denne runden',
  edBeforeOf: (name: string) => `${name} før denne runden`,
  edScoreBeforeHelp:
    'For en runde sent i et parti (en utmelding til slutt, for eksempel): skriv hver spillers poeng så langt. Redigeringen skriver poenglisten for rundene før, så få som trengs for å nå disse poengene med hver runde gitt av den spilleren reglene sier, så du slipper å spille dem.',
  edScoreFromHands: (a: string, b: string) =>
    `Stillingen før denne runden: ${a} og ${b}, fra rundene før (endre dem for å endre den).`,
  edSheetWritten: (n: number) =>
    n === 1 ? 'Poenglisten før denne runden (1 runde):' : `Poenglisten før denne runden (${n} runder):`,
  edSheetLine: (hand: number, dealer: string, taker: string, trump: string, score: string, totals: string) =>
    `Runde ${hand}: ${dealer} ga, ${taker} valgte ${trump}; fikk ${score}; partiet ${totals}.`,
  edSheetOver: (name: string, total: number, target: number) =>
    `${name} har ${total}, men partiet slutter ved ${target}: det ville være over før denne runden. Skriv under ${target}.`,
  edSheetSum: (total: number) =>
    `Ingen runder gir ${total} poeng til sammen: i hver runde blir de to poengsummene 162 pluss eventuelle sekvenser og bela (i tiere), så de to summene til sammen må passe med et antall runder.`,
  edSheetDealer: (dealer: string, other: string) =>
    `${dealer} gir denne runden, så ${dealer} fikk flere poeng enn ${other} i runden før; med disse summene kan ${dealer} ikke ha det. Gi ${dealer} mer, eller la ${other} gi.`,
  edSheetNear: 'Summer i nærheten som går:',
  edGameTotal: (name: string, before: number, hand: number) => `${name} ${before} + ${hand} = ${before + hand}`,
  edGameLine: (a: string, b: string, target: number) => `Partiet: ${a} · ${b} (partiet går til ${target})`,
  edClaimWould: (name: string, count: number, target: number, wins: boolean) =>
    wins
      ? `Melder ${name} seg ut nå, vinner ${name}: ${count} når ${target}.`
      : `Melder ${name} seg ut nå, taper ${name}: ${count} er under ${target}.`,
  edDeal: 'Utdelingen',
  edSeed: 'Frø',
  edRandomDeal: 'Del ut tilfeldig',
  edFillRest: 'Fyll resten tilfeldig',
  edClearDeal: 'Tøm utdelingen',
  edClearPosition: 'Fjern kortene',
  edPickHelp:
    'Velg en plass (en spillers første seks eller siste tre, vendekortet, bunnkortet), og velg så kort nedenfor: hvert kort går til neste tomme plass. Du kan også skrive kortene, for eksempel AS KS QS. Delete tømmer en plass.',
  edFirstSix: (name: string) => `${name}: første seks`,
  edLastThree: (name: string) => `${name}: siste tre`,
  edTurnUp: 'Vendekort',
  edBottom: 'Bunnkort',
  edEmpty: 'tom',
  edTypeCards: (group: string) => `${group}, skrevet som kort`,
  edPicker: 'De 32 kortene',
  edProblems: 'Denne utdelingen kan ikke spilles ennå',
  edPositionProblems: 'Denne stillingen kan ikke spilles',
  edTwice: (card: string, where: string) => `${card[0].toUpperCase()}${card.slice(1)} er lagt ut to ganger: ${where}.`,
  edMissing: (where: string, have: number, need: number) => `${where}: ${have} av ${need} kort.`,
  edNotCards: (where: string, words: string) => `${where}: ikke et kort: ${words} (skriv kort som AS, 10H, 7C).`,
  edTypedTwice: (where: string, words: string) => `${where}: skrevet to ganger: ${words}.`,
  edTooMany: (where: string, n: number, need: number) => `${where}: ${n} kort, men bare ${need} får plass.`,
  edDealComplete: 'Utdelingen er komplett.',
  edStartKind: 'Runden starter',
  edFromDeal: 'med utdelingen',
  edFromPosition: 'fra en stilling (et sluttspill)',
  edPosition: 'Stillingen',
  edPositionHelp:
    'Legg ut kortene hver spiller fortsatt har (like mange hver, fra ett til ni) med kortvelgeren eller tekstfeltene, og velg trumf, hvem som tok og hvem som spiller ut. Poengene og stikkene hver har fått så langt, er valgfrie.',
  edHolds: (name: string) => `${name} har`,
  edTrump: 'Trumf',
  edTaker: 'Tok',
  edLeader: 'Spiller ut',
  edPointsSoFar: (name: string) => `Poeng så langt for ${name}`,
  edTricksSoFar: (name: string) => `Stikk så langt for ${name}`,
  edUneven: (a: string, n0: number, b: string, n1: number) =>
    `${a} har ${n0} kort, men ${b} har ${n1}: begge skal ha like mange.`,
  edNoCards: 'Ingen har kort ennå: legg ut kortene hver spiller har.',
  edTricksSum: (sum: number, played: number) =>
    `Stikkene så langt blir ${sum} til sammen, men ${played} stikk er spilt (ni minus kortene hver har).`,
  edPositionComplete: 'Stillingen er komplett.',
  edPlayOut: 'Spill runden',
  edAddHand: 'Legg til en runde',
  edRemoveHand: 'Fjern denne runden',
  edNoTable: 'Runden kan ikke vises ennå: gjør ferdig utdelingen først (se vurderingen for hva som er galt).',
  edHandOver: 'Runden er slutt.',
  edToBid: (name: string) => `${name} skal melde`,
  edToPlay: (name: string) => `${name} skal spille: klikk på et kort`,
  edConfirmTitle: 'Endre et trekk',
  edConfirm: (n: number) =>
    n === 1
      ? 'Ett trekk følger etter dette. Vil du fjerne det, eller beholde det hvis det fortsatt er lovlig?'
      : `${n} trekk følger etter dette. Vil du fjerne dem, eller beholde dem som fortsatt er lovlige?`,
  edDropRest: 'Fjern det som følger',
  edKeepLegal: 'Behold det som fortsatt er lovlig',
  edKeptDropped: (kept: number, dropped: string) =>
    dropped
      ? `Beholdt ${kept} av trekkene som fulgte; fjernet ${dropped}. Angre henter dem tilbake.`
      : `Beholdt alle de ${kept} trekkene som fulgte.`,
  edDroppedMove: (n: number, annotated: boolean) => `trekk ${n}${annotated ? ' (med kommentaren)' : ''}`,
  edCancel: 'Avbryt',
  edDeleteLast: 'Slett det siste trekket',
  edIllegal: 'Registrer et ulovlig trekk',
  edIllegalMove: 'ulovlig',
  edSayBela: 'Meld bela med trumfkongen eller trumfdamen',
  edComputer: 'Maskinen spiller',
  edComputerNobody: 'ingen (du spiller begge)',
  edLevel: 'Nivå',
  edLevels: { easy: 'lett', normal: 'middels', hard: 'vanskelig' },
  edThinking: (name: string) => `Maskinen velger trekket til ${name} …`,
  edComputerHelp: (name: string) =>
    `Etter hvert av trekkene dine svarer maskinen for ${name}. Vil du endre trekket, gå tilbake til det og registrer et annet.`,
  edComputerFailed: (why: string) => `Maskinen kunne ikke gjøre trekket: ${why}`,
  edFillResult: 'Fyll inn resultatet',
  edResultFilled: (hand: number, a: string, sa: number, b: string, sb: number) =>
    `Resultatet av runde ${hand} er fylt inn: ${a} får ${sa}, ${b} ${sb}.`,
  edMark: 'Tegn',
  edNoMark: 'uten tegn',
  edMoveComment: (n: number) => `Kommentar til trekk ${n}`,
  edAsk: (n: number) => `Spørsmål til leseren før trekk ${n} (valgfritt)`,
  edSolver: 'Vis verdiene fra løseren',
  edSolverValue: (n: number) => `${n} poeng med beste spill`,
  edSolverWorking: 'Løseren regner ut verdiene …',
  edSolverLine: (name: string, best: number) =>
    `Hvert kort til ${name} viser poengene ${name} får herfra med beste spill fra begge (best: ${best}).`,
  edBestChecking: 'Løseren kontrollerer svaret …',
  edBestAgrees: (card: string, value: number) =>
    `Løseren er enig: ${card} er like godt som det beste (${value} poeng med beste spill).`,
  edBestDisagrees: (card: string, value: number, best: string, bestValue: number) =>
    `Løseren er uenig: ${card} gir ${value} poeng med beste spill, det beste (${best}) ${bestValue}. En leser som spiller ${card}, får høre at det ikke er det beste.`,
  edAccept: 'Riktige svar',
  edAcceptKind: {
    recorded: 'bare dette trekket',
    legal: 'alle lovlige trekk',
    best: 'alle trekk like gode som det beste',
  },
  edMoveChoices: 'Trekk du kan registrere',
  edBidFor: (name: string) => `${name} melder:`,
  edDeclareFor: (name: string) => `${name} melder sekvenser:`,
  edDeclareRuns: (name: string, n: number) => `De ${n} måtene ${name} kan melde sekvenser på`,
  edDeclareWorth: (points: number) => `Verdt ${points}`,
  edDeclareChosen: 'Meld disse',
  edCardHelp: (name: string) =>
    `Klikk på et av kortene til ${name}: de som er løftet, er lovlige. Med «Registrer et ulovlig trekk» på kan alle kort spilles.`,
  edTranscript: 'Partiet som JSON',
  edPreview: 'Forhåndsvis som avspilling',
  edEmbed: 'Sett det inn på en side',
  edSrcName: 'Filnavnet til partiet på nettstedet ditt',
  edEmbedHelp: (hand: number, step: number) =>
    `Kodebitene åpner runde ${hand} ved trekk ${step}, stillingen som vises i redigeringen. Den første henter partiet fra filen som er navngitt over (lagre det der): den virker på HTML-, Markdown-, MDX- og Astro-sider. Den andre har partiet inni, bare for HTML-sider.`,
  edImageHelp:
    'En leser uten JavaScript (en nyhetsleser, et nyhetsbrev, en side skrevet ut uten skript) ser et bilde av denne stillingen i lenken i kodebiten, med teksten under som beskrivelse. Last ned bildet og lagre det ved siden av partiet, under navnet kodebiten gir det.',
  edImagePng: 'Et PNG-bilde (for nyhetsbrev og e-post) i stedet for SVG',
  edAltText: 'Bildet i ord (alternativ tekst)',
  edDownloadImage: (name: string) => `Last ned bilde (${name})`,
  edDownloadAnimation: 'Last ned animasjon (GIF av runden)',
  edCopyAlt: 'Kopier den alternative teksten',
  edMakingImage: 'Lager bildet …',
  edImageMade: (name: string) => `Bildet er laget: ${name}`,
  edImageFailed: (why: string) => `Bildet kunne ikke lages: ${why}`,
  edCopyEmbed: 'Kopier kodebiten',
  edCopyInline: 'Kopier kodebiten med partiet inni',
  edLink: 'Del en lenke',
  edLinkHelp:
    'En lenke bærer hele partiet (pakket lite, etter «#», så ingen server ser det) og åpner det på klaberjass-table sin side ved siden av skriptet: som avspilling ved stillingen som vises i redigeringen, eller i redigeringen.',
  edCopyLink: 'Kopier en lenke til avspillingen',
  edCopyEditLink: 'Kopier en lenke til redigeringen',
  edLinkField: 'Lenken',
  edLinkCopied: (chars: string) => `Lenken er kopiert (${chars} tegn).`,
  edLinkLength: (chars: string) => `Lenken er ${chars} tegn lang.`,
  edLinkLong: (limit: string) =>
    `Det er over ${limit} tegn: chatteprogrammer og e-post kan kutte den. Legg et langt parti som fil på nettstedet ditt, og del siden.`,
  edOpen: 'Åpne et parti',
  edOpenHelp:
    'Lim inn et parti, velg en fil, eller slipp en fil på redigeringen. Et parti med feil åpnes med feilene vist.',
  edPaste: 'Parti (JSON)',
  edOpenPasted: 'Åpne det innlimte partiet',
  edOpenFile: 'Åpne en fil…',
  edNew: 'Begynn på en ny runde',
  edOpened: 'Partiet er åpnet.',
  edOpenFailed: (why: string) => `Det er ikke et parti: ${why}`,
  edTooLarge: (mib: number) =>
    `Redigeringen åpner partier på opptil ${mib} MiB, og dette er større. Spill det av (mode="replay"), eller sjekk det med klaberjass-validate.`,
  edRestored: 'Utkastet ditt er tilbake.',
  edLoadFailed: (url: string, why: string) => `Kunne ikke laste ${url}: ${why}`,
  edNotLegal: (card: string) =>
    `${card[0].toUpperCase()}${card.slice(1)} er ikke et lovlig kort her. Slå på «Registrer et ulovlig trekk» for å registrere det likevel.`,
  edIllegalWhy: (who: string, rule: string, lead: string, suit: string, cards: string) =>
    rule === 'must-follow-suit'
      ? `${who} må følge farge: ${lead} er spilt ut, og ${who} har ${cards}.`
      : rule === 'must-overtrump'
        ? `${who} må stikke over ${lead} med en høyere trumf: ${cards}.`
        : rule === 'must-trump'
          ? `${who} har ingen ${suit}, så ${who} må trumfe: ${cards}.`
          : '',
  edRecorded: (what: string) => `Registrert: ${what}`,
  edUndone: 'Angret.',
  edRedone: 'Gjort om.',
  edStorageFull: 'Utkastet kunne ikke lagres i denne nettleseren.',
  edDraftSetAside: (key: string) =>
    `Det lagrede utkastet kunne ikke åpnes. Det er tatt vare på i denne nettleseren under «${key}», og redigeringen begynte på nytt.`,
  edKeyShared: (key: string) =>
    `Et annet bord på denne siden lagrer under «${key}»: dette lagrer ikke, så ingen av dem skriver over det andre.`,
  edShownStart: (kb: number) => `Partiet er langt: de første ${kb} KB vises her. Kopier og Last ned gir hele.`,
  edCannotEdit: 'Dette partiet kan ikke redigeres her',
  edKeepText: 'Last ned teksten',
};
