/**
 * `<klaberjass-table>`: the element class (side-effect free; `define.ts` registers it). A thin
 * element: it declares the public contract (attributes, properties, events, parts, custom
 * properties) and wires the pieces that do the work:
 *
 * - `DocumentLoader` (controllers/document-loader.ts): a transcript from `src`, `transcript` or a
 *   child script to a replayed document, as one status (empty, loading, ready, error);
 * - `ReplayController` (controllers/replay.ts): the position shown and how the reader moves
 *   (buttons, keys, autoplay);
 * - views (views/): functions of what is shown, the replay view (views/replay.ts) with its
 *   toolbar (views/replay-controls.ts);
 * - `LazyParts` (lazy-parts.ts): the lazy parts (play mode, the verdict, the
 *   analysis), each a visible `import()`;
 * - `TableContext` (table-context.ts): what each lazy part (play mode, the questions, the
 *   analysis) may read of the table and ask it to do, handed to the part instead of the element;
 *   play gets it with the game it branched from (`PlayContext`, play-context.ts).
 *
 * (Over 450 lines: about 200 of them are the public contract, the class JSDoc and the documented
 * properties, which docs/element.md's tables are made from.)
 */
import { LitElement, type PropertyValues, type TemplateResult, html, isServer } from 'lit';
import { property, state } from 'lit/decorators.js';
import { isolateName } from '../notation/bidi.js';
import { DEFAULT_MAX_BYTES } from '../notation/limits.js';
import type { TranscriptDoc } from '../notation/index.js';
import { errorMessage } from '../validator/run.js';
import type { ReplayedDocument, Violation } from '../validator/types.js';
import { lazy } from '../engine/lazy.js';
import { AdvisorController } from './controllers/advisor.js';
import type { CommentPause } from './controllers/autoplay.js';
import { DocumentLoader } from './controllers/document-loader.js';
import { ReplayController } from './controllers/replay.js';
import { type KjErrorSource, emit } from './events.js';
import { I18nController } from './i18n/index.js';
import { LazyParts } from './lazy-parts.js';
import { store } from './model/storage.js';
import { hasQuestions } from './model/questions.js';
import { stateAt } from './model/track.js';
import type { Saved } from './controllers/game.js';
import type { Branch, PlayContext } from './play-context.js';
import type { PlaySession } from './play.js';
import type { QuizSession } from './quiz.js';
import type { Mode } from './table-context.js';
import type { EditorContext, EditorSession } from './editor/index.js';
import { styles } from './styles.js';
import { check } from './views/replay-controls.js';
import { renderReplay } from './views/replay.js';
import { narrate } from './views/timeline.js';
import { shownParts } from './model/show.js';

export type {
  KjAnswerDetail,
  KjErrorDetail,
  KjErrorSource,
  KjEventMap,
  KjGameEndDetail,
  KjHandEndDetail,
  KjMoveDetail,
  KjStepDetail,
  KjVerdictDetail,
} from './events.js';

// parts a page may never need: separate chunks in the bundle, loaded on first use
const playMode = lazy(() => import('./play.js'));
const verdictView = lazy(() => import('./views/verdict.js'));
const analysisView = lazy(() => import('./views/analysis.js'));
// a game's score sheet (a single hand or a fragment shows none)
const scoreSheet = lazy(() => import('./views/score-sheet.js'));
// the faults of the move shown and the look of faults (a marked card, faulty moves): only for a
// document with faults, or a question (whose picked card is marked the same way)
const faultsPart = lazy(() => import('./views/fault-lines.js'));
// questions for the reader (with the English sentences of the engine's faults)
const quizPart = lazy(() => import('./quiz.js'));
// the editor (mode="edit"): its module says when the validator's parts it needs have loaded
const editMode = lazy(() => import('./editor/index.js').then((m) => m.ready.then(() => m)));

export type { Mode };

/** The attributes that define a game: a change deals a new one. */
const NEW_GAME = ['mode', 'rules', 'seed', 'persist', 'perspective'];
/** The attributes the computer player reads: a change reaches a play session at once. */
const SETTINGS = ['bela', 'level', 'opponentDelay'];

