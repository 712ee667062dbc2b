/**
 * What one player may know, and deals sampled consistently with it.
 *
 * `viewOf(state, player)` is the only function of the computer opponent that reads a real
 * HandState; everything else reads the View it returns. The view keeps the public part of the
 * state and the player's own cards, and replaces the opponent's hidden cards (and, during the
 * bidding, the player's own three cards still to come and the bottom card) by constraints:
 *  - cards that are unseen (in the opponent's hand or in the stock),
 *  - cards known to be in the opponent's hand: the turn-up after the opponent's dix exchange,
 *    declared runs, the other bela card after bela was announced on the first one,
 *  - cards the opponent cannot hold: suits they failed to follow, trumps when they did not
 *    trump, trumps above a trump lead they did not beat.
 * `determinize(view, rng)` fills the hidden cards with a uniformly random assignment that
 * meets every constraint, producing a complete HandState for the solver.
 */
import {
  type Card,
  type CardMask,
  type HandState,
  type Move,
  type Player,
  type RngState,
  type Suit,
  RJ,
  RK,
  RQ,
  TRUMP_STRENGTH,
  bestRun,
  beats,
  cardPoints,
  compareRuns,
  maximalRuns,
  runRank,
  cloneHand,
  legalPlayMask,
  nextFloat,
  nextInt,
  other,
  popcount,
  sevenOf,
} from '../engine/internal.js';
import { type BidEvidence, bidLikelihood } from './model.js';
import { ruleCardOf } from './oppmodel.js';

/** One completed (or open) trick as seen by everybody. */
export interface TrickRecord {
  leader: Player;
  lead: Card;
  /** The second card, or -1 for the open trick. */
  follow: Card;
  winner: Player | -1;
}

export interface View {
  me: Player;
  /**
   * The state with everything the player cannot see removed: the opponent's hand masks are 0,
   * during the bidding the player's three cards to come are 0 and the bottom card is -1, and
   * the bela holder is set only when it is public (or the player's own).
   */
  pub: HandState;
  /** Cards whose place the player does not know (opponent's hand or the stock). */
  unseen: CardMask;
  /** Cards known to be in the opponent's hand now (a subset of `unseen`). */
  oppMust: CardMask;
  /** Unseen cards the opponent cannot hold (inferred from play). */
  oppExcluded: CardMask;
  /** Cards the opponent holds now (their number is public). */
  oppCount: number;
  /** Cards each player has played in this hand. */
  playedBy: [CardMask, CardMask];
  /** Tricks of this hand in order, when the move history was available. */
  tricks: TrickRecord[] | null;
  /** What the opponent's bids and their dix say (soft evidence, used to weight samples). */
  evidence: Evidence;
  /**
   * The likelihood factor of each card the opponent played that is not the rules-of-thumb card
   * (oppmodel.ts) of the hand sampled for them; 1: their cards are not read that way.
   */
  ruleMiss: number;
}

/** Public facts about the opponent's choices that make some hands of theirs likelier. */
export interface Evidence extends BidEvidence {
  passed: Suit[];
  /** The dix exchange was possible and nobody made it: the 7 of trumps is rarely kept. */
  sevenKept: Card;
}

const ALL = -1;

function kqMask(trump: number): CardMask {
  return trump < 0 ? 0 : (1 << (trump * 8 + RK)) | (1 << (trump * 8 + RQ));
}

/** Trumps beating trump card `c`. */
function higherTrumps(c: Card): CardMask {
  const s = c >> 3,
    st = TRUMP_STRENGTH[c & 7];
  let m = 0;
  for (let r = 0; r < 8; r++) if (TRUMP_STRENGTH[r] > st) m |= 1 << (s * 8 + r);
  return m;
}

/**
 * Rebuild the tricks from the play moves: the first leader is the non-dealer (or the `player`
 * of the first play), each trick's winner leads the next. Needs only public facts.
 */
