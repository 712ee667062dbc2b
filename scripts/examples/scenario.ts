/**
 * The scenario builder of scripts/make-examples.ts: deal chosen cards, play moves through the
 * engine (`legalMoves`, `explain`, `apply`), take every result from the engine's scoring
 * (`handSummary`, `gameWinner`) and write hands with the notation writer (`moveToNotation`,
 * `resultOf`). It holds no rule of its own: which card may be played, who holds bela, whether the
 * dix is open, which trick a card wins, what a hand scores and when a game ends are all asked of
 * the engine.
 *
 * It uses the package's public API (src/index.ts) and four internals, each for what no user
 * needs: `applyNatural`, which carries out an illegal move with the meaning the validator gives
 * it (for documents that break a rule on purpose), the engine's seeded shuffle (the decks of the
 * examples are found by seed), `strength`, the order in which cards take tricks (the greedy
 * player sorts its cards by it) and `maximalRuns`, the runs a hand holds.
 */
import {
  type BidValue,
  type Card,
  type CardMask,
  type Fault,
  type HandResultRecord,
  type HandState,
  type HandSummary,
  type Mark,
  type Move,
  type Player,
  type RankName,
  type Result,
  type RuleId,
  type Rules,
  type RulesSpec,
  type Suit,
  type TranscriptDoc,
  type TranscriptHand,
  type TranscriptMove,
  RANK_NAMES,
  apply,
  card,
  cardName,
  cardPoints,
  cardsOf,
  explain,
  gameWinner,
  handSummary,
  legalMoves,
  moveToNotation,
  newHand,
  rankOf,
  resultOf,
  suitOf,
} from '../../src/index.js';
// the four internals (see above)
import { applyNatural, maximalRuns, seedRng, shuffledDeck, strength } from '../../src/engine/internal.js';

export type Names = [string, string];
export type Pair = [number, number];

// ranks as `card(suit, rank)` takes them
const rank = (name: RankName): number => RANK_NAMES.indexOf(name);
export const R9 = rank('9'),
  R10 = rank('10'),
  RJ = rank('J'),
  RQ = rank('Q'),
  RK = rank('K'),
  RA = rank('A');

// =============================================================================================
// Asking the engine

const other = (p: Player): Player => (p ^ 1) as Player;

/** The value of a result that must have succeeded (the move was legal). */
export function must<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`${r.error.rule}: ${r.error.message}`);
  return r.value;
}

/** The cards the player to act may play now (the engine's legal moves). */
export function legalCards(s: HandState): Card[] {
  const out: Card[] = [];
  for (const m of legalMoves(s)) if (m.type === 'play' && !m.bela && m.player === s.toAct) out.push(m.card);
  return out.sort((a, b) => a - b);
}

/** The hand after `p` plays `c` (legal or not: then with the meaning the validator gives it). */
function afterPlay(s: HandState, p: Player, c: Card): HandState | null {
  const m: Move = { type: 'play', card: c, player: p };
  const r = apply(s, m);
  return r.ok ? r.value : applyNatural(s, m);
}

/** Whether the card the player to act plays to the open trick wins it (the engine decides). */
export function winsTrick(s: HandState, c: Card): boolean {
  const p = s.toAct;
  const after = afterPlay(s, p, c);
  return after !== null && after.tricksWon[p] > s.tricksWon[p];
}

/** The 7 of trumps. */
export const sevenOf = (trump: Suit): Card => card(trump, rank('7'));

/** Who holds the 7 of trumps now, or -1. */
export function sevenHolder(s: HandState): Player | -1 {
  if (s.trump < 0) return -1;
  const seven = 1 << sevenOf(s.trump as Suit);
  return s.hands[0] & seven ? 0 : s.hands[1] & seven ? 1 : -1;
}

/** The dix exchange its holder may make now, or null (the engine judges it). */
export function dixMove(s: HandState): Move | null {
  const h = sevenHolder(s);
  if (h === -1 || s.phase !== 'play' || s.started) return null;
  const m: Move = { type: 'exchange', card: sevenOf(s.trump as Suit), player: h };
  return explain(s, m) === null ? m : null;
}

/** Whether `c` is the king or queen of trumps. */
export const isBelaCard = (c: Card, trump: number): boolean =>
  suitOf(c) === trump && (rankOf(c) === RK || rankOf(c) === RQ);