/**
 * `<klaberjass-table>`: a Klaberjass card table that replays annotated transcripts, lets a person
 * play against the computer, and shows the validator's verdict on a transcript.
 *
 * @summary A Klaberjass card table: replay, play against the computer, validate.
 *
 * @attr {"replay"|"play"|"validate"|"edit"} mode - What the table does (default `replay`); `edit` is the editor, which builds an annotated transcript by clicking.
 * @attr {string} src - URL of a transcript (JSON) to load; without it, the table loads the URL of a child `<a href>` (the fallback form, see the default slot).
 * @attr {number} hand - Deep link: the hand to show (0-based, as in the notation).
 * @attr {number} step - Deep link: how many moves of that hand are shown (0 = the deal).
 * @attr {"0"|"1"|"open"} perspective - Whose cards are face up: one player, or `open` for both. Replay defaults to `open`; in play it is your seat (default 0).
 * @attr {"classic"|"bela-501"|"simple"|"schmeiss"|string} rules - Play: a preset (`classic`, `bela-501`, `simple`, `schmeiss`) or JSON overrides such as `{"preset":"classic","tie":"bete"}`.
 * @attr {string} seed - Play: seed for reproducible deals (and a reproducible computer).
 * @attr {"en"|"nb"|string} lang - `en` or `nb` (Norwegian Bokmål); defaults to the nearest `lang` of the page.
 * @attr {boolean} four-colour - Four-colour deck (blue diamonds, green clubs).
 * @attr {string} persist - Play: save the game in localStorage under this key and resume it on reload (in replay and validate: a game played on with "Play from here").
 * @attr {"random"|"easy"|"normal"|"hard"} level - Play: strength of the computer (default `normal`).
 * @attr {number} opponent-delay - Play: milliseconds the computer waits before it moves (default 700).
 * @attr {"auto"|"manual"} bela - Play: say bela automatically with the king or queen of trumps (default `auto`).
 * @attr {boolean} autoplay - Replay: start playing the moves on load.
 * @attr {'pause'|'hold'} autoplay-comments - Replay: at a commented move autoplay pauses (`pause`, the default) or lingers for reading time and goes on (`hold`).
 * @attr {"on"|"off"} questions - Replay: the questions a transcript asks the reader (moves with `ask`) stop the replay until answered (`on`, the default); `off` replays plainly and shows each question as a comment.
 * @attr {string} show - Replay and validate: the parts shown, names separated by spaces: `table`, `comment`, `controls` (the toolbar), `moves` (the move list), `points` (the points so far), `summary` (the hand's summary at its end), `sheet` (the score sheet), `analysis` (its checkbox), `play` ("Play from here"). A list of only `+name`/`-name` changes the defaults (`-controls -moves`). Default: all, except the score sheet of a single hand or a fragment, and the points panel of a fragment.
 * @attr {number} max-bytes - Largest transcript the table reads, in bytes of UTF-8 (default 16777216, 16 MiB, the library's limit; the editor opens at most 2 MiB); a larger one is the error state, never read.
 * @attr {string} link-base - Edit: the URL of the page that opens a copied link ("Copy a link"), absolute or relative to the page the table is on; default `open.html` beside the element's script (the package's page, in `dist/browser/`). Only the editor reads it.
 *
 * @fires {CustomEvent<KjMoveDetail>} kj-move - Play: a move was made (yours or the computer's). Detail `{ move, notation, player, hand, step, state }`: the full record for the page's code, hidden cards included (the computer's hand and its runs, also a run that loses and that the table never shows), so a page that shows moves to the player shows only what the table shows.
 * @fires {CustomEvent<KjStepDetail>} kj-step - Replay or validate: a new position is shown. Detail `{ hand, step, move, state }`.
 * @fires {CustomEvent<KjHandEndDetail>} kj-hand-end - Play: a hand went on the score sheet. Detail `{ hand, summary, totals }`.
 * @fires {CustomEvent<KjGameEndDetail>} kj-game-end - Play: the game is over. Detail `{ winner, totals, transcript }`.
 * @fires {CustomEvent<KjVerdictDetail>} kj-verdict - A transcript was loaded and judged. Detail `{ verdict }`.
 * @fires {CustomEvent<KjAnswerDetail>} kj-answer - Replay: the reader answered a question of the transcript (or asked "Show me": `move` null). Detail `{ hand, step, move, notation, right, accept }`.
 * @fires {CustomEvent<KjEditDetail>} kj-edit - Edit: the document changed. Detail: the document and the validator's verdict on it.
 * @fires {CustomEvent<KjErrorDetail>} kj-error - Loading or reading failed, bad rules, storage or opponent trouble, a lazy part that could not be loaded. Detail `{ message, source }`, `source` one of `src`, `transcript`, `rules`, `storage`, `opponent`, `module`.
 *
 * @slot - What the page puts inside shows until the table has rendered, and is what a reader without JavaScript (a feed reader, a newsletter) sees: an image of the position in a link to the transcript, `<a href="hand.json"><img src="hand.svg" alt="…"></a>`. The link's URL is the transcript to load when there is no `src`; a child `<script type="application/json">` is a transcript inline (never shown).
 *
 * @csspart root - The outer box.
 * @csspart table - The card table region (focusable; arrow keys step the replay).
 * @csspart felt - The green playing surface.
 * @csspart seat - Each seat (name plate, speech bubble, cards); also `seat-top` or `seat-bottom`.
 * @csspart seat-top - The upper seat.
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
 * @csspart status - Play: whose turn it is, and notices.
 * @csspart comment - The comment and mark of the move shown.
 * @csspart timeline - The moves of the hand.
 * @csspart summary - The hand summary.
 * @csspart score-sheet - The running score sheet with its chart.
 * @csspart verdict - Validate: the validator's verdict (replay: once opened by the fault notice).
 * @csspart fault-notice - Replay: the notice on the table of a transcript with faults, whose button shows the verdict.
 * @csspart analysis - Replay with Analysis on: the points each player gave up with best play.
 * @csspart quiz - A question for the reader, the verdict on the answer, or the reader's score.
 * @csspart error - The error state.
 *
 * @cssproperty [--kj-felt=#1f6b3a] - The cloth of the table.
 * @cssproperty [--kj-felt-edge=#134a27] - The darker edge of the cloth.
 * @cssproperty [--kj-rim=#6b4226] - The table's wooden rim.
 * @cssproperty [--kj-card-bg=#fffdf7] - Card faces.
 * @cssproperty [--kj-card-back=#9b2335] - Card backs.
 * @cssproperty [--kj-card-width=clamp(30px, 12.5cqi, 86px)] - Card width: scales with the table from 30px to 86px (your hand at the bottom larger: `clamp(34px, 15.5cqi, 92px)`); a length fixes both.
 * @cssproperty [--kj-red=#c8102e] - Hearts, and diamonds in the two-colour deck.
 * @cssproperty [--kj-black=#1b1b1b] - Spades, and clubs in the two-colour deck.
 * @cssproperty [--kj-blue=#0b5cad] - Diamonds in the four-colour deck.
 * @cssproperty [--kj-green=#137a2a] - Clubs in the four-colour deck.
 * @cssproperty [--kj-accent=#f2c14e] - Legal cards, the current move, the focus ring.
 * @cssproperty [--kj-fault=#d7263d] - Faults: marked cards, fault badges.
 * @cssproperty [--kj-fault-text=#a1122a] - Fault text (`#ff8a96` in dark mode).
 * @cssproperty [--kj-panel-bg=#ffffff] - Panels (`#1c2321` in dark mode).
 * @cssproperty [--kj-text=#1d2320] - Text (`#e8ece9` in dark mode).
 * @cssproperty [--kj-muted=#4a524e] - Secondary text (`#b4bdb8` in dark mode).
 * @cssproperty [--kj-font=system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif] - The font.
 * @cssproperty [--kj-card-font='Helvetica Neue', Arial, sans-serif] - The font of the card indices.
 * @cssproperty [--kj-radius=10px] - Corner radius of the panels.
 * @cssproperty [--kj-mark=#8a5a00] - The mark of a move (!, ?, …) (`#f2c14e` in dark mode).
 * @cssproperty [--kj-ok=#17683a] - "Valid" in the verdict and a right answer (`#7fd8a0` in dark mode).
 * @cssproperty [--kj-button-bg=#f6f3ea] - Buttons.
 * @cssproperty [--kj-player0=#1f6fb2] - Player 0 in the score chart.
 * @cssproperty [--kj-player1=#c4561a] - Player 1 in the score chart.
 * @cssproperty [--kj-loss=#b86e00] - Analysis: the edge of a card that gives up points.
 * @cssproperty [--kj-loss-text=#8a4f00] - Analysis: the points a move gave up.
 * @cssproperty [--kj-quiz=#1f6fb2] - The edge of a question's panel.
 *
 * @tagname klaberjass-table
 */
