/**
 * English strings that only play mode shows (src/element/play.ts, a lazy chunk, imports them).
 * The play view reads them through `partStrings`, under the table of the table's language; nb.ts
 * has them in Norwegian.
 */
/**
 * The sentences of en.ts (and `winsGame`) that name a player, in the second person, for when the
 * player named is you (the seat named `you`); play mode uses them instead (see `secondPerson` in
 * play.ts). A sentence naming two players gets `youFirst` (you are the first named) and the
 * other's name.
 */
const enYou = {
  toAct: () => 'Your turn',
  wonTrick: () => 'You win the trick',
  narratePlay: (card: string) => `You play the ${card}.`,
  narrateBela: (card: string) => `You play the ${card} and say bela.`,
  narrateExchange: (seven: string, turnUp: string) => `You exchange the ${seven} for the ${turnUp}.`,
  narrateDeclare: (runs: string) => `You declare ${runs}.`,
  narrateNoRuns: () => 'You declare no runs.',
  narrateClaim: () => 'You claim the game.',
  narrateTrick: () => 'You win the trick.',
  narrateTrump: (suit: string) => `Trump is ${suit}, taken by you.`,
  describeHand: (cards: string) => `You hold ${cards}.`,
  describeHidden: (n: number) => `You hold ${n} ${n === 1 ? 'card' : 'cards'} face down.`,
  seqVoided: () => 'You hold the best run but won no trick, so nobody scores runs.',
  belaNotPlayed: () => 'You hold king and queen of trumps; bela counts once both are played and announced.',
  potPaid: (n: number) => `${n} held-over points go to you.`,
  claimRight: () => 'You claimed correctly and win the game.',
  claimWrong: () => 'You claimed without enough points and lose the game.',
  nextDealer: () => 'You deal next.',
  winsGame: () => 'You win the game',
  seqReason: {
    'only-one': () => 'Only you declared runs.',
    rank: () => 'Your best run ranks higher.',
    'top-card': () => 'Runs of the same rank: yours has the higher top card.',
    trump: () => 'Equal runs: yours is in trumps.',
    'non-dealer': () => 'Exactly equal runs: you, the non-dealer, win.',
  } as Record<string, () => string>,
  outcome: {
    bate: (youFirst: boolean, o: string) =>
      youFirst
        ? `You took but ${o} scored more: you are bate and ${o} writes down both totals.`
        : `${o} took but you scored more: ${o} is bate and you write down both totals.`,
    'tie-defender': (youFirst: boolean, o: string) =>
      youFirst
        ? `Equal points: you as taker get nothing, ${o} keeps their own points.`
        : `Equal points: ${o} as taker gets nothing, you keep your own points.`,
    'tie-bete': (youFirst: boolean, o: string) =>
      youFirst
        ? `Equal points: you as taker are bate, ${o} writes down both totals.`
        : `Equal points: ${o} as taker is bate, you write down both totals.`,
  } as Record<string, (youFirst: boolean, o: string) => string>,
};

