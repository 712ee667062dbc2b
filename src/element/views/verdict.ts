/** The validator's verdict: a count, faults grouped by hand, notes; a fault jumps to its move. */
import { css, html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { Verdict, Violation } from '../../validator/types.js';
import { enVerdict } from '../i18n/en-verdict.js';
import { type I18nController, partStrings } from '../i18n/index.js';

/** Styles of the verdict, which the element adds to its shadow root after its own (styles.ts). */
export const styles = css`
  .verdict h4 {
    font-size: 0.85rem;
    margin: 8px 0 4px;
  }
  .verdict.ok .count {
    color: var(--kj-ok, #17683a);
  }
  .verdict.bad .count {
    color: var(--kj-fault-text, #a1122a);
  }
  li.consequences {
    font-size: 0.8rem;
    color: var(--kj-muted, #4a524e);
    margin-top: 2px;
  }
  li.consequence {
    margin-left: 12px;
  }
  ul.faults,
  ul.notes {
    list-style: none;
    padding: 0;
    margin: 0;
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-size: 0.85rem;
  }
  .fault-item {
    display: block;
    width: 100%;
    text-align: left;
    font: inherit;
    background: none;
    color: inherit;
    cursor: pointer;
    border: 1px solid rgba(0, 0, 0, 0.18);
    border-radius: 6px;
    padding: 4px 8px;
  }
  .fault-item:hover {
    border-color: var(--kj-fault, #d7263d);
  }
  .fault-item.current {
    border-color: var(--kj-fault, #d7263d);
    background: rgba(215, 38, 61, 0.08);
  }
  .fault-item .msg {
    display: block;
    margin-top: 2px;
    overflow-wrap: anywhere;
  }
  .fault-item .where,
  .notes .where {
    font-size: 0.78rem;
    color: var(--kj-muted, #4a524e);
  }

  .fault-notice {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem;
    margin: 0 0 0.5rem;
    padding: 0.4rem 0.7rem;
    border-left: 4px solid var(--kj-fault, #d7263d);
    border-radius: calc(var(--kj-radius, 10px) / 2);
    background: var(--kj-panel-bg, #fff);
    color: var(--kj-fault-text, #a1122a);
    font-weight: 600;
  }
  .verdict:focus {
    outline: 3px solid var(--kj-accent, #f2c14e);
    outline-offset: 2px;
  }

  @media (prefers-color-scheme: dark) {
    .fault-notice {
      background: var(--kj-panel-bg, #1c2321);
      color: var(--kj-fault-text, #ff8a96);
    }
    .fault-item .where,
    .notes .where {
      color: var(--kj-muted, #b4bdb8);
    }
    .verdict.bad .count {
      color: var(--kj-fault-text, #ff8a96);
    }
    .verdict.ok .count {
      color: var(--kj-ok, #7fd8a0);
    }
    .fault-item {
      border-color: rgba(255, 255, 255, 0.25);
    }
  }
`;

export function renderVerdict(
  i18n: I18nController,
  v: Verdict,
  current: { hand: number; step: number },
  pick: (f: Violation) => void,
): TemplateResult {
  const t = partStrings(i18n.strings, enVerdict);
  const groups = new Map<number, Violation[]>();
  for (const f of v.violations) {
    const k = f.hand ?? -1;
    const list = groups.get(k);
    if (list) list.push(f);
    else groups.set(k, [f]);
  }
  const keys = [...groups.keys()].sort((a, b) => a - b);
  // an `internal` violation: the check could not be completed, which is neither a pass nor a count of faults
  const unchecked = v.violations.some((f) => f.rule === 'internal');
  return html`<section
    class="verdict panel ${v.valid && !unchecked ? 'ok' : 'bad'}${unchecked ? ' unchecked' : ''}"
    part="verdict"
    aria-label=${t.verdict}
    tabindex="-1"
  >
    <h3>
      ${t.verdict}:
      <span class="count"
        >${unchecked ? t.unchecked : v.valid ? t.valid : t.faults(v.violations.length + (v.omitted?.violations ?? 0), v.omitted?.uncounted)}</span
      >
    </h3>
    ${keys.map(
      (k) =>
        html`<h4>${k === -1 ? t.documentFaults : t.handN(k + 1)}</h4>
          <ul class="faults">
            ${groups.get(k)!.map((f, i, list) => {
              const here = f.hand === current.hand && f.move !== undefined && f.move + 1 === current.step;
              const where = f.move !== undefined && f.hand !== undefined ? t.showMove(f.hand + 1, f.move + 1) : f.path;
              // the first fault of a hand is the cause; the later ones may follow from it
              const after =
                k !== -1 && i === 1
                  ? html`<li class="consequences" role="presentation">${t.mayFollow(list.length - 1)}</li>`
                  : nothing;
              return html`${after}
                <li class=${k !== -1 && i > 0 ? 'consequence' : k !== -1 && list.length > 1 ? 'cause' : ''}>
                  <button
                    type="button"
                    class="fault-item${here ? ' current' : ''}"
                    aria-current=${here ? 'true' : 'false'}
                    ?disabled=${f.hand === undefined}
                    @click=${() => pick(f)}
                  >
                    <span class="rule" title=${t.rule}>${f.rule}</span> <span class="where">${where}</span>
                    <span class="msg">${f.message}</span>
                  </button>
                </li>`;
            })}
          </ul>`,
    )}
    ${
      v.notes.length
        ? html`<h4>${t.notes}</h4>
            <ul class="notes">
              ${v.notes.map((n) => html`<li>${n.hand !== undefined ? html`<span class="where">${n.move !== undefined ? t.showMove(n.hand + 1, n.move + 1) : t.handN(n.hand + 1)}:</span> ` : nothing}${n.message}</li>`)}
            </ul>`
        : nothing
    }
  </section>`;
}

/** Replay mode: the tables whose verdict the reader opened with the notice. */
const opened = new WeakSet<object>();

/**
 * Replay mode on a document with faults (or parts that cannot be read): a notice on the table
 * ("3 faults: show") whose button opens the verdict beside the table and moves the focus to it
 * (and hides it again). `open`: whether the table shows the verdict now. A table with a valid
 * document never loads this module.
 */
function faultNotice(
  host: ReactiveControllerHost & { renderRoot: HTMLElement | DocumentFragment },
  i18n: I18nController,
  v: Verdict,
): { notice: TemplateResult; open: boolean } {
  const t = partStrings(i18n.strings, enVerdict);
  const open = opened.has(host);
  const n = v.violations.length + (v.omitted?.violations ?? 0);
  const unreadable = v.violations.some((f) => f.rule === 'schema' || f.rule === 'internal');
  const toggle = () => {
    if (open) opened.delete(host);
    else opened.add(host);
    host.requestUpdate();
    if (!open) void host.updateComplete.then(() => host.renderRoot.querySelector<HTMLElement>('.verdict')?.focus());
  };
  return {
    open,
    notice: html`<p class="fault-notice" part="fault-notice" role="status">
      <span>${t.faultNotice(n, unreadable, v.omitted?.uncounted)}</span>
      <button type="button" class="text" aria-expanded=${open ? 'true' : 'false'} @click=${toggle}>
        ${open ? t.hideFaults : t.showFaults}
      </button>
    </p>`,
  };
}

/**
 * What the replay and validate view shows of the verdict: in validate mode the verdict beside the
 * table; in replay mode the notice on the table (see `faultNotice`), and the verdict once the
 * notice opened it.
 */
export function verdictParts(
  host: ReactiveControllerHost & { renderRoot: HTMLElement | DocumentFragment },
  i18n: I18nController,
  v: Verdict,
  validate: boolean,
): { verdict?: typeof renderVerdict; notice?: TemplateResult } {
  if (validate) return { verdict: renderVerdict };
  const { notice, open } = faultNotice(host, i18n, v);
  return { notice, verdict: open ? renderVerdict : undefined };
}
