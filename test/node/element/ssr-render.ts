// The element rendered on a server with @lit-labs/ssr (shared by ssr.test.ts and hydrate.test.ts).
import { render } from '@lit-labs/ssr';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { html } from 'lit';
import { loadLanguage } from '../../../src/element/index.js';
import '../../../src/element/define.js';
import type { TranscriptDoc } from '../../../src/notation/types.js';
import { root } from './pages.js';

export const example = (file: string): TranscriptDoc =>
  JSON.parse(readFileSync(join(root, 'demo/examples', file), 'utf8')) as TranscriptDoc;

/** `<klaberjass-table>` with a transcript given as a property, rendered to HTML on the server. */
export async function serverRender(doc: TranscriptDoc, step: number, lang = 'en'): Promise<string> {
  await loadLanguage(lang);
  return collectResult(
    render(html`<klaberjass-table lang=${lang} step=${step} .transcript=${doc}></klaberjass-table>`),
  );
}
