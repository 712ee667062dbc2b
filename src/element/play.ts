/**
 * Play mode: a game against the computer at one table. The element bundle loads this module (a
 * lazy chunk) the first time a table is in play mode or plays on from a replayed position; a page
 * that only replays or validates never downloads it.
 *
 * A `PlaySession` owns the game (`GameController`), the person's moves, hints, saving in
 * localStorage, export as a transcript, and the play view. It reads and tells the element only
 * through the `PlayHost` the element hands it.
 *
 * (Over 450 lines: the session and its view travel together in the play chunk.)
 */
import { type ReactiveControllerHost, css, html, nothing, type TemplateResult } from 'lit';
import {
  type Card,
  type GameState,
  type HandState,
  type HandSummary,
  type Move,
  type Player,
  type Suit,
  belaMask,
  engineWordingEn,
  claimCount,
  explain,
  handSummary,
  maskOf,
  other,
  parseSuit,
  resolveRules,
  wordMessage,
} from '../engine/internal.js';
import { moveToNotation, stringifyTranscript, type TranscriptDoc, type TranscriptHand } from '../notation/index.js';
import type { AdvisorController } from './controllers/advisor.js';
import { GameController, type Saved, type SavedBranch } from './controllers/game.js';
import { loadGame, saveGame } from './model/persist.js';
import { type PlayStrings, enPlay } from './i18n/en-play.js';
import { type I18nController, SUIT_SYMBOLS, type Strings, partStrings } from './i18n/index.js';
import type { KjDetail, KjErrorSource, KjEventName } from './events.js';
import { exportGame } from './model/export.js';
import { type Track, actorAt, bubblesAt, trickAt, trickEnds } from './model/track.js';
import { cardFace } from './views/card.js';
import { renderChart, renderScoreSheet, renderSummary, type SheetRow } from './views/summary.js';
import type { ActiveHand, Scene } from './views/table.js';
import { narrate, renderTimeline } from './views/timeline.js';

// the element makes the table's advisor (hints here, analysis in the replay) with the class of
// whichever part it loads first
export { AdvisorController } from './controllers/advisor.js';

/**
 * Styles of the play view, which the element adds to its shadow root after its own (styles.ts):
 * your hand (the cards you may play, a hint), the bid and action buttons, the status line.
 */
export const styles = css`
  .hand.idle button.card {
    cursor: default;
  }
  .hand.active button.card {
    cursor: pointer;
    transition:
      transform 0.12s ease-out,
      filter 0.12s;
  }
  .hand.active button.card.legal {
    transform: translateY(-7%);
    filter: drop-shadow(0 0 3px var(--kj-accent, #f2c14e)) drop-shadow(0 1px 2px rgba(0, 0, 0, 0.4));
  }
  .hand.active button.card.legal:hover {
    transform: translateY(-16%);
  }
  .hand.active:not(.idle) button.card[aria-disabled='true'] {
    filter: brightness(0.62) saturate(0.6) drop-shadow(0 1px 2px rgba(0, 0, 0, 0.4));
    cursor: not-allowed;
  }
  button.card:focus-visible {
    outline: 3px solid var(--kj-accent, #f2c14e);
    outline-offset: 2px;
    transform: translateY(-16%);
    z-index: 2;
  }
  .card.hinted {
    outline: 3px dashed var(--kj-accent, #f2c14e);
    outline-offset: 3px;
  }

  .row-title {
    width: 100%;
    text-align: center;
    font-size: 0.85rem;
    font-weight: 600;
  }
  button.strong {
    background: var(--kj-accent, #f2c14e);
    font-weight: 700;
  }
  button.bid.suit-1 span,
  button.bid.suit-2 span {
    color: var(--kj-red, #c8102e);
  }
  .status {
    min-height: 1.5em;
    text-align: center;
    font-weight: 650;
  }
  .notice {
    font-weight: 500;
    color: var(--kj-fault-text, #a1122a);
  }
  .hint-text {
    font-weight: 500;
  }

  .rules-btn {
    min-width: 2em;
    padding: 0 0.5em;
    margin-left: 0.4em;
    border-radius: 50%;
    font-weight: 700;
  }
  .rules-help h3 {
    outline: none;
  }
  .rules-help h4 {
    margin: 8px 0 2px;
    font-size: 0.9rem;
  }
  .rules-help ul {
    margin: 0;
    padding-left: 1.2em;
    font-size: 0.85rem;
  }
  .last-trick {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: 6px 12px;
    --_cw: 38px;
  }
  .lt-card {
    display: flex;
    flex-direction: column;
    align-items: center;
    font-size: 0.78rem;
  }
  .lt-card.won .card {
    outline: 2px solid var(--kj-accent, #f2c14e);
    outline-offset: 1px;
  }
  .lt-text {
    flex-basis: 100%;
    text-align: center;
    font-size: 0.85rem;
  }

  /* the names of play ("Datamaskinen") in full: the points box takes the width it needs */
  .mode-play .middle {
    grid-template-columns: auto minmax(0, 1fr) auto;
  }
  .mode-play .row-label,
  .mode-play .pt span {
    max-width: 8em;
  }

  /* a phone held sideways: the table, the status and your buttons in one screen, cards sized by the height */
  @media (orientation: landscape) and (max-height: 500px) {
    .felt {
      --_cw: var(--kj-card-width, clamp(24px, 10vh, 60px));
      padding-block: 4px;
      gap: 2px;
    }
    .seat-bottom .hand {
      --_cw: var(--kj-card-width, clamp(26px, 13vh, 70px));
    }
    .seat {
      gap: 2px;
    }
    .middle {
      min-height: calc(var(--_cw) * 1.7);
    }
    .trick {
      height: calc(var(--_cw) * 1.75);
    }
    /* the status and your buttons beside the table, the panels under them */
    .mode-play .layout {
      grid-template-columns: minmax(0, 1fr) minmax(200px, 300px);
      grid-template-rows: auto auto auto 1fr;
      align-items: start;
    }
    .mode-play .stage {
      display: contents;
    }
    .mode-play .stage > * {
      grid-column: 1;
    }
    .mode-play .stage > .table-region {
      grid-row: 2 / span 3;
    }
    .mode-play .stage > .status {
      grid-area: 2 / 2;
    }
    .mode-play .stage > .play-controls {
      grid-area: 3 / 2;
    }
    .mode-play .side {
      grid-area: 4 / 2;
    }
    .titlebar {
      font-size: 0.85rem;
    }
  }

  @media (prefers-color-scheme: dark) {
    .notice {
      color: var(--kj-fault-text, #ff8a96);
    }
  }
`;

