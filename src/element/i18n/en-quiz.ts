/**
 * English strings that only the questions for the reader show (src/element/quiz.ts, a lazy chunk,
 * imports them). The quiz reads them through `partStrings`, under the table of the table's
 * language; nb.ts has them in Norwegian.
 */
export const enQuiz = {
  question: 'Question',
  /** How the answer is judged, under the question. */
  acceptHint: (accept: string): string =>
    accept === 'legal'
      ? 'Any move the rules allow counts.'
      : accept === 'best'
        ? 'Any card worth as much as the best one counts (both players playing perfectly, all cards known).'
        : 'Only the move that was played counts.',
  answerOn: (name: string) => `Answer on the table: make ${name}'s move.`,
  answerCards: 'Cards',
  showMe: 'Show me',
  tryAgain: 'Try again',
  checking: 'Asking the solver…',
  right: 'Right!',
  wrong: 'Not right.',
  shown: 'Shown without an answer.',
  /** Why an answer is right or wrong. */
  whyRecorded: 'That is the move that was played.',
  whyLegal: 'The rules allow that move.',
  whyBest: (value: number) => `That is one of the best cards: it secures ${value} points from here.`,
  whyWorse: (value: number, best: number) =>
    `That card secures ${value} points from here; the best secures ${best} (${best - value} more).`,
  whyOther: 'The rules allow it, but it is not the move that was played.',
  /** An illegal card: the engine's rule, the card, the card led, its suit, the cards that must be played instead, and the engine's own sentence. */
  whyIllegal: (rule: string, card: string, lead: string, suit: string, cards: string, sentence: string) =>
    rule === 'must-follow-suit'
      ? `You must follow suit: the ${lead} was led and the ${card} is not ${suit}; you hold ${cards}.`
      : rule === 'must-overtrump'
        ? `You must beat the ${lead} with a higher trump: ${cards}.`
        : rule === 'must-trump'
          ? `You have no ${suit}, so you must trump: ${cards}.`
          : sentence,
  fallbackBest: 'The solver has no value for this move, so only the move that was played counts.',
  /** The double-dummy values after a `best` question. */
  values: (list: string) => `Double-dummy values (points the player secures from here): ${list}.`,
  revealed: (what: string) => `Played: ${what}`,
  /** The reader's score (questions answered right at the first try, of those in the document). */
  quizScore: (right: number, total: number) => `${right} of ${total} right`,
  scoreTitle: 'Your score',
  scoreLine: (right: number, asked: number, total: number) =>
    `You answered ${right} of ${total} questions right at the first try${asked < total ? ` (${total - asked} not reached yet)` : ''}.`,
  bestPlay: 'Best play from here (double dummy).',
  bidTake: (suit: string) => `Take ${suit}`,
  bidName: (suit: string) => `Name ${suit}`,
  exchangeSeven: (seven: string, turnUp: string) => `Exchange the ${seven} for the ${turnUp}`,
  declareRuns: (runs: string, points: number) => `Declare ${runs} (${points})`,
  declareNothing: 'Declare nothing',
  bidPass: 'Pass',
  bidSchmeiss: 'Offer a schmeiss',
  bidAccept: 'Accept (throw in)',
  bidRefuse: 'Refuse',
  claimGame: 'Claim the game',
  questionOff: 'Question',
};

export type QuizStrings = typeof enQuiz;
