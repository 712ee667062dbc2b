/**
 * Node-only: every sentence `klaberjass-validate` prints of its own, in English and Norwegian
 * Bokmål (`--lang`). The verdicts' violations and notes come worded from the validator
 * (`ValidatorWording`); rule identifiers, option names and the JSON shape of `--json` stay the
 * same in both languages. The one place these words are written: the other files of src/cli
 * take a `CliWords` and never hold a sentence.
 */
import { constants } from 'node:buffer';

export type Lang = 'en' | 'nb';

export interface CliWords {
  /** `--help`: the whole usage text. */
  help(name: string, presets: readonly string[]): string;
  tryHelp(name: string): string;

  // ---- bad usage ----
  noInput: string;
  stdinTwice: string;
  fixOne: string;
  writeNeedsFix: string;
  /** An option the command does not have (`--bogus`), or one given without its value. */
  unknownOption(option: string): string;
  missingValue(option: string): string;
  noValue(option: string): string;
  badLang(value: string): string;
  badSize(value: string): string;
  sizeTooSmall(value: string): string;
  rulesNotJson(why: string): string;
  badRules(why: string): string;

  // ---- reading and writing ----
  /** The reason of a failed read or write (a system error code), or null to give the system's own text. */
  errno(code: string): string | null;
  emptyDir(extensions: readonly string[]): string;
  cannotRead(why: string): string;
  cannotWriteReport(why: string): string;
  /** Standard output was closed when the command started (`>&-`): nothing it prints can arrive. */
  stdoutClosed: string;
  nothingToCheck: string;

  // ---- verdicts the command makes itself (in the validator's shape) ----
  /** `what` of a verdict below: the whole input, or line `n` of NDJSON. */
  theDocument: string;
  line(n: number): string;
  tooBig(what: string, size: number, max: number): string;
  notRead(what: string, max: number): string;
  tooLongText(what: string): string;
  notText(what: string): string;
  /** Input that holds nothing but white space (or nothing at all). */
  blank(what: string): string;
  validatorFailed(why: string): string;
  unknownError: string;

  // ---- the text report ----
  /** Where a fault is: `hand` and `move` are the verdict's 0-based indices, shown counted from 1 as a person counts them. */
  at(hand: number | undefined, move: number | undefined, path?: string): string;
  note: string;
  legalHere(moves: string[]): string;
  followFrom(n: number): string;
  skippedFile: string;
  summary(s: SummaryFigures): string;

  // ---- --fix-result ----
  resultWritten(hands: number, valid: boolean): string;
  writtenTo(path: string): string;
  notTranscript: string;
  sameFile(path: string): string;
  notRegular: string;
  readOnly: string;
  /** The file is a symbolic link: the file it points to is rewritten, the link kept. */
  viaLink(target: string): string;
  /** A key written twice in one object: reading the document keeps only the last (nothing written). */
  duplicateKey(key: string): string;
  /** A number that reading the document would change (`becomes`: how it would be written; nothing written). */
  inexactNumber(text: string, becomes: string): string;
}

/** The figures of the closing summary (`byRule` in the contract's order of rules). */
export interface SummaryFigures {
  documents: number;
  valid: number;
  invalid: number;
  /** All violations, listed or not. */
  violations: number;
  /** Some documents had more violations than were counted: the figures are a lower bound. */
  over: boolean;
  byRule: [string, number][];
  unlisted: number;
  skipped: number;
  unreadable: number;
  unchecked: number;
}

const MAX_CHARS = constants.MAX_STRING_LENGTH;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const byRuleText = (s: SummaryFigures, notListed: string) =>
  s.byRule.map(([r, n]) => `${r} ${n}`).join(', ') +
  (s.unlisted > 0 || s.over ? `, ${notListed} ${s.over ? 'over ' : ''}${s.unlisted}` : '');

