/**
 * The validator's one code path: read a document, check its schema, then replay every hand
 * through the engine (faultsOf / applyInPlace / applyNatural / handSummary), check what was
 * written down, the dealer order and the game result. The parts only documents out of the
 * ordinary need (start positions, hands rebuilt from their plays, score-sheet lines, illegal
 * moves, wrong recorded results) are in unusual.ts. `validate` runs it without snapshots;
 * `replayDocument` runs it with a snapshot of the state after every move.
 *
 * The rules themselves live in the engine only: which moves are legal, which rule a fault
 * breaks and the sentence that explains it, what an illegal move means, and every point.
 *
 * (Over 450 lines: the validator's one code path, game, hand and move, kept together so that a
 * verdict can be followed from top to bottom.)
 */
import {
  type Card,
  type HandState,
  type HandSummary,
  type Move,
  type Player,
  type Result,
  type Rules,
  type Suit,
  actorOf,
  applyInPlace,
  checkDeck,
  cloneHand,
  copyPair,
  gameWinner,
  handFromDeck,
  handSummary,
  has,
  legalPlayMask,
  newHand,
  other,
  parseCard,
  parseSuit,
  playCard,
  resolveRules,
  startPlay,
  lostRuns,
  maskOf,
  whyIllegal,
} from '../engine/internal.js';
import { type Message, NAMES, who } from '../engine/message.js';
import { cardsFromStrings, isPair, moveFromNotation, playerOf } from '../notation/convert.js';
import { isolateName } from '../notation/bidi.js';
import type { OmittedCount } from '../notation/schema-errors.js';
import { quickSchemaCheck } from '../notation/shape.js';
import type { PointPair, TranscriptDoc, TranscriptMove, ViolationData } from '../notation/types.js';
import {
  type HandOutcome,
  MAX_LISTED,
  type Obj,
  PartMissing,
  Run,
  errorMessage,
  isObj,
  validatorMessage as vm,
} from './run.js';
import type { PartName, ValidatorParts } from './parts.js';
import type { ReplayData, ReplayedHand, ValidateOptions, VerdictData } from './types.js';
import type { GameResultWrong, GameSoFar, ResultField, TakerTrumpWrong } from './unusual.js';
import type { DealerReason, GameEnd } from './wording.js';

// ---------------------------------------------------------------------------------------------
// Entry point

/** `runDocument` run to its end in one go (the table's replay, the library's validate). */
export function runDocumentNow(...args: Parameters<typeof runDocument>): Result<ReplayData, { missing: PartName }> {
  const steps = runDocument(...args);
  let end;
  while (!(end = steps.next()).done);
  return end.value;
}

/**
 * Judge a document (JSON text or a parsed value), with a snapshot of the state after every move
 * when `snapshots` is set: the replay and its verdict as data (word.ts words them). `parts` are
 * the optional parts (parts.ts `ValidatorParts`); a document that needs one it was not given
 * gives `{ ok: false, error: { missing } }`: load that part and run again. A hand at a time: the
 * run pauses before each hand (run it to its end in one go, or let the page do other work
 * between hands: the editor opens a large document so); the same run either way.
 */
