/**
 * The state machine of one hand: creating a hand from a deck, a deal or a position, the legal
 * moves, the faults of illegal ones, and applying moves.
 *
 * One source of truth: `faultsOf` decides legality. `legalMoves` lists exactly the moves for
 * which `faultsOf` is empty, `explain` returns its first fault, and `apply` refuses any move it
 * faults. The fast helpers (`legalPlayMask`, `applyInPlace`) share the same code paths.
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
  cardPoints,
  has,
  other,
  parseSuit,
  suitMask,
  suitOf,
  sevenOf,
  cardsOf,
  TRUMP_STRENGTH,
} from './cards.js';
import type { Rules } from './rules.js';
import { type SequenceComparison, isRunMask, compareRuns } from './sequences.js';
import { type Message, engineMessage as em, who } from './message.js';
import type { BidValue, FaultData, HandState, Move, Result } from './types.js';
import type { DealSlot } from './wording.js';

// ---------------------------------------------------------------------------------------------
// Creating hands

/** How `newHand` deals: a whole deck, or the players' cards (then perhaps only part of them). */
export interface DealSpec {
  rules: Rules;
  dealer: Player;
  /** The shuffled deck, top card first (32 distinct cards). */
  deck?: readonly Card[];
  /** Each player's cards in the order received: the first six, then three more (6 or 9 each). */
  hands?: readonly [readonly Card[], readonly Card[]];
  turnUp?: Card;
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
  s.hands = [s.first[0], s.first[1]];
  s.before = [before[0], before[1]];
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
  s.before = [before[0], before[1]];
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
  s.hands = [s.first[0], s.first[1]];
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
    first: [s.first[0], s.first[1]],
    rest: [s.rest[0], s.rest[1]],
    hands: [s.hands[0], s.hands[1]],
    trump: s.trump,
    taker: s.taker,
    exchangedBy: s.exchangedBy,
    declared: [s.declared[0], s.declared[1]],
    started: s.started,
    startHands: [s.startHands[0], s.startHands[1]],
    played: [s.played[0], s.played[1]],
    tricks: s.tricks,
    lead: s.lead,
    leader: s.leader,
    prevTrick: s.prevTrick,
    won: [s.won[0], s.won[1]],
    tricksWon: [s.tricksWon[0], s.tricksWon[1]],
    cardPoints: [s.cardPoints[0], s.cardPoints[1]],
    basePoints: [s.basePoints[0], s.basePoints[1]],
    lastTrick: s.lastTrick,
    belaHolder: s.belaHolder,
    belaCalls: s.belaCalls,
    belaPlayed: s.belaPlayed,
    bela: [s.bela[0], s.bela[1]],
    claimWindow: s.claimWindow,
    claim: s.claim,
    before: [s.before[0], s.before[1]],
    pot: s.pot,
  };
  if (s.partial) t.partial = true;
  if (s.later) t.later = true;
  return t;
}

// ---------------------------------------------------------------------------------------------
// Helpers on the state

/** Higher trumps than each card, by card: HIGHER[c] is a mask of trumps of c's suit beating c. */
const HIGHER: number[] = [];
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
  const kq = (1 << (trump * 8 + RK)) | (1 << (trump * 8 + RQ));
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
  if (s.trump < 0 || suitOf(c) !== s.trump) return false;
  const r = c & 7;
  if (r !== RK && r !== RQ) return false;
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
  if (s.declared[0] === null || s.declared[1] === null) return [0, 0];
  return sequenceCredit(s, runComparison(s));
}

// ---------------------------------------------------------------------------------------------
// Faults: the one place that decides legality

/** The player a move is attributed to (for exchange, declare, claim: the named player or the natural actor). */
export function actorOf(s: HandState, m: Move): Player {
  if (m.type === 'exchange') {
    if (m.player !== undefined) return m.player;
    const h = sevenHolder(s);
    if (h !== -1) return h;
    // Whoever holds the card named.
    if (m.card >= 0 && has(s.hands[1], m.card)) return 1;
    return has(s.hands[0], m.card) ? 0 : s.toAct;
  }
  if (m.type === 'declare' || m.type === 'claim')
    return m.player ?? (m.type === 'claim' && s.phase === 'over' && s.claimWindow !== -1 ? s.claimWindow : s.toAct);
  return s.toAct;
}

/**
 * All faults of a move in this state, most important first; empty when the move is legal.
 * A wrong `player` on a bid or play gives `out-of-turn` and the move is then judged as the
 * move of the player whose turn it was.
 */
