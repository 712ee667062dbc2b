/**
 * The faults of illegal moves, as data: `faultsOf` makes each reason `whyIllegal` (hand.ts) gives into
 * a fault: the rule it breaks, the message key and the facts of its sentence, the player it is
 * charged to and the cards that explain it. `whyIllegal` decides legality; this module only says why,
 * so that code that merely checks moves (the validator on a valid record) does not carry it.
 */
import { type Card, type Player, type Suit, cardsOf, has, parseSuit, sevenOf, suitMask, suitOf } from './cards.js';
import { HIGHER, type Why, actorOf, exchangePending, whyIllegal, judgeRuns, lostRuns } from './hand.js';
import { engineMessage as em } from './engine-message.js';
import { type Message, who } from './message.js';
import type { FaultData, HandState, Move, RuleId } from './types.js';

/** All faults of a move in this state, most important first; empty when the move is legal (`whyIllegal`). */
export function faultsOf(s: HandState, m: Move): FaultData[] {
  const out: FaultData[] = [];
  for (const why of whyIllegal(s, m)) {
    if (why === 'runs') out.push(...runFaults(s, actorOf(s, m), (m as { runs: readonly Card[][] }).runs));
    else out.push(faultOf(s, m, why));
  }
  return out;
}

/** The rule each reason breaks, but `wrong-phase` (`PHASE`) and those of moves of one kind (`KIND`). */
const RULE: Partial<Record<Why, RuleId>> = {
  bidOutOfTurn: 'out-of-turn',
  playOutOfTurn: 'out-of-turn',
  notHeld: 'card-not-held',
  mustPlayTrump: 'must-follow-suit',
  mustFollow: 'must-follow-suit',
  mustOvertrump: 'must-overtrump',
  mustTrump: 'must-trump',
  belaWrongCard: 'bela-announcement',
  belaNotHolder: 'bela-announcement',
  declareAgain: 'declare',
};

/** Reasons that are `wrong-phase`: the move comes at a time it cannot be made. */
const PHASE = new Set<Why>([
  'nextInHand',
  'bidAfterEnd',
  'bidInPlay',
  'playAfterEnd',
  'playBeforeTrump',
  'exchangeInBidding',
  'exchangeAfterFirstCard',
  'declareInBidding',
  'declareAfterEnd',
  'declareAfterPlay',
  'claimAfterEnd',
  'claimAgain',
]);

/** The rule a move of this kind breaks otherwise. */
const KIND: Record<Move['type'], RuleId> = {
  bid: 'bid',
  exchange: 'exchange',
  claim: 'claim',
  declare: 'declare',
  play: 'wrong-phase',
  next: 'wrong-phase',
};

function faultOf(s: HandState, m: Move, why: Exclude<Why, 'runs'>): FaultData {
  const rule = PHASE.has(why) ? 'wrong-phase' : (RULE[why] ?? KIND[m.type]);
  if (m.type === 'next') return { rule, ...em('nextInHand') };
  const p = actorOf(s, m);
  const cards = cardsFor(s, m, p, why, rule);
  const f: FaultData = { rule, ...facts(s, m, p, why, cards), player: p };
  if (why === 'bidOutOfTurn' || why === 'playOutOfTurn') f.player = m.player;
  if (cards) f.cards = cards;
  return f;
}

/**
 * The cards that explain a fault: the card of an exchange or of a play that is not held or not a
 * bela card; for a card the rules forbid, the cards of the suit led, the trumps or the higher
 * trumps held; none for a move at the wrong time or out of turn.
 */
function cardsFor(s: HandState, m: Exclude<Move, { type: 'next' }>, p: Player, why: Why, rule: RuleId): Card[] | null {
  if (m.type === 'exchange') return rule === 'exchange' ? [m.card] : null;
  if (m.type !== 'play') return null;
  if (rule === 'card-not-held' || rule === 'bela-announcement') return [m.card];
  const hand = s.hands[p];
  const follow = s.lead >= 0 ? hand & suitMask(suitOf(s.lead)) : 0;
  if (why === 'mustPlayTrump' || why === 'mustFollow') return cardsOf(follow);
  if (why === 'mustOvertrump') return cardsOf(follow & HIGHER[s.lead]);
  if (why === 'mustTrump') return cardsOf(hand & suitMask(s.trump as Suit));
  return null;
}

