/**
 * The editor's state and every edit: the document being built, the deal being set up (per hand),
 * the cursor (hand and step), and the undo and redo stacks. Each edit makes a new snapshot from
 * the pure functions of model.ts and keeps the previous one for undo. The validator replays the
 * document after every change (the states the table shows, the verdict); the engine says which
 * moves are legal at the cursor.
 *
 * (Over 450 lines: one controller over the document being edited; every edit goes through it, so
 * that each can be undone and redone.)
 */
import {
  type BidValue,
  type HandState,
  type Move,
  type Player,
  SUIT_LETTERS,
  actorOf,
  apply,
  belaMask,
  cardName,
  cardsOf,
  legalMoves,
  newHand,
  other,
  resolveRules,
} from '../../engine/internal.js';
import { resultOf, stringifyTranscript } from '../../notation/index.js';
import type {
  Accept,
  Mark,
  PointPair,
  RulesSpec,
  SuitLetter,
  TranscriptDoc,
  TranscriptHand,
  TranscriptMove,
} from '../../notation/types.js';
import { replayDocument } from '../../validator/index.js';
import type { ReplayedDocument } from '../../validator/types.js';
import type { ValidatorWording } from '../../validator/wording.js';
import { checkShape, parseText, trackOf } from '../model/source.js';
import { type Track, stateAt } from '../model/track.js';
import {
  BOTTOM,
  type DroppedMove,
  TURN_UP,
  type Group,
  type Slots,
  annotate,
  dealProblems,
  dealOf,
  dropMovesFrom,
  emptySlots,
  inHandOrder,
  fillAtRandom,
  fillPosition,
  heldOf,
  inStartOrder,
  newStart,
  newDocument,
  placeCard,
  placeList,
  randomDeal,
  recordMove,
  slotsOf,
  withHand,
  withText,
  withTitle,
  written,
} from './model.js';
import { type SheetProblem, isSheetLine, nearestTotals, planSheet } from './sheet.js';

export interface Snapshot {
  doc: TranscriptDoc;
  /** The deal being set up, one list of slots per hand of `doc`. */
  slots: Slots[];
  hand: number;
  step: number;
}

export type Tab = 'setup' | 'moves' | 'export';

/** A move waiting for the author's answer: moves follow the cursor, and recording it there would change them. */
export interface Pending {
  move: TranscriptMove;
  /** The state after it (null: an illegal move, after which nothing can be kept). */
  after: HandState | null;
  /** How many moves follow the cursor. */
  following: number;
}

/** A move the author may make at the cursor, and whether the rules allow it. */
export interface Offer {
  move: Move;
  legal: boolean;
}

const BIDS: readonly BidValue[] = ['take', 'pass', ...SUIT_LETTERS, 'schmeiss', 'accept', 'refuse'];

export class EditorController {
  snap: Snapshot;
  private undos: Snapshot[] = [];
  private redos: Snapshot[] = [];
  /** The "illegal move" switch: offer every card held and every bid, not only the legal ones. */
  illegal = false;
  /** Announce bela with the king or queen of trumps when playing one (where it may be announced). */
  bela = true;
  pending: Pending | null = null;
  tab: Tab = 'setup';
  /** The seat the computer plays (-1: the author plays both) and how well. */
  computer: Player | -1 = -1;
  level: 'easy' | 'normal' | 'hard' = 'normal';
  /** Set when a move was recorded (by the author or the computer): the session then lets the computer reply. */
  moved = false;
  /** What the last change of an earlier move kept and dropped (the session says it once, then clears it). */
  dropped: { kept: number; list: DroppedMove[] } | null = null;
  /** The slot the picker fills next. */
  slot = 0;
  /** The score before the hand the author last stated, when no score-sheet lines reach it: why, and the nearest totals that do. */
  sheetProblem: { totals: PointPair; problem: SheetProblem; near: PointPair[] } | null = null;
  private written: { doc: TranscriptDoc; text: string } | null = null;
  private memo: { doc: TranscriptDoc; wording: ValidatorWording | undefined; r: ReplayedDocument } | null = null;