export class KlaberjassTable extends LitElement {
  /** The table's own style sheet (a lazy part adds its own to the shadow root when it arrives). */
  static override styles = styles;

  /**
   * What the table does. Values: `replay` (default), `play`, `validate` or `edit` (the editor).
   * @type {'replay' | 'play' | 'validate' | 'edit'}
   */
  @property({ reflect: true }) mode: Mode = 'replay';
  /** A transcript to load (JSON). Without it, the URL of a child `<a href>` (the fallback a reader without JavaScript follows). */
  @property() src = '';
  /** A transcript given directly; wins over `src` and a child script. */
  @property({ attribute: false }) transcript: TranscriptDoc | string | null = null;
  /** Deep link: the hand shown (0-based). */
  @property({ type: Number }) hand = 0;
  /** Deep link: how many moves of that hand are shown (0 = the deal). */
  @property({ type: Number }) step = 0;
  /**
   * Whose cards are face up. Replay default `open` (both); `0`/`1` shows that player's cards only. In play it is your seat (default 0); `open` shows the computer's cards too. Values: `0`, `1`, `open`.
   * @type {'0' | '1' | 'open'}
   */
  @property() perspective = '';
  /**
   * Play: the rule set (bad rules give the error state and `kj-error`). Values: `classic`, `bela-501`, `simple`, `schmeiss`, or JSON overrides `{"preset":"classic","tie":"bete"}`.
   * @type {'classic' | 'bela-501' | 'simple' | 'schmeiss' | string}
   */
  @property() rules = 'classic';
  /** Play: reproducible deals and a reproducible computer. */
  @property() seed = '';
  /** Four-colour deck (blue diamonds, green clubs). */
  @property({ type: Boolean, attribute: 'four-colour', reflect: true }) fourColour = false;
  /** Play: the game is saved in `localStorage` under `klaberjass-table:<value>` after every move and resumed on load. Storage that cannot be read starts a new game with a notice (and `kj-error` with `source: "storage"`), never a crash; storage that is full or unavailable (a sandboxed frame) gives a notice and `kj-error` once, and the game goes on unsaved. On a replay or validate table it keeps a game played on with "Play from here": after a reload the table shows the replay, then goes back into that game where it was (only for the same document; a replay table with `persist` loads the play chunk to look). "Back to the replay" ends that game and clears the saved one. */
  @property() persist = '';
  /** Play: the computer's strength; `random` is a seeded random player (tests). Values: `random`, `easy`, `normal` (default), `hard`. */
  @property() level: 'random' | 'easy' | 'normal' | 'hard' = 'normal';
  /** Play: how long the computer waits before it moves. Values: ms (default 700). */
  @property({ type: Number, attribute: 'opponent-delay' }) opponentDelay = 700;
  /** Play: say bela for you when you play the king or queen of trumps holding both (a checkbox at the table turns it off). Values: `auto` (default), `manual`. */
  @property() bela: 'auto' | 'manual' = 'auto';
  /** Replay: start stepping on load. */
  @property({ type: Boolean }) autoplay = false;
  /**
   * Replay: at a commented move autoplay pauses until resumed (`pause`) or lingers for reading time and goes on (`hold`). Values: `pause` (default), `hold`.
   * @type {'pause' | 'hold'}
   */
  @property({ attribute: 'autoplay-comments' }) autoplayComments: CommentPause = 'pause';
  /** Replay: the questions a transcript asks (moves with `ask`) stop the replay until the reader answers (see Questions for the reader); `off` replays plainly and shows each question as a comment before its move. Values: `on` (default), `off`. */
  @property() questions?: 'on' | 'off';
  /** The largest transcript the table reads, in bytes of UTF-8; a larger text or response is the error state with `kj-error`, never read. The editor opens at most 2 MiB. Values: a number (default 16 MiB, the library's limit). */
  @property({ type: Number, attribute: 'max-bytes' }) maxBytes: number = DEFAULT_MAX_BYTES;
  /** Replay and validate: which parts show, names separated by spaces (`table comment controls moves points summary sheet analysis play`); a list of only `+name`/`-name` changes the defaults. Unknown names are ignored, with a console warning. Values: a list, default all except the score sheet of a single hand or a fragment and the points panel of a fragment. */
  @property() show = '';