/** The message of a reason: its key and the facts its sentence names (`cards`: those that explain it, `cardsFor`). */
function facts(s: HandState, m: Exclude<Move, { type: 'next' }>, p: Player, why: Why, cards: Card[] | null): Message {
  const P = who(p);
  const tu = s.turnUp >= 0 ? suitOf(s.turnUp) : -1;
  switch (m.type) {
    case 'bid': {
      const b = m.bid;
      // a bid is judged as the bid of the player whose turn it is
      const T = who(s.toAct);
      switch (why) {
        case 'bidAfterEnd':
        case 'bidInPlay':
          return em(why, P, b);
        case 'bidOutOfTurn':
          return em(why, who(m.player!), b, P);
        case 'schmeissPending':
          return em(why, who(s.schmeissBy as Player), T, b);
        case 'answerWithoutOffer':
          return em(why, T, b);
        case 'namedInFirstRound':
          return em(why, T, parseSuit(b), tu);
        case 'takeInSecondRound':
          return em(why, T, tu);
        case 'namedTurnUpSuit':
          return em(why, T, parseSuit(b));
        default:
          return em(why as 'schmeissNotAllowed' | 'schmeissInSecondRound', T);
      }
    }
    case 'play': {
      const c = m.card;
      switch (why) {
        case 'playOutOfTurn':
          return em(why, who(m.player!), c, P);
        case 'mustPlayTrump':
        case 'mustOvertrump':
          return em(why, P, c, s.lead, cards!);
        case 'mustFollow':
          return em(why, P, c, s.lead, cards!, suitOf(s.lead));
        case 'mustTrump':
          return em(why, P, c, s.lead, suitOf(s.lead), cards!);
        case 'belaWrongCard':
          return em(why, P, c, s.trump);
        default:
          return em(why as 'playAfterEnd' | 'playBeforeTrump' | 'notHeld' | 'belaNotHolder', P, c);
      }
    }
    case 'exchange': {
      const c = m.card;
      if (why === 'exchangeTurnUpNotTrump') return em(why, P, c, s.turnUp, s.trump as number);
      if (why === 'exchangeNotSeven') return em(why, P, c, sevenOf(s.trump as Suit));
      return em(why as 'exchangeInBidding', P, c);
    }
    default:
      return em(why as 'declareAgain' | 'claimMidTrick', P);
  }
}

/** The faults of the bad runs of a declaration (`judgeRuns`), one each, and one for runs past the tenth. */
function runFaults(s: HandState, p: Player, runs: readonly Card[][]): FaultData[] {
  const P = who(p);
  const { bad, masks, shared, tooMany } = judgeRuns(s, p, runs);
  const now = s.hands[p];
  const pending = exchangePending(s, p);
  const seven = pending ? sevenOf(s.trump as Suit) : -1;
  const out: FaultData[] = [];
  for (let k = 0; k < bad.length; k++) {
    const m = masks[k],
      run = runs[k];
    const why = bad[k];
    if (!why) continue;
    const missing = cardsOf(m & ~now);
    const msg =
      why === 1
        ? em('declareNotACard', P)
        : why === 2
          ? em(
              'declareCardTwice',
              P,
              run.find((c, j) => run.indexOf(c) < j)!,
            )
          : why === 3
            ? em('declareNotRun', P, run)
            : why === 5
              ? em('declareOverlap', P, cardsOf(shared[k]))
              : pending && has(m, seven) && has(m, s.turnUp)
                ? em('declareSevenAndTurnUp', P, run, seven, s.turnUp)
                : em('declareNotHeld', P, run, missing);
    const f: FaultData = { rule: 'declare', ...msg, player: p };
    if (why === 4) f.cards = missing;
    out.push(f);
  }
  if (tooMany) out.push({ rule: 'declare', ...em('declareTooMany', P, runs.length), player: p });
  return out;
}

/**
 * The declared runs that are not held at the start of play (hand.ts `lostRuns`), judged just
 * before the first card: one `declare` fault each, charged to the declarer.
 */
export function startFaults(s: HandState): FaultData[] {
  const out: FaultData[] = [];
  for (const p of [0, 1] as const) {
    for (const m of lostRuns(s, p)) {
      const missing = cardsOf(m & ~s.hands[p]);
      out.push({
        rule: 'declare',
        ...em('declareNotHeldAtStart', who(p), cardsOf(m).reverse(), missing),
        player: p,
        cards: missing,
      });
    }
  }
  return out;
}