export function faultsOf(s: HandState, m: Move): FaultData[] {
  const out: FaultData[] = [];
  const p = actorOf(s, m);
  const P = who(p);
  const over = s.phase === 'over';
  switch (m.type) {
    case 'next':
      out.push({ rule: 'wrong-phase', ...em('nextInHand') });
      return out;
    case 'bid': {
      if (s.phase !== 'bidding') {
        out.push({
          rule: 'wrong-phase',
          ...(over ? em('bidAfterEnd', P, m.bid) : em('bidInPlay', P, m.bid)),
          player: p,
        });
        return out;
      }
      if (m.player !== undefined && m.player !== s.toAct) {
        out.push({ rule: 'out-of-turn', ...em('bidOutOfTurn', who(m.player), m.bid, P), player: m.player });
      }
      const f = bidFault(s, m.bid);
      if (f) out.push(f);
      return out;
    }
    case 'play': {
      if (s.phase !== 'play') {
        out.push({
          rule: 'wrong-phase',
          ...(over ? em('playAfterEnd', P, m.card) : em('playBeforeTrump', P, m.card)),
          player: p,
        });
        return out;
      }
      if (m.player !== undefined && m.player !== s.toAct) {
        out.push({ rule: 'out-of-turn', ...em('playOutOfTurn', who(m.player), m.card, P), player: m.player });
      }
      const f = playFault(s, p, m.card);
      if (f) out.push(f);
      if (m.bela) {
        const b = belaFault(s, p, m.card);
        if (b) out.push(b);
      }
      return out;
    }
    case 'exchange': {
      const f = exchangeFault(s, p, m.card);
      if (f) out.push(f);
      return out;
    }
    case 'declare':
      declareFaults(out, s, p, m.runs);
      return out;
    case 'claim': {
      const f = claimFault(s, p);
      if (f) out.push(f);
      return out;
    }
  }
}

// a module-level helper, not a closure: bids are judged on the validator's hot path
function bidFaultOf(p: Player, why: Message): FaultData {
  return { rule: 'bid', key: why.key, args: why.args, player: p };
}

function bidFault(s: HandState, bid: BidValue): FaultData | null {
  const p = s.toAct,
    P = who(p);
  const tu = s.turnUp >= 0 ? suitOf(s.turnUp) : -1;
  if (s.schmeissBy !== -1) {
    if (bid === 'accept' || bid === 'refuse') return null;
    return bidFaultOf(p, em('schmeissPending', who(s.schmeissBy), P, bid));
  }
  if (bid === 'accept' || bid === 'refuse') return bidFaultOf(p, em('answerWithoutOffer', P, bid));
  if (s.bidRound === 1) {
    if (bid === 'take' || bid === 'pass') return null;
    if (bid === 'schmeiss') return s.rules.schmeiss ? null : bidFaultOf(p, em('schmeissNotAllowed', P));
    return bidFaultOf(p, em('namedInFirstRound', P, parseSuit(bid), tu));
  }
  if (bid === 'pass') return null;
  if (bid === 'take') return bidFaultOf(p, em('takeInSecondRound', P, tu));
  if (bid === 'schmeiss') return bidFaultOf(p, em('schmeissInSecondRound', P));
  const su = parseSuit(bid);
  if (su === tu) return bidFaultOf(p, em('namedTurnUpSuit', P, su));
  return null;
}

function playFault(s: HandState, p: Player, c: Card): FaultData | null {
  const P = who(p);
  const hand = s.hands[p];
  if (!has(hand, c)) return { rule: 'card-not-held', ...em('notHeld', P, c), player: p, cards: [c] };
  if (s.lead < 0) return null;
  const legal = legalPlayMask(hand, s.lead, s.trump, s.rules.bareJass);
  if (has(legal, c)) return null;
  const lead = s.lead,
    ls = suitOf(lead),
    trump = s.trump;
  const follow = hand & suitMask(ls);
  if (ls === trump) {
    if (suitOf(c) !== trump) {
      const trumps = cardsOf(follow);
      return { rule: 'must-follow-suit', ...em('mustPlayTrump', P, c, lead, trumps), player: p, cards: trumps };
    }
    const higher = cardsOf(follow & HIGHER[lead]);
    return { rule: 'must-overtrump', ...em('mustOvertrump', P, c, lead, higher), player: p, cards: higher };
  }
  if (follow !== 0) {
    const f = cardsOf(follow);
    return { rule: 'must-follow-suit', ...em('mustFollow', P, c, lead, f, ls), player: p, cards: f };
  }
  const trumps = cardsOf(hand & suitMask(trump));
  return { rule: 'must-trump', ...em('mustTrump', P, c, lead, ls, trumps), player: p, cards: trumps };
}

