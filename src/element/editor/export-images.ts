/**
 * The editor's image downloads, loaded on the first click of "Download image" (as PNG) or
 * "Download animation" (view-out.ts): the SVG documents of src/render drawn on a canvas, the
 * browser's own rasteriser, then PNG from the canvas or an animated GIF with `gifenc` (its ES
 * build, as src/render/gif.ts explains). Nothing of this is in the element's main file.
 */
import * as gifenc from 'gifenc/dist/gifenc.esm.js';
import { encodeGif, frameDelay } from '../../render/gif.js';
import { type ImageOptions, type PositionImage, handImages } from '../../render/index.js';

/** Width in pixels of a PNG or GIF, as `klaberjass-render`'s default. */
export const RASTER_WIDTH = 600;

/** An SVG document drawn on a canvas `width` px wide (a data URL, so no object URL is made and revoked). */
async function canvasOf(img: PositionImage, width: number): Promise<HTMLCanvasElement> {
  const pic = new Image();
  pic.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(img.svg)}`;
  await pic.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = Math.round((img.height * width) / img.width);
  canvas.getContext('2d')!.drawImage(pic, 0, 0, canvas.width, canvas.height);
  return canvas;
}

/** Why an image could not be made: the render library's sentence, in the options' language. */
export class ImageFailed extends Error {}

/** The position's image (as drawn for the snippets) as a PNG. */
export async function positionPng(img: PositionImage): Promise<Blob> {
  const canvas = await canvasOf(img, RASTER_WIDTH);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('the canvas gave no PNG'))), 'image/png'),
  );
}

/** The hand as an animated GIF: a frame per move, commented moves held longer (src/render/gif.ts). */
export async function handGif(input: unknown, options: ImageOptions): Promise<Blob> {
  const r = handImages(input, options);
  if (!r.ok) throw new ImageFailed(r.error.message);
  const frames = [];
  let width = 0,
    height = 0;
  for (const [i, img] of r.value.entries()) {
    const canvas = await canvasOf(img, RASTER_WIDTH);
    ({ width, height } = canvas);
    const data = canvas.getContext('2d')!.getImageData(0, 0, width, height).data;
    frames.push({ pixels: new Uint8Array(data.buffer), delayMs: frameDelay(img, i === r.value.length - 1) });
  }
  return new Blob([encodeGif(gifenc, frames, width, height) as Uint8Array<ArrayBuffer>], { type: 'image/gif' });
}
