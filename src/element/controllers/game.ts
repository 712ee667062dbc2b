/**
 * Play mode: a game between the person at the table and the computer. Holds the engine's game
 * state, the track of the current hand, every move made (for saving and export), and runs the
 * opponent with a delay. One controller per element: nothing shared between tables.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import {
  type GameState,
  type HandState,
  type Move,
  type Player,
  type Result,
  type Rules,
  apply,
  cloneHand,
  exchangeOpen,
  newGame,
  other,
  seedRng,
  sevenHolder,
} from '../../engine/internal.js';
import { type Track, actorAt } from '../model/track.js';
import { type Opponent, createOpponent, movesOf } from '../computer/opponent.js';

export interface PlayCallbacks {
  /** A move was made (by either player). */
  moved(m: Move, player: Player, g: GameState, track: Track): void;
  /** A hand went on the score sheet. */
  handEnded(g: GameState, index: number): void;
  gameEnded(g: GameState): void;
  error(message: string): void;
  /** The computer player runs on the main thread: its worker could not be used (`reason`, in English). */
  fellBack(reason: string): void;
}

/**
 * Where a game played on from a replay ("Play from here") began: the replayed document (a
 * fingerprint of its JSON), the hand and the number of its moves shown, and the mode to go back to.
 */
export interface SavedBranch {
  doc: string;
  hand: number;
  step: number;
  mode: 'replay' | 'validate';
}

export interface Saved {
  v: 1;
  seed: string;
  rules: Rules;
  human: Player;
  moves: Move[];
  /** Set for a game played on from a replayed position (its moves follow that position). */
  branch?: SavedBranch;
  /** You chose to keep the 7 of trumps in the hand in play (the exchange is not offered again). */
  keptSeven?: true;
}

export class GameController implements ReactiveController {
  game: GameState | null = null;
  track: Track | null = null;
  /** Every game-level move since the start (including `next`), for saving and export. */
  moves: Move[] = [];
  seed = '';
  human: Player = 0;
  level = 'normal';
  delay = 700;
  thinking = false;
  /** Set when the game branched from a replayed position (exported with its setup). */
  branched = false;
  private opponent: Opponent | null = null;
  private opponentLevel = '';
  private timer: ReturnType<typeof setTimeout> | undefined;
  private generation = 0;
  /** The computer has had its chance at the dix exchange this hand (taken or not). */
  private skipExchange = false;
  /** The person holds the 7 of trumps out of turn and chose to keep it (see `keepSeven`). */
  private keptSeven = false;
  private connected = false;

  constructor(
    private host: ReactiveControllerHost,
    private cb: PlayCallbacks,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.connected = true;
    this.schedule();
  }

  hostDisconnected(): void {
    this.connected = false;
    this.stop();
    this.opponent?.dispose();
    this.opponent = null;
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.generation++;
    this.thinking = false;
  }

  /**
   * Start a new game (optionally replaying saved moves, and with `keptSeven` your saved choice to
   * keep the 7 of trumps). Returns false when the moves do not apply.
   */
  start(rules: Rules, seed: string, human: Player, moves: readonly Move[] = [], keptSeven = false): boolean {
    this.stop();
    this.branched = false;
    this.seed = seed;
    this.human = human;
    this.undone = 0;
    const ok = this.replayFrom((this.origin = newGame({ rules, seed })), moves);
    if (ok && keptSeven) this.keptSeven = this.holdsSeven();
    this.host.requestUpdate();
    this.schedule();
    return ok;
  }

  /**
   * Continue from a hand state (a replayed position) as a new game, optionally replaying saved
   * moves made from it (and your saved choice to keep the 7 of trumps). Returns false when the
   * moves do not apply (the game then starts afresh from the position).
   */
  branch(
    h: HandState,
    before: [number, number],
    seed: string,
    human: Player,
    moves: readonly Move[] = [],
    keptSeven = false,
  ): boolean {
    this.stop();
    const base = newGame({ rules: h.rules, seed });
    const hand = cloneHand(h);
    const at: GameState = {
      ...base,
      rng: seedRng(seed),
      totals: [before[0], before[1]],
      pot: h.pot,
      hand,
      deck: [],
      moves: [],
      history: [],
    };
    this.seed = seed;
    this.human = human;
    this.branched = true;
    this.undone = 0;
    const ok = this.replayFrom((this.origin = at), moves);
    if (ok && keptSeven) this.keptSeven = this.holdsSeven();
    this.host.requestUpdate();
    this.schedule();
    return ok;
  }

