// The package's page that opens a transcript carried in its link (issue 26, point 8; the format
// is src/element/link/codec.ts): `npm run build` writes it as dist/browser/open.html beside the
// element's script; the dev server and the test runner serve the same page at
// /src/element/link/open.html, beside the module that names it (so the editor's default link
// works in the demo and the tests).

/** The page, loading the element from `element` and the page's script from `script`. */
export function openPage({ element, script }) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="referrer" content="no-referrer" />
    <title>klaberjass-table</title>
    <link rel="icon" href="data:," />
    <style>
      body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #f4f3ef; color: #1f2328; }
      main { max-width: 72rem; margin: 0 auto; padding: 1rem; }
      nav { margin-top: 1rem; }
      a { color: #0b5cad; }
      .link-fault { border-left: 4px solid #b3261e; background: #fff; padding: 0.5rem 1rem; overflow-wrap: anywhere; }
      .link-fault h1 { font-size: 1.25rem; margin: 0.5rem 0; }
    </style>
    <script type="module" src="${element}"></script>
    <script type="module" src="${script}"></script>
  </head>
  <body>
    <main>
      <noscript>
        <p lang="en">This page shows a hand of klaberjass carried in its link. It needs JavaScript.</p>
        <p lang="nb">Denne siden viser en runde klaberjass som lenken bærer. Den trenger JavaScript.</p>
      </noscript>
    </main>
  </body>
</html>
`;
}

/** Where the dev server and the test runner serve the page (beside src/element/link/codec.ts). */
export const DEV_PATH = '/src/element/link/open.html';

/** Dev server and test runner middleware: the page at DEV_PATH, with the element and the script from src/. */
export function openPageMiddleware() {
  return function openPageMiddleware(context, next) {
    if (context.path !== DEV_PATH) return next();
    context.type = 'html';
    context.body = openPage({ element: '../define.js', script: './page.js' });
    return undefined;
  };
}