  constructor(
    private changed: (edit: boolean) => void,
    private wording: () => ValidatorWording | undefined,
    names: [string, string],
  ) {
    this.snap = { doc: newDocument(names, ''), slots: [emptySlots()], hand: 0, step: 0 };
  }

  // ------------------------------------------------------------------------------------------
  // Reading the state

  get doc(): TranscriptDoc {
    return this.snap.doc;
  }

  get slots(): Slots {
    return this.snap.slots[this.snap.hand] ?? emptySlots();
  }

  /** The validator's replay of the document (states, faults, summaries, verdict), made once per document. */
  get replayed(): ReplayedDocument {
    const wording = this.wording();
    if (!this.memo || this.memo.doc !== this.snap.doc || this.memo.wording !== wording)
      this.memo = { doc: this.snap.doc, wording, r: replayDocument(this.snap.doc, { wording }) };
    return this.memo.r;
  }

  /**
   * The track of the current hand: the validator's replay; for a hand with no moves yet (which
   * the validator reads as a score-sheet line) the engine's deal from the slots, once complete.
   */
  get track(): Track | null {
    const t = trackOf(this.replayed, this.snap.hand);
    if (t || this.moveCount || this.isPosition) return t;
    const slots = this.slots;
    if (dealProblems(slots).length) return null;
    const rules = resolveRules(this.doc.rules ?? 'classic');
    const dealer: Player = this.doc.hands[this.snap.hand]?.dealer === 1 ? 1 : 0;
    const rh = this.replayed.hands[this.snap.hand];
    const r = rules.ok
      ? newHand({
          rules: rules.value,
          dealer,
          hands: [slots.slice(0, 9), slots.slice(9, 18)],
          turnUp: slots[TURN_UP],
          bottom: slots[BOTTOM],
          before: rh?.before ?? [0, 0],
        })
      : null;
    return r?.ok ? { initial: r.value, moves: [], states: [], written: [], faults: [] } : null;
  }

  /** The state at the cursor, or null when the hand cannot be set up yet (its deal unfinished, a fault). */
  get state(): HandState | null {
    const t = this.track;
    return t ? stateAt(t, this.snap.step) : null;
  }

  /** Does the current hand start from a position (`start`) instead of a deal? */
  get isPosition(): boolean {
    return this.doc.hands[this.snap.hand]?.start !== undefined;
  }

  /**
   * How many hands before the current one there are, when all of them are score-sheet lines (the
   * score before this hand can then be stated and the lines written again); -1 when a hand with
   * moves or cards is among them (the score before comes from those hands).
   */
  get sheetLines(): number {
    const h = this.snap.hand;
    return this.doc.hands.slice(0, h).every(isSheetLine) ? h : -1;
  }

  /** The game totals before the current hand (the validator's, from the hands before it). */
  get before(): PointPair {
    const b = this.replayed.hands[this.snap.hand]?.before;
    return b ? [b[0], b[1]] : [0, 0];
  }

  get moveCount(): number {
    return this.doc.hands[this.snap.hand]?.moves?.length ?? 0;
  }

  get canUndo(): boolean {
    return this.undos.length > 0;
  }
  get canRedo(): boolean {
    return this.redos.length > 0;
  }

  /** The moves the author may make at the cursor: the legal ones, and with the illegal-move switch on every other bid and card. */
  offers(): Offer[] {
    const s = this.state;
    if (!s || s.phase === 'over') return [];
    const legal = legalMoves(s);
    const out: Offer[] = legal.map((move) => ({ move, legal: true }));
    if (!this.illegal) return out;
    const key = (m: Move) => JSON.stringify({ ...m, player: undefined });
    const have = new Set(legal.map(key));
    const add = (m: Move) => {
      if (!have.has(key(m))) {
        have.add(key(m));
        out.push({ move: m, legal: false });
      }
    };
    if (s.phase === 'bidding') for (const bid of BIDS) add({ type: 'bid', bid, player: s.toAct });
    if (s.phase === 'play') for (const c of cardsOf(s.hands[s.toAct])) add({ type: 'play', card: c, player: s.toAct });
    return out;
  }

