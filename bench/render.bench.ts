// Images of a position (src/render, klaberjass-render's rasteriser and GIF): an 18-move hand, the
// must-trump demo example's play from the position after its bidding (a `start`, so its 18 moves
// are the 18 cards played), with the example's comments. Times (best of three): the SVG of one
// position (render.svgMs), its PNG at 600 px (render.pngMs: resvg), and the animated GIF of the
// hand at 600 px (render.gifMs: 19 frames rasterised as one tall picture, cut apart and encoded), and the GIF's size.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeGif, framesToPixels, svgToPng } from '../src/cli/render-raster.js';
import { frameDelay } from '../src/render/gif.js';
import { cardName, cardsOf } from '../src/engine/internal.js';
import { handImages, positionImage } from '../src/render/index.js';
import { replayDocument } from '../src/validator/index.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The example's hand from the end of its bidding, as a hand that starts there: 18 moves. */
export function eighteenMoves(): unknown {
  const doc = JSON.parse(readFileSync(join(root, 'demo/examples/must-trump.json'), 'utf8')) as {
    hands: { moves: { bid?: string }[]; deck?: unknown; dealer: number; result?: unknown }[];
  };
  const h = doc.hands[0];
  const bids = h.moves.findIndex((m) => !('bid' in m));
  const s = replayDocument(doc).hands[0].steps[bids - 1].state;
  const hand = {
    dealer: h.dealer,
    start: {
      trump: 'SHDC'[s.trump],
      taker: s.taker,
      leader: s.toAct,
      hands: [cardsOf(s.hands[0]).map(cardName), cardsOf(s.hands[1]).map(cardName)],
    },
    moves: h.moves.slice(bids),
  };
  return { ...doc, hands: [hand] };
}

async function best(fn: () => Promise<unknown> | unknown): Promise<number> {
  let ms = Infinity;
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    await fn();
    ms = Math.min(ms, performance.now() - start);
  }
  return Math.round(ms * 10) / 10;
}

export async function run(): Promise<Record<string, number>> {
  const doc = eighteenMoves();
  const frames = handImages(doc);
  if (!frames.ok) throw new Error(frames.error.message);
  if (frames.value.length !== 19) throw new Error(`expected 18 moves, got ${frames.value.length - 1}`);
  const one = positionImage(doc);
  if (!one.ok) throw new Error(one.error.message);
  const svg = one.value.svg;
  let bytes = 0;
  const gif = async () => {
    const imgs = handImages(doc);
    if (!imgs.ok) throw new Error(imgs.error.message);
    const px = await framesToPixels(
      imgs.value.map((i) => i.svg),
      600,
    );
    const frames = px.frames.map((pixels, i) => ({
      pixels,
      delayMs: frameDelay(imgs.value[i], i === imgs.value.length - 1),
    }));
    bytes = encodeGif(frames, px.width, px.height).length;
  };
  return {
    'render.svgMs': await best(() => positionImage(doc)),
    'render.svgBytes': svg.length,
    'render.pngMs': await best(() => svgToPng(svg, 600)),
    'render.gifMs': await best(gif),
    'render.gifBytes': bytes,
  };
}