  /** The game before its first move (a new deal, or the position played on from), for taking moves back. */
  private origin: GameState | null = null;
  /** How many times a card was taken back in this game (practice: see `undoLastCard`). */
  undone = 0;

  /**
   * Practice: take back your last card of this hand and the computer's moves after it. False when
   * you have played no card in this hand.
   */
  undoLastCard(): boolean {
    const t = this.track;
    if (!this.game || !this.origin || !t || this.game.over) return false;
    let j = t.moves.length - 1;
    while (j >= 0 && !(t.moves[j]?.type === 'play' && actorAt(t, j) === this.human)) j--;
    if (j < 0) return false;
    const keep = this.moves.slice(0, this.moves.length - t.moves.length + j);
    this.stop();
    if (!this.replayFrom(this.origin, keep)) return false;
    this.undone++;
    this.host.requestUpdate();
    this.schedule();
    return true;
  }

  /** The game from `g` on after `moves` (all or none of them: false when one does not apply). */
  private replayFrom(g: GameState, moves: readonly Move[]): boolean {
    const start = g;
    this.moves = [];
    this.track = { initial: g.hand, moves: [], states: [] };
    this.skipExchange = this.keptSeven = false;
    for (const m of moves) {
      // a saved move is untrusted data: one the engine cannot even read counts as one that does not apply
      let r: Result<GameState> | null = null;
      try {
        r = apply(g, m);
      } catch {
        /* not a move at all */
      }
      if (!r?.ok) {
        this.game = start;
        this.moves = [];
        this.track = { initial: start.hand, moves: [], states: [] };
        return false;
      }
      g = r.value;
      this.moves.push(m);
      this.follow(m, g);
    }
    this.game = g;
    return true;
  }

  private follow(m: Move, g: GameState): void {
    if (m.type === 'next') {
      this.track = { initial: g.hand, moves: [], states: [] };
      this.skipExchange = this.keptSeven = false;
    } else if (this.track) {
      this.track.moves.push(m);
      this.track.states.push(g.hand);
    }
  }

  /** Apply a move; returns the engine's fault when illegal. */
  move(m: Move): string | null {
    const g = this.game;
    if (!g) return 'no game';
    const r = apply(g, m);
    if (!r.ok) return r.error.message;
    const before = g.hand;
    const histLen = g.history.length;
    const player: Player = m.type === 'next' ? before.toAct : (m.player ?? before.toAct);
    this.game = r.value;
    this.moves.push(m);
    this.follow(m, r.value);
    if (m.type !== 'next' && this.track) this.cb.moved(m, player, r.value, this.track);
    if (r.value.history.length > histLen) this.cb.handEnded(r.value, r.value.history.length - 1);
    if (r.value.over && !g.over) this.cb.gameEnded(r.value);
    this.host.requestUpdate();
    this.schedule();
    return null;
  }

  /** The moves open to the person now. */
  humanMoves(): Move[] {
    if (!this.game || this.thinking) return [];
    return movesOf(this.game, this.human);
  }

  /**
   * The person holds the 7 of trumps while it is the computer's turn to lead, and keeps it: the
   * computer may go on (the exchange stays open to the person until the first card is played).
   */
  keepSeven(): void {
    this.keptSeven = true;
    this.host.requestUpdate();
    this.schedule();
  }

  /** The person holds the 7 of trumps and has not yet said whether to exchange it. */
  sevenPending(): boolean {
    return this.holdsSeven() && !this.keptSeven;
  }

  /** The person holds the 7 of trumps while the exchange is open. */
  private holdsSeven(): boolean {
    const h = this.game?.hand;
    return !!h && exchangeOpen(h) && sevenHolder(h) === this.human;
  }

