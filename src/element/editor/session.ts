/**
 * `EditorSession`: one table's editor. It owns the controller (controller.ts: the document, the
 * cursor, undo and redo), what the page keeps besides (text being typed, notices, the preview),
 * saving a draft under `persist` (model/persist.ts), opening transcripts (`src`, `transcript`, a
 * child script, paste, a file: all through a `DocumentLoader`, so the size limit, aborting a
 * superseded fetch and the lazy parts of the validator are the replay's own) and the `kj-edit`
 * event. It gets an `EditorContext` (context.ts), never the element. The views are view.ts.
 *
 * (Over 450 lines: the editor's session wires the controller, the views and the page: persist,
 * open, paste and drop, copy and download, the computer's seat, and the view of a document that
 * cannot be edited.)
 */
import { html, nothing, type TemplateResult } from 'lit';
import { type Card, type HandState, type Player, explain } from '../../engine/internal.js';
import { stringifyTranscript } from '../../notation/index.js';
import type { TranscriptDoc } from '../../notation/types.js';
import { errorMessage } from '../../validator/run.js';
import type { ReplayedDocument, Verdict } from '../../validator/types.js';
import type { SeatPlayer } from '../computer/ai-opponent.js';
import type { KjEditDetail, KjErrorSource } from '../events.js';
import { enEdit } from '../i18n/en-edit.js';
import { enPlay } from '../i18n/en-play.js';
import { partStrings } from '../i18n/index.js';
import { nbEdit } from '../i18n/nb-edit.js';
import { claimKey, draftKey, readStored, removeStored, writeStored } from '../model/persist.js';
import { type Scene, renderTableRegion } from '../views/table.js';
import { narrate } from '../views/timeline.js';
import { renderVerdict, styles as verdictStyles } from '../views/verdict.js';
import { styles as analysisStyles } from '../views/analysis.js';
import { AdvisorController } from '../controllers/advisor.js';
import type { PositionAnalysis } from '../../ai/types.js';
import { styles as faultStyles } from '../views/fault-lines.js';
import type { EditorContext } from './context.js';
import { EditorController } from './controller.js';
import { EDIT_MAX_BYTES, SlicedLoader } from './open.js';
import { type Group, type Slots, fileNameOf, newDocument, readCardList } from './model.js';
import { type EditorStrings, type EditorViewHost, renderEditor } from './view.js';

/** What a draft saved under `persist` holds. */
interface Draft {
  v: 1;
  doc: TranscriptDoc;
  slots: Slots[];
}

/** A document the editor was given but cannot edit: its text (to download) and what is wrong with it. */
interface Unopened {
  text: string;
  verdict: Verdict | null;
  why: string;
}

const DEFAULT_NAMES: [string, string] = ['Anna', 'Ben'];

export class EditorSession implements EditorViewHost {
  readonly c: EditorController;
  notice = '';
  typed: Partial<Record<Group, string>> = {};
  seed = '';
  /** The file name the author gave the transcript (empty: named after the title, see `fileName`). */
  srcName = '';
  /** The image of the snippets is a PNG (for newsletters and e-mail) rather than an SVG. */
  imagePng = false;
  preview = false;
  solver = false;
  /** The solver (double-dummy values), in the computer player's worker: made on first use. */
  private advisor: AdvisorController | null = null;
  paste = '';
  /** The document given could not be edited (or could not be shown): the verdict and a way out. */
  unopened: Unopened | null = null;
  /** Loads what the editor is given (the replay's loader: size limit, abort; a large document replayed in slices, open.ts). */
  private loader: SlicedLoader;
  /** The next load was asked for by the author (paste, file, drop): say that it opened. */
  private say = false;
  /** Set once a document was opened (or the editor started empty): until then the editor shows that it is loading. */
  private started = false;
  private dropping = false;
  /** Another table on the page saves under the same `persist` key: this one saves no draft. */
  private shared = false;
  /** The last draft could not be saved (storage full or blocked): said once, until a save works again. */
  private unsaved = false;
  /** The document shown is the draft restored at the start (until the author opens another). */
  private restored = false;
  /** A notice from the start (a draft set aside, a shared key): kept when the table's transcript opens. */
  private startNotice = '';
  /** Focus the first move choice after the next render (a move was just recorded by click or key). */
  private refocus = false;
  /** Focus this field after the next render (a fault of the deal taken to its Set up field). */
  private focusTo: string | null = null;
  /** The computer player of the seat the computer plays (its chunk and worker, made on its first move). */
  private seat: Promise<SeatPlayer> | null = null;
  /** The computer is choosing a move (for the status line); `asked` numbers its requests. */
  thinking = false;
  private asked = 0;

