/** The editor's Out and back in tab: copy, download, the embed snippets, the preview, opening a transcript (a function of the editor's state). */
import { html, nothing, type TemplateResult } from 'lit';
import { check } from '../views/replay-controls.js';
import { type PositionImage, positionImage } from '../../render/index.js';
import { embedSnippet, imageNameOf, inlineSnippet } from './model.js';
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
  // what a reader without JavaScript sees: an image of the position (saved beside the transcript)
  // with its description, else the document's title
  const lang = t.lang === 'nb' ? 'nb' : 'en';
  const drawn = positionImage(c.replayed, { hand, step, lang });
  const image = imageNameOf(v.fileName(), hand, step, v.imagePng ? 'png' : 'svg');
  const fallback = drawn.ok ? { image, alt: drawn.value.alt } : { alt: c.doc.meta?.title };
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
      ${renderImages(v, drawn.ok ? drawn.value : null, drawn.ok ? '' : drawn.error.message, image)}
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

/** The last part of a path: the name a download is saved under. */
const baseName = (path: string) => path.split('/').pop()!;

/**
 * The image of the position for the snippets' fallback: its description (alt text) to read and
 * copy, and downloads of the still image (SVG, or PNG drawn by the browser) under the name the
 * snippets give it, and of the animation of the hand (GIF). PNG and GIF are made by a lazy part
 * (export-images.ts) loaded on the first click. `drawn` is the position's image (renderExport
 * drew it for the snippets), null when the position cannot be drawn (then `why` is shown).
 */
function renderImages(v: EditorViewHost, drawn: PositionImage | null, why: string, image: string): TemplateResult {
  const { c, t } = v;
  if (!drawn)
    return html`<p class="ed-help">${t.edImageHelp}</p>
      <p class="ed-help" data-no-image>${why}</p>`;
  const { hand } = c.snap;
  const lang = t.lang === 'nb' ? 'nb' : 'en';
  const alt = drawn.alt;
  const make = async (what: 'image' | 'animation') => {
    const name = baseName(what === 'image' ? image : imageNameOf(v.fileName(), hand, null, 'gif'));
    if (what === 'image' && !v.imagePng) {
      v.saveFile(new Blob([drawn.svg], { type: 'image/svg+xml' }), name);
      return;
    }
    v.tell(t.edMakingImage);
    try {
      const m = await import('./export-images.js');
      const blob = what === 'image' ? await m.positionPng(drawn) : await m.handGif(c.replayed, { hand, lang });
      v.saveFile(blob, name);
      v.tell(t.edImageMade(name));
    } catch (err) {
      v.tell(t.edImageFailed((err as Error).message));
    }
  };
  return html`<p class="ed-help">${t.edImageHelp}</p>
    ${check(
      t.edImagePng,
      v.imagePng,
      (on) => {
        v.imagePng = on;
        v.refresh();
      },
      'image-png',
    )}
    <label class="ed-field wide"
      ><span>${t.edAltText}</span
      ><textarea class="ed-alt" readonly rows="3" spellcheck="false" .value=${alt}></textarea>
    </label>
    <div class="btn-row">
      <button type="button" class="text" data-act="download-image" @click=${() => make('image')}>
        ${t.edDownloadImage(baseName(image))}
      </button>
      <button type="button" class="text" data-act="download-animation" @click=${() => make('animation')}>
        ${t.edDownloadAnimation}
      </button>
      <button type="button" class="text" data-act="copy-alt" @click=${() => v.copy(alt, t.copied)}>
        ${t.edCopyAlt}
      </button>
    </div>`;
}