  /** The rules of the document (classic when they cannot be read). */
  rulesName(): string {
    const r = this.doc.rules;
    return typeof r === 'string' ? r : (r?.preset ?? 'classic');
  }

  /** The document in the writer's form (written once per document: a large one takes a while). */
  text(): string {
    if (this.written?.doc !== this.snap.doc) this.written = { doc: this.snap.doc, text: stringifyTranscript(this.doc) };
    return this.written.text;
  }

  /**
   * The start of `text()`, at most `limit` characters, and whether there is more: written from as
   * few hands as give that much (the writer writes each hand the same whatever follows it), so
   * showing a large document costs the part shown, not the whole.
   */
  excerpt(limit: number): { text: string; more: boolean } {
    const doc = this.snap.doc;
    if (this.written?.doc === doc) return cut(this.written.text, limit);
    for (let n = 1; ; n *= 2) {
      if (n >= doc.hands.length) return cut(this.text(), limit);
      const part = stringifyTranscript({ ...doc, hands: doc.hands.slice(0, n) });
      if (part.length > limit * 1.5) return { text: part.slice(0, limit), more: true };
    }
  }

  // ------------------------------------------------------------------------------------------
  // History

  private commit(next: Partial<Snapshot>): void {
    this.undos.push(this.snap);
    if (this.undos.length > 500) this.undos.shift();
    this.redos = [];
    this.snap = { ...this.snap, ...next };
    this.pending = null;
    this.sheetProblem = null;
    this.changed(true);
  }

  undo(): void {
    const s = this.undos.pop();
    if (!s) return;
    this.redos.push(this.snap);
    this.snap = s;
    this.pending = null;
    this.changed(true);
  }

  redo(): void {
    const s = this.redos.pop();
    if (!s) return;
    this.undos.push(this.snap);
    this.snap = s;
    this.pending = null;
    this.changed(true);
  }

  /** Move the cursor (not an edit: nothing to undo). */
  go(hand: number, step: number): void {
    const h = Math.max(0, Math.min(this.doc.hands.length - 1, hand));
    const n = this.doc.hands[h]?.moves?.length ?? 0;
    this.snap = { ...this.snap, hand: h, step: Math.max(0, Math.min(n, step)) };
    this.pending = null;
    this.changed(false);
  }

  /** Start from a document (opened, pasted, dropped, restored): it becomes the one edited, faults and all. */
  open(input: unknown, slots?: Slots[], replayed?: ReplayedDocument): string | null {
    const parsed = typeof input === 'string' ? parseText(input) : checkShape(input);
    if (!parsed.ok) return parsed.error;
    const doc = parsed.doc;
    // the replay the loader made of it (a large document is not replayed twice)
    if (replayed) this.memo = { doc, wording: this.wording(), r: replayed };
    const s = doc.hands.map((h, i) => (slots?.[i] && slots[i].length === 20 ? slots[i] : slotsOf(h)));
    // the first hand to play: score-sheet lines before it are the score before it (stated in Set up)
    const first = Math.max(
      0,
      doc.hands.findIndex((h, i) => !isSheetLine(h) || i === doc.hands.length - 1),
    );
    this.commit({ doc, slots: s, hand: first, step: 0 });
    this.sheetProblem = null;
    // another document: the author plays both seats until they hand one to the computer again
    this.computer = -1;
    const hand = doc.hands[first];
    this.tab = hand && (hand.moves?.length || hand.start) ? 'moves' : 'setup';
    return null;
  }

  // ------------------------------------------------------------------------------------------
  // Set up

  /** A player's name; `names` are the names shown now (a document without names gets both written). */
  setPlayer(p: Player, name: string, names: [string, string]): void {
    const players: [string, string] = [...names];
    players[p] = name;
    this.commit({ doc: { ...this.doc, players } });
  }