export function tricksFromMoves(moves: readonly Move[], dealer: Player, trump: Suit | -1): TrickRecord[] {
  const out: TrickRecord[] = [];
  let leader: Player | -1 = -1;
  let open: TrickRecord | null = null;
  for (const m of moves) {
    if (m.type !== 'play') continue;
    if (leader === -1) leader = m.player ?? other(dealer);
    if (!open) {
      open = { leader, lead: m.card, follow: -1, winner: -1 };
      out.push(open);
    } else {
      open.follow = m.card;
      open.winner = beats(m.card, open.lead, trump) ? other(open.leader) : open.leader;
      leader = open.winner;
      open = null;
    }
  }
  return out;
}

/** The public view of `state` for player `me` (see the module comment). */
export function viewOf(state: HandState, me: Player, history?: readonly Move[] | null, ruleMiss = 1): View {
  const opp = other(me);
  const pub = cloneHand(state);
  pub.hands[opp] = 0;
  pub.first[opp] = 0;
  pub.rest[opp] = 0;
  pub.startHands[opp] = 0;
  const bidding = state.phase === 'bidding' || (state.phase === 'over' && state.trump < 0);
  if (bidding) {
    pub.rest[me] = 0;
    pub.bottom = -1;
    pub.hands[me] = state.first[me];
  }
  const myHand = pub.hands[me];
  const trump = state.trump;

  // Who played what: my played cards are my start hand minus what I hold.
  const allPlayed = state.won[0] | state.won[1] | (state.lead >= 0 ? 1 << state.lead : 0);
  const myPlayed = state.started ? state.startHands[me] & ~myHand & allPlayed : 0;
  const oppPlayed = allPlayed & ~myPlayed;
  const playedBy: [CardMask, CardMask] = [0, 0];
  playedBy[me] = myPlayed;
  playedBy[opp] = oppPlayed;

  // Bela: known to me when I hold it; public for the opponent once announced on a first card.
  const kq = kqMask(trump);
  const myStart = state.started ? state.startHands[me] : myHand;
  let belaHolder: Player | -1 = -1;
  let oppMust = 0;
  if (!bidding && kq && (myStart & kq) === kq) belaHolder = me;
  else if (!bidding && kq && state.belaCalls & 1 && oppPlayed & kq) {
    belaHolder = opp;
    oppMust |= kq & ~oppPlayed;
  }
  pub.belaHolder = belaHolder;
  pub.belaPlayed = belaHolder === -1 ? 0 : popcount(playedBy[belaHolder] & kq);

  // Unseen cards.
  let known = myHand | allPlayed;
  if (state.turnUp >= 0) known |= 1 << state.turnUp;
  if (!bidding && state.bottom >= 0) known |= 1 << state.bottom;
  let unseen = ALL & ~known;
  if (!bidding && state.exchangedBy !== -1 && trump >= 0) {
    const seven = sevenOf(trump as Suit);
    unseen &= ~(1 << seven); // the 7 now lies where the turn-up was
    if (state.exchangedBy === opp && !(oppPlayed & (1 << state.turnUp))) {
      unseen |= 1 << state.turnUp;
      oppMust |= 1 << state.turnUp;
    }
  }

  // Declared runs are shown: those the engine counts, and (from the moves, below) those it voided
  // at the start of play for not being held then (the 7 of trumps exchanged away, the turn-up
  // card not taken), whose other cards the declarer still holds.
  const decl = state.declared[opp];
  if (!bidding && decl) for (const r of decl) oppMust |= r & ~oppPlayed;
  oppMust &= unseen;

  // How many cards the opponent holds: as many as I do, one fewer when they have led to this trick.
  const mine = popcount(myHand);
  let oppCount: number;
  if (bidding) oppCount = 6;
  else if (state.phase === 'over') oppCount = 0;
  else if (state.lead < 0) oppCount = mine;
  else oppCount = state.leader === opp ? mine - 1 : mine + 1;
  // The runs the engine voided (see above), from the moves.
  if (!bidding && history) {
    const dealt = state.first[me] | state.rest[me] | (state.turnUp >= 0 ? 1 << state.turnUp : 0);
    let shown = 0;
    for (const m of history) {
      if (m.type !== 'declare') continue;
      let cards = 0;
      for (const r of m.runs) for (const c of r) cards |= 1 << c;
      // a move that does not say who declared is the opponent's when it shows a card not dealt to me
      if (m.player === opp || (m.player === undefined && cards & ~dealt)) shown |= cards;
    }
    shown &= unseen & ~oppPlayed;
    // (moves that do not match the state could claim more cards than the opponent holds: then not used)
    if (popcount(oppMust | shown) <= oppCount) oppMust |= shown;
  }

  // Inferences from the tricks.
  let tricks: TrickRecord[] | null = null;
  if (history && !bidding) {
    const t = tricksFromMoves(history, state.dealer, trump);
    let p0 = 0,
      p1 = 0,
      count = 0;
    for (const tr of t) {
      const cards: Array<[Player, Card]> = [[tr.leader, tr.lead]];
      if (tr.follow >= 0) cards.push([other(tr.leader), tr.follow]);
      for (const [p, c] of cards) {
        if (p === 0) p0 |= 1 << c;
        else p1 |= 1 << c;
        count++;
      }
    }
    // use the history only when it matches the state exactly
    if (count === popcount(allPlayed) && (me === 0 ? p0 : p1) === myPlayed && (me === 0 ? p1 : p0) === oppPlayed)
      tricks = t;
  }
  let excluded = 0;
  const bare = state.rules.bareJass;
  const infer = (lead: Card, follow: Card) => {
    const ls = lead >> 3,
      fs = follow >> 3;
    const trumpMask = trump < 0 ? 0 : 0xff << (trump * 8);
    const jass = trump < 0 ? 0 : 1 << (trump * 8 + RJ);
    if (fs !== ls) {
      excluded |= 0xff << (ls * 8);
      if (ls === trump) excluded |= trumpMask & ~(bare ? jass : 0);
      else if (fs !== trump) excluded |= trumpMask & ~(bare ? jass : 0);
    } else if (ls === trump && !beats(follow, lead, trump)) {
      excluded |= higherTrumps(lead);
    }
  };
  if (tricks) {
    for (const tr of tricks) if (tr.follow >= 0 && tr.leader === me) infer(tr.lead, tr.follow);
  } else if (state.prevTrick && !bidding) {
    const [lead, follow] = state.prevTrick;
    if (myPlayed & (1 << lead)) infer(lead, follow);
  }
  const oppExcluded = excluded & unseen & ~oppMust;

  return {
    me,
    pub,
    unseen,
    oppMust,
    oppExcluded,
    oppCount,
    playedBy,
    tricks,
    evidence: evidenceOf(state, me, bidding),
    ruleMiss,
  };
}

