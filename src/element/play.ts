/**
 * Play mode: a game against the computer at one table. The element bundle loads this module (a
 * lazy chunk) the first time a table is in play mode or plays on from a replayed position; a page
 * that only replays or validates never downloads it.
 *
 * A `PlaySession` owns the game (`GameController`), the person's moves, hints, saving in
 * localStorage and export as a transcript; the play view (views/play.ts, views/play-controls.ts)
 * is a function of its state. It reads and tells the table only through the `PlayContext` the
 * element hands it (it never sees the element).
 *
 * (Over 450 lines: `PlaySession` is one state machine over a game against the computer, its saving
 * and its export; its views and types are in files of their own.)
 */
import type { TemplateResult } from 'lit';
import { type Card, type GameState, type HandState, type Move, type Player } from '../engine/internal.js';
import { moveToNotation, stringifyTranscript, type TranscriptDoc, type TranscriptHand } from '../notation/index.js';
import { GameController, type Saved, type SavedBranch } from './controllers/game.js';
import { claimKey, docKey, loadGame } from './model/persist.js';
import { storageKey } from './model/storage.js';
import type { I18nController } from './i18n/index.js';
import { type PlayTable, playStrings } from './i18n/second-person.js';
import { asSeenBy, downloadText, exportGame, playMeta } from './model/export.js';
import { rulesOfAttribute } from './model/rules-attribute.js';
import type { Track } from './model/track.js';
import { type PlayContext, type PlayConfig, playConfigOf } from './play-context.js';
import { perspectiveOf, renderTableRegion } from './views/table.js';
import { lastTrick, lastTrickText } from './views/last-trick.js';
import { movedText, newsText, renderPlay } from './views/play.js';
import { playStyles } from './views/play-styles.js';
import { styles as scoreSheetStyles } from './views/score-sheet.js';
import { unseenRuns } from './views/play-runs.js';
import { alongHand, hintText, illegalText } from './views/play-controls.js';

export type { Branch, PlayConfig, PlayContext } from './play-context.js';
/** Styles of the play view and its score sheet, which the element adds to its shadow root after its own (styles.ts). */
export const styles = [playStyles, scoreSheetStyles];

export class PlaySession {
  readonly play: GameController;
  /** Say bela with the king or queen of trumps for the person (the `bela` attribute, and a checkbox). */
  autoBela = true;
  private hint: { card: Card | -1; text: string } | null = null;
  /** Set while the person is asked to confirm a claim. */
  private confirmClaim = false;
  /** The hand as written up to the branch point of a game played on from a replay, for the export. */
  private setup: TranscriptHand | null = null;
  /** The fingerprint of the document a game played on from a replay came from (saved with it). */
  private docKey = '';
  /** Set while saving under `persist` fails (reported once). */
  private unsaved = false;
  /** Another table on the page saves under the same `persist` key (see `claimKey`): this one does not save. */
  private shared = false;

  constructor(private ctx: PlayContext) {
    this.play = new GameController(ctx.host, {
      moved: (m, player, g, track) => this.onPlayed(m, player, g, track),
      handEnded: (g, index) => {
        const ph = g.history[index];
        ctx.emit('kj-hand-end', {
          hand: index,
          summary: ph.summary,
          totals: [ph.totals[0], ph.totals[1]],
        });
      },
      gameEnded: (g) => {
        ctx.emit('kj-game-end', {
          winner: g.winner,
          totals: [g.totals[0], g.totals[1]],
          transcript: this.exportTranscript()!,
        });
      },
      error: (message) => ctx.fail(message, 'opponent', false),
      fellBack: (reason) => ctx.fail(this.strings.mainThread(reason), 'opponent', false),
    });
    this.configure();
  }

  /** The attributes play reads, resolved as they are now. */
  private get config(): PlayConfig {
    return playConfigOf(this.ctx.attrs);
  }

  /** Take the computer's level and delay and the bela setting from the element's attributes. */
  configure(): void {
    const { level, delay, autoBela } = this.config;
    this.play.level = level;
    this.play.delay = delay;
    this.autoBela = autoBela;
  }

