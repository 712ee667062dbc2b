/**
 * The validator's one code path: read a document, check its schema, then replay every hand
 * through the engine (faultsOf / applyInPlace / applyNatural / handSummary), check what was
 * written down, the dealer order and the game result. `validate` runs it without snapshots;
 * `replayDocument` runs it with a snapshot of the state after every move.
 *
 * The rules themselves live in the engine only: which moves are legal, which rule a fault
 * breaks and the sentence that explains it, what an illegal move means, and every point.
 */
import {
  type Card, type HandState, type HandSummary, type Move, type Names, type Player, type Rules, type RuleId, type Suit,
  PRESETS, R7, RK, RQ, applyInPlace, applyNatural, beats, checkDeck, cloneHand, faultsOf,
  handFromDeck, handFromPosition, handSummary, has, legalPlayMask, newHand, nextDealerAfter, other, parseSuit,
  payPot, playCard, resolveRules, startPlay, takerRule, gameWinner, cardsOf, suitOf,
} from '../engine/index.js';
import { validateSchema } from '../notation/generated/schema-validator.js';
import { cardOf, cardsFromStrings, isPair, moveFromNotation, playerOf } from '../notation/convert.js';
import { parseJsonText } from '../notation/json-text.js';
import { schemaViolations } from '../notation/parse.js';
import { quickSchemaCheck } from '../notation/shape.js';
import type { Pair, TranscriptDoc, TranscriptMove } from '../notation/types.js';
import type { Note, ReplayedDocument, ReplayedHand, ValidateOptions, Verdict, Violation } from './types.js';
import { type BelaWhy, type DealerReason, type GameEnd, type ValidatorWording, validatorWordingEn } from './wording.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

/** What one hand leaves for the game: its score, the next dealer, the pot, a claim. */
interface HandOutcome {
  /** The score that counts for the totals, or null when it is not known. */
  score: Pair | null;
  /** Who must deal next, or -1 when not known (or the first dealer is free). */
  nextDealer: Player | -1;
  /** Why that player deals next (for the dealer-order message). */
  dealerReason: DealerReason | null;
  potOut: number;
  claim: { player: Player; correct: boolean } | null;
}

class Run {
  readonly violations: Violation[] = [];
  readonly notes: Note[] = [];
  readonly hands: ReplayedHand[] = [];
  names: Names;
  rules: Rules = PRESETS.classic;
  constructor(readonly snapshots: boolean, readonly w: ValidatorWording) {
    this.names = w.players;
  }

  add(rule: RuleId, path: string, message: string, hand?: number, move?: number): Violation {
    const v: Violation = { rule, path, message };
    if (hand !== undefined) v.hand = hand;
    if (move !== undefined) v.move = move;
    this.violations.push(v);
    return v;
  }

  note(message: string, hand?: number, move?: number): void {
    const n: Note = { message };
    if (hand !== undefined) n.hand = hand;
    if (move !== undefined) n.move = move;
    this.notes.push(n);
  }

  who(p: Player): string {
    return this.names[p];
  }
}

// ---------------------------------------------------------------------------------------------
// Entry point