/** Read the opponent's bids from the public state (who took, in which round, who dealt). */
function evidenceOf(state: HandState, me: Player, bidding: boolean): Evidence {
  const opp = other(me);
  const ev: Evidence = { took: -1, passed: [], passedRound2: false, sevenKept: -1 };
  if (bidding || state.turnUp < 0 || state.taker === -1 || state.trump < 0) return ev;
  const s0 = (state.turnUp >> 3) as Suit;
  const nd = other(state.dealer);
  if (state.taker === opp) ev.took = state.trump as Suit;
  if (state.bidRound === 2) {
    ev.passed.push(s0);
    if (opp === nd && state.taker === me) ev.passedRound2 = true;
  } else if (opp === nd && state.taker === me) ev.passed.push(s0);
  if (state.started && state.exchangedBy === -1 && state.trump === s0 && state.turnUp !== sevenOf(s0))
    ev.sevenKept = sevenOf(s0);
  return ev;
}

/** How likely the opponent's public choices are if they started the play with `start`. */
export function likelihood(v: View, start: CardMask): number {
  const ev = v.evidence;
  // the bids were made before any exchange: with the 7 of trumps, not the turn-up card
  let atBidding = start;
  if (v.pub.exchangedBy === other(v.me) && v.pub.turnUp >= 0 && v.pub.trump >= 0) {
    atBidding = (start & ~(1 << v.pub.turnUp)) | (1 << sevenOf(v.pub.trump as Suit));
  }
  let l = bidLikelihood(atBidding, ev);
  if (ev.sevenKept >= 0 && start & (1 << ev.sevenKept)) l *= 0.2;
  const pub = v.pub;
  const opp = other(v.me);
  // runs are worth points: a player rarely keeps back a run better than what they declared,
  // unless they had seen it could not beat ours
  const decl = pub.declared[opp];
  if (decl && pub.trump >= 0) {
    const best = bestRun(decl, pub.trump, pub.rules);
    const bestRank = best ? runRank(best, pub.trump, pub.rules) : -1;
    const mine = pub.declared[v.me];
    const sawMine = mine !== null && other(pub.dealer) === v.me;
    for (const r of maximalRuns(start)) {
      if (runRank(r, pub.trump, pub.rules) <= bestRank) continue;
      const pair: [CardMask[], CardMask[]] = [[], []];
      pair[opp] = [r];
      pair[v.me] = mine ?? [];
      if (!sawMine || compareRuns(pair, pub.trump, pub.dealer, pub.rules).winner === opp) {
        l *= HIDDEN_RUN;
        break;
      }
    }
  }
  // a K or Q of trumps played without bela: they rarely held the other one too
  if (pub.trump >= 0 && pub.rules.belaAnnounce === 'both' && !(pub.belaCalls & 1)) {
    const kq = (1 << (pub.trump * 8 + RK)) | (1 << (pub.trump * 8 + RQ));
    const shown = v.playedBy[opp] & kq;
    if (shown && (shown & (shown - 1)) === 0 && (start & kq) === kq && !(v.playedBy[v.me] & kq)) l *= 0.2;
  }
  // players rarely give away points they need not: a card lost to a trick while a legal card
  // worth fewer points (that would also have lost) was held is unlikely
  const tricks = v.tricks;
  if (tricks) {
    const opp = other(v.me);
    const trump = v.pub.trump,
      bare = v.pub.rules.bareJass;
    let held = start & ~v.playedBy[opp];
    for (let k = tricks.length - 1; k >= 0; k--) {
      const tr = tricks[k];
      if (tr.follow < 0) {
        if (tr.leader === opp) held |= 1 << tr.lead;
        continue;
      }
      if (tr.leader === opp) {
        held |= 1 << tr.lead;
        continue;
      }
      const d = tr.follow;
      held |= 1 << d;
      if (beats(d, tr.lead, trump)) continue;
      const pd = cardPoints(d, trump);
      const legal = legalPlayMask(held, tr.lead, trump, bare) & ~(1 << d);
      let cheaper = false,
        winner = false;
      for (let m = legal; m !== 0; m &= m - 1) {
        const c = 31 - Math.clz32(m & -m);
        if (beats(c, tr.lead, trump)) winner = true;
        else if (cardPoints(c, trump) < pd) cheaper = true;
      }
      if (cheaper) l *= LOSE_POINTS;
      // and rarely let a trick worth 10 or more go while holding a card that wins it
      if (winner && cardPoints(tr.lead, trump) + pd >= 10) l *= DECLINE_WIN;
    }
  }
  return l;
}

