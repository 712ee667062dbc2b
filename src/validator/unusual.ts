/**
 * The validator's code for documents out of the ordinary, apart from replay.ts so that the
 * element bundle can load it on demand: it is the validator's optional part `unusual`
 * (parts.ts `ValidatorParts`), which replay.ts reaches through `run.need('unusual')` and the
 * element loads with a plain `import()`:
 * hands given by a start position, hands rebuilt from their plays (no deck, no deal), score-sheet
 * lines without moves, the meaning of an illegal move, and the explanation of a recorded result
 * that differs from the one the moves imply. A well-formed record with a deck and correct results
 * needs none of it.
 *
 * (Over 450 lines: it is the validator's one optional part, which the element loads with one
 * `import()`; its words for faults are apart, in faults.ts.)
 */
import {
  type Card,
  type FaultData,
  type HandState,
  type Move,
  type HandSummary,
  type Player,
  type Result,
  type Suit,
  R7,
  RK,
  RQ,
  actorOf,
  applyNatural,
  beats,
  cardsOf,
  faultsOf,
  isRunMask,
  popcount,
  sevenOf,
  handFromPosition,
  has,
  newHand,
  other,
  parseSuit,
  payPot,
  startPlay,
  suitOf,
  takerRule,
} from '../engine/internal.js';
import { cardsFromStrings, isPair, moveFromNotation, playerOf } from '../notation/convert.js';
import type { Pair } from '../notation/types.js';
import { type HandOutcome, type Obj, Run, isObj, validatorMessage as vm } from './run.js';
import { emptyHand, recordedOutcome, scoredOutcome } from './faults.js';
import { type Message, NAMES, who } from '../engine/message.js';
import type { BelaWhy } from './wording.js';

// the words for what went wrong (faults.ts) are part of this optional part too
export * from './faults.js';

/**
 * An illegal move (the engine's `whyIllegal` gave reasons): its faults (the engine's `faultsOf`),
 * each added to the run as `readAsOther` words it (a bela fault is left out when the card is not
 * held at all), and the state after its natural meaning (the engine's `applyNatural`), or null
 * when it has none.
 */
export function illegalMove(run: Run, s: HandState, m: Move, path: string, i: number, j: number): HandState | null {
  const faults = faultsOf(s, m);
  const notHeld = faults.some((f) => f.rule === 'card-not-held');
  const said = readAsOther(s, m, faults);
  faults.forEach((f, k) => {
    if (!(notHeld && f.rule === 'bela-announcement')) run.add(f.rule, path, said[k], i, j);
  });
  return applyNatural(s, m);
}

/**
 * The faults of a declaration or claim written without `player`: it is read as the move of the
 * player whose turn it was, and when it would be legal as the other player's, each fault says so
 * and how to fix it (`readAsOther`). Other moves and faults come back as they are.
 */
export function readAsOther(s: HandState, m: Move, faults: FaultData[]): Message[] {
  if ((m.type !== 'declare' && m.type !== 'claim') || m.player !== undefined) return faults;
  const read = actorOf(s, m);
  const meant = other(read);
  if (faultsOf(s, { ...m, player: meant }).length) return faults;
  return faults.map((f) => vm('readAsOther', { key: f.key, args: f.args }, who(read), who(meant), meant));
}

/** The result fields checked against the moves. */
export type ResultField = 'cards' | 'lastTrick' | 'sequences' | 'bela' | 'points' | 'score';

/**
 * The state of a hand given by a start position (`start`): a state, or why the hand cannot be
 * followed (for a note; faults of the position are added to the run).
 */