export function runDocument(input: unknown, options: ValidateOptions | undefined, snapshots: boolean): ReplayedDocument {
  const w = options?.wording ?? validatorWordingEn;
  const run = new Run(snapshots, w);
  let doc: TranscriptDoc | null = null;
  let rules: Rules | null = null;
  try {
    let value: unknown = input;
    if (typeof input === 'string') {
      const r = parseJsonText(input, { maxBytes: options?.maxBytes }, w.schema);
      if (!r.ok) {
        run.violations.push(...r.errors);
        return finish(run, null, null);
      }
      value = r.value;
    }
    // the hand-written check confirms the common case quickly; ajv decides (and words) the rest
    const schemaOk = quickSchemaCheck(value) || validateSchema(value);
    if (!schemaOk) run.violations.push(...schemaViolations(validateSchema.errors ?? [], value, w.schema));
    if (!isObj(value) || value.format !== 'klaberjass' || value.version !== 1 || !Array.isArray(value.hands)) {
      run.note(w.notTranscript());
      return finish(run, null, null);
    }
    if (schemaOk) doc = value as unknown as TranscriptDoc;
    // rules: the document's, else the caller's default, else classic
    const spec = value.rules !== undefined ? value.rules : options?.rules;
    if (spec !== undefined) {
      const r = resolveRules(spec, w);
      if (!r.ok) {
        if (value.rules !== undefined) {
          if (!run.violations.some((v) => v.path.startsWith('/rules'))) run.add('schema', '/rules', w.rulesInvalid(r.error));
        } else run.add('schema', '', w.rulesGivenInvalid(r.error));
        run.note(w.rulesUnknown());
        return finish(run, doc, null);
      }
      run.rules = r.rules;
    }
    rules = run.rules;
    const players = value.players;
    if (Array.isArray(players) && players.length === 2 && typeof players[0] === 'string' && typeof players[1] === 'string') {
      run.names = [players[0], players[1]];
    }
    replayGame(run, value, value.hands as unknown[]);
  } catch (err) {
    // Not expected: the code is meant to be total. Say so rather than invent a violation.
    run.note(w.internalError(err instanceof Error ? err.message : String(err)));
  }
  return finish(run, doc, rules);
}

function finish(run: Run, doc: TranscriptDoc | null, rules: Rules | null): ReplayedDocument {
  const verdict: Verdict = { valid: run.violations.length === 0, violations: run.violations, notes: run.notes };
  return { doc, rules, hands: run.hands, verdict };
}

// ---------------------------------------------------------------------------------------------
// The game: hands in order, dealer order, totals, held-over pot, the end of the game

function replayGame(run: Run, docValue: Obj, hands: unknown[]): void {
  const totals: Pair = [0, 0];
  let totalsKnown = true;
  let unknownAt = -1;
  let pot = 0;
  const w = run.w;
  let expected: Player | -1 = -1;
  let reason: DealerReason | null = null;
  let over = false;
  let winner: Player | -1 = -1;
  let endedBy: GameEnd | null = null;
  let claimed = false;
  let afterEndReported = false;
  for (let i = 0; i < hands.length; i++) {
    const h = hands[i];
    const dealer = isObj(h) ? playerOf(h.dealer) : undefined;
    if (!isObj(h) || dealer === undefined) {
      run.note(w.handUnreadable(i), i);
      if (totalsKnown) unknownAt = i;
      totalsKnown = false;
      expected = -1;
      if (run.snapshots) run.hands.push(emptyHand(i, totals));
      continue;
    }
    if (expected !== -1 && dealer !== expected && reason) {
      run.add('dealer-order', `/hands/${i}/dealer`, w.dealerOrder(run.who(dealer), i, run.who(expected), reason, run.names), i);
    }
    if (over && !afterEndReported && endedBy) {
      afterEndReported = true;
      run.add('game-result', `/hands/${i}`, w.playedAfterEnd(i, endedBy, run.names), i);
    }
    const before: Pair = [totals[0], totals[1]];
    const out = replayHand(run, h, i, dealer, before, pot, i === hands.length - 1);
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
      rh.after = [totals[0], totals[1]];
    }
    if (over) continue;
    if (out.claim) {
      over = true;
      claimed = true;
      winner = out.claim.correct ? out.claim.player : other(out.claim.player);
      endedBy = { by: 'claim', player: out.claim.player, hand: i, correct: out.claim.correct };
    } else if (totalsKnown) {
      const won = gameWinner(totals, run.rules);
      if (won !== -1) {
        over = true;
        winner = won;
        endedBy = { by: 'target', winner: won, won: totals[won], lost: totals[other(won)], hand: i, target: run.rules.target };
      }
    }
  }
  const res = docValue.result;
  if (!isObj(res)) return;
  if (isPair(res.totals) && !claimed) {
    if (!totalsKnown) {
      run.note(w.totalsUnchecked(unknownAt));
    } else if (res.totals[0] !== totals[0] || res.totals[1] !== totals[1]) {
      run.add('game-result', '/result/totals', w.totalsWrong(res.totals, totals, run.names));
    }
  }
  if (res.winner === 0 || res.winner === 1) {
    if (!over) {
      if (totalsKnown || claimed) {
        run.add('game-result', '/result/winner', w.winnerNotOver(run.who(res.winner), totals, run.rules.target, run.names));
      }
    } else if (res.winner !== winner) {
      run.add('game-result', '/result/winner', w.winnerWrong(run.who(res.winner), run.who(winner as Player), endedBy!, run.names));
    }
  } else if (res.winner === null && over) {
    run.add('game-result', '/result/winner', w.noWinner(endedBy!, run.names));
  }
}