function belaFault(s: HandState, p: Player, c: Card): FaultData | null {
  const P = who(p);
  const trump = s.trump;
  const isKQ = trump >= 0 && suitOf(c) === trump && ((c & 7) === RK || (c & 7) === RQ);
  if (!isKQ) return { rule: 'bela-announcement', ...em('belaWrongCard', P, c, trump), player: p, cards: [c] };
  if (!belaCard(s, p, c) && !belaUnchecked(s, c))
    return { rule: 'bela-announcement', ...em('belaNotHolder', P, c), player: p, cards: [c] };
  return null;
}

/**
 * From a position after the first trick: a king or queen of trumps whose partner neither
 * player held at the position (it was played before it), so nothing shows P held the pair.
 */
function belaUnchecked(s: HandState, c: Card): boolean {
  return !!s.later && !has(s.startHands[0] | s.startHands[1], c ^ (RK ^ RQ));
}

function exchangeFault(s: HandState, p: Player, c: Card): FaultData | null {
  const P = who(p);
  const fault = (why: Message): FaultData => ({ rule: 'exchange', ...why, player: p, cards: [c] });
  if (s.phase === 'bidding') return { rule: 'wrong-phase', ...em('exchangeInBidding', P, c), player: p };
  if (s.phase === 'over' || s.started) return { rule: 'wrong-phase', ...em('exchangeAfterFirstCard', P, c), player: p };
  if (s.turnUp < 0) return fault(em('exchangeNoTurnUp', P, c));
  if (s.exchangedBy !== -1) return fault(em('exchangeAgain', P, c));
  const tu = suitOf(s.turnUp);
  if (s.trump !== tu) return fault(em('exchangeTurnUpNotTrump', P, c, s.turnUp, s.trump as number));
  const seven = sevenOf(s.trump as Suit);
  if (c !== seven) return fault(em('exchangeNotSeven', P, c, seven));
  if (!has(s.hands[p], c)) return fault(em('exchangeNotHeld', P, c));
  // A run already declared with this 7 in it does not make the exchange illegal: runs are
  // judged against the hand at the start of play, so that run is the fault (`startFaults`).
  return null;
}

/**
 * Whether `p` holds the 7 of trumps while the exchange is still to come: then the turn-up card
 * may yet be in `p`'s hand at the start of play (and the 7 not).
 */
function exchangePending(s: HandState, p: Player): boolean {
  if (s.phase !== 'play' || s.started || s.exchangedBy !== -1 || s.turnUp < 0) return false;
  if (s.trump !== suitOf(s.turnUp)) return false;
  const seven = sevenOf(s.trump as Suit);
  return seven !== s.turnUp && has(s.hands[p], seven);
}

/**
 * Judge each declared run on its own (internal to the engine: not in index.ts): the faults of
 * the bad ones and the masks of the good ones, which count ("invalid declared runs are
 * ignored": the runs, not the whole declaration). A run must be held at the start of play,
 * after the dix: while the declarer holds the 7 of trumps and the exchange is still to come,
 * a run with the turn-up card in it may be declared (it is checked again when play starts,
 * `startFaults`). A run overlapping a good run declared before it is bad. Nine cards hold at
 * most three runs: past the tenth, the runs are not judged one by one but ignored together
 * (one fault). Without a wording only `kept` is worked out.
 */
export function judgeRuns(
  s: HandState,
  p: Player,
  runs: readonly Card[][],
  withFaults = true,
): { faults: FaultData[]; kept: CardMask[] } {
  const P = who(p);
  const faults: FaultData[] = [];
  const n = Math.min(runs.length, MAX_RUNS);
  const kept: CardMask[] = [];
  const now = s.hands[p];
  const pending = exchangePending(s, p);
  const seven = pending ? sevenOf(s.trump as Suit) : -1;
  const after = pending ? (now & ~(1 << seven)) | (1 << s.turnUp) : now;
  let used = 0;
  for (let k = 0; k < n; k++) {
    const run = runs[k];
    let m = 0;
    // why the run is bad: 1 not a card, 2 a card twice (at `twice`), 3 not a run, 4 not held, 5 overlap
    let bad = 0,
      twice = -1;
    for (const c of run) {
      if (!Number.isInteger(c) || c < 0 || c > 31) bad = 1;
      else if (has(m, c)) {
        bad = 2;
        twice = c;
      }
      if (bad) break;
      m |= 1 << c;
    }
    if (!bad && !isRunMask(m)) bad = 3;
    if (!bad && (m & ~now) !== 0 && (m & ~after) !== 0) bad = 4;
    if (!bad && m & used) bad = 5;
    if (!bad) {
      kept.push(m);
      used |= m;
      continue;
    }
    if (!withFaults) continue;
    const missing = cardsOf(m & ~now);
    const why =
      bad === 1
        ? em('declareNotACard', P)
        : bad === 2
          ? em('declareCardTwice', P, twice)
          : bad === 3
            ? em('declareNotRun', P, run)
            : bad === 5
              ? em('declareOverlap', P, cardsOf(m & used))
              : pending && has(m, seven) && has(m, s.turnUp)
                ? em('declareSevenAndTurnUp', P, run, seven, s.turnUp)
                : em('declareNotHeld', P, run, missing);
    const f: FaultData = { rule: 'declare', ...why, player: p };
    if (bad === 4) f.cards = missing;
    faults.push(f);
  }
  if (runs.length > n && withFaults)
    faults.push({ rule: 'declare', ...em('declareTooMany', P, runs.length), player: p });
  return { faults, kept };
}