  /** The names at the table: the transcript's players when the game branched from a replay, else you and the computer. */
  names(): [string, string] {
    if (this.ctx.branch) return this.ctx.names();
    const t = this.strings;
    return this.play.human === 0 ? [t.you, t.computer] : [t.computer, t.you];
  }

  /** A key pressed in the table: the left and right arrows move the focus along your cards, L shows the last trick, Escape closes the rules. */
  onKey(e: KeyboardEvent, target: HTMLElement | undefined): void {
    if ((e.key === 'ArrowLeft' || e.key === 'ArrowRight') && target?.closest?.('.hand')) alongHand(e, target);
    else if (e.key === 'Escape' && this.showRules) {
      // Escape closes the rules panel; the focus goes back to its "?" button
      this.toggleRules();
      e.preventDefault();
    } else if ((e.key === 'l' || e.key === 'L') && !e.ctrlKey && !e.metaKey && !e.altKey) {
      // L: look at the last trick (again: put it away)
      this.toggleLastTrick();
      e.preventDefault();
    }
  }

  /** The rules panel (its own chunk, loaded on the first "?"), and whether it is open. */
  private rulesHelp: typeof import('./views/rules-help.js') | null = null;
  private showRules = false;

  private toggleRules(): void {
    this.showRules = !this.showRules;
    const el = this.ctx.host;
    if (this.showRules && !this.rulesHelp) {
      import('./views/rules-help.js').then(
        (m) => {
          this.rulesHelp = m;
          el.requestUpdate();
          void el.updateComplete.then(() => el.renderRoot.querySelector<HTMLElement>('.rules-help h3')?.focus());
        },
        (e: unknown) =>
          this.ctx.fail(this.strings.errorPart(e instanceof Error ? e.message : String(e)), 'module', false),
      );
    }
    el.requestUpdate();
    if (!this.showRules)
      void el.updateComplete.then(() => el.renderRoot.querySelector<HTMLElement>('.rules-btn')?.focus());
  }

  /** Practice: taking back a card is allowed (a checkbox, off by default; under `persist` the game is saved as it goes on). */
  private practice = false;

  /**
   * Clears the notice of the last move, but not the one that the game is not being saved: that
   * stays in view while it is true (said once in a notice that the next move cleared, a player
   * learned of it only on a reload, with the game gone).
   */
  private clearNotice(): void {
    this.ctx.notice = this.unsaved ? this.strings.storageFailed : '';
  }

  private undo(): void {
    this.hint = null;
    this.clearNotice();
    if (this.play.undoLastCard()) {
      this.ctx.announce(this.strings.undoneSay);
      this.save();
    }
    this.focusHand();
  }

  /** The results of a finished game: hands won, points, times bate, and the chart of the totals. */

  /** Set while the last trick is shown (the "Last trick" button, or the L key). */
  private showLast = false;

  private toggleLastTrick(): void {
    this.showLast = !this.showLast;
    const last = this.showLast && this.play.track ? lastTrick(this.play.track) : null;
    if (last) this.ctx.announce(lastTrickText(this.i18n, this.names(), last));
    this.ctx.host.requestUpdate();
  }

  private you: I18nController | null = null;

  /**
   * The table's language as play mode speaks it: the strings only play mode shows laid over the
   * table's, and the sentences about you in the second person (`playStrings`).
   */
  private get i18n(): I18nController {
    const base = this.ctx.i18n;
    const strings = playStrings(base.strings);
    if (this.you?.strings !== strings)
      this.you = Object.create(base, { strings: { value: strings } }) as I18nController;
    return this.you;
  }

  /** The strings of the table's language, with those only play mode shows. */
  private get strings(): PlayTable {
    return this.i18n.strings as PlayTable;
  }