function emptyHand(i: number, totals: Pair): ReplayedHand {
  return { index: i, initial: null, steps: [], summary: null, before: [totals[0], totals[1]], after: [totals[0], totals[1]], truncated: true };
}

// ---------------------------------------------------------------------------------------------
// One hand

function dealerReasonOf(s: HandSummary): DealerReason {
  if (s.end === 'schmeiss') return { why: 'schmeiss' };
  if (s.end === 'thrown-in' || s.end === null) return { why: 'thrown-in' };
  if (s.score[0] === s.score[1]) return { why: 'equal' };
  return { why: 'more', player: s.score[0] > s.score[1] ? 0 : 1 };
}

function recordedOutcome(dealer: Player, score: unknown, pot: number, last: boolean): HandOutcome {
  if (isPair(score)) {
    const nd = nextDealerAfter('played', dealer, score);
    return {
      score: [score[0], score[1]], nextDealer: nd, potOut: score[0] === score[1] ? pot : 0, claim: null,
      dealerReason: score[0] === score[1] ? { why: 'equal' } : { why: 'more', player: nd },
    };
  }
  return { score: last ? [0, 0] : null, nextDealer: -1, dealerReason: null, potOut: pot, claim: null };
}

function replayHand(run: Run, h: Obj, i: number, dealer: Player, before: Pair, pot: number, last: boolean): HandOutcome {
  const moves = Array.isArray(h.moves) ? (h.moves as unknown[]) : null;
  const result = isObj(h.result) ? h.result : null;
  const base = `/hands/${i}`;
  const w = run.w;
  const deal = readDeal(run, h, i, dealer);
  if ((!moves || moves.length === 0) && h.start === undefined) {
    if (run.snapshots) run.hands.push(emptyHand(i, before));
    if (!result) {
      if (!last) run.note(w.noMovesNoResult(i), i);
      return recordedOutcome(dealer, undefined, pot, last);
    }
    return checkSheet(run, h, result, i, dealer, pot);
  }
  const list = moves ?? [];
  const rh: ReplayedHand | null = run.snapshots ? { index: i, initial: null, steps: [], summary: null, before, after: before, truncated: false } : null;
  if (rh) run.hands.push(rh);

  // ---- set up the state
  let hasBids = false;
  for (const m of list) if (isObj(m) && m.bid !== undefined) { hasBids = true; break; }
  const taker = playerOf(h.taker);
  const trump = parseSuit(h.trump);
  let s: HandState;
  let fromPosition = false;
  let sixCards = false;
  if (h.start !== undefined) {
    const st = h.start;
    if (!isObj(st)) return lostHand(run, w.startUnreadable(), i, rh, dealer, result, pot, last);
    const sh = Array.isArray(st.hands) ? st.hands : null;
    const h0 = sh && sh.length === 2 ? cardsFromStrings(sh[0]) : null;
    const h1 = sh && sh.length === 2 ? cardsFromStrings(sh[1]) : null;
    const sTrump = parseSuit(st.trump), sTaker = playerOf(st.taker), sLeader = playerOf(st.leader);
    if (!h0 || !h1 || sTrump < 0 || sTaker === undefined || sLeader === undefined) return lostHand(run, w.startUnreadable(), i, rh, dealer, result, pot, last);
    const r = handFromPosition({
      rules: run.rules, dealer, trump: sTrump as Suit, taker: sTaker, leader: sLeader, hands: [h0, h1],
      points: isPair(st.points) ? st.points : undefined, tricks: isPair(st.tricks) ? st.tricks : undefined, before, pot,
    }, w);
    if (!r.ok) {
      run.add('deal', `${base}/start/hands`, w.startImpossible(i, r.error), i);
      return lostHand(run, w.positionUndefined(), i, rh, dealer, result, pot, last);
    }
    if (deal.dealt) {
      for (const p of [0, 1] as const) {
        const stray = (p === 0 ? h0 : h1).filter((c) => !deal.dealt![p].includes(c) && c !== deal.turnUp);
        if (stray.length) run.add('deal', `${base}/start/hands/${p}`, w.startNotDealt(run.who(p), stray), i);
      }
    }
    s = r.value;
    fromPosition = true;
  } else if (deal.deck) {
    s = handFromDeck(run.rules, dealer, deal.deck, before, pot);
  } else if (deal.lost) {
    return lostHand(run, deal.lost, i, rh, dealer, result, pot, last);
  } else if (deal.hands) {
    const r = newHand({ rules: run.rules, dealer, hands: deal.hands, turnUp: deal.turnUp, bottom: deal.bottom, before, pot }, w);
    if (!r.ok) {
      run.add('deal', `${base}/deal`, w.dealImpossible(i, r.error), i);
      return lostHand(run, w.cardsUnknown(), i, rh, dealer, result, pot, last);
    }
    s = r.value;
    sixCards = deal.hands[0].length === 6;
  } else {
    if (hasBids && deal.turnUp < 0) return lostHand(run, w.bidsWithoutTurnUp(), i, rh, dealer, result, pot, last);
    const cards = reconstruct(run, list, dealer, deal.turnUp, deal.bottom, hasBids ? -1 : trump, taker);
    const r = newHand({ rules: run.rules, dealer, hands: cards, turnUp: deal.turnUp, bottom: deal.bottom, before, pot, partial: true }, w);
    if (!r.ok) return lostHand(run, w.notReconstructed(r.error), i, rh, dealer, result, pot, last);
    s = r.value;
  }
  if (hasBids && s.turnUp < 0 && !fromPosition) return lostHand(run, w.bidsWithoutTurnUp(), i, rh, dealer, result, pot, last);
  // no bids: the hand is played from its taker and trump fields (without them trump is unknown)
  const noTrump = !hasBids && !fromPosition && (trump < 0 || taker === undefined);
  if (!hasBids && !fromPosition && !noTrump) {
    const r = startPlay(s, trump as Suit, taker as Player, w);
    if (!r.ok) return lostHand(run, r.error, i, rh, dealer, result, pot, last);
    s = r.value;
  }
  if (rh) rh.initial = cloneHand(s);

  // ---- the moves
  const names = run.names;
  let truncated = false;
  let trumpChecked = !hasBids;
  for (let j = 0; j < list.length; j++) {
    const wm = list[j];
    // Fast path: a legal play with nothing unusual about it (most moves of most documents).
    if (isObj(wm) && wm.play !== undefined && s.phase === 'play' && wm.bela === undefined && wm.bid === undefined && wm.exchange === undefined && wm.declare === undefined && wm.claim === undefined) {
      const p = s.toAct;
      const c = cardOf(wm.play);
      if (c >= 0 && (wm.player === undefined || wm.player === p) && has(s.hands[p], c) && has(legalPlayMask(s.hands[p], s.lead, s.trump, s.rules.bareJass), c)) {
        playCard(s, c, false);
        if (rh) rh.steps.push({ index: j, written: wm as unknown as TranscriptMove, move: wm.player === undefined ? { type: 'play', card: c } : { type: 'play', card: c, player: p }, state: cloneHand(s), violations: [], applied: true });
        continue;
      }
    }
    const m = moveFromNotation(wm);
    if (!m) {
      if (!run.violations.some((v) => v.rule === 'schema' && v.hand === i && v.move === j)) {
        run.add('schema', `${base}/moves/${j}`, w.moveUnreadable(`${base}/moves/${j}`), i, j);
      }
      run.note(w.moveSkipped(j, i, !!result && isPair(result.score)), i, j);
      truncated = true;
      break;
    }
    const faults = faultsOf(s, m, names, w);
    let applied = true;
    const first = run.violations.length;
    if (faults.length === 0) {
      applyInPlace(s, m);
    } else {
      const notHeld = faults.some((f) => f.rule === 'card-not-held');
      for (const f of faults) {
        if (notHeld && f.rule === 'bela-announcement') continue;
        run.add(f.rule, `${base}/moves/${j}`, f.message, i, j);
      }
      const next = applyNatural(s, m);
      if (next) s = next; else applied = false;
    }
    if (rh) rh.steps.push({ index: j, written: wm as TranscriptMove, move: m, state: cloneHand(s), violations: run.violations.slice(first), applied });
    if (noTrump && m.type === 'play') {
      run.note(w.trumpUnknown(i), i, j);
      truncated = true;
      break;
    }
    if (m.type === 'bid' && !trumpChecked && s.phase !== 'bidding') {
      trumpChecked = true;
      checkTakerTrump(run, h, i, s);
      if (sixCards && s.phase === 'play') {
        run.add('deal', `${base}/deal/hands`, w.sixCardsPlayed(i), i);
        truncated = true;
        run.note(w.lastThreeUnknown(i), i);
        break;
      }
    }
  }
  if (!trumpChecked && s.phase === 'over') checkTakerTrump(run, h, i, s);
  if (truncated) {
    if (rh) rh.truncated = true;
    return recordedOutcome(dealer, result?.score, pot, last);
  }

  // ---- what the moves imply
  const sum = handSummary(s);
  if (rh) rh.summary = sum;
  explainPoints(run, sum, i);
  const finished = s.phase === 'over';
  if (!finished) {
    if (result) run.note(w.stopsEarly(i, isPair(result.score)), i);
    return recordedOutcome(dealer, result?.score, pot, last);
  }
  if (result) {
    const later = fromPosition && isLater(h.start as Obj);
    checkResult(run, result, sum, i, later, later && !isPair((h.start as Obj).points));
  }
  if (s.end === 'claimed' && s.claim) {
    return { score: [sum.score[0], sum.score[1]], nextDealer: -1, dealerReason: null, potOut: sum.potOut, claim: { player: s.claim.player, correct: s.claim.correct } };
  }
  return { score: [sum.score[0], sum.score[1]], nextDealer: sum.nextDealer, dealerReason: dealerReasonOf(sum), potOut: sum.potOut, claim: null };
}

