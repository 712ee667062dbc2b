/**
 * The validator's words for what went wrong in a document, apart from replay.ts (part of the
 * optional part `unusual`, re-exported by unusual.ts): replay.ts finds that something is off,
 * cheaply, and these functions say what (the violations and notes of hands that cannot be
 * replayed, unreadable moves, a `taker` or `trump` field or a game result that
 * disagrees with the moves). A valid document with a deck or deal, its moves and correct results
 * needs none of it.
 */
import {
  type HandState,
  type Player,
  applyInPlace,
  cloneHand,
  legalMoves,
  nextDealerAfter,
  startFaults,
} from '../engine/internal.js';
import { type Message, NAMES, who } from '../engine/message.js';
import { isPair } from '../notation/convert.js';
import type { PointPair, ViolationData } from '../notation/types.js';
import { type HandOutcome, type Obj, type Run, isObj, validatorMessage as vm } from './run.js';
import type { ReplayedHand } from './types.js';
import type { GameEnd } from './wording.js';

/** The outcome of a played hand known only by its written score (and the pot it leaves). */
export function scoredOutcome(dealer: Player, score: PointPair, potOut: number | null): HandOutcome {
  const nd = nextDealerAfter('played', dealer, score);
  return {
    score: [score[0], score[1]],
    nextDealer: nd,
    potOut,
    claim: null,
    dealerReason: score[0] === score[1] ? { why: 'equal' } : { why: 'more', player: nd },
  };
}

export function emptyHand(i: number, totals: PointPair): ReplayedHand<ViolationData> {
  return {
    index: i,
    initial: null,
    steps: [],
    summary: null,
    before: [totals[0], totals[1]],
    after: [totals[0], totals[1]],
    truncated: true,
    totalsKnown: true,
  };
}

/**
 * A hand known by its recorded score only. Without one its score is unknown, except for an
 * unfinished last hand (`unfinished`), which has scored nothing yet. Under `held-over` the pot
 * after it is unknown unless its score shows no tie, or a tie with its points written.
 */
export function recordedOutcome(
  run: Run,
  dealer: Player | -1,
  result: Obj | null,
  pot: number | null,
  unfinished: boolean,
): HandOutcome {
  const score = result?.score;
  const points = result?.points;
  if (isPair(score)) {
    const tie = score[0] === score[1];
    const potOut =
      run.rules.tie !== 'held-over' || !tie ? 0 : pot !== null && isPair(points) ? pot + points[0] + points[1] : null;
    if (dealer === -1 && tie)
      return { score: [score[0], score[1]], nextDealer: -1, dealerReason: null, potOut, claim: null };
    return scoredOutcome(dealer === -1 ? 0 : dealer, score, potOut);
  }
  return {
    score: unfinished ? [0, 0] : null,
    nextDealer: -1,
    dealerReason: null,
    potOut: unfinished || run.rules.tie !== 'held-over' ? pot : null,
    claim: null,
  };
}

/** A hand whose state cannot be set up or went missing: said in a note; its recorded score counts. */
export function lostHand(
  run: Run,
  why: Message,
  i: number,
  rh: ReplayedHand<ViolationData> | null,
  dealer: Player,
  result: Obj | null,
  pot: number | null,
): HandOutcome {
  run.note(vm('handSkipped', why, i, !!result && isPair(result.score)), i);
  if (rh) rh.truncated = true;
  return recordedOutcome(run, dealer, result, pot, false);
}

/** What disagrees between a hand's `taker` and `trump` fields and its bids (replay.ts `checkTakerTrump`). */
export type TakerTrumpWrong = 'nobodyTook' | 'takerWrong' | 'trumpWrong';

/** The violations of a hand's `taker` and `trump` fields that disagree with its bids (`wrong`: which, found by replay.ts). */
export function takerTrumpFaults(
  run: Run,
  i: number,
  s: HandState,
  taker: Player | undefined,
  trump: number,
  wrong: readonly TakerTrumpWrong[],
): void {
  for (const k of wrong) {
    if (k === 'nobodyTook') {
      const at = `/hands/${i}/${taker !== undefined ? 'taker' : 'trump'}`;
      run.add('bid', at, vm(k, i, taker !== undefined ? who(taker) : null, trump, s.end === 'schmeiss'), i);
    } else if (k === 'takerWrong') {
      run.add('bid', `/hands/${i}/taker`, vm(k, i, who(taker as Player), who(s.taker as Player)), i);
    } else run.add('bid', `/hands/${i}/trump`, vm(k, i, trump, s.trump), i);
  }
}

/**
 * A hand's `taker` field when its bidding stops before trump is fixed: a `bid` fault when that
 * player can no longer take by any legal bid from here (passed in round 2, or not the offerer
 * of a schmeiss awaiting its answer). The engine's `legalMoves` says which bids may follow.
 */
