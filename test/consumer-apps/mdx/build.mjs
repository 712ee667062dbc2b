// A static site from an MDX page, as an MDX-based site generator makes it: @mdx-js/mdx compiles the
// page to React, react-dom renders it to HTML, and the page loads the element from the package's
// dist/browser/ (copied to site/vendor/klaberjass-table/) with the transcript in site/hands/.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { evaluate } from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';

const { default: Post, title } = await evaluate(readFileSync('posts/taker-bate.mdx', 'utf8'), runtime);
const body = renderToStaticMarkup(runtime.jsx(Post, {}));
mkdirSync('site/taker-bate', { recursive: true });
writeFileSync(
  'site/taker-bate/index.html',
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${title}</title>
<script type="module" src="/vendor/klaberjass-table/klaberjass-table.js"></script></head><body>${body}</body></html>\n`,
);
cpSync('node_modules/klaberjass-table/dist/browser', 'site/vendor/klaberjass-table', { recursive: true });
cpSync('hands', 'site/hands', { recursive: true });
