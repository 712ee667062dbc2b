/**
 * The state machine of one hand: creating a hand from a deck, a deal or a position, the legal
 * moves, the faults of illegal ones, and applying moves.
 *
 * One source of truth: `whyIllegal` decides legality. faults.ts `faultsOf` makes its reasons
 * into faults (the facts and cards of each sentence), `legalMoves` lists exactly the moves for
 * which it finds nothing, `explain` returns the first fault, and `apply` refuses any move it
 * faults. The fast helpers (`legalPlayMask`, `applyInPlace`) share the same code paths.
 *
 * (Over 450 lines: the state machine of one hand; creating a hand, judging a move and applying it
 * share the state's invariants and the hot path.)
 */
import {
  type Card,
  type CardMask,
  type Player,
  type Suit,
  RJ,
  RK,
  RQ,
  beats,
  belaMask,
  cardPoints,
  has,
  isBelaCard,
  maskOf,
  other,
  parseSuit,
  suitMask,
  suitOf,
  sevenOf,
  TRUMP_STRENGTH,
} from './cards.js';
import type { Rules } from './rules.js';
import { type SequenceComparison, isRunMask, compareRuns } from './sequences.js';
import { engineMessage as em } from './engine-message.js';
import type { Message } from './message.js';
import { type BidValue, type HandState, type Move, type Result, copyPair } from './types.js';
import type { DealSlot, EngineWording } from './wording.js';

// ---------------------------------------------------------------------------------------------
// Creating hands

/** How `newHand` deals: a whole deck, or the players' cards (then perhaps only part of them). */
export interface DealSpec {
  /** The rules the hand is played by. */
  rules: Rules;
  /** Who deals. */
  dealer: Player;
  /** The shuffled deck, top card first (32 distinct cards). */
  deck?: readonly Card[];
  /** Each player's cards in the order received: the first six, then three more (6 or 9 each). */
  hands?: readonly [readonly Card[], readonly Card[]];
  /** The turn-up card, when the deal gives the players' cards (not a deck). */
  turnUp?: Card;
  /** The bottom card of the stock, when the deal gives the players' cards. */
  bottom?: Card;
  /** Game totals before the hand (for claims). */
  before?: readonly [number, number];
  /** Held-over points waiting for the winner of the next played hand. */
  pot?: number;
  /**
   * `hands` lists what is known of each player's cards, 0 to 9 of them (a hand reconstructed
   * from its plays): all of them are held from the start, none arrive after the bidding.
   */
  partial?: boolean;
}

/** A hand before the deal: the dealer set, no cards (internal to the engine: not in index.ts). */
export function blankHand(rules: Rules, dealer: Player): HandState {
  const nd = other(dealer);
  return {
    kind: 'hand',
    rules,
    dealer,
    phase: 'bidding',
    end: null,
    toAct: nd,
    bidRound: 1,
    schmeissBy: -1,
    turnUp: -1,
    bottom: -1,
    first: [0, 0],
    rest: [0, 0],
    hands: [0, 0],
    trump: -1,
    taker: -1,
    exchangedBy: -1,
    declared: [null, null],
    started: false,
    startHands: [0, 0],
    played: [0, 0],
    tricks: 0,
    lead: -1,
    leader: nd,
    prevTrick: null,
    won: [0, 0],
    tricksWon: [0, 0],
    cardPoints: [0, 0],
    basePoints: [0, 0],
    lastTrick: -1,
    belaHolder: -1,
    belaCalls: 0,
    belaPlayed: 0,
    bela: [0, 0],
    claimWindow: -1,
    claim: null,
    before: [0, 0],
    pot: 0,
  };
}

/** The cards of deck positions a..b-1 as a mask. */
function deckMask(deck: readonly Card[], a: number, b: number): CardMask {
  let m = 0;
  for (let i = a; i < b; i++) m |= 1 << deck[i];
  return m;
}