  constructor(readonly ctx: EditorContext) {
    this.c = new EditorController(
      (edit) => this.changed(edit),
      () => this.i18n.strings.wording ?? undefined,
      DEFAULT_NAMES,
    );
    this.loader = new SlicedLoader(ctx.host, {
      strings: () => this.i18n.strings,
      // a document that cannot be replayed is still shown: its verdict, and a way out
      lenient: () => true,
      maxBytes: () => this.maxBytes,
      tooLarge: (max) => this.tooLarge(max),
      failed: (message, source) => this.loadFailed(message, source),
      replayed: (r) => this.loaded(r),
      wait: (p) => ctx.wait(p),
    });
    this.adoptVerdictStyles();
    this.start();
    // no worker outlives the table: a request under way is dropped, the worker stopped
    ctx.host.addController({
      hostDisconnected: () => {
        this.asked++;
        this.thinking = false;
        void this.seat?.then((ai) => ai.dispose());
        this.seat = null;
      },
    });
  }

  get i18n() {
    return this.ctx.i18n;
  }

  get t(): EditorStrings {
    const base = partStrings(this.i18n.strings, enPlay);
    return partStrings(base, this.i18n.strings.lang === 'nb' ? nbEdit : enEdit) as EditorStrings;
  }

  /** The players' names: the document's, else the table's default names in its language. */
  names(): [string, string] {
    const p = this.c.doc.players;
    const d = this.i18n.strings.players;
    return [typeof p?.[0] === 'string' ? p[0] : d[0], typeof p?.[1] === 'string' ? p[1] : d[1]];
  }

  tableRegion(sc: Scene): TemplateResult {
    return renderTableRegion(sc, false);
  }

  refresh(): void {
    this.ctx.host.requestUpdate();
  }

  private say_(text: string): void {
    this.ctx.announce(text);
  }

  /** The verdict view's styles: the element adds only this module's own, so the editor adds the verdict's. */
  private adoptVerdictStyles(): void {
    const root = this.ctx.host.renderRoot as ShadowRoot | undefined;
    for (const sheet of [verdictStyles.styleSheet, faultStyles.styleSheet, analysisStyles.styleSheet])
      if (root && sheet && 'adoptedStyleSheets' in root && !root.adoptedStyleSheets.includes(sheet))
        root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }

  // ------------------------------------------------------------------------------------------
  // Where the document comes from

  /** A draft saved under `persist` wins; else the table's `transcript`, a child script, `src`; else a new hand. */
  private start(): void {
    const { persist } = this.ctx.config;
    if (persist && !claimKey(draftKey(persist), this.ctx.host.renderRoot)) {
      // another table on the page saves under this key: neither may overwrite the other
      this.shared = true;
      this.notice = this.startNotice = this.t.edKeyShared(persist);
      this.ctx.fail(this.notice, 'storage');
    } else if (persist && this.restoreDraft()) return;
    this.fromTable(true);
  }

  /** The table's `transcript` or `src` changed: open what it names. */
  sourceChanged(): void {
    this.fromTable(false);
  }

  private fromTable(first: boolean): void {
    const { transcript, script, src } = this.ctx.config;
    if (transcript !== null && transcript !== undefined) this.loader.load(transcript, 'transcript');
    else if (script !== null && first) this.loader.load(script, 'transcript');
    else if (src) void this.loader.fetch(src);
    else this.started = true;
  }