/**
 * How likely the opponent's cards played so far are if they started the play with `start`, by
 * the opponent model of the card play (oppmodel.ts): each card of theirs that is not the
 * rules-of-thumb card of the hand they held then is a factor `v.ruleMiss`.
 */
export function ruleLikelihood(v: View, start: CardMask): number {
  const tricks = v.tricks;
  if (!tricks || !(v.ruleMiss < 1)) return 1;
  const opp = other(v.me);
  const trump = v.pub.trump,
    bare = v.pub.rules.bareJass;
  let l = 1,
    hand = start,
    seen = 0;
  for (const tr of tricks) {
    if (tr.leader === opp) {
      if (ruleCardOf(hand, seen, -1, trump, bare) !== tr.lead) l *= v.ruleMiss;
      hand &= ~(1 << tr.lead);
    } else if (tr.follow >= 0) {
      if (ruleCardOf(hand, seen, tr.lead, trump, bare) !== tr.follow) l *= v.ruleMiss;
      hand &= ~(1 << tr.follow);
    }
    seen |= 1 << tr.lead;
    if (tr.follow >= 0) seen |= 1 << tr.follow;
  }
  return l;
}

/** `k` distinct random cards of `mask` (uniform). */
export function pickCards(mask: CardMask, k: number, rng: RngState): CardMask {
  const cards: Card[] = [];
  for (let m = mask; m !== 0; m &= m - 1) cards.push(31 - Math.clz32(m & -m));
  let out = 0;
  const n = cards.length;
  if (k >= n) {
    for (const c of cards) out |= 1 << c;
    return out;
  }
  for (let i = 0; i < k; i++) {
    const j = i + nextInt(rng, n - i);
    const t = cards[i];
    cards[i] = cards[j];
    cards[j] = t;
    out |= 1 << cards[i];
  }
  return out;
}