/** Deal a hand from a deck: 3-3-3-3, turn-up (card 12), 3 more each after bidding, bottom (card 31). */
export function handFromDeck(
  rules: Rules,
  dealer: Player,
  deck: readonly Card[],
  before: readonly [number, number] = [0, 0],
  pot = 0,
): HandState {
  const s = blankHand(rules, dealer);
  const nd = other(dealer);
  s.first[nd] = deckMask(deck, 0, 3) | deckMask(deck, 6, 9);
  s.first[dealer] = deckMask(deck, 3, 6) | deckMask(deck, 9, 12);
  s.turnUp = deck[12];
  s.rest[nd] = deckMask(deck, 13, 16);
  s.rest[dealer] = deckMask(deck, 16, 19);
  s.bottom = deck[31];
  s.hands = copyPair(s.first);
  s.before = copyPair(before);
  s.pot = pot;
  return s;
}

/** Check that a deck is 32 distinct cards: the deck, or why it is not one. */
export function checkDeck(deck: readonly Card[]): Result<readonly Card[], Message> {
  if (deck.length !== 32) return { ok: false, error: em('deckSize', deck.length) };
  let m = 0;
  for (const c of deck) {
    if (!Number.isInteger(c) || c < 0 || c > 31) return { ok: false, error: em('notACard', String(c)) };
    if (has(m, c)) return { ok: false, error: em('deckTwice', c) };
    m |= 1 << c;
  }
  return { ok: true, value: deck };
}

/**
 * Create a hand from a deck, or from the players' cards (with optional turn-up and bottom).
 * A hand given by cards only may be partial: the engine checks only what it knows.
 */
export function newHand(spec: DealSpec): Result<HandState, Message> {
  const before = spec.before ?? [0, 0];
  if (spec.deck) {
    const checked = checkDeck(spec.deck);
    if (!checked.ok) return checked;
    return { ok: true, value: handFromDeck(spec.rules, spec.dealer, spec.deck, before, spec.pot ?? 0) };
  }
  const s = blankHand(spec.rules, spec.dealer);
  s.before = copyPair(before);
  s.pot = spec.pot ?? 0;
  let seen = 0;
  const add = (c: Card, where: DealSlot): Message | null => {
    if (!Number.isInteger(c) || c < 0 || c > 31) return em('notACardAt', where, String(c));
    if (has(seen, c)) return em('dealtTwice', c);
    seen |= 1 << c;
    return null;
  };
  if (spec.hands) {
    for (const p of [0, 1] as const) {
      const cards = spec.hands[p];
      if (spec.partial ? cards.length > 9 : cards.length !== 6 && cards.length !== 9) {
        return { ok: false, error: em('dealtCount', p, !!spec.partial, cards.length) };
      }
      for (let i = 0; i < cards.length; i++) {
        const e = add(cards[i], { player: p });
        if (e) return { ok: false, error: e };
        if (i < 6 || spec.partial) s.first[p] |= 1 << cards[i];
        else s.rest[p] |= 1 << cards[i];
      }
    }
  }
  if (spec.turnUp !== undefined && spec.turnUp >= 0) {
    const e = add(spec.turnUp, 'turn-up');
    if (e) return { ok: false, error: e };
    s.turnUp = spec.turnUp;
  }
  if (spec.bottom !== undefined && spec.bottom >= 0) {
    const e = add(spec.bottom, 'bottom');
    if (e) return { ok: false, error: e };
    s.bottom = spec.bottom;
  }
  s.hands = copyPair(s.first);
  if (spec.partial) s.partial = true;
  return { ok: true, value: s };
}

export function cloneHand(s: HandState): HandState {
  // Every field listed (no object spread, which V8 runs on a slow path for these states and
  // which took most of the time of `apply`). The HandState annotation makes a forgotten field
  // a compile error.
  const t: HandState = {
    kind: 'hand',
    rules: s.rules,
    dealer: s.dealer,
    phase: s.phase,
    end: s.end,
    toAct: s.toAct,
    bidRound: s.bidRound,
    schmeissBy: s.schmeissBy,
    turnUp: s.turnUp,
    bottom: s.bottom,
    first: copyPair(s.first),
    rest: copyPair(s.rest),
    hands: copyPair(s.hands),
    trump: s.trump,
    taker: s.taker,
    exchangedBy: s.exchangedBy,
    declared: copyPair(s.declared),
    started: s.started,
    startHands: copyPair(s.startHands),
    played: copyPair(s.played),
    tricks: s.tricks,
    lead: s.lead,
    leader: s.leader,
    prevTrick: s.prevTrick,
    won: copyPair(s.won),
    tricksWon: copyPair(s.tricksWon),
    cardPoints: copyPair(s.cardPoints),
    basePoints: copyPair(s.basePoints),
    lastTrick: s.lastTrick,
    belaHolder: s.belaHolder,
    belaCalls: s.belaCalls,
    belaPlayed: s.belaPlayed,
    bela: copyPair(s.bela),
    claimWindow: s.claimWindow,
    claim: s.claim,
    before: copyPair(s.before),
    pot: s.pot,
  };
  if (s.partial) t.partial = true;
  if (s.later) t.later = true;
  return t;
}