type PlayTable = Strings & PlayStrings;

/**
 * The table's strings with every sentence about you (the seat named `you`) in the second person
 * ("You hold", "taken by you"; "Din tur", "tatt av deg"): the forms of `youForms` stand in for
 * the sentences of the main table when the player named is you. Kept per table.
 */
const secondPersons = new WeakMap<PlayTable, PlayTable>();
function secondPerson(t: PlayTable): PlayTable {
  const had = secondPersons.get(t);
  if (had) return had;
  const you = t.you;
  const y = t.youForms;
  const one =
    <A extends unknown[]>(base: (n: string, ...a: A) => string, alt: ((...a: A) => string) | undefined) =>
    (n: string, ...a: A) =>
      alt && n === you ? alt(...a) : base(n, ...a);
  const two =
    (base: (a: string, b: string) => string, alt: ((youFirst: boolean, o: string) => string) | undefined) =>
    (a: string, b: string) => (alt && a === you ? alt(true, b) : alt && b === you ? alt(false, a) : base(a, b));
  const map = <F, G>(o: Record<string, F>, f: (k: string, v: F) => G) =>
    Object.fromEntries(Object.entries(o).map(([k, v]) => [k, f(k, v)]));
  const s: PlayTable = {
    ...t,
    toAct: one(t.toAct, y.toAct),
    wonTrick: one(t.wonTrick, y.wonTrick),
    narratePlay: one(t.narratePlay, y.narratePlay),
    narrateBela: one(t.narrateBela, y.narrateBela),
    narrateExchange: one(t.narrateExchange, y.narrateExchange),
    narrateDeclare: one(t.narrateDeclare, y.narrateDeclare),
    narrateNoRuns: one(t.narrateNoRuns, y.narrateNoRuns),
    narrateClaim: one(t.narrateClaim, y.narrateClaim),
    narrateTrick: one(t.narrateTrick, y.narrateTrick),
    narrateTrump: (suit, name) => (name === you ? y.narrateTrump(suit) : t.narrateTrump(suit, name)),
    describeHand: one(t.describeHand, y.describeHand),
    describeHidden: one(t.describeHidden, y.describeHidden),
    seqVoided: one(t.seqVoided, y.seqVoided),
    belaNotPlayed: one(t.belaNotPlayed, y.belaNotPlayed),
    potPaid: (n, w) => (w === you ? y.potPaid(n) : t.potPaid(n, w)),
    claimRight: one(t.claimRight, y.claimRight),
    claimWrong: one(t.claimWrong, y.claimWrong),
    nextDealer: one(t.nextDealer, y.nextDealer),
    winsGame: one(t.winsGame, y.winsGame),
    seqReason: map(t.seqReason, (k, f) => one(f, y.seqReason[k])),
    outcome: map(t.outcome as Record<string, (a: string, b: string) => string>, (k, f) =>
      two(f, y.outcome[k]),
    ) as unknown as PlayTable['outcome'],
  };
  secondPersons.set(t, s);
  return s;
}

/** A game that branched from a replayed position ("Play from here"): where to go back to. */
export interface Branch {
  mode: 'replay' | 'validate';
  hand: number;
  step: number;
}

