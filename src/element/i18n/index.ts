/**
 * A reactive i18n controller: the host's effective language (its own `lang`, else the nearest
 * ancestor's, else English) picks a string table. Each host owns its controller; the only module state
 * is the cache of string tables loaded so far.
 */
import { type ReactiveController, type ReactiveControllerHost, isServer } from 'lit';
import { type Card, RANK_NAMES } from '../../engine/internal.js';
import { errorMessage } from '../../validator/run.js';
import { en, type Strings } from './en.js';

export type { Strings };

/**
 * Tables other than English are separate modules, loaded the first time a host asks for them
 * (the bundle carries English only). Loaded tables are kept here: they are immutable data.
 */
const LOADERS: Readonly<Record<string, () => Promise<Strings>>> = Object.freeze({
  nb: () => import('./nb.js').then((m) => m.nb),
});
const ALIASES: Readonly<Record<string, string>> = Object.freeze({ no: 'nb', nn: 'nb' });
const loaded = new Map<string, Strings>([['en', en]]);
/** Tables that could not be loaded (English stands in), with why: each table reports it once. */
const broken = new Map<string, string>();
const loading = new Map<string, Promise<void>>();

/**
 * The strings of a lazy part of the element (play mode, the verdict, the analysis) in the
 * language of `t`. The English strings only a part shows are in its own chunk, not in `en`: the
 * part passes them as `part` and `t` is laid over them, so a loaded table of another language
 * (which carries every part's strings) wins. The merged tables are kept while both objects live.
 */
const merged = new WeakMap<object, WeakMap<Strings, object>>();
export function partStrings<T extends object>(t: Strings, part: T): Strings & T {
  let byTable = merged.get(part);
  if (!byTable) merged.set(part, (byTable = new WeakMap()));
  let s = byTable.get(t);
  if (!s) byTable.set(t, (s = { ...part, ...t }));
  return s as Strings & T;
}

/**
 * Loads the string table of a language now, for a server that renders in it (an update on a
 * server cannot wait for it); resolves when loaded.
 */
export function loadLanguage(lang: string): Promise<void> {
  const name = languageOf(lang);
  return loaded.has(name) ? Promise.resolve() : loadStrings(name);
}

/** The table name for a language tag ("nb-NO" → nb, "nn" → nb); 'en' when unknown. */
export function languageOf(lang: string | null | undefined): string {
  const tag = (lang ?? '').toLowerCase();
  for (const t of [tag, tag.split('-')[0]]) {
    const name = Object.hasOwn(ALIASES, t) ? ALIASES[t] : t;
    if (name === 'en' || Object.hasOwn(LOADERS, name)) return name;
  }
  return 'en';
}

/** Loads the string table of a language not loaded yet, once; a table that fails to load is English (and `broken` says why). */
function loadStrings(name: string): Promise<void> {
  let p = loading.get(name);
  if (!p) {
    p = LOADERS[name]().then(
      (t) => {
        loaded.set(name, t);
      },
      (e: unknown) => {
        broken.set(name, errorMessage(e));
        loaded.set(name, en);
      },
    );
    loading.set(name, p);
  }
  return p;
}

export class I18nController implements ReactiveController {
  private host: ReactiveControllerHost & HTMLElement;
  strings: Strings = en;

  /** The language whose table could not be loaded, once reported. */
  private reported = '';

  /** `failed` hears why the table of the host's language could not be loaded (English is shown instead). */
  constructor(
    host: ReactiveControllerHost & HTMLElement,
    private failed: (why: string) => void,
  ) {
    this.host = host;
    host.addController(this);
  }

  private observer: MutationObserver | null = null;

  hostConnected(): void {
    this.update();
    // `lang` is a global attribute, not a Lit property: watch it (and `el.lang = …`, which sets it)
    if (typeof MutationObserver !== 'undefined') {
      this.observer = new MutationObserver(() => this.host.requestUpdate());
      this.observer.observe(this.host, { attributes: true, attributeFilter: ['lang'] });
    }
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
    this.observer = null;
  }

  private lang(): string {
    // (a server has no page around the element: its own attribute, else English)
    return (
      this.host.getAttribute('lang') || (isServer ? null : this.host.closest('[lang]')?.getAttribute('lang')) || 'en'
    );
  }

  /**
   * Before an update: a promise when the host's language is a table not loaded yet (the host
   * waits for it, so it never shows English first), else null.
   */
  prepare(): Promise<unknown> | null {
    const name = languageOf(this.lang());
    return loaded.has(name) ? null : loadStrings(name);
  }

  /** Re-read the language (called before every render, cheap). */
  update(): void {
    const name = languageOf(this.lang());
    this.strings = loaded.get(name) ?? en;
    const why = broken.get(name);
    if (why !== undefined && this.reported !== name) {
      this.reported = name;
      this.failed(why);
    }
  }

  /** "ten of hearts" / "hjerter tier". */
  card(c: Card): string {
    const t = this.strings;
    return t.cardName(t.ranks[c & 7], t.suits[c >> 3]);
  }

  /** Short form for dense lists: "10♥". */
  short(c: Card): string {
    return `${RANK_NAMES[c & 7]}${SUIT_SYMBOLS[c >> 3]}`;
  }

  suit(s: number): string {
    return this.strings.suits[s];
  }
}

export const SUIT_SYMBOLS = ['♠', '♥', '♦', '♣'] as const;