  /** Start a game: the saved one under `persist` if there is one, else a new deal (from `seed`). */
  start(seed?: string): void {
    const ctx = this.ctx;
    const t = this.strings;
    ctx.clearError();
    ctx.notice = '';
    this.hint = null;
    const config = this.config;
    const resolved = rulesOfAttribute(config.rules);
    if (!resolved.ok) {
      ctx.fail(t.errorRules(resolved.error), 'rules');
      return;
    }
    const human = config.human;
    let replaced = false;
    // another table on the page saves under the same key: this game is not saved (each would overwrite the other's)
    this.shared = !!config.persist && !claimKey(storageKey(config.persist), ctx.host.renderRoot);
    if (this.shared) ctx.fail(t.storageShared(config.persist), 'storage', false);
    else if (config.persist && seed === undefined) {
      const saved = loadGame(config.persist);
      // a seed set on the table asks for its own deals: a game saved from another seed gives way (and we say so)
      replaced = saved.kind === 'ok' && !saved.saved.branch && !!config.seed && saved.saved.seed !== config.seed;
      // (a game played on from a replay is resumed by that replay: see savedBranch)
      if (saved.kind === 'ok' && !saved.saved.branch && !replaced) {
        if (
          this.play.start(
            saved.saved.rules,
            saved.saved.seed,
            saved.saved.human,
            saved.saved.moves,
            saved.saved.keptSeven,
          )
        ) {
          ctx.notice = t.resumed;
          ctx.announce(t.resumed);
          return;
        }
        ctx.fail(t.storageCorrupt, 'storage', false);
      } else if (saved.kind === 'corrupt') {
        ctx.fail(t.storageCorrupt, 'storage', false);
      }
      if (saved.kind !== 'none') ctx.announce(t.storageCorrupt);
    }
    this.play.start(resolved.value, seed ?? (config.seed || String(Math.floor(Math.random() * 2 ** 31))), human);
    if (replaced) {
      ctx.notice = t.seedReplaces(config.seed);
      ctx.announce(ctx.notice);
    }
    this.save();
  }

  /**
   * Continue a replayed position against the computer: hand `hand` (as written in the transcript
   * `doc`, if it is) after `step` moves, in state `s`, with the game totals `before` it. With
   * `saved` (a game saved under `persist` that branched from this position) its moves are made
   * again: the game goes on where it was.
   */
  branch(
    s: HandState,
    before: [number, number],
    hand: number,
    step: number,
    doc: TranscriptDoc | null,
    saved?: Saved,
  ): void {
    const config = this.config;
    const t = this.strings;
    this.hint = null;
    this.ctx.notice = '';
    const written = doc?.hands?.[hand];
    const setup: TranscriptHand = {
      ...(written ?? { dealer: s.dealer }),
      moves: (written?.moves ?? []).slice(0, step),
    };
    delete setup.result;
    this.setup = setup;
    this.docKey = docKey(doc);
    const seed = saved?.seed ?? (config.seed || `branch:${hand}:${step}`);
    const human = saved?.human ?? config.human;
    if (this.play.branch(s, before, seed, human, saved?.moves, saved?.keptSeven)) {
      if (saved) this.ctx.notice = t.resumed;
    } else {
      this.ctx.fail(t.storageCorrupt, 'storage', false);
    }
    this.save();
  }

  /**
   * The game saved under `persist` that was played on from a position of `doc`, if there is one
   * (the element then branches there again with it).
   */
  savedBranch(doc: TranscriptDoc | null): (Saved & { branch: SavedBranch }) | null {
    const { persist } = this.config;
    if (!persist) return null;
    const loaded = loadGame(persist);
    const saved = loaded.kind === 'ok' ? loaded.saved : null;
    return saved?.branch?.doc === docKey(doc) ? { ...saved, branch: saved.branch } : null;
  }

  /** Back to the replay from a game played on from it: that game is over, so nothing stays saved. */
  leaveBranch(): void {
    this.play.stop();
    const { persist } = this.config;
    if (persist) this.ctx.save(null);
  }

  private save(): void {
    const { persist } = this.config;
    if (!persist || this.shared) return;
    const saved = this.play.saved();
    const b = this.ctx.branch;
    const ok = this.ctx.save(
      saved && b ? { ...saved, branch: { doc: this.docKey, hand: b.hand, step: b.step, mode: b.mode } } : saved,
    );
    // storage full or unavailable (a sandboxed frame): said once, the game goes on unsaved
    if (!ok && !this.unsaved) this.ctx.fail(this.strings.storageFailed, 'storage', false);
    this.unsaved = !ok;
  }