export function fromStart(
  run: Run,
  st: unknown,
  i: number,
  dealer: Player,
  before: Pair,
  pot: number,
  dealt: [Card[], Card[]] | null,
  turnUp: Card,
): Result<HandState, Message> {
  const base = `/hands/${i}`;
  if (!isObj(st)) return { ok: false, error: vm('startUnreadable') };
  const sh = Array.isArray(st.hands) ? st.hands : null;
  const h0 = sh && sh.length === 2 ? cardsFromStrings(sh[0]) : null;
  const h1 = sh && sh.length === 2 ? cardsFromStrings(sh[1]) : null;
  const sTrump = parseSuit(st.trump),
    sTaker = playerOf(st.taker),
    sLeader = playerOf(st.leader);
  if (!h0 || !h1 || sTrump < 0 || sTaker === undefined || sLeader === undefined)
    return { ok: false, error: vm('startUnreadable') };
  const r = handFromPosition({
    rules: run.rules,
    dealer,
    trump: sTrump as Suit,
    taker: sTaker,
    leader: sLeader,
    hands: [h0, h1],
    points: isPair(st.points) ? st.points : undefined,
    tricks: isPair(st.tricks) ? st.tricks : undefined,
    before,
    pot,
  });
  if (!r.ok) {
    run.add('deal', `${base}/start/hands`, vm('startImpossible', i, r.error), i);
    return { ok: false, error: vm('positionUndefined') };
  }
  if (dealt) {
    for (const p of [0, 1] as const) {
      const stray = (p === 0 ? h0 : h1).filter((c) => !dealt![p].includes(c) && c !== turnUp);
      if (stray.length) run.add('deal', `${base}/start/hands/${p}`, vm('startNotDealt', who(p), stray), i);
    }
  }
  return r;
}

/** A start position after the first trick (fewer than nine cards each). */
export function isLater(start: Obj): boolean {
  const hs = start.hands as unknown[];
  return Array.isArray(hs) && Array.isArray(hs[0]) && (hs[0] as unknown[]).length < 9;
}

/**
 * A recorded result field (`/hands/i/result/<field>`) that differs from what the moves imply:
 * the fault, and why (checkResult in replay.ts compares; this explains).
 */
export function reportResult(run: Run, f: ResultField, v: unknown, s: HandSummary, i: number): void {
  const base = `/hands/${i}/result`;
  if (f === 'lastTrick') {
    run.add(
      'score',
      `${base}/lastTrick`,
      vm('lastTrickWrong', v === 0 || v === 1 ? who(v) : String(v), s.lastTrick === -1 ? null : who(s.lastTrick)),
      i,
    );
    return;
  }
  const pair = v as Pair;
  const implied = s[f];
  if (f === 'sequences') checkSequences(run, pair, s, i);
  else if (f === 'bela') {
    const b = s.belaInfo;
    const why: BelaWhy =
      b.holder === -1
        ? { why: 'nobody' }
        : b.counted
          ? { why: 'counted', holder: b.holder }
          : b.reason === 'not-played'
            ? { why: 'not-played', holder: b.holder }
            : { why: 'not-announced', holder: b.holder, both: run.rules.belaAnnounce === 'both' };
    run.add('bela-announcement', `${base}/bela`, vm('belaWrong', pair, implied, why, NAMES), i);
  } else {
    run.add('score', `${base}/${f}`, vm('resultWrong', f, pair, implied, s, NAMES), i);
  }
}

function checkSequences(run: Run, v: Pair, s: HandSummary, i: number): void {
  const path = `/hands/${i}/result/sequences`;
  const q = s.sequenceInfo;
  const credited = ([0, 1] as const).filter((p) => v[p] > 0);
  const best = (p: Player): Card[] => {
    const m = q.best[p];
    return m ? cardsOf(m).reverse() : [];
  };
  const implied = s.sequences;
  for (const p of credited) {
    if (q.winner === p && q.voided) {
      run.add('sequence-needs-trick', path, vm('sequencesNeedTrick', v, implied, who(p), best(p), NAMES), i);
      return;
    }
    if (q.reason === 'tie-none') {
      run.add('sequence-precedence', path, vm('sequencesTieCredited', v, NAMES), i);
      return;
    }
    if (q.winner === -1) {
      // nobody holds a valid declared run, so nobody holds the best sequence
      run.add('sequence-precedence', path, vm('sequencesNobodyHolds', v, who(p), NAMES), i);
      return;
    }
    if (q.winner !== p) {
      run.add(
        'sequence-precedence',
        path,
        vm('sequencesWrongHolder', who(p), who(q.winner), best(q.winner), implied),
        i,
      );
      return;
    }
  }
  run.add('score', path, vm('sequencesWrong', v, implied, q.winner === -1 && q.reason === 'none-declared', NAMES), i);
}

