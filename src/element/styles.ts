/**
 * Styles of the element. Public custom properties (`--kj-*`) are only read, with their default
 * at the point of use; nothing is declared on :host. Sizes come from container queries on the
 * element and on the felt, never from measured geometry.
 * (Over 450 lines: it is one style sheet, the main file's, in sections by view.)
 *
 * Rules for markup that only a lazy part of the element renders are in that part's module:
 * play.ts (your hand, bids and actions, the status line), views/verdict.ts, views/analysis.ts and
 * views/score-sheet.ts (a game's score sheet and its chart).
 * The element adds a part's styles to its shadow root, after these, when it first uses the part.
 */
import { css } from 'lit';

export const styles = css`
  :host {
    display: block;
    container-type: inline-size;
    font-family: var(--kj-font, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    color: var(--kj-text, #1d2320);
    line-height: 1.35;
    -webkit-tap-highlight-color: transparent;
  }
  :host([hidden]) {
    display: none;
  }
  * {
    box-sizing: border-box;
  }
  /* text for screen readers only (on span, p and div elements: no padding or border to undo) */
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  h2,
  h3,
  p {
    margin: 0;
  }

  /* ---------------------------------------------------------------- layout */
  .layout {
    display: grid;
    gap: 12px;
    grid-template-columns: minmax(0, 1fr);
  }
  @container (min-width: 780px) {
    .layout:not(.one) {
      grid-template-columns: minmax(0, 1fr) minmax(250px, 320px);
      align-items: start;
    }
  }
  .stage,
  .side {
    display: flex;
    flex-direction: column;
    gap: 8px;
    min-width: 0;
  }
  .side {
    gap: 10px;
  }
  .titlebar {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 2px 12px;
    padding: 0 4px;
  }
  .title {
    font-size: 1.05rem;
    font-weight: 650;
  }
  .where {
    font-size: 0.85rem;
  }
  .where,
  .row-label,
  .target {
    color: var(--kj-muted, #4a524e);
  }

  /* ---------------------------------------------------------------- the felt */
  .table-region {
    border-radius: 24px;
    outline: none;
  }
  .table-region:focus-visible {
    box-shadow: 0 0 0 3px var(--kj-accent, #f2c14e);
  }
  .felt {
    --_cw: var(--kj-card-width, clamp(30px, 12.5cqi, 86px));
    container-type: inline-size;
    position: relative;
    display: grid;
    grid-template-rows: auto 1fr auto;
    gap: 6px;
    padding: 10px clamp(6px, 2cqi, 18px);
    background:
      radial-gradient(at 50% 45%, #ffffff12, transparent 60%),
      radial-gradient(var(--kj-felt, #1f6b3a) 55%, var(--kj-felt-edge, #134a27));
    border: clamp(6px, 1.6cqi, 12px) solid var(--kj-rim, #6b4226);
    border-radius: 24px;
    box-shadow:
      inset 0 0 32px rgba(0, 0, 0, 0.45),
      0 4px 14px rgba(0, 0, 0, 0.28);
    color: #f6f3ea;
    overflow: hidden;
  }
  /* a document with only a score sheet, and the loading state: a plain felt */
  .sheet-only,
  .loading {
    padding: 24px;
    background: var(--kj-felt, #1f6b3a);
    color: #f6f3ea;
    border: 10px solid var(--kj-rim, #6b4226);
    border-radius: 24px;
  }

  /* seats */
  .seat {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 6px;
    min-width: 0;
  }
  .seat-bottom {
    flex-direction: column-reverse;
  }
  .seat-head {
    display: flex;
    align-items: center;
    gap: 8px;
    max-width: 100%;
    flex-wrap: wrap;
    justify-content: center;
  }
  .plate {
    display: flex;
    align-items: center;
    gap: 6px;
    font-size: 0.85rem;
    background: #0000004d;
    padding: 2px 10px;
    border-radius: 999px;
    white-space: nowrap;
  }
  .to-act .plate {
    box-shadow: 0 0 0 2px var(--kj-accent, #f2c14e);
  }
  .name {
    font-weight: 650;
    max-width: 12em;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .chip {
    display: grid;
    place-items: center;
    width: 1.35em;
    height: 1.35em;
    border-radius: 50%;
    background: #f6f3ea;
    color: #1d2320;
    font-weight: 700;
    font-size: 0.72rem;
    border: 2px solid #b08d57;
  }
  .badge {
    background: var(--kj-accent, #f2c14e);
    color: #1d2320;
    border-radius: 4px;
    padding: 0 5px;
    font-size: 0.72rem;
    font-weight: 700;
  }
  .pile {
    display: flex;
    align-items: center;
    gap: 4px;
    font-size: 0.78rem;
  }
  .pile-cards {
    display: flex;
    padding-left: 9px;
  }
  .mini {
    width: 13px;
    aspect-ratio: 100 / 140;
    margin-left: -9px;
  }
  .bubble {
    --_bg: #fffdf7;
    position: relative;
    background: var(--_bg);
    color: #1d2320;
    border-radius: 12px;
    padding: 2px 10px;
    font-size: 0.85rem;
    font-weight: 650;
    box-shadow: 0 2px 6px #0000004d;
    white-space: nowrap;
    animation: kj-pop 0.2s ease-out;
  }
  .bubble::before {
    content: '';
    position: absolute;
    left: -6px;
    top: 50%;
    margin-top: -5px;
    border: 5px solid transparent;
    border-right-color: var(--_bg);
    border-left: 0;
  }
  .bubble.kind-bela,
  .bubble.kind-claim {
    --_bg: var(--kj-accent, #f2c14e);
  }

  /* cards */
  .seat-bottom .hand {
    --_cw: var(--kj-card-width, clamp(34px, 15.5cqi, 92px));
  }
  .hand {
    display: flex;
    justify-content: center;
    align-items: flex-end;
    min-height: calc(var(--_cw) * 1.4);
    padding: 0 4px;
  }
  .hand > .card + .card {
    margin-left: calc(var(--_cw) * -0.42);
  }
  .seat-top .hand > .card + .card {
    margin-left: calc(var(--_cw) * -0.5);
  }
  .card {
    display: inline-block;
    position: relative;
    flex: none;
    width: var(--_cw);
    aspect-ratio: 100 / 140;
    margin: 0;
    border-radius: calc(var(--_cw) * 0.08);
    filter: drop-shadow(0 1px 2px #0006);
  }
  /* buttons drawn as their content: cards, moves of the timeline, links */
  .card,
  .mv,
  button.link {
    font: inherit;
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
  }
  .card svg,
  .mini svg {
    display: block;
    width: 100%;
    height: 100%;
  }
  .paper {
    fill: var(--kj-card-bg, #fffdf7);
    stroke: #a8a193;
    stroke-width: 1.2;
  }
  .idx {
    font-family: var(--kj-card-font, 'Helvetica Neue', Arial, sans-serif);
  }
  .suit-0,
  .suit-3 {
    color: var(--kj-black, #1b1b1b);
  }
  .suit-1,
  .suit-2 {
    color: var(--kj-red, #c8102e);
  }
  .four .suit-2 {
    color: var(--kj-blue, #0b5cad);
  }
  .four .suit-3 {
    color: var(--kj-green, #137a2a);
  }
  .back-fill {
    fill: var(--kj-card-back, #9b2335);
  }

  /* middle: stock, trick, trump */
  .middle {
    display: grid;
    grid-template-columns: 1fr auto 1fr;
    align-items: center;
    gap: 6px;
    min-height: calc(var(--_cw) * 2.3);
  }
  .stock {
    justify-self: start;
    position: relative;
    width: calc(var(--_cw) * 2.25);
    height: calc(var(--_cw) * 1.5);
  }
  .stock .card {
    position: absolute;
    top: calc(var(--_cw) * 0.05);
    left: 0;
  }
  .stock .turnup {
    left: var(--_cw);
    rotate: 90deg;
  }
  .pack {
    position: absolute;
    top: 0;
    left: 0;
    width: var(--_cw);
    height: calc(var(--_cw) * 1.45);
  }
  .pack .card:nth-child(2) {
    left: 2px;
    top: calc(var(--_cw) * 0.05 - 2px);
  }
  .pack .bottom-card {
    left: 4px;
    top: calc(var(--_cw) * 0.05 - 4px);
  }
  .trick {
    position: relative;
    justify-self: center;
    width: calc(var(--_cw) * 2.1);
    height: calc(var(--_cw) * 2.25);
  }
  .in-trick {
    position: absolute;
    left: 50%;
    animation: kj-in 0.22s ease-out;
  }
  .in-trick.from-top {
    top: 0;
    transform: translateX(-72%) rotate(-7deg);
  }
  .in-trick.from-bottom {
    bottom: 0;
    transform: translateX(-28%) rotate(6deg);
  }
  .in-trick.winner {
    filter: drop-shadow(0 0 5px var(--kj-accent, #f2c14e)) drop-shadow(0 1px 2px #0006);
  }
  .trick-note {
    position: absolute;
    left: 50%;
    top: 50%;
    translate: -50% -50%;
    /* two lines rather than out of a narrow felt */
    width: max-content;
    max-width: calc(var(--_cw) * 2.8);
    text-align: center;
    font-size: 0.75rem;
    background: rgba(0, 0, 0, 0.6);
    padding: 1px 8px;
    border-radius: 999px;
  }
  .info {
    justify-self: end;
    display: flex;
    flex-direction: column;
    gap: 6px;
    min-width: 0;
    max-width: 100%;
  }
  .trump {
    display: flex;
    align-items: center;
    flex-wrap: wrap;
    gap: 2px 6px;
    background: #fffdf7;
    color: #1d2320;
    border-radius: 10px;
    padding: 4px 10px;
    box-shadow: 0 1px 3px #0000004d;
  }
  .trump-label {
    font-size: 0.68rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    width: 100%;
    color: #4a524e;
  }
  .suit-icon {
    width: 1.5em;
    height: 1.5em;
  }
  .trump-suit {
    font-weight: 700;
  }
  .trump-suit.none {
    font-weight: 400;
    font-size: 0.8rem;
    color: #4a524e;
  }
  .trump-taker {
    font-size: 0.75rem;
    width: 100%;
    color: #3b423f;
  }
  .points {
    display: flex;
    flex-direction: column;
    font-size: 0.8rem;
    background: #0000004d;
    padding: 4px 8px;
    border-radius: 8px;
  }
  .pt {
    display: flex;
    justify-content: space-between;
    gap: 10px;
  }
  .pt span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    max-width: 7em;
  }
  .pt b {
    font-variant-numeric: tabular-nums;
  }

  @container (max-width: 420px) {
    .felt {
      padding: 8px 4px;
      border-radius: 18px;
    }
    .hand > .card + .card {
      margin-left: calc(var(--_cw) * -0.5);
    }
    .trump {
      padding: 3px 6px;
    }
    .trump-taker,
    .trump-label {
      display: none;
    }
    .points {
      font-size: 0.72rem;
      padding: 2px 5px;
    }
    .plate {
      font-size: 0.78rem;
      padding: 2px 8px;
    }
    .bubble {
      font-size: 0.78rem;
    }
  }

  /* ---------------------------------------------------------------- panels and controls */
  .panel,
  .comment-box {
    background: var(--kj-panel-bg, #ffffff);
    border-radius: var(--kj-radius, 10px);
    padding: 8px 12px;
    border: 1px solid #0000001a;
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.08);
  }
  .panel h3 {
    font-size: 0.95rem;
    margin: 0 0 6px;
  }
  /* (div: above the dark mode's border colour of panels) */
  div.comment-box {
    border-left: 5px solid var(--kj-accent, #f2c14e);
    min-height: 3.4em;
  }
  .move-line {
    font-weight: 650;
  }
  .comment {
    margin-top: 4px;
    font-size: 1.02rem;
    font-style: italic;
    overflow-wrap: anywhere;
  }
  .mark {
    font-weight: 800;
    margin-left: 2px;
  }
  .mark.big {
    font-size: 1.15em;
    color: var(--kj-mark, #8a5a00);
  }
  .controls {
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  .btn-row {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    align-items: center;
    justify-content: center;
  }
  button.icon,
  button.text,
  select {
    font: inherit;
    border-radius: 8px;
    border: 1px solid #0000004d;
    background: var(--kj-button-bg, #f6f3ea);
    color: #1d2320;
    min-height: 40px;
    cursor: pointer;
  }
  button.icon {
    min-width: 44px;
    padding: 4px 10px;
  }
  button.icon svg {
    width: 22px;
    height: 22px;
    display: block;
    margin: auto;
  }
  button.text {
    padding: 4px 14px;
  }
  button:disabled {
    opacity: 0.45;
    cursor: default;
  }
  :is(button, select, input):focus-visible {
    outline: 3px solid var(--kj-accent, #f2c14e);
    outline-offset: 2px;
  }
  select {
    min-height: 34px;
    padding: 2px 6px;
    margin-left: 4px;
  }
  label.check,
  label.speed {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    font-size: 0.88rem;
  }
  button.link {
    padding: 0 4px;
    text-decoration: underline;
    cursor: pointer;
    min-height: 24px;
    min-width: 24px;
  }

  /* a post on a phone: the toolbar and the panels closer together (after the rules they change) */
  @container (max-width: 420px) {
    .controls,
    .stage {
      gap: 4px;
    }
    button.icon {
      min-height: 36px;
      min-width: 40px;
      padding: 4px 8px;
    }
    button.text {
      padding: 4px 10px;
    }
    button.text,
    select {
      min-height: 32px;
    }
    .panel,
    .comment-box {
      padding: 6px 10px;
    }
    .titlebar .where {
      font-size: 0.8rem;
    }
  }

  /* timeline */
  .timeline ol {
    position: relative;
    margin: 0;
    padding: 0;
    max-height: 15.5em;
    overflow: auto;
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  .timeline li {
    display: flex;
    gap: 3px;
    align-items: center;
    flex-wrap: wrap;
  }
  .row-label {
    min-width: 4.6em;
    max-width: 6em;
    font-size: 0.78rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .mv {
    font-size: 0.85rem;
    border: 1px solid transparent;
    border-radius: 6px;
    padding: 1px 6px;
    min-height: 26px;
  }
  button.mv {
    cursor: pointer;
  }
  button.mv:hover {
    border-color: rgba(0, 0, 0, 0.25);
  }
  .mv.current {
    background: var(--kj-accent, #f2c14e);
    color: #1d2320;
  }
  .mv.has-comment {
    text-decoration: underline dotted;
  }

  /* summary and score sheet */
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.85rem;
    font-variant-numeric: tabular-nums;
  }
  td,
  th {
    padding: 2px 6px;
    text-align: right;
  }
  [scope='row'] {
    text-align: left;
    font-weight: 500;
  }
  thead th {
    font-weight: 650;
  }
  tfoot,
  .score-row {
    font-weight: 700;
    border-top: 2px solid currentColor;
  }
  :is(tfoot, .score-row) th {
    font-weight: 700;
  }
  .explain {
    margin: 6px 0 0;
    padding-left: 1.1em;
    font-size: 0.85rem;
  }
  .explain li + li {
    margin-top: 2px;
  }
  /* states */
  .error {
    border: 2px solid var(--kj-fault, #d7263d);
    background: #fff4f4;
    color: #5c0b16;
    padding: 14px 18px;
    border-radius: var(--kj-radius, 10px);
  }
  .error h2 {
    font-size: 1rem;
    margin-bottom: 4px;
  }
  .error p {
    overflow-wrap: anywhere;
  }
  .loading {
    padding: 28px 16px;
    text-align: center;
  }

  @keyframes kj-in {
    from {
      opacity: 0;
      translate: 0 12%;
    }
  }
  @keyframes kj-pop {
    from {
      opacity: 0;
      scale: 0.8;
    }
  }

  @media (prefers-color-scheme: dark) {
    :host {
      color: var(--kj-text, #e8ece9);
    }
    .panel,
    .comment-box {
      background: var(--kj-panel-bg, #1c2321);
      border-color: rgba(255, 255, 255, 0.12);
    }
    .where,
    .row-label,
    .target {
      color: var(--kj-muted, #b4bdb8);
    }
    .mark.big {
      color: var(--kj-mark, #f2c14e);
    }
    button.mv:hover {
      border-color: rgba(255, 255, 255, 0.25);
    }
    .error {
      background: #3a1418;
      color: #ffe3e6;
    }
  }
  /* print: the position and its comment on paper, without the buttons a reader cannot press */
  @media print {
    .controls,
    .fault-notice button {
      display: none;
    }
    /* the table, the comment and the move's title on one page */
    .stage {
      break-inside: avoid;
    }
    .panel {
      break-inside: avoid;
      box-shadow: none;
    }
    /* the move list whole, not a scrolled window of it */
    .timeline ol {
      max-height: none;
      overflow: visible;
    }
    /* the table with the move list and summary beside it, as on a wide screen */
    .layout:not(.one) {
      grid-template-columns: minmax(0, 1fr) minmax(200px, 36%);
      align-items: start;
    }
    .felt {
      box-shadow: none;
      print-color-adjust: exact;
    }
    * {
      animation: none !important;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    /* (no pseudo-element here moves) */
    * {
      animation: none !important;
      transition: none !important;
    }
  }
`;