export const enPlay = {
  youForms: enYou,
  you: 'You',
  computer: 'Computer',
  errorRules: (why: string) => `Bad rules: ${why}`,
  /** The computer's worker could not start (`why` is the browser's reason, in English). */
  mainThread: (why: string) => `The computer thinks on this page's main thread, which may make the page slow: ${why}`,
  backToReplay: 'Back to the replay',
  yourTurn: 'Your turn',
  /** Said once trump is made: the three cards dealt to you then. */
  dealtYou: (cards: string) => `You are dealt the ${cards}.`,
  /** Said when you may exchange the 7 of trumps for the turn-up card. */
  dixOffer: (seven: string, turnUp: string) =>
    `You hold the ${seven}: you may exchange it for the ${turnUp} before the first card, or keep it.`,
  /** Said when the claim button appears. */
  claimOffer: (have: number, need: number) => `You may claim the game: you have ${have}, you need ${need}.`,
  waiting: (name: string) => `${name} is thinking…`,
  bidActions: 'Your bid',
  take: (suit: string) => `Take ${suit}`,
  pass: 'Pass',
  name: (suit: string) => `Name ${suit}`,
  schmeiss: 'Offer a schmeiss',
  accept: 'Accept (throw in)',
  refuse: 'Refuse',
  exchange: (seven: string, turnUp: string) => `Exchange the ${seven} for the ${turnUp}`,
  keepSeven: (seven: string) => `Keep the ${seven}`,
  declareTitle: 'Declare runs before your first card',
  declareOption: (runs: string, points: number) => `Declare ${runs} (${points})`,
  declareNone: 'Declare nothing',
  /** Runs as said aloud in the declaring dialogue (views/play-runs.ts): a run's worth with its length, where runs rank by length. */
  sayRunLength: (worth: string, n: number) => `${worth}, ${n} cards`,
  /** The top card of a run, named when the runs are of the same rank. */
  sayTop: (rank: string) => `${rank[0].toUpperCase()}${rank.slice(1)} high`,
  sayInTrumps: 'In trumps',
  autoBela: 'Say bela automatically',
  claim: 'Claim the game',
  claimWorth: (have: number, need: number) => `Claim the game… (you have ${have}, you need ${need})`,
  claimWins: (have: number, need: number) => `Claim with ${have} of ${need}: you win the game.`,
  claimLoses: (have: number, need: number) =>
    `Claim with ${have} of ${need}? You are ${need - have} short: a claim now loses the game.`,
  claimConfirm: 'Claim now',
  claimCancel: 'Play on',
  illegalCard: (card: string) => `You may not play the ${card}.`,
  /** Why a card may not be played: the engine's rule, the card, the card led, its suit, the cards that must be played instead. */
  illegalWhy: (rule: string, card: string, lead: string, suit: string, cards: string) =>
    rule === 'must-follow-suit'
      ? `You must follow suit: the ${lead} was led and you hold ${cards}.`
      : rule === 'must-overtrump'
        ? `You must beat the ${lead} with a higher trump: ${cards}.`
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
  exportPartial:
    'While a hand is in play, the transcript leaves out the cards you have not seen (the computer’s and the stock); after the hand it is complete.',
  exportHeld: (name: string, cards: string) =>
    `Written during the hand: only what ${name} could see is kept (the other cards are left out). Held by ${name}: ${cards}.`,
  resumed: 'Your saved game was resumed.',
  storageShared: (key: string) =>
    `Another table on this page saves its game under “${key}”: this game is not saved, so that neither overwrites the other.`,
  storageCorrupt: 'The saved game could not be read, so a new game was started.',
  storageFailed: 'Your game cannot be saved in this browser (storage is full or blocked); it goes on unsaved.',
  handOverSay: (a: string, pa: number, b: string, pb: number) =>
    `The hand is over. Written down: ${a} ${pa}, ${b} ${pb}.`,
  lastTrickTitle: 'Last trick',
  lastTrickSaid: (cards: string, winner: string) => `Last trick: ${cards}; ${winner} won it.`,
  sheetThrownIn: 'thrown in',
  sheetSchmeiss: 'schmeiss: dealt again',
  seedReplaces: (seed: string) =>
    `A new game was dealt from seed ${seed}; it replaces the saved game, which was from another seed.`,
  rulesTitle: 'Rules of this game',
  resultsTitle: 'Results',
  handsWon: 'Hands won',
  timesBate: 'Times bate',
  handsPlayed: (n: number) => (n === 1 ? '1 hand played.' : `${n} hands played.`),
  practice: 'Practice: allow taking back a card',
  undo: 'Take back my last card',
  undoneSay: 'Your last card was taken back.',
  gameOver: 'Game over',
  winsGame: (name: string) => `${name} wins the game`,
  hint: 'Hint',
  hintPlay: (card: string) => `Hint: play the ${card}.`,
  hintMove: (what: string) => `Hint: ${what}.`,
};

export type PlayStrings = typeof enPlay;