export function* runDocument(
  input: unknown,
  options: Omit<ValidateOptions, 'wording'> | undefined,
  snapshots: boolean,
  parts: ValidatorParts,
): Generator<undefined, Result<ReplayData, { missing: PartName }>> {
  const run: Run<ValidatorParts> = new Run(snapshots, parts);
  let doc: TranscriptDoc | null = null;
  let rules: Rules | null = null;
  try {
    let value: unknown = input;
    // the hand-written check confirms the common case quickly; ajv decides (and words) the rest
    let schemaOk: boolean;
    if (typeof input === 'string') {
      // (text is checked as it is read: a confirmed shape needs no scan of its nesting)
      const r = run.need('schema').readJsonTextConfirmed(input, { maxBytes: options?.maxBytes }, quickSchemaCheck);
      if (!r.ok) {
        for (const e of r.error) run.push(e);
        return finish(run, null, null);
      }
      ({ value, confirmed: schemaOk } = r.value);
    } else schemaOk = quickSchemaCheck(value);
    if (!schemaOk) {
      // hand by hand; made only up to the cap of listed violations, the rest counted
      const counted: OmittedCount = { omitted: 0, at: (path, place) => run.schemaAt(path, place) };
      const checked = run.need('schema').checkSchema(value, MAX_LISTED, counted);
      schemaOk = checked.ok;
      for (const v of checked.faults) run.push(v);
      run.omittedViolations += counted.omitted;
      run.uncounted = counted.uncounted;
      // nested too deep: that one fault, as for its text, and nothing judged further
      if (checked.deep) return finish(run, null, null);
    }
    if (!isObj(value) || value.format !== 'klaberjass' || value.version !== 1 || !Array.isArray(value.hands)) {
      run.note(vm('notTranscript'));
      return finish(run, null, null);
    }
    if (schemaOk) doc = value as unknown as TranscriptDoc;
    // rules: the document's, else the caller's default, else classic
    const spec = value.rules !== undefined ? value.rules : options?.rules;
    if (spec !== undefined) {
      const r = resolveRules(spec);
      if (!r.ok) {
        run.need('unusual').rulesRejected(run, value.rules !== undefined, r.error);
        return finish(run, doc, null);
      }
      run.rules = r.value;
    }
    rules = run.rules;
    const players = value.players;
    if (
      Array.isArray(players) &&
      players.length === 2 &&
      typeof players[0] === 'string' &&
      typeof players[1] === 'string'
    ) {
      // names with right-to-left letters or bidi controls are isolated in every sentence (bidi.ts)
      run.names = [isolateName(players[0]), isolateName(players[1])];
    }
    yield* replayGame(run, value, value.hands as unknown[]);
  } catch (err) {
    if (err instanceof PartMissing) return { ok: false, error: { missing: err.part as PartName } };
    // Not expected: the code is meant to be total. A check that could not be completed is
    // never a pass: the document gets an `internal` violation, so `valid` is false.
    // listed even past the cap: the one violation that must never be missed
    run.violations.push({ rule: 'internal', path: '', ...vm('internalError', errorMessage(err)) });
  }
  return finish(run, doc, rules);
}

function finish(run: Run<ValidatorParts>, doc: TranscriptDoc | null, rules: Rules | null): Result<ReplayData, never> {
  const verdict: VerdictData = {
    valid: run.violations.length === 0,
    violations: run.violations,
    notes: run.notes,
    names: run.names,
  };
  const u = run.uncounted;
  if (run.omittedViolations > 0 || run.omittedNotes > 0 || u) {
    verdict.omitted = { violations: run.omittedViolations, notes: run.omittedNotes };
    if (u) verdict.omitted.uncounted = u;
    // said in the verdict itself, past the cap (the last note)
    run.notes.push(vm('omitted', run.omittedViolations, run.omittedNotes, MAX_LISTED, u));
  }
  return { ok: true, value: { doc, rules, hands: run.hands, verdict } };
}

// ---------------------------------------------------------------------------------------------
// The game: hands in order, dealer order, totals, held-over pot, the end of the game

