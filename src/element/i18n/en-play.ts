/**
 * English strings that only play mode shows (src/element/play.ts, a lazy chunk, imports them).
 * The play view reads them through `partStrings`, under the table of the table's language; nb.ts
 * has them in Norwegian.
 */
export const enPlay = {
  you: 'You',
  computer: 'Computer',
  errorRules: (why: string) => `Bad rules: ${why}`,
  /** The computer's worker could not start (`why` is the browser's reason, in English). */
  mainThread: (why: string) => `The computer thinks on this page's main thread, which may make the page slow: ${why}`,
  backToReplay: 'Back to the replay',
  yourTurn: 'Your turn',
  waiting: (name: string) => `${name} is thinking…`,
  bidActions: 'Your bid',
  take: (suit: string) => `Take ${suit}`,
  pass: 'Pass',
  name: (suit: string) => `Name ${suit}`,
  schmeiss: 'Offer a schmeiss',
  accept: 'Accept (throw in)',
  refuse: 'Refuse',
  exchange: (seven: string, turnUp: string) => `Exchange the ${seven} for the ${turnUp}`,
  declareTitle: 'Declare runs before your first card',
  declareOption: (runs: string, points: number) => `Declare ${runs} (${points})`,
  declareNone: 'Declare nothing',
  autoBela: 'Say bela automatically',
  claim: 'Claim the game',
  illegalCard: (card: string) => `You may not play the ${card}.`,
  /** Why a card may not be played: the engine's rule, the card, the card led, its suit, the cards that must be played instead. */
  illegalWhy: (rule: string, card: string, lead: string, suit: string, cards: string) =>
    rule === 'must-follow-suit'
      ? `You must follow suit: ${lead} was led and you hold ${cards}.`
      : rule === 'must-overtrump'
        ? `You must beat ${lead} with a higher trump: ${cards}.`
        : rule === 'must-trump'
          ? `You have no ${suit}, so you must trump: ${cards}.`
          : `You may not play the ${card}.`,
  nextHand: 'Deal the next hand',
  newGame: 'New game',
  rematch: 'Rematch (same deals)',
  exportTitle: 'Export',
  copy: 'Copy transcript',
  copied: 'Transcript copied.',
  copyFailed: 'Copy failed: use Download instead.',
  download: 'Download transcript',
  resumed: 'Your saved game was resumed.',
  storageCorrupt: 'The saved game could not be read, so a new game was started.',
  gameOver: 'Game over',
  winsGame: (name: string) => `${name} wins the game`,
  hint: 'Hint',
  hintPlay: (card: string) => `Hint: play the ${card}.`,
  hintMove: (what: string) => `Hint: ${what}.`,
};

export type PlayStrings = typeof enPlay;
