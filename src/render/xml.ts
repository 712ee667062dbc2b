/**
 * Text for SVG: everything from a transcript (names, comments) goes through `xmlText`. XML 1.0
 * cannot hold every character a JSON string can: control characters other than tab and newline,
 * lone surrogates and U+FFFE/U+FFFF make the document unreadable, so they become U+FFFD.
 */
const INVALID =
  // eslint-disable-next-line no-control-regex -- the control characters XML 1.0 forbids are what is replaced
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** `s` as XML character data or an attribute value (escaped, invalid characters replaced). */
export const xmlText = (s: string): string => s.replace(INVALID, '\ufffd').replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** A number for an attribute: at most two decimals, no "-0". */
export const num = (n: number): string => String(Math.round(n * 100) / 100 || 0);