/** Who holds (or held at the start of play) the king and queen of trumps, or -1. */
export function belaHolderNow(s: HandState): Player | -1 {
  if (s.started) return s.belaHolder;
  if (s.trump < 0) return -1;
  const kq = (1 << card(s.trump, RK)) | (1 << card(s.trump, RQ));
  if ((s.hands[0] & kq) === kq) return 0;
  if ((s.hands[1] & kq) === kq) return 1;
  return -1;
}

/** Whether a claim by `p` now would be right: the engine's count of the claim reaches the target. */
export function correctClaim(s: HandState, p: Player): boolean {
  const r = apply(s, { type: 'claim', player: p });
  const after = r.ok ? r.value : applyNatural(s, { type: 'claim', player: p });
  return !!after?.claim?.correct;
}

/** What restricted the card a player could play, judged before the move from the engine's legal cards. */
export type Kind = 'follow' | 'overtrump' | 'lower-trump' | 'must-trump' | 'bare-jass' | 'free';

export function situation(s: HandState): Kind | null {
  if (s.phase !== 'play' || s.lead < 0) return null;
  const hand = cardsOf(s.hands[s.toAct]);
  const ls = suitOf(s.lead),
    trump = s.trump;
  const led = hand.filter((c) => suitOf(c) === ls);
  const trumps = trump >= 0 ? hand.filter((c) => suitOf(c) === trump) : [];
  const legal = legalCards(s);
  const freeOfTrump = legal.some((c) => suitOf(c) !== trump);
  if (ls === trump) {
    if (led.length === 0) return 'free';
    // holding trumps, yet a card of another suit may be played: the bare Jass is kept back
    if (freeOfTrump && led.length < hand.length) return 'bare-jass';
    const higher = led.filter((c) => winsTrick(s, c));
    if (higher.length && higher.length < hand.length) return 'overtrump';
    if (!higher.length && led.length !== hand.length) return 'lower-trump';
    return null;
  }
  if (led.length) return led.length !== hand.length ? 'follow' : null;
  if (trumps.length === 0) return 'free';
  if (freeOfTrump || (trumps.length === hand.length && bareJassOnly(s, trumps))) return 'bare-jass';
  return trumps.length !== hand.length ? 'must-trump' : null;
}

/** The player's one trump is the Jass and the rules let it be kept back. */
function bareJassOnly(s: HandState, trumps: Card[]): boolean {
  return s.rules.bareJass && trumps.length === 1 && rankOf(trumps[0]) === RJ;
}

// =============================================================================================
// A hand played move by move

export interface Step {
  move: Move;
  json: TranscriptMove;
  faults: Fault[];
  before: HandState;
  after: HandState;
  applied: boolean;
}

/** A move as the notation writes it, with the player who makes it. */
export function notate(m: Move, s: HandState): TranscriptMove {
  const actor =
    m.type === 'exchange'
      ? sevenHolder(s)
      : m.type === 'claim'
        ? s.claimWindow === -1
          ? s.toAct
          : s.claimWindow
        : s.toAct;
  if (m.type === 'next') throw new Error('no next move inside a hand');
  return moveToNotation({ ...m, player: m.player ?? (actor as Player) });
}

/** A hand being played: each move judged by the engine and applied (an illegal one with its natural meaning). */
export class Scenario {
  steps: Step[] = [];
  comment = '';
  readonly initial: HandState;
  constructor(
    public s: HandState,
    readonly names: Names,
  ) {
    this.initial = s;
  }

  do(m: Move, comment?: string, mark?: Mark): Step {
    const before = this.s;
    const fault = explain(before, m, this.names);
    let after: HandState | null;
    if (fault === null) {
      const r = apply(before, m, this.names);
      if (!r.ok) throw new Error(`apply refused a move explain accepts: ${r.error.message}`);
      after = r.value;
    } else after = applyNatural(before, m);
    if (after) this.s = after;
    const step: Step = {
      move: m,
      json: notate(m, before),
      faults: fault ? [fault] : [],
      before,
      after: this.s,
      applied: after !== null,
    };
    if (comment) step.json.comment = comment;
    if (mark) step.json.mark = mark;
    this.steps.push(step);
    return step;
  }

  faultRules(): RuleId[] {
    return [...new Set(this.steps.flatMap((st) => st.faults.map((f) => f.rule)))].sort();
  }
  plays(): Step[] {
    return this.steps.filter((st) => st.move.type === 'play');
  }
  summary(): HandSummary {
    return handSummary(this.s);
  }
}