const SAMPLE_TRIES = 40;
/** Draws when the opponent's cards played are also read by the rules-of-thumb model. */
const RULE_TRIES = 200;
/** Likelihood factors of the play model (see `likelihood`). */
const LOSE_POINTS = 0.1;
const DECLINE_WIN = 0.1;
const HIDDEN_RUN = 0.2;

/** Is the opponent's hand fully determined by the view (one possible deal)? */
export function determined(v: View): boolean {
  if (v.pub.phase === 'bidding') return false;
  const free = v.unseen & ~v.oppExcluded & ~v.oppMust;
  const need = v.oppCount - popcount(v.oppMust);
  return need <= 0 || popcount(free) === need;
}

/**
 * A complete HandState consistent with the view: the opponent's hidden cards (and, in the
 * bidding, the player's own cards to come and the bottom card) drawn uniformly at random.
 */
export function determinize(v: View, rng: RngState): HandState {
  const s = cloneHand(v.pub);
  const me = v.me,
    opp = other(me);
  if (v.pub.phase === 'bidding' || (v.pub.phase === 'over' && v.pub.trump < 0)) {
    let pool = v.unseen;
    const oppFirst = pickCards(pool, 6, rng);
    pool &= ~oppFirst;
    const myRest = pickCards(pool, 3, rng);
    pool &= ~myRest;
    const oppRest = pickCards(pool, 3, rng);
    pool &= ~oppRest;
    const bottom = pickCards(pool, 1, rng);
    s.first[opp] = oppFirst;
    s.rest[me] = myRest;
    s.rest[opp] = oppRest;
    s.bottom = bottom ? 31 - Math.clz32(bottom) : -1;
    s.hands[opp] = oppFirst;
    return s;
  }
  let allowed = v.unseen & ~v.oppExcluded & ~v.oppMust;
  let need = v.oppCount - popcount(v.oppMust);
  if (need > popcount(allowed)) allowed = v.unseen & ~v.oppMust; // inconsistent inferences: drop them
  if (need < 0) need = 0;
  // rejection sampling on the evidence of the opponent's bids (at most SAMPLE_TRIES draws)
  let hand = 0,
    bestL = -1;
  // when the cards played are read too, first on them alone (cheap), with more draws
  const reading = v.tricks !== null && v.ruleMiss < 1;
  const tries = reading ? RULE_TRIES : SAMPLE_TRIES;
  let bestR = -1;
  for (let t = 0; t < tries; t++) {
    const h = v.oppMust | pickCards(allowed, need, rng);
    const start = h | v.playedBy[opp];
    // accepted with chance r * base, in two steps: r first, which is cheap
    const r = reading ? ruleLikelihood(v, start) : 1;
    const first = !reading || nextFloat(rng) < r;
    if (!first && r <= bestR) continue;
    const base = likelihood(v, start);
    const l = base * r;
    if (l > bestL) {
      bestL = l;
      bestR = r;
      hand = h;
    }
    if (first && nextFloat(rng) < base) {
      hand = h;
      break;
    }
  }
  s.hands[opp] = hand;
  if (s.started) {
    s.startHands[opp] = hand | v.playedBy[opp];
    // bela holder and progress follow from the sampled start hands
    const kq = kqMask(s.trump);
    s.belaHolder = -1;
    if (kq) {
      if ((s.startHands[0] & kq) === kq) s.belaHolder = 0;
      else if ((s.startHands[1] & kq) === kq) s.belaHolder = 1;
    }
    s.belaPlayed = s.belaHolder === -1 ? 0 : popcount(v.playedBy[s.belaHolder] & kq);
  } else {
    s.belaHolder = -1;
    s.belaPlayed = 0;
  }
  s.first[opp] = hand | v.playedBy[opp];
  return s;
}
