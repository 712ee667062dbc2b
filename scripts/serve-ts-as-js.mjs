// Dev server and test runner middleware: a request for `/src/**/x.js` that has no such file but an
// `x.ts` beside it is served from the `.ts` file (compiled by the esbuild plugin). The sources name
// their siblings with `.js`, as the built package does: `new Worker(new URL('./worker.js',
// import.meta.url))` in src/ai/client.ts is fetched by the browser itself, not by an import the
// esbuild plugin resolves.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export function serveTsAsJs(rootDir) {
  return function serveTsAsJsMiddleware(context, next) {
    const { path } = context;
    if (path.startsWith('/src/') && path.endsWith('.js') && !path.includes('..')) {
      const file = join(rootDir, path);
      const ts = file.slice(0, -3) + '.ts';
      if (!existsSync(file) && existsSync(ts)) context.path = path.slice(0, -3) + '.ts';
    }
    return next();
  };
}
