/**
 * English strings that only the editor (`mode="edit"`, src/element/editor, a lazy chunk) shows.
 * nb-edit.ts has them in Norwegian Bokmål; the editor picks the table of the element's language.
 */
export const enEdit = {
  edUntitled: 'A new example hand',
  edToolbar: 'Editor',
  edTab: { setup: 'Set up', moves: 'Play & annotate', export: 'Check & export' } as Record<
    'setup' | 'moves' | 'export',
    string
  >,
  edUndo: 'Undo',
  edRedo: 'Redo',
  edUndoKey: 'Undo (Ctrl+Z)',
  edRedoKey: 'Redo (Ctrl+Y)',
  edGame: 'The game',
  edTitle: 'Title',
  edPlayer: (n: number) => `Player ${n}`,
  edRules: 'Rules',
  edPreset: {
    classic: 'Classic (to 500)',
    'bela-501': 'Bela (to 501)',
    simple: 'Simple',
    schmeiss: 'With schmeiss',
  } as Record<string, string>,
  edDealer: 'Dealer',
  edScoreBefore: 'Score before this hand',
  edBeforeOf: (name: string) => `${name} before this hand`,
  edScoreBeforeHelp:
    'For a hand late in a game (a claim at the end, say): give each player’s total so far. The editor writes the score sheet of the hands before it, the fewest that reach those totals with each hand dealt by the player the rules name, so you need not play them.',
  edScoreFromHands: (a: string, b: string) =>
    `Score before this hand: ${a} and ${b}, from the hands before it (change those to change it).`,
  edSheetWritten: (n: number) =>
    n === 1 ? 'The score sheet before this hand (1 hand):' : `The score sheet before this hand (${n} hands):`,
  edSheetLine: (hand: number, dealer: string, taker: string, trump: string, score: string, totals: string) =>
    `Hand ${hand}: ${dealer} dealt, ${taker} chose ${trump}; scored ${score}; game ${totals}.`,
  edSheetOver: (name: string, total: number, target: number) =>
    `${name} has ${total}, but the game ends at ${target}: it would be over before this hand. Give a total under ${target}.`,
  edSheetSum: (total: number) =>
    `No hands give ${total} points in all: in every hand the two scores add up to 162 plus any runs and bela (in tens), so the two totals together must fit a number of hands.`,
  edSheetDealer: (dealer: string, other: string) =>
    `${dealer} deals this hand, so ${dealer} scored more than ${other} in the hand before; with these totals ${dealer} cannot have. Give ${dealer} more, or let ${other} deal.`,
  edSheetNear: 'Totals near these that work:',
  edGameTotal: (name: string, before: number, hand: number) => `${name} ${before} + ${hand} = ${before + hand}`,
  edGameLine: (a: string, b: string, target: number) => `Game: ${a} · ${b} (the game is to ${target})`,
  edClaimWould: (name: string, count: number, target: number, wins: boolean) =>
    wins
      ? `If ${name} claims now, ${name} wins: ${count} reaches ${target}.`
      : `If ${name} claims now, ${name} loses: ${count} is short of ${target}.`,
  edDeal: 'The deal',
  edSeed: 'Seed',
  edRandomDeal: 'Deal at random',
  edFillRest: 'Fill the rest at random',
  edClearDeal: 'Clear the deal',
  edClearPosition: 'Clear the cards',
  edPickHelp:
    'Choose a place (a player’s first six or last three, the turn-up, the bottom card), then pick cards below: each goes to the next empty place. Or type the cards, such as AS KS QS. Delete empties a place.',
  edFirstSix: (name: string) => `${name}: first six`,
  edLastThree: (name: string) => `${name}: last three`,
  edTurnUp: 'Turn-up card',
  edBottom: 'Bottom card',
  edEmpty: 'empty',
  edTypeCards: (group: string) => `${group}, typed as cards`,
  edPicker: 'The 32 cards',
  edProblems: 'This deal cannot be played yet',
  edPositionProblems: 'This position cannot be played',
  edTwice: (card: string, where: string) => `The ${card} is placed twice: ${where}.`,
  edMissing: (where: string, have: number, need: number) => `${where}: ${have} of ${need} cards.`,
  edNotCards: (where: string, words: string) => `${where}: not a card: ${words} (write cards as AS, 10H, 7C).`,
  edTypedTwice: (where: string, words: string) => `${where}: typed twice: ${words}.`,
  edTooMany: (where: string, n: number, need: number) => `${where}: ${n} cards, but only ${need} fit.`,
  edDealComplete: 'The deal is complete.',
  edStartKind: 'The hand starts',
  edFromDeal: 'with the deal',
  edFromPosition: 'from a position (an ending)',
  edPosition: 'The position',
  edPositionHelp:
    'Place the cards each player still holds (the same number each, one to nine) with the picker or the text fields, and give trump, who took and who leads next. The points and tricks each player has won so far are optional.',
  edHolds: (name: string) => `${name} holds`,
  edTrump: 'Trump',
  edTaker: 'Taker',
  edLeader: 'Leads next',
  edPointsSoFar: (name: string) => `${name}’s points so far`,
  edTricksSoFar: (name: string) => `${name}’s tricks so far`,
  edUneven: (a: string, n0: number, b: string, n1: number) =>
    `${a} holds ${n0} ${n0 === 1 ? 'card' : 'cards'} but ${b} holds ${n1}: both hold the same number.`,
  edNoCards: 'Nobody holds a card yet: place the cards each player holds.',
  edTricksSum: (sum: number, played: number) =>
    `The tricks so far add up to ${sum}, but ${played} ${played === 1 ? 'trick has' : 'tricks have'} been played (nine less the cards each holds).`,
  edPositionComplete: 'The position is complete.',
  edPlayOut: 'Play it out',
  edAddHand: 'Add a hand',
  edRemoveHand: 'Remove this hand',
  edNoTable: 'The hand cannot be shown yet: finish the deal first (see the verdict for what is wrong).',
  edHandOver: 'The hand is over.',
  edToBid: (name: string) => `${name} to bid`,
  edToPlay: (name: string) => `${name} to play: click a card`,
  edConfirmTitle: 'Change a move',
  edConfirm: (n: number) =>
    n === 1
      ? 'One move follows this one. Drop it, or keep it if it is still legal?'
      : `${n} moves follow this one. Drop them, or keep those that are still legal?`,
  edDropRest: 'Drop what follows',
  edKeepLegal: 'Keep what is still legal',
  edKeptDropped: (kept: number, dropped: string) =>
    dropped
      ? `Kept ${kept} of the moves that followed; dropped ${dropped}. Undo brings them back.`
      : `Kept all ${kept} moves that followed.`,
  edDroppedMove: (n: number, annotated: boolean) => `move ${n}${annotated ? ' (with its comment)' : ''}`,
  edCancel: 'Cancel',
  edDeleteLast: 'Delete the last move',
  edIllegal: 'Record an illegal move',
  edIllegalMove: 'illegal',
  edSayBela: 'Announce bela with the king or queen of trumps',
  edComputer: 'The computer plays',
  edComputerNobody: 'nobody (you play both)',
  edLevel: 'Level',
  edLevels: { easy: 'easy', normal: 'normal', hard: 'hard' } as Record<'easy' | 'normal' | 'hard', string>,
  edThinking: (name: string) => `The computer is choosing ${name}’s move…`,
  edComputerHelp: (name: string) =>
    `After each of your moves the computer replies for ${name}. To change its move, go back to it and record another one.`,
  edComputerFailed: (why: string) => `The computer could not move: ${why}`,
  edFillResult: 'Fill in the result',
  edResultFilled: (hand: number, a: string, sa: number, b: string, sb: number) =>
    `The result of hand ${hand} is filled in: ${a} scores ${sa}, ${b} ${sb}.`,
  edMark: 'Mark',
  edNoMark: 'no mark',
  edMoveComment: (n: number) => `Comment on move ${n}`,
  edAsk: (n: number) => `Question for the reader before move ${n} (optional)`,
  edSolver: 'Show the solver’s values',
  /** A card's value on the card (its label for screen readers). */
  edSolverValue: (n: number) => `${n} points with best play`,
  edSolverWorking: 'The solver is working out the values…',
  edSolverLine: (name: string, best: number) =>
    `Each card of ${name} shows the points ${name} makes from here with best play by both (best: ${best}).`,
  edBestChecking: 'Checking the answer with the solver…',
  edBestAgrees: (card: string, value: number) =>
    `The solver agrees: the ${card} is as good as the best (${value} points with best play).`,
  edBestDisagrees: (card: string, value: number, best: string, bestValue: number) =>
    `The solver disagrees: the ${card} makes ${value} points with best play, the best (${best}) ${bestValue}. A reader who plays the ${card} is told it is not the best.`,
  edAccept: 'Right answers',
  edAcceptKind: {
    recorded: 'only this move',
    legal: 'any legal move',
    best: 'any move as good as the best',
  } as Record<'recorded' | 'legal' | 'best', string>,
  edMoveChoices: 'Moves you can record',
  edBidFor: (name: string) => `${name} bids:`,
  edDeclareFor: (name: string) => `${name} declares:`,
  edDeclareRuns: (name: string, n: number) => `The ${n} ways ${name} can declare runs`,
  edDeclareWorth: (points: number) => `Worth ${points}`,
  edDeclareChosen: 'Declare these',
  edCardHelp: (name: string) =>
    `Click one of ${name}’s cards: the raised ones are legal. With “Record an illegal move” on, every card may be played.`,
  edTranscript: 'The transcript',
  edPreview: 'Preview as a replay',
  edEmbed: 'Put it on a page',
  edSrcName: 'File name of the transcript on your site',
  edEmbedHelp: (hand: number, step: number) =>
    `The snippets open hand ${hand} at move ${step}, the position shown in the editor. The first loads the transcript from the file named above (save it there): it works in HTML, Markdown, MDX and Astro pages. The second carries the transcript inside, for HTML pages only.`,
  edImageHelp:
    'A reader without JavaScript (a feed reader, a newsletter, a page printed without scripts) sees an image of this position in the snippet’s link, with the text below as its description. Download the image and save it beside the transcript, under the name the snippet gives it.',
  edImagePng: 'A PNG image (for newsletters and e-mail) instead of SVG',
  edAltText: 'The image in words (its alt text)',
  edDownloadImage: (name: string) => `Download image (${name})`,
  edDownloadAnimation: 'Download animation (GIF of the hand)',
  edCopyAlt: 'Copy the alt text',
  edMakingImage: 'Making the image…',
  edImageMade: (name: string) => `Image made: ${name}`,
  edImageFailed: (why: string) => `The image could not be made: ${why}`,
  edCopyEmbed: 'Copy the snippet',
  edCopyInline: 'Copy the snippet with the transcript inside',
  edLink: 'Share a link',
  edLinkHelp:
    'A link carries the whole transcript (packed small, after the “#”, so no server sees it) and opens it on the page of klaberjass-table beside the script: as a replay at the position shown in the editor, or in the editor.',
  edCopyLink: 'Copy a link to the replay',
  edCopyEditLink: 'Copy a link to the editor',
  edLinkField: 'The link',
  edLinkCopied: (chars: string) => `Link copied (${chars} characters).`,
  edLinkLength: (chars: string) => `The link is ${chars} characters long.`,
  edLinkLong: (limit: string) =>
    `That is over ${limit} characters: chat apps and mail may cut it short. For a long transcript, put the file on your site and share the page.`,
  edOpen: 'Open a transcript',
  edOpenHelp:
    'Paste a transcript, choose a file, or drop a file on the editor. A transcript with faults opens with its faults shown.',
  edPaste: 'Transcript (JSON)',
  edOpenPasted: 'Open the pasted transcript',
  edOpenFile: 'Open a file…',
  edNew: 'Start a new hand',
  edOpened: 'The transcript is open.',
  edOpenFailed: (why: string) => `That is not a transcript: ${why}`,
  edTooLarge: (mib: number) =>
    `The editor opens transcripts of up to ${mib} MiB, and this one is larger. Replay it (mode="replay"), or check it with klaberjass-validate.`,
  edRestored: 'Your draft is back.',
  edLoadFailed: (url: string, why: string) => `Could not load ${url}: ${why}`,
  edNotLegal: (card: string) =>
    `The ${card} is not a legal card here. Switch on “Record an illegal move” to record it anyway.`,
  /** Why the player to act may not play a card (the engine's rule), with their name and the cards that must be played instead. */
  edIllegalWhy: (who: string, rule: string, lead: string, suit: string, cards: string) =>
    rule === 'must-follow-suit'
      ? `${who} must follow suit: the ${lead} was led and ${who} holds ${cards}.`
      : rule === 'must-overtrump'
        ? `${who} must beat the ${lead} with a higher trump: ${cards}.`
        : rule === 'must-trump'
          ? `${who} has no ${suit}, so ${who} must trump: ${cards}.`
          : '',
  edRecorded: (what: string) => `Recorded: ${what}`,
  edUndone: 'Undone.',
  edRedone: 'Redone.',
  edStorageFull: 'The draft could not be saved in this browser.',
  edDraftSetAside: (key: string) =>
    `Your saved draft could not be opened. It is kept in this browser under “${key}”, and the editor started afresh.`,
  edKeyShared: (key: string) =>
    `Another table on this page saves under “${key}”: this one does not save, so that neither overwrites the other.`,
  edShownStart: (kb: number) =>
    `The transcript is long: its first ${kb} KB are shown here. Copy and Download give all of it.`,
  edCannotEdit: 'This transcript cannot be edited here',
  edKeepText: 'Download its text',
};

export type EditStrings = typeof enEdit;