// ---------------------------------------------------------------------------------------------
// Helpers on the state

/** Higher trumps than each card, by card: HIGHER[c] is a mask of trumps of c's suit beating c. */
export const HIGHER: number[] = [];
for (let c = 0; c < 32; c++) {
  let m = 0;
  const s = c >> 3,
    st = TRUMP_STRENGTH[c & 7];
  for (let r = 0; r < 8; r++) if (TRUMP_STRENGTH[r] > st) m |= 1 << (s * 8 + r);
  HIGHER[c] = m;
}

/**
 * The cards a player holding `hand` may play on `lead` (-1: leading, any card). Follow suit;
 * on a trump lead beat it if possible, else any trump; void in the suit led, trump if possible.
 * With `bareJass` a lone Jass need never be forced.
 */
export function legalPlayMask(hand: CardMask, lead: Card, trump: Suit | -1, bareJass: boolean): CardMask {
  if (lead < 0) return hand;
  const ls = lead >> 3;
  const follow = hand & (0xff << (ls * 8));
  if (ls === trump) {
    if (follow === 0) return hand;
    if (bareJass && follow === 1 << (trump * 8 + RJ)) return hand;
    const higher = follow & HIGHER[lead];
    return higher !== 0 ? higher : follow;
  }
  if (follow !== 0) return follow;
  if (trump < 0) return hand;
  const trumps = hand & (0xff << (trump * 8));
  if (trumps === 0) return hand;
  if (bareJass && trumps === 1 << (trump * 8 + RJ)) return hand;
  return trumps;
}

/** Who holds both king and queen of trumps (internal to the engine: not in index.ts). */
export function belaHolderOf(hands: readonly [CardMask, CardMask], trump: Suit | -1): Player | -1 {
  if (trump < 0) return -1;
  const kq = belaMask(trump as Suit);
  if ((hands[0] & kq) === kq) return 0;
  if ((hands[1] & kq) === kq) return 1;
  return -1;
}

/** Who holds the 7 of trumps now, or -1. */
export function sevenHolder(s: HandState): Player | -1 {
  if (s.trump < 0) return -1;
  const seven = sevenOf(s.trump as Suit);
  if (has(s.hands[0], seven)) return 0;
  if (has(s.hands[1], seven)) return 1;
  return -1;
}

/** Would the bela flag on this card be an announcement by the bela holder? */
/** Whether `c` is the king or queen of trumps and `p` holds (or held, once play started) both. */
export function belaCard(s: HandState, p: Player, c: Card): boolean {
  if (!isBelaCard(c, s.trump)) return false;
  const holder = s.started ? s.belaHolder : belaHolderOf(s.hands, s.trump);
  return holder === p;
}

/** What a claim by `p` now counts: the game total before the hand plus its points so far (see `pointsSoFar`). */
export function claimCount(s: HandState, p: Player): number {
  return s.before[p] + pointsSoFar(s)[p];
}

/** Points so far in this hand for claims: cards, last trick, credited runs, scored bela. */
export function pointsSoFar(s: HandState): [number, number] {
  return handPoints(s, creditedSequences(s));
}

/** Raw points given the runs credited: points before a position, cards, last trick, runs, bela. */
export function handPoints(s: HandState, seq: readonly [number, number]): [number, number] {
  const out: [number, number] = [0, 0];
  for (const p of [0, 1] as const) {
    out[p] = s.basePoints[p] + s.cardPoints[p] + (s.lastTrick === p ? 10 : 0) + seq[p] + s.bela[p];
  }
  return out;
}

/** The comparison of the two players' declared runs (a player yet to declare counts as none). */
export function runComparison(s: HandState): SequenceComparison {
  return compareRuns([s.declared[0] ?? [], s.declared[1] ?? []], s.trump, s.dealer, s.rules);
}

