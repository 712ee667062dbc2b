// The part of gifenc (which ships no types) that src/render/gif.ts uses (src/cli/render-raster.ts and the editor give it gifenc).
declare module 'gifenc' {
  const gifenc: object;
  export default gifenc;
  export type Palette = number[][];
  export function quantize(rgba: Uint8Array, maxColors: number, options?: { format?: string }): Palette;
  export function applyPalette(rgba: Uint8Array, palette: Palette, format?: string): Uint8Array;
  export function GIFEncoder(): {
    writeFrame(
      index: Uint8Array,
      width: number,
      height: number,
      options?: {
        palette?: Palette;
        delay?: number;
        transparent?: boolean;
        transparentIndex?: number;
        dispose?: number;
        repeat?: number;
      },
    ): void;
    finish(): void;
    bytes(): Uint8Array;
  };
}

// its ES build, which a browser bundle imports by path (the package's `browser` field names the CommonJS one)
declare module 'gifenc/dist/gifenc.esm.js' {
  export * from 'gifenc';
}
