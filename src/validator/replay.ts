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
  DEFAULT_NAMES, PRESETS, R7, RK, RQ, applyInPlace, applyNatural, beats, cardName, checkDeck, cloneHand, faultsOf,
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

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);
const SUIT_WORDS = ['spades', 'hearts', 'diamonds', 'clubs'];

/** What one hand leaves for the game: its score, the next dealer, the pot, a claim. */
interface HandOutcome {
  /** The score that counts for the totals, or null when it is not known. */
  score: Pair | null;
  /** Who must deal next, or -1 when not known (or the first dealer is free). */
  nextDealer: Player | -1;
  /** Why that player deals next (for the dealer-order message). */
  dealerReason: string;
  potOut: number;
  claim: { player: Player; correct: boolean } | null;
}

class Run {
  readonly violations: Violation[] = [];
  readonly notes: Note[] = [];
  readonly hands: ReplayedHand[] = [];
  names: Names = DEFAULT_NAMES;
  rules: Rules = PRESETS.classic;
  constructor(readonly snapshots: boolean) {}

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

  pair(a: readonly number[]): string {
    return `${a[0]} for ${this.names[0]} and ${a[1]} for ${this.names[1]}`;
  }
}

// ---------------------------------------------------------------------------------------------
// Entry point

export function runDocument(input: unknown, options: ValidateOptions | undefined, snapshots: boolean): ReplayedDocument {
  const run = new Run(snapshots);
  let doc: TranscriptDoc | null = null;
  let rules: Rules | null = null;
  try {
    let value: unknown = input;
    if (typeof input === 'string') {
      const r = parseJsonText(input, { maxBytes: options?.maxBytes });
      if (!r.ok) {
        run.violations.push(...r.errors);
        return finish(run, null, null);
      }
      value = r.value;
    }
    // the hand-written check confirms the common case quickly; ajv decides (and words) the rest
    const schemaOk = quickSchemaCheck(value) || validateSchema(value);
    if (!schemaOk) run.violations.push(...schemaViolations(validateSchema.errors ?? [], value));
    if (!isObj(value) || value.format !== 'klaberjass' || value.version !== 1 || !Array.isArray(value.hands)) {
      run.note('The document is not a Klaberjass transcript of version 1, so its hands were not replayed.');
      return finish(run, null, null);
    }
    if (schemaOk) doc = value as unknown as TranscriptDoc;
    // rules: the document's, else the caller's default, else classic
    const spec = value.rules !== undefined ? value.rules : options?.rules;
    if (spec !== undefined) {
      const r = resolveRules(spec);
      if (!r.ok) {
        if (value.rules !== undefined) {
          if (!run.violations.some((v) => v.path.startsWith('/rules'))) run.add('schema', '/rules', `At /rules: ${r.error}`);
        } else run.add('schema', '', `The rules given to the validator are not usable: ${r.error}`);
        run.note('The rules are not known, so the hands were not replayed.');
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
    run.note(`The validator stopped early because of an internal error (${err instanceof Error ? err.message : String(err)}); the verdict covers only what was checked before it.`);
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
  let expected: Player | -1 = -1;
  let reason = '';
  let over = false;
  let winner: Player | -1 = -1;
  let endedBy = '';
  let claimed = false;
  let afterEndReported = false;
  for (let i = 0; i < hands.length; i++) {
    const h = hands[i];
    const dealer = isObj(h) ? playerOf(h.dealer) : undefined;
    if (!isObj(h) || dealer === undefined) {
      run.note(`Hand ${i} cannot be read (it needs at least a dealer, 0 or 1), so it was skipped.`, i);
      if (totalsKnown) unknownAt = i;
      totalsKnown = false;
      expected = -1;
      if (run.snapshots) run.hands.push(emptyHand(i, totals));
      continue;
    }
    if (expected !== -1 && dealer !== expected) {
      run.add('dealer-order', `/hands/${i}/dealer`, `${run.who(dealer)} dealt hand ${i}, but it was ${run.who(expected)}'s deal: ${reason}.`, i);
    }
    if (over && !afterEndReported) {
      afterEndReported = true;
      run.add('game-result', `/hands/${i}`, `Hand ${i} was played after the game had ended (${endedBy}).`, i);
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
      endedBy = `${run.who(out.claim.player)} claimed in hand ${i}${out.claim.correct ? '' : ' wrongly, and so lost'}`;
    } else if (totalsKnown) {
      const w = gameWinner(totals, run.rules);
      if (w !== -1) {
        over = true;
        winner = w;
        endedBy = `${run.who(w)} had won with ${totals[w]} against ${totals[other(w)]} after hand ${i}, the target being ${run.rules.target}`;
      }
    }
  }
  const res = docValue.result;
  if (!isObj(res)) return;
  if (isPair(res.totals) && !claimed) {
    if (!totalsKnown) {
      run.note(`The recorded totals were not checked: the score of hand ${unknownAt} is not known.`);
    } else if (res.totals[0] !== totals[0] || res.totals[1] !== totals[1]) {
      run.add('game-result', '/result/totals', `The recorded totals are ${run.pair(res.totals)}, but the hands add up to ${totals[0]} and ${totals[1]}.`);
    }
  }
  if (res.winner === 0 || res.winner === 1) {
    if (!over) {
      if (totalsKnown || claimed) {
        run.add('game-result', '/result/winner', `The result names ${run.who(res.winner)} as the winner, but the game is not over: with totals ${run.pair(totals)} nobody has won (target ${run.rules.target}).`);
      }
    } else if (res.winner !== winner) {
      run.add('game-result', '/result/winner', `The result names ${run.who(res.winner)} as the winner, but ${run.who(winner as Player)} won: ${endedBy}.`);
    }
  } else if (res.winner === null && over) {
    run.add('game-result', '/result/winner', `The result names no winner, but the game is over: ${endedBy}.`);
  }
}

function emptyHand(i: number, totals: Pair): ReplayedHand {
  return { index: i, initial: null, steps: [], summary: null, before: [totals[0], totals[1]], after: [totals[0], totals[1]], truncated: true };
}

// ---------------------------------------------------------------------------------------------
// One hand

function dealerReasonOf(run: Run, s: HandSummary): string {
  if (s.end === 'schmeiss') return `after an accepted schmeiss the same player deals again`;
  if (s.end === 'thrown-in' || s.end === null) return 'after a hand thrown in, the other player deals';
  if (s.score[0] === s.score[1]) return 'after a hand with equal scores, the other player deals';
  return `${run.who(s.score[0] > s.score[1] ? 0 : 1)} scored more in the hand before and so deals`;
}

function recordedOutcome(run: Run, dealer: Player, score: unknown, pot: number, last: boolean): HandOutcome {
  if (isPair(score)) {
    const nd = nextDealerAfter('played', dealer, score);
    return {
      score: [score[0], score[1]], nextDealer: nd, potOut: score[0] === score[1] ? pot : 0, claim: null,
      dealerReason: score[0] === score[1] ? 'after a hand with equal scores, the other player deals' : `${run.who(nd)} scored more in the hand before and so deals`,
    };
  }
  return { score: last ? [0, 0] : null, nextDealer: -1, dealerReason: '', potOut: pot, claim: null };
}

function replayHand(run: Run, h: Obj, i: number, dealer: Player, before: Pair, pot: number, last: boolean): HandOutcome {
  const moves = Array.isArray(h.moves) ? (h.moves as unknown[]) : null;
  const result = isObj(h.result) ? h.result : null;
  const base = `/hands/${i}`;
  const deal = readDeal(run, h, i, dealer);
  if ((!moves || moves.length === 0) && h.start === undefined) {
    if (run.snapshots) run.hands.push(emptyHand(i, before));
    if (!result) {
      if (!last) run.note(`Hand ${i} records neither moves nor a result, so its score is not known.`, i);
      return recordedOutcome(run, dealer, undefined, pot, last);
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
    if (!isObj(st)) return lostHand(run, 'The start position cannot be read.', i, rh, dealer, result, pot, last);
    const sh = Array.isArray(st.hands) ? st.hands : null;
    const h0 = sh && sh.length === 2 ? cardsFromStrings(sh[0]) : null;
    const h1 = sh && sh.length === 2 ? cardsFromStrings(sh[1]) : null;
    const sTrump = parseSuit(st.trump), sTaker = playerOf(st.taker), sLeader = playerOf(st.leader);
    if (!h0 || !h1 || sTrump < 0 || sTaker === undefined || sLeader === undefined) return lostHand(run, 'The start position cannot be read.', i, rh, dealer, result, pot, last);
    const r = handFromPosition({
      rules: run.rules, dealer, trump: sTrump as Suit, taker: sTaker, leader: sLeader, hands: [h0, h1],
      points: isPair(st.points) ? st.points : undefined, tricks: isPair(st.tricks) ? st.tricks : undefined, before, pot,
    });
    if (!r.ok) {
      run.add('deal', `${base}/start/hands`, `The start position of hand ${i} is impossible: ${r.error}`, i);
      return lostHand(run, 'The position is not defined.', i, rh, dealer, result, pot, last);
    }
    if (deal.dealt) {
      for (const p of [0, 1] as const) {
        const stray = (p === 0 ? h0 : h1).filter((c) => !deal.dealt![p].includes(c) && c !== deal.turnUp);
        if (stray.length) run.add('deal', `${base}/start/hands/${p}`, `At the start position ${run.who(p)} holds ${stray.map(cardName).join(', ')}, which ${stray.length > 1 ? 'were' : 'was'} not dealt to ${run.who(p)}.`, i);
      }
    }
    s = r.value;
    fromPosition = true;
  } else if (deal.deck) {
    s = handFromDeck(run.rules, dealer, deal.deck, before, pot);
  } else if (deal.lost) {
    return lostHand(run, deal.lost, i, rh, dealer, result, pot, last);
  } else if (deal.hands) {
    const r = newHand({ rules: run.rules, dealer, hands: deal.hands, turnUp: deal.turnUp, bottom: deal.bottom, before, pot });
    if (!r.ok) {
      run.add('deal', `${base}/deal`, `The deal of hand ${i} is impossible: ${r.error}`, i);
      return lostHand(run, 'The cards are not known.', i, rh, dealer, result, pot, last);
    }
    s = r.value;
    sixCards = deal.hands[0].length === 6;
  } else {
    if (hasBids && deal.turnUp < 0) return lostHand(run, 'The hand has bids but no known turn-up card.', i, rh, dealer, result, pot, last);
    const cards = reconstruct(run, list, dealer, deal.turnUp, deal.bottom, hasBids ? -1 : trump, taker);
    const r = newHand({ rules: run.rules, dealer, hands: cards, turnUp: deal.turnUp, bottom: deal.bottom, before, pot, partial: true });
    if (!r.ok) return lostHand(run, `The hand cannot be reconstructed: ${r.error}`, i, rh, dealer, result, pot, last);
    s = r.value;
  }
  if (hasBids && s.turnUp < 0 && !fromPosition) return lostHand(run, 'The hand has bids but no known turn-up card.', i, rh, dealer, result, pot, last);
  // no bids: the hand is played from its taker and trump fields (without them trump is unknown)
  const noTrump = !hasBids && !fromPosition && (trump < 0 || taker === undefined);
  if (!hasBids && !fromPosition && !noTrump) {
    const r = startPlay(s, trump as Suit, taker as Player);
    if (!r.ok) return lostHand(run, r.error, i, rh, dealer, result, pot, last);
    s = r.value;
  }
  if (rh) rh.initial = cloneHand(s);

  // ---- the moves
  const names = run.names;
  let truncated = false;
  let trumpChecked = !hasBids;
  for (let j = 0; j < list.length; j++) {
    const w = list[j];
    // Fast path: a legal play with nothing unusual about it (most moves of most documents).
    if (isObj(w) && w.play !== undefined && s.phase === 'play' && w.bela === undefined && w.bid === undefined && w.exchange === undefined && w.declare === undefined && w.claim === undefined) {
      const p = s.toAct;
      const c = cardOf(w.play);
      if (c >= 0 && (w.player === undefined || w.player === p) && has(s.hands[p], c) && has(legalPlayMask(s.hands[p], s.lead, s.trump, s.rules.bareJass), c)) {
        playCard(s, c, false);
        if (rh) rh.steps.push({ index: j, written: w as unknown as TranscriptMove, move: w.player === undefined ? { type: 'play', card: c } : { type: 'play', card: c, player: p }, state: cloneHand(s), violations: [], applied: true });
        continue;
      }
    }
    const m = moveFromNotation(w);
    if (!m) {
      if (!run.violations.some((v) => v.rule === 'schema' && v.hand === i && v.move === j)) {
        run.add('schema', `${base}/moves/${j}`, `At ${base}/moves/${j}: the move cannot be read; a move has exactly one action, "bid", "exchange", "declare", "play" or "claim", with a valid value.`, i, j);
      }
      run.note(`Move ${j} of hand ${i} cannot be read, so the rest of the hand was skipped${result && isPair(result.score) ? '; its recorded score counts for the totals' : ''}.`, i, j);
      truncated = true;
      break;
    }
    const faults = faultsOf(s, m, names);
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
    if (rh) rh.steps.push({ index: j, written: w as TranscriptMove, move: m, state: cloneHand(s), violations: run.violations.slice(first), applied });
    if (noTrump && m.type === 'play') {
      run.note(`Hand ${i} has no bids, no start position and no "taker" and "trump", so trump is not known and the rest of the hand was skipped.`, i, j);
      truncated = true;
      break;
    }
    if (m.type === 'bid' && !trumpChecked && s.phase !== 'bidding') {
      trumpChecked = true;
      checkTakerTrump(run, h, i, s);
      if (sixCards && s.phase === 'play') {
        run.add('deal', `${base}/deal/hands`, `Hand ${i} was played, but its deal lists only 6 cards for each player; a played hand needs all 9.`, i);
        truncated = true;
        run.note(`The last three cards of each player in hand ${i} are not known, so the rest of the hand was skipped.`, i);
        break;
      }
    }
  }
  if (!trumpChecked && s.phase === 'over') checkTakerTrump(run, h, i, s);
  if (truncated) {
    if (rh) rh.truncated = true;
    return recordedOutcome(run, dealer, result?.score, pot, last);
  }

  // ---- what the moves imply
  const sum = handSummary(s);
  if (rh) rh.summary = sum;
  explainPoints(run, sum, i);
  const finished = s.phase === 'over';
  if (!finished) {
    if (result) run.note(`Hand ${i} stops before its end, so its recorded result was not checked${isPair(result.score) ? '; its recorded score counts for the totals' : ''}.`, i);
    return recordedOutcome(run, dealer, result?.score, pot, last);
  }
  if (result) {
    const later = fromPosition && isLater(h.start as Obj);
    checkResult(run, result, sum, i, later, later && !isPair((h.start as Obj).points));
  }
  if (s.end === 'claimed' && s.claim) {
    return { score: [sum.score[0], sum.score[1]], nextDealer: -1, dealerReason: '', potOut: sum.potOut, claim: { player: s.claim.player, correct: s.claim.correct } };
  }
  return { score: [sum.score[0], sum.score[1]], nextDealer: sum.nextDealer, dealerReason: dealerReasonOf(run, sum), potOut: sum.potOut, claim: null };
}

/** A hand whose state cannot be set up or went missing: said in a note; its recorded score counts. */
function lostHand(run: Run, why: string, i: number, rh: ReplayedHand | null, dealer: Player, result: Obj | null, pot: number, last: boolean): HandOutcome {
  run.note(`${why} The rest of hand ${i} was skipped${result && isPair(result.score) ? '; its recorded score counts for the totals' : ''}.`, i);
  if (rh) rh.truncated = true;
  return recordedOutcome(run, dealer, result?.score, pot, last);
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
    run.add('bid', `/hands/${i}/${taker !== undefined ? 'taker' : 'trump'}`, `Hand ${i} names ${taker !== undefined ? `${run.who(taker)} as taker` : `${SUIT_WORDS[trump]} as trump`}, but nobody took: the bids ${s.end === 'schmeiss' ? 'ended in an accepted schmeiss' : 'were four passes'}.`, i);
    return;
  }
  if (taker !== undefined && taker !== s.taker) {
    run.add('bid', `/hands/${i}/taker`, `Hand ${i} names ${run.who(taker)} as taker, but the bids made ${run.who(s.taker as Player)} the taker.`, i);
  }
  if (trump >= 0 && trump !== s.trump) {
    run.add('bid', `/hands/${i}/trump`, `Hand ${i} names ${SUIT_WORDS[trump]} as trump, but the bids made ${SUIT_WORDS[s.trump]} trump.`, i);
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
  /** Why the cards cannot be known (a deal fault already reported). */
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
  const info: DealInfo = { deck: null, hands: null, turnUp: -1, bottom: -1, dealt: null, lost: null };
  if (h.deck !== undefined) {
    const deck = cardsFromStrings(h.deck);
    if (!deck || deck.length !== 32) {
      info.lost = 'The deck cannot be read.';
    } else {
      const err = checkDeck(deck);
      if (err) {
        run.add('deal', `${base}/deck`, `The deck of hand ${i} is not a deck: ${err}`, i);
        info.lost = 'The deck is not a deck.';
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
    else if (d.hands !== undefined && !info.deck) info.lost = info.lost ?? 'The dealt cards cannot be read.';
  }
  if (info.deck) {
    const deck = info.deck;
    if (turnUp >= 0 && turnUp !== deck[12]) run.add('deal', `${base}/deal/turnUp`, `Hand ${i} gives ${cardName(turnUp)} as the turn-up card, but the deck turns up ${cardName(deck[12])}.`, i);
    if (bottom >= 0 && bottom !== deck[31]) run.add('deal', `${base}/deal/bottom`, `Hand ${i} gives ${cardName(bottom)} as the bottom card, but the deck's bottom card is ${cardName(deck[31])}.`, i);
    if (hands) {
      for (const p of [0, 1] as const) {
        const listed = hands[p], fromDeck = info.dealt![p];
        const ok = sameSet(listed.slice(0, 6), fromDeck.slice(0, 6)) && (listed.length === 6 || sameSet(listed.slice(6), fromDeck.slice(6)));
        if (!ok) {
          run.add('deal', `${base}/deal/hands/${p}`, `Hand ${i} lists ${listed.map(cardName).join(' ')} as ${run.who(p)}'s cards, but the deck deals ${run.who(p)} ${fromDeck.slice(0, listed.length).map(cardName).join(' ')}.`, i);
        }
      }
    }
    return info;
  }
  if (hands && hands[0].length !== hands[1].length) {
    run.add('deal', `${base}/deal/hands`, `Hand ${i} deals ${hands[0].length} cards to ${run.who(0)} but ${hands[1].length} to ${run.who(1)}; both players receive the same number.`, i);
    info.lost = info.lost ?? 'The dealt cards are not consistent.';
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
    const holder = run.who(b.holder);
    const missing = run.rules.belaAnnounce === 'both' ? (!b.first ? 'on the first card' : 'on the second card') : 'on the second card';
    run.note(`Bela by ${holder} not counted: not announced ${missing}.`, i);
  }
  const q = s.sequenceInfo;
  if (q.voided && q.winner !== -1) {
    run.note(`Sequences of ${run.who(q.winner)} (${q.value}) not counted: ${run.who(q.winner)} held the best sequence but won no trick, and the other player does not inherit.`, i);
  }
  if (q.reason === 'tie-none' && s.end !== 'thrown-in') {
    run.note(`Sequences not counted: the best sequences of both players are equal, and under these rules neither scores.`, i);
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
        const was = s.lastTrick === -1 ? 'the last trick was not played' : `${run.who(s.lastTrick)} won it`;
        run.add('score', `${base}/lastTrick`, `The result gives the last trick to ${v === 0 || v === 1 ? run.who(v) : String(v)}, but ${was}.`, i);
      }
      continue;
    }
    if (!isPair(v)) continue;
    const implied = s[f];
    if (v[0] === implied[0] && v[1] === implied[1]) continue;
    if (f === 'sequences') checkSequences(run, v, s, i);
    else if (f === 'bela') {
      const b = s.belaInfo;
      const why = b.holder === -1 ? 'nobody held both the king and the queen of trumps'
        : b.counted ? `${run.who(b.holder)} announced it and scores 20`
          : b.reason === 'not-played' ? `${run.who(b.holder)} did not play both cards`
            : `${run.who(b.holder)} did not announce it ${run.rules.belaAnnounce === 'both' ? 'on both cards' : 'on the second card'}`;
      run.add('bela-announcement', `${base}/bela`, `The result credits bela ${run.pair(v)}, but the moves give ${implied[0]} and ${implied[1]}: ${why}.`, i);
    } else {
      const what = f === 'cards' ? 'card points' : f === 'points' ? 'points' : 'a score';
      const detail = f === 'score' ? scoreDetail(run, s) : f === 'points' ? pointsDetail(run, s) : '';
      run.add('score', `${base}/${f}`, `The result gives ${what} of ${run.pair(v)}, but the moves give ${implied[0]} and ${implied[1]}${detail}.`, i);
    }
  }
}

function pointsDetail(run: Run, s: HandSummary): string {
  const part = (p: Player) => `${s.cards[p]} in cards${s.lastTrick === p ? ' + 10 for the last trick' : ''}${s.sequences[p] ? ` + ${s.sequences[p]} in sequences` : ''}${s.bela[p] ? ` + ${s.bela[p]} bela` : ''}${s.base[p] ? ` + ${s.base[p]} before the position` : ''}`;
  return ` (${run.who(0)}: ${part(0)}; ${run.who(1)}: ${part(1)})`;
}

function scoreDetail(run: Run, s: HandSummary): string {
  if (s.taker === -1) return '';
  const t = run.who(s.taker);
  const pot = s.potPaidTo !== -1 ? `, plus ${s.potIn} held-over points to ${run.who(s.potPaidTo)}` : '';
  switch (s.outcome) {
    case 'made': return ` (${t}, the taker, scored more${pot})`;
    case 'bate': return ` (${t}, the taker, scored less and is bate: the defender writes both totals${pot})`;
    case 'tie-defender': return ` (a tie: the taker ${t} scores nothing${pot})`;
    case 'tie-bete': return ` (a tie: the defender writes both totals${pot})`;
    case 'tie-held-over': return ` (a tie: both totals are held over for the next hand)`;
    case 'claimed': return ' (the hand stopped at a claim: the points so far)';
    default: return '';
  }
}

function checkSequences(run: Run, v: Pair, s: HandSummary, i: number): void {
  const path = `/hands/${i}/result/sequences`;
  const q = s.sequenceInfo;
  const credited = ([0, 1] as const).filter((p) => v[p] > 0);
  const bestText = (p: Player) => {
    const m = q.best[p];
    return m ? cardsOf(m).reverse().map(cardName).join(' ') : '';
  };
  const implied = `the moves give ${s.sequences[0]} and ${s.sequences[1]}`;
  for (const p of credited) {
    if (q.winner === p && q.voided) {
      run.add('sequence-needs-trick', path, `The result credits sequences ${run.pair(v)}, but ${implied}: ${run.who(p)} held the best sequence (${bestText(p)}) but won no trick, so no sequences count.`, i);
      return;
    }
    if (q.reason === 'tie-none') {
      run.add('sequence-precedence', path, `The result credits sequences ${run.pair(v)}, but the best sequences of both players are equal and under these rules neither scores.`, i);
      return;
    }
    if (q.winner !== -1 && q.winner !== p) {
      run.add('sequence-precedence', path, `The result credits sequences to ${run.who(p)}, but ${run.who(q.winner)} held the best sequence (${bestText(q.winner)}), so only ${run.who(q.winner)} scores sequences: ${implied}.`, i);
      return;
    }
  }
  run.add('score', path, `The result credits sequences ${run.pair(v)}, but ${implied}${q.winner === -1 && q.reason === 'none-declared' ? ' (no sequence was declared)' : ''}.`, i);
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
  if (cards && cards[0] + cards[1] > 152) {
    run.add('score', `${base}/cards`, `The result gives card points of ${run.pair(cards)}, ${cards[0] + cards[1]} in all, but the deck holds only 152.`, i);
  }
  if (bela && (bela[0] !== 0 && bela[0] !== 20 || bela[1] !== 0 && bela[1] !== 20 || bela[0] + bela[1] > 20)) {
    run.add('bela-announcement', `${base}/bela`, `The result credits bela ${run.pair(bela)}, but bela is worth 20 and only one player can hold it.`, i);
  }
  if (seq && seq[0] > 0 && seq[1] > 0) {
    run.add('sequence-precedence', `${base}/sequences`, `The result credits sequences to both players (${run.pair(seq)}), but only the holder of the best sequence scores them.`, i);
  }
  let pts: Pair | null = points;
  if (cards && last !== undefined && seq && bela) {
    const sum: Pair = [0, 0];
    for (const p of [0, 1] as const) sum[p] = cards[p] + (last === p ? 10 : 0) + seq[p] + bela[p];
    if (points && (points[0] !== sum[0] || points[1] !== sum[1])) {
      run.add('score', `${base}/points`, `The result gives points of ${run.pair(points)}, but its cards, last trick, sequences and bela add up to ${sum[0]} and ${sum[1]}.`, i);
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
      const rule = t.outcome === 'made' ? `${run.who(taker)}, the taker, scored more, so both keep their points`
        : t.outcome === 'bate' ? `${run.who(taker)}, the taker, scored less, so the defender writes both totals`
          : t.outcome === 'tie-defender' ? 'a tie: the taker scores nothing and the defender keeps their points'
            : t.outcome === 'tie-bete' ? 'a tie: the defender writes both totals' : 'a tie: both totals are held over for the next hand';
      const potText = pot && paid.paidTo !== -1 ? `, plus ${pot} held-over points to ${run.who(paid.paidTo)}` : '';
      run.add('score', `${base}/score`, `The result gives a score of ${run.pair(score)}, but with points ${pts[0]} and ${pts[1]} the taker rule gives ${expected[0]} and ${expected[1]} (${rule}${potText}).`, i);
    }
  } else if (score) {
    if (taker === undefined) run.note(`Hand ${i} names no taker, so the taker rule was not checked.`, i);
    potOut = score[0] === score[1] ? pot : 0;
  }
  const counted = score ?? expected;
  if (!counted) {
    run.note(`Hand ${i} records no score, so the game totals cannot be checked.`, i);
    return { score: null, nextDealer: -1, dealerReason: '', potOut, claim: null };
  }
  const nd = nextDealerAfter('played', dealer, counted);
  return {
    score: [counted[0], counted[1]], nextDealer: nd, potOut, claim: null,
    dealerReason: counted[0] === counted[1] ? 'after a hand with equal scores, the other player deals' : `${run.who(nd)} scored more in the hand before and so deals`,
  };
}

/** The engine moves of a hand's notation moves (null for unreadable ones). */
export function movesOf(list: readonly TranscriptMove[]): (Move | null)[] {
  return list.map(moveFromNotation);
}