/** A hand whose state cannot be set up or went missing: said in a note; its recorded score counts. */
function lostHand(run: Run, why: string, i: number, rh: ReplayedHand | null, dealer: Player, result: Obj | null, pot: number, last: boolean): HandOutcome {
  run.note(run.w.handSkipped(why, i, !!result && isPair(result.score)), i);
  if (rh) rh.truncated = true;
  return recordedOutcome(dealer, result?.score, pot, last);
}

/** A start position after the first trick (fewer than nine cards each). */
function isLater(start: Obj): boolean {
  const hs = start.hands as unknown[];
  return Array.isArray(hs) && Array.isArray(hs[0]) && (hs[0] as unknown[]).length < 9;
}

function checkTakerTrump(run: Run, h: Obj, i: number, s: HandState): void {
  const taker = playerOf(h.taker);
  const trump = parseSuit(h.trump);
  if (taker === undefined && trump < 0) return;
  if (s.trump < 0) {
    run.add('bid', `/hands/${i}/${taker !== undefined ? 'taker' : 'trump'}`, run.w.nobodyTook(i, taker !== undefined ? run.who(taker) : null, trump, s.end === 'schmeiss'), i);
    return;
  }
  if (taker !== undefined && taker !== s.taker) {
    run.add('bid', `/hands/${i}/taker`, run.w.takerWrong(i, run.who(taker), run.who(s.taker as Player)), i);
  }
  if (trump >= 0 && trump !== s.trump) {
    run.add('bid', `/hands/${i}/trump`, run.w.trumpWrong(i, trump, s.trump), i);
  }
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
  lost: string | null;
}

