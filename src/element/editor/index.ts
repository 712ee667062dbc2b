/**
 * The editor, `mode="edit"`: an author builds an annotated example hand by clicking, on the same
 * engine (legal moves), notation (the writer's stable text) and validator (the verdict, the states
 * shown) as the rest of the table. The element bundle loads this module (a lazy chunk) the first
 * time a table is in edit mode; a page that only replays never downloads it.
 *
 * An `EditorSession` owns the controller (controller.ts: the document, the cursor, undo and
 * redo), what the page keeps besides (text being typed, notices, the preview), saving a draft
 * under `persist`, opening transcripts (`src`, `transcript`, a child script, paste, a file) and
 * the `kj-edit` event. The views are view.ts.
 *
 * (Over 450 lines: the editor's session wires the controller, the views and the page: persist,
 * open, paste and drop, copy and download, the computer's seat.)
 */
import { css, html, type PropertyValues, type TemplateResult } from 'lit';
import { type Card, type Player, explain } from '../../engine/internal.js';
import type { TranscriptDoc } from '../../notation/types.js';
import { enEdit } from '../i18n/en-edit.js';
import { enPlay } from '../i18n/en-play.js';
import { type I18nController, partStrings } from '../i18n/index.js';
import { nbEdit } from '../i18n/nb-edit.js';
import type { KlaberjassTable } from '../klaberjass-table.js';
import type { SeatPlayer } from '../computer/ai-opponent.js';
import { type KjEditDetail, emit } from '../events.js';
import { type Scene, renderTableRegion } from '../views/table.js';
import { narrate } from '../views/timeline.js';
import { styles as verdictStyles } from '../views/verdict.js';
import { styles as faultStyles } from '../views/fault-styles.js';
import { EditorController } from './controller.js';
import { type Group, type Slots, readCardList } from './model.js';
import { type EditorStrings, type EditorViewHost, renderEditor } from './view.js';

/**
 * Settles once what the editor calls synchronously has loaded: nothing is left, as the editor
 * uses the library's validator (`replayDocument`, with all its parts and the English sentences,
 * in this chunk). The element waits for it before the editor's first render.
 */
export const ready: Promise<unknown> = Promise.resolve();

/** What a draft saved under `persist` holds. */
interface Draft {
  v: 1;
  doc: TranscriptDoc;
  slots: Slots[];
}