function* replayGame(run: Run<ValidatorParts>, docValue: Obj, hands: unknown[]): Generator<undefined, void> {
  const totals: PointPair = [0, 0];
  let totalsKnown = true;
  let unknownAt = -1;
  /** The held-over pot, or null when it is not known (a hand before it could not be read). */
  let pot: number | null = 0;
  let expected: Player | -1 = -1;
  let reason: DealerReason | null = null;
  let winner: Player | -1 = -1;
  /** How the game ended (null: not over). */
  let endedBy: GameEnd | null = null;
  let afterEndReported = false;
  for (let i = 0; i < hands.length; i++) {
    yield;
    const h = hands[i];
    const dealer = isObj(h) ? playerOf(h.dealer) : undefined;
    if (dealer !== undefined && expected !== -1 && dealer !== expected && reason) {
      run.add('dealer-order', `/hands/${i}/dealer`, vm('dealerOrder', who(dealer), i, who(expected), reason, NAMES), i);
    }
    if (endedBy && !afterEndReported) {
      afterEndReported = true;
      run.add('game-result', `/hands/${i}`, vm('playedAfterEnd', i, endedBy, NAMES), i);
    }
    const before: PointPair = copyPair(totals);
    const knownBefore = totalsKnown;
    let out: HandOutcome;
    if (isObj(h) && dealer !== undefined) out = replayHand(run, h, i, dealer, before, pot, i === hands.length - 1);
    // a hand whose shape is broken: not replayed, but its recorded score counts
    else out = run.need('unusual').unreadableHand(run, h, i, totals, pot);
    if (out.score) {
      totals[0] += out.score[0];
      totals[1] += out.score[1];
    } else {
      if (totalsKnown) unknownAt = i;
      totalsKnown = false;
    }
    pot = out.potOut;
    expected = out.nextDealer;
    reason = out.dealerReason;
    if (run.snapshots) {
      const rh = run.hands[run.hands.length - 1];
      rh.before = before;
      rh.after = copyPair(totals);
      rh.totalsKnown = knownBefore;
    }
    if (endedBy) continue;
    if (out.claim) {
      // the claim ends the game; with the totals before it unknown, it is not judged
      const { player, correct } = out.claim;
      if (!knownBefore) run.note(vm('claimUnjudged', who(player), i, unknownAt), i);
      winner = !knownBefore ? -1 : correct ? player : other(player);
      endedBy = { by: 'claim', player, hand: i, correct: knownBefore ? correct : null };
    } else if (totalsKnown) {
      const won = gameWinner(totals, run.rules);
      if (won !== -1) {
        winner = won;
        endedBy = {
          by: 'target',
          winner: won,
          won: totals[won],
          lost: totals[other(won)],
          hand: i,
          target: run.rules.target,
        };
      }
    }
  }
  const res = docValue.result;
  if (!isObj(res)) return;
  const g: GameSoFar = { totals, totalsKnown, unknownAt, winner, endedBy };
  const wrong = gameResultWrong(res, g);
  if (wrong.length) run.need('unusual').gameResult(run, res, g, wrong);
}

/**
 * What is wrong with a game's recorded `totals` and `winner` against its hands (empty in the
 * common case), as the keys of the violations and notes unusual.ts `gameResult` words.
 */
function gameResultWrong(res: Obj, g: GameSoFar): GameResultWrong[] {
  const out: GameResultWrong[] = [];
  const { totals, totalsKnown, winner, endedBy } = g;
  const claimed = endedBy?.by === 'claim';
  if (isPair(res.totals) && !claimed) {
    if (!totalsKnown) out.push('totalsUnchecked');
    else if (res.totals[0] !== totals[0] || res.totals[1] !== totals[1]) out.push('totalsWrong');
  }
  const w = res.winner;
  // a claim not judged leaves the winner unknown
  if (claimed && endedBy.correct === null) return out;
  if (w === 0 || w === 1) {
    if (!endedBy) {
      if (totalsKnown) out.push('winnerNotOver');
    } else if (w !== winner) out.push('winnerWrong');
  } else if (w === null && endedBy) out.push('noWinner');
  return out;
}

// ---------------------------------------------------------------------------------------------
// One hand

function dealerReasonOf(s: HandSummary): DealerReason {
  if (s.end === 'schmeiss') return { why: 'schmeiss' };
  if (s.end === 'thrown-in' || s.end === null) return { why: 'thrown-in' };
  if (s.score[0] === s.score[1]) return { why: 'equal' };
  // the player who scored more deals next
  return { why: 'more', player: s.nextDealer };
}

