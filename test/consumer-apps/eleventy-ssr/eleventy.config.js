// Lit's Eleventy plugin renders <kj-hand> (js/kj-hand.js), and the <klaberjass-table> inside it,
// into each page as declarative shadow DOM: a reader without JavaScript sees the position. The
// page's script (js/client.js, bundled with esbuild before the build) hydrates it.
import litPlugin from '@lit-labs/eleventy-plugin-lit';
import { build } from 'esbuild';

export default function (eleventyConfig) {
  eleventyConfig.addPlugin(litPlugin, { mode: 'worker', componentModules: ['js/kj-hand.js'] });
  eleventyConfig.on('eleventy.before', () =>
    build({
      entryPoints: ['js/client.js'],
      bundle: true,
      format: 'esm',
      minify: true,
      outfile: 'public/js/client.js',
      logLevel: 'warning',
    }),
  );
}

export const config = {
  dir: { input: '.', output: 'public' },
  templateFormats: ['md'],
};