// =============================================================================================
// Dealing chosen cards

const DECKS = new WeakMap<HandState, Card[]>();

/** A hand dealt from a deck (top card first) by the engine, the deck kept for the record. */
export function dealt(rules: Rules, dealer: Player, deck: Card[], before: Pair = [0, 0], pot = 0): HandState {
  const r = newHand({ rules, dealer, deck, before, pot });
  if (!r.ok) throw new Error(`not a deck: ${r.error.key}`);
  DECKS.set(r.value, deck);
  return r.value;
}

/** The deck a hand was dealt from (`dealt`). */
export function dealtDeck(s: HandState): Card[] {
  const d = DECKS.get(s);
  if (!d) throw new Error('hand has no recorded deck');
  return d;
}

/** The deck a hand was dealt from (`dealt`), as the notation writes it. */
export const deckCards = (s: HandState): string[] => dealtDeck(s).map(cardName);

/** The seeded deck of a key (the engine's shuffle). */
export const deckOf = (key: string): Card[] => shuffledDeck(seedRng(key));

/** The first seeded deck (key:0, key:1, ...) for which `pred` returns a value. */
export function search<T>(
  key: string,
  pred: (deck: Card[], i: number) => T | null | undefined | false,
  limit = 400000,
): { deck: Card[]; value: T; seed: string } {
  for (let i = 0; i < limit; i++) {
    const seed = `${key}:${i}`;
    const deck = deckOf(seed);
    const v = pred(deck, i);
    if (v) return { deck, value: v, seed };
  }
  throw new Error(`no deal found for "${key}" in ${limit} tries`);
}

// =============================================================================================
// Playing a hand out: a simple greedy player, or scripted moves

/** How attractive a suit is as trump for this set of cards. */
export function trumpValue(hand: CardMask, suit: number): number {
  let v = 0;
  for (const c of cardsOf(hand).filter((x) => suitOf(x) === suit)) {
    const r = rankOf(c);
    v += r === RJ ? 3 : r === R9 ? 2 : r === RA ? 1.2 : r === R10 ? 1 : 0.6;
  }
  for (let s = 0; s < 4; s++) if (s !== suit && hand & (1 << card(s, RA))) v += 0.5;
  return v;
}

function policyBid(s: HandState): BidValue {
  if (s.schmeissBy !== -1) return 'refuse';
  const hand = s.hands[s.toAct];
  const tu = suitOf(s.turnUp);
  if (s.bidRound === 1) return trumpValue(hand, tu) >= 4.2 ? 'take' : 'pass';
  let best = -1,
    bestV = 0;
  for (let su = 0; su < 4; su++) {
    if (su === tu) continue;
    const v = trumpValue(hand, su);
    if (v > bestV) {
      bestV = v;
      best = su;
    }
  }
  return best >= 0 && bestV >= 4.6 ? (['S', 'H', 'D', 'C'] as const)[best] : 'pass';
}

export { strength };

export const byCheapness = (trump: number) => (a: Card, b: Card) =>
  cardPoints(a, trump as Suit) - cardPoints(b, trump as Suit) ||
  strength(a, trump as Suit) - strength(b, trump as Suit) ||
  a - b;

function policyCard(s: HandState): Card {
  const p = s.toAct,
    trump = s.trump;
  const legal = legalCards(s);
  const trumps = legal.filter((c) => suitOf(c) === trump);
  const plain = legal.filter((c) => suitOf(c) !== trump);
  if (s.lead < 0) {
    const jass = card(trump, RJ);
    if (s.hands[p] & (1 << jass) && trumps.length >= 2) return jass;
    const aces = plain.filter((c) => rankOf(c) === RA);
    if (aces.length) return aces[0];
    if (plain.length) return plain.sort(byCheapness(trump))[0];
    return trumps.sort(byCheapness(trump))[0];
  }
  const lead = s.lead;
  const winners = legal.filter((c) => winsTrick(s, c));
  const same = winners.filter((c) => suitOf(c) === suitOf(lead));
  if (same.length) return same.sort((a, b) => strength(a, trump as Suit) - strength(b, trump as Suit))[0];
  if (winners.length && cardPoints(lead, trump as Suit) >= 3)
    return winners.sort((a, b) => strength(a, trump as Suit) - strength(b, trump as Suit))[0];
  const losers = legal.filter((c) => !winsTrick(s, c));
  return (losers.length ? losers : legal).sort(byCheapness(trump))[0];
}

