/**
 * The editor's view: its tabs (view-setup.ts, view-play.ts, view-out.ts), functions of the editor's state (the controller) and of what the session
 * keeps for the page (text being typed, notices, the preview switch). Every text from the
 * document is rendered as text.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { renderTimeline } from '../views/timeline.js';
import { renderVerdict } from '../views/verdict.js';
import type { Tab } from './controller.js';
import { setupFieldOf } from './model.js';
import type { EditorViewHost } from './view-host.js';

import { renderExport } from './view-out.js';
import { renderMoves } from './view-play.js';
import { renderSetup } from './view-setup.js';

export type { EditorStrings, EditorViewHost } from './view-host.js';

/**
 * More hands than this: the hand is chosen by its number, not from a list (a list of thousands of
 * hands takes seconds to draw, at every change: issue 22.2).
 */
const HAND_LIST_MAX = 100;

export function renderEditor(v: EditorViewHost): TemplateResult {
  const { c, t } = v;
  const doc = c.doc;
  const title = typeof doc.meta?.title === 'string' ? doc.meta.title : '';
  const tab = c.tab;
  const tabs: Tab[] = ['setup', 'moves', 'export'];
  const n = c.moveCount;
  const r = c.replayed;
  return html`<div class="layout editor">
    <div class="stage">
      <header class="titlebar">
        <h2 class="title">${title || t.edUntitled}</h2>
        <span class="where">${t.handOf(c.snap.hand + 1, doc.hands.length)} · ${t.moveOf(c.snap.step, n)}</span>
      </header>
      <div class="ed-bar" role="toolbar" aria-label=${t.edToolbar}>
        <div class="ed-tabs" role="tablist" aria-label=${t.edToolbar}>
          ${tabs.map(
            (k) =>
              html`<button
                type="button"
                role="tab"
                class="text ed-tab${tab === k ? ' current' : ''}"
                aria-selected=${tab === k ? 'true' : 'false'}
                data-tab=${k}
                @click=${() => {
                  c.tab = k;
                  v.refresh();
                }}
              >
                ${t.edTab[k]}
              </button>`,
          )}
        </div>
        <div class="btn-row">
          <button
            type="button"
            class="text"
            data-act="undo"
            ?disabled=${!c.canUndo}
            title=${t.edUndoKey}
            @click=${() => c.undo()}
          >
            ${t.edUndo}
          </button>
          <button
            type="button"
            class="text"
            data-act="redo"
            ?disabled=${!c.canRedo}
            title=${t.edRedoKey}
            @click=${() => c.redo()}
          >
            ${t.edRedo}
          </button>
          ${
            doc.hands.length > HAND_LIST_MAX
              ? html`<label class="speed"
                  >${t.hand}
                  <input
                    type="number"
                    class="ed-hand"
                    min="1"
                    max=${doc.hands.length}
                    .value=${live(String(c.snap.hand + 1))}
                    @change=${(e: Event) => {
                      const n = Number((e.target as HTMLInputElement).value);
                      if (Number.isInteger(n)) c.go(n - 1, 0);
                      else v.refresh();
                    }}
                /></label>`
              : doc.hands.length > 1
                ? html`<label class="speed"
                    >${t.hand}
                    <select @change=${(e: Event) => c.go(Number((e.target as HTMLSelectElement).value), 0)}>
                      ${doc.hands.map(
                        (_, i) => html`<option value=${i} ?selected=${i === c.snap.hand}>${i + 1}</option>`,
                      )}
                    </select></label
                  >`
                : nothing
          }
        </div>
      </div>
      ${v.notice ? html`<p class="ed-notice" role="status">${v.notice}</p>` : nothing}
      <div role="tabpanel" class="ed-panel" aria-label=${t.edTab[tab]}>
        ${tab === 'setup' ? renderSetup(v) : tab === 'moves' ? renderMoves(v) : renderExport(v)}
      </div>
    </div>
    <aside class="side">
      ${renderVerdict(v.i18n, r.verdict, { hand: c.snap.hand, step: c.snap.step }, (f) => {
        if (f.hand === undefined) return;
        // a fault of the deal is put right in Set up: there, with the field that is wrong focused
        const field = f.move === undefined ? setupFieldOf(f.path) : null;
        if (field) {
          c.tab = 'setup';
          c.go(f.hand, 0);
          v.focusAfterRender(field);
          return;
        }
        c.tab = 'moves';
        c.go(f.hand, f.move !== undefined ? f.move + 1 : 0);
      })}
      ${(() => {
        const track = c.track;
        return track && n
          ? renderTimeline(v.i18n, v.names(), track, c.snap.step, (st) => {
              c.tab = 'moves';
              c.go(c.snap.hand, st);
            })
          : nothing;
      })()}
    </aside>
  </div>`;
}