/** Styles of the editor, which the element adds to its shadow root after its own (styles.ts). */
export const styles = css`
  .editor .hand.active button.card {
    cursor: pointer;
    transition: transform 0.12s ease-out;
  }
  .editor .hand.active button.card.legal {
    transform: translateY(-7%);
    filter: drop-shadow(0 0 3px var(--kj-accent, #f2c14e)) drop-shadow(0 1px 2px rgba(0, 0, 0, 0.4));
  }
  .editor .hand.active button.card[aria-disabled='true'] {
    filter: brightness(0.62) saturate(0.6);
    cursor: not-allowed;
  }
  .editor button.card:focus-visible,
  .ed-pick:focus-visible,
  .ed-slot:focus-visible {
    outline: 3px solid var(--kj-accent, #f2c14e);
    outline-offset: 2px;
  }
  .ed-bar {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    justify-content: space-between;
    align-items: center;
  }
  .ed-tabs {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
  }
  .ed-tab.current {
    background: var(--kj-accent, #f2c14e);
    font-weight: 700;
  }
  .ed-panel {
    display: flex;
    flex-direction: column;
    gap: 0.6rem;
  }
  .ed-notice {
    margin: 0;
    font-weight: 600;
  }
  fieldset.panel {
    margin: 0;
    min-width: 0;
  }
  fieldset.panel legend {
    font-weight: 700;
    padding: 0 0.3rem;
  }
  .ed-form {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 0.8rem;
  }
  .ed-field {
    display: flex;
    flex-direction: column;
    gap: 0.15rem;
    font-size: 0.85rem;
    min-width: 0;
  }
  .ed-field.wide {
    flex: 1 1 100%;
  }
  .ed-field input,
  .ed-field select,
  .ed-field textarea,
  input.ed-cards {
    font: inherit;
    font-size: 0.95rem;
    color: inherit;
    background: var(--kj-button-bg, #f6f3ea);
    border: 1px solid var(--kj-muted, #4a524e);
    border-radius: calc(var(--kj-radius, 10px) / 2);
    padding: 0.3rem 0.4rem;
    min-width: 0;
    box-sizing: border-box;
  }
  .ed-field input.ed-number {
    width: 7rem;
  }
  .ed-field textarea {
    width: 100%;
    resize: vertical;
  }
  .ed-help {
    font-size: 0.82rem;
    color: var(--kj-muted, #4a524e);
    margin: 0.3rem 0;
  }
  .ed-random {
    align-items: flex-end;
  }
  .ed-random .seed {
    width: 8rem;
  }
  .ed-groups {
    display: flex;
    flex-direction: column;
    gap: 0.35rem;
  }
  .ed-group {
    display: grid;
    grid-template-columns: minmax(7rem, 11rem) auto minmax(6rem, 1fr);
    gap: 0.4rem;
    align-items: center;
  }
  .ed-group-label {
    font-size: 0.85rem;
    font-weight: 600;
  }
  .ed-slots {
    display: flex;
    gap: 0.2rem;
    flex-wrap: wrap;
  }
  .ed-slot,
  .ed-pick {
    appearance: none;
    border: 1px dashed var(--kj-muted, #4a524e);
    border-radius: 5px;
    background: transparent;
    padding: 0;
    width: 2.1rem;
    height: 2.9rem;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    cursor: pointer;
    color: inherit;
  }
  .ed-slot.filled,
  .ed-pick {
    border-style: solid;
    border-color: transparent;
  }
  .ed-slot.chosen {
    outline: 3px solid var(--kj-accent, #f2c14e);
    outline-offset: 1px;
  }
  .mini-face {
    width: 100%;
    height: 100%;
    display: block;
  }
  .mini-face svg {
    width: 100%;
    height: 100%;
    display: block;
  }
  .ed-pick.placed {
    opacity: 0.3;
  }
  .ed-picker {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    margin-top: 0.6rem;
  }
  .ed-picker-row {
    display: flex;
    gap: 0.2rem;
    flex-wrap: wrap;
  }
  .ed-problems ul {
    margin: 0.2rem 0 0.4rem;
    padding-left: 1.2rem;
  }
  .ed-problems h3 {
    margin: 0;
    font-size: 0.95rem;
  }
  .fault-text {
    color: var(--kj-fault-text, #a1122a);
  }
  .ok-text {
    color: var(--kj-ok, #17683a);
    font-weight: 600;
    margin: 0 0 0.4rem;
  }
  .btn-row.declare button {
    white-space: normal;
    max-width: 100%;
  }
  .ed-declare-pick {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
    align-items: center;
    flex: 1 1 24rem;
    min-width: 0;
  }
  .ed-declare-pick select {
    font: inherit;
    flex: 1 1 18rem;
    min-width: 0;
    max-width: 100%;
    padding: 0.3rem;
  }
  button.illegal {
    border: 2px dashed var(--kj-fault, #d7263d);
  }
  .ed-confirm {
    border: 2px solid var(--kj-accent, #f2c14e);
  }
  .ed-confirm p {
    margin: 0 0 0.4rem;
  }
  .ed-note {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  .ed-annotate {
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
  }
  .ed-code,
  .ed-json {
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    font-size: 0.78rem;
    white-space: pre-wrap;
    word-break: break-all;
    max-height: 14rem;
    overflow: auto;
    background: var(--kj-button-bg, #f6f3ea);
    border-radius: calc(var(--kj-radius, 10px) / 2);
    padding: 0.4rem;
    margin: 0.3rem 0;
  }
  .ed-preview klaberjass-table {
    display: block;
    margin: 0.4rem 0;
  }
  .file-label input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
  .file-label {
    position: relative;
    display: inline-flex;
    align-items: center;
    cursor: pointer;
  }
  .file-label:focus-within {
    outline: 3px solid var(--kj-accent, #f2c14e);
  }
  .editor.dropping {
    outline: 3px dashed var(--kj-accent, #f2c14e);
  }
  .row-title {
    width: 100%;
    font-size: 0.85rem;
    font-weight: 600;
  }
  button.strong {
    background: var(--kj-accent, #f2c14e);
    font-weight: 700;
  }
  button.bid.suit-1,
  button.bid.suit-2 {
    color: var(--kj-red, #c8102e);
  }
  .status {
    text-align: center;
    font-weight: 650;
  }
  @container (max-width: 560px) {
    .ed-group {
      grid-template-columns: 1fr;
    }
    .ed-slot,
    .ed-pick {
      width: 1.85rem;
      height: 2.55rem;
    }
  }
  @media (prefers-color-scheme: dark) {
    .fault-text {
      color: var(--kj-fault-text, #ff8a96);
    }
    .ed-help {
      color: var(--kj-muted, #b4bdb8);
    }
    .ed-field input,
    .ed-field select,
    .ed-field textarea,
    input.ed-cards,
    .ed-code,
    .ed-json {
      background: var(--kj-panel-bg, #1c2321);
    }
  }
`;