function replayHand(
  run: Run<ValidatorParts>,
  h: Obj,
  i: number,
  dealer: Player,
  before: PointPair,
  pot: number | null,
  last: boolean,
): HandOutcome {
  const list: unknown[] = Array.isArray(h.moves) ? h.moves : [];
  const potIn = pot ?? 0;
  const result = isObj(h.result) ? h.result : null;
  const base = `/hands/${i}`;
  const deal = readDeal(run, h, i, dealer);
  if (list.length === 0 && h.start === undefined) {
    // a hand without moves still deals what it lists: an impossible deal is a fault here too
    if (!deal.deck && !deal.lost && deal.hands) {
      const r = newHand({ rules: run.rules, dealer, hands: deal.hands, turnUp: deal.turnUp, bottom: deal.bottom });
      if (!r.ok) run.add('deal', `${base}/deal`, vm('dealImpossible', i, r.error), i);
    }
    return run.need('unusual').noMoves(run, h, result, i, dealer, before, pot, last);
  }
  const rh: ReplayedHand<ViolationData> | null = run.snapshots
    ? { index: i, initial: null, steps: [], summary: null, before, after: before, truncated: false, totalsKnown: true }
    : null;
  if (rh) run.hands.push(rh);

  // ---- set up the state
  const hasBids = list.some((m) => isObj(m) && m.bid !== undefined);
  const taker = playerOf(h.taker);
  const trump = parseSuit(h.trump);
  let s: HandState;
  let fromPosition = false;
  /** A reconstructed hand's exchange whose maker the record does not show (no fault: a note). */
  let unknownExchange = -1;
  if (h.start !== undefined) {
    const r = run.need('unusual').fromStart(run, h.start, i, dealer, before, potIn, deal.dealt, deal.turnUp);
    if (!r.ok) return run.need('unusual').lostHand(run, r.error, i, rh, dealer, result, pot);
    s = r.value;
    fromPosition = true;
  } else if (deal.deck) {
    s = handFromDeck(run.rules, dealer, deal.deck, before, potIn);
  } else if (deal.lost) {
    return run.need('unusual').lostHand(run, deal.lost, i, rh, dealer, result, pot);
  } else if (deal.hands) {
    const r = newHand({
      rules: run.rules,
      dealer,
      hands: deal.hands,
      turnUp: deal.turnUp,
      bottom: deal.bottom,
      before,
      pot: potIn,
    });
    if (!r.ok) {
      run.add('deal', `${base}/deal`, vm('dealImpossible', i, r.error), i);
      return run.need('unusual').lostHand(run, vm('cardsUnknown'), i, rh, dealer, result, pot);
    }
    s = r.value;
  } else {
    if (hasBids && deal.turnUp < 0)
      return run.need('unusual').lostHand(run, vm('bidsWithoutTurnUp'), i, rh, dealer, result, pot);
    // a hand of bids only (thrown in, or ended by a schmeiss) shows no card: nothing to rebuild
    const shown = list.some(
      (m) => isObj(m) && (m.play !== undefined || m.exchange !== undefined || m.declare !== undefined),
    );
    const rec = shown
      ? run.need('unusual').reconstruct(run, list, dealer, deal.turnUp, deal.bottom, hasBids ? -1 : trump, taker)
      : null;
    unknownExchange = rec ? rec.unknownExchange : -1;
    const r = newHand({
      rules: run.rules,
      dealer,
      hands: rec ? rec.hands : [[], []],
      turnUp: deal.turnUp,
      bottom: deal.bottom,
      before,
      pot: potIn,
      partial: true,
    });
    if (!r.ok) return run.need('unusual').lostHand(run, vm('notReconstructed', r.error), i, rh, dealer, result, pot);
    s = r.value;
  }
  if (hasBids && s.turnUp < 0 && !fromPosition)
    return run.need('unusual').lostHand(run, vm('bidsWithoutTurnUp'), i, rh, dealer, result, pot);
  // no bids: the hand is played from its taker and trump fields (without them trump is unknown)
  const noTrump = !hasBids && !fromPosition && (trump < 0 || taker === undefined);
  if (!hasBids && !fromPosition && !noTrump) {
    const r = startPlay(s, trump as Suit, taker as Player);
    if (!r.ok) return run.need('unusual').lostHand(run, r.error, i, rh, dealer, result, pot);
    s = r.value;
  }
  if (rh) rh.initial = cloneHand(s);

  // ---- the moves
  let truncated = false;
  let trumpChecked = !hasBids;
  /** The move that made each player's declaration (for runs found not held when play starts). */
  const declaredAt: [number, number] = [-1, -1];
  for (let j = 0; j < list.length; j++) {
    const wm = list[j];
    if (!s.started && s.phase === 'play' && (s.declared[0]?.length || s.declared[1]?.length) && isObj(wm))
      checkRunsAtStart(run, s, wm, i, declaredAt, rh);
    // Fast path: a legal play with nothing unusual about it (most moves of most documents). Not
    // with snapshots: each move's state is cloned then anyway, and the general path below records
    // its step.
    if (
      !rh &&
      isObj(wm) &&
      wm.play !== undefined &&
      s.phase === 'play' &&
      wm.bela === undefined &&
      wm.bid === undefined &&
      wm.exchange === undefined &&
      wm.declare === undefined &&
      wm.claim === undefined
    ) {
      const p = s.toAct;
      const c = parseCard(wm.play);
      if (
        c >= 0 &&
        (wm.player === undefined || wm.player === p) &&
        has(s.hands[p], c) &&
        has(legalPlayMask(s.hands[p], s.lead, s.trump, s.rules.bareJass), c)
      ) {
        playCard(s, c, false);
        continue;
      }
    }
    const m = moveFromNotation(wm);
    if (!m) {
      run.need('unusual').unreadableMove(run, i, j, result);
      truncated = true;
      break;
    }
    const first = run.violations.length;
    const actor = m.type === 'declare' ? actorOf(s, m) : -1;
    let applied = true;
    if (j === unknownExchange && s.phase === 'play' && !s.started) {
      // the exchange is not carried out: neither hand is known to hold the 7
      run.note(vm('exchangeUnknown', i), i, j);
      applied = false;
    } else if (whyIllegal(s, m).length === 0) {
      applyInPlace(s, m);
    } else {
      const next = run.need('unusual').illegalMove(run, s, m, `${base}/moves/${j}`, i, j);
      if (next) s = next;
      else applied = false;
    }
    if (actor !== -1 && applied) declaredAt[actor] = j;
    if (rh)
      rh.steps.push({
        index: j,
        written: wm as TranscriptMove,
        move: m,
        state: cloneHand(s),
        violations: run.violations.slice(first),
        applied,
      });
    if (noTrump && m.type === 'play') {
      run.note(vm('trumpUnknown', i), i, j);
      truncated = true;
      break;
    }
    if (m.type === 'bid' && !trumpChecked && s.phase !== 'bidding') {
      trumpChecked = true;
      checkTakerTrump(run, i, s, taker, trump);
      if (deal.six && s.phase === 'play') {
        run.add('deal', `${base}/deal/hands`, vm('sixCardsPlayed', i), i);
        // with a deck the last three cards are known, so the hand goes on
        if (!deal.deck) {
          truncated = true;
          run.note(vm('lastThreeUnknown', i), i);
          break;
        }
      }
    }
  }
  if (!trumpChecked && s.phase === 'over') checkTakerTrump(run, i, s, taker, trump);
  // the record stops before trump is fixed: only a taker who can no longer take contradicts it
  else if (!trumpChecked && s.phase === 'bidding' && taker !== undefined)
    run.need('unusual').takerUnfinished(run, i, s, taker);
  if (truncated) {
    if (rh) rh.truncated = true;
    return run.need('unusual').recordedOutcome(run, dealer, result, pot, false);
  }

  // ---- what the moves imply
  const sum = handSummary(s);
  if (rh) rh.summary = sum;
  explainPoints(run, sum, i);
  if (s.phase !== 'over') return run.need('unusual').stopsEarly(run, result, i, dealer, pot, last);
  // an unknown pot would be paid in this hand: its score and the totals after it are unknown
  const paysPot = pot === null && sum.end === 'played' && sum.score[0] !== sum.score[1];
  if (paysPot) run.note(vm('potUnknown', i), i);
  if (result) {
    const later = fromPosition && run.need('unusual').isLater(h.start as Obj);
    checkResult(run, result, sum, i, later, later && !isPair((h.start as Obj).points), paysPot);
  }
  // a claim ends the game: no next dealer (and its score counts: only a played hand pays a pot)
  const claim = s.end === 'claimed' && s.claim ? { player: s.claim.player, correct: s.claim.correct } : null;
  return {
    score: paysPot ? null : copyPair(sum.score),
    nextDealer: claim ? -1 : sum.nextDealer,
    dealerReason: claim ? null : dealerReasonOf(sum),
    potOut: pot === null && !paysPot ? null : sum.potOut,
    claim,
  };
}

