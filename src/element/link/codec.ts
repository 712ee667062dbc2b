/**
 * A transcript carried in a URL (issue 26, point 8): the editor's "Copy link" writes it, the
 * package's page `open.html` (served beside the script) reads it. The transcript's text is
 * compressed (deflate-raw) and written in base64url into the URL's fragment, the part after `#`
 * that a browser never sends to a server:
 *
 *     open.html#v=1&mode=replay&hand=0&step=3&lang=nb&t=<base64url of the deflated text>
 *
 * `v` is the version of this format (1), `mode` `replay` or `edit`, `hand` and `step` the deep link
 * of the element's attributes of those names (replay), `lang` the language the author wrote in; all
 * but `t` are optional. The fragment is read with URLSearchParams, so more keys can be added.
 *
 * Compression is the browser's own CompressionStream / DecompressionStream (in every current
 * browser and in Node 18+), so no library is needed for it. Reading counts the bytes while it
 * inflates and stops at the limit: a few kilobytes of link that inflate to gigabytes (a "deflate
 * bomb") cost at most `maxBytes` of memory, never a frozen tab.
 *
 * Nothing here reads the transcript: the text goes to the element, which checks it like any other
 * (a JSON error is its located error; every text in it is text).
 */

/** The version of the link format this code writes and reads. */
export const LINK_VERSION = 1;

/** The file name of the page that opens a link, beside the element's script. */
export const LINK_PAGE = 'open.html';

/**
 * Links longer than this many characters get a warning in the editor: chat apps, mail clients and
 * some forums cut or refuse longer ones (the smallest common limits are about 2,000 characters;
 * browsers themselves take links of megabytes).
 */
export const LINK_WARN_LENGTH = 2000;

/**
 * The page's URL when the table has no `link-base`: `open.html` beside this module, which is
 * beside the element's script once built (dist/browser/; the dev server serves the page beside
 * the source file). Not written `new URL('open.html', import.meta.url)`: bundlers (webpack,
 * Next's Turbopack) read that form as an asset to find and fail the app's build when it is not
 * there (the page is only in dist/browser/); an app sets `link-base`.
 */
export const defaultLinkPage = (): URL => new URL(LINK_PAGE, String(import.meta.url));

export type LinkMode = 'replay' | 'edit';

/** What a link carries besides the transcript. */
export interface LinkOptions {
  mode: LinkMode;
  /** The hand shown (0-based, as the element's `hand` attribute). */
  hand?: number;
  /** The moves of that hand shown (as the element's `step` attribute). */
  step?: number;
  lang?: string;
}

/** Why a link cannot be opened: facts for a sentence of the page's catalogue (i18n/en-link.ts). */
export type LinkFault =
  | { kind: 'empty' }
  | { kind: 'version'; version: string }
  | { kind: 'mode'; mode: string }
  | { kind: 'base64'; at: number; char: string }
  | { kind: 'deflate' }
  | { kind: 'too-large'; limit: number }
  | { kind: 'utf8' };

/** A link read: the transcript's text and what the link says about showing it. */
export interface OpenedLink extends LinkOptions {
  text: string;
}

const B64URL = /[^A-Za-z0-9_-]/;

