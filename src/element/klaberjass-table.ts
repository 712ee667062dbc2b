/**
 * `<klaberjass-table>`: the element class (side-effect free; `define.ts` registers it).
 */
import {
  type CSSResult,
  LitElement,
  type PropertyValues,
  type TemplateResult,
  adoptStyles,
  html,
  nothing,
  supportsAdoptingStyleSheets,
} from 'lit';
import {
  type Card,
  type HandState,
  type HandSummary,
  type Move,
  type Player,
  DEFAULT_NAMES,
  handSummary,
} from '../engine/index.js';
import type { Accept, TranscriptDoc, TranscriptMove } from '../notation/index.js';
import type { ReplayedDocument, Verdict, Violation } from '../validator/types.js';
import type { AdvisorController } from './controllers/advisor.js';
import { AutoplayController, SPEEDS, type CommentPause, type Speed } from './controllers/autoplay.js';
import { I18nController, type Strings } from './i18n/index.js';
import { checkShape, loadWording, parseText, replay, reword, schemaWait, trackOf } from './model/source.js';
import { type Track, bubblesAt, stateAt, trickAt, trickEnds } from './model/track.js';
import { type Lazy, lazy } from '../engine/lazy.js';
import type { Saved } from './controllers/game.js';
import type { Branch, PlayHost, PlaySession } from './play.js';
import type { QuizSession } from './quiz.js';
import { styles } from './styles.js';
import { type Scene, describe, renderTable } from './views/table.js';
import { renderScoreSheet, renderSummary, type SheetRow } from './views/summary.js';
import { narrate, renderComment, renderTimeline } from './views/timeline.js';

// parts a page may never need: separate chunks in the bundle, loaded on first use
const playMode = lazy(() => import('./play.js'));
const verdictView = lazy(() => import('./views/verdict.js'));
const analysisView = lazy(() => import('./views/analysis.js'));
// questions for the reader (with the English sentences of the engine's faults)
const quizPart = lazy(() => import('./quiz.js'));

export type Mode = 'replay' | 'play' | 'validate';

export interface KjMoveDetail {
  move: Move;
  /** The move in transcript notation. */
  notation: TranscriptMove;
  player: Player;
  /** 0-based hand of the game and the number of moves made in it so far. */
  hand: number;
  step: number;
  state: HandState;
}
export interface KjStepDetail {
  hand: number;
  step: number;
  /** The move just shown (null at the deal). */
  move: Move | null;
  state: HandState | null;
}
export interface KjHandEndDetail {
  hand: number;
  summary: HandSummary;
  totals: [number, number];
}
export interface KjGameEndDetail {
  winner: Player | -1;
  totals: [number, number];
  transcript: TranscriptDoc;
}
export interface KjVerdictDetail {
  verdict: Verdict;
}
export interface KjAnswerDetail {
  /** 0-based hand, and the index of the questioned move in its moves (the moves shown when asked). */
  hand: number;
  step: number;
  /** The reader's answer (null: "Show me" without an answer), also in transcript notation. */
  move: Move | null;
  notation: TranscriptMove | null;
  right: boolean;
  /** How the question judges answers. */
  accept: Accept;
}
export interface KjErrorDetail {
  message: string;
  /** What went wrong: loading or reading the transcript, the rules, saving, the computer, or loading a part of the table. */
  source: 'src' | 'transcript' | 'rules' | 'storage' | 'opponent' | 'module';
}

declare global {
  interface HTMLElementEventMap {
    'kj-move': CustomEvent<KjMoveDetail>;
    'kj-step': CustomEvent<KjStepDetail>;
    'kj-hand-end': CustomEvent<KjHandEndDetail>;
    'kj-game-end': CustomEvent<KjGameEndDetail>;
    'kj-verdict': CustomEvent<KjVerdictDetail>;
    'kj-error': CustomEvent<KjErrorDetail>;
    'kj-answer': CustomEvent<KjAnswerDetail>;
  }
}

/** Every event of the element bubbles out of the shadow root. */
const kjEvent = <T>(name: string, detail: T) => new CustomEvent<T>(name, { detail, bubbles: true, composed: true });

