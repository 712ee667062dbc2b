/**
 * The style sheet of a standalone drawing of cards (the images of ./svg.ts). A module of its own,
 * apart from ./card-art.ts: the element's main file holds the card art but colours it with its own
 * style sheet (src/element/styles.ts), so this text goes only where images are drawn.
 */

/**
 * The cards' default colours and index font as a style sheet, for a drawing without the element's
 * (src/element/styles.ts sets the same defaults through its custom properties, `--kj-black` ...).
 * Inside an element of class `four`, the four-colour deck.
 */
export const CARD_STYLE =
  ".paper{fill:#fffdf7;stroke:#a8a193;stroke-width:1.2}.idx{font-family:'Helvetica Neue',Arial,sans-serif}" +
  '.suit-0,.suit-3{color:#1b1b1b}.suit-1,.suit-2{color:#c8102e}.four .suit-2{color:#0b5cad}.four .suit-3{color:#137a2a}.back-fill{fill:#9b2335}';