  setTitle(title: string): void {
    this.commit({ doc: withTitle(this.doc, title) });
  }

  /** A preset name; the rules of the document otherwise stay as written. */
  setRules(preset: string): void {
    if (!resolveRules(preset).ok) return;
    this.commit({ doc: { ...this.doc, rules: preset as RulesSpec } });
  }

  /** The dealer of the current hand; score-sheet lines before it are written again so that the dealer order stays right. */
  setDealer(dealer: Player): void {
    const doc = withHand(this.doc, this.snap.hand, (h) => ({ ...h, dealer }));
    if (this.sheetLines > 0 && this.writeSheet(this.before, doc)) return;
    // no lines reach the score with this dealer: the change is made, and the problem stays said
    const problem = this.sheetProblem;
    this.commit({ doc });
    this.sheetProblem = problem;
  }

  /**
   * The score before the current hand, stated: the hands before it (all score-sheet lines) are
   * replaced by the fewest lines that reach `totals` with the current dealer dealing next. False
   * when no lines can (`sheetProblem` says why; the document is left as it was).
   */
  setScoreBefore(totals: PointPair): boolean {
    if (this.sheetLines < 0) return false;
    return this.writeSheet(totals, this.doc);
  }

  private writeSheet(totals: PointPair, doc: TranscriptDoc): boolean {
    const h = this.snap.hand;
    const rules = resolveRules(doc.rules ?? 'classic');
    if (!rules.ok) return false;
    const dealer: Player = doc.hands[h]?.dealer === 1 ? 1 : 0;
    const plan = planSheet(totals, dealer, rules.value);
    if (!plan.ok) {
      this.sheetProblem = { totals, problem: plan.problem, near: nearestTotals(totals, dealer, rules.value) };
      this.changed(false);
      return false;
    }
    this.sheetProblem = null;
    const hands = [...plan.lines, ...doc.hands.slice(h)];
    const slots = [...plan.lines.map(() => emptySlots()), ...this.snap.slots.slice(h)];
    this.commit({ doc: { ...doc, hands }, slots, hand: plan.lines.length });
    return true;
  }

  setHandComment(text: string): void {
    this.commit({ doc: withHand(this.doc, this.snap.hand, (h) => withText(h, 'comment', text)) });
  }

  /** New slots for the current hand: written to its `deal` at once (a `deck` gives way to it), or to a position's `start.hands`. */
  private setSlots(slots: Slots): void {
    const all = this.snap.slots.slice();
    all[this.snap.hand] = slots;
    const doc = withHand(this.doc, this.snap.hand, (h) => {
      if (h.start !== undefined)
        return {
          ...h,
          start: inStartOrder({ ...h.start, hands: [heldOf(slots, 0).map(cardName), heldOf(slots, 1).map(cardName)] }),
        };
      const out = { ...h, deal: dealOf(slots) };
      delete out.deck;
      // nothing placed: no deal written (the validator would count the missing cards)
      if (slots.every((c) => c < 0)) delete (out as Partial<typeof out>).deal;
      return inHandOrder(out);
    });
    this.commit({ doc, slots: all });
  }

  /** Put a card from the picker into the chosen slot; the picker then goes on to the next empty slot. */
  pick(card: number): void {
    const slots = placeCard(this.slots, this.slot, card);
    this.setSlots(slots);
    const n = this.isPosition ? 18 : 20;
    const next = [...Array(n).keys()].map((k) => (this.slot + 1 + k) % n).find((i) => slots[i] < 0);
    if (next !== undefined) this.slot = next;
  }

  clearSlot(slot: number): void {
    if (this.slots[slot] < 0) return;
    const s = this.slots.slice();
    s[slot] = -1;
    this.setSlots(s);
    this.slot = slot;
  }

  /** A group's cards typed as text (already read); false when there are too many for the group. */
  placeGroup(g: Group, cards: number[]): boolean {
    const s = placeList(this.slots, g, cards);
    if (!s) return false;
    this.setSlots(s);
    return true;
  }