  /** The loader replayed what it was given: open it, or say why it cannot be edited. */
  private loaded(r: ReplayedDocument): void {
    const doc = this.loader.doc;
    const say = this.say;
    this.say = false;
    this.started = true;
    this.restored = false;
    const { src } = this.ctx.config;
    // a document off the schema in a way the editor's views cannot follow: its verdict and a way out
    const why = !doc
      ? (r.verdict.violations[0]?.message ?? '')
      : !editable(doc)
        ? (r.verdict.violations.find((v) => v.rule === 'schema')?.message ?? this.t.edCannotEdit)
        : this.c.open(doc, undefined, r);
    this.typed = {};
    if (why) {
      this.unopened = { text: textOf(this.loader.given), verdict: r.verdict, why };
      this.notice = this.t.edOpenFailed(why);
    } else {
      this.unopened = null;
      // (what the start had to say, a draft set aside or a shared key, stays until the author opens another)
      this.notice = say ? this.t.edOpened : this.startNotice;
      if (this.loader.source === 'src' && src) this.srcName = src.split('/').pop() || this.srcName;
    }
    if (say) this.say_(this.notice);
    this.refresh();
  }

  private loadFailed(message: string, source: KjErrorSource): void {
    this.say = false;
    this.started = true;
    this.notice = message;
    this.say_(message);
    this.ctx.fail(message, source);
    this.refresh();
  }

  /** A transcript pasted or dropped: opened as the table's own would be (the size limit first). */
  openText(text: string): void {
    this.say = true;
    this.startNotice = '';
    this.loader.load(text, 'transcript');
  }

  /** The largest transcript the editor opens: `max-bytes`, and never over EDIT_MAX_BYTES (open.ts says why). */
  private get maxBytes(): number {
    return Math.min(this.ctx.config.maxBytes, EDIT_MAX_BYTES);
  }

  /** Why a transcript over `max` bytes is not opened: the editor's own limit, else the table's `max-bytes`. */
  private tooLarge(max: number): string {
    return max === EDIT_MAX_BYTES && this.ctx.config.maxBytes > max
      ? this.t.edTooLarge(max / 1024 / 1024)
      : this.i18n.strings.errorTooLarge(max);
  }

  openFile(file: File | undefined): void {
    if (!file) return;
    const max = this.maxBytes;
    // a file over the limit is never read
    if (file.size > max) {
      this.loadFailed(this.tooLarge(max), 'transcript');
      return;
    }
    void file.text().then((text) => this.openText(text));
  }

  newDoc(): void {
    this.unopened = null;
    this.restored = false;
    this.notice = '';
    this.c.open({
      format: 'klaberjass',
      version: 1,
      rules: 'classic',
      players: DEFAULT_NAMES,
      hands: [{ dealer: 0, moves: [] }],
    });
    this.c.tab = 'setup';
    this.c.slot = 0;
    this.c.computer = -1;
    this.typed = {};
    this.refresh();
  }

  // ------------------------------------------------------------------------------------------
  // Drafts

  /** The draft saved under `persist`, opened; a draft that cannot be opened is set aside with a notice. */
  private restoreDraft(): boolean {
    const { persist } = this.ctx.config;
    const key = draftKey(persist);
    let text = readStored(key);
    // a draft of an earlier version, saved under the page's own key: moved under the prefixed one
    // (only when it is the editor's draft; any other value of the page is left alone)
    const old = text === null ? readStored(persist) : null;
    if (old !== null && isDraft(old) && writeStored(key, old)) {
      removeStored(persist);
      text = old;
    }
    if (text === null) return false;
    const max = this.maxBytes;
    let draft: Draft | null = null;
    try {
      const d = JSON.parse(text) as Draft;
      if (d && d.v === 1 && editable(d.doc) && Array.isArray(d.slots) && text.length <= max) draft = d;
    } catch {
      /* set aside below */
    }
    if (draft && !this.c.open(draft.doc, draft.slots)) {
      this.c.tab = draft.doc.hands[0]?.moves?.length ? 'moves' : 'setup';
      this.notice = this.t.edRestored;
      this.started = true;
      this.restored = true;
      return true;
    }
    this.setAside(text);
    return false;
  }

  /** A draft that cannot be opened is kept beside the key (never lost) and the author told. */
  private setAside(text: string): void {
    const key = draftKey(this.ctx.config.persist);
    writeStored(`${key}:set-aside`, text);
    removeStored(key);
    this.notice = this.startNotice = this.t.edDraftSetAside(`${key}:set-aside`);
    this.ctx.fail(this.notice, 'storage');
  }

