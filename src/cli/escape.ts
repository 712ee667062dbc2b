/**
 * Text made safe for a terminal (the CLI's text report): control characters (C0 and C1, DEL),
 * line and paragraph separators and bidirectional embedding, override, isolate and mark
 * characters become visible `\uXXXX` escapes, as JSON.stringify writes control characters. So a
 * player's name, an unknown key, a quoted snippet or a file name cannot move the cursor, set the
 * window title, clear the screen, colour the text, reverse a line or forge a line of the report.
 * First-strong isolates (U+2068 … U+2069) that pair up are kept: the validator puts them around
 * names with right-to-left letters so that those read correctly.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what is escaped
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
// eslint-disable-next-line no-control-regex -- the same, for replacing
const UNSAFE_ALL = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2067]/g;

const hex = (ch: string) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;

export function escapeForTerminal(text: string): string {
  const s = String(text);
  if (!UNSAFE.test(s)) return s;
  // first-strong isolates: keep the pairs, escape the unpaired ones
  const keep = new Set<number>();
  const open: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x2068) open.push(i);
    else if (c === 0x2069 && open.length > 0) {
      keep.add(open.pop()!);
      keep.add(i);
    }
  }
  let out = '';
  let last = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c === 0x2068 || c === 0x2069) && !keep.has(i)) {
      out += s.slice(last, i) + hex(s[i]);
      last = i + 1;
    }
  }
  return (out + s.slice(last)).replace(UNSAFE_ALL, hex);
}