const DEFAULT_NAMES: [string, string] = ['Anna', 'Ben'];

export class EditorSession implements EditorViewHost {
  readonly c: EditorController;
  notice = '';
  typed: Partial<Record<Group, string>> = {};
  seed = '';
  srcName = 'hand.json';
  preview = false;
  paste = '';
  private live = '';
  private loadToken = 0;
  private dropping = false;
  /** Focus the first move choice after the next render (a move was just recorded by click or key). */
  private refocus = false;
  /** The computer player of the seat the computer plays (its chunk and worker, made on its first move). */
  private seat: Promise<SeatPlayer> | null = null;
  /** The computer is choosing a move (for the status line); `asked` numbers its requests. */
  thinking = false;
  private asked = 0;

  constructor(
    readonly el: KlaberjassTable,
    readonly i18n: I18nController,
  ) {
    this.c = new EditorController(
      (edit) => this.changed(edit),
      () => this.i18n.strings.wording ?? undefined,
      DEFAULT_NAMES,
    );
    this.adoptVerdictStyles();
    this.start();
    // no worker outlives the table: a request under way is dropped, the worker stopped
    el.addController({
      hostDisconnected: () => {
        this.asked++;
        this.thinking = false;
        void this.seat?.then((ai) => ai.dispose());
        this.seat = null;
      },
    });
  }

  get t(): EditorStrings {
    const base = partStrings(this.i18n.strings, enPlay);
    return partStrings(base, this.i18n.strings.lang === 'nb' ? nbEdit : enEdit) as EditorStrings;
  }

  names(): [string, string] {
    const p = this.c.doc.players;
    return [String(p?.[0] ?? 'Player 0'), String(p?.[1] ?? 'Player 1')];
  }

  tableRegion(sc: Scene): TemplateResult {
    return renderTableRegion(sc, false);
  }

  refresh(): void {
    this.el.requestUpdate();
  }

  /** The verdict view's styles: the element adds only this module's own, so the editor adds the verdict's. */
  private adoptVerdictStyles(): void {
    const root = this.el.renderRoot as ShadowRoot | undefined;
    for (const sheet of [verdictStyles.styleSheet, faultStyles.styleSheet])
      if (root && sheet && 'adoptedStyleSheets' in root && !root.adoptedStyleSheets.includes(sheet))
        root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }

  // ------------------------------------------------------------------------------------------
  // Where the document comes from

  /** A draft saved under `persist` wins; else the element's `transcript`, a child script, `src`; else a new hand. */
  private start(): void {
    const { el } = this;
    if (el.persist) {
      const draft = this.readDraft();
      if (draft) {
        this.c.open(draft.doc, draft.slots);
        this.c.tab = 'setup';
        if (draft.doc.hands[0]?.moves?.length) this.c.tab = 'moves';
        this.notice = this.t.edRestored;
        return;
      }
    }
    this.fromElement(true);
  }

  /** The element's source changed (or the editor starts): open what it names. */
  update(changed: PropertyValues<KlaberjassTable>): void {
    if (changed.has('transcript') || changed.has('src')) this.fromElement(false);
  }

  private fromElement(first: boolean): void {
    const { el } = this;
    if (el.transcript !== null && el.transcript !== undefined) {
      this.openDoc(el.transcript, false);
      return;
    }
    const script = el.querySelector('script[type="application/json"]');
    if (script && first) {
      this.openDoc(script.textContent ?? '', false);
      return;
    }
    if (el.src) void this.fetchSrc(el.src);
  }