/** Runs credited under `cmp`: once both declarations are known and (if required) the holder won a trick. */
export function sequenceCredit(s: HandState, cmp: SequenceComparison): [number, number] {
  const out: [number, number] = [0, 0];
  if (s.declared[0] === null || s.declared[1] === null || cmp.winner === -1) return out;
  if (s.rules.sequencesNeedTrick && s.tricksWon[cmp.winner] === 0) return out;
  out[cmp.winner] = cmp.value;
  return out;
}

/** Runs credited so far. */
export function creditedSequences(s: HandState): [number, number] {
  return sequenceCredit(s, runComparison(s));
}

// ---------------------------------------------------------------------------------------------
// Faults: the one place that decides legality

/** The player a move is attributed to (for exchange, declare, claim: the named player or the natural actor). */
export function actorOf(s: HandState, m: Move): Player {
  if (m.type === 'exchange') {
    if (m.player !== undefined) return m.player;
    // Whoever holds the card named (not necessarily the 7 of trumps), else the 7 of trumps.
    if (m.card >= 0 && has(s.hands[1], m.card)) return 1;
    if (m.card >= 0 && has(s.hands[0], m.card)) return 0;
    const h = sevenHolder(s);
    return h !== -1 ? h : s.toAct;
  }
  if (m.type === 'declare' || m.type === 'claim')
    return m.player ?? (m.type === 'claim' && s.phase === 'over' && s.claimWindow !== -1 ? s.claimWindow : s.toAct);
  return s.toAct;
}

/**
 * Why a move is illegal in this state, most important first; empty when the move is legal. This is
 * the one place that decides legality: faults.ts `faultsOf` makes each reason a fault (its rule,
 * the facts of its sentence, the cards that explain it), and the move generator lists the moves
 * it finds nothing wrong with. A reason is the key of the fault's message, or `runs` for the bad
 * runs of a declaration (`judgeRuns` says which). A wrong `player` on a bid or play gives
 * `bidOutOfTurn` / `playOutOfTurn`, and the move is then judged as the move of the player whose
 * turn it was.
 */
export function whyIllegal(s: HandState, m: Move): Why[] {
  const p = actorOf(s, m);
  const over = s.phase === 'over';
  switch (m.type) {
    case 'next':
      return ['nextInHand'];
    case 'bid': {
      if (s.phase !== 'bidding') return [over ? 'bidAfterEnd' : 'bidInPlay'];
      const out: Why[] = m.player !== undefined && m.player !== s.toAct ? ['bidOutOfTurn'] : [];
      const f = bidWhy(s, m.bid);
      if (f) out.push(f);
      return out;
    }
    case 'play': {
      if (s.phase !== 'play') return [over ? 'playAfterEnd' : 'playBeforeTrump'];
      const out: Why[] = m.player !== undefined && m.player !== s.toAct ? ['playOutOfTurn'] : [];
      const f = playWhy(s, p, m.card);
      if (f) out.push(f);
      if (m.bela) {
        const b = belaWhy(s, p, m.card);
        if (b) out.push(b);
      }
      return out;
    }
    case 'exchange': {
      const f = exchangeWhy(s, p, m.card);
      return f ? [f] : [];
    }
    case 'declare':
      return declareWhy(s, p, m.runs);
    case 'claim': {
      const f = claimWhy(s, p);
      return f ? [f] : [];
    }
  }
}

/** A reason `whyIllegal` gives: a message key of the engine's catalogue, or `runs` (bad runs in a declaration). */
export type Why = keyof EngineWording | 'runs';

function bidWhy(s: HandState, bid: BidValue): Why | null {
  const tu = s.turnUp >= 0 ? suitOf(s.turnUp) : -1;
  if (s.schmeissBy !== -1) return bid === 'accept' || bid === 'refuse' ? null : 'schmeissPending';
  if (bid === 'accept' || bid === 'refuse') return 'answerWithoutOffer';
  if (s.bidRound === 1) {
    if (bid === 'take' || bid === 'pass') return null;
    if (bid === 'schmeiss') return s.rules.schmeiss ? null : 'schmeissNotAllowed';
    return 'namedInFirstRound';
  }
  if (bid === 'pass') return null;
  if (bid === 'take') return 'takeInSecondRound';
  if (bid === 'schmeiss') return 'schmeissInSecondRound';
  return parseSuit(bid) === tu ? 'namedTurnUpSuit' : null;
}