  /** A fault of the table itself (bad rules, a part that could not be loaded); the document's own are the loader's. */
  @state() private _error: string | null = null;
  /** A short message under the table (play: a bad move, opponent trouble, a resumed game). */
  @state() private _notice = '';
  /** What the aria-live region says. */
  @state() private _live = '';
  /** Replay: show double-dummy values (computed by the computer player in its worker). */
  @state() private _analysis = false;
  /** Set while a game branched from the replay ("play from here"). */
  @state() private _branch: Branch | null = null;

  // a language whose strings could not be loaded is reported (the table goes on in English)
  private i18n = new I18nController(this, (why) =>
    emit(this, 'kj-error', { message: this.i18n.strings.errorPart(why), source: 'module' }),
  );
  private parts = new LazyParts(this, (why) => this.fail(this.i18n.strings.errorPart(why), 'module'));
  private loader = new DocumentLoader(this, {
    strings: () => this.i18n.strings,
    lenient: () => this.mode === 'validate',
    maxBytes: () => this.maxBytes,
    failed: (message, source) => emit(this, 'kj-error', { message, source }),
    replayed: (r, ready) => this.replayed(r, ready),
    wait: (p) => this.parts.wait(p),
  });
  private replay = new ReplayController(this, {
    document: () => this.loader.replayed,
    // a server, which has no questions part, shows the position before a hand's first question
    stopAt: (hand) => {
      if (this.quiz || !isServer) return this.quiz?.stop(hand);
      const ask = this.loader.doc?.hands[hand]?.moves?.findIndex((m) => 'ask' in m) ?? -1;
      return ask < 0 ? undefined : ask;
    },
    shown: (hand, step) => {
      const t = this.replay.track();
      this._live =
        t && step > 0
          ? narrate(this.i18n, this.names, t, step - 1)
          : this.i18n.strings.handOf(hand + 1, this.loader.replayed!.hands.length);
    },
  });
  /** The position last announced with `kj-step` (cleared to announce it again). */
  private lastStep = '';
  /** A render that failed (an off-schema value): `updated` turns it into the error state. */
  private renderFault?: string;
  /** Play mode (a lazy module): the game against the computer, once loaded. */
  private session: PlaySession | null = null;
  /** Questions for the reader (a lazy module), for a document that asks some. */
  private quiz?: QuizSession;
  /** Edit mode (a lazy module): the editor, once loaded. */
  private editor?: EditorSession;
  /** Hints (play), the solver's values (questions) and double-dummy analysis (replay): made on first use. */
  private advisor?: AdvisorController;
  /** What the table's lazy parts may read and ask of it (see `TableContext`): one object for all of them. */
  private context: PlayContext = this.contextOf();