/** The element's attributes that play mode reads, resolved (the host gives them as they are now). */
export interface PlayConfig {
  /** The `rules` attribute, trimmed: a preset name or JSON overrides. */
  rules: string;
  /** The `seed` attribute ('' for a random deal). */
  seed: string;
  /** Your seat (`perspective` 1, else 0). */
  human: Player;
  /** `perspective="open"`: both hands face up. */
  openCards: boolean;
  /** The `persist` key ('' when the game is not saved). */
  persist: string;
  level: 'random' | 'easy' | 'normal' | 'hard';
  /** Milliseconds the computer waits before it moves (0 or more). */
  delay: number;
  /** Say bela for you with the king or queen of trumps (`bela` not `manual`). */
  autoBela: boolean;
}

/** What a play session needs from its element. */
export interface PlayHost {
  /** The element as the host of the session's reactive controllers (and to render again); its shadow root, where the focus goes back to your hand. */
  readonly el: ReactiveControllerHost & { readonly renderRoot: HTMLElement | DocumentFragment };
  /** The attributes play mode reads, resolved as they are now. */
  readonly config: PlayConfig;
  readonly i18n: I18nController;
  readonly advisor: AdvisorController;
  readonly branch: Branch | null;
  /** A short message under the table (bad move, opponent trouble, a resumed game). */
  notice: string;
  /** The players of the transcript replayed (a game played on from it keeps their names). */
  names(): [string, string];
  /** Say something in the aria-live region. */
  live(text: string): void;
  emit<K extends KjEventName>(name: K, detail: KjDetail<K>): void;
  fail(message: string, source: KjErrorSource, fatal?: boolean): void;
  clearError(): void;
  tableRegion(sc: Scene, help: boolean): TemplateResult;
  faceUp(seat: Player): [boolean, boolean];
  backToReplay(): void;
}

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

  constructor(private host: PlayHost) {
    this.play = new GameController(host.el, {
      moved: (m, player, g, track) => this.onPlayed(m, player, g, track),
      handEnded: (g, index) => {
        const ph = g.history[index];
        host.emit('kj-hand-end', {
          hand: index,
          summary: ph.summary,
          totals: [ph.totals[0], ph.totals[1]],
        });
      },
      gameEnded: (g) => {
        host.emit('kj-game-end', {
          winner: g.winner,
          totals: [g.totals[0], g.totals[1]],
          transcript: this.exportTranscript()!,
        });
      },
      error: (message) => host.fail(message, 'opponent', false),
      fellBack: (reason) => host.fail(this.strings.mainThread(reason), 'opponent', false),
    });
    this.configure();
  }

  /** Take the computer's level and delay and the bela setting from the element's attributes. */
  configure(): void {
    const { level, delay, autoBela } = this.host.config;
    this.play.level = level;
    this.play.delay = delay;
    this.autoBela = autoBela;
  }

  /** The names at the table: the transcript's players when the game branched from a replay, else you and the computer. */
  names(): [string, string] {
    if (this.host.branch) return this.host.names();
    const t = this.strings;
    return this.play.human === 0 ? [t.you, t.computer] : [t.computer, t.you];
  }

  /** A key pressed in the table: the left and right arrows move the focus along your cards. */
  onKey(e: KeyboardEvent, target: HTMLElement | undefined): void {
    if ((e.key === 'ArrowLeft' || e.key === 'ArrowRight') && target?.closest?.('.hand')) {
      const cards = [...(target.closest('.hand')?.querySelectorAll<HTMLElement>('button.card') ?? [])];
      const i = cards.indexOf(target.closest('button.card') as HTMLElement);
      const next = cards[(i + (e.key === 'ArrowRight' ? 1 : cards.length - 1)) % cards.length];
      if (next) {
        next.focus();
        e.preventDefault();
      }
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
    const el = this.host.el;
    if (this.showRules && !this.rulesHelp) {
      import('./views/rules-help.js').then(
        (m) => {
          this.rulesHelp = m;
          el.requestUpdate();
          void el.updateComplete.then(() => el.renderRoot.querySelector<HTMLElement>('.rules-help h3')?.focus());
        },
        (e: unknown) =>
          this.host.fail(this.strings.errorPart(e instanceof Error ? e.message : String(e)), 'module', false),
      );
    }
    el.requestUpdate();
    if (!this.showRules)
      void el.updateComplete.then(() => el.renderRoot.querySelector<HTMLElement>('.rules-btn')?.focus());
  }

  /** Practice: taking back a card is allowed (a checkbox, off by default; never offered under `persist`). */
  private practice = false;

  private undo(): void {
    this.hint = null;
    this.host.notice = '';
    if (this.play.undoLastCard()) this.host.live(this.strings.undoneSay);
    this.focusHand();
  }

  /** The results of a finished game: hands won, points, times bate, and the chart of the totals. */
  private renderResults(g: GameState, names: [string, string]): TemplateResult {
    const t = this.strings;
    const won: [number, number] = [0, 0];
    const bate: [number, number] = [0, 0];
    for (const ph of g.history) {
      const [a, b] = ph.summary.score;
      if (a !== b) won[a > b ? 0 : 1]++;
      const tk = ph.summary.taker;
      if (tk !== -1 && (ph.summary.outcome === 'bate' || ph.summary.outcome === 'tie-bete')) bate[tk]++;
    }
    const rows: SheetRow[] = g.history.map((ph) => ({ score: ph.summary.score, totals: ph.totals }));
    const row = (label: string, v: readonly [number, number]) =>
      html`<tr>
        <th scope="row">${label}</th>
        <td>${v[0]}</td>
        <td>${v[1]}</td>
      </tr>`;
    return html`<section class="panel results" aria-label=${t.resultsTitle}>
      <h3>${t.resultsTitle}</h3>
      <p class="results-winner">${t.winsGame(names[g.winner as Player] ?? '')}</p>
      <table class="sum-table">
        <thead>
          <tr>
            <td></td>
            <th scope="col">${names[0]}</th>
            <th scope="col">${names[1]}</th>
          </tr>
        </thead>
        <tbody>
          ${row(t.points, g.totals)} ${row(t.handsWon, won)} ${row(t.timesBate, bate)}
        </tbody>
      </table>
      <p class="results-hands">${t.handsPlayed(g.history.length)}</p>
      ${rows.length ? renderChart(t.chart, names, rows, g.rules.target) : nothing}
    </section>`;
  }

  /** Set while the last trick is shown (the "Last trick" button, or the L key). */
  private showLast = false;

  private toggleLastTrick(): void {
    this.showLast = !this.showLast;
    const last = this.showLast && this.play.track ? this.lastTrick(this.play.track) : null;
    if (last) this.host.live(this.lastTrickText(last));
    this.host.el.requestUpdate();
  }

  /** The last trick completed in this hand, with who played what and who won it. */
  private lastTrick(track: Track): ReturnType<typeof trickAt> | null {
    const end = trickEnds(track).at(-1);
    return end ? trickAt(track, end) : null;
  }

  private lastTrickText(tv: ReturnType<typeof trickAt>): string {
    const { i18n } = this;
    const names = this.names();
    return this.strings.lastTrickSaid(
      tv.cards.map((c) => `${names[c.player]}: ${i18n.card(c.card)}`).join(', '),
      tv.winner === -1 ? '' : names[tv.winner],
    );
  }

  private renderLastTrick(track: Track): TemplateResult | typeof nothing {
    const tv = this.showLast ? this.lastTrick(track) : null;
    if (!tv) return nothing;
    const names = this.names();
    return html`<div class="last-trick" role="group" aria-label=${this.strings.lastTrickTitle}>
      ${tv.cards.map(
        (c) =>
          html`<span class="lt-card${c.player === tv.winner ? ' won' : ''}"
            ><span class="card" aria-hidden="true">${cardFace(c.card)}</span
            ><span class="lt-name">${names[c.player]}</span></span
          >`,
      )}
      <p class="lt-text">${this.lastTrickText(tv)}</p>
    </div>`;
  }

  private you: I18nController | null = null;

  /**
   * The table's language as play mode speaks it: the strings only play mode shows laid over the
   * table's, and the sentences about you in the second person (see `secondPerson`).
   */
  private get i18n(): I18nController {
    const base = this.host.i18n;
    const strings = secondPerson(partStrings(base.strings, enPlay));
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
    const host = this.host;
    const t = this.strings;
    host.clearError();
    host.notice = '';
    this.hint = null;
    const config = host.config;
    const text = config.rules;
    let input: unknown = text;
    if (text.startsWith('{')) {
      try {
        input = JSON.parse(text);
      } catch (e) {
        host.fail(t.errorRules(e instanceof Error ? e.message : String(e)), 'rules');
        return;
      }
    }
    const resolved = resolveRules(input);
    if (!resolved.ok) {
      host.fail(t.errorRules(wordMessage(resolved.error, engineWordingEn)), 'rules');
      return;
    }
    const human = config.human;
    let replaced = false;
    if (config.persist && seed === undefined) {
      const saved = loadGame(config.persist);
      // a seed set on the table asks for its own deals: a game saved from another seed gives way (and we say so)
      replaced = saved.kind === 'ok' && !saved.saved.branch && !!config.seed && saved.saved.seed !== config.seed;
      // (a game played on from a replay is resumed by that replay: see savedBranch)
      if (saved.kind === 'ok' && !saved.saved.branch && !replaced) {
        if (this.play.start(saved.saved.rules, saved.saved.seed, saved.saved.human, saved.saved.moves)) {
          host.notice = t.resumed;
          host.live(t.resumed);
          return;
        }
        host.fail(t.storageCorrupt, 'storage', false);
      } else if (saved.kind === 'corrupt') {
        host.fail(t.storageCorrupt, 'storage', false);
      }
      if (saved.kind !== 'none') host.live(t.storageCorrupt);
    }
    this.play.start(resolved.value, seed ?? (config.seed || String(Math.floor(Math.random() * 2 ** 31))), human);
    if (replaced) {
      host.notice = t.seedReplaces(config.seed);
      host.live(host.notice);
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
    const config = this.host.config;
    const t = this.strings;
    this.hint = null;
    this.host.notice = '';
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
    if (this.play.branch(s, before, seed, human, saved?.moves)) {
      if (saved) this.host.notice = t.resumed;
    } else {
      this.host.fail(t.storageCorrupt, 'storage', false);
    }
    this.save();
  }

  /**
   * The game saved under `persist` that was played on from a position of `doc`, if there is one
   * (the element then branches there again with it).
   */
  savedBranch(doc: TranscriptDoc | null): (Saved & { branch: SavedBranch }) | null {
    const { persist } = this.host.config;
    if (!persist) return null;
    const loaded = loadGame(persist);
    const saved = loaded.kind === 'ok' ? loaded.saved : null;
    return saved?.branch?.doc === docKey(doc) ? { ...saved, branch: saved.branch } : null;
  }

  /** Back to the replay from a game played on from it: that game is over, so nothing stays saved. */
  leaveBranch(): void {
    this.play.stop();
    const { persist } = this.host.config;
    if (persist) saveGame(persist, null);
  }

  private save(): void {
    const { persist } = this.host.config;
    if (!persist) return;
    const saved = this.play.saved();
    const b = this.host.branch;
    const ok = saveGame(
      persist,
      saved && b ? { ...saved, branch: { doc: this.docKey, hand: b.hand, step: b.step, mode: b.mode } } : saved,
    );
    // storage full or unavailable (a sandboxed frame): said once, the game goes on unsaved
    if (!ok && !this.unsaved) this.host.fail(this.strings.storageFailed, 'storage', false);
    this.unsaved = !ok;
  }

  private onPlayed(m: Move, player: Player, g: GameState, track: Track): void {
    this.hint = null;
    this.confirmClaim = false;
    const names = this.names();
    let say = narrate(this.i18n, names, track, track.moves.length - 1);
    if (g.hand.phase === 'over') {
      // the end of the hand and what it scores, said once with the last move
      const t = this.strings;
      const score = handSummary(g.hand).score;
      const totals = g.recorded ? g.totals : [g.totals[0] + score[0], g.totals[1] + score[1]];
      say += ` ${t.handOverSay(names[0], score[0], names[1], score[1])} ${t.describeTotals(names[0], totals[0], names[1], totals[1])}`;
      if (g.over) say += ` ${t.winsGame(names[g.winner as Player] ?? '')}.`;
    }
    this.host.live(say);
    const root = this.host.el.renderRoot as ShadowRoot;
    // the computer moved: a focus left on the table, or on a card you could not play, goes to your hand
    const at = root.activeElement;
    if (
      player !== this.play.human &&
      ((this.refocus && (!at || at.matches('.table-region'))) || at?.matches('.hand.active button.card:not(.legal)'))
    )
      this.focusHand();
    this.host.emit('kj-move', {
      move: m,
      notation: moveToNotation(m),
      player,
      hand: g.history.length,
      step: track.moves.length,
      state: g.hand,
    });
    this.save();
  }

  private humanMove(m: Move): void {
    this.host.notice = '';
    const err = this.play.move(m);
    if (err) this.host.notice = err;
    if (m.type === 'next') {
      this.save();
      this.showLast = false;
      this.host.live(this.strings.narrateStart);
    }
    this.focusHand();
  }

  /** Keep the 7 of trumps (out of turn): the computer goes on. */
  private keepSeven(): void {
    this.play.keepSeven();
    this.focusHand();
  }

  /** Set when the focus went to the table for want of anything in your hand to take it. */
  private refocus = false;

  /**
   * After your bid or card the button you used is gone: the focus goes back to your hand (a card
   * you may play, else your first card), else to the next thing to do, else to the table.
   */
  private focusHand(): void {
    const el = this.host.el;
    void el.updateComplete.then(() => {
      const r = el.renderRoot as ShadowRoot;
      // a card you may play that has the focus keeps it
      if (r.activeElement?.matches('.hand.active button.card.legal')) return;
      const to =
        r.querySelector<HTMLElement>('.hand.active button.card.legal') ??
        r.querySelector<HTMLElement>('.hand.active button.card') ??
        r.querySelector<HTMLElement>('.play-controls button.strong') ??
        r.querySelector<HTMLElement>('.table-region');
      to?.focus();
      this.refocus = !!to?.classList.contains('table-region');
    });
  }

  private onCard(c: Card): void {
    const g = this.play.game;
    if (!g) return;
    const host = this.host;
    const moves = this.play.humanMoves().filter((m) => m.type === 'play' && m.card === c);
    if (!moves.length) {
      // the engine says which rule forbids the card and which cards must be played instead
      const { i18n } = this;
      const h = g.hand;
      const f =
        h.phase === 'play' && h.toAct === this.play.human && h.lead >= 0
          ? explain(h, { type: 'play', card: c, player: this.play.human })
          : null;
      host.notice = f
        ? this.strings.illegalWhy(
            f.rule,
            i18n.card(c),
            i18n.card(h.lead),
            i18n.suit(h.lead >> 3),
            (f.cards ?? []).map((x) => i18n.card(x)).join(', '),
          )
        : this.strings.illegalCard(i18n.card(c));
      host.live(host.notice);
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
    const t = this.strings;
    try {
      const c = await this.host.advisor.hint(g, this.play.human);
      if (this.play.game !== g || !c) return;
      const m = c.move;
      const what =
        m.type === 'play'
          ? t.hintPlay(i18n.card(m.card))
          : t.hintMove(
              m.type === 'bid'
                ? this.bidLabel(m, g.hand)
                : m.type === 'declare'
                  ? m.runs.length
                    ? m.runs.map((r) => r.map((x) => i18n.short(x)).join(' ')).join(', ')
                    : t.declareNone
                  : m.type === 'exchange'
                    ? t.exchange(i18n.card(m.card), i18n.card(g.hand.turnUp))
                    : m.type === 'claim'
                      ? t.claim
                      : t.nextHand,
            );
      this.hint = { card: m.type === 'play' ? m.card : -1, text: what };
      this.host.live(what);
    } catch (e) {
      this.host.notice = e instanceof Error ? e.message : String(e);
    }
    this.host.el.requestUpdate();
  }

  private bidLabel(m: Move, h: HandState): string {
    const { i18n } = this;
    const t = this.strings;
    if (m.type !== 'bid') return '';
    switch (m.bid) {
      case 'take':
        return t.take(h.turnUp >= 0 ? i18n.suit(h.turnUp >> 3) : '');
      case 'pass':
        return t.pass;
      case 'schmeiss':
        return t.schmeiss;
      case 'accept':
        return t.accept;
      case 'refuse':
        return t.refuse;
      default:
        return t.name(i18n.suit(parseSuit(m.bid)));
    }
  }

  /** The game played so far as a transcript, or null. */
  exportTranscript(): TranscriptDoc | null {
    const g = this.play.game;
    if (!g) return null;
    return exportGame(
      g,
      this.names(),
      {
        date: new Date().toISOString().slice(0, 10),
        source: 'klaberjass-table',
        // a practice game in which cards were taken back says so
        ...(this.play.undone ? { undone: this.play.undone } : {}),
      },
      (this.host.branch && this.setup) || undefined,
    );
  }

  private async copy(): Promise<void> {
    const doc = this.exportTranscript();
    if (!doc) return;
    const t = this.strings;
    try {
      await navigator.clipboard.writeText(stringifyTranscript(doc));
      this.host.notice = t.copied;
    } catch {
      this.host.notice = t.copyFailed;
    }
  }

  private download(): void {
    const doc = this.exportTranscript();
    if (!doc) return;
    const url = URL.createObjectURL(new Blob([stringifyTranscript(doc)], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `klaberjass-${this.play.seed || 'game'}.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  render(): TemplateResult {
    const host = this.host;
    const { i18n } = this;
    const t = this.strings;
    const g = this.play.game;
    const track = this.play.track;
    if (!g || !track) return html`<div class="loading" role="status">${t.dealing}</div>`;
    const names = this.names();
    const human = this.play.human;
    const h = g.hand;
    const step = track.moves.length;
    const moves = this.play.humanMoves();
    const legal = maskOf(moves.filter((m) => m.type === 'play').map((m) => (m.type === 'play' ? m.card : 0)));
    const active: ActiveHand = { seat: human, legal, onCard: (c) => this.onCard(c) };
    const note = (end: string | null) =>
      end === 'thrown-in' ? t.sheetThrownIn : end === 'schmeiss' ? t.sheetSchmeiss : undefined;
    const rows: SheetRow[] = g.history.map((ph) => ({
      score: ph.summary.score,
      totals: ph.totals,
      note: note(ph.summary.end),
    }));
    // a hand over but not yet on the engine's sheet (a claim may still follow the last trick):
    // its score is known, so the sheet and the header show it now
    let totals: readonly [number, number] = g.totals;
    if (h.phase === 'over' && !g.recorded) {
      const score = handSummary(h).score;
      totals = [g.totals[0] + score[0], g.totals[1] + score[1]];
      rows.push({ score, totals, note: note(h.end) });
    }
    const sc: Scene = {
      i18n,
      names,
      state: h,
      trick: trickAt(track, step),
      bubbles: bubblesAt(track, step, t),
      bottom: human,
      // the computer's cards stay face down after a claim or a thrown-in hand too: nobody shows them
      faceUp: host.config.openCards ? [true, true] : host.faceUp(human),
      active,
      totals,
      hint: this.hint?.card,
    };
    const status = g.over
      ? `${t.gameOver}: ${t.winsGame(names[g.winner as Player] ?? '')}`
      : this.play.thinking
        ? t.waiting(names[other(human)])
        : moves.length
          ? t.yourTurn
          : '';
    return html`<div class="layout">
      <div class="stage">
        <header class="titlebar">
          <h2 class="title">
            ${t.targetLabel(g.rules.target)}
            <button
              type="button"
              class="text rules-btn"
              aria-label=${t.rulesTitle}
              title=${t.rulesTitle}
              aria-expanded=${this.showRules ? 'true' : 'false'}
              @click=${() => this.toggleRules()}
            >
              ?
            </button>
          </h2>
          <span class="where">${names[0]} ${totals[0]} · ${names[1]} ${totals[1]}</span>
        </header>
        ${host.tableRegion(sc, false)}
        <div class="status" part="status">
          ${status}${host.notice ? html` <span class="notice">${host.notice}</span>` : nothing}${this.hint ? html` <span class="hint-text">${this.hint.text}</span>` : nothing}
        </div>
        ${this.renderLastTrick(track)} ${this.renderControls(moves, h, g)}
      </div>
      <aside class="side">
        ${g.over ? this.renderResults(g, names) : nothing}
        ${this.showRules && this.rulesHelp ? this.rulesHelp.renderRules(t.lang, g.rules, () => this.toggleRules()) : nothing}
        ${step ? renderTimeline(i18n, names, track, step, null) : nothing}
        ${h.phase !== 'bidding' ? renderSummary(i18n, names, this.publicSummary(h), h.phase === 'over') : nothing}
        ${renderScoreSheet(i18n, names, rows, g.rules.target, -1)}
        <section class="panel export" aria-label=${t.exportTitle}>
          <h3>${t.exportTitle}</h3>
          <div class="btn-row">
            <button type="button" class="text" @click=${() => this.copy()}>${t.copy}</button>
            <button type="button" class="text" @click=${() => this.download()}>${t.download}</button>
          </div>
        </section>
      </aside>
    </div>`;
  }

  /**
   * A claim: what it would count against the target, and a confirmation before it is made. A claim
   * short of the target loses the game: it stays possible (a legal move) but never looks like the
   * thing to do.
   */
  private renderClaim(claim: Move, h: HandState): TemplateResult {
    const t = this.strings;
    const have = claimCount(h, this.play.human);
    const need = h.rules.target;
    const wins = have >= need;
    if (!this.confirmClaim)
      return html`<div class="btn-row claim">
        <button type="button" class="text" @click=${() => this.askClaim(true)}>${t.claimWorth(have, need)}</button>
      </div>`;
    return html`<div class="btn-row claim confirm" role="group" aria-label=${t.claim}>
      <span class="row-title">${wins ? t.claimWins(have, need) : t.claimLoses(have, need)}</span>
      <button type="button" class="text${wins ? ' strong' : ''}" @click=${() => this.humanMove(claim)}>
        ${t.claimConfirm}
      </button>
      <button type="button" class="text${wins ? '' : ' strong'} cancel" @click=${() => this.askClaim(false)}>
        ${t.claimCancel}
      </button>
    </div>`;
  }

  private askClaim(on: boolean): void {
    this.confirmClaim = on;
    this.host.el.requestUpdate();
    void this.host.el.updateComplete.then(() =>
      this.host.el.renderRoot.querySelector<HTMLElement>(on ? '.claim.confirm .cancel' : '.claim button')?.focus(),
    );
  }

  /**
   * The summary of the hand as the person may know it: that the computer holds king and queen of
   * trumps is public only once it announced bela with the first of them (or played both).
   */
  private publicSummary(h: HandState): HandSummary {
    const sum = handSummary(h);
    const b = sum.belaInfo;
    const open = this.host.config.openCards;
    if (!open && b.holder === other(this.play.human) && b.reason === 'not-played' && !b.first)
      return { ...sum, belaInfo: { ...b, holder: -1, reason: 'none' } };
    return sum;
  }

  private renderControls(moves: Move[], h: HandState, g: GameState): TemplateResult {
    const { i18n } = this;
    const t = this.strings;
    const bids = moves.filter((m) => m.type === 'bid');
    const exchange = moves.find((m) => m.type === 'exchange');
    const declares = moves.filter((m) => m.type === 'declare' && m.runs.length > 0);
    const claim = moves.find((m) => m.type === 'claim');
    const hasBela = moves.some((m) => m.type === 'play' && m.bela);
    const over = h.phase === 'over';
    return html`<div class="controls play-controls" part="controls" role="group" aria-label=${t.bidActions}>
      ${
        bids.length
          ? html`<div class="btn-row bids">
              ${bids.map((m) => {
                const su = m.type === 'bid' ? parseSuit(m.bid) : -1;
                return html`<button
                  type="button"
                  class="text bid${su !== -1 ? ` suit-${su}` : ''}"
                  @click=${() => this.humanMove(m)}
                >
                  ${su !== -1 ? SUIT_SYMBOLS[su] + ' ' : ''}${this.bidLabel(m, h)}
                </button>`;
              })}
            </div>`
          : nothing
      }
      ${
        exchange && exchange.type === 'exchange'
          ? html`<div class="btn-row dix">
              <button type="button" class="text" @click=${() => this.humanMove(exchange)}>
                ${t.exchange(i18n.card(exchange.card), i18n.card(h.turnUp))}
              </button>
              ${
                h.toAct !== this.play.human && this.play.sevenPending()
                  ? html`<button type="button" class="text keep" @click=${() => this.keepSeven()}>
                      ${t.keepSeven(i18n.card(exchange.card))}
                    </button>`
                  : nothing
              }
            </div>`
          : nothing
      }
      ${
        declares.length
          ? html`<div class="btn-row declare">
              <span class="row-title">${t.declareTitle}</span>
              ${declares.map((m) =>
                m.type === 'declare'
                  ? html`<button type="button" class="text" @click=${() => this.humanMove(m)}>
                      ${t.declareOption(
                        m.runs.map((r) => r.map((c) => i18n.short(c)).join(' ')).join(', '),
                        m.runs.reduce(
                          (a, r) => a + (r.length >= 8 ? 100 : r.length === 7 ? 70 : r.length >= 4 ? 50 : 20),
                          0,
                        ),
                      )}
                    </button>`
                  : nothing,
              )}
              <button
                type="button"
                class="text"
                @click=${() => this.humanMove({ type: 'declare', runs: [], player: this.play.human })}
              >
                ${t.declareNone}
              </button>
            </div>`
          : nothing
      }
      ${claim ? this.renderClaim(claim, h) : nothing}
      ${moves.length && this.host.config.level !== 'random' ? html`<div class="btn-row"><button type="button" class="text" @click=${() => this.showHint()}>${t.hint}</button></div>` : nothing}
      ${
        hasBela || holdsBela(h, this.play.human)
          ? html`<label class="check"
              ><input
                type="checkbox"
                .checked=${this.autoBela}
                @change=${(e: Event) => {
                  this.autoBela = (e.target as HTMLInputElement).checked;
                  this.host.el.requestUpdate();
                }}
              />
              ${t.autoBela}</label
            >`
          : nothing
      }
      ${over && !g.over && !this.play.thinking ? html`<div class="btn-row"><button type="button" class="text strong" @click=${() => this.humanMove({ type: 'next' })}>${t.nextHand}</button></div>` : nothing}
      ${
        g.over
          ? html`<div class="btn-row">
              <button
                type="button"
                class="text strong"
                @click=${() => this.start(String(Math.floor(Math.random() * 2 ** 31)))}
              >
                ${t.newGame}
              </button>
              <button type="button" class="text" @click=${() => this.start(this.play.seed)}>${t.rematch}</button>
            </div>`
          : nothing
      }
      ${
        this.play.track && trickEnds(this.play.track).length
          ? html`<div class="btn-row">
              <button
                type="button"
                class="text last-btn"
                aria-pressed=${this.showLast ? 'true' : 'false'}
                aria-keyshortcuts="L"
                @click=${() => this.toggleLastTrick()}
              >
                ${t.lastTrickTitle}
              </button>
            </div>`
          : nothing
      }
      ${
        this.practice &&
        !g.over &&
        this.play.track?.moves.some((m, i) => m?.type === 'play' && actorAt(this.play.track!, i) === this.play.human)
          ? html`<div class="btn-row">
              <button type="button" class="text undo" ?disabled=${this.play.thinking} @click=${() => this.undo()}>
                ${t.undo}
              </button>
            </div>`
          : nothing
      }
      ${
        this.host.config.persist
          ? nothing
          : html`<label class="check practice"
              ><input
                type="checkbox"
                .checked=${this.practice}
                @change=${(e: Event) => {
                  this.practice = (e.target as HTMLInputElement).checked;
                  this.host.el.requestUpdate();
                }}
              />
              ${t.practice}</label
            >`
      }
      ${this.host.branch ? html`<div class="btn-row"><button type="button" class="text" @click=${() => this.host.backToReplay()}>${t.backToReplay}</button></div>` : nothing}
    </div>`;
  }
}

/** Does player p hold both king and queen of trumps (bela) now? */
function holdsBela(h: HandState, p: Player): boolean {
  if (h.trump < 0) return false;
  const kq = belaMask(h.trump as Suit);
  return (h.hands[p] & kq) === kq;
}

/** A fingerprint of a document (FNV-1a over its JSON): a saved game played on from it names it so. */
function docKey(doc: TranscriptDoc | null): string {
  const text = JSON.stringify(doc) ?? '';
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return `${text.length}:${(h >>> 0).toString(16)}`;
}