const ND_SLOTS = [0, 1, 2, 6, 7, 8, 13, 14, 15];
const D_SLOTS = [3, 4, 5, 9, 10, 11, 16, 17, 18];

function sameSet(a: readonly Card[], b: readonly Card[]): boolean {
  if (a.length !== b.length) return false;
  let ma = 0, mb = 0;
  for (const c of a) ma |= 1 << c;
  for (const c of b) mb |= 1 << c;
  return ma === mb;
}

function readDeal(run: Run, h: Obj, i: number, dealer: Player): DealInfo {
  const base = `/hands/${i}`;
  const w = run.w;
  const info: DealInfo = { deck: null, hands: null, turnUp: -1, bottom: -1, dealt: null, lost: null };
  if (h.deck !== undefined) {
    const deck = cardsFromStrings(h.deck);
    if (!deck || deck.length !== 32) {
      info.lost = w.deckUnreadable();
    } else {
      const err = checkDeck(deck, w);
      if (err) {
        run.add('deal', `${base}/deck`, w.deckInvalid(i, err), i);
        info.lost = w.deckNotADeck();
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
  const turnUp = d.turnUp !== undefined ? cardOf(d.turnUp) : -1;
  const bottom = d.bottom !== undefined ? cardOf(d.bottom) : -1;
  let hands: [Card[], Card[]] | null = null;
  if (Array.isArray(d.hands) && d.hands.length === 2) {
    const a = cardsFromStrings(d.hands[0]), b = cardsFromStrings(d.hands[1]);
    if (a && b && (a.length === 6 || a.length === 9) && (b.length === 6 || b.length === 9)) hands = [a, b];
    else if (d.hands !== undefined && !info.deck) info.lost = info.lost ?? w.dealUnreadable();
  }
  if (info.deck) {
    const deck = info.deck;
    if (turnUp >= 0 && turnUp !== deck[12]) run.add('deal', `${base}/deal/turnUp`, w.turnUpWrong(i, turnUp, deck[12]), i);
    if (bottom >= 0 && bottom !== deck[31]) run.add('deal', `${base}/deal/bottom`, w.bottomWrong(i, bottom, deck[31]), i);
    if (hands) {
      for (const p of [0, 1] as const) {
        const listed = hands[p], fromDeck = info.dealt![p];
        const ok = sameSet(listed.slice(0, 6), fromDeck.slice(0, 6)) && (listed.length === 6 || sameSet(listed.slice(6), fromDeck.slice(6)));
        if (!ok) {
          run.add('deal', `${base}/deal/hands/${p}`, w.dealtWrong(i, listed, run.who(p), fromDeck.slice(0, listed.length)), i);
        }
      }
    }
    return info;
  }
  if (hands && hands[0].length !== hands[1].length) {
    run.add('deal', `${base}/deal/hands`, w.dealtUneven(i, hands[0].length, run.who(0), hands[1].length, run.who(1)), i);
    info.lost = info.lost ?? w.dealInconsistent();
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
// Reconstructed hands: each player held exactly the cards they play

/**
 * First pass over a hand with no deck and no dealt cards: follow the bidding with the engine
 * and the order of play trick by trick (who plays a card depends only on the cards, trump and
 * who leads), and give each card to the first player who plays it. The turn-up card (unless
 * that player took it by the exchange), the bottom card and the exchanged 7 are never held.
 * Where the record stops before a player's nine cards are known, the cards of that player's
 * declared runs and the partner of a card announced as bela fill the gap.
 */
function reconstruct(run: Run, moves: readonly unknown[], dealer: Player, turnUp: Card, bottom: Card, trump: Suit | -1, taker: Player | undefined): [Card[], Card[]] {
  const blank = newHand({ rules: run.rules, dealer, turnUp, bottom });
  const hands: [Card[], Card[]] = [[], []];
  if (!blank.ok) return hands;
  let s: HandState = blank.value;
  if (trump >= 0 && taker !== undefined) {
    const r = startPlay(s, trump as Suit, taker);
    if (r.ok) s = r.value;
  }
  const plays: [Player, Card][] = [];
  const declared: [Player, Card[][]][] = [];
  const belas: [Player, Card][] = [];
  let exchange: { card: Card; player: Player | undefined } | null = null;
  let lead: Card = -1, leader: Player = other(dealer), toAct: Player = leader, tricks = 0, claimWindow: Player | -1 = -1;
  for (const w of moves) {
    const m = moveFromNotation(w);
    if (!m) break;
    if (s.phase === 'bidding') {
      if (m.type !== 'bid') continue;
      const next = applyNatural(s, m);
      if (next) s = next;
      if (s.phase === 'over') break;
      continue;
    }
    if (m.type === 'exchange') {
      if (plays.length === 0 && exchange === null) exchange = { card: m.card, player: m.player };
      continue;
    }
    if (m.type === 'declare') {
      declared.push([m.player ?? toAct, m.runs]);
      continue;
    }
    if (m.type === 'claim') {
      if (run.rules.claiming && lead < 0 && claimWindow !== -1 && (m.player ?? toAct) === claimWindow) break;
      continue;
    }
    if (m.type !== 'play') continue;
    const p = toAct;
    plays.push([p, m.card]);
    if (m.bela) belas.push([p, m.card]);
    claimWindow = -1;
    if (lead < 0) {
      lead = m.card; leader = p; toAct = other(p);
    } else {
      const w2: Player = beats(m.card, lead, s.trump) ? p : leader;
      lead = -1; tricks++; leader = w2; toAct = w2;
      if (run.rules.claiming) claimWindow = w2;
      if (tricks >= 9) break;
    }
  }
  let exchanger: Player | -1 = -1;
  if (exchange && turnUp >= 0 && (exchange.card & 7) === R7 && exchange.card !== turnUp && exchange.card !== bottom) {
    if (exchange.player !== undefined) exchanger = exchange.player;
    else {
      const byTurnUp = plays.find(([, c]) => c === turnUp);
      const bySeven = plays.find(([, c]) => c === exchange!.card);
      exchanger = byTurnUp ? byTurnUp[0] : bySeven ? bySeven[0] : -1;
    }
  }
  let taken = 0;
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
  // A hand whose record stops early: declared cards not (yet) played were held too, as far as
  // the player's nine cards allow.
  for (const [p, runs] of declared) {
    for (const run of runs) {
      for (const c of run) {
        if (has(taken, c) || c === bottom || c === turnUp || hands[p].length >= 9) continue;
        hands[p].push(c);
        taken |= 1 << c;
      }
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
  return hands;
}

// ---------------------------------------------------------------------------------------------
// Notes: points the moves did not count, and why

function explainPoints(run: Run, s: HandSummary, i: number): void {
  const b = s.belaInfo;
  if (b.holder !== -1 && b.reason === 'not-announced') {
    run.note(run.w.belaNotAnnounced(run.who(b.holder), !(run.rules.belaAnnounce === 'both' && !b.first)), i);
  }
  const q = s.sequenceInfo;
  if (q.voided && q.winner !== -1) {
    run.note(run.w.sequencesVoided(run.who(q.winner), q.value), i);
  }
  if (q.reason === 'tie-none' && s.end !== 'thrown-in') {
    run.note(run.w.sequencesTie(), i);
  }
}

// ---------------------------------------------------------------------------------------------
// Recorded results

const FIELDS = ['cards', 'lastTrick', 'sequences', 'bela', 'points', 'score'] as const;

function checkResult(run: Run, r: Obj, s: HandSummary, i: number, later: boolean, noPoints: boolean): void {
  const base = `/hands/${i}/result`;
  for (const f of FIELDS) {
    const v = r[f];
    if (v === undefined) continue;
    if (later && f !== 'lastTrick' && (noPoints || (f !== 'points' && f !== 'score'))) continue;
    if (f === 'lastTrick') {
      if (v !== s.lastTrick) {
        run.add('score', `${base}/lastTrick`, run.w.lastTrickWrong(v === 0 || v === 1 ? run.who(v) : String(v), s.lastTrick === -1 ? null : run.who(s.lastTrick)), i);
      }
      continue;
    }
    if (!isPair(v)) continue;
    const implied = s[f];
    if (v[0] === implied[0] && v[1] === implied[1]) continue;
    if (f === 'sequences') checkSequences(run, v, s, i);
    else if (f === 'bela') {
      const b = s.belaInfo;
      const why: BelaWhy = b.holder === -1 ? { why: 'nobody' }
        : b.counted ? { why: 'counted', holder: b.holder }
          : b.reason === 'not-played' ? { why: 'not-played', holder: b.holder }
            : { why: 'not-announced', holder: b.holder, both: run.rules.belaAnnounce === 'both' };
      run.add('bela-announcement', `${base}/bela`, run.w.belaWrong(v, implied, why, run.names), i);
    } else {
      run.add('score', `${base}/${f}`, run.w.resultWrong(f, v, implied, s, run.names), i);
    }
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
      run.add('sequence-needs-trick', path, run.w.sequencesNeedTrick(v, implied, run.who(p), best(p), run.names), i);
      return;
    }
    if (q.reason === 'tie-none') {
      run.add('sequence-precedence', path, run.w.sequencesTieCredited(v, run.names), i);
      return;
    }
    if (q.winner !== -1 && q.winner !== p) {
      run.add('sequence-precedence', path, run.w.sequencesWrongHolder(run.who(p), run.who(q.winner), best(q.winner), implied), i);
      return;
    }
  }
  run.add('score', path, run.w.sequencesWrong(v, implied, q.winner === -1 && q.reason === 'none-declared', run.names), i);
}

/** A score-sheet line: no moves, so its own arithmetic is checked. */
function checkSheet(run: Run, h: Obj, r: Obj, i: number, dealer: Player, pot: number): HandOutcome {
  const base = `/hands/${i}/result`;
  const cards = isPair(r.cards) ? r.cards : null;
  const seq = isPair(r.sequences) ? r.sequences : null;
  const bela = isPair(r.bela) ? r.bela : null;
  const points = isPair(r.points) ? r.points : null;
  const score = isPair(r.score) ? r.score : null;
  const last = playerOf(r.lastTrick);
  const taker = playerOf(h.taker);
  const w = run.w;
  if (cards && cards[0] + cards[1] > 152) {
    run.add('score', `${base}/cards`, w.sheetCards(cards, run.names), i);
  }
  if (bela && (bela[0] !== 0 && bela[0] !== 20 || bela[1] !== 0 && bela[1] !== 20 || bela[0] + bela[1] > 20)) {
    run.add('bela-announcement', `${base}/bela`, w.sheetBela(bela, run.names), i);
  }
  if (seq && seq[0] > 0 && seq[1] > 0) {
    run.add('sequence-precedence', `${base}/sequences`, w.sheetSequences(seq, run.names), i);
  }
  let pts: Pair | null = points;
  if (cards && last !== undefined && seq && bela) {
    const sum: Pair = [0, 0];
    for (const p of [0, 1] as const) sum[p] = cards[p] + (last === p ? 10 : 0) + seq[p] + bela[p];
    if (points && (points[0] !== sum[0] || points[1] !== sum[1])) {
      run.add('score', `${base}/points`, w.sheetPoints(points, sum, run.names), i);
    }
    pts = pts ?? sum;
  }
  let potOut = pot;
  let expected: Pair | null = null;
  if (pts && taker !== undefined) {
    const t = takerRule(pts, taker, run.rules.tie);
    const paid = payPot(t.score, pot, t.held);
    expected = paid.score;
    potOut = paid.potOut;
    if (score && (score[0] !== expected[0] || score[1] !== expected[1])) {
      run.add('score', `${base}/score`, w.sheetScore(score, pts, expected, t.outcome, run.who(taker), pot, paid.paidTo !== -1 ? run.who(paid.paidTo) : null, run.names), i);
    }
  } else if (score) {
    if (taker === undefined) run.note(w.noTaker(i), i);
    potOut = score[0] === score[1] ? pot : 0;
  }
  const counted = score ?? expected;
  if (!counted) {
    run.note(w.noScore(i), i);
    return { score: null, nextDealer: -1, dealerReason: null, potOut, claim: null };
  }
  const nd = nextDealerAfter('played', dealer, counted);
  return {
    score: [counted[0], counted[1]], nextDealer: nd, potOut, claim: null,
    dealerReason: counted[0] === counted[1] ? { why: 'equal' } : { why: 'more', player: nd },
  };
}

/** The engine moves of a hand's notation moves (null for unreadable ones). */
export function movesOf(list: readonly TranscriptMove[]): (Move | null)[] {
  return list.map(moveFromNotation);
}