  private onPlayed(m: Move, player: Player, g: GameState, track: Track): void {
    this.hint = null;
    this.confirmClaim = false;
    const names = this.names();
    const human = this.play.human;
    const news = newsText(this.i18n, track, human, g.over ? [] : this.play.humanMoves(), this.yourTurn());
    const said = movedText(this.i18n, names, g, track, human, this.config.openCards);
    this.ctx.announce(news ? `${said} ${news}` : said);
    const root = this.ctx.host.renderRoot as ShadowRoot;
    // the computer moved: a focus left on the table, or on a card you could not play, goes to your hand
    const at = root.activeElement;
    if (
      player !== this.play.human &&
      ((this.refocus && (!at || at.matches('.table-region'))) || at?.matches('.hand.active button.card:not(.legal)'))
    )
      this.focusHand();
    this.ctx.emit('kj-move', {
      move: m,
      notation: moveToNotation(m),
      player,
      hand: g.history.length,
      step: track.moves.length,
      state: g.hand,
    });
    this.save();
  }

  /** "Your turn." when the next move is yours, else nothing. */
  private yourTurn(): boolean {
    return !this.play.game?.over && !this.play.computerToAct() && this.play.humanMoves().length > 0;
  }

  /** The cards are dealt (a new hand or a new game), and whether it is your turn. */
  private sayDealt(): void {
    const t = this.strings;
    this.ctx.announce(this.yourTurn() ? `${t.narrateStart} ${t.yourTurn}.` : t.narrateStart);
  }

  private humanMove(m: Move): void {
    this.clearNotice();
    const err = this.play.move(m);
    if (err) this.ctx.notice = err;
    if (m.type === 'next') {
      this.save();
      this.showLast = false;
      this.sayDealt();
    }
    this.focusHand();
  }

  /** Keep the 7 of trumps (out of turn): the computer goes on. */
  private keepSeven(): void {
    this.play.keepSeven();
    this.save();
    this.focusHand();
  }

  /** Set when the focus went to the table for want of anything in your hand to take it. */
  private refocus = false;

  /**
   * After your bid or card the button you used is gone: the focus goes back to your hand (a card
   * you may play, else your first card), else to the next thing to do, else to the table.
   */
  private focusHand(): void {
    const el = this.ctx.host;
    void el.updateComplete.then(() => {
      const r = el.renderRoot as ShadowRoot;
      // a card you may play, or a choice before the cards, that has the focus keeps it
      if (r.activeElement?.matches('.hand.active button.card.legal, :is(.bids, .dix, .declare) button')) return;
      // a choice to make before any card (a bid, the dix, runs to declare) comes first: a card you
      // cannot play yet is no place for the focus while you bid
      const to =
        r.querySelector<HTMLElement>(':is(.bids, .dix, .declare) button') ??
        r.querySelector<HTMLElement>('.hand.active button.card.legal') ??
        r.querySelector<HTMLElement>('.play-controls button.strong') ??
        r.querySelector<HTMLElement>('.hand.active button.card') ??
        r.querySelector<HTMLElement>('.table-region');
      to?.focus();
      this.refocus = !!to?.classList.contains('table-region');
    });
  }

  private onCard(c: Card): void {
    const g = this.play.game;
    if (!g) return;
    const ctx = this.ctx;
    const moves = this.play.humanMoves().filter((m) => m.type === 'play' && m.card === c);
    if (!moves.length) {
      ctx.notice = illegalText(this.i18n, g.hand, this.play.human, c);
      ctx.announce(ctx.notice);
      return;
    }
    const withBela = moves.find((m) => m.type === 'play' && m.bela);
    this.humanMove(
      this.autoBela && withBela ? withBela : (moves.find((m) => m.type === 'play' && !m.bela) ?? moves[0]),
    );
  }

  private async showHint(): Promise<void> {
    const g = this.play.game;
    if (!g) return;
    const { i18n } = this;
    try {
      const c = await this.ctx.advisor().hint(g, this.play.human);
      if (this.play.game !== g || !c) return;
      const m = c.move;
      const what = hintText(i18n, m, g.hand);
      this.hint = { card: m.type === 'play' ? m.card : -1, text: what };
      this.ctx.announce(what);
    } catch (e) {
      this.ctx.notice = e instanceof Error ? e.message : String(e);
    }
    this.ctx.host.requestUpdate();
  }