/**
 * First pass over a hand with no deck and no dealt cards: follow the bidding with the engine
 * and the order of play trick by trick (who plays a card depends only on the cards, trump and
 * who leads), and give each card to the first player who plays it. The turn-up card (unless
 * that player took it by the exchange), the bottom card and the exchanged 7 are never held.
 * Where the record stops before a player's nine cards are known, the cards of that player's
 * declared runs and the partner of a card announced as bela fill the gap.
 */
export function reconstruct(
  run: Run,
  moves: readonly unknown[],
  dealer: Player,
  turnUp: Card,
  bottom: Card,
  trump: Suit | -1,
  taker: Player | undefined,
): Reconstructed {
  const blank = newHand({ rules: run.rules, dealer, turnUp, bottom });
  const hands: [Card[], Card[]] = [[], []];
  const out: Reconstructed = { hands, unknownExchange: -1 };
  if (!blank.ok) return out;
  let s: HandState = blank.value;
  if (trump >= 0 && taker !== undefined) {
    const r = startPlay(s, trump as Suit, taker);
    if (r.ok) s = r.value;
  }
  const plays: [Player, Card][] = [];
  const declared: [Player, Card[][]][] = [];
  const belas: [Player, Card][] = [];
  const playedBy = [0, 0];
  let exchange: { card: Card; player: Player | undefined; at: number } | null = null;
  let lead: Card = -1,
    leader: Player = other(dealer),
    toAct: Player = leader,
    tricks = 0,
    claimWindow: Player | -1 = -1;
  for (let j = 0; j < moves.length; j++) {
    const m = moveFromNotation(moves[j]);
    if (!m) break;
    if (s.phase === 'bidding') {
      if (m.type !== 'bid') continue;
      const next = applyNatural(s, m);
      if (next) s = next;
      if (s.phase === 'over') break;
      continue;
    }
    if (m.type === 'exchange') {
      if (plays.length === 0 && exchange === null) exchange = { card: m.card, player: m.player, at: j };
      continue;
    }
    if (m.type === 'declare') {
      // evidence only from a declaration in its window: the player's first, before their first card
      const p = m.player ?? toAct;
      if (playedBy[p] === 0 && !declared.some(([q]) => q === p)) declared.push([p, m.runs]);
      continue;
    }
    if (m.type === 'claim') {
      if (run.rules.claiming && lead < 0 && claimWindow !== -1 && (m.player ?? toAct) === claimWindow) break;
      continue;
    }
    if (m.type !== 'play') continue;
    const p = toAct;
    plays.push([p, m.card]);
    playedBy[p]++;
    if (m.bela) belas.push([p, m.card]);
    claimWindow = -1;
    if (lead < 0) {
      lead = m.card;
      leader = p;
      toAct = other(p);
    } else {
      const w2: Player = beats(m.card, lead, s.trump) ? p : leader;
      lead = -1;
      tricks++;
      leader = w2;
      toAct = w2;
      if (run.rules.claiming) claimWindow = w2;
      if (tricks >= 9) break;
    }
  }
  let exchanger: Player | -1 = -1;
  let taken = 0;
  if (exchange && turnUp >= 0 && (exchange.card & 7) === R7 && exchange.card !== turnUp && exchange.card !== bottom) {
    // the record shows who made the exchange: whoever later plays the turn-up card, or shows it
    // (declares it in a run, or announces bela with the other card of the pair), else whoever
    // plays the 7 named
    const byTurnUp = plays.find(([, c]) => c === turnUp);
    const shows =
      declared.find(([, runs]) => runs.some((r) => r.includes(turnUp))) ??
      belas.find(
        ([, c]) =>
          suitOf(c) === suitOf(turnUp) &&
          (c & 7) !== (turnUp & 7) &&
          ((c & 7) === RK || (c & 7) === RQ) &&
          ((turnUp & 7) === RK || (turnUp & 7) === RQ),
      );
    const bySeven = plays.find(([, c]) => c === exchange!.card);
    const named = exchange.player;
    if (named !== undefined) {
      // The 7 was the named player's when the record shows it. Otherwise it may still have been,
      // unless the other player plays it or the named player's nine cards are all shown without
      // it: then they did not hold it, and the exchange is an `exchange` fault, ignored.
      const shown = byTurnUp?.[0] === named || shows?.[0] === named || bySeven?.[0] === named;
      exchanger = shown || (!bySeven && !allShown(plays, named, turnUp, bottom)) ? named : -1;
    } else if (byTurnUp) exchanger = byTurnUp[0];
    else if (shows) exchanger = shows[0];
    else if (tricks < 9 && s.trump === suitOf(turnUp) && exchange.card === sevenOf(s.trump as Suit)) {
      // the record stops before anyone plays it: nothing shows who held the 7, which is out
      // of play either way (given away, or never held)
      out.unknownExchange = exchange.at;
      taken |= 1 << exchange.card;
    } else exchanger = bySeven ? bySeven[0] : -1;
  }
  if (exchanger !== -1) {
    hands[exchanger].push(exchange!.card);
    taken |= 1 << exchange!.card;
  }
  for (const [p, c] of plays) {
    if (has(taken, c) || c === bottom) continue;
    if (c === turnUp) {
      // only the exchanger can have held it, and then through the exchange, not the deal
      if (p === exchanger) taken |= 1 << c;
      continue;
    }
    if (hands[p].length >= 9) continue;
    hands[p].push(c);
    taken |= 1 << c;
  }
  // A hand whose record stops early: the cards of good declared runs not (yet) played were held
  // too. A run that cannot have been held whole (not a run, overlapping a run before it, a card
  // another player played, the bottom card, the turn-up card of someone who did not exchange,
  // more than nine cards in all) is ignored in the replay, so its cards are no evidence.
  for (const [p, runs] of declared) {
    // the cards of the runs before: good ones, and ones that cannot have been held (the engine's
    // judgeRuns rejects a run overlapping either)
    let used = 0;
    for (const run of runs) {
      let m = 0;
      for (const c of run) m |= 1 << c;
      if (m & used || popcount(m) !== run.length || !isRunMask(m)) continue;
      used |= m;
      // the exchanger holds the turn-up card at the start of play, and no longer the 7
      const swapped = p === exchanger;
      if (swapped && has(m, exchange!.card)) continue;
      const own = hands[p].reduce((a, c) => a | (1 << c), swapped ? 1 << turnUp : 0);
      const extra = m & ~own;
      if (extra & taken || (bottom >= 0 && has(extra, bottom)) || (turnUp >= 0 && has(extra, turnUp))) continue;
      if (hands[p].length + popcount(extra) > 9) continue;
      for (const c of cardsOf(extra)) hands[p].push(c);
      taken |= extra;
    }
  }
  // Likewise bela announced with one of the king and queen of trumps: the other was held too.
  for (const [p, c] of belas) {
    const rank = c & 7;
    if (s.trump < 0 || suitOf(c) !== s.trump || (rank !== RK && rank !== RQ)) continue;
    const partner = (c & ~7) | (rank === RK ? RQ : RK);
    if (has(taken, partner) || partner === bottom || partner === turnUp || hands[p].length >= 9) continue;
    hands[p].push(partner);
    taken |= 1 << partner;
  }
  return out;
}