export const cliWordsEn: CliWords = {
  help: (name, presets) => `Usage: ${name} [options] FILE|DIR|- …

Checks Klaberjass transcripts (notation version 1) against the schema and the rules.

Inputs:
  FILE.json              one JSON document
  FILE.ndjson, .jsonl    one document a line (streamed: any size, constant memory)
  DIR                    every .json, .ndjson and .jsonl file below it, except in
                         node_modules, .git and other folders whose name starts with a
                         dot; a .json file there without "format": "klaberjass" is no
                         transcript: it is skipped (counted; listed with -v)
  -                      standard input: one JSON document, or NDJSON when its first
                         line is a whole document
  Any other file is read like standard input.

Options:
  --rules PRESET   rules for documents that name none: ${presets.join(', ')}
                   (or a JSON object such as '{"preset":"classic","tie":"bete"}');
                   default classic
  --lang LANG      language of everything printed: en (default) or nb (Norwegian
                   Bokmål); rule names, options and the JSON shape stay the same
  --json           one verdict a line (NDJSON), with "file" and, for NDJSON input, "line"
  -q, --quiet      print the summary only (with --json: one JSON summary object)
  --ignore GLOB    in directories, skip the files and folders whose path (from the
                   directory given) matches GLOB: * and ? within a name, ** across
                   folders; a GLOB without / matches a name at any depth
                   (repeatable: --ignore 'drafts/**' --ignore '*.tmp.json')
  -v, --verbose    list the files skipped because they are no transcripts
  --max-bytes N    largest document accepted, in bytes (suffix k, m or g allowed);
                   default 16m; a larger document is reported as a schema violation
  --no-progress    no progress line on standard error (shown only on a terminal)
  --explain        at each faulty move, list the moves the rules allowed there
                   (with --json: a "legal" list of moves on each such violation)
  --fix-result     one document: write the "result" of every hand played out from
                   what its moves imply, and print the document in canonical form
                   (the verdict on it goes to standard error)
  --write          with --fix-result FILE: replace FILE itself, safely (a temporary
                   file beside it, synced, then renamed over it)
  -h, --help       show this help
  -V, --version    show the version

Exit status: 0 all documents valid, 1 some document invalid, 2 bad usage, unreadable
input, a failed or short write, or a document the validator could not finish checking.
`,
  tryHelp: (name) => `Try '${name} --help' for more information.`,

  noInput: 'no input: give one or more files or directories, or - for standard input',
  stdinTwice: 'standard input (-) can be read only once',
  fixOne: '--fix-result takes one document (a file, or - for standard input)',
  writeNeedsFix: '--write needs --fix-result and a file (not standard input)',
  unknownOption: (o) => `unknown option ${o}`,
  missingValue: (o) => `${o} needs a value`,
  noValue: (o) => `${o} takes no value`,
  badLang: (v) => `--lang must be en or nb, not "${v}"`,
  badSize: (v) => `--max-bytes must be a whole number of bytes (such as 1048576 or 1m), not "${v}"`,
  sizeTooSmall: (v) => `--max-bytes must be at least 1, not "${v}"`,
  rulesNotJson: (why) => `--rules: not a JSON object: ${why}`,
  badRules: (why) => `--rules: ${why}`,

  errno: (code) =>
    ({
      ENOENT: 'no such file or directory',
      EACCES: 'permission denied',
      EPERM: 'permission denied',
      EISDIR: 'is a directory',
      ENOTDIR: 'not a directory',
      ENOSPC: 'no space left on the device',
      EDQUOT: 'disk quota exceeded',
      EFBIG: 'file too large',
      EROFS: 'read-only file system',
      EPIPE: 'the reader closed the pipe',
      EIO: 'input/output error',
      SHORT: 'the write was cut short',
    })[code] ?? null,
  emptyDir: (ext) => `directory holds no ${ext.join(', ')} file to check`,
  cannotRead: (why) => `cannot read: ${why}`,
  cannotWriteReport: (why) => `cannot write the report: ${why}`,
  stdoutClosed: 'standard output is closed: nothing printed could arrive',
  nothingToCheck: 'no transcript to check: every JSON file found was skipped (no "format": "klaberjass")',

  theDocument: 'The document',
  line: (n) => `Line ${n}`,
  tooBig: (what, size, max) =>
    `${what} is ${size} bytes, more than the limit of ${max} bytes (--max-bytes); it was not checked.`,
  notRead: (what, max) =>
    `${what} is more than ${max} bytes, the limit (--max-bytes); it was not checked, and reading stopped there.`,
  tooLongText: (what) =>
    `${what} is too large to check: its text is longer than the longest string JavaScript can hold (${MAX_CHARS} characters), whatever --max-bytes allows.`,
  notText: (what) => `${what} is not UTF-8 text (binary or wrongly encoded data); it was not checked.`,
  blank: (what) => `${what} is empty (nothing but white space): there is no transcript to check.`,
  validatorFailed: (why) => `The validator failed on this document (${why}); please report this.`,
  unknownError: 'unknown error',

  at: (hand, move, path) =>
    hand !== undefined
      ? move !== undefined
        ? `hand ${hand + 1} move ${move + 1}: `
        : `hand ${hand + 1}: `
      : path
        ? `${path}: `
        : '',
  note: 'note',
  legalHere: (moves) => `legal here: ${moves.length ? moves.join(', ') : 'nothing'}`,
  followFrom: (n) => `${n === 1 ? 'the fault below' : `the ${n} faults below`} may follow from this first one`,
  skippedFile: 'skipped: not a transcript (no "format": "klaberjass")',
  summary(s) {
    const over = s.over ? 'over ' : '';
    let text = `${plural(s.documents, 'document', 'documents')} checked: ${s.valid} valid, ${s.invalid} invalid`;
    if (s.violations > 0) text += `, ${over}${plural(s.violations, 'violation', 'violations')}`;
    text += '\n';
    if (s.violations > 0) text += `violations by rule: ${byRuleText(s, 'not listed')}\n`;
    if (s.skipped > 0)
      text += `${plural(s.skipped, 'JSON file', 'JSON files')} skipped: not ${s.skipped === 1 ? 'a transcript' : 'transcripts'} (-v lists them)\n`;
    if (s.unreadable > 0) text += `${plural(s.unreadable, 'input', 'inputs')} could not be read\n`;
    if (s.unchecked > 0)
      text += `${plural(s.unchecked, 'document', 'documents')} could not be checked to the end (internal error): not known to be valid\n`;
    return text;
  },

  resultWritten: (n, valid) => `result written for ${plural(n, 'hand', 'hands')}${valid ? '; valid' : ''}`,
  writtenTo: (path) => `written to ${path}`,
  notTranscript: 'not a transcript',
  sameFile: (path) =>
    `standard output is ${path}, the file being read: the shell has already emptied it; it was not read or written. Use --write to change a file in place.`,
  notRegular: 'not a regular file: --write changes files only',
  readOnly: 'the file is read-only: not changed',
  viaLink: (target) => `a symbolic link: the file it points to (${target}) is rewritten, the link kept`,
  duplicateKey: (key) =>
    `the key "${key}" appears twice in one object; --fix-result would keep only the last value, so nothing was written`,
  inexactNumber: (text, becomes) =>
    `the number ${text} cannot be kept exactly (it would be written ${becomes}); --fix-result wrote nothing`,
};

