/**
 * The whole engine, for the project's own layers (notation, validator, ai, element, cli, scripts,
 * tests): the public API of index.ts plus the hot-path internals (bit masks, the hand's mutable
 * play, the scoring steps, the message constructors). Not a public entry point: nothing here but
 * index.ts's names is promised to users, and these may change in any release.
 */
// first, as its imports were in index.ts (the bundles keep their module order)
export * from './apply.js';
export * from './cards.js';
export * from './rules.js';
export * from './rng.js';
export * from './sequences.js';
export * from './declarations.js';
export * from './types.js';
export {
  type DealSpec,
  actorOf,
  applyInPlace,
  checkDeck,
  cloneHand,
  creditedSequences,
  handFromDeck,
  handPoints,
  legalPlayMask,
  newHand,
  playCard,
  claimCount,
  pointsSoFar,
  runComparison,
  sequenceCredit,
  sevenHolder,
  startPlay,
  whyIllegal,
  lostRuns,
} from './hand.js';
export { faultsOf, startFaults } from './faults.js';
export * from './position.js';
export * from './natural.js';
export * from './moves.js';
export * from './scoring.js';
export * from './game.js';
export * from './wording.js';
export * from './message.js';
export * from './engine-message.js';
export * from './word.js';
