// The client of a server-rendered page (hydrate.test.ts): Lit's hydration support before Lit, the
// transcript the server was given set on the element, then the element's definition.
import '@lit-labs/ssr-client/lit-element-hydrate-support.js';

const el = document.querySelector('klaberjass-table') as HTMLElement & { transcript: unknown };
el.transcript = JSON.parse(document.getElementById('doc')!.textContent!) as unknown;
await import('../../../src/element/define.js');