/** Runs judged one by one in a declaration (nine cards hold three runs at most). */
const MAX_RUNS = 10;

function declareFaults(out: FaultData[], s: HandState, p: Player, runs: readonly Card[][]): void {
  const P = who(p);
  if (s.phase !== 'play') {
    out.push({
      rule: 'wrong-phase',
      ...(s.phase === 'bidding' ? em('declareInBidding', P) : em('declareAfterEnd', P)),
      player: p,
    });
    return;
  }
  // After one's own first card, or in a position that starts after the first trick.
  if (s.played[p] > 0 || (s.started && s.tricks > 0)) {
    out.push({ rule: 'wrong-phase', ...em('declareAfterPlay', P), player: p });
    return;
  }
  // A second declaration, also when the first one was ignored in part or in whole.
  if (s.declared[p] !== null) {
    out.push({ rule: 'declare', ...em('declareAgain', P), player: p });
    return;
  }
  out.push(...judgeRuns(s, p, runs).faults);
}

/**
 * The declared runs that are not held at the start of play, judged just before the first card
 * (the exchange may have given away a declared 7, or not brought a declared turn-up card): one
 * `declare` fault each, charged to the declarer. Those runs are ignored (`playCard` drops them).
 */
export function startFaults(s: HandState): FaultData[] {
  const out: FaultData[] = [];
  if (s.started || s.phase !== 'play') return out;
  for (const p of [0, 1] as const) {
    const runs = s.declared[p];
    if (!runs) continue;
    for (const m of runs) {
      const missing = m & ~s.hands[p];
      if (missing === 0) continue;
      const run = cardsOf(m).reverse();
      out.push({
        rule: 'declare',
        ...em('declareNotHeldAtStart', who(p), run, cardsOf(missing)),
        player: p,
        cards: cardsOf(missing),
      });
    }
  }
  return out;
}

function claimFault(s: HandState, p: Player): FaultData | null {
  const P = who(p);
  if (s.phase === 'over' && s.end !== 'played') return { rule: 'wrong-phase', ...em('claimAfterEnd', P), player: p };
  if (s.claim) return { rule: 'wrong-phase', ...em('claimAgain', P), player: p };
  if (!s.rules.claiming) return { rule: 'claim', ...em('claimNotAllowed', P), player: p };
  if (s.phase === 'bidding') return { rule: 'claim', ...em('claimInBidding', P), player: p };
  if (s.claimWindow !== p || (s.phase === 'play' && s.lead >= 0)) {
    return { rule: 'claim', ...(s.lead >= 0 ? em('claimMidTrick', P) : em('claimNotWinner', P)), player: p };
  }
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
      s.declared[p] = m.runs.map((r) => {
        let x = 0;
        for (const c of r) x |= 1 << c;
        return x;
      });
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
    s.startHands = [s.hands[0], s.hands[1]];
    s.belaHolder = belaHolderOf(s.hands, trump);
    // runs are held at the start of play or not at all (see startFaults)
    for (const q of [0, 1] as const) {
      const runs = s.declared[q];
      if (runs && runs.some((r) => (r & ~s.hands[q]) !== 0))
        s.declared[q] = runs.filter((r) => (r & ~s.hands[q]) === 0);
    }
  }
  if (s.declared[p] === null) s.declared[p] = [];
  s.hands[p] &= ~(1 << c);
  s.played[p]++;
  s.claimWindow = -1;
  if (p === s.belaHolder && c >> 3 === trump && ((c & 7) === RK || (c & 7) === RQ)) {
    s.belaPlayed++;
    if (announce) s.belaCalls |= s.belaPlayed === 1 ? 1 : 2;
    if (s.belaPlayed === 2) {
      const counted = s.rules.belaAnnounce === 'both' ? s.belaCalls === 3 : (s.belaCalls & 2) !== 0;
      if (counted) s.bela[p] += 20;
    }
  } else if (announce && s.later && c >> 3 === trump && ((c & 7) === RK || (c & 7) === RQ) && belaUnchecked(s, c)) {
    // the partner was played before the position: the announcement counts, unchecked
    s.bela[p] += 20;
  }
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