/**
 * `<klaberjass-table>`: a Klaberjass card table that replays annotated transcripts, lets a person
 * play against the computer, and shows the validator's verdict on a transcript.
 *
 * @summary A Klaberjass card table: replay, play against the computer, validate.
 *
 * @attr {"replay"|"play"|"validate"} mode - What the table does (default `replay`).
 * @attr {string} src - URL of a transcript (JSON) to load.
 * @attr {number} hand - Deep link: the hand to show (0-based, as in the notation).
 * @attr {number} step - Deep link: how many moves of that hand are shown (0 = the deal).
 * @attr {"0"|"1"|"open"} perspective - Whose cards are face up: one player, or `open` for both. Replay defaults to `open`; in play it is your seat (default 0).
 * @attr {string} rules - Play: a preset (`classic`, `bela-501`, `simple`, `schmeiss`) or JSON overrides such as `{"preset":"classic","tie":"bete"}`.
 * @attr {string} seed - Play: seed for reproducible deals (and a reproducible computer).
 * @attr {string} lang - `en` or `nb` (Norwegian Bokmål); defaults to the nearest `lang` of the page.
 * @attr {boolean} four-colour - Four-colour deck (blue diamonds, green clubs).
 * @attr {string} persist - Play: save the game in localStorage under this key and resume it on reload (in replay and validate: a game played on with "Play from here").
 * @attr {"random"|"easy"|"normal"|"hard"} level - Play: strength of the computer (default `normal`).
 * @attr {number} opponent-delay - Play: milliseconds the computer waits before it moves (default 700).
 * @attr {"auto"|"manual"} bela - Play: say bela automatically with the king or queen of trumps (default `auto`).
 * @attr {boolean} autoplay - Replay: start playing the moves on load.
 * @attr {'pause'|'hold'} autoplay-comments - Replay: at a commented move autoplay pauses (`pause`, the default) or lingers for reading time and goes on (`hold`).
 * @attr {"on"|"off"} questions - Replay: the questions a transcript asks the reader (moves with `ask`) stop the replay until answered (`on`, the default); `off` replays plainly and shows each question as a comment.
 *
 * @fires {CustomEvent<KjMoveDetail>} kj-move - A move was made in play mode (by you or the computer).
 * @fires {CustomEvent<KjStepDetail>} kj-step - Replay or validate: a new position is shown.
 * @fires {CustomEvent<KjHandEndDetail>} kj-hand-end - Play: a hand went on the score sheet.
 * @fires {CustomEvent<KjGameEndDetail>} kj-game-end - Play: the game is over.
 * @fires {CustomEvent<KjVerdictDetail>} kj-verdict - The validator's verdict on the loaded transcript is ready.
 * @fires {CustomEvent<KjAnswerDetail>} kj-answer - Replay: the reader answered a question of the transcript on the table (or asked "Show me": `move` null).
 * @fires {CustomEvent<KjErrorDetail>} kj-error - A transcript could not be loaded or read, bad rules, or storage trouble.
 *
 * @csspart root - The outer box.
 * @csspart table - The card table region (focusable; arrow keys step the replay).
 * @csspart felt - The green playing surface.
 * @csspart seat-top - The upper seat (name plate, speech bubble, cards).
 * @csspart seat-bottom - The lower seat.
 * @csspart hand - A player's cards.
 * @csspart hand-active - Your hand when you may play.
 * @csspart card - Every card (face or back).
 * @csspart card-legal - A card you may play now.
 * @csspart card-back - A face-down card.
 * @csspart stock - The stock with the turn-up and bottom cards.
 * @csspart trick - The cards of the current trick.
 * @csspart trump - The trump indicator.
 * @csspart points - Points of the hand so far.
 * @csspart controls - Replay buttons, or your bids and actions in play.
 * @csspart comment - The comment and mark of the move shown.
 * @csspart timeline - The moves of the hand.
 * @csspart summary - The hand summary.
 * @csspart score-sheet - The running score sheet with its chart.
 * @csspart verdict - The validator's verdict.
 * @csspart analysis - The double-dummy points given up per player (replay with Analysis on).
 * @csspart quiz - A question for the reader, the verdict on the answer, or the reader's score.
 * @csspart error - The error state.
 *
 * @cssproperty --kj-felt - Table colour (default #1f6b3a).
 * @cssproperty --kj-felt-edge - Darker edge of the felt (default #134a27).
 * @cssproperty --kj-rim - The table's wooden rim (default #6b4226).
 * @cssproperty --kj-card-bg - Card face colour (default #fffdf7).
 * @cssproperty --kj-card-back - Card back colour (default #9b2335).
 * @cssproperty --kj-card-width - Card width (default: scales with the table, 34px to 88px).
 * @cssproperty --kj-red - Hearts (and diamonds) colour (default #c8102e).
 * @cssproperty --kj-black - Spades (and clubs) colour (default #1b1b1b).
 * @cssproperty --kj-blue - Diamonds in the four-colour deck (default #0b5cad).
 * @cssproperty --kj-green - Clubs in the four-colour deck (default #137a2a).
 * @cssproperty --kj-accent - Highlights: legal cards, current move, focus (default #f2c14e).
 * @cssproperty --kj-fault - Faults (default #d7263d).
 * @cssproperty --kj-panel-bg - Side panels (default #ffffff; #1c2321 in dark mode).
 * @cssproperty --kj-text - Text colour (default #1d2320; #e8ece9 in dark mode).
 * @cssproperty --kj-font - Font family (default system-ui).
 * @cssproperty --kj-radius - Corner radius of panels (default 10px).
 * @cssproperty --kj-muted - Secondary text (default #4a524e; #b4bdb8 in dark mode).
 * @cssproperty --kj-mark - The mark of a move (!, ?, …) (default #8a5a00).
 * @cssproperty --kj-fault-text - Fault text (default #a1122a; #ff8a96 in dark mode).
 * @cssproperty --kj-ok - "Valid" in the verdict (default #17683a).
 * @cssproperty --kj-button-bg - Buttons (default #f6f3ea).
 * @cssproperty --kj-card-font - Font of the card indices (default Helvetica Neue, Arial).
 * @cssproperty --kj-player0 - Player 0's line in the score chart (default #1f6fb2).
 * @cssproperty --kj-player1 - Player 1's line in the score chart (default #c4561a).
 * @cssproperty --kj-quiz - The edge of a question's panel (default #1f6fb2).
 *
 * @tagname klaberjass-table
 */