  private async fetchSrc(url: string): Promise<void> {
    const token = ++this.loadToken;
    try {
      const res = await fetch(url);
      if (!res.ok) throw new Error(`HTTP ${res.status} ${res.statusText}`.trim());
      const text = await res.text();
      if (token !== this.loadToken) return;
      this.openDoc(text, false);
      this.srcName = url.split('/').pop() || this.srcName;
    } catch (e) {
      if (token !== this.loadToken) return;
      this.notice = this.t.edLoadFailed(url, e instanceof Error ? e.message : String(e));
      emit(this.el, 'kj-error', { message: this.notice, source: 'src' });
      this.refresh();
    }
  }

  private openDoc(input: unknown, say: boolean): void {
    const why = this.c.open(input);
    this.typed = {};
    this.notice = why ? this.t.edOpenFailed(why) : say ? this.t.edOpened : '';
    if (say) this.live = this.notice;
    this.refresh();
  }

  openText(text: string): void {
    this.loadToken++;
    this.openDoc(text, true);
  }

  openFile(file: File | undefined): void {
    if (!file) return;
    void file.text().then((text) => this.openText(text));
  }

  newDoc(): void {
    this.c.open({
      format: 'klaberjass',
      version: 1,
      rules: 'classic',
      players: DEFAULT_NAMES,
      hands: [{ dealer: 0, moves: [] }],
    });
    this.c.tab = 'setup';
    this.c.slot = 0;
    this.typed = {};
    this.refresh();
  }

  private readDraft(): Draft | null {
    try {
      const text = localStorage.getItem(this.el.persist);
      if (!text) return null;
      const d = JSON.parse(text) as Draft;
      return d && d.v === 1 && d.doc && Array.isArray(d.doc.hands) && Array.isArray(d.slots) ? d : null;
    } catch {
      return null;
    }
  }

  private saveDraft(): void {
    const key = this.el.persist;
    if (!key) return;
    try {
      const draft: Draft = { v: 1, doc: this.c.doc, slots: this.c.snap.slots };
      localStorage.setItem(key, JSON.stringify(draft));
    } catch {
      this.notice = this.t.edStorageFull;
    }
  }

  // ------------------------------------------------------------------------------------------
  // Changes

  private changed(edit: boolean): void {
    if (edit) {
      this.saveDraft();
      const detail: KjEditDetail = { document: this.c.doc, verdict: this.c.replayed.verdict };
      emit(this.el, 'kj-edit', detail);
    }
    const t = this.c.track;
    const { step } = this.c.snap;
    if (this.c.pending) this.live = this.t.edConfirm(this.c.pending.following);
    else if (t && step > 0 && this.c.tab === 'moves') this.live = narrate(this.i18n, this.names(), t, step - 1);
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
    this.live = this.t.edThinking(this.names()[seat]);
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
            this.notice = this.t.edComputerFailed(e instanceof Error ? e.message : String(e));
            this.live = this.notice;
          }),
      );
  }

  onCard(card: Card): void {
    const s = this.c.state;
    if (!s) return;
    const o = this.c.offers().find((x) => x.move.type === 'play' && x.move.card === card);
    if (!o) {
      const f = s.phase === 'play' ? explain(s, { type: 'play', card, player: s.toAct }) : null;
      this.notice = `${this.t.edNotLegal(this.i18n.card(card))}${f ? ` ${f.message}` : ''}`;
      this.live = this.notice;
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
      this.live = this.notice;
      this.refresh();
    })();
  }

  download(): void {
    const url = URL.createObjectURL(new Blob([this.c.text()], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = this.srcName || 'hand.json';
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
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
        this.live = this.t.edRedone;
      } else {
        this.c.undo();
        this.live = this.t.edUndone;
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

  render(): TemplateResult {
    if (this.refocus) {
      this.refocus = false;
      void this.el.updateComplete.then(() => {
        const root = this.el.renderRoot as ShadowRoot;
        if (root.activeElement && root.activeElement.isConnected) return;
        root
          .querySelector<HTMLElement>('.hand.active button.card.legal, .play-controls button, .table-region')
          ?.focus();
      });
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
      ${renderEditor(this)}
      <div class="sr-only" aria-live="polite" aria-atomic="true">${this.live}</div>
    </div>`;
  }
}
