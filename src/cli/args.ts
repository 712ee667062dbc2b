/**
 * Node-only: the command line of `klaberjass-validate` read into options, or the one-line
 * reason it is bad usage (worded in the language `--lang` asks for, when it could be read).
 */
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { engineWordingEn, resolveRules, wordMessage } from '../engine/internal.js';
import { engineWordingNb } from '../engine/wording-nb.js';
import { DEFAULT_MAX_BYTES } from '../notation/index.js';
import type { ValidatorWording } from '../validator/wording.js';
import { validatorWordingNb } from '../validator/wording-nb.js';
import { globTest } from './glob.js';
import { UsageError, parseSize } from './inputs.js';
import { type CliWords, type Lang, cliWords, cliWordsEn } from './words.js';

export interface CliOptions {
  lang: Lang;
  words: CliWords;
  /** The validator's wording (undefined: its English default). */
  wording: ValidatorWording | undefined;
  rules: unknown;
  maxBytes: number;
  json: boolean;
  quiet: boolean;
  verbose: boolean;
  explain: boolean;
  progress: boolean;
  /** `--ignore` patterns as tests of a path relative to the directory walked. */
  ignore: ((relative: string) => boolean)[];
  fixResult: boolean;
  write: boolean;
  inputs: string[];
}

export type Parsed =
  | { kind: 'help'; words: CliWords }
  | { kind: 'version' }
  | { kind: 'run'; options: CliOptions }
  | { kind: 'usage'; message: string; words: CliWords };

/** `--rules` value: a preset name (space around it ignored) or a JSON rules object, checked like a document's `rules`. */
export function parseRules(text: string, words: CliWords, lang: Lang): unknown {
  let value: unknown = text.trim();
  if (text.trim().startsWith('{')) {
    try {
      value = JSON.parse(text);
    } catch (err) {
      throw new UsageError(words.rulesNotJson((err as Error).message));
    }
  }
  const r = resolveRules(value);
  if (!r.ok)
    throw new UsageError(words.badRules(wordMessage(r.error, lang === 'nb' ? engineWordingNb : engineWordingEn)));
  return value;
}

const SPEC = {
  rules: { type: 'string' },
  lang: { type: 'string' },
  json: { type: 'boolean' },
  quiet: { type: 'boolean', short: 'q' },
  'max-bytes': { type: 'string' },
  ignore: { type: 'string', multiple: true },
  verbose: { type: 'boolean', short: 'v' },
  'no-progress': { type: 'boolean' },
  explain: { type: 'boolean' },
  'fix-result': { type: 'boolean' },
  write: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'V' },
} as const;

/** The language asked for, looked up before anything else so that every usage error is in it. */
function langOf(argv: string[]): Lang {
  let lang: Lang = 'en';
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--') break;
    const v = a === '--lang' ? argv[i + 1] : a.startsWith('--lang=') ? a.slice(7) : undefined;
    if (v === 'nb' || v === 'en') lang = v;
  }
  return lang;
}

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * A command line read by node:util's parseArgs (positionals allowed, an unknown option refused),
 * with its errors as `UsageError`s worded in `words`: the one reader of klaberjass-validate's and
 * klaberjass-render's arguments.
 */
export function readCommandLine<const O extends Options>(
  argv: string[],
  options: O,
  words: CliWords = cliWordsEn,
): ReturnType<typeof parseArgs<{ args: string[]; options: O; allowPositionals: true; strict: true }>> {
  try {
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    if (!e.code?.startsWith('ERR_PARSE_ARGS')) throw err;
    // the option is the first one quoted in node:util's message
    const option = /'(-[^' ]*)/.exec(e.message)?.[1] ?? '';
    throw new UsageError(
      e.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION'
        ? words.unknownOption(option)
        : e.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE'
          ? e.message.includes('argument missing')
            ? words.missingValue(option)
            : words.noValue(option)
          : e.message,
    );
  }
}

export function parseCommandLine(argv: string[]): Parsed {
  const lang = langOf(argv);
  const words = cliWords(lang);
  try {
    const { values, positionals } = readCommandLine(argv, SPEC, words);
    if (values.help) return { kind: 'help', words };
    if (values.version) return { kind: 'version' };
    if (values.lang !== undefined && values.lang !== 'en' && values.lang !== 'nb')
      throw new UsageError(words.badLang(values.lang));
    const rules = values.rules === undefined ? undefined : parseRules(values.rules, words, lang);
    const maxBytes = values['max-bytes'] === undefined ? DEFAULT_MAX_BYTES : parseSize(values['max-bytes'], words);
    if (positionals.length === 0) throw new UsageError(words.noInput);
    if (positionals.filter((p) => p === '-').length > 1) throw new UsageError(words.stdinTwice);
    if (values['fix-result'] && positionals.length !== 1) throw new UsageError(words.fixOne);
    if (values.write && (!values['fix-result'] || positionals[0] === '-')) throw new UsageError(words.writeNeedsFix);
    return {
      kind: 'run',
      options: {
        lang,
        words,
        wording: lang === 'nb' ? validatorWordingNb : undefined,
        rules,
        maxBytes,
        json: Boolean(values.json),
        quiet: Boolean(values.quiet),
        verbose: Boolean(values.verbose),
        explain: Boolean(values.explain),
        progress: !values['no-progress'],
        ignore: (values.ignore ?? []).map(globTest),
        fixResult: Boolean(values['fix-result']),
        write: Boolean(values.write),
        inputs: positionals,
      },
    };
  } catch (err) {
    return { kind: 'usage', message: (err as Error).message, words };
  }
}