  private saveDraft(): void {
    const { persist } = this.ctx.config;
    if (!persist || this.shared) return;
    const draft: Draft = { v: 1, doc: this.c.doc, slots: this.c.snap.slots };
    const ok = writeStored(draftKey(persist), JSON.stringify(draft));
    if (!ok) this.notice = this.t.edStorageFull;
    // the page hears it through kj-error once, not at every edit while storage stays full
    if (!ok && !this.unsaved) this.ctx.fail(this.notice, 'storage');
    this.unsaved = !ok;
  }

  /** The document shown cannot be shown after all (a render of it failed): the verdict and a way out, the draft set aside. */
  broke(message: string): void {
    const text = this.c.text();
    if (this.ctx.config.persist && readStored(draftKey(this.ctx.config.persist)) !== null) this.setAside(text);
    if (this.restored) {
      // it was the draft: set aside, the editor opens what the table gives instead
      this.restored = false;
      this.unopened = null;
      this.c.open(newDocument(DEFAULT_NAMES, ''));
      this.fromTable(true);
      this.refresh();
      return;
    }
    this.unopened = { text, verdict: null, why: message };
    this.ctx.fail(message, 'transcript');
    this.refresh();
  }

  // ------------------------------------------------------------------------------------------
  // Changes

  private changed(edit: boolean): void {
    if (edit) {
      this.saveDraft();
      const detail: KjEditDetail = { document: this.c.doc, verdict: this.c.replayed.verdict };
      this.ctx.emit('kj-edit', detail);
    }
    const t = this.c.track;
    const { step } = this.c.snap;
    const dropped = this.c.dropped;
    if (dropped) {
      // what "Keep what is still legal" kept and dropped, said (undo brings the dropped back)
      this.c.dropped = null;
      const list = dropped.list.map((d) => this.t.edDroppedMove(d.index + 1, d.annotated)).join(', ');
      this.notice = this.t.edKeptDropped(dropped.kept, list);
      this.say_(this.notice);
    } else if (this.c.pending) this.say_(this.t.edConfirm(this.c.pending.following));
    else if (t && step > 0 && this.c.tab === 'moves') this.say_(narrate(this.i18n, this.names(), t, step - 1));
    this.refresh();
    if (this.c.moved) {
      this.c.moved = false;
      this.computerTurn();
    }
  }

  /** The seat the computer plays (-1: none) and its level; it moves at once when it is its turn. */
  setComputer(seat: Player | -1, level = this.c.level): void {
    this.c.computer = seat;
    this.c.level = level;
    this.asked++;
    this.thinking = false;
    this.refresh();
    this.computerTurn();
  }

  /**
   * When the computer's seat is to act at the end of the moves (after a move was recorded, or the
   * seat chosen), ask the computer player (src/ai, in its worker, lazily loaded) and record its
   * move. An answer that comes after the author did something else is dropped.
   */
  private computerTurn(): void {
    const c = this.c;
    if (!c.computerToMove) return;
    const s = c.state!;
    const seat = c.computer as Player;
    const snap = c.snap;
    const token = ++this.asked;
    this.thinking = true;
    this.say_(this.t.edThinking(this.names()[seat]));
    this.refresh();
    this.seat ??= import('../computer/ai-opponent.js').then((m) => m.seatPlayer());
    const done = (then: () => void) => {
      if (token !== this.asked) return;
      this.thinking = false;
      if (c.snap === snap && c.computer === seat) then();
      this.refresh();
    };
    void this.seat
      .then((ai) => ai.choose(s, seat, c.level, `edit:${snap.hand}:${snap.step}`))
      .then(
        (m) => done(() => m && c.play(m)),
        (e: unknown) =>
          done(() => {
            this.notice = this.t.edComputerFailed(errorMessage(e));
            this.say_(this.notice);
            this.ctx.fail(this.notice, 'opponent');
          }),
      );
  }

  onCard(card: Card): void {
    const s = this.c.state;
    if (!s) return;
    const o = this.c.offers().find((x) => x.move.type === 'play' && x.move.card === card);
    if (!o) {
      // the engine's rule, worded here with the players' names and the table's language
      const f = s.phase === 'play' && s.lead >= 0 ? explain(s, { type: 'play', card, player: s.toAct }) : null;
      const why = f
        ? this.t.edIllegalWhy(
            this.names()[s.toAct],
            f.rule,
            this.i18n.card(s.lead),
            this.i18n.suit(s.lead >> 3),
            (f.cards ?? []).map((x) => this.i18n.card(x)).join(', '),
          )
        : '';
      this.notice = `${this.t.edNotLegal(this.i18n.card(card))}${why ? ` ${why}` : ''}`;
      this.say_(this.notice);
      this.refresh();
      return;
    }
    this.notice = '';
    this.refocus = true;
    this.c.play(o.move);
  }

