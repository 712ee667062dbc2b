// `npm start`: serves the project root with TypeScript compiled on the fly; the demo is the app index.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { serveTsAsJs } from './scripts/serve-ts-as-js.mjs';
import { openPageMiddleware } from './scripts/open-page.mjs';

const DEMO_PATH = '/demo/';

/** @type {import('@web/dev-server').DevServerConfig} */
export default {
  rootDir: '.',
  appIndex: 'demo/index.html',
  // no `port`: @web/dev-server takes 8000, or the next free port
  open: false,
  watch: false,
  nodeResolve: true,
  middleware: [
    serveTsAsJs(new URL('.', import.meta.url).pathname),
    // the page that opens a link (dist/browser/open.html once built), beside its source
    openPageMiddleware(),
    // the server root has no page of its own: send it to the demo
    function redirectRootToDemo(context, next) {
      if (context.path === '/') {
        context.redirect(DEMO_PATH);
        return undefined;
      }
      return next();
    },
  ],
  plugins: [
    // the tsconfig turns useDefineForClassFields off, which lit's reactive properties need
    esbuildPlugin({ ts: true, tsconfig: 'tsconfig.json', target: 'es2022' }),
    {
      name: 'print-demo-url',
      serverStart({ config }) {
        console.log(`Demo: http://localhost:${config.port}${DEMO_PATH}`);
      },
    },
  ],
};