  constructor() {
    super();
    this.addEventListener('keydown', (e) => this.onKey(e));
  }

  /** The light DOM as last read (see `readLight`): a child script's text, else a child link's URL. */
  private light?: { script?: string; href?: string };
  /** True when the page put something to show inside (an image, a link, text): it shows until the table has rendered. */
  private fallback = false;

  /** Reads what the page put inside (a transcript, a link, a fallback to show) when the table is connected. */
  override connectedCallback(): void {
    super.connectedCallback();
    this.readLight();
  }

  /**
   * Reads what the page put inside: the transcript of a child `<script type="application/json">`,
   * else the URL of a child `<a href>` (the fallback a reader without JavaScript follows), and
   * whether there is content to show until the table has rendered. Again when the children change
   * while that content shows (a parser still adding them).
   */
  private readLight(): void {
    const script = this.querySelector('script[type="application/json"]');
    const a = this.querySelector<HTMLAnchorElement>('a[href]');
    this.light = script ? { script: script.textContent ?? '' } : a ? { href: a.href } : undefined;
    this.fallback = [...this.childNodes].some((n) =>
      n.nodeType === 1 ? (n as Element).localName !== 'script' : n.nodeType === 3 && !!n.textContent!.trim(),
    );
    this.requestUpdate();
  }

  // -------------------------------------------------------------------------------------------
  // Public methods

  /** Go to a position (hand, step) and say what happened. */
  go(hand: number, step: number): void {
    this.replay.go(hand, step);
  }

  /** Step forward or back by one move (or one trick); false when there is nowhere to go. */
  stepBy(dir: 1 | -1): boolean {
    return this.replay.stepBy(dir);
  }

  /** The game played so far as a transcript (play mode), or null. */
  exportTranscript(): TranscriptDoc | null {
    return this.session?.exportTranscript() ?? null;
  }

  /** "Play from here": continue the replayed position against the computer. */
  playFromHere(): void {
    this.branchAt(this.hand, this.step, this.mode === 'validate' ? 'validate' : 'replay');
  }

  // -------------------------------------------------------------------------------------------
  // Lifecycle