export interface AutoOpts {
  /** Scripted bids, used before the policy takes over. */
  bids?: BidValue[];
  /** Make the dix exchange when possible (default true). */
  exchange?: boolean;
  /** The runs a player declares (default: every maximal run held); null or [] declares nothing. */
  declare?: (s: HandState, p: Player) => Card[][] | null;
  /** On which bela cards the holder announces (default both). */
  bela?: 'both' | 'second' | 'first' | 'none';
  /** Announce bela on this card or not, instead of the `bela` policy (may be illegal). */
  announce?: (s: HandState, p: Player, c: Card) => boolean | undefined;
  /** Choose the card instead of the policy (may return an illegal card). */
  pick?: (s: HandState, legal: Card[], dflt: Card, r: Scenario) => Card | undefined;
  /** Whether the player claims now (default: exactly when the claim is correct). */
  claim?: (s: HandState, p: Player) => boolean;
  /** Stop before the next move. */
  stop?: (r: Scenario) => boolean;
  /** A move to make now instead of the policy's (checked before anything else, also once the hand is over). */
  inject?: (r: Scenario) => Move | undefined;
}

/** Every maximal run a player holds (the engine's reading of the hand), high card first. */
export const allRuns = (s: HandState, p: Player): Card[][] => maximalRuns(s.hands[p]).map((m) => cardsOf(m).reverse());

export function autoplay(r: Scenario, o: AutoOpts = {}): Scenario {
  let bi = 0;
  const triedDeclare = [false, false];
  for (let guard = 0; guard < 300; guard++) {
    if (o.stop?.(r)) break;
    const extra = o.inject?.(r);
    if (extra) {
      r.do(extra);
      continue;
    }
    const s = r.s;
    if (s.phase === 'over') {
      if (
        s.end === 'played' &&
        s.rules.claiming &&
        s.claimWindow !== -1 &&
        !s.claim &&
        (o.claim ?? correctClaim)(s, s.claimWindow)
      ) {
        r.do({ type: 'claim', player: s.claimWindow });
        continue;
      }
      break;
    }
    if (s.phase === 'bidding') {
      const bid = o.bids && bi < o.bids.length ? o.bids[bi++] : policyBid(s);
      r.do({ type: 'bid', bid, player: s.toAct });
      continue;
    }
    if (o.exchange !== false) {
      const dix = dixMove(s);
      if (dix) {
        r.do(dix);
        continue;
      }
    }
    const p = s.toAct;
    if (s.lead < 0 && s.rules.claiming && s.claimWindow === p && (o.claim ?? correctClaim)(s, p)) {
      r.do({ type: 'claim', player: p });
      continue;
    }
    if (s.declared[p] === null && s.played[p] === 0 && !triedDeclare[p]) {
      triedDeclare[p] = true;
      const runs = (o.declare ?? allRuns)(s, p);
      if (runs && runs.length) {
        r.do({ type: 'declare', runs, player: p });
        continue;
      }
    }
    const legal = legalCards(s);
    const dflt = policyCard(s);
    const c = o.pick?.(s, legal, dflt, r) ?? dflt;
    let bela = false;
    if (belaHolderNow(s) === p && isBelaCard(c, s.trump)) {
      const which = s.started ? s.belaPlayed + 1 : 1;
      const pol = o.bela ?? 'both';
      bela = pol === 'both' || (pol === 'second' && which === 2) || (pol === 'first' && which === 1);
    }
    const forced = o.announce?.(s, p, c);
    if (forced !== undefined) bela = forced;
    r.do(bela ? { type: 'play', card: c, bela: true, player: p } : { type: 'play', card: c, player: p });
  }
  if (!o.stop && r.s.phase !== 'over') throw new Error('autoplay did not finish the hand');
  return r;
}

/** Deal a deck and play it out. */
export function playDeck(
  rules: Rules,
  names: Names,
  dealer: Player,
  deck: Card[],
  o: AutoOpts = {},
  before: Pair = [0, 0],
  pot = 0,
): Scenario {
  return autoplay(new Scenario(dealt(rules, dealer, deck, before, pot), names), o);
}

