// Astro 5 (Vite 6) with MDX, served under /docs/, and the dev-server setting docs/install.md gives for
// Vite 6 and before: the package left out of pre-bundling, so the element finds its worker.
import mdx from '@astrojs/mdx';
import { defineConfig } from 'astro/config';

export default defineConfig({
  base: '/docs/',
  integrations: [mdx()],
  vite: { optimizeDeps: { exclude: ['klaberjass-table'] } },
});
