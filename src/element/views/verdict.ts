/** The validator's verdict: a count, faults grouped by hand, notes; a fault jumps to its move. */
import { html, nothing, type TemplateResult } from 'lit';
import type { Verdict, Violation } from '../../validator/types.js';
import type { I18nController } from '../i18n/index.js';

export function renderVerdict(
  i18n: I18nController, v: Verdict, current: { hand: number; step: number }, pick: (f: Violation) => void,
): TemplateResult {
  const t = i18n.strings;
  const groups = new Map<number, Violation[]>();
  for (const f of v.violations) {
    const k = f.hand ?? -1;
    const list = groups.get(k);
    if (list) list.push(f); else groups.set(k, [f]);
  }
  const keys = [...groups.keys()].sort((a, b) => a - b);
  return html`<section class="verdict panel ${v.valid ? 'ok' : 'bad'}" part="verdict" aria-label=${t.verdict}>
    <h3>${t.verdict}: <span class="count">${v.valid ? t.valid : t.faults(v.violations.length)}</span></h3>
    ${keys.map((k) => html`<h4>${k === -1 ? t.documentFaults : t.handN(k + 1)}</h4>
      <ul class="faults">${groups.get(k)!.map((f) => {
        const here = f.hand === current.hand && f.move !== undefined && f.move + 1 === current.step;
        const where = f.move !== undefined && f.hand !== undefined ? t.showMove(f.hand + 1, f.move + 1) : f.path;
        return html`<li><button type="button" class="fault-item${here ? ' current' : ''}" aria-current=${here ? 'true' : 'false'} ?disabled=${f.hand === undefined}
          @click=${() => pick(f)}><span class="rule" title=${t.rule}>${f.rule}</span> <span class="where">${where}</span>
          <span class="msg">${f.message}</span></button></li>`;
      })}</ul>`)}
    ${v.notes.length ? html`<h4>${t.notes}</h4><ul class="notes">${v.notes.map((n) => html`<li>${n.hand !== undefined ? html`<span class="where">${n.move !== undefined ? t.showMove(n.hand + 1, n.move + 1) : t.handN(n.hand + 1)}:</span> ` : nothing}${n.message}</li>`)}</ul>` : nothing}
  </section>`;
}