/**
 * Just before the first card of a hand: the declared runs not held at the start of play (the
 * exchange gave a declared 7 away, or a declared turn-up card never came), each a `declare`
 * fault at the declaration that named it (unusual.ts `runsLostAtStart`). The engine ignores those runs once play starts.
 */
function checkRunsAtStart(
  run: Run<ValidatorParts>,
  s: HandState,
  wm: Obj,
  i: number,
  declaredAt: [number, number],
  rh: ReplayedHand<ViolationData> | null,
): void {
  if (wm.play === undefined || moveFromNotation(wm)?.type !== 'play') return;
  if (lostRuns(s, 0).length || lostRuns(s, 1).length) run.need('unusual').runsLostAtStart(run, s, i, declaredAt, rh);
}

/**
 * A hand's `taker` and `trump` fields, where given, against its bids: what disagrees (nobody took,
 * another taker, another trump) is worded by unusual.ts `takerTrumpFaults`.
 */
function checkTakerTrump(
  run: Run<ValidatorParts>,
  i: number,
  s: HandState,
  taker: Player | undefined,
  trump: Suit | -1,
): void {
  if (taker === undefined && trump < 0) return;
  const wrong: TakerTrumpWrong[] = [];
  if (s.trump < 0) wrong.push('nobodyTook');
  else {
    if (taker !== undefined && taker !== s.taker) wrong.push('takerWrong');
    if (trump >= 0 && trump !== s.trump) wrong.push('trumpWrong');
  }
  if (wrong.length) run.need('unusual').takerTrumpFaults(run, i, s, taker, trump, wrong);
}

