/**
 * English strings of the page that opens a link (`open.html`, src/element/link/page.ts): why a
 * link cannot be opened, and the way to the other view. nb-link.ts has them in Norwegian Bokmål.
 * The page's script carries these two tables and nothing else of the element's strings.
 */
import type { LinkFault } from '../link/codec.js';

export const enLink = {
  lang: 'en',
  /** The page's title until the transcript's own is known. */
  linkTitle: 'A hand of klaberjass',
  linkToEditor: 'Open this hand in the editor',
  linkToReplay: 'Show this hand as a replay',
  linkCannot: 'This link cannot be opened',
  linkFault: (f: LinkFault, n: (x: number) => string): string => {
    switch (f.kind) {
      case 'empty':
        return 'The link carries no hand: the part after “#” is empty or has no transcript in it (t=…). Copy the whole link again.';
      case 'version':
        return f.version
          ? `The link is of version “${f.version}”, and this page reads version 1: it was made by another version of klaberjass-table.`
          : 'The link does not say which version it is (v=1): it was not made by “Copy a link”, or it was changed.';
      case 'mode':
        return `The link asks for “${f.mode}”, but this page shows a hand as a replay or in the editor only.`;
      case 'base64':
        return `The link is damaged at character ${n(f.at + 1)} of its transcript (after “t=”): “${f.char}” is not one of the letters, digits, “-” and “_” it is written in. It may have been cut or changed in copying.`;
      case 'deflate':
        return 'The transcript in the link cannot be unpacked: the link was cut short or changed in copying. Copy the whole link again.';
      case 'too-large':
        return `The transcript in the link unpacks to more than ${n(f.limit)} bytes, more than this page reads: it was not opened.`;
      case 'utf8':
        return 'The transcript in the link unpacks to something that is not text.';
    }
  },
};

export type LinkStrings = typeof enLink;
