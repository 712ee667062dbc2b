/**
 * Node-only: the `klaberjass-render` command, as a function of its arguments and streams so that
 * tests can run it in-process (render-main.ts wires it to the process).
 *
 *   klaberjass-render [options] FILE|-
 *
 * Exit codes, as klaberjass-validate's: 0 the image (or text) was written, 1 the document has
 * nothing to draw there (it cannot be replayed, or the hand has no position), 2 bad usage
 * (including a hand or step out of range), unreadable input, or PNG/GIF without the rasteriser.
 */
import { readFile, stat, writeFile } from 'node:fs/promises';
import { DEFAULT_MAX_BYTES } from '../notation/index.js';
import { type ImageError, type ImageOptions, type PositionImage, handImages, positionImage } from '../render/index.js';
import { readCommandLine } from './args.js';
import { escapeForTerminal } from './escape.js';
import { UsageError, decode, parseSize } from './inputs.js';
import { frameDelay } from '../render/gif.js';
import { MissingRasteriser, encodeGif, framesToPixels, svgToPng, systemFonts } from './render-raster.js';
import type { CliStreams } from './run.js';

export const NAME = 'klaberjass-render';
const EXIT_OK = 0;
const EXIT_NOTHING = 1;
const EXIT_ERROR = 2;

const HELP = `Usage: ${NAME} [options] FILE|-

Draws a position of a Klaberjass transcript (notation version 1) as an image: SVG
(no script, no external reference), PNG, or an animated GIF of a whole hand.

Options:
  -o, --out FILE         write to FILE (default: standard output); its extension
                         .svg, .png or .gif chooses the format unless --format does
  --format FORMAT        svg (default), png or gif (gif: every move of the hand)
  --hand N               the hand, counted from 0 as in the notation (default 0)
  --step N               how many moves of the hand are shown, 0 for the deal
                         (default: up to the last move with a comment, else all)
  --perspective P        whose cards are face up: 0, 1 or open (default open)
  --lang LANG            labels, caption and alt text: en (default) or nb
  --theme THEME          light (default) or dark
  --four-colour          the four-colour deck (diamonds blue, clubs green)
  --width PX             PNG and GIF width in pixels (default 600)
  --font FILE            a font file for the text of PNG and GIF (repeatable);
                         system fonts are used too
  --alt                  print the picture's text description (who holds what,
                         trump, the move and its comment) instead of the image
  --max-bytes N          largest document accepted (suffix k, m or g; default 16m)
  -h, --help             show this help
  -V, --version          show the version

PNG and GIF need the optional package @resvg/resvg-js (npm install @resvg/resvg-js).

Exit status: 0 written, 1 the document has nothing to draw there, 2 bad usage
(a hand or step out of range too), unreadable input, or PNG/GIF without
@resvg/resvg-js.
`;

type Format = 'svg' | 'png' | 'gif';

/** A whole number option in [min, max]. */
function whole(name: string, text: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (!/^\d+$/.test(text.trim())) throw new UsageError(`--${name} must be a whole number, not "${text}"`);
  const n = Number(text);
  if (n < min || n > max) throw new UsageError(`--${name} must be from ${min} to ${max}, not ${n}`);
  return n;
}

function oneOf<T extends string>(name: string, text: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(text))
    throw new UsageError(`--${name} must be ${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)}, not "${text}"`);
  return text as T;
}