export function takerUnfinished(run: Run, i: number, s: HandState, taker: Player): void {
  if (!canStillTake(s, taker)) run.add('bid', `/hands/${i}/taker`, vm('takerCannotTake', i, who(taker)), i);
}

/** Whether some legal bids from `s` end the bidding with `p` as the taker (bidding ends within a few bids). */
function canStillTake(s: HandState, p: Player): boolean {
  if (s.phase !== 'bidding') return s.trump >= 0 && s.taker === p;
  return legalMoves(s).some((m) => {
    if (m.type !== 'bid') return false;
    const t = cloneHand(s);
    applyInPlace(t, m);
    return canStillTake(t, p);
  });
}

/** A hand whose shape is broken: not replayed, but its recorded score counts. */
export function unreadableHand(run: Run, h: unknown, i: number, totals: PointPair, pot: number | null): HandOutcome {
  const result = isObj(h) && isObj(h.result) ? h.result : null;
  run.note(vm('handUnreadable', i, !!result && isPair(result.score)), i);
  if (run.snapshots) run.hands.push(emptyHand(i, totals));
  return recordedOutcome(run, -1, result, pot, false);
}

/** A hand whose moves stop before its end. */
export function stopsEarly(
  run: Run,
  result: Obj | null,
  i: number,
  dealer: Player,
  pot: number | null,
  last: boolean,
): HandOutcome {
  if (result) run.note(vm('stopsEarly', i, isPair(result.score)), i);
  return recordedOutcome(run, dealer, result, pot, last);
}

/** A move that cannot be read: a `schema` violation (unless the schema check gave one there) and a note; the hand stops there. */
export function unreadableMove(run: Run, i: number, j: number, result: Obj | null): void {
  const at = `/hands/${i}/moves/${j}`;
  if (!run.schemaAtMove.has(`${i}/${j}`)) run.add('schema', at, vm('moveUnreadable', at), i, j);
  run.note(vm('moveSkipped', j, i, !!result && isPair(result.score)), i, j);
}

/** How the game went, for checking its recorded `result` (see `gameResult`). */
export interface GameSoFar {
  totals: PointPair;
  totalsKnown: boolean;
  /** The first hand whose score is not known (when `totalsKnown` is false). */
  unknownAt: number;
  winner: Player | -1;
  /** How the game ended (null: it is not over). */
  endedBy: GameEnd | null;
}

/** What is wrong with a game's recorded `result` (replay.ts `gameResultWrong`): the key of each violation or note. */
export type GameResultWrong = 'totalsUnchecked' | 'totalsWrong' | 'winnerNotOver' | 'winnerWrong' | 'noWinner';

/** The violations and notes of a game's recorded `totals` and `winner` (`wrong`: which, found by replay.ts). */
export function gameResult(run: Run, res: Obj, g: GameSoFar, wrong: readonly GameResultWrong[]): void {
  const { totals, winner, endedBy } = g;
  for (const k of wrong) {
    if (k === 'totalsUnchecked') run.note(vm(k, g.unknownAt));
    else if (k === 'totalsWrong')
      run.add('game-result', '/result/totals', vm(k, res.totals as PointPair, totals, NAMES));
    else if (k === 'winnerNotOver')
      run.add('game-result', '/result/winner', vm(k, who(res.winner as Player), totals, run.rules.target, NAMES));
    else if (k === 'winnerWrong')
      run.add(
        'game-result',
        '/result/winner',
        vm(k, who(res.winner as Player), who(winner as Player), endedBy!, NAMES),
      );
    else run.add('game-result', '/result/winner', vm(k, endedBy!, NAMES));
  }
}

/** Rules that cannot be resolved: the document's own (`own`; a `schema` fault unless the schema check found one there) or the caller's default. */
export function rulesRejected(run: Run, own: boolean, why: Message): void {
  if (own) {
    if (!run.schemaAtRules) run.add('schema', '/rules', vm('rulesInvalid', why));
  } else run.add('schema', '', vm('rulesGivenInvalid', why));
  run.note(vm('rulesUnknown'));
}

/**
 * Just before the first card of a hand: the declared runs not held at the start of play (the
 * exchange gave a declared 7 away, or a declared turn-up card never came), each a `declare`
 * fault at the declaration that named it (the engine's `startFaults`; replay.ts found some with
 * `lostRuns`). The engine ignores those runs once play starts.
 */
export function runsLostAtStart(
  run: Run,
  s: HandState,
  i: number,
  declaredAt: [number, number],
  rh: ReplayedHand<ViolationData> | null,
): void {
  for (const f of startFaults(s)) {
    const j = declaredAt[f.player as Player];
    if (j < 0) continue;
    const v = run.add('declare', `/hands/${i}/moves/${j}`, f, i, j);
    rh?.steps.find((st) => st.index === j)?.violations.push(v);
  }
}
