// The page's script: Lit's hydration support first (before Lit itself loads), then the components,
// which take over the HTML the server rendered instead of drawing it again.
import '@lit-labs/ssr-client/lit-element-hydrate-support.js';
import './kj-hand.js';