function playWhy(s: HandState, p: Player, c: Card): Why | null {
  const hand = s.hands[p];
  if (!has(hand, c)) return 'notHeld';
  if (s.lead < 0 || has(legalPlayMask(hand, s.lead, s.trump, s.rules.bareJass), c)) return null;
  const ls = suitOf(s.lead);
  if (ls === s.trump) return suitOf(c) !== ls ? 'mustPlayTrump' : 'mustOvertrump';
  return hand & suitMask(ls) ? 'mustFollow' : 'mustTrump';
}

function belaWhy(s: HandState, p: Player, c: Card): Why | null {
  if (!isBelaCard(c, s.trump)) return 'belaWrongCard';
  return !belaCard(s, p, c) && !belaUnchecked(s, c) ? 'belaNotHolder' : null;
}

/**
 * From a position after the first trick: a king or queen of trumps whose partner neither
 * player held at the position (it was played before it), so nothing shows P held the pair.
 */
function belaUnchecked(s: HandState, c: Card): boolean {
  return !!s.later && !has(s.startHands[0] | s.startHands[1], c ^ (RK ^ RQ));
}

function exchangeWhy(s: HandState, p: Player, c: Card): Why | null {
  if (s.phase === 'bidding') return 'exchangeInBidding';
  if (s.phase === 'over' || s.started) return 'exchangeAfterFirstCard';
  if (s.turnUp < 0) return 'exchangeNoTurnUp';
  if (s.exchangedBy !== -1) return 'exchangeAgain';
  if (s.trump !== suitOf(s.turnUp)) return 'exchangeTurnUpNotTrump';
  if (c !== sevenOf(s.trump as Suit)) return 'exchangeNotSeven';
  // A run already declared with this 7 in it does not make the exchange illegal: runs are
  // judged against the hand at the start of play, so that run is the fault (`lostRuns`).
  return has(s.hands[p], c) ? null : 'exchangeNotHeld';
}

/**
 * Whether `p` holds the 7 of trumps while the exchange is still to come: then the turn-up card
 * may yet be in `p`'s hand at the start of play (and the 7 not).
 */
export function exchangePending(s: HandState, p: Player): boolean {
  if (s.phase !== 'play' || s.started || s.exchangedBy !== -1 || s.turnUp < 0) return false;
  if (s.trump !== suitOf(s.turnUp)) return false;
  const seven = sevenOf(s.trump as Suit);
  return seven !== s.turnUp && has(s.hands[p], seven);
}

/**
 * Why a run of a declaration is bad (`judgeRuns`): 1 not a card, 2 a card twice, 3 not a run, 4
 * not held, 5 overlapping a run before it (a good one, or one rejected only as not held).
 */
export type RunFault = 1 | 2 | 3 | 4 | 5;

/**
 * Judge each declared run on its own: the masks of the good ones, which count ("invalid declared
 * runs are ignored": the runs, not the whole declaration), and why each bad one is bad (`bad[k]`
 * for run k, 0 for a good one). A run must be held at the start of play, after the dix: while the
 * declarer holds the 7 of trumps and the exchange is still to come, a run with the turn-up card in
 * it may be declared (it is checked again when play starts, `lostRuns`). A run overlapping a run
 * declared before it is bad, whether that run is good or rejected only as not held (`shared[k]`:
 * the cards run k shares with them). Nine cards hold at most three runs: past the tenth, the runs are
 * not judged one by one but ignored together (`tooMany`). `masks[k]` is run k's cards as far as
 * they were read. faults.ts words the bad ones.
 */
