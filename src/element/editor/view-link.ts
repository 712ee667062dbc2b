/**
 * The editor's "Share a link" (issue 26, point 8), in the Check & export tab: a link to the
 * package's page `open.html` that carries the transcript in its fragment (../link/codec.ts), to
 * the replay at the position shown or to the editor. The link is copied, shown with its length,
 * and a warning above LINK_WARN_LENGTH characters.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { LINK_WARN_LENGTH, type LinkMode, defaultLinkPage, makeLink } from '../link/codec.js';
import type { EditorViewHost } from './view-host.js';

/** The last link made, for the document it was made from (view-only state; an edit makes it stale). */
interface Made {
  doc: unknown;
  mode: LinkMode;
  url: string;
}
const made = new WeakMap<EditorViewHost, Made>();

/** The page's URL: the table's `link-base` (relative to the page the table is on), else open.html beside the script. */
function pageUrl(v: EditorViewHost): URL {
  const base = v.linkBase().trim();
  return base ? new URL(base, document.baseURI) : defaultLinkPage();
}

async function copyLink(v: EditorViewHost, mode: LinkMode): Promise<void> {
  const { c, t } = v;
  const doc = c.snap.doc;
  const { hand, step } = c.snap;
  // the document as compact JSON: the link is about a tenth shorter than with the writer's indentation
  const url = await makeLink(pageUrl(v), JSON.stringify(c.doc), {
    mode,
    lang: t.lang,
    ...(mode === 'replay' ? { hand, step } : {}),
  });
  made.set(v, { doc, mode, url });
  v.copy(url, t.edLinkCopied(url.length.toLocaleString(t.lang)));
}

export function renderLink(v: EditorViewHost): TemplateResult {
  const { t } = v;
  const last = made.get(v);
  const link = last?.doc === v.c.snap.doc ? last : null;
  const n = (x: number) => x.toLocaleString(t.lang);
  return html`<section class="panel ed-link">
    <h3>${t.edLink}</h3>
    <p class="ed-help">${t.edLinkHelp}</p>
    <div class="btn-row">
      <button type="button" class="text" data-act="copy-link" @click=${() => void copyLink(v, 'replay')}>
        ${t.edCopyLink}
      </button>
      <button type="button" class="text" data-act="copy-edit-link" @click=${() => void copyLink(v, 'edit')}>
        ${t.edCopyEditLink}
      </button>
    </div>
    ${
      link
        ? html`<label class="ed-field wide"
              ><span>${t.edLinkField}</span
              ><input
                type="text"
                readonly
                data-link=${link.mode}
                .value=${link.url}
                @focus=${(e: Event) => (e.target as HTMLInputElement).select()}
            /></label>
            <p class="ed-help" data-link-length>
              ${t.edLinkLength(n(link.url.length))}
              ${
                link.url.length > LINK_WARN_LENGTH
                  ? html`<strong data-link-long>${t.edLinkLong(n(LINK_WARN_LENGTH))}</strong>`
                  : nothing
              }
            </p>`
        : nothing
    }
  </section>`;
}
