/**
 * Node-only: SVG to pixels with the optional `@resvg/resvg-js` (a native rasteriser shipped inside
 * its npm packages: an optional peer dependency, so that an app that installs klaberjass-table
 * for the browser never downloads it), and pixels to an animated GIF with `gifenc`.
 *
 * Fonts: resvg reads no system fonts unless told to. It is told to (`loadSystemFonts`), plus the
 * files given with --font; the generic families point at DejaVu where it is installed (Debian's
 * fonts-dejavu-core, which Chromium and fontconfig pull in), since resvg's own defaults for
 * `sans-serif` and `serif` are Arial and Times New Roman. Text is kept as text (not paths): the
 * SVG stays small, searchable and readable by screen readers, and needs no font of ours.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as gifencModule from 'gifenc';
import { type Frame, encodeGif as encodeFrames } from '../render/gif.js';

// gifenc's CommonJS build (what Node loads from source, in the tests) hides its names from Node's
// named-export detection: they are on its default export there; its ES build (bundled into
// dist/render-cli.js) has them as named exports
const gifenc: typeof gifencModule =
  'GIFEncoder' in (gifencModule as { default?: object }).default!
    ? (gifencModule as { default: typeof gifencModule }).default
    : gifencModule;

/** The part of @resvg/resvg-js used here. */
interface ResvgModule {
  Resvg: new (
    svg: string,
    options: object,
  ) => { render(): { pixels: Uint8Array | Buffer; width: number; height: number; asPng(): Uint8Array | Buffer } };
}

export class MissingRasteriser extends Error {}

/** How to get PNG and GIF when @resvg/resvg-js is not installed. */
export const NO_RESVG =
  'PNG and GIF need the optional package @resvg/resvg-js, which is not installed: run "npm install @resvg/resvg-js" in your project (SVG and --alt work without it)';

let resvg: Promise<ResvgModule> | undefined;
/** Loads @resvg/resvg-js once; a `MissingRasteriser` when it is absent. */
export function loadResvg(): Promise<ResvgModule> {
  resvg ??= import('@resvg/resvg-js').then(
    (m) => m as unknown as ResvgModule,
    () => {
      throw new MissingRasteriser(NO_RESVG);
    },
  );
  return resvg;
}

const FONT_DIRS = [
  '/usr/share/fonts',
  '/usr/local/share/fonts',
  `${process.env.HOME ?? ''}/.fonts`,
  `${process.env.HOME ?? ''}/.local/share/fonts`,
  '/System/Library/Fonts',
  '/Library/Fonts',
  `${process.env.WINDIR ?? 'C:\\Windows'}\\Fonts`,
];

/** Whether a font file lies in one of the usual folders, and whether DejaVu is among them (a few levels deep). */
export function systemFonts(): { any: boolean; dejavu: boolean } {
  let any = false,
    dejavu = false;
  const look = (dir: string, depth: number) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (e.isDirectory() && depth > 0) look(join(dir, e.name), depth - 1);
      else if (/\.(ttf|otf|ttc)$/i.test(e.name)) {
        any = true;
        if (/^DejaVuSans\.ttf$/i.test(e.name)) dejavu = true;
      }
    }
  };
  for (const d of FONT_DIRS) if (d && existsSync(d)) look(d, 3);
  return { any, dejavu };
}

/** The rasteriser's options for a picture `width` px wide. */
export function resvgOptions(width: number, fontFiles: readonly string[]): object {
  const { dejavu } = systemFonts();
  return {
    fitTo: { mode: 'width', value: width },
    font: {
      loadSystemFonts: true,
      fontFiles: [...fontFiles],
      ...(dejavu
        ? { defaultFontFamily: 'DejaVu Sans', sansSerifFamily: 'DejaVu Sans', serifFamily: 'DejaVu Serif' }
        : {}),
    },
  };
}

/** A PNG of an SVG document, `width` px wide. */
export async function svgToPng(svg: string, width: number, fontFiles: readonly string[] = []): Promise<Uint8Array> {
  const { Resvg } = await loadResvg();
  return new Uint8Array(new Resvg(svg, resvgOptions(width, fontFiles)).render().asPng());
}

/**
 * The RGBA pixels of SVG documents of one size (the frames of an animation), each `width` px
 * wide. They are drawn as one tall picture, one below the other, and cut apart: resvg reads its
 * fonts once per picture, which costs more than drawing a frame.
 */
export async function framesToPixels(
  svgs: readonly string[],
  width: number,
  fontFiles: readonly string[] = [],
): Promise<{ frames: Uint8Array[]; width: number; height: number }> {
  const { Resvg } = await loadResvg();
  const size = /^<svg [^>]*?viewBox="0 0 (\d+) (\d+)"/.exec(svgs[0]);
  if (!size) throw new Error('not an SVG document of render/svg.ts');
  const [w, h] = [Number(size[1]), Number(size[2])];
  // each frame a whole number of pixels high
  const rows = Math.round((h * width) / w);
  const step = (rows * w) / width;
  const tall =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${step * svgs.length}" width="${w}" height="${step * svgs.length}">` +
    svgs.map((svg, i) => svg.replace(/^<svg /, `<svg y="${i * step}" overflow="visible" `)).join('') +
    '</svg>';
  const img = new Resvg(tall, resvgOptions(width, fontFiles)).render();
  const px = new Uint8Array(img.pixels);
  const frame = img.width * rows * 4;
  return {
    frames: svgs.map((_, i) => px.slice(i * frame, (i + 1) * frame)),
    width: img.width,
    height: rows,
  };
}

/** An animated GIF of frames of one size (src/render/gif.ts), with the gifenc Node loads. */
export const encodeGif = (frames: readonly Frame[], width: number, height: number): Uint8Array =>
  encodeFrames(gifenc, frames, width, height);
