/** The editor's Out and back in tab: copy, download, the embed snippets, the preview, opening a transcript (a function of the editor's state). */
import { html, nothing, type TemplateResult } from 'lit';
import { check } from '../views/replay-controls.js';
import { embedSnippet, inlineSnippet } from './model.js';
import type { EditorViewHost } from './view-host.js';
import { renderLink } from './view-link.js';

// ---------------------------------------------------------------------------------------------
// Out and back in

/** Characters of the transcript the tab shows (a text field of megabytes blocks the page while it is laid out). */
const SHOWN = 64_000;

export function renderExport(v: EditorViewHost): TemplateResult {
  const { c, t } = v;
  // what is shown of a large transcript is its start: the whole text is written for Copy and Download only
  const shown = c.excerpt(SHOWN);
  const { hand, step } = c.snap;
  // what a reader without JavaScript sees: the document's title (an image of the position once the editor makes one)
  const fallback = { alt: c.doc.meta?.title };
  const embed = embedSnippet(v.fileName(), hand, step, fallback);
  const inline = inlineSnippet(shown.text, hand, step, fallback);
  const more = shown.more
    ? html`<p class="ed-help" data-more>${t.edShownStart(Math.round(SHOWN / 1000))}</p>`
    : nothing;
  return html`<div class="ed-export">
    <section class="panel">
      <h3>${t.exportTitle}</h3>
      <div class="btn-row">
        <button type="button" class="text strong" data-act="copy" @click=${() => v.copy(c.text(), t.copied)}>
          ${t.copy}
        </button>
        <button type="button" class="text" data-act="download" @click=${() => v.download()}>${t.download}</button>
        ${c.resultReady ? html`<button type="button" class="text" data-act="fill-result" @click=${() => v.fillResult()}>${t.edFillResult}</button>` : nothing}
        ${check(
          t.edPreview,
          v.preview,
          (on) => {
            v.preview = on;
            v.refresh();
          },
          'preview',
        )}
      </div>
      ${
        v.preview
          ? html`<div class="ed-preview">
              <klaberjass-table
                mode="replay"
                lang=${t.lang}
                .transcript=${c.doc}
                hand=${hand}
                step=${step}
                ?four-colour=${false}
              ></klaberjass-table>
            </div>`
          : nothing
      }
      <label class="ed-field wide"
        ><span>${t.edTranscript}</span
        ><textarea class="ed-json" readonly rows="12" spellcheck="false" .value=${shown.text}></textarea>
      </label>
      ${more}
    </section>
    <section class="panel">
      <h3>${t.edEmbed}</h3>
      <label class="ed-field"
        ><span>${t.edSrcName}</span
        ><input
          type="text"
          .value=${v.srcName}
          placeholder=${v.fileName()}
          @input=${(e: Event) => {
            v.srcName = (e.target as HTMLInputElement).value;
            v.refresh();
          }}
      /></label>
      <p class="ed-help">${t.edEmbedHelp(hand + 1, step)}</p>
      <pre class="ed-code" data-snippet="src">${embed}</pre>
      <div class="btn-row">
        <button type="button" class="text" data-act="copy-embed" @click=${() => v.copy(embed, t.copied)}>
          ${t.edCopyEmbed}
        </button>
      </div>
      <pre class="ed-code" data-snippet="inline">${shown.more ? `${inline.slice(0, SHOWN)}…` : inline}</pre>
      ${more}
      <div class="btn-row">
        <button
          type="button"
          class="text"
          data-act="copy-inline"
          @click=${() => v.copy(inlineSnippet(c.text(), hand, step, fallback), t.copied)}
        >
          ${t.edCopyInline}
        </button>
      </div>
    </section>
    ${renderLink(v)}
    <section class="panel">
      <h3>${t.edOpen}</h3>
      <p class="ed-help">${t.edOpenHelp}</p>
      <label class="ed-field wide"
        ><span>${t.edPaste}</span
        ><textarea
          class="ed-paste"
          rows="4"
          spellcheck="false"
          .value=${v.paste}
          @input=${(e: Event) => {
            v.paste = (e.target as HTMLTextAreaElement).value;
          }}
        ></textarea>
      </label>
      <div class="btn-row">
        <button type="button" class="text" data-act="open-paste" @click=${() => v.openText(v.paste)}>
          ${t.edOpenPasted}
        </button>
        <label class="text file-label"
          >${t.edOpenFile}
          <input
            type="file"
            accept=".json,application/json"
            @change=${(e: Event) => v.openFile((e.target as HTMLInputElement).files?.[0])}
        /></label>
        <button type="button" class="text" data-act="new" @click=${() => v.newDoc()}>${t.edNew}</button>
      </div>
    </section>
  </div>`;
}
