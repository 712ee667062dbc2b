/**
 * Schema violations and unreadable JSON text in Norwegian Bokmål (see schema-wording.ts). Keys,
 * values and JSON Pointers are quoted as written (between first-strong isolates when they hold
 * right-to-left letters or bidi controls: see bidi.ts); the reason a JSON text cannot be read is the
 * JavaScript engine's own text (usually English).
 */
import { isolateName } from './bidi.js';
import type { SchemaWording } from './schema-wording.js';

function show(v: unknown): string {
  if (v === undefined) return 'ingenting';
  if (typeof v === 'string') return isolateName(JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v));
  if (Array.isArray(v)) return 'en liste';
  if (v === null) return 'null';
  if (typeof v === 'object') return 'et objekt';
  return String(v);
}

const TYPE_WORDS: Record<string, string> = {
  object: 'et objekt',
  array: 'en liste',
  string: 'en tekst',
  integer: 'et helt tall',
  number: 'et tall',
  boolean: 'true eller false',
};

const where = (path: string) => (path === '' ? 'Dokumentet' : `Ved ${isolateName(path)}`);
const ACTIONS = '"bid", "exchange", "declare", "play" eller "claim"';

/** The schema check's sentences in Norwegian Bokmål. */
export const schemaWordingNb: SchemaWording = Object.freeze({
  unknownKey: (path: string, key: string) =>
    `${where(path)}: ukjent nøkkel "${isolateName(key)}"; notasjonen har ingen slik nøkkel her (bare "meta" kan ha egne nøkler).`,
  requiredKey: (path: string, key: string) => `${where(path)}: den påkrevde nøkkelen "${isolateName(key)}" mangler.`,
  wrongType: (path: string, t: string, found: unknown) =>
    `${where(path)}: ventet ${TYPE_WORDS[t] ?? t}, fant ${show(found)}.`,
  notACard: (path: string, found: unknown) =>
    `${where(path)}: ${show(found)} er ikke et kort; et kort skrives som en verdi (A, K, Q, J, 10, 9, 8 eller 7) fulgt av en fargebokstav (S, H, D eller C), for eksempel "10H".`,
  notAllowed: (path: string, found: unknown, allowed: readonly unknown[]) =>
    `${where(path)}: ${show(found)} er ikke tillatt; ventet en av ${allowed.map((v) => JSON.stringify(v)).join(', ')}.`,
  notConst: (path: string, expected: unknown, found: unknown) =>
    `${where(path)}: ventet ${JSON.stringify(expected)}, fant ${show(found)}.`,
  itemCount: (path: string, atLeast: boolean, limit: number, n: number) =>
    `${where(path)}: ventet ${atLeast ? 'minst' : 'høyst'} ${String(limit)} ${limit === 1 ? 'element' : 'elementer'}, fant ${n}.`,
  tooSmall: (path: string, found: unknown, limit: number) =>
    `${where(path)}: ${show(found)} er for lite; det minste tillatte er ${String(limit)}.`,
  belaWithoutPlay: (path: string) => `${where(path)}: "bela" kan bare stå sammen med "play".`,
  acceptWithoutAsk: (path: string) =>
    `${where(path)}: "accept" sier hvilke svar på et spørsmål som teller, så spørsmålet selv må stå i "ask".`,
  unknownPreset: (found: unknown) =>
    `Ved /rules: ukjent regelsett ${show(found)}; regelsettene er "classic", "bela-501", "simple" og "schmeiss".`,
  rulesShape: () =>
    'Ved /rules: reglene må være navnet på et regelsett eller et objekt som {"preset": "classic", "tie": "bete"}.',
  moveNoAction: (path: string) => `${where(path)}: trekket har ingen handling; et trekk har nøyaktig én av ${ACTIONS}.`,
  moveManyActions: (path: string) =>
    `${where(path)}: trekket har mer enn én handling; et trekk har nøyaktig én av ${ACTIONS}.`,
  dealtCount: (path: string, n: number) =>
    `${where(path)}: en spiller får 9 kort (6 i en runde som kastes inn før de tre siste deles ut), fant ${n}.`,
  bidsWithoutTurnUp: (path: string) =>
    `${where(path)}: runden har bud, men det vendte kortet er ikke kjent; oppgi "deck" eller "deal.turnUp".`,
  other: (path: string, message: string) => `${where(path)}: ${message}.`,
  tooLarge: (max: number) => `Dokumentet er større enn grensen på ${max} byte, så det ble ikke lest.`,
  moreFaults: (max: number) =>
    `Det er flere skjemafeil enn disse: bare de første ${max} skjemafeilene i et dokument leses.`,
  tooDeep: (at: { line: number; column: number }, max: number) =>
    `Dokumentet er nøstet for dypt på linje ${at.line}, kolonne ${at.column}: høyst ${max} nivåer av lister og objekter leses, så det ble ikke lest.`,
  tooDeepValue: (path: string, max: number) =>
    `${where(path)}: lister og objekter er nøstet mer enn ${max} nivåer dypt, mer enn et parti kan være.`,
  notJson: (at: { line: number; column: number } | null, reason: string) =>
    `Dokumentet er ikke gyldig JSON${at ? ` på linje ${at.line}, kolonne ${at.column}` : ''}: ${reason}.`.replace(
      /\.\.$/,
      '.',
    ),
});
