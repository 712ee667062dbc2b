/**
 * The animation of a hand as a GIF, from frames already rasterised (RGBA pixels): how long each
 * frame shows, and the encoding with `gifenc`. No rasteriser and no Node API here: the
 * `klaberjass-render` command draws the frames with resvg (src/cli/render-raster.ts), the editor
 * in the browser with a canvas; both encode with this.
 *
 * `gifenc` is passed in rather than imported: Node loads its CommonJS build and a browser bundle
 * its ES build (its package's `browser` field names the CommonJS one), and each caller knows which.
 */
import type { PositionImage } from './index.js';

/** The part of `gifenc` used here. */
export interface GifEncoding {
  quantize(rgba: Uint8Array, maxColors: number, options?: { format?: string }): number[][];
  applyPalette(rgba: Uint8Array, palette: number[][], format?: string): Uint8Array;
  GIFEncoder(): {
    writeFrame(
      index: Uint8Array,
      width: number,
      height: number,
      options?: {
        palette?: number[][];
        delay?: number;
        transparent?: boolean;
        transparentIndex?: number;
        dispose?: number;
      },
    ): void;
    finish(): void;
    bytes(): Uint8Array;
  };
}

/** One frame of an animation: RGBA pixels (all frames the same size) and how long it shows. */
export interface Frame {
  pixels: Uint8Array;
  delayMs: number;
}

/** How long a frame of the animation shows: a move with a comment or mark longer, the last frame longest. */
export const frameDelay = (img: Pick<PositionImage, 'annotated' | 'step'>, last: boolean): number =>
  last ? 4000 : img.annotated ? 3500 : img.step === 0 ? 1500 : 900;

const TRANSPARENT = 255;

/**
 * An animated GIF of frames of one size, looping. One palette for every frame (254 colours,
 * quantised from the first, middle and last frames: the felt, the cards and the text are the same
 * colours throughout), and each frame after the first is a delta: the pixels that did not change
 * are the transparent index over the previous frame, which the GIF's LZW packs into almost
 * nothing. (gifenc writes every frame at the full size, so a changed region is not cropped.)
 */
export function encodeGif(gifenc: GifEncoding, frames: readonly Frame[], width: number, height: number): Uint8Array {
  if (!frames.length) throw new Error('an animation needs at least one frame');
  const { GIFEncoder, applyPalette, quantize } = gifenc;
  const sample = [frames[0], frames[frames.length >> 1], frames[frames.length - 1]];
  const all = new Uint8Array(sample.reduce((n, f) => n + f.pixels.length, 0));
  let at = 0;
  for (const f of sample) {
    all.set(f.pixels, at);
    at += f.pixels.length;
  }
  const palette = quantize(all, 254, { format: 'rgb565' });
  while (palette.length < 256) palette.push([0, 0, 0]);
  const gif = GIFEncoder();
  let prev: Uint8Array | null = null;
  frames.forEach((f, i) => {
    const index = applyPalette(f.pixels, palette.slice(0, 254), 'rgb565');
    let out = index;
    if (prev) {
      out = new Uint8Array(index.length);
      for (let p = 0; p < index.length; p++) out[p] = index[p] === prev[p] ? TRANSPARENT : index[p];
    }
    gif.writeFrame(out, width, height, {
      palette: i === 0 ? palette : undefined,
      delay: f.delayMs,
      transparent: i > 0,
      transparentIndex: TRANSPARENT,
      dispose: 1,
    });
    prev = index;
  });
  gif.finish();
  return gif.bytes();
}
