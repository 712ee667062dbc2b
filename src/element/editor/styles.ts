/** The editor's styles, which the element adds to its shadow root after its own (styles.ts) when the editor arrives. */
import { css } from 'lit';

export const styles = css`
  .editor .hand.active button.card {
    cursor: pointer;
    transition: transform 0.12s ease-out;
  }
  .editor .hand.active button.card.legal {
    transform: translateY(-7%);
    filter: drop-shadow(0 0 3px var(--kj-accent, #f2c14e)) drop-shadow(0 1px 2px rgba(0, 0, 0, 0.4));
  }
  .editor .hand.active button.card[aria-disabled='true'] {
    filter: brightness(0.62) saturate(0.6);
    cursor: not-allowed;
  }
  .editor button.card:focus-visible,
  .ed-pick:focus-visible,
  .ed-slot:focus-visible {
    outline: 3px solid var(--kj-accent, #f2c14e);
    outline-offset: 2px;
  }
  .ed-bar {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    justify-content: space-between;
    align-items: center;
  }
  .ed-tabs {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
  }
  .ed-tab.current {
    background: var(--kj-accent, #f2c14e);
    font-weight: 700;
  }
  .ed-panel {
    display: flex;
    flex-direction: column;
    gap: 0.6rem;
  }
  .ed-notice {
    margin: 0;
    font-weight: 600;
  }
  fieldset.panel {
    margin: 0;
    min-width: 0;
  }
  fieldset.panel legend {
    font-weight: 700;
    padding: 0 0.3rem;
  }
  .ed-form {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 0.8rem;
  }
  .ed-field {
    display: flex;
    flex-direction: column;
    gap: 0.15rem;
    font-size: 0.85rem;
    min-width: 0;
  }
  .ed-field.wide {
    flex: 1 1 100%;
  }
  .ed-field input,
  .ed-field select,
  .ed-field textarea,
  input.ed-cards {
    font: inherit;
    font-size: 0.95rem;
    color: inherit;
    background: var(--kj-button-bg, #f6f3ea);
    border: 1px solid var(--kj-muted, #4a524e);
    border-radius: calc(var(--kj-radius, 10px) / 2);
    padding: 0.3rem 0.4rem;
    min-width: 0;
    box-sizing: border-box;
  }
  .ed-field input.ed-number {
    width: 7rem;
  }
  /* the score before the hand: its two totals side by side, the lines written under them */
  .ed-score-before {
    flex: 1 1 100%;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 0.8rem;
    align-items: end;
  }
  .ed-score-before > p,
  .ed-score-before > div {
    flex: 1 1 100%;
    margin: 0;
  }
  .ed-sheet {
    font-size: 0.85rem;
  }
  .ed-sheet ol {
    margin: 0.2rem 0;
    padding-left: 1.4rem;
  }
  .ed-field textarea {
    width: 100%;
    resize: vertical;
  }
  .ed-help {
    font-size: 0.82rem;
    color: var(--kj-muted, #4a524e);
    margin: 0.3rem 0;
  }
  .ed-random {
    align-items: flex-end;
  }
  .ed-random .seed {
    width: 8rem;
  }
  .ed-groups {
    display: flex;
    flex-direction: column;
    gap: 0.35rem;
  }
  .ed-group {
    display: grid;
    grid-template-columns: minmax(7rem, 11rem) auto minmax(6rem, 1fr);
    gap: 0.4rem;
    align-items: center;
  }
  .ed-group-label {
    font-size: 0.85rem;
    font-weight: 600;
  }
  .ed-slots {
    display: flex;
    gap: 0.2rem;
    flex-wrap: wrap;
  }
  .ed-slot,
  .ed-pick {
    appearance: none;
    border: 1px dashed var(--kj-muted, #4a524e);
    border-radius: 5px;
    background: transparent;
    padding: 0;
    width: 2.1rem;
    height: 2.9rem;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    cursor: pointer;
    color: inherit;
  }
  .ed-slot.filled,
  .ed-pick {
    border-style: solid;
    border-color: transparent;
  }
  .ed-slot.chosen {
    outline: 3px solid var(--kj-accent, #f2c14e);
    outline-offset: 1px;
  }
  .mini-face {
    width: 100%;
    height: 100%;
    display: block;
  }
  .mini-face svg {
    width: 100%;
    height: 100%;
    display: block;
  }
  .ed-pick.placed {
    opacity: 0.3;
  }
  .ed-picker {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    margin-top: 0.6rem;
  }
  .ed-picker-row {
    display: flex;
    gap: 0.2rem;
    flex-wrap: wrap;
  }
  .ed-problems ul {
    margin: 0.2rem 0 0.4rem;
    padding-left: 1.2rem;
  }
  .ed-problems h3 {
    margin: 0;
    font-size: 0.95rem;
  }
  .fault-text {
    color: var(--kj-fault-text, #a1122a);
  }
  .ok-text {
    color: var(--kj-ok, #17683a);
    font-weight: 600;
    margin: 0 0 0.4rem;
  }
  .btn-row.declare button {
    white-space: normal;
    max-width: 100%;
  }
  .ed-declare-pick {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
    align-items: center;
    flex: 1 1 24rem;
    min-width: 0;
  }
  .ed-declare-pick select {
    font: inherit;
    flex: 1 1 18rem;
    min-width: 0;
    max-width: 100%;
    padding: 0.3rem;
  }
  button.illegal {
    border: 2px dashed var(--kj-fault, #d7263d);
  }
  .ed-confirm {
    border: 2px solid var(--kj-accent, #f2c14e);
  }
  .ed-confirm p {
    margin: 0 0 0.4rem;
  }
  .ed-note {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  .ed-annotate {
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
  }
  .ed-code,
  .ed-json {
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    font-size: 0.78rem;
    white-space: pre-wrap;
    word-break: break-all;
    max-height: 14rem;
    overflow: auto;
    background: var(--kj-button-bg, #f6f3ea);
    border-radius: calc(var(--kj-radius, 10px) / 2);
    padding: 0.4rem;
    margin: 0.3rem 0;
  }
  .ed-preview klaberjass-table {
    display: block;
    margin: 0.4rem 0;
  }
  .file-label input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
  .file-label {
    position: relative;
    display: inline-flex;
    align-items: center;
    cursor: pointer;
  }
  .file-label:focus-within {
    outline: 3px solid var(--kj-accent, #f2c14e);
  }
  .editor.dropping {
    outline: 3px dashed var(--kj-accent, #f2c14e);
  }
  .row-title {
    width: 100%;
    font-size: 0.85rem;
    font-weight: 600;
  }
  button.strong {
    background: var(--kj-accent, #f2c14e);
    font-weight: 700;
  }
  button.bid.suit-1,
  button.bid.suit-2 {
    color: var(--kj-red, #c8102e);
  }
  .status {
    text-align: center;
    font-weight: 650;
  }
  @container (max-width: 560px) {
    .ed-group {
      grid-template-columns: 1fr;
    }
    .ed-slot,
    .ed-pick {
      width: 1.85rem;
      height: 2.55rem;
    }
  }
  @media (prefers-color-scheme: dark) {
    .fault-text {
      color: var(--kj-fault-text, #ff8a96);
    }
    .ed-help {
      color: var(--kj-muted, #b4bdb8);
    }
    .ed-field input,
    .ed-field select,
    .ed-field textarea,
    input.ed-cards,
    .ed-code,
    .ed-json {
      background: var(--kj-panel-bg, #1c2321);
    }
  }
`;
