/**
 * A reactive i18n controller: the host's effective language (its own `lang`, else the nearest
 * ancestor's, else English) picks a string table. No module state: each host owns its controller.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { type Card, RANK_NAMES } from '../../engine/index.js';
import { en, type Strings } from './en.js';
import { nb } from './nb.js';

export type { Strings };
export const LANGUAGES: Readonly<Record<string, Strings>> = Object.freeze({ en, nb, no: nb, nn: nb });

/** The string table for a language tag ("nb-NO" → nb); English when unknown. */
export function stringsFor(lang: string | null | undefined): Strings {
  const tag = (lang ?? '').toLowerCase();
  return LANGUAGES[tag] ?? LANGUAGES[tag.split('-')[0]] ?? en;
}

export class I18nController implements ReactiveController {
  private host: ReactiveControllerHost & HTMLElement;
  strings: Strings = en;

  constructor(host: ReactiveControllerHost & HTMLElement) {
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

  /** Re-read the language (called before every render, cheap). */
  update(): Strings {
    const own = this.host.getAttribute('lang');
    const lang = own || this.host.closest('[lang]')?.getAttribute('lang') || 'en';
    this.strings = stringsFor(lang);
    return this.strings;
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
