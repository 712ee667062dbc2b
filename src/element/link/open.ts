/**
 * What the page `open.html` does with its link (issue 26, point 8): read the fragment
 * (codec.ts), then show the transcript in a `<klaberjass-table>` (as a replay at the link's
 * position, or in the editor) with a way to the other view, or say in the page's language why the
 * link cannot be opened. The page's element is loaded by its own script tag: this module only
 * makes the tag, so the page's script is small. Everything from the link is set as text or as a
 * property, never as markup.
 */
import { DEFAULT_MAX_BYTES } from '../../notation/limits.js';
import { enLink, type LinkStrings } from '../i18n/en-link.js';
import { nbLink } from '../i18n/nb-link.js';
import { type LinkMode, isLinkFault, readLink } from './codec.js';

/** The page's language: the link's, else the first of the reader's languages the page has (Norwegian for nb, no, nn), else English. */
export function pageStrings(linkLang: string | undefined, langs: readonly string[]): LinkStrings {
  for (const l of [linkLang, ...langs]) {
    const base = l?.toLowerCase().split('-')[0];
    if (base === 'nb' || base === 'no' || base === 'nn') return nbLink;
    if (base === 'en') return enLink;
  }
  return enLink;
}

/** The same fragment with another mode (the link's transcript as written, untouched). */
export function withMode(hash: string, mode: LinkMode): string {
  const [v, ...rest] = hash.replace(/^#/, '').split('&');
  return `#${[v, `mode=${mode}`, ...rest.filter((p) => !p.startsWith('mode='))].join('&')}`;
}

export interface OpenOptions {
  /** The largest transcript read, in bytes of UTF-8 (default 16 MiB, the element's `max-bytes`). */
  maxBytes?: number;
  /** The reader's languages, best first (default `navigator.languages`). */
  langs?: readonly string[];
}

/**
 * Reads the link's fragment `hash` and shows what it carries in `mount` (emptied first): the
 * table, or a paragraph (`role="alert"`) saying why not. Returns the table or that paragraph.
 */
export async function openLink(hash: string, mount: HTMLElement, opts: OpenOptions = {}): Promise<HTMLElement> {
  const link = await readLink(hash, opts.maxBytes ?? DEFAULT_MAX_BYTES);
  const langs = opts.langs ?? navigator.languages;
  const t = pageStrings(isLinkFault(link) ? undefined : link.lang, langs);
  const doc = mount.ownerDocument;
  doc.documentElement.lang = isLinkFault(link) ? t.lang : (link.lang ?? t.lang);
  doc.title = isLinkFault(link) ? t.linkCannot : t.linkTitle;
  const make = <K extends keyof HTMLElementTagNameMap>(tag: K, text = ''): HTMLElementTagNameMap[K] => {
    const e = doc.createElement(tag);
    e.textContent = text;
    return e;
  };
  if (isLinkFault(link)) {
    const box = make('div');
    box.className = 'link-fault';
    box.setAttribute('role', 'alert');
    box.append(
      make('h1', t.linkCannot),
      make(
        'p',
        t.linkFault(link, (n) => n.toLocaleString(t.lang)),
      ),
    );
    mount.replaceChildren(box);
    return box;
  }
  const table = doc.createElement('klaberjass-table');
  table.setAttribute('mode', link.mode);
  if (link.mode === 'replay') {
    table.setAttribute('hand', String(link.hand ?? 0));
    table.setAttribute('step', String(link.step ?? 0));
  }
  // a property: the text is the element's to read (a JSON fault is its own located error)
  Object.assign(table, { transcript: link.text });
  const other: LinkMode = link.mode === 'replay' ? 'edit' : 'replay';
  const nav = make('nav');
  const a = make('a', other === 'edit' ? t.linkToEditor : t.linkToReplay);
  a.href = withMode(hash, other);
  nav.append(a);
  mount.replaceChildren(table, nav);
  return table;
}