  dealAtRandom(seed: string): void {
    this.setSlots(randomDeal(seed, this.doc.hands[this.snap.hand]?.dealer === 1 ? 1 : 0));
  }

  fillRest(seed: string): void {
    this.setSlots(this.isPosition ? fillPosition(this.slots, seed) : fillAtRandom(this.slots, seed));
  }

  clearDeal(): void {
    // a position keeps the deal's turn-up and bottom card for when the hand starts with the deal again
    const s = this.isPosition ? this.slots.map((c, i) => (i < 18 ? -1 : c)) : emptySlots();
    this.setSlots(s);
    this.slot = 0;
  }

  /**
   * The hand starts with the deal, or from a position (an ending: `start`, from the cards placed,
   * each player's nine becoming the cards held). Its moves and result are dropped (they belong to
   * the other start; undo brings them back).
   */
  setStartKind(kind: 'deal' | 'position'): void {
    if ((kind === 'position') === this.isPosition) return;
    const slots = this.slots;
    const doc = withHand(this.doc, this.snap.hand, (hand) => {
      const out: TranscriptHand = { ...hand, moves: [] };
      for (const k of ['deck', 'deal', 'start', 'result', 'taker', 'trump'] as const) delete out[k];
      if (kind === 'position') out.start = newStart(slots, hand.dealer === 1 ? 1 : 0);
      else if (slots.some((c) => c >= 0)) out.deal = dealOf(slots);
      return inHandOrder(out);
    });
    this.commit({ doc, step: 0 });
    this.slot = 0;
  }

  /** Trump, taker, leader, and the points and tricks so far (null: not given) of the position. */
  setPosition(change: {
    trump?: SuitLetter;
    taker?: Player;
    leader?: Player;
    points?: PointPair | null;
    tricks?: PointPair | null;
  }): void {
    if (!this.isPosition) return;
    const doc = withHand(this.doc, this.snap.hand, (h) => {
      const st = { ...h.start!, ...change } as Record<string, unknown>;
      if (change.points === null) delete st.points;
      if (change.tricks === null) delete st.tricks;
      return { ...h, start: inStartOrder(st as unknown as NonNullable<TranscriptHand['start']>) };
    });
    this.commit({ doc });
  }

  /**
   * A new hand after the last one (the deal to set up), dealt by whom the rules say deals next:
   * the last hand's summary says (its higher scorer, as the summary shows: "Anna deals next");
   * a last hand not played out gives the deal to the other player.
   */
  addHand(): void {
    const i = this.doc.hands.length - 1;
    const last = this.doc.hands[i];
    const next = this.replayed.hands[i]?.summary?.nextDealer;
    const dealer: Player = next === 0 || next === 1 ? next : last ? other(last.dealer === 1 ? 1 : 0) : 0;
    const doc = { ...this.doc, hands: [...this.doc.hands, { dealer, moves: [] }] };
    this.commit({ doc, slots: [...this.snap.slots, emptySlots()], hand: doc.hands.length - 1, step: 0 });
    this.tab = 'setup';
    this.slot = 0;
  }

  /** Remove the current hand (never the only one). */
  removeHand(): void {
    if (this.doc.hands.length < 2) return;
    const h = this.snap.hand;
    const doc = { ...this.doc, hands: this.doc.hands.filter((_, i) => i !== h) };
    this.commit({ doc, slots: this.snap.slots.filter((_, i) => i !== h), hand: Math.max(0, h - 1), step: 0 });
  }

  // ------------------------------------------------------------------------------------------
  // Play it out