/** Bytes in base64url (RFC 4648 §5, no padding). */
export function toBase64Url(bytes: Uint8Array): string {
  let s = '';
  // String.fromCharCode takes its arguments on the stack: a bounded slice at a time
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** base64url back to bytes; a character outside the alphabet is a fault at its position (0-based). */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | LinkFault {
  const bad = B64URL.exec(text);
  if (bad) return { kind: 'base64', at: bad.index, char: bad[0] };
  // a length of 4n+1 cannot be base64 of anything: the last character is the fault
  if (text.length % 4 === 1) return { kind: 'base64', at: text.length - 1, char: text.at(-1)! };
  const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return bytes;
}

async function collect(stream: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array | null> {
  const reader = stream.getReader();
  const parts: Uint8Array[] = [];
  let n = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    n += value.length;
    if (n > maxBytes) {
      // stop inflating: the rest of a bomb is never made
      await reader.cancel().catch(() => undefined);
      return null;
    }
    parts.push(value);
  }
  const out = new Uint8Array(n);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const streamOf = (bytes: Uint8Array<ArrayBuffer>): ReadableStream<BufferSource> =>
  new ReadableStream({
    start(c) {
      c.enqueue(bytes);
      c.close();
    },
  });

/** The transcript's text deflated and in base64url: the `t` of a link. */
export async function encodeTranscript(text: string): Promise<string> {
  const deflated = await collect(
    streamOf(new TextEncoder().encode(text)).pipeThrough(new CompressionStream('deflate-raw')),
    Infinity,
  );
  return toBase64Url(deflated!);
}

/**
 * The `t` of a link back to the transcript's text: at most `maxBytes` bytes of UTF-8 are inflated,
 * a larger text is the fault `too-large`.
 */
export async function decodeTranscript(data: string, maxBytes: number): Promise<string | LinkFault> {
  const bytes = fromBase64Url(data);
  if (!(bytes instanceof Uint8Array)) return bytes;
  let inflated: Uint8Array | null;
  try {
    inflated = await collect(streamOf(bytes).pipeThrough(new DecompressionStream('deflate-raw')), maxBytes);
  } catch {
    // truncated or not deflate data at all (the stream's error says no more than that)
    return { kind: 'deflate' };
  }
  if (!inflated) return { kind: 'too-large', limit: maxBytes };
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(inflated);
  } catch {
    return { kind: 'utf8' };
  }
}

/** The fragment of a link (without `#`) to a transcript's text. */
export async function linkFragment(text: string, opts: LinkOptions): Promise<string> {
  const p = new URLSearchParams({ v: String(LINK_VERSION), mode: opts.mode });
  if (opts.hand) p.set('hand', String(opts.hand));
  if (opts.step) p.set('step', String(opts.step));
  if (opts.lang) p.set('lang', opts.lang);
  // the data last and by hand: URLSearchParams would leave it as it is anyway (base64url needs no escapes)
  return `${p.toString()}&t=${await encodeTranscript(text)}`;
}

/** A whole link: the page's URL `base` (absolute) with the fragment. */
export async function makeLink(base: string | URL, text: string, opts: LinkOptions): Promise<string> {
  const url = new URL(base);
  url.hash = await linkFragment(text, opts);
  return url.href;
}

/** A hand or step number of the fragment: digits, else 0 (the start). */
const whole = (s: string | null): number => (s && /^\d{1,6}$/.test(s) ? Number(s) : 0);

/** A link's fragment (`location.hash`, with or without `#`) read: the transcript and how to show it, or why not. */
export async function readLink(hash: string, maxBytes: number): Promise<OpenedLink | LinkFault> {
  const frag = hash.replace(/^#/, '');
  if (!frag.trim()) return { kind: 'empty' };
  const p = new URLSearchParams(frag);
  const version = p.get('v') ?? '';
  if (version !== String(LINK_VERSION)) return { kind: 'version', version };
  const mode = p.get('mode') ?? 'replay';
  if (mode !== 'replay' && mode !== 'edit') return { kind: 'mode', mode };
  // the data as written (not decoded as a query value would be: a `+` stays a `+`), so a fault's
  // position is the position in the link
  const data =
    frag
      .split('&')
      .find((s) => s.startsWith('t='))
      ?.slice(2) ?? '';
  if (!data) return { kind: 'empty' };
  const text = await decodeTranscript(data, maxBytes);
  if (typeof text !== 'string') return text;
  const lang = p.get('lang');
  // a language tag or nothing: the value goes into an attribute
  return {
    text,
    mode,
    hand: whole(p.get('hand')),
    step: whole(p.get('step')),
    ...(lang && /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/.test(lang) ? { lang } : {}),
  };
}

/** Whether `readLink`'s answer is a fault. */
export const isLinkFault = (x: OpenedLink | LinkFault | string): x is LinkFault => typeof x === 'object' && 'kind' in x;
