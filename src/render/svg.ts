/**
 * A position drawn as one self-contained SVG document: the felt with both seats, the stock and the
 * turn-up card, the trick, trump and taker, the points so far, and a caption with the move, its
 * mark and its comment. The layout follows the element's at 600 px wide (src/element/styles.ts),
 * in user units of a 600-wide drawing; the cards are the element's own (./card-art.ts).
 *
 * No script, no external reference: shapes, text, nested card drawings and the cards' own small
 * style sheet (`CARD_STYLE`: their default colours by class).
 * Every text from a transcript goes through `xmlText`.
 */
import { type Card, type HandState, type Player, handSummary, other, popcount } from '../engine/internal.js';
import { cardBackSvg, cardFaceSvg, suitIconSvg } from './card-art.js';
import { CARD_STYLE } from './card-style.js';
import { sortForDisplay, turnUpShown } from './display.js';
import type { TrickView } from './track.js';
import type { RenderWording } from './wording.js';
import { num, xmlText } from './xml.js';

/** Light or dark: the page around the felt and the caption (the felt and cards are the same in both). */
export type Theme = 'light' | 'dark';

/** What the picture shows. */
export interface Scene {
  wording: RenderWording;
  names: readonly [string, string];
  state: HandState;
  trick: TrickView;
  /** The seat drawn at the bottom. */
  bottom: Player;
  faceUp: readonly [boolean, boolean];
  /** The caption's first line: where in the document ("Hand 1 of 2, move 6 of 22"). */
  where: string;
  /** The move shown, in words (empty at the deal). */
  move: string;
  mark?: string;
  comment?: string;
  theme: Theme;
  /** The four-colour deck. */
  four?: boolean;
}

const W = 600;
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif";
const THEMES = {
  light: { page: '#ffffff', text: '#1d2320', muted: '#4a524e', mark: '#8a5a00', panel: '#ffffff', line: '#0000001a' },
  dark: { page: '#121816', text: '#e8ece9', muted: '#b4bdb8', mark: '#f2c14e', panel: '#1c2321', line: '#ffffff1f' },
};
const ACCENT = '#f2c14e';
const ON_FELT = '#f6f3ea';

// the felt's geometry (see styles.ts: card widths 12.5 and 15.5 % of the felt, trick and stock sizes)
const RIM = 10;
const TOP_CW = 70;
const BOTTOM_CW = 86;
const TOP_Y = 20; // the top seat's name plate
const TOP_HAND_Y = 50;
const MIDDLE_Y = 156;
const MIDDLE_H = 161;
const BOTTOM_HAND_Y = MIDDLE_Y + MIDDLE_H + 8;
/** The felt's height (it is 600 wide): the caption is below it. */
export const FELT_H = BOTTOM_HAND_Y + BOTTOM_CW * 1.4 + 48;

/** A rough width of `text` at `size` px in a sans-serif font (for plates and wrapping; no font metrics here). */
const textWidth = (text: string, size: number): number => [...text].length * size * 0.56;

/** `s` cut to `max` characters with an ellipsis. */
const clip = (s: string, max: number): string => ([...s].length > max ? `${[...s].slice(0, max - 1).join('')}…` : s);

/** Lines of at most `max` characters, broken at spaces (a longer word is cut). */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const para of text.split(/\r?\n/)) {
    let line = '';
    for (const word of para.split(/\s+/).filter(Boolean)) {
      let w = word;
      while ([...w].length > max) {
        if (line) {
          lines.push(line);
          line = '';
        }
        lines.push([...w].slice(0, max).join(''));
        w = [...w].slice(max).join('');
      }
      if (!line) line = w;
      else if ([...line].length + 1 + [...w].length <= max) line += ` ${w}`;
      else {
        lines.push(line);
        line = w;
      }
    }
    lines.push(line);
  }
  while (lines.length > 1 && lines.at(-1) === '') lines.pop();
  return lines;
}

/**
 * The card art (an `<svg>` with a viewBox) placed at (x, y), `w` wide (`h` high; cards are 1.4
 * times as high as wide). `overflow="visible"`: the art stays inside its box anyway, and resvg
 * would otherwise clip every nested drawing, which costs more than the drawing.
 */
const at = (x: number, y: number, w: number, art: string, h = w * 1.4) =>
  art.replace(/^<svg /, `<svg x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" overflow="visible" `);

function face(c: Card, x: number, y: number, w: number, extra = ''): string {
  return `<g data-card="${c}"${extra}>${at(x, y, w, cardFaceSvg(c))}</g>`;
}