  typeGroup(g: Group, text: string, commit: boolean): void {
    this.typed = { ...this.typed, [g]: text };
    if (commit) {
      const read = readCardList(text);
      if (read.ok && this.c.placeGroup(g, read.cards)) {
        const rest = { ...this.typed };
        delete rest[g];
        this.typed = rest;
      }
    }
    this.refresh();
  }

  copy(text: string, done: string): void {
    const t = this.t;
    void (async () => {
      try {
        await navigator.clipboard.writeText(text);
        this.notice = done;
      } catch {
        this.notice = t.copyFailed;
      }
      this.say_(this.notice);
      this.refresh();
    })();
  }

  /**
   * The table's `link-base`: an attribute only the editor reads, so it is read here from the table's
   * shadow root's host, and the main file carries nothing for it.
   */
  linkBase(): string {
    const root = this.ctx.host.renderRoot;
    return (root instanceof ShadowRoot ? root.host.getAttribute('link-base') : null) ?? '';
  }

  /** The transcript's file name: the one the author gave, else one made from the title. */
  fileName(): string {
    return this.srcName.trim() || fileNameOf(this.c.doc.meta?.title);
  }

  /** "Fill in the result": written, and said (the transcript changes out of sight). */
  fillResult(): void {
    const score = this.c.fillResult();
    if (!score) return;
    const names = this.names();
    this.notice = this.t.edResultFilled(this.c.snap.hand + 1, names[0], score[0], names[1], score[1]);
    this.say_(this.notice);
    this.refresh();
  }

  download(text = this.c.text()): void {
    this.saveFile(new Blob([text], { type: 'application/json' }), this.fileName());
  }