export function judgeRuns(
  s: HandState,
  p: Player,
  runs: readonly Card[][],
): { kept: CardMask[]; bad: (RunFault | 0)[]; masks: CardMask[]; shared: CardMask[]; tooMany: boolean } {
  const n = Math.min(runs.length, MAX_RUNS);
  const kept: CardMask[] = [];
  const bad: (RunFault | 0)[] = [];
  const masks: CardMask[] = [];
  const shared: CardMask[] = [];
  const now = s.hands[p];
  const after = exchangePending(s, p) ? (now & ~(1 << sevenOf(s.trump as Suit))) | (1 << s.turnUp) : now;
  let used = 0;
  for (let k = 0; k < n; k++) {
    let m = 0;
    let why: RunFault | 0 = 0;
    for (const c of runs[k]) {
      if (!Number.isInteger(c) || c < 0 || c > 31) why = 1;
      else if (has(m, c)) why = 2;
      if (why) break;
      m |= 1 << c;
    }
    if (!why && !isRunMask(m)) why = 3;
    const notHeld = !why && (m & ~now) !== 0 && (m & ~after) !== 0;
    // overlapping a run before it: a good one, or one rejected only as not held
    const overlap = why ? 0 : m & used;
    if (notHeld) why = 4;
    else if (overlap) why = 5;
    bad.push(why);
    masks.push(m);
    shared.push(overlap);
    if (!why) kept.push(m);
    if (!why || (why === 4 && !overlap)) used |= m;
  }
  return { kept, bad, masks, shared, tooMany: runs.length > n };
}

/** Runs judged one by one in a declaration (nine cards hold three runs at most). */
const MAX_RUNS = 10;

function declareWhy(s: HandState, p: Player, runs: readonly Card[][]): Why[] {
  if (s.phase !== 'play') return [s.phase === 'bidding' ? 'declareInBidding' : 'declareAfterEnd'];
  // After one's own first card, or in a position that starts after the first trick.
  if (s.played[p] > 0 || (s.started && s.tricks > 0)) return ['declareAfterPlay'];
  // A second declaration, also when the first one was ignored in part or in whole.
  if (s.declared[p] !== null) return ['declareAgain'];
  const j = judgeRuns(s, p, runs);
  return j.tooMany || j.bad.some((b) => b !== 0) ? ['runs'] : [];
}

/**
 * The runs `p` declared that are not held at the start of play, judged just before the first card
 * (the exchange may have given away a declared 7, or not brought a declared turn-up card): faults.ts
 * `startFaults` makes each a `declare` fault, charged to the declarer. Those runs are ignored
 * (`playCard` drops them).
 */
export function lostRuns(s: HandState, p: Player): CardMask[] {
  if (s.started || s.phase !== 'play') return [];
  return (s.declared[p] ?? []).filter((m) => (m & ~s.hands[p]) !== 0);
}

function claimWhy(s: HandState, p: Player): Why | null {
  if (s.phase === 'over' && s.end !== 'played') return 'claimAfterEnd';
  if (s.claim) return 'claimAgain';
  if (!s.rules.claiming) return 'claimNotAllowed';
  if (s.phase === 'bidding') return 'claimInBidding';
  if (s.claimWindow !== p || (s.phase === 'play' && s.lead >= 0))
    return s.lead >= 0 ? 'claimMidTrick' : 'claimNotWinner';
  return null;
}

// ---------------------------------------------------------------------------------------------
// Applying moves

/**
 * Start the play of a hand recorded without bids (trump and taker given instead): fixes trump
 * and taker as if the bidding had ended there. Only before the first bid; otherwise an error.
 */
export function startPlay(s: HandState, trump: Suit, taker: Player): Result<HandState, Message> {
  if (s.phase !== 'bidding' || s.bidRound !== 1 || s.toAct !== other(s.dealer) || s.schmeissBy !== -1) {
    return { ok: false, error: em('trumpTooLate') };
  }
  if (!(trump >= 0 && trump <= 3) || (taker !== 0 && taker !== 1)) return { ok: false, error: em('trumpInvalid') };
  const t = cloneHand(s);
  fixTrump(t, trump, taker);
  return { ok: true, value: t };
}

/** Fix trump and taker and start the play (internal to the engine: not in index.ts). */
export function fixTrump(s: HandState, trump: Suit, taker: Player): void {
  s.trump = trump;
  s.taker = taker;
  s.schmeissBy = -1;
  s.phase = 'play';
  s.hands = [s.first[0] | s.rest[0], s.first[1] | s.rest[1]];
  const nd = other(s.dealer);
  s.leader = nd;
  s.toAct = nd;
}

/**
 * Apply a move without checking it (it must be legal, or be given its natural meaning by the
 * caller). Mutates `s`. The solver and the benchmarks use this hot path.
 */