/** Whether the plays show nine cards `p` can have been dealt (not the turn-up or bottom card, none played before). */
function allShown(plays: readonly [Player, Card][], p: Player, turnUp: Card, bottom: Card): boolean {
  let seen = 0,
    own = 0;
  for (const [q, c] of plays) {
    if (q === p && !has(seen, c) && c !== turnUp && c !== bottom) own++;
    seen |= 1 << c;
  }
  return own >= 9;
}

/** A hand rebuilt from its plays, and the move index of an exchange whose maker is unknown (-1: none). */
export interface Reconstructed {
  hands: [Card[], Card[]];
  unknownExchange: number;
}

/** A score-sheet line: no moves, so its own arithmetic is checked. */
export function checkSheet(run: Run, h: Obj, r: Obj, i: number, dealer: Player, pot: number | null): HandOutcome {
  const base = `/hands/${i}/result`;
  const cards = isPair(r.cards) ? r.cards : null;
  const seq = isPair(r.sequences) ? r.sequences : null;
  const bela = isPair(r.bela) ? r.bela : null;
  const points = isPair(r.points) ? r.points : null;
  const score = isPair(r.score) ? r.score : null;
  const last = playerOf(r.lastTrick);
  const taker = playerOf(h.taker);
  if (cards && cards[0] + cards[1] > 152) {
    run.add('score', `${base}/cards`, vm('sheetCards', cards, NAMES), i);
  }
  if (bela && ((bela[0] !== 0 && bela[0] !== 20) || (bela[1] !== 0 && bela[1] !== 20) || bela[0] + bela[1] > 20)) {
    run.add('bela-announcement', `${base}/bela`, vm('sheetBela', bela, NAMES), i);
  }
  if (seq && seq[0] > 0 && seq[1] > 0) {
    run.add('sequence-precedence', `${base}/sequences`, vm('sheetSequences', seq, NAMES), i);
  }
  let pts: Pair | null = points;
  if (cards && last !== undefined && seq && bela) {
    const sum: Pair = [0, 0];
    for (const p of [0, 1] as const) sum[p] = cards[p] + (last === p ? 10 : 0) + seq[p] + bela[p];
    if (points && (points[0] !== sum[0] || points[1] !== sum[1])) {
      run.add('score', `${base}/points`, vm('sheetPoints', points, sum, NAMES), i);
    }
    pts = pts ?? sum;
  }
  let potOut = pot;
  let expected: Pair | null = null;
  const t = pts && taker !== undefined ? takerRule(pts, taker, run.rules.tie) : null;
  if (t && pot === null && t.score[0] !== t.score[1]) {
    // an unknown held-over pot is paid in this hand: its score cannot be checked
    run.note(vm('potUnknown', i), i);
    potOut = t.held;
  } else if (t && pts && taker !== undefined) {
    const paid = payPot(t.score, pot ?? 0, t.held);
    expected = paid.score;
    potOut = pot === null ? null : paid.potOut;
    if (score && (score[0] !== expected[0] || score[1] !== expected[1])) {
      run.add(
        'score',
        `${base}/score`,
        vm(
          'sheetScore',
          score,
          pts,
          expected,
          t.outcome,
          who(taker),
          pot ?? 0,
          paid.paidTo !== -1 ? who(paid.paidTo) : null,
          NAMES,
        ),
        i,
      );
    }
  } else if (score) {
    if (taker === undefined) run.note(vm('noTaker', i), i);
    // a tie adds its points to the pot: unknown without them
    const held = pts && run.rules.tie === 'held-over' ? pts[0] + pts[1] : null;
    potOut =
      score[0] !== score[1]
        ? 0
        : run.rules.tie !== 'held-over'
          ? pot
          : pot !== null && held !== null
            ? pot + held
            : null;
  }
  const counted = score ?? expected;
  if (!counted) {
    run.note(vm('noScore', i), i);
    return { score: null, nextDealer: -1, dealerReason: null, potOut, claim: null };
  }
  return scoredOutcome(dealer, counted, potOut);
}

/** A hand without moves (and no start position): a score-sheet line, or an unfinished last hand. */
export function noMoves(
  run: Run,
  h: Obj,
  result: Obj | null,
  i: number,
  dealer: Player,
  before: Pair,
  pot: number | null,
  last: boolean,
): HandOutcome {
  if (run.snapshots) run.hands.push(emptyHand(i, before));
  if (!result) {
    if (!last) run.note(vm('noMovesNoResult', i), i);
    return recordedOutcome(run, dealer, null, pot, last);
  }
  return checkSheet(run, h, result, i, dealer, pot);
}