/** The state once trump is fixed and any exchange made, before the first card. */
export function startOfPlay(rules: Rules, dealer: Player, deck: Card[], o: AutoOpts = {}): HandState {
  const r = new Scenario(dealt(rules, dealer, deck), ['a', 'b']);
  autoplay(r, {
    ...o,
    stop: (x) => x.s.phase === 'over' || (x.s.phase === 'play' && !(o.exchange !== false && dixMove(x.s))),
  });
  return r.s;
}

// =============================================================================================
// Games

export interface GameHand {
  run: Scenario;
  summary: HandSummary;
  before: Pair;
  after: Pair;
}
export interface GameOut {
  hands: GameHand[];
  totals: Pair;
  winner: Player | -1;
  over: boolean;
}

/**
 * Play hands one after another as a game: each hand dealt with the totals and the held-over pot
 * before it, the next dealer and the pot taken from the engine's summary of the hand, the end
 * from the engine's `gameWinner` (or a claim). `deckFor(i)` gives each deck, `optsFor` each
 * hand's options, `dealerFor` may deal a hand by the wrong player; stops at the end of the game
 * or after `maxHands`.
 */
export function playGame(
  rules: Rules,
  names: Names,
  firstDealer: Player,
  deckFor: (i: number) => Card[],
  optsFor: (i: number, s: HandState) => AutoOpts = () => ({}),
  maxHands = 40,
  startTotals: Pair = [0, 0],
  dealerFor?: (i: number, dealer: Player) => Player,
): GameOut {
  let dealer = firstDealer,
    pot = 0;
  let totals: Pair = [startTotals[0], startTotals[1]];
  const hands: GameHand[] = [];
  for (let i = 0; i < maxHands; i++) {
    if (dealerFor) dealer = dealerFor(i, dealer);
    const s = dealt(rules, dealer, deckFor(i), totals, pot);
    const run = autoplay(new Scenario(s, names), optsFor(i, s));
    const sm = run.summary();
    const before: Pair = [totals[0], totals[1]];
    totals = [totals[0] + sm.score[0], totals[1] + sm.score[1]];
    hands.push({ run, summary: sm, before, after: [totals[0], totals[1]] });
    if (run.s.end === 'claimed' && run.s.claim) {
      const c = run.s.claim;
      return { hands, totals, winner: c.correct ? c.player : other(c.player), over: true };
    }
    pot = sm.potOut;
    dealer = sm.nextDealer;
    const w = gameWinner(totals, rules);
    if (w !== -1) return { hands, totals, winner: w, over: true };
  }
  return { hands, totals, winner: -1, over: false };
}

// =============================================================================================
// Writing

/** The full result of a hand as the notation writes it (the writer's `resultOf` of the engine's summary). */
export const resultRecord = (s: HandState): HandResultRecord => resultOf(handSummary(s));

/** A hand as a transcript hand: dealer, deck, every move, the result of a played or claimed hand. */
export function handJson(r: Scenario, extra: Partial<TranscriptHand> = {}, withDeck = true): TranscriptHand {
  const h: TranscriptHand = { dealer: r.initial.dealer };
  if (withDeck) h.deck = deckCards(r.initial);
  Object.assign(h, extra);
  h.moves = r.steps.map((st) => st.json);
  if (r.s.end === 'played' || r.s.end === 'claimed') h.result = resultRecord(r.s);
  if (r.comment) h.comment = r.comment;
  return h;
}

export function doc(
  rules: RulesSpec,
  names: Names,
  meta: Record<string, string>,
  hands: TranscriptHand[],
  result?: TranscriptDoc['result'],
): TranscriptDoc {
  const d: TranscriptDoc = { format: 'klaberjass', version: 1, rules, players: names, meta, hands };
  if (result) d.result = result;
  return d;
}

export function assertClean(what: string, runs: Scenario[]): void {
  for (const r of runs) {
    const f = r.steps.flatMap((st) => st.faults);
    if (f.length) throw new Error(`${what}: unexpected fault ${f[0].rule}: ${f[0].message}`);
  }
}
export function assertFaults(what: string, runs: Scenario[], rules: RuleId[]): void {
  const got = [...new Set(runs.flatMap((r) => r.faultRules()))].sort();
  if (JSON.stringify(got) !== JSON.stringify([...rules].sort()))
    throw new Error(`${what}: faults ${JSON.stringify(got)}, wanted ${JSON.stringify(rules)}`);
}