function plate(sc: Scene, p: Player, cy: number): string {
  const { state: s, wording: t } = sc;
  const name = xmlText(clip(sc.names[p], 18));
  const tricks = t.tricks(s.tricksWon[p]);
  const parts: { w: number; svg: (x: number) => string }[] = [];
  const nameW = textWidth(clip(sc.names[p], 18), 14) * 1.04;
  parts.push({ w: nameW, svg: (x) => `<text x="${num(x)}" y="${num(cy + 5)}" font-weight="700">${name}</text>` });
  if (s.dealer === p)
    parts.push({
      w: 20,
      svg: (x) =>
        `<circle cx="${num(x + 10)}" cy="${num(cy)}" r="9" fill="${ON_FELT}" stroke="#b08d57" stroke-width="2"><title>${xmlText(t.dealer)}</title></circle><text x="${num(x + 10)}" y="${num(cy + 4)}" font-size="10" font-weight="700" text-anchor="middle" fill="#1d2320">${xmlText(t.dealer.charAt(0).toUpperCase())}</text>`,
    });
  if (s.taker === p) {
    const w = textWidth(t.taker, 11) + 10;
    parts.push({
      w,
      svg: (x) =>
        `<rect x="${num(x)}" y="${num(cy - 8)}" width="${num(w)}" height="16" rx="4" fill="${ACCENT}"/><text x="${num(x + 5)}" y="${num(cy + 4)}" font-size="11" font-weight="700" fill="#1d2320">${xmlText(t.taker)}</text>`,
    });
  }
  const tw = textWidth(tricks, 12);
  parts.push({ w: tw, svg: (x) => `<text x="${num(x)}" y="${num(cy + 4)}" font-size="12">${xmlText(tricks)}</text>` });
  const gap = 6;
  const inner = parts.reduce((a, q) => a + q.w, 0) + gap * (parts.length - 1);
  const pw = inner + 20;
  let x = W / 2 - pw / 2 + 10;
  let out = `<rect x="${num(W / 2 - pw / 2)}" y="${num(cy - 12)}" width="${num(pw)}" height="24" rx="12" fill="#0000004d"${
    s.toAct === p && s.phase !== 'over' ? ` stroke="${ACCENT}" stroke-width="2"` : ''
  }/>`;
  for (const q of parts) {
    out += q.svg(x);
    x += q.w + gap;
  }
  return `<g font-size="14" fill="${ON_FELT}">${out}</g>`;
}

function hand(sc: Scene, p: Player, top: boolean): string {
  const s = sc.state;
  const cw = top ? TOP_CW : BOTTOM_CW;
  const y = top ? TOP_HAND_Y : BOTTOM_HAND_Y;
  const step = cw * (top ? 0.5 : 0.58);
  const n = popcount(s.hands[p]);
  const x0 = W / 2 - (cw + step * (n - 1)) / 2;
  if (!sc.faceUp[p]) return Array.from({ length: n }, (_, i) => at(x0 + i * step, y, cw, cardBackSvg())).join('');
  return sortForDisplay(s.hands[p], s.trump)
    .map((c, i) => face(c, x0 + i * step, y, cw))
    .join('');
}

function stock(sc: Scene): string {
  const s = sc.state;
  if (s.turnUp < 0 && s.bottom < 0) return '';
  const cw = TOP_CW;
  const x = RIM + 14;
  const y = MIDDLE_Y + MIDDLE_H / 2 - cw * 0.75;
  const turn = turnUpShown(s);
  let out = '';
  if (turn >= 0) {
    const cx = x + cw + cw / 2,
      cy = y + cw * 0.05 + cw * 0.7;
    out += face(turn, x + cw, y + cw * 0.05, cw, ` transform="rotate(90 ${num(cx)} ${num(cy)})"`);
  }
  out += at(x, y + cw * 0.05, cw, cardBackSvg()) + at(x + 2, y + cw * 0.05 - 2, cw, cardBackSvg());
  if (s.trump >= 0 && s.bottom >= 0) out += face(s.bottom, x + 4, y + cw * 0.05 - 4, cw);
  return out;
}

function trick(sc: Scene): string {
  const cw = TOP_CW;
  const top = MIDDLE_Y + (MIDDLE_H - cw * 2.25) / 2;
  let out = '';
  for (const { card, player } of sc.trick.cards) {
    const fromBottom = player === sc.bottom;
    const x = W / 2 - (fromBottom ? 0.28 : 0.72) * cw;
    const y = fromBottom ? top + cw * 2.25 - cw * 1.4 : top;
    const win = sc.trick.winner === player;
    const rot = ` transform="rotate(${fromBottom ? 6 : -7} ${num(x + cw / 2)} ${num(y + cw * 0.7)})"`;
    out += win
      ? `<g${rot}><rect x="${num(x - 3)}" y="${num(y - 3)}" width="${num(cw + 6)}" height="${num(cw * 1.4 + 6)}" rx="9" fill="${ACCENT}" opacity=".8"/>${face(card, x, y, cw)}</g>`
      : face(card, x, y, cw, rot);
  }
  return out;
}