// ---------------------------------------------------------------------------------------------
// Deal: deck, deal, and their agreement

interface DealInfo {
  deck: Card[] | null;
  hands: [Card[], Card[]] | null;
  turnUp: Card;
  bottom: Card;
  /** The cards each player was dealt, when known (for checking a start position). */
  dealt: [Card[], Card[]] | null;
  /** Why the cards cannot be known (a deal fault already reported), as worded for a note. */
  lost: Message | null;
  /** `deal.hands` lists six cards each (a thrown-in hand: a played one needs nine). */
  six: boolean;
}

const ND_SLOTS = [0, 1, 2, 6, 7, 8, 13, 14, 15];
const D_SLOTS = [3, 4, 5, 9, 10, 11, 16, 17, 18];

function readDeal(run: Run<ValidatorParts>, h: Obj, i: number, dealer: Player): DealInfo {
  const base = `/hands/${i}`;
  const info: DealInfo = { deck: null, hands: null, turnUp: -1, bottom: -1, dealt: null, lost: null, six: false };
  if (h.deck !== undefined) {
    const deck = cardsFromStrings(h.deck);
    if (!deck || deck.length !== 32) {
      info.lost = vm('deckUnreadable');
    } else {
      const checked = checkDeck(deck);
      if (!checked.ok) {
        run.add('deal', `${base}/deck`, vm('deckInvalid', i, checked.error), i);
        info.lost = vm('deckNotADeck');
      } else {
        info.deck = deck;
        info.turnUp = deck[12];
        info.bottom = deck[31];
        if (h.deal !== undefined || h.start !== undefined) {
          // each player's cards in the order received (only needed to compare with deal or start)
          const nd = other(dealer);
          info.dealt = [[], []];
          for (const k of ND_SLOTS) info.dealt[nd].push(deck[k]);
          for (const k of D_SLOTS) info.dealt[dealer].push(deck[k]);
        }
      }
    }
  }
  const d = h.deal;
  if (!isObj(d)) return info;
  const turnUp = parseCard(d.turnUp);
  const bottom = parseCard(d.bottom);
  let hands: [Card[], Card[]] | null = null;
  if (Array.isArray(d.hands) && d.hands.length === 2) {
    const a = cardsFromStrings(d.hands[0]),
      b = cardsFromStrings(d.hands[1]);
    if (a && b && (a.length === 6 || a.length === 9) && (b.length === 6 || b.length === 9)) {
      hands = [a, b];
      info.six = a.length === 6 && b.length === 6;
    } else if (!info.deck) info.lost = info.lost ?? vm('dealUnreadable');
  }
  if (info.deck) {
    const deck = info.deck;
    if (turnUp >= 0 && turnUp !== deck[12])
      run.add('deal', `${base}/deal/turnUp`, vm('turnUpWrong', i, turnUp, deck[12]), i);
    if (bottom >= 0 && bottom !== deck[31])
      run.add('deal', `${base}/deal/bottom`, vm('bottomWrong', i, bottom, deck[31]), i);
    if (hands) {
      for (const p of [0, 1] as const) {
        // the first six cards, then the last three (when listed), each as a set
        const listed = hands[p],
          fromDeck = info.dealt![p].slice(0, listed.length);
        const ok =
          maskOf(listed.slice(0, 6)) === maskOf(fromDeck.slice(0, 6)) &&
          maskOf(listed.slice(6)) === maskOf(fromDeck.slice(6));
        if (!ok) run.add('deal', `${base}/deal/hands/${p}`, vm('dealtWrong', i, listed, who(p), fromDeck), i);
      }
    }
    return info;
  }
  if (hands && hands[0].length !== hands[1].length) {
    run.add('deal', `${base}/deal/hands`, vm('dealtUneven', i, hands[0].length, who(0), hands[1].length, who(1)), i);
    info.lost = info.lost ?? vm('dealInconsistent');
  }
  info.turnUp = turnUp;
  info.bottom = bottom;
  if (hands) {
    info.hands = hands;
    info.dealt = hands;
  }
  return info;
}

