/**
 * The styles of play mode, which the element adds to its shadow root after its own (styles.ts):
 * your hand (the cards you may play, a hint), the bid and action buttons, the status line, the
 * last trick, and the layout of a phone held sideways.
 */
import { css } from 'lit';

export const playStyles = css`
  .hand.idle button.card {
    cursor: default;
  }
  .hand.active button.card {
    cursor: pointer;
    transition:
      transform 0.12s ease-out,
      filter 0.12s;
  }
  .hand.active button.card.legal {
    transform: translateY(-7%);
    filter: drop-shadow(0 0 3px var(--kj-accent, #f2c14e)) drop-shadow(0 1px 2px rgba(0, 0, 0, 0.4));
  }
  .hand.active button.card.legal:hover {
    transform: translateY(-16%);
  }
  .hand.active:not(.idle) button.card[aria-disabled='true'] {
    filter: brightness(0.62) saturate(0.6) drop-shadow(0 1px 2px rgba(0, 0, 0, 0.4));
    cursor: not-allowed;
  }
  button.card:focus-visible {
    outline: 3px solid var(--kj-accent, #f2c14e);
    outline-offset: 2px;
    transform: translateY(-16%);
    z-index: 2;
  }
  .card.hinted {
    outline: 3px dashed var(--kj-accent, #f2c14e);
    outline-offset: 3px;
  }

  .row-title {
    width: 100%;
    text-align: center;
    font-size: 0.85rem;
    font-weight: 600;
  }
  button.strong {
    background: var(--kj-accent, #f2c14e);
    font-weight: 700;
  }
  button.bid.suit-1 span,
  button.bid.suit-2 span {
    color: var(--kj-red, #c8102e);
  }
  .status {
    min-height: 1.5em;
    text-align: center;
    font-weight: 650;
  }
  .notice {
    font-weight: 500;
    color: var(--kj-fault-text, #a1122a);
  }
  .hint-text {
    font-weight: 500;
  }
  .export-note {
    margin: 4px 0 0;
    font-size: 0.8rem;
    color: var(--kj-muted, #4a524e);
  }

  .rules-btn {
    min-width: 2em;
    padding: 0 0.5em;
    margin-left: 0.4em;
    border-radius: 50%;
    font-weight: 700;
  }
  .rules-help h3 {
    outline: none;
  }
  .rules-help h4 {
    margin: 8px 0 2px;
    font-size: 0.9rem;
  }
  .rules-help ul {
    margin: 0;
    padding-left: 1.2em;
    font-size: 0.85rem;
  }
  .last-trick {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: 6px 12px;
    --_cw: 38px;
  }
  .lt-card {
    display: flex;
    flex-direction: column;
    align-items: center;
    font-size: 0.78rem;
  }
  .lt-card.won .card {
    outline: 2px solid var(--kj-accent, #f2c14e);
    outline-offset: 1px;
  }
  .lt-text {
    flex-basis: 100%;
    text-align: center;
    font-size: 0.85rem;
  }

  /* the names of play ("Datamaskinen") in full: the points box takes the width it needs */
  .mode-play .middle {
    grid-template-columns: auto minmax(0, 1fr) auto;
  }
  .mode-play .row-label,
  .mode-play .pt span {
    max-width: 8em;
  }

  /* a phone held sideways: the table, the status and your buttons in one screen, cards sized by the height */
  @media (orientation: landscape) and (max-height: 500px) {
    .felt {
      --_cw: var(--kj-card-width, clamp(24px, 10vh, 60px));
      padding-block: 4px;
      gap: 2px;
    }
    .seat-bottom .hand {
      --_cw: var(--kj-card-width, clamp(26px, 13vh, 70px));
    }
    .seat {
      gap: 2px;
    }
    .middle {
      min-height: calc(var(--_cw) * 1.7);
    }
    .trick {
      height: calc(var(--_cw) * 1.75);
    }
    /* the status and your buttons beside the table, the panels under them */
    .mode-play .layout {
      grid-template-columns: minmax(0, 1fr) minmax(200px, 300px);
      grid-template-rows: auto auto auto 1fr;
      align-items: start;
    }
    .mode-play .stage {
      display: contents;
    }
    .mode-play .stage > * {
      grid-column: 1;
    }
    .mode-play .stage > .table-region {
      grid-row: 2 / span 3;
    }
    .mode-play .stage > .status {
      grid-area: 2 / 2;
    }
    .mode-play .stage > .play-controls {
      grid-area: 3 / 2;
    }
    .mode-play .side {
      grid-area: 4 / 2;
    }
    .titlebar {
      font-size: 0.85rem;
    }
  }

  @media (prefers-color-scheme: dark) {
    .export-note {
      color: var(--kj-muted, #b4bdb8);
    }
    .notice {
      color: var(--kj-fault-text, #ff8a96);
    }
  }
`;