export class KlaberjassTable extends LitElement {
  static override styles = styles;

  /**
   * The reactive properties (attributes) and internal state, declared here rather than with lit's
   * decorators, whose code would cost the bundle about 0.3 KB gzipped. The fields below hold the
   * defaults (plain assignments: `useDefineForClassFields` is off, so lit's accessors see them).
   */
  static override properties = {
    mode: { reflect: true },
    src: {},
    transcript: { attribute: false },
    hand: { type: Number },
    step: { type: Number },
    perspective: {},
    rules: {},
    seed: {},
    fourColour: { type: Boolean, attribute: 'four-colour', reflect: true },
    persist: {},
    level: {},
    opponentDelay: { type: Number, attribute: 'opponent-delay' },
    bela: {},
    autoplay: { type: Boolean },
    autoplayComments: { attribute: 'autoplay-comments' },
    questions: {},
    _replayed: { state: true, attribute: false },
    _error: { state: true, attribute: false },
    _loading: { state: true, attribute: false },
    _notice: { state: true, attribute: false },
    _live: { state: true, attribute: false },
    _byTrick: { state: true, attribute: false },
    _analysis: { state: true, attribute: false },
    _branch: { state: true, attribute: false },
  };

  /** What the table does: `replay` (default), `play` or `validate`. */
  mode: Mode = 'replay';
  /** URL of a transcript to load. */
  src = '';
  /** A transcript: the document object or its JSON text. Wins over `src` and a child script. */
  transcript: TranscriptDoc | string | null = null;
  /** The hand shown (0-based). */
  hand = 0;
  /** Moves shown of that hand (0 = the deal). */
  step = 0;
  /** Whose cards are face up: `0`, `1`, or `open` for both (replay default `open`; in play your seat, default 0). */
  perspective = '';
  /** Play: a preset (`classic`, `bela-501`, `simple`, `schmeiss`) or JSON such as `{"preset":"classic","tie":"bete"}`. */
  rules = 'classic';
  /** Play: seed for reproducible deals and a reproducible computer (default: random). */
  seed = '';
  /** Four-colour deck: blue diamonds, green clubs. */
  fourColour = false;
  /** Play: localStorage key; a reload resumes the game saved under it (in replay and validate: a game played on from the replay). */
  persist = '';
  /** Play: the computer's strength. `random` is a seeded random player (for tests and beginners). */
  level: 'random' | 'easy' | 'normal' | 'hard' = 'normal';
  /** Play: milliseconds the computer waits before it moves. */
  opponentDelay = 700;
  /** Play: `auto` says bela with the king or queen of trumps for you; `manual` leaves it to the checkbox. */
  bela: 'auto' | 'manual' = 'auto';
  /** Replay: start playing the moves on load. */
  autoplay = false;
  /** Replay: at a commented move autoplay pauses (`pause`) or lingers and goes on (`hold`). */
  autoplayComments: CommentPause = 'pause';
  /** Replay: questions for the reader stop the replay until answered (`on`); `off` shows them as comments. */
  questions: 'on' | 'off' = 'on';

  private _replayed: ReplayedDocument | null = null;
  /** The document as given (shown even when the validator finds schema faults). */
  private _doc: TranscriptDoc | null = null;
  /** The string table whose wording `_replayed`'s faults are in (see `reword`). */
  private replayStrings: Strings | null = null;
  /** Set while a change of language waits for that language's wording of verdicts (see `reword`). */
  private rewordWait: Promise<void> | null = null;
  private _error: string | null = null;
  private _loading = false;
  private _notice = '';
  private _live = '';
  private _byTrick = false;
  /** Replay: show double-dummy values (computed by the computer player in its worker). */
  private _analysis = false;
  /** Set while a game branched from the replay ("play from here"). */
  private _branch: Branch | null = null;

  private i18n = new I18nController(this);
  private auto = new AutoplayController(
    this,
    () => this.stepBy(1),
    () => this.currentComment(),
  );
  private loadToken = 0;
  private lastStep = '';
  /** Play mode (a lazy module): the game against the computer, once loaded. */
  private session: PlaySession | null = null;
  /** Questions for the reader (a lazy module), for a document that asks some. */
  private quiz: QuizSession | null = null;
  /** Hints (play) and double-dummy analysis (replay): made by the first of the two parts loaded (see `advisorFrom`). */
  private advisor: AdvisorController | null = null;
  /** Lazy parts being loaded (`updateComplete` waits for them). */
  private pending = new Set<Promise<unknown>>();
  /** The styles of lazy parts this table has added to its shadow root (see `adopt`). */
  private adopted = new Set<CSSResult>();

  constructor() {
    super();
    this.addEventListener('keydown', (e) => this.onKey(e));
  }

  // -------------------------------------------------------------------------------------------
  // Data

  /** Set while a document waits for a lazy chunk before its replay: a part of the validator or the wording of its faults (see `load`). */
  private docPending: Promise<void> | null = null;