  /** The game played so far as a transcript, or null. */
  exportTranscript(): TranscriptDoc | null {
    const g = this.play.game;
    return g && exportGame(g, this.names(), playMeta(this.play.undone), (this.ctx.branch && this.setup) || undefined);
  }

  /**
   * Whether Copy and Download leave cards out now (`asSeenBy`): while a hand is in play, unless
   * both hands are face up or the hand starts from a written position (`start`, from the document
   * the game went on from, which the page shows; a position must name both hands, and without it
   * the moves would not replay). Finished hands are written in full.
   */
  exportLeavesOut(): boolean {
    const g = this.play.game;
    const fromPosition = !!this.ctx.branch && !!this.setup?.start && !!g && g.history.length === 0;
    return !!g && g.hand.phase !== 'over' && !this.config.openCards && !fromPosition;
  }

  /** What Copy and Download give you: the game so far, and while `exportLeavesOut` only what you may know of the hand in play. */
  exportForPlayer(): TranscriptDoc | null {
    const doc = this.exportTranscript();
    const g = this.play.game;
    if (!doc || !g || !this.exportLeavesOut()) return doc;
    const names = this.names();
    const human = this.play.human;
    const track = this.play.track;
    const offset = (doc.hands.at(-1)?.moves?.length ?? 0) - (track?.moves.length ?? 0);
    const unseen = track && unseenRuns(this.i18n, names, track, human, g.hand, offset);
    return asSeenBy(doc, g.hand, human, (cards) => this.strings.exportHeld(names[human], cards), unseen ?? undefined);
  }

  private async copy(): Promise<void> {
    const doc = this.exportForPlayer();
    if (!doc) return;
    const t = this.strings;
    try {
      await navigator.clipboard.writeText(stringifyTranscript(doc));
      this.ctx.notice = t.copied;
    } catch {
      this.ctx.notice = t.copyFailed;
    }
  }

  private download(): void {
    const doc = this.exportForPlayer();
    if (!doc) return;
    // (the seed gives every deal of the game: named only once the game is over)
    const g = this.play.game;
    downloadText(`klaberjass-${(g?.over && this.play.seed) || 'game'}.json`, stringifyTranscript(doc));
  }

  render(): TemplateResult {
    const ctx = this.ctx;
    return renderPlay({
      i18n: this.i18n,
      names: this.names(),
      play: this.play,
      host: {
        config: this.config,
        notice: ctx.notice,
        branch: ctx.branch,
        tableRegion: renderTableRegion,
        faceUp: (seat) => perspectiveOf(ctx.attrs.perspective, seat).faceUp,
        backToReplay: () => ctx.backToReplay(),
      },
      exportLeavesOut: this.exportLeavesOut(),
      hint: this.hint,
      showRules: this.showRules,
      rules: this.rulesHelp?.renderRules,
      showLast: this.showLast,
      confirmClaim: this.confirmClaim,
      practice: this.practice,
      autoBela: this.autoBela,
      move: (m) => this.humanMove(m),
      card: (c) => this.onCard(c),
      showHint: () => void this.showHint(),
      askClaim: (on) => this.askClaim(on),
      keepSeven: () => this.keepSeven(),
      toggleRules: () => this.toggleRules(),
      toggleLastTrick: () => this.toggleLastTrick(),
      undo: () => this.undo(),
      setAutoBela: (on) => this.change(() => (this.autoBela = on)),
      setPractice: (on) => this.change(() => (this.practice = on)),
      newGame: (seed) => {
        this.start(seed);
        // the button pressed is gone: the focus goes to the new game's first thing to do
        this.sayDealt();
        this.focusHand();
      },
      copy: () => void this.copy(),
      download: () => this.download(),
    });
  }

  /** Change a setting of the view (a checkbox) and render again. */
  private change(set: () => unknown): void {
    set();
    this.ctx.host.requestUpdate();
  }

  private askClaim(on: boolean): void {
    this.confirmClaim = on;
    this.ctx.host.requestUpdate();
    void this.ctx.host.updateComplete.then(() =>
      this.ctx.host.renderRoot.querySelector<HTMLElement>(on ? '.claim.confirm .cancel' : '.claim button')?.focus(),
    );
  }
}
