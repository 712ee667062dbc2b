/**
 * The faults part: the fault lines under the comment (each fault of the move shown, its rule and
 * its sentence) and the look of faults wherever the table draws one (a card marked as a faulty
 * play, the faulty moves in the move list, the rule badges of the lines and of the verdict's
 * list). Only a document with faults shows them (and a question's picked card, which is marked
 * the same way), so they are a lazy part of their own: the table loads it for such a document
 * (klaberjass-table.ts `faultLines`), beside the verdict, and adds its styles to its shadow root;
 * the editor, which shows faults as they are made, imports it.
 */
import { css, html, type TemplateResult } from 'lit';
import type { Violation } from '../../validator/types.js';

/** The faults of the move shown, a line each: the rule's badge and the fault's sentence. */
export const renderFaultLines = (faults: readonly Violation[]): TemplateResult[] =>
  faults.map((f) => html`<p class="fault-line"><span class="rule">${f.rule}</span> ${f.message}</p>`);

export const styles = css`
  .card.marked {
    filter: drop-shadow(0 0 4px var(--kj-fault, #d7263d)) drop-shadow(0 0 2px var(--kj-fault, #d7263d));
  }
  .card.marked::after {
    content: '';
    position: absolute;
    inset: -3px;
    border: 3px solid var(--kj-fault, #d7263d);
    border-radius: calc(var(--_cw) * 0.1);
  }

  .fault-line {
    margin-top: 4px;
    color: var(--kj-fault-text, #a1122a);
    font-weight: 600;
  }
  .rule {
    font-family: ui-monospace, 'SFMono-Regular', Menlo, monospace;
    font-size: 0.78em;
    font-weight: 600;
    background: var(--kj-fault, #d7263d);
    color: #fff;
    border-radius: 4px;
    padding: 0 5px;
    white-space: nowrap;
  }
  .mv.fault {
    border-color: var(--kj-fault, #d7263d);
    color: var(--kj-fault-text, #a1122a);
  }
  .mv.fault.current {
    color: #1d2320;
  }
  .warn {
    display: inline-block;
    font-weight: 800;
    margin-right: 3px;
  }
  @media (prefers-color-scheme: dark) {
    .fault-line,
    .mv.fault {
      color: var(--kj-fault-text, #ff8a96);
    }
  }
`;