// ---------------------------------------------------------------------------------------------
// Notes: points the moves did not count, and why

function explainPoints(run: Run<ValidatorParts>, s: HandSummary, i: number): void {
  const b = s.belaInfo;
  if (b.holder !== -1 && b.reason === 'not-announced') {
    run.note(vm('belaNotAnnounced', who(b.holder), !(run.rules.belaAnnounce === 'both' && !b.first)), i);
  }
  // bela counted for a player who is not known to have held both cards: from a later position
  for (const p of [0, 1] as const) if (s.bela[p] > 0 && b.holder !== p) run.note(vm('belaUnchecked', who(p)), i);
  const q = s.sequenceInfo;
  if (q.voided && q.winner !== -1) {
    run.note(vm('sequencesVoided', who(q.winner), q.value), i);
  }
  if (q.reason === 'tie-none' && s.end !== 'thrown-in') {
    run.note(vm('sequencesTie'), i);
  }
}

// ---------------------------------------------------------------------------------------------
// Recorded results

const FIELDS: readonly ResultField[] = ['cards', 'lastTrick', 'sequences', 'bela', 'points', 'score'];

/** Compare a hand's recorded result with the one its moves imply (unusual.ts words a difference). */
function checkResult(
  run: Run<ValidatorParts>,
  r: Obj,
  s: HandSummary,
  i: number,
  later: boolean,
  noPoints: boolean,
  noScore: boolean,
): void {
  for (const f of FIELDS) {
    const v = r[f];
    if (v === undefined) continue;
    if (later && f !== 'lastTrick' && (noPoints || (f !== 'points' && f !== 'score'))) continue;
    if (f === 'lastTrick') {
      // a value that is not a player is a schema fault only (one fault, one rule)
      if ((v === 0 || v === 1) && v !== s.lastTrick) run.need('unusual').reportResult(run, f, v, s, i);
      continue;
    }
    if (f === 'score' && noScore) continue;
    if (!isPair(v)) continue;
    const implied = s[f];
    if (v[0] !== implied[0] || v[1] !== implied[1]) run.need('unusual').reportResult(run, f, v, s, i);
  }
}

/** The engine moves of a hand's notation moves (null for unreadable ones). */
export function movesOf(list: readonly TranscriptMove[]): (Move | null)[] {
  return list.map(moveFromNotation);
}