function info(sc: Scene): string {
  const { state: s, wording: t, names } = sc;
  const pts = handSummary(s).points;
  const right = W - RIM - 14;
  const bw = 132;
  const x = right - bw;
  const hasTaker = s.trump >= 0 && s.taker !== -1;
  const th = hasTaker ? 64 : 48;
  const y = MIDDLE_Y + MIDDLE_H / 2 - (th + 8 + 44) / 2;
  let out = `<rect x="${x}" y="${num(y)}" width="${bw}" height="${th}" rx="10" fill="${ON_FELT}"/>`;
  out += `<text x="${x + 10}" y="${num(y + 15)}" font-size="10" letter-spacing=".6" fill="#4a524e">${xmlText(t.trump.toUpperCase())}</text>`;
  if (s.trump >= 0) {
    out += at(x + 10, y + 20, 20, suitIconSvg(s.trump), 20);
    out += `<text x="${x + 36}" y="${num(y + 35)}" font-size="14" font-weight="700" fill="#1d2320">${xmlText(t.suits[s.trump])}</text>`;
    if (hasTaker)
      out += `<text x="${x + 10}" y="${num(y + 56)}" font-size="11" fill="#3b423f">${xmlText(clip(`${t.taker}: ${names[s.taker as Player]}`, 22))}</text>`;
  } else out += `<text x="${x + 10}" y="${num(y + 36)}" font-size="12" fill="#4a524e">${xmlText(t.noTrump)}</text>`;
  const py = y + th + 8;
  out += `<rect x="${x}" y="${num(py)}" width="${bw}" height="44" rx="8" fill="#0000004d"/>`;
  for (const p of [0, 1] as const)
    out += `<text x="${x + 8}" y="${num(py + 17 + p * 18)}" font-size="12" fill="${ON_FELT}">${xmlText(clip(names[p], 14))}</text><text x="${right - 8}" y="${num(py + 17 + p * 18)}" font-size="12" font-weight="700" text-anchor="end" fill="${ON_FELT}">${pts[p]}</text>`;
  return out;
}

function caption(sc: Scene, y0: number): { svg: string; height: number } {
  const c = THEMES[sc.theme];
  const t = sc.wording;
  const max = Math.floor((W - 32) / (14 * 0.52));
  const head = [sc.where, sc.move, sc.mark ? `${sc.mark} (${t.mark(sc.mark)})` : ''].filter(Boolean).join(' · ');
  const lines = wrap(head, max).map((l) => ({ text: l, bold: true }));
  if (sc.comment) for (const l of wrap(sc.comment, max)) lines.push({ text: l, bold: false });
  const h = 20 + lines.length * 20;
  let out = `<rect x="1" y="${y0}" width="${W - 2}" height="${h}" rx="10" fill="${c.panel}" stroke="${c.line}"/>`;
  lines.forEach((l, i) => {
    out += `<text x="16" y="${y0 + 25 + i * 20}" font-size="14"${l.bold ? ' font-weight="700"' : ''} fill="${l.bold ? c.text : c.muted}">${xmlText(l.text)}</text>`;
  });
  return { svg: out, height: h };
}

/** The SVG document of a scene: `width` and `height` in user units (600 wide, at least `minHeight` tall). */
export function sceneSvg(
  sc: Scene,
  title: string,
  alt: string,
  minHeight = 0,
): { svg: string; width: number; height: number } {
  const c = THEMES[sc.theme];
  const top = other(sc.bottom);
  const cap = caption(sc, FELT_H + 10);
  const H = Math.max(minHeight, Math.ceil(FELT_H + 10 + cap.height + 2));
  const felt =
    `<rect x="${RIM / 2}" y="${RIM / 2}" width="${W - RIM}" height="${FELT_H - RIM}" rx="24" fill="url(#kj-felt)" stroke="#6b4226" stroke-width="${RIM}"/>` +
    `<g font-family="${FONT}">${plate(sc, top, TOP_Y + 8)}${plate(sc, sc.bottom, FELT_H - 32)}${info(sc)}</g>` +
    hand(sc, top, true) +
    stock(sc) +
    trick(sc) +
    hand(sc, sc.bottom, false);
  const won =
    sc.trick.winner !== -1
      ? `<g font-family="${FONT}" font-size="12"><rect x="${W / 2 - 80}" y="${MIDDLE_Y + MIDDLE_H / 2 - 11}" width="160" height="22" rx="11" fill="#00000099"/><text x="${W / 2}" y="${MIDDLE_Y + MIDDLE_H / 2 + 4}" text-anchor="middle" fill="${ON_FELT}">${xmlText(clip(sc.wording.wonTrick(sc.names[sc.trick.winner as Player]), 26))}</text></g>`
      : '';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-labelledby="kj-title kj-desc" lang="${xmlText(sc.wording.lang)}">` +
    `<title id="kj-title">${xmlText(title)}</title><desc id="kj-desc">${xmlText(alt)}</desc>` +
    `<defs><radialGradient id="kj-felt"><stop offset="55%" stop-color="#1f6b3a"/><stop offset="100%" stop-color="#134a27"/></radialGradient></defs>` +
    `<style>${CARD_STYLE}</style><rect width="${W}" height="${H}" fill="${c.page}"/><g${sc.four ? ' class="four"' : ''}>${felt}</g>${won}<g font-family="${FONT}">${cap.svg}</g></svg>`;
  return { svg, width: W, height: H };
}
