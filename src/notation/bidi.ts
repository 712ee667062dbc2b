/**
 * Names from a transcript in plain-text sentences: a name with right-to-left letters or
 * bidirectional control characters goes between first-strong isolates (U+2068 FSI … U+2069 PDI),
 * so that it cannot reorder the sentence around it (a right-to-left override inside it ends at
 * the isolate's end). An ordinary name (left-to-right letters, digits, punctuation) is returned
 * unchanged, so sentences about ordinary names stay as they were. The validator isolates the
 * players' names before it words any sentence; the element also sets names in `<bdi>` or
 * `unicode-bidi: isolate`.
 */

/** Right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko, …) and every bidi control. */
const BIDI_SENSITIVE =
  /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u{10800}-\u{10fff}\u{1e800}-\u{1efff}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

const FSI = '\u2068';
const PDI = '\u2069';

/** True when the text needs isolating in a sentence (right-to-left letters or bidi controls). */
export function needsIsolation(text: string): boolean {
  return BIDI_SENSITIVE.test(text);
}

/**
 * `text` between first-strong isolates when it needs them (else unchanged). Its own isolates are
 * balanced first: a PDI that closes nothing inside the text is dropped (it would close the outer
 * isolate early), and isolates left open are closed.
 */
export function isolateName(text: string): string {
  if (!needsIsolation(text)) return text;
  let open = 0;
  let out = '';
  for (const ch of text) {
    if (ch === '\u2066' || ch === '\u2067' || ch === FSI) open++;
    else if (ch === PDI) {
      if (open === 0) continue;
      open--;
    }
    out += ch;
  }
  return FSI + out + PDI.repeat(open) + PDI;
}