/** Runs the command; resolves to the exit code. Never throws for bad input. */
export async function runRender(argv: string[], io: CliStreams, options: { version?: string } = {}): Promise<number> {
  const errorLine = (text: string) => {
    io.stderr.write(`${NAME}: ${escapeForTerminal(text)}\n`);
  };
  let values: Record<string, string | boolean | string[] | undefined>;
  let positionals: string[];
  const opts: ImageOptions = {};
  let format: Format = 'svg';
  let width = 600;
  let maxBytes = DEFAULT_MAX_BYTES;
  try {
    ({ values, positionals } = readCommandLine(argv, {
      out: { type: 'string', short: 'o' },
      format: { type: 'string' },
      hand: { type: 'string' },
      step: { type: 'string' },
      perspective: { type: 'string' },
      lang: { type: 'string' },
      theme: { type: 'string' },
      'four-colour': { type: 'boolean' },
      width: { type: 'string' },
      font: { type: 'string', multiple: true },
      alt: { type: 'boolean' },
      'max-bytes': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
      version: { type: 'boolean', short: 'V' },
    }));
    if (values.help) {
      io.stdout.write(HELP);
      return EXIT_OK;
    }
    if (values.version) {
      io.stdout.write(`${options.version ?? 'unknown'}\n`);
      return EXIT_OK;
    }
    const out = values.out as string | undefined;
    if (typeof values.format === 'string') format = oneOf('format', values.format, ['svg', 'png', 'gif'] as const);
    else if (out && /\.(svg|png|gif)$/i.test(out)) format = out.slice(-3).toLowerCase() as Format;
    else if (out)
      throw new UsageError(`cannot tell the format from "${out}": name it .svg, .png or .gif, or give --format`);
    if (typeof values.hand === 'string') opts.hand = whole('hand', values.hand, 0);
    if (typeof values.step === 'string') opts.step = whole('step', values.step, 0);
    if (typeof values.perspective === 'string') {
      const p = oneOf('perspective', values.perspective, ['0', '1', 'open'] as const);
      opts.perspective = p === 'open' ? 'open' : (Number(p) as 0 | 1);
    }
    if (typeof values.lang === 'string') opts.lang = oneOf('lang', values.lang, ['en', 'nb'] as const);
    if (typeof values.theme === 'string') opts.theme = oneOf('theme', values.theme, ['light', 'dark'] as const);
    if (values['four-colour']) opts.fourColour = true;
    if (typeof values.width === 'string') width = whole('width', values.width, 100, 4000);
    if (typeof values['max-bytes'] === 'string') maxBytes = parseSize(values['max-bytes']);
    if (format === 'gif' && opts.step !== undefined)
      throw new UsageError('--step and --format gif: an animation shows every step');
    if (positionals.length !== 1) throw new UsageError('give one transcript: a file, or - for standard input');
    if (!values.alt && format !== 'svg' && !out && (io.stdout as { isTTY?: boolean }).isTTY)
      throw new UsageError(`a ${format.toUpperCase()} image is not for a terminal: write it to a file with -o FILE`);
  } catch (err) {
    errorLine((err as Error).message);
    io.stderr.write(`Try '${NAME} --help' for more information.\n`);
    return EXIT_ERROR;
  }

  // ---- the document ----
  const file = positionals[0];
  const label = file === '-' ? 'standard input' : file;
  let text: string;
  try {
    let bytes: Uint8Array;
    if (file === '-') {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const c of io.stdin as AsyncIterable<Buffer | string>) {
        const b = typeof c === 'string' ? Buffer.from(c) : c;
        size += b.length;
        if (size > maxBytes) throw new Error(`larger than --max-bytes (${maxBytes} bytes)`);
        chunks.push(b);
      }
      bytes = Buffer.concat(chunks);
    } else {
      const st = await stat(file);
      if (st.isDirectory()) throw new Error('is a directory: give one transcript file');
      if (st.size > maxBytes) throw new Error(`larger than --max-bytes (${maxBytes} bytes)`);
      bytes = await readFile(file);
    }
    const t = decode(bytes);
    if (t === null) throw new Error('not UTF-8 text');
    text = t;
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    errorLine(
      `${label}: ${e.code === 'ENOENT' ? 'no such file' : e.code === 'EACCES' ? 'permission denied' : e.message}`,
    );
    return EXIT_ERROR;
  }

  // ---- the picture ----
  let images: PositionImage[];
  if (format === 'gif') {
    const r = handImages(text, opts);
    if (!r.ok) return fail(r.error);
    images = r.value;
  } else {
    const r = positionImage(text, opts);
    if (!r.ok) return fail(r.error);
    images = [r.value];
  }
  function fail(e: ImageError): number {
    errorLine(`${label}: ${e.message}`);
    // a hand or step the document does not have is a wrong argument; a document with nothing to draw is the document's
    return e.reason === 'hand' || e.reason === 'step' ? EXIT_ERROR : EXIT_NOTHING;
  }

  if (values.alt) {
    io.stdout.write(`${escapeForTerminal(images.at(-1)!.alt)}\n`);
    return EXIT_OK;
  }
  let data: Uint8Array | string;
  try {
    const fonts = (values.font as string[] | undefined) ?? [];
    for (const f of fonts) await stat(f).catch(() => Promise.reject(new Error(`--font ${f}: no such file`)));
    if (format !== 'svg' && !fonts.length && !systemFonts().any)
      errorLine(
        'warning: no font files found, so the text of the image will be missing: install a font (Debian: apt-get install fonts-dejavu-core) or give --font FILE',
      );
    if (format === 'svg') data = images[0].svg;
    else if (format === 'png') data = await svgToPng(images[0].svg, width, fonts);
    else {
      const px = await framesToPixels(
        images.map((i) => i.svg),
        width,
        fonts,
      );
      const frames = px.frames.map((pixels, i) => ({
        pixels,
        delayMs: frameDelay(images[i], i === images.length - 1),
      }));
      data = encodeGif(frames, px.width, px.height);
    }
  } catch (err) {
    errorLine(err instanceof MissingRasteriser ? err.message : `${label}: ${(err as Error).message}`);
    return EXIT_ERROR;
  }
  try {
    if (typeof values.out === 'string') await writeFile(values.out, data);
    else io.stdout.write(data);
  } catch (err) {
    errorLine(`${values.out}: ${(err as Error).message}`);
    return EXIT_ERROR;
  }
  return EXIT_OK;
}