  /** `updateComplete` also covers a document waiting for a lazy chunk and lazy parts loading. */
  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    while (this.docPending || this.pending.size) {
      const p = this.docPending;
      await Promise.all([p, ...this.pending]);
      if (p && this.docPending === p) this.docPending = null;
      done = await super.getUpdateComplete();
    }
    return done;
  }

  /**
   * A lazy part if loaded, its styles added to this table; else starts loading it (then adds its
   * styles and renders again) and gives undefined.
   */
  private use<T extends { styles: CSSResult }>(part: Lazy<T>, then?: (m: T) => void): T | undefined {
    const m = part.get();
    if (m) {
      this.adopt(m.styles);
      return m;
    }
    const p: Promise<void> = part
      .load()
      .then(
        (mod) => {
          this.adopt(mod.styles);
          then?.(mod);
          this.requestUpdate();
        },
        (e: unknown) => this.fail(this.i18n.strings.errorPart(e instanceof Error ? e.message : String(e)), 'module'),
      )
      .finally(() => this.pending.delete(p));
    this.pending.add(p);
    return undefined;
  }

  /**
   * Adds a lazy part's styles to this table's shadow root, once, after the element's own (never
   * to the page: every table adds them itself). Without adoptable style sheets lit's fallback
   * appends a style element.
   */
  private adopt(sheet: CSSResult): void {
    if (this.adopted.has(sheet)) return;
    this.adopted.add(sheet);
    const root = this.renderRoot as ShadowRoot;
    // (lit's adoptStyles would replace the adopted sheets, the element's own among them)
    if (supportsAdoptingStyleSheets) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet.styleSheet!];
    else adoptStyles(root, [sheet]);
  }

  /** The table's advisor, made with the class a lazy part (play or analysis) brings: one per table, which both parts share. */
  private advisorFrom(m: { AdvisorController: typeof AdvisorController }): AdvisorController {
    return (this.advisor ??= new m.AdvisorController(this));
  }

  /** Run `then` with the play session, loading play mode first if needed. */
  private withSession(then: (s: PlaySession) => void): void {
    const start = (m: typeof import('./play.js')) => {
      this.session ??= new m.PlaySession(this.playHost(this.advisorFrom(m)));
      then(this.session);
    };
    const m = this.use(playMode, start);
    if (m) start(m);
  }

  /** What the play session may see and do (see PlayHost). */
  private playHost(advisor: AdvisorController): PlayHost {
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const el = this;
    return {
      el,
      i18n: this.i18n,
      advisor,
      get branch() {
        return el._branch;
      },
      get notice() {
        return el._notice;
      },
      set notice(v: string) {
        el._notice = v;
      },
      names: () => this.names,
      live: (text) => {
        this._live = text;
      },
      emit: (name, detail) => this.emit(name, detail),
      fail: (message, source, fatal) => this.fail(message, source, fatal),
      clearError: () => {
        this._error = null;
      },
      tableRegion: (sc, help) => this.tableRegion(sc, help),
      faceUp: (seat) => this.perspectiveOf(seat).faceUp,
      backToReplay: () => this.backToReplay(),
    };
  }

  /** An update waits for the string table of the host's language when it is not loaded yet. */
  protected override scheduleUpdate(): void | Promise<unknown> {
    const strings = this.i18n.prepare();
    return strings ? strings.then(() => super.scheduleUpdate()) : super.scheduleUpdate();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.i18n.update();
    this.reword();
    if (changed.has('autoplayComments')) this.auto.atComments = this.autoplayComments === 'hold' ? 'hold' : 'pause';
    if (changed.has('bela') || changed.has('level') || changed.has('opponentDelay')) this.session?.configure();
    if (this.mode === 'play') {
      if (
        !this._branch &&
        (changed.has('mode') ||
          changed.has('rules') ||
          changed.has('seed') ||
          changed.has('persist') ||
          changed.has('perspective'))
      ) {
        this.withSession((s) => {
          if (this.mode === 'play' && !this._branch) s.start();
        });
      }
      return;
    }
    if (changed.has('mode') && changed.get('mode') === 'play') this.session?.play.stop();
    if (changed.has('transcript') && this.transcript !== null) this.load(this.transcript, 'transcript');
    else if (changed.has('src') && this.src && this.transcript === null) void this.fetchSrc(this.src);
    else if (!this._replayed && !this._error && !this._loading && this.transcript === null && !this.src)
      this.readChildScript();
    if (changed.has('hand') || changed.has('step') || changed.has('mode')) this.clamp();
  }

  private readChildScript(): void {
    const script = this.querySelector('script[type="application/json"]');
    if (script) this.load(script.textContent ?? '', 'transcript');
  }

  private async fetchSrc(url: string): Promise<void> {
    const token = ++this.loadToken;
    this._loading = true;
    this._error = null;
    const t = this.i18n.strings;
    try {
      const res = await fetch(url);
      if (!res.ok) throw new Error(`HTTP ${res.status} ${res.statusText}`.trim());
      const text = await res.text();
      if (token !== this.loadToken) return;
      this._loading = false;
      this.load(text, 'src');
    } catch (e) {
      if (token !== this.loadToken) return;
      this._loading = false;
      this.fail(t.errorLoad(url, e instanceof Error ? e.message : String(e)), 'src');
    }
  }

  /** Replay a document (object or text) and show it. */
  private load(input: unknown, source: KjErrorDetail['source']): void {
    const t = this.i18n.strings;
    const token = ++this.loadToken;
    this.auto.stop();
    const parsed = typeof input === 'string' ? parseText(input) : checkShape(input);
    // an ill-formed document needs the schema validator, which the bundle loads on demand
    const wait = schemaWait(parsed.ok ? parsed.doc : input);
    if (wait) {
      this.loadAfter(wait, token, input, source, (why) => this.fail(why, source));
      return;
    }
    this._loading = false;
    let r: ReplayedDocument;
    const replayInput = parsed.ok ? parsed.doc : input;
    try {
      const { replayed, wait: words } = replay(replayInput, t);
      if (words) {
        // the document needs a part of the validator (code for unusual documents, the schema
        // check) or the wording of its faults and notes: the bundle loads it, then the document
        // is replayed again
        this.loadAfter(words, token, input, source, (why) => this.fail(t.errorPart(why), 'module'));
        return;
      }
      r = replayed;
      this.replayStrings = t;
    } catch (e) {
      this._replayed = null;
      this.fail(String(e instanceof Error ? e.message : e), source);
      return;
    }
    this._doc = parsed.ok ? parsed.doc : null;
    this.advisor?.reset();
    this._error = null;
    this._replayed = r;
    this.quiz = null;
    if (/"ask":/.test(JSON.stringify(this._doc?.hands))) {
      const make = (m: typeof import('./quiz.js')) => {
        if (this._replayed !== r) return;
        this.quiz = new m.QuizSession({
          el: this,
          i18n: this.i18n,
          advisor: this.advisorFrom(m),
          replayed: () => this._replayed,
          names: () => this.names,
          go: (h, s) => this.go(h, s),
          live: (x) => (this._live = x),
          emit: (n, d) => this.emit(n, d),
        });
        this.clamp();
      };
      const m = this.use(quizPart, make);
      if (m) make(m);
    }
    if (this.mode !== 'validate') {
      if (!parsed.ok) {
        this._replayed = null;
        this.fail(t.errorParse(parsed.error), source);
      } else if (!r.hands.length) this.fail(t.errorEmpty, source);
    }
    if (this.mode === 'validate' && !this.hasAttribute('step')) {
      const f = r.verdict.violations.find(
        (v) => v.hand !== undefined && v.move !== undefined && r.hands[v.hand]?.initial,
      );
      if (f) {
        this.hand = f.hand!;
        this.step = f.move! + 1;
      } else {
        this.hand = 0;
        this.step = 0;
      }
    }
    this.clamp();
    this.emit<KjVerdictDetail>('kj-verdict', { verdict: r.verdict });
    if (this.autoplay && this.mode === 'replay' && this._replayed) this.auto.start();
    // a game played on from this document and saved under `persist` goes on where it was
    if (this.persist && this._replayed) {
      const doc = this._doc;
      this.withSession((session) => {
        const saved = this._doc === doc && !this._branch ? session.savedBranch(doc) : null;
        if (saved) this.branchAt(saved.branch.hand, saved.branch.step, saved.branch.mode, saved);
      });
    }
  }

  /** Load the document again once a lazy chunk it needs has loaded; `failed` says why one did not. */
  private loadAfter(
    wait: Promise<unknown>,
    token: number,
    input: unknown,
    source: KjErrorDetail['source'],
    failed: (why: string) => void,
  ): void {
    this._loading = true;
    this.docPending = wait.then(
      () => {
        if (token === this.loadToken) {
          this._loading = false;
          this.load(input, source);
        }
      },
      (e: unknown) => {
        if (token !== this.loadToken) return;
        this._loading = false;
        this._replayed = null;
        failed(String(e instanceof Error ? e.message : e));
      },
    );
  }

  /**
   * The table's language changed after a document was replayed: word its verdict again in the
   * new language (the same states and verdict, its sentences in the new language; no replay:
   * the replay keeps its faults as data). The position shown stays; no `kj-verdict` event, as
   * the verdict itself is unchanged.
   */
  private reword(): void {
    const t = this.i18n.strings;
    if (!this._replayed || this.replayStrings === null || this.replayStrings === t || this.rewordWait) return;
    const replayed = reword(this._replayed.data, t);
    if (!replayed) {
      // that language's wording still to load (English is a lazy chunk): reword once it is in
      const p: Promise<void> = loadWording(t)
        .then(
          () => {
            this.rewordWait = null;
            this.reword();
            this.requestUpdate();
          },
          () => {
            this.rewordWait = null;
          },
        )
        .finally(() => this.pending.delete(p));
      this.rewordWait = p;
      this.pending.add(p);
      return;
    }
    this.replayStrings = t;
    this._replayed = replayed;
  }

  private fail(message: string, source: KjErrorDetail['source'], fatal = true): void {
    if (fatal) this._error = message;
    else this._notice = message;
    this.emit<KjErrorDetail>('kj-error', { message, source });
  }

  private emit<T>(name: string, detail: T): void {
    this.dispatchEvent(kjEvent(name, detail));
  }

  // -------------------------------------------------------------------------------------------
  // Replay position

  /** The players of the transcript (a game against the computer names its own: see PlaySession). */
  private get names(): [string, string] {
    const p = this._doc?.players;
    return [String(p?.[0] ?? DEFAULT_NAMES[0]), String(p?.[1] ?? DEFAULT_NAMES[1])];
  }

  private track(hand = this.hand): Track | null {
    return this._replayed ? trackOf(this._replayed, hand) : null;
  }

  private clamp(): void {
    const r = this._replayed;
    // a deep link into a document still loading must not be clamped to the previous one
    if (!r || !r.hands.length || this._loading) return;
    const h = Math.max(0, Math.min(r.hands.length - 1, Math.trunc(Number(this.hand) || 0)));
    const n = r.hands[h].steps.length;
    const s = Math.max(0, Math.min(this.quiz?.stop(h) ?? n, Math.trunc(Number(this.step) || 0)));
    if (h !== this.hand) this.hand = h;
    if (s !== this.step) this.step = s;
  }

  /** Go to a position (hand, step) and say what happened. */
  go(hand: number, step: number): void {
    const r = this._replayed;
    if (!r) return;
    this.hand = hand;
    this.step = step;
    this.clamp();
    const t = this.track();
    this._live =
      t && this.step > 0
        ? narrate(this.i18n, this.names, t, this.step - 1)
        : this.i18n.strings.handOf(this.hand + 1, r.hands.length);
  }

  /** Step forward or back by one move (or one trick); false when there is nowhere to go. */
  stepBy(dir: 1 | -1): boolean {
    const r = this._replayed;
    // a question stops the replay (and autoplay) until it is answered
    if (!r || (dir > 0 && this.quiz?.stop(this.hand) === this.step)) return false;
    const t = this.track();
    const n = r.hands[this.hand]?.steps.length ?? 0;
    if (this._byTrick && t) {
      const ends = trickEnds(t);
      const target =
        dir > 0 ? (ends.find((e) => e > this.step) ?? n) : ([...ends].reverse().find((e) => e < this.step) ?? 0);
      if (target !== this.step) {
        this.go(this.hand, target);
        return true;
      }
    } else if (dir > 0 ? this.step < n : this.step > 0) {
      this.go(this.hand, this.step + dir);
      return true;
    }
    // across hands
    if (dir > 0 && this.hand < r.hands.length - 1) {
      this.go(this.hand + 1, 0);
      return true;
    }
    if (dir < 0 && this.hand > 0) {
      this.go(this.hand - 1, r.hands[this.hand - 1].steps.length);
      return true;
    }
    return false;
  }

  private currentComment(): string {
    const t = this.track();
    return (t && this.step > 0 ? t.written?.[this.step - 1]?.comment : '') ?? '';
  }

  private onKey(e: KeyboardEvent): void {
    const target = e.composedPath()[0] as HTMLElement | undefined;
    const tag = target?.tagName;
    if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA') return;
    if (this.mode === 'play') {
      this.session?.onKey(e, target);
      return;
    }
    if (!this._replayed || this.quiz?.onKey(e, target)) return;
    const n = this._replayed.hands[this.hand]?.steps.length ?? 0;
    let handled = true;
    switch (e.key) {
      case 'ArrowRight':
        this.auto.stop();
        this.stepBy(1);
        break;
      case 'ArrowLeft':
        this.auto.stop();
        this.stepBy(-1);
        break;
      case 'Home':
        this.auto.stop();
        this.go(this.hand, 0);
        break;
      case 'End':
        this.auto.stop();
        this.go(this.hand, n);
        break;
      case 'PageDown':
        this.auto.stop();
        this.go(Math.min(this.hand + 1, this._replayed.hands.length - 1), 0);
        break;
      case 'PageUp':
        this.auto.stop();
        this.go(Math.max(this.hand - 1, 0), 0);
        break;
      case ' ':
        if (tag === 'BUTTON') {
          handled = false;
          break;
        }
        this.auto.toggle();
        break;
      default:
        handled = false;
    }
    if (handled) e.preventDefault();
  }

  protected override updated(): void {
    this.scrollTimeline();
    if (this.mode === 'play' && !this._branch) return;
    const r = this._replayed;
    if (!r || this._error) return;
    const key = `${this.hand}:${this.step}`;
    if (key === this.lastStep) return;
    this.lastStep = key;
    const t = this.track();
    this.emit<KjStepDetail>('kj-step', {
      hand: this.hand,
      step: this.step,
      move: t && this.step > 0 ? t.moves[this.step - 1] : null,
      state: t ? stateAt(t, this.step) : null,
    });
  }

  /** Keep the current move visible in the timeline (scrolls the list only, never the page). */
  private scrollTimeline(): void {
    const list = this.renderRoot.querySelector<HTMLElement>('.timeline ol');
    const cur =
      list?.querySelector<HTMLElement>('.mv.current') ?? (list?.lastElementChild as HTMLElement | null | undefined);
    if (!list || !cur) return;
    const top = cur.offsetTop; // the list is positioned, so it is the offset parent
    if (top < list.scrollTop) list.scrollTop = top - 4;
    else if (top + cur.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = top + cur.offsetHeight - list.clientHeight + 4;
  }

  // -------------------------------------------------------------------------------------------
  // Play

  /** The game played so far as a transcript (play mode), or null. */
  exportTranscript(): TranscriptDoc | null {
    return this.session?.exportTranscript() ?? null;
  }

  /** "Play from here": continue the replayed position against the computer. */
  playFromHere(): void {
    this.branchAt(this.hand, this.step, this.mode === 'validate' ? 'validate' : 'replay');
  }

  /** Play on from a replayed position (with `saved`: the game saved under `persist` that did). */
  private branchAt(hand: number, step: number, mode: Branch['mode'], saved?: Saved): void {
    const r = this._replayed;
    const t = this.track(hand);
    const s = t && step <= t.moves.length ? stateAt(t, step) : null;
    if (!r || !s || s.phase === 'over') return;
    this.auto.stop();
    this.hand = hand;
    this.step = step;
    this._branch = { mode, hand, step };
    const doc = this._doc;
    this.withSession((session) => {
      if (this._branch) session.branch(s, r.hands[hand].before, hand, step, doc, saved);
    });
    this.mode = 'play';
  }

  private backToReplay(): void {
    const b = this._branch;
    if (!b) return;
    this.session?.leaveBranch();
    this._branch = null;
    this.mode = b.mode;
    this.hand = b.hand;
    this.step = b.step;
  }

  // -------------------------------------------------------------------------------------------
  // Rendering

  protected override render(): TemplateResult {
    const t = this.i18n.strings;
    let body: TemplateResult;
    if (this._error) {
      body = html`<div class="error" part="error" role="alert">
        <h2>${t.errorTitle}</h2>
        <p>${this._error}</p>
      </div>`;
    } else if (this.mode === 'play') {
      body = this.session?.render() ?? html`<div class="loading" role="status">${t.loading}</div>`;
    } else if (this._loading) {
      body = html`<div class="loading" role="status">${t.loading}</div>`;
    } else if (!this._replayed) {
      body = html`<div class="loading" role="status">${t.noData}</div>`;
    } else {
      body = this.renderReplay();
    }
    return html`<div class="root mode-${this.mode}${this.fourColour ? ' four' : ''}" part="root" lang=${t.lang}>
      ${body}
      <div class="sr-only" aria-live="polite" aria-atomic="true">${this._live}</div>
    </div>`;
  }

  private perspectiveOf(defaultSeat: Player | 'open'): { bottom: Player; faceUp: [boolean, boolean] } {
    const p =
      this.perspective === '0' ? 0 : this.perspective === '1' ? 1 : this.perspective === 'open' ? 'open' : defaultSeat;
    return p === 'open' ? { bottom: 0, faceUp: [true, true] } : { bottom: p, faceUp: [p === 0, p === 1] };
  }

  private tableRegion(sc: Scene, help: boolean): TemplateResult {
    const t = this.i18n.strings;
    return html`<div
        class="table-region"
        part="table"
        role="region"
        tabindex="0"
        aria-label=${t.table}
        aria-describedby="desc${help ? ' help' : ''}"
      >
        ${renderTable(sc)}
      </div>
      <p id="desc" class="sr-only">${describe(sc)}</p>
      ${help ? html`<p id="help" class="sr-only">${t.tableHelp}</p>` : nothing}`;
  }

  private renderReplay(): TemplateResult {
    const r = this._replayed!;
    const t = this.i18n.strings;
    const names = this.names;
    const track = this.track();
    const rh = r.hands[this.hand];
    const doc = this._doc;
    const title = doc?.meta?.title;
    if (!rh) {
      // nothing to replay (validate mode with an unreadable document): the verdict alone
      return html`<div class="layout single">
        ${this.use(verdictView)?.renderVerdict(this.i18n, r.verdict, { hand: -1, step: -1 }, () => undefined) ?? nothing}
      </div>`;
    }
    const n = rh.steps.length;
    const { bottom, faceUp } = this.perspectiveOf('open');
    const faults = track?.faults?.[this.step - 1] ?? [];
    const lastMove = track && this.step > 0 ? track.moves[this.step - 1] : null;
    const marked: Card[] = faults.length && lastMove?.type === 'play' ? [lastMove.card] : [];
    const rows: SheetRow[] = r.hands.map((h) => ({
      score: [h.after[0] - h.before[0], h.after[1] - h.before[1]],
      totals: h.after,
    }));
    const s = track ? stateAt(track, this.step) : null;
    const analysis = this._analysis && track && s ? this.use(analysisView) : undefined;
    const an =
      analysis && track && s
        ? analysis.analyseReplay(this.advisorFrom(analysis), t, names, track, this.hand, this.step, s)
        : undefined;
    const sc: Scene | null =
      track && s
        ? {
            i18n: this.i18n,
            names,
            state: s,
            trick: trickAt(track, this.step),
            bubbles: bubblesAt(track, this.step, t),
            bottom,
            faceUp,
            marked,
            totals: rh.before,
            values: an?.values,
          }
        : null;
    const qz = track ? this.quiz?.view(this.hand, this.step, track, sc) : undefined;
    const verdict = this.mode === 'validate' ? this.use(verdictView) : undefined;
    const over = s?.phase === 'over';
    const handDoc = doc?.hands?.[this.hand];
    return html`<div class="layout">
      <div class="stage">
        <header class="titlebar">
          ${title ? html`<h2 class="title">${title}</h2>` : nothing}
          <span class="where">${t.handOf(this.hand + 1, r.hands.length)} · ${t.moveOf(this.step, n)}</span>
        </header>
        ${qz?.panel ?? nothing}
        ${
          sc
            ? this.tableRegion(sc, true)
            : html`<div class="table-region sheet-only" part="table" role="region" tabindex="0" aria-label=${t.table}>
                <p>
                  ${t.handN(this.hand + 1)}: ${names[0]} ${rows[this.hand].score[0]}, ${names[1]}
                  ${rows[this.hand].score[1]}
                </p>
              </div>`
        }
        ${renderComment(this.i18n, names, track, this.step, typeof handDoc?.comment === 'string' ? handDoc.comment : undefined, an?.verdictLine ?? '')}
        ${an?.lostLine ? html`<p class="lost-line" part="analysis">${an.lostLine}</p>` : nothing}
        ${this.renderReplayControls(n, s)}
      </div>
      <aside class="side">
        ${verdict ? verdict.renderVerdict(this.i18n, r.verdict, { hand: this.hand, step: this.step }, (f) => this.pickFault(f)) : nothing}
        ${
          track
            ? renderTimeline(
                this.i18n,
                names,
                qz?.track ?? track,
                this.step,
                (st) => {
                  this.auto.stop();
                  this.go(this.hand, st);
                },
                an?.losses,
              )
            : nothing
        }
        ${s && (over || s.phase === 'play') && rh.summary ? renderSummary(this.i18n, names, over ? (rh.summary ?? handSummary(s)) : handSummary(s), over) : nothing}
        ${renderScoreSheet(this.i18n, names, rows, r.rules?.target ?? 500, this.hand, (h) => {
          this.auto.stop();
          this.go(h, 0);
        })}
      </aside>
    </div>`;
  }

  private pickFault(f: Violation): void {
    if (f.hand === undefined) return;
    this.auto.stop();
    this.go(f.hand, f.move !== undefined ? f.move + 1 : 0);
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('.table-region')?.focus());
  }

  private renderReplayControls(n: number, s: HandState | null): TemplateResult {
    const t = this.i18n.strings;
    const r = this._replayed!;
    const atStart = this.step === 0 && this.hand === 0;
    const atEnd = (this.step === n && this.hand === r.hands.length - 1) || this.quiz?.stop(this.hand) === this.step;
    const stop = (f: () => void) => () => {
      this.auto.stop();
      f();
    };
    const icon = (d: string) =>
      html`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d=${d} fill="currentColor" /></svg>`;
    return html`<div class="controls" part="controls" role="toolbar" aria-label=${t.controls}>
      <div class="btn-row">
        <button
          type="button"
          class="icon"
          title=${t.first}
          aria-label=${t.first}
          ?disabled=${atStart}
          @click=${stop(() => this.go(this.step === 0 && this.hand > 0 ? this.hand - 1 : this.hand, 0))}
        >
          ${icon('M18.4 16.6 13.8 12l4.6-4.6L17 6l-6 6 6 6zM6 6h2v12H6z')}
        </button>
        <button
          type="button"
          class="icon"
          title=${t.prev}
          aria-label=${t.prev}
          ?disabled=${atStart}
          @click=${stop(() => this.stepBy(-1))}
        >
          ${icon('M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z')}
        </button>
        <button
          type="button"
          class="icon play"
          title=${this.auto.running ? t.pause : t.play}
          aria-label=${this.auto.running ? t.pause : t.play}
          aria-pressed=${this.auto.running ? 'true' : 'false'}
          @click=${() => this.auto.toggle()}
        >
          ${this.auto.running ? icon('M6 5h4v14H6zM14 5h4v14h-4z') : icon('M7 5v14l12-7z')}
        </button>
        <button
          type="button"
          class="icon"
          title=${t.next}
          aria-label=${t.next}
          ?disabled=${atEnd}
          @click=${stop(() => this.stepBy(1))}
        >
          ${icon('M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z')}
        </button>
        <button
          type="button"
          class="icon"
          title=${t.last}
          aria-label=${t.last}
          ?disabled=${atEnd}
          @click=${stop(() => this.go(this.hand, n))}
        >
          ${icon('M5.6 7.4 10.2 12l-4.6 4.6L7 18l6-6-6-6zM16 6h2v12h-2z')}
        </button>
      </div>
      <div class="btn-row options">
        <label class="check"
          ><input
            type="checkbox"
            .checked=${this._byTrick}
            @change=${(e: Event) => {
              this._byTrick = (e.target as HTMLInputElement).checked;
            }}
          />
          ${t.byTrick}</label
        >
        <label class="check"
          ><input
            type="checkbox"
            .checked=${this._analysis}
            @change=${(e: Event) => {
              this._analysis = (e.target as HTMLInputElement).checked;
            }}
          />
          ${t.analysis}</label
        >
        <label class="speed"
          >${t.speed}
          <select
            @change=${(e: Event) => {
              this.auto.speed = (e.target as HTMLSelectElement).value as Speed;
            }}
          >
            ${(Object.keys(SPEEDS) as Speed[]).map((k) => html`<option value=${k} ?selected=${this.auto.speed === k}>${t[k]}</option>`)}
          </select></label
        >
        ${
          r.hands.length > 1
            ? html`<label class="speed"
                >${t.hand}
                <select
                  @change=${(e: Event) => {
                    this.auto.stop();
                    this.go(Number((e.target as HTMLSelectElement).value), 0);
                  }}
                >
                  ${r.hands.map((_, i) => html`<option value=${i} ?selected=${i === this.hand}>${i + 1}</option>`)}
                </select></label
              >`
            : nothing
        }
        ${s && s.phase !== 'over' ? html`<button type="button" class="text" @click=${() => this.playFromHere()}>${t.playFromHere}</button>` : nothing}
      </div>
    </div>`;
  }
}

export const TAG = 'klaberjass-table';