export function applyInPlace(s: HandState, m: Move): void {
  switch (m.type) {
    case 'bid':
      applyBid(s, m.bid);
      return;
    case 'exchange': {
      const p = m.player ?? (sevenHolder(s) as Player);
      s.hands[p] = (s.hands[p] & ~(1 << m.card)) | (1 << s.turnUp);
      s.exchangedBy = p;
      return;
    }
    case 'declare': {
      const p = m.player ?? s.toAct;
      s.declared[p] = m.runs.map(maskOf);
      return;
    }
    case 'play':
      playCard(s, m.card, !!m.bela);
      return;
    case 'claim': {
      const p = m.player ?? (s.claimWindow === -1 ? s.toAct : s.claimWindow);
      s.claim = { player: p, correct: claimCount(s, p) >= s.rules.target, points: pointsSoFar(s) };
      s.phase = 'over';
      s.end = 'claimed';
      s.claimWindow = -1;
      return;
    }
    case 'next':
      return;
  }
}

function applyBid(s: HandState, bid: BidValue): void {
  const p = s.toAct;
  if (s.schmeissBy !== -1) {
    if (bid === 'accept') {
      s.phase = 'over';
      s.end = 'schmeiss';
      s.schmeissBy = -1;
    } else fixTrump(s, suitOf(s.turnUp), s.schmeissBy as Player);
    return;
  }
  if (bid === 'schmeiss') {
    s.schmeissBy = p;
    s.toAct = other(p);
    return;
  }
  if (bid === 'take') {
    fixTrump(s, suitOf(s.turnUp), p);
    return;
  }
  if (bid === 'pass') {
    if (p !== s.dealer) {
      s.toAct = s.dealer;
      return;
    }
    if (s.bidRound === 1) {
      s.bidRound = 2;
      s.toAct = other(s.dealer);
      return;
    }
    s.phase = 'over';
    s.end = 'thrown-in';
    return;
  }
  fixTrump(s, parseSuit(bid) as Suit, p);
}

/** Play a card for the player to act (hot path; no checks). */
export function playCard(s: HandState, c: Card, announce: boolean): void {
  const p = s.toAct;
  const trump = s.trump;
  if (!s.started) {
    s.started = true;
    s.startHands = copyPair(s.hands);
    s.belaHolder = belaHolderOf(s.hands, trump);
    // runs are held at the start of play or not at all (see startFaults)
    for (const q of [0, 1] as const) {
      const runs = s.declared[q];
      if (runs && runs.some((r) => (r & ~s.hands[q]) !== 0))
        s.declared[q] = runs.filter((r) => (r & ~s.hands[q]) === 0);
    }
  }
  if (s.declared[p] === null) s.declared[p] = [];
  // bela: a card the player does not hold (played anyway, as a record is judged) plays no part,
  // neither as the first nor as the second card of the pair
  if (isBelaCard(c, trump) && has(s.hands[p], c)) {
    if (p === s.belaHolder) {
      s.belaPlayed++;
      if (announce) s.belaCalls |= s.belaPlayed === 1 ? 1 : 2;
      if (s.belaPlayed === 2) {
        const counted = s.rules.belaAnnounce === 'both' ? s.belaCalls === 3 : (s.belaCalls & 2) !== 0;
        if (counted) s.bela[p] += 20;
      }
    } else if (announce && s.later && belaUnchecked(s, c)) {
      // the partner was played before the position: the announcement counts, unchecked
      s.bela[p] += 20;
    }
  }
  s.hands[p] &= ~(1 << c);
  s.played[p]++;
  s.claimWindow = -1;
  if (s.lead < 0) {
    s.lead = c;
    s.leader = p;
    s.toAct = (p ^ 1) as Player;
    return;
  }
  const lead = s.lead;
  const w: Player = beats(c, lead, trump) ? p : s.leader;
  s.won[w] |= (1 << c) | (1 << lead);
  s.cardPoints[w] += cardPoints(c, trump) + cardPoints(lead, trump);
  s.tricksWon[w]++;
  s.tricks++;
  s.prevTrick = [lead, c, w];
  s.lead = -1;
  s.leader = w;
  s.toAct = w;
  if (s.rules.claiming) s.claimWindow = w;
  if (s.tricks >= 9 || (s.hands[0] === 0 && s.hands[1] === 0 && !s.partial)) {
    s.lastTrick = w;
    s.phase = 'over';
    s.end = 'played';
  }
}