  /** Record a move at the cursor; when moves follow it and it differs from the next one, ask first (see `resolve`). */
  play(m: Move): void {
    const s = this.state;
    if (!s) return;
    const actor = m.type === 'next' ? s.toAct : (m.player ?? actorOf(s, m));
    let move = m;
    // bela with the king or queen of trumps, when the switch says so and the card allows it
    if (
      m.type === 'play' &&
      m.bela === undefined &&
      this.bela &&
      s.trump >= 0 &&
      (belaMask(s.trump as never) & (1 << m.card)) !== 0
    ) {
      const withBela = legalMoves(s).find((x) => x.type === 'play' && x.card === m.card && x.bela);
      if (withBela) move = withBela;
    }
    const w = written(move, actor);
    const step = this.snap.step;
    const moves = this.doc.hands[this.snap.hand]?.moves ?? [];
    const r = apply(s, move);
    const after = r.ok ? r.value : null;
    const next = moves[step];
    if (next && sameAction(next, w)) {
      this.go(this.snap.hand, step + 1);
      return;
    }
    if (step < moves.length) {
      this.pending = { move: w, after, following: moves.length - step };
      this.changed(false);
      return;
    }
    this.moved = true;
    this.commit({ doc: recordMove(this.doc, this.snap.hand, step, w, false, after).doc, step: step + 1 });
  }

  /**
   * The computer's turn: its seat is to act at the end of the hand's moves (not while the author
   * looks at an earlier move or answers a question), the hand not over.
   */
  get computerToMove(): boolean {
    const s = this.computer === -1 || this.pending || this.snap.step !== this.moveCount ? null : this.state;
    return !!s && s.phase !== 'over' && s.toAct === this.computer;
  }

  /** The answer to a pending move: drop what follows, keep what is still legal, or cancel. */
  resolve(answer: 'drop' | 'keep' | 'cancel'): void {
    const p = this.pending;
    this.pending = null;
    if (!p || answer === 'cancel') {
      this.changed(false);
      return;
    }
    const { hand, step } = this.snap;
    this.moved = true;
    const r = recordMove(this.doc, hand, step, p.move, answer === 'keep', p.after);
    if (answer === 'keep') this.dropped = { kept: (r.doc.hands[hand].moves?.length ?? 0) - step - 1, list: r.dropped };
    this.commit({ doc: r.doc, step: step + 1 });
  }

  deleteLast(): void {
    const n = this.moveCount;
    if (!n) return;
    this.commit({ doc: dropMovesFrom(this.doc, this.snap.hand, n - 1), step: Math.min(this.snap.step, n - 1) });
  }

  // ------------------------------------------------------------------------------------------
  // Annotate, and the result

  /** Comment or mark of move `i` (0-based) of the current hand. */
  annotate(i: number, note: { comment?: string; mark?: Mark | ''; ask?: string; accept?: Accept | '' }): void {
    this.commit({ doc: annotate(this.doc, this.snap.hand, i, note) });
  }

  /** Is the current hand played out (or claimed), so that its result can be filled in? */
  get resultReady(): boolean {
    const rh = this.replayed.hands[this.snap.hand];
    return !!rh?.summary && (rh.summary.end === 'played' || rh.summary.end === 'claimed');
  }

  /**
   * The hand's `result` written from what the moves imply (cards, last trick, sequences, bela,
   * points, score); the score written, or null when the hand is not over.
   */
  fillResult(): readonly [number, number] | null {
    const rh = this.replayed.hands[this.snap.hand];
    if (!rh?.summary || !this.resultReady) return null;
    const result = resultOf(rh.summary);
    this.commit({ doc: withHand(this.doc, this.snap.hand, (h) => ({ ...h, result })) });
    return rh.summary.score;
  }
}

const cut = (text: string, limit: number) =>
  text.length > limit ? { text: text.slice(0, limit), more: true } : { text, more: false };

/** The same action (comment, mark and the written `player` aside). */
function sameAction(a: TranscriptMove, b: TranscriptMove): boolean {
  const strip = (m: TranscriptMove) => {
    const o = { ...m } as Record<string, unknown>;
    delete o.comment;
    delete o.mark;
    delete o.player;
    delete o.ask;
    delete o.accept;
    return JSON.stringify(
      Object.keys(o)
        .sort()
        .map((k) => [k, o[k]]),
    );
  };
  return strip(a) === strip(b);
}