export const cliWordsNb: CliWords = {
  help: (name, presets) => `Bruk: ${name} [valg] FIL|MAPPE|- …

Kontrollerer klaberjass-partier (notasjon versjon 1) mot skjemaet og reglene.

Inndata:
  FIL.json               ett JSON-dokument
  FIL.ndjson, .jsonl     ett dokument per linje (strømmes: vilkårlig størrelse, fast minnebruk)
  MAPPE                  alle .json-, .ndjson- og .jsonl-filer under mappen, unntatt i
                         node_modules, .git og andre mapper med navn som begynner med
                         punktum; en .json-fil der uten "format": "klaberjass" er ikke et
                         parti og hoppes over (telles; listes med -v)
  -                      standardinndata: ett JSON-dokument, eller NDJSON når første
                         linje er et helt dokument
  Andre filer leses som standardinndata.

Valg:
  --rules OPPSETT  regler for dokumenter som ikke oppgir noen: ${presets.join(', ')}
                   (eller et JSON-objekt som '{"preset":"classic","tie":"bete"}');
                   standard classic
  --lang SPRÅK     språket i alt som skrives ut: en (standard) eller nb (norsk
                   bokmål); regelnavn, valg og JSON-formen er de samme
  --json           én dom per linje (NDJSON), med "file" og, for NDJSON-inndata, "line"
  -q, --quiet      skriv bare sammendraget (med --json: ett JSON-objekt)
  --ignore MØNSTER i mapper: hopp over filer og mapper der stien (fra mappen som er
                   gitt) passer MØNSTER: * og ? innenfor et navn, ** over mapper;
                   et MØNSTER uten / passer et navn på alle nivåer
                   (kan gjentas: --ignore 'drafts/**' --ignore '*.tmp.json')
  -v, --verbose    list filene som ble hoppet over fordi de ikke er partier
  --max-bytes N    største dokument som godtas, i byte (k, m eller g kan legges til);
                   standard 16m; et større dokument meldes som skjemabrudd
  --no-progress    ingen fremdriftslinje på standardfeil (vises bare i en terminal)
  --explain        ved hvert feil trekk: list trekkene reglene tillot der
                   (med --json: en "legal"-liste over trekk på hvert slikt brudd)
  --fix-result     ett dokument: skriv "result" for hver ferdigspilt runde ut fra
                   trekkene, og skriv ut dokumentet i kanonisk form
                   (dommen over det går til standardfeil)
  --write          med --fix-result FIL: erstatt selve FIL på en trygg måte (en
                   midlertidig fil ved siden av, synkronisert, så omdøpt over den)
  -h, --help       vis denne hjelpen
  -V, --version    vis versjonen

Avslutningskode: 0 alle dokumenter gyldige, 1 minst ett ugyldig, 2 feil bruk, inndata
som ikke kan leses, en mislykket eller avkortet skriving, eller et dokument
kontrollen ikke kunne fullføre.
`,
  tryHelp: (name) => `Prøv '${name} --help' for mer informasjon.`,

  noInput: 'ingen inndata: oppgi én eller flere filer eller mapper, eller - for standardinndata',
  stdinTwice: 'standardinndata (-) kan bare leses én gang',
  fixOne: '--fix-result tar ett dokument (en fil, eller - for standardinndata)',
  writeNeedsFix: '--write krever --fix-result og en fil (ikke standardinndata)',
  unknownOption: (o) => `ukjent valg ${o}`,
  missingValue: (o) => `${o} trenger en verdi`,
  noValue: (o) => `${o} tar ingen verdi`,
  badLang: (v) => `--lang må være en eller nb, ikke «${v}»`,
  badSize: (v) => `--max-bytes må være et helt antall byte (som 1048576 eller 1m), ikke «${v}»`,
  sizeTooSmall: (v) => `--max-bytes må være minst 1, ikke «${v}»`,
  rulesNotJson: (why) => `--rules: ikke et JSON-objekt: ${why}`,
  badRules: (why) => `--rules: ${why}`,

  errno: (code) =>
    ({
      ENOENT: 'finnes ikke',
      EACCES: 'ingen tilgang',
      EPERM: 'ingen tilgang',
      EISDIR: 'er en mappe',
      ENOTDIR: 'er ikke en mappe',
      ENOSPC: 'ikke mer plass på enheten',
      EDQUOT: 'diskkvoten er brukt opp',
      EFBIG: 'filen er for stor',
      EROFS: 'skrivebeskyttet filsystem',
      EPIPE: 'mottakeren lukket røret',
      EIO: 'inn/ut-feil',
      SHORT: 'skrivingen ble avbrutt før alt var skrevet',
    })[code] ?? null,
  emptyDir: (ext) => `mappen har ingen ${ext.join(', ')}-fil å kontrollere`,
  cannotRead: (why) => `kan ikke leses: ${why}`,
  cannotWriteReport: (why) => `kan ikke skrive rapporten: ${why}`,
  stdoutClosed: 'standardutdata er lukket: ingenting som skrives ut, kan komme frem',
  nothingToCheck:
    'ingen partier å kontrollere: alle JSON-filene som ble funnet, ble hoppet over (uten "format": "klaberjass")',

  theDocument: 'Dokumentet',
  line: (n) => `Linje ${n}`,
  tooBig: (what, size, max) =>
    `${what} er på ${size} byte, over grensen på ${max} byte (--max-bytes); det ble ikke kontrollert.`,
  notRead: (what, max) =>
    `${what} er over ${max} byte, grensen (--max-bytes); det ble ikke kontrollert, og lesingen stoppet der.`,
  tooLongText: (what) =>
    `${what} er for stort til å kontrolleres: teksten er lengre enn den lengste strengen JavaScript kan holde (${MAX_CHARS} tegn), uansett --max-bytes.`,
  notText: (what) => `${what} er ikke UTF-8-tekst (binære eller feilkodede data); det ble ikke kontrollert.`,
  blank: (what) => `${what} er tomt (bare mellomrom og linjeskift): det er ikke noe parti å kontrollere.`,
  validatorFailed: (why) => `Kontrollen feilet på dette dokumentet (${why}); meld gjerne fra om dette.`,
  unknownError: 'ukjent feil',

  at: (hand, move, path) =>
    hand !== undefined
      ? move !== undefined
        ? `runde ${hand + 1} trekk ${move + 1}: `
        : `runde ${hand + 1}: `
      : path
        ? `${path}: `
        : '',
  note: 'merknad',
  legalHere: (moves) => `lovlig her: ${moves.length ? moves.join(', ') : 'ingenting'}`,
  followFrom: (n) => `${n === 1 ? 'feilen under' : `de ${n} feilene under`} kan være en følge av denne første`,
  skippedFile: 'hoppet over: ikke et parti (uten "format": "klaberjass")',
  summary(s) {
    const over = s.over ? 'over ' : '';
    let text = `${plural(s.documents, 'dokument', 'dokumenter')} kontrollert: ${s.valid} ${s.valid === 1 ? 'gyldig' : 'gyldige'}, ${s.invalid} ${s.invalid === 1 ? 'ugyldig' : 'ugyldige'}`;
    if (s.violations > 0) text += `, ${over}${plural(s.violations, 'brudd', 'brudd')}`;
    text += '\n';
    if (s.violations > 0) text += `brudd per regel: ${byRuleText(s, 'ikke listet')}\n`;
    if (s.skipped > 0)
      text += `${plural(s.skipped, 'JSON-fil', 'JSON-filer')} hoppet over: ikke partier (-v lister dem)\n`;
    if (s.unreadable > 0) text += `${plural(s.unreadable, 'inndata', 'inndata')} kunne ikke leses\n`;
    if (s.unchecked > 0)
      text += `${plural(s.unchecked, 'dokument', 'dokumenter')} kunne ikke kontrolleres til slutt (intern feil): ikke kjent som gyldige\n`;
    return text;
  },

  resultWritten: (n, valid) => `resultat skrevet for ${plural(n, 'runde', 'runder')}${valid ? '; gyldig' : ''}`,
  writtenTo: (path) => `skrevet til ${path}`,
  notTranscript: 'ikke et parti',
  sameFile: (path) =>
    `standardutdata er ${path}, filen som leses: skallet har allerede tømt den; den ble verken lest eller skrevet. Bruk --write for å endre en fil på stedet.`,
  notRegular: 'ikke en vanlig fil: --write endrer bare filer',
  readOnly: 'filen er skrivebeskyttet: ikke endret',
  viaLink: (target) => `en symbolsk lenke: filen den peker på (${target}), skrives på nytt, lenken beholdes`,
  duplicateKey: (key) =>
    `nøkkelen "${key}" står to ganger i samme objekt; --fix-result ville bare beholde den siste verdien, så ingenting ble skrevet`,
  inexactNumber: (text, becomes) =>
    `tallet ${text} kan ikke beholdes nøyaktig (det ville blitt skrevet ${becomes}); --fix-result skrev ingenting`,
};

export const cliWords = (lang: Lang): CliWords => (lang === 'nb' ? cliWordsNb : cliWordsEn);