  /** A file handed to the browser's downloads under `name`. */
  saveFile(data: Blob, name: string): void {
    const url = URL.createObjectURL(data);
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  /** A notice shown and said (the outcome of something that took a while). */
  tell(text: string): void {
    this.notice = text;
    this.say_(text);
    this.refresh();
  }

  /** Keys anywhere in the editor: Ctrl+Z / Ctrl+Y (or Ctrl+Shift+Z) undo and redo outside text fields; the arrows step through the moves in the table. */
  private onKey(e: KeyboardEvent): void {
    const target = e.composedPath()[0] as HTMLElement | undefined;
    const tag = target?.tagName;
    const inText = tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
    const mod = e.ctrlKey || e.metaKey;
    if (mod && !inText && (e.key === 'z' || e.key === 'Z' || e.key === 'y')) {
      if (e.key === 'y' || e.shiftKey) {
        this.c.redo();
        this.say_(this.t.edRedone);
      } else {
        this.c.undo();
        this.say_(this.t.edUndone);
      }
      e.preventDefault();
      return;
    }
    if (inText || this.c.tab !== 'moves') return;
    const { hand, step } = this.c.snap;
    if (target?.closest?.('.hand') && (e.key === 'ArrowLeft' || e.key === 'ArrowRight')) {
      const cards = [...(target.closest('.hand')?.querySelectorAll<HTMLElement>('button.card') ?? [])];
      const i = cards.indexOf(target.closest('button.card') as HTMLElement);
      cards[(i + (e.key === 'ArrowRight' ? 1 : cards.length - 1)) % cards.length]?.focus();
      e.preventDefault();
      return;
    }
    if (!target?.closest?.('.table-region')) return;
    const moves = { ArrowRight: step + 1, ArrowLeft: step - 1, Home: 0, End: this.c.moveCount }[e.key];
    if (moves === undefined) return;
    this.c.go(hand, moves);
    e.preventDefault();
  }

  private onDrop(e: DragEvent): void {
    e.preventDefault();
    this.dropping = false;
    this.openFile(e.dataTransfer?.files?.[0]);
    this.refresh();
  }

  /** The editor, or undefined while what it was given is still loading (the table says so). */
  solverAt(s: HandState): PositionAnalysis | null {
    // (a position is its state: the same cards, trick and points give the same values, whatever the document)
    this.advisor ??= new AdvisorController(this.ctx.host);
    return this.advisor.analysis(JSON.stringify(s), s);
  }

  focusAfterRender(selector: string): void {
    this.focusTo = selector;
    this.refresh();
  }

  render(): TemplateResult | undefined {
    if (!this.started && this.loader.status.kind === 'loading') return undefined;
    if (this.focusTo) {
      const selector = this.focusTo;
      this.focusTo = null;
      void this.ctx.host.updateComplete.then(() =>
        (this.ctx.host.renderRoot as ShadowRoot).querySelector<HTMLElement>(selector)?.focus(),
      );
    }
    if (this.refocus) {
      this.refocus = false;
      void this.ctx.host.updateComplete.then(() => {
        const root = this.ctx.host.renderRoot as ShadowRoot;
        if (root.activeElement && root.activeElement.isConnected) return;
        root
          .querySelector<HTMLElement>('.hand.active button.card.legal, .play-controls button, .table-region')
          ?.focus();
      });
    }
    let body: TemplateResult;
    try {
      body = this.unopened ? this.renderUnopened(this.unopened) : renderEditor(this);
    } catch (e) {
      // a document the views cannot show (off the schema): the verdict and a way out, never a dead editor
      const why = errorMessage(e);
      this.unopened = { text: this.c.text(), verdict: null, why };
      queueMicrotask(() => this.broke(why));
      body = this.renderUnopened(this.unopened);
    }
    return html`<div
      class="ed-root${this.dropping ? ' dropping' : ''}"
      @keydown=${(e: KeyboardEvent) => this.onKey(e)}
      @dragover=${(e: DragEvent) => {
        e.preventDefault();
        if (!this.dropping) {
          this.dropping = true;
          this.refresh();
        }
      }}
      @dragleave=${() => {
        this.dropping = false;
        this.refresh();
      }}
      @drop=${(e: DragEvent) => this.onDrop(e)}
    >
      ${body}
    </div>`;
  }

  /** What the editor shows of a document it cannot edit: why, its verdict, and a way out (start over, keep the text). */
  private renderUnopened(u: Unopened): TemplateResult {
    const t = this.t;
    return html`<div class="layout editor ed-unopened">
      <div class="stage">
        <section class="panel" role="alert">
          <h2>${t.edCannotEdit}</h2>
          <p class="fault-text">${u.why}</p>
          ${this.notice && this.notice !== u.why ? html`<p class="ed-notice">${this.notice}</p>` : nothing}
          <div class="btn-row">
            <button type="button" class="text strong" data-act="new" @click=${() => this.newDoc()}>${t.edNew}</button>
            <button type="button" class="text" data-act="download-given" @click=${() => this.download(u.text)}>
              ${t.edKeepText}
            </button>
          </div>
        </section>
      </div>
      <aside class="side">
        ${u.verdict ? renderVerdict(this.i18n, u.verdict, { hand: 0, step: 0 }, () => {}) : nothing}
      </aside>
    </div>`;
  }
}

/**
 * Can the editor's views follow the document? Its hands are objects and its players a list (the
 * validator judges the rest; the editor shows faults, not only valid documents).
 */
function editable(doc: unknown): doc is TranscriptDoc {
  const d = doc as Partial<TranscriptDoc> | null;
  return (
    !!d &&
    typeof d === 'object' &&
    Array.isArray(d.hands) &&
    d.hands.every((h) => !!h && typeof h === 'object' && !Array.isArray(h)) &&
    (d.players === undefined || Array.isArray(d.players))
  );
}

function isDraft(text: string): boolean {
  try {
    const d = JSON.parse(text) as Partial<Draft> | null;
    return !!d && d.v === 1 && !!d.doc && Array.isArray(d.slots);
  } catch {
    return false;
  }
}

/** The text of what the editor was given (a document given as an object: its JSON). */
function textOf(given: unknown): string {
  if (typeof given === 'string') return given;
  try {
    return stringifyTranscript(given as TranscriptDoc);
  } catch {
    return JSON.stringify(given) ?? '';
  }
}