  /**
   * Whose turn it is to think: the computer, the person, or nobody. Nothing here depends on the
   * computer's cards: while the dix exchange is open, the computer takes its moment to consider
   * it whether or not it holds the 7 (the person cannot tell), and the person who holds the 7
   * decides first, even when the computer is to lead.
   */
  computerToAct(): boolean {
    const g = this.game;
    if (!g || g.over) return false;
    const h = g.hand;
    const ai = other(this.human);
    if (h.phase === 'over') return movesOf(g, ai).some((m) => m.type === 'claim');
    if (h.phase === 'play' && exchangeOpen(h)) {
      if (sevenHolder(h) === this.human) {
        if (!this.keptSeven) return false;
      } else if (!this.skipExchange) return true;
    }
    return h.toAct === ai;
  }

  private schedule(): void {
    clearTimeout(this.timer);
    if (!this.game || !this.computerToAct()) {
      this.thinking = false;
      return;
    }
    const gen = ++this.generation;
    this.thinking = true;
    const g = this.game;
    const ai = other(this.human);
    this.timer = setTimeout(async () => {
      try {
        const opp = await this.getOpponent();
        if (gen !== this.generation) return;
        // out of turn without the 7 the computer has nothing to choose: its moment passes
        const idle = g.hand.phase === 'play' && g.hand.toAct !== ai && sevenHolder(g.hand) !== ai;
        const m = idle ? null : await opp.choose(g, ai, `${this.seed}:${this.moves.length}`);
        if (gen !== this.generation || this.game !== g) return;
        this.thinking = false;
        // after the last trick the computer only acts to claim; otherwise the person deals on
        if (g.hand.phase === 'over' && m?.type !== 'claim') {
          this.host.requestUpdate();
          return;
        }
        const dixOpen = exchangeOpen(g.hand);
        if (!m || (dixOpen && m.type !== 'exchange' && g.hand.toAct !== ai)) {
          // out of turn the computer keeps its seven, or has none: stop asking until the next hand
          if (!dixOpen || g.hand.toAct === ai) throw new Error('The computer found no move.');
          this.skipExchange = true;
          this.host.requestUpdate();
          this.schedule();
          return;
        }
        if (dixOpen && m.type !== 'exchange') this.skipExchange = true;
        const err = this.move(m);
        if (err) throw new Error(err);
      } catch (e) {
        if (gen !== this.generation) return;
        this.thinking = false;
        this.cb.error(e instanceof Error ? e.message : String(e));
        this.host.requestUpdate();
      }
    }, this.wait(g));
    this.host.requestUpdate();
  }

  /**
   * How long the computer waits before its move: `delay`, and when it is to lead right after a
   * finished trick, long enough to read that trick (twice the delay, at least 1.5 s; none when
   * the delay is 0).
   */
  private wait(g: GameState): number {
    const h = g.hand;
    const trickDone = h.phase === 'play' && h.lead < 0 && h.tricks > 0 && this.track?.moves.at(-1)?.type === 'play';
    return trickDone && this.delay > 0 ? Math.max(2 * this.delay, 1500) : this.delay;
  }

  private async getOpponent(): Promise<Opponent> {
    if (!this.opponent || this.opponentLevel !== this.level) {
      this.opponent?.dispose();
      this.opponent = null;
      const level = (this.opponentLevel = this.level);
      const made = await createOpponent(level, (reason) => this.cb.fellBack(reason));
      // the table was removed (or the level changed, or another call got there first) while the
      // opponent's module loaded: this one is not wanted, and its worker must not outlive the table
      if (!this.connected || this.opponentLevel !== level || this.opponent) {
        made.dispose();
        return this.opponent ?? made;
      }
      this.opponent = made;
    }
    return this.opponent;
  }

  saved(): Saved | null {
    if (!this.game) return null;
    const saved: Saved = { v: 1, seed: this.seed, rules: this.game.rules, human: this.human, moves: this.moves };
    if (this.keptSeven && this.holdsSeven()) saved.keptSeven = true;
    return saved;
  }
}