  /** `updateComplete` also covers a document waiting for a lazy chunk and lazy parts loading. */
  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    for (let p = this.parts.settled(); p; p = this.parts.settled()) {
      await p;
      done = await super.getUpdateComplete();
    }
    return done;
  }

  /** An update waits for the string table of the host's language when it is not loaded yet. */
  protected override scheduleUpdate(): void | Promise<unknown> {
    const strings = this.i18n.prepare();
    return strings ? strings.then(() => super.scheduleUpdate()) : super.scheduleUpdate();
  }

  /** Follows changed attributes before a render: a new transcript or `src` loads, a play table deals, settings reach a game. */
  protected override willUpdate(changed: PropertyValues<this>): void {
    this.i18n.update();
    this.loader.reword();
    if (changed.has('show')) {
      const { unknown } = shownParts(this.show, null);
      if (unknown.length) console.warn(`klaberjass-table: show="${this.show}": unknown parts ${unknown.join(' ')}`);
    }
    if (changed.has('autoplayComments'))
      this.replay.auto.atComments = this.autoplayComments === 'hold' ? 'hold' : 'pause';
    // a play session (made in play mode, or by "Play from here") hears of changed settings; a
    // play table deals a new game when an attribute that defines one changed, except while a game
    // branched from a replay goes on; a replay or validate table that was a play table stops the game
    if (SETTINGS.some((k) => changed.has(k as keyof KlaberjassTable))) this.session?.configure();
    if (this.mode === 'play')
      return this.withPlay((s) => {
        if (!this._branch && NEW_GAME.some((k) => changed.has(k as keyof KlaberjassTable))) s.start();
      });
    if (this.mode !== 'edit' && changed.get('mode') === 'play') this.session?.play.stop();
    if (this.mode === 'edit') {
      if (changed.has('transcript') || changed.has('src')) this.editor?.sourceChanged();
      return;
    }
    const loader = this.loader;
    if (changed.has('transcript') && this.transcript !== null) this.load(this.transcript, 'transcript');
    else if (changed.has('src') && this.src && this.transcript === null) {
      this.replay.auto.stop();
      void loader.fetch(this.src);
    } else if (loader.status.kind === 'empty' && !this._error && this.transcript === null && !this.src) {
      // what the page put inside (read in connectedCallback: no DOM is read here, which a server runs)
      const light = this.light;
      if (light?.script !== undefined) this.load(light.script, 'transcript');
      else if (light?.href) void loader.fetch(light.href);
    }
    if (changed.has('hand') || changed.has('step') || changed.has('mode')) this.replay.clamp();
  }

  /** A render that throws (a value off the schema the views did not expect) shows the error state. */
  protected override update(changed: PropertyValues<this>): void {
    try {
      super.update(changed);
    } catch (e) {
      this.renderFault = errorMessage(e);
    }
  }

  /** After a render: a render that failed becomes the error state, the move list follows the position, a new position fires `kj-step`. */
  protected override updated(): void {
    const fault = this.renderFault;
    if (fault !== undefined) {
      this.renderFault = undefined;
      const message = this.i18n.strings.errorRender(fault);
      if (this.mode === 'play') this.fail(message, 'module');
      else if (this.mode === 'edit' && this.editor) this.editor.broke(message);
      else this.loader.broke(message);
      return;
    }
    this.scrollTimeline();
    if (this.mode === 'play' && !this._branch) return;
    const r = this.loader.replayed;
    if (!r || this._error) return;
    const key = `${this.hand}:${this.step}`;
    if (key === this.lastStep) return;
    this.lastStep = key;
    const t = this.replay.track();
    emit(this, 'kj-step', {
      hand: this.hand,
      step: this.step,
      move: t?.moves[this.step - 1] ?? null,
      state: t ? stateAt(t, this.step) : null,
    });
  }

  // -------------------------------------------------------------------------------------------
  // The document

  /** Replay a document (object or text) and show it. */
  private load(input: unknown, source: KjErrorSource): void {
    this.replay.auto.stop();
    this.loader.load(input, source);
  }

  /** A document was replayed (the loader's `replayed`): position, `kj-verdict`, autoplay, a saved game played on from it. */
  private replayed(r: ReplayedDocument, ready: boolean): void {
    this.advisor?.reset();
    // a new document is a new position even at the same hand and step (kj-step tells the page)
    if (ready) this.lastStep = '';
    // a table opens by itself on a hand with a position, never on a score-sheet line: a game's
    // earlier hands given as lines (the score before a claim at 501) come before the hand to show
    const opening = Math.max(
      0,
      r.hands.findIndex((h) => h.initial),
    );
    if (ready && this.mode === 'validate' && !this.hasAttribute('step')) {
      const f = r.verdict.violations.find(
        (v) => v.hand !== undefined && v.move !== undefined && r.hands[v.hand]?.initial,
      );
      this.hand = f ? f.hand! : opening;
      this.step = f ? f.move! + 1 : 0;
    } else if (ready && this.mode === 'replay' && !this.hasAttribute('hand') && !r.hands[this.hand]?.initial)
      this.hand = opening;
    this.quiz = undefined;
    if (ready && hasQuestions(this.loader.doc)) {
      const make = (m: typeof import('./quiz.js')) => {
        if (this.loader.replayed !== r) return;
        this.quiz = new m.QuizSession(this.context);
        this.replay.clamp();
      };
      const m = this.parts.use(quizPart, make);
      if (m) make(m);
    }
    this.replay.clamp();
    emit(this, 'kj-verdict', { verdict: r.verdict });
    if (!ready) return;
    if (this.autoplay && this.mode === 'replay') this.replay.auto.start();
    // a game played on from this document and saved under `persist` goes on where it was
    if (this.persist) {
      const doc = this.loader.doc;
      this.withPlay((s) => {
        const saved = this.loader.doc === doc && !this._branch ? s.savedBranch(doc) : null;
        if (saved) this.branchAt(saved.branch.hand, saved.branch.step, saved.branch.mode, saved);
      });
    }
  }

  /** The players of the transcript, or the default names of the table's language (a game against the computer names its own: see PlaySession). */
  private get names(): [string, string] {
    const p = this.loader.doc?.players;
    // a name with right-to-left letters or bidi controls between first-strong isolates: it cannot
    // reorder the sentences, labels and score sheet it appears in
    return this.i18n.strings.players.map((d, i) => (typeof p?.[i] === 'string' ? isolateName(p[i]) : d)) as [
      string,
      string,
    ];
  }

  private fail(message: string, source: KjErrorSource, fatal = true): void {
    if (fatal) this._error = message;
    else this._notice = message;
    emit(this, 'kj-error', { message, source });
  }

  // -------------------------------------------------------------------------------------------
  // Keys and focus

  private onKey(e: KeyboardEvent): void {
    const target = e.composedPath()[0] as HTMLElement | undefined;
    const tag = target?.tagName;
    if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA' || this.mode === 'edit') return;
    if (this.mode === 'play') this.session?.onKey(e, target);
    else if (!this.quiz?.onKey(e, target) && this.replay.key(e, tag)) e.preventDefault();
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

  private pickFault(f: Violation): void {
    if (f.hand === undefined) return;
    this.replay.stopThen(() => this.replay.go(f.hand!, f.move !== undefined ? f.move + 1 : 0));
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('.table-region')?.focus());
  }

  // -------------------------------------------------------------------------------------------
  // Play

  /**
   * What the lazy parts may read and ask of this table (`TableContext`, with play's `PlayContext`
   * members): made once, handed to each part instead of the element.
   */
  private contextOf(): PlayContext {
    // (an accessor pair needs the element, not an arrow's `this`)
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const el = this;
    return {
      host: this,
      attrs: this,
      i18n: this.i18n,
      replayed: () => this.loader.replayed,
      doc: () => this.loader.doc,
      names: () => this.names,
      advisor: () => (this.advisor ??= new AdvisorController(this)),
      go: (hand, step) => this.go(hand, step),
      announce: (text) => {
        this._live = text;
      },
      fail: (message, source, fatal) => this.fail(message, source, fatal),
      clearError: () => {
        this._error = null;
      },
      get notice() {
        return el._notice;
      },
      set notice(v: string) {
        el._notice = v;
      },
      emit: (name, detail) => emit(this, name, detail),
      save: (value) => !this.persist || store(this.persist, value),
      get branch() {
        return el._branch;
      },
      backToReplay: () => this.backToReplay(),
    };
  }

  /** What the editor may read of this table and ask it to do (it never gets the element). */
  private editorContext(): EditorContext {
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const table = this;
    return {
      host: this,
      i18n: this.i18n,
      get config() {
        return {
          transcript: table.transcript,
          src: table.src ?? '',
          script: table.light?.script ?? null,
          persist: table.persist,
          maxBytes: table.maxBytes > 0 ? table.maxBytes : DEFAULT_MAX_BYTES,
        };
      },
      announce: (text) => {
        this._live = text;
        this.requestUpdate();
      },
      fail: (message, source) => emit(this, 'kj-error', { message, source }),
      emit: (name, detail) => emit(this, name, detail),
      wait: (p) => this.parts.wait(p),
    };
  }

  /** Run `then` with the table's play session (play.ts, a lazy part), loading it and making the session first if needed. */
  private withPlay(then: (s: PlaySession) => void): void {
    const make = (m: typeof import('./play.js')) => then((this.session ??= new m.PlaySession(this.context)));
    const m = this.parts.use(playMode, make);
    if (m) make(m);
  }

  /** Play on from a replayed position (with `saved`: the game saved under `persist` that did). */
  private branchAt(hand: number, step: number, mode: Branch['mode'], saved?: Saved): void {
    const r = this.loader.replayed;
    const t = this.replay.track(hand);
    const s = t && step <= t.moves.length ? stateAt(t, step) : null;
    if (!r || !s || s.phase === 'over') return;
    this.withPlay((session) => {
      this.replay.auto.stop();
      this.hand = hand;
      this.step = step;
      this._branch = { mode, hand, step };
      session.branch(s, r.hands[hand].before, hand, step, this.loader.doc, saved);
      this.mode = 'play';
    });
  }

  /** Back to the replay a game branched from, where it branched. */
  private backToReplay(): void {
    const b = this._branch;
    if (!b) return;
    this.session?.leaveBranch();
    this._branch = null;
    this.lastStep = '';
    this.mode = b.mode;
    this.hand = b.hand;
    this.step = b.step;
  }

  // -------------------------------------------------------------------------------------------
  // Rendering

  /** The mode's view, the error state, or what the page put inside while there is nothing to show yet. */
  protected override render(): TemplateResult {
    const t = this.i18n.strings;
    const status = this.loader.status;
    const play = this.mode === 'play';
    const error = this._error ?? (!play && status.kind === 'error' ? status.message : null);
    // the view of the mode, or what the table says while it has none yet
    let body: TemplateResult | undefined;
    let waiting = t.loading;
    if (error !== null) {
      body = html`<div class="error" part="error" role="alert">
        <h2>${t.errorTitle}</h2>
        <p>${error}</p>
      </div>`;
    } else if (this.mode === 'edit') {
      const m = this.parts.use(editMode);
      body = m && (this.editor ??= m.editorFor(this.editorContext())).render();
    } else if (play) {
      body = this.session?.render();
      waiting = t.dealing;
    } else if (status.kind === 'ready') body = this.renderReplay(status.replayed, status.doc);
    else if (status.kind === 'empty') waiting = t.noData;
    // nothing to show yet: what the page put inside (an image of the position, a link), else a word
    const wait = this.fallback
      ? html`<slot @slotchange=${() => this.readLight()}></slot>`
      : html`<div class="loading" role="status"><slot @slotchange=${() => this.readLight()}></slot>${waiting}</div>`;
    return html`<div class="root mode-${this.mode}${this.fourColour ? ' four' : ''}" part="root" lang=${t.lang}>
      ${body ?? wait}
      <div class="sr-only" aria-live="polite" aria-atomic="true">${this._live}</div>
    </div>`;
  }

  private renderReplay(replayed: ReplayedDocument, doc: TranscriptDoc | null): TemplateResult {
    const t = this.i18n.strings;
    const validate = this.mode === 'validate';
    // replay mode on a document with faults: the notice (the verdict's part) on the table
    const verdict = validate || !replayed.verdict.valid ? this.parts.use(verdictView) : undefined;
    const shown = verdict?.verdictParts(this, this.i18n, replayed.verdict, validate);
    const faults = !replayed.verdict.valid || this.quiz ? this.parts.use(faultsPart) : undefined;
    const show = shownParts(this.show, doc).parts;
    // (a server render of a document that asks questions: no move list, which would give the answers away)
    if (isServer && hasQuestions(doc)) show.delete('moves');
    const analysis = this._analysis && show.has('analysis') ? this.parts.use(analysisView) : undefined;
    return renderReplay({
      show,
      table: {
        i18n: this.i18n,
        names: this.names,
        replay: this.replay,
        hand: this.hand,
        step: this.step,
        perspective: this.perspective,
      },
      replayed,
      doc,
      ...shown,
      analyse: analysis ? (track, s) => analysis.analyseReplay(this.context, track, s) : undefined,
      pickFault: (f) => this.pickFault(f),
      quiz: this.quiz,
      sheet: show.has('sheet') ? this.parts.use(scoreSheet)?.renderScoreSheet : undefined,
      faultLines: faults?.renderFaultLines,
      controls: (s) => ({
        options: show.has('analysis')
          ? check(t.analysis, this._analysis, (on) => {
              this._analysis = on;
            })
          : undefined,
        actions:
          s && s.phase !== 'over' && show.has('play')
            ? html`<button type="button" class="text" @click=${() => this.playFromHere()}>${t.playFromHere}</button>`
            : undefined,
      }),
    });
  }
}

/** The element's tag name (`define.ts` registers the class under it). */
export const TAG = 'klaberjass-table';
