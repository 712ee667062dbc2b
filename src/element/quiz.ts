/**
 * Questions for the reader (a lazy chunk of the element bundle, loaded only for a document whose
 * moves carry `ask`): the replay stops before each questioned move, shows and announces the
 * question, hides the move, and the reader answers on the table itself (a card, a bid, the dix
 * exchange, a declaration). The answer is judged by the question's `accept` (model/quiz.ts): the
 * recorded move, any legal move (an illegal one explained by the engine's own fault), or any card
 * as good as the best with double-dummy play (the solver of src/ai, in the computer player's
 * worker). Then the recorded move, its comment and mark are shown and the replay goes on.
 *
 * A `start` fragment whose moves end with the questioned move is a puzzle: after the answer the
 * rest of the hand is played out with best play (the solver again).
 *
 * `QuizSession` owns the questions' state; it reads and tells the table only through the
 * `TableContext` the element hands it (it never sees the element). `previewQuiz` is the small API the editor calls.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { type Card, type HandState, type Move, applyHand, engineWordingEn, handSummary } from '../engine/internal.js';
import { isolateName, moveToNotation, type TranscriptMove } from '../notation/index.js';
import type { ReplayedDocument, ReplayStep } from '../validator/types.js';
import { type Asked, type Judgement, type Question, type Status, judge, questionOf } from './model/quiz.js';
import { wordingOf } from './model/source.js';
import { type Track, actorAt, stateAt } from './model/track.js';
import type { TableContext } from './table-context.js';
import type { Scene } from './views/table.js';
import { narrate } from './views/timeline.js';
import { type QuizPanels, quizStrings, renderAsk, renderResult, renderScore, whyText } from './views/quiz.js';

export { hasQuestions, questionsOf, judge, judgeBest, type Question } from './model/quiz.js';
export { previewQuiz, type QuizPreviewItem } from './model/quiz-preview.js';
/** Styles of the questions, which the element adds to its shadow root after its own (styles.ts). */
export { quizStyles as styles } from './views/quiz.js';

/** The parts of a replay the quiz decorates. */
export interface QuizView {
  /** The question, the verdict on an answer, or the score; `nothing` elsewhere. */
  panel: TemplateResult | typeof nothing;
  /** The track to list in the timeline: the moves up to the question asked (never the answer). */
  track: Track;
}

export class QuizSession {
  private asked: Asked[] = [];
  /** Moves of best play added after a puzzle's last move, by hand (kept across a new replay of the same document). */
  private extra = new Map<number, ReplayStep[]>();
  private announced = '';
  private seq = 0;
  /** What was said when the last answer was revealed: said again before a question that follows at once. */
  private revealed = '';
  /** The replay has been shown once: a question reached after that was reached by the reader (scroll to it). */
  private shownOnce = false;

  constructor(private ctx: TableContext) {
    const r = ctx.replayed();
    r?.hands.forEach((h, hand) =>
      h.steps.forEach((st, i) => {
        const q = st.move ? questionOf(st.written, hand, i) : null;
        if (q) this.asked.push({ q, status: 'open', first: null, last: null, answer: null, checking: false });
      }),
    );
  }

  private get t() {
    return quizStrings(this.ctx.i18n);
  }

  /** Questions are on (attribute `questions` not `off`, replay mode). */
  private get on(): boolean {
    return this.ctx.attrs.questions !== 'off' && this.ctx.attrs.mode === 'replay';
  }

  /** Every question of the document with where it stands (the editor's preview reads it). */
  get questions(): readonly { question: Question; status: Status; right: boolean | null }[] {
    return this.asked.map((a) => ({ question: a.q, status: a.status, right: a.first }));
  }

  /** Questions answered right at the first try, answered (or shown), and in all. */
  score(): { right: number; asked: number; total: number } {
    return {
      right: this.asked.filter((a) => a.first === true).length,
      asked: this.asked.filter((a) => a.first !== null).length,
      total: this.asked.length,
    };
  }

  /**
   * The furthest step the reader may see in a hand: the step of its first question not answered
   * yet (undefined: none, or questions are off). The element clamps every move to it, and
   * autoplay stops there.
   */
  stop(hand: number): number | undefined {
    this.sync();
    if (!this.on) return undefined;
    return this.asked.find((a) => a.q.hand === hand && (a.status === 'open' || a.status === 'wrong'))?.q.index;
  }

  private at(hand: number, index: number): Asked | undefined {
    return this.asked.find((a) => a.q.hand === hand && a.q.index === index);
  }

  /** A key in the table: the arrows move along the cards of the answering hand (true: handled). */
  onKey(e: KeyboardEvent, target: HTMLElement | undefined): boolean {
    if ((e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') || !target?.closest?.('.hand.active')) return false;
    const cards = [...(target.closest('.hand')?.querySelectorAll<HTMLElement>('button.card') ?? [])];
    const i = cards.indexOf(target.closest('button.card') as HTMLElement);
    cards[(i + (e.key === 'ArrowRight' ? 1 : cards.length - 1)) % cards.length]?.focus();
    e.preventDefault();
    return true;
  }

  /**
   * Decorate the replay at (hand, step): at a question its panel and the answering hand (`sc`
   * gets the hand's cards as buttons and loses the analysis values, which would give the answer
   * away); after an answer the verdict; at the end the score.
   */
  view(hand: number, step: number, track: Track, sc: Scene | null): QuizView {
    const t = this.t;
    if (!this.on) {
      const a = this.at(hand, step);
      return {
        track,
        panel: a
          ? html`<p class="comment quiz-off"><span class="q-label">${t.questionOff}:</span> <bdi>${a.q.ask}</bdi></p>`
          : nothing,
      };
    }
    const stop = this.stop(hand);
    const shown: Track =
      stop === undefined
        ? track
        : {
            ...track,
            moves: track.moves.slice(0, stop),
            states: track.states.slice(0, stop),
            written: track.written?.slice(0, stop),
            faults: track.faults?.slice(0, stop),
          };
    const a = this.at(hand, step);
    const done = this.at(hand, step - 1);
    // the answer just given, confirmed (also when the next move is another question)
    const result =
      done && (done.status === 'right' || done.status === 'shown') ? renderResult(this.panels(), done) : null;
    const first = !this.shownOnce;
    this.shownOnce = true;
    if (a && (a.status === 'open' || a.status === 'wrong')) {
      this.announce(a, track, !first);
      return { track: shown, panel: html`${result ?? nothing}${renderAsk(this.panels(), a, track, sc)}` };
    }
    this.announced = '';
    this.revealed = '';
    if (result) return { track: shown, panel: result };
    const r = this.ctx.replayed();
    const atEnd = r && hand === r.hands.length - 1 && step === r.hands[hand].steps.length;
    return { track: shown, panel: atEnd && this.asked.length ? renderScore(this.panels()) : nothing };
  }

  /**
   * Announce a question the first time the replay arrives at it (after the move narrated, or
   * after the verdict on the answer just given). A question the reader arrived at (not the one a
   * page opens on) is brought into view, and gets the focus when the reader was working in the
   * table (the Next button they pressed is disabled at a question, and the focus would drop to
   * the page).
   */
  private announce(a: Asked, track: Track, arrived: boolean): void {
    const key = `${a.q.hand}:${a.q.index}:${a.status}`;
    if (this.announced === key) return;
    this.announced = key;
    if (a.status !== 'open') return;
    const t = this.t;
    const before =
      this.revealed || (a.q.index > 0 ? narrate(this.ctx.i18n, this.ctx.names(), track, a.q.index - 1) : '');
    this.revealed = '';
    void Promise.resolve().then(() =>
      this.ctx.announce(`${before ? before + ' ' : ''}${t.question}: ${isolateName(a.q.ask)}`),
    );
    this.prefetch(a, stateAt(track, a.q.index));
    if (!arrived) return;
    const root = this.ctx.host.renderRoot as ShadowRoot;
    const working = !!root.activeElement;
    void this.ctx.host.updateComplete.then(() => {
      const panel = root.querySelector<HTMLElement>('.quiz.ask-panel');
      if (!panel) return;
      const at = root.activeElement as HTMLButtonElement | null;
      if (working && (!at || at.disabled)) panel.focus({ preventScroll: true });
      panel.scrollIntoView({ block: 'nearest' });
    });
  }

  /** Start the solver on a `best` question's position as soon as it is asked. */
  private prefetch(a: Asked, s: HandState): void {
    if (a.q.accept !== 'best' || a.analysing || s.phase !== 'play') return;
    a.analysing = this.ctx
      .advisor()
      .analyze(s)
      .then(
        (v) => (a.analysis = v),
        () => (a.analysis = null),
      );
  }

  /** What the panels need from this session. */
  private panels(): QuizPanels {
    return {
      i18n: this.ctx.i18n,
      names: this.ctx.names(),
      score: this.score(),
      why: (j, a) => this.why(j, a),
      answer: (a, track, m) => void this.answer(a, track, m),
      answerCard: (a, track, c) => this.answerCard(a, track, c),
      retry: (a) => this.retry(a),
      showMe: (a, track) => this.showMe(a, track),
    };
  }

  /** Why an answer is right or wrong, in words. */
  private why(j: Judgement, a: Asked): string {
    return whyText(this.ctx.i18n, j, a, () => {
      const r = this.ctx.replayed();
      return r ? stateAt(this.trackOf(r, a.q.hand)!, a.q.index) : null;
    });
  }

  private trackOf(r: ReplayedDocument, hand: number): Track | null {
    const h = r.hands[hand];
    return h?.initial
      ? { initial: h.initial, moves: h.steps.map((x) => x.move), states: h.steps.map((x) => x.state) }
      : null;
  }

  /** A card clicked (or chosen with the keyboard) in the answering hand. */
  private answerCard(a: Asked, track: Track, c: Card): void {
    const s = stateAt(track, a.q.index);
    const rec = track.moves[a.q.index];
    const actor = actorAt(track, a.q.index);
    // a king or queen of trumps is the same answer with or without bela: take the recorded choice
    const bela = rec?.type === 'play' && rec.card === c && rec.bela;
    this.answer(a, track, { type: 'play', card: c, player: actor, ...(bela ? { bela: true } : {}) }, s);
  }

  private async answer(a: Asked, track: Track, m: Move, s = stateAt(track, a.q.index)): Promise<void> {
    const rec = track.moves[a.q.index];
    if (!rec || a.checking || a.status === 'right' || a.status === 'shown') return;
    const ctx = this.ctx;
    const t = this.t;
    if (a.q.accept === 'best' && m.type === 'play' && s.phase === 'play' && a.analysis === undefined) {
      a.checking = true;
      ctx.host.requestUpdate();
      this.prefetch(a, s);
      await a.analysing;
      a.checking = false;
    }
    const j = judge(a.q.accept, s, rec, m, ctx.names(), wordingOf(ctx.i18n.strings) ?? engineWordingEn, a.analysis);
    a.last = j;
    a.answer = m;
    if (a.first === null) a.first = j.right;
    ctx.emit('kj-answer', {
      hand: a.q.hand,
      step: a.q.index,
      move: m,
      notation: moveToNotation(m),
      right: j.right,
      accept: a.q.accept,
    });
    if (j.right) {
      a.status = 'right';
      this.reveal(a, `${t.right} ${this.why(j, a)}`);
      return;
    }
    a.status = 'wrong';
    ctx.announce(`${t.wrong} ${this.why(j, a)}`);
    ctx.host.requestUpdate();
    void ctx.host.updateComplete.then(() =>
      ctx.host.renderRoot.querySelector<HTMLElement>('.quiz .try-again')?.focus(),
    );
  }

  private retry(a: Asked): void {
    a.status = 'open';
    a.last = null;
    a.answer = null;
    this.announced = `${a.q.hand}:${a.q.index}:open`;
    const el = this.ctx.host;
    el.requestUpdate();
    void el.updateComplete.then(() =>
      el.renderRoot.querySelector<HTMLElement>('.hand.active button.card, .quiz .answers button')?.focus(),
    );
  }

  private showMe(a: Asked, track: Track): void {
    if (a.checking) return;
    if (a.first === null) {
      a.first = false;
      this.ctx.emit('kj-answer', {
        hand: a.q.hand,
        step: a.q.index,
        move: null,
        notation: null,
        right: false,
        accept: a.q.accept,
      });
    }
    a.status = 'shown';
    a.last = null;
    const s = stateAt(track, a.q.index);
    this.prefetch(a, s);
    this.reveal(a, this.t.shown);
  }

  /** Show the recorded move (with its comment and mark) and say so; a puzzle then plays on. */
  private reveal(a: Asked, verdict: string): void {
    const ctx = this.ctx;
    const { hand, index } = a.q;
    ctx.go(hand, index + 1);
    const r = ctx.replayed();
    const track = r && this.trackOf(r, hand);
    const written = r?.hands[hand]?.steps[index]?.written as { comment?: unknown } | undefined;
    const comment = typeof written?.comment === 'string' ? ` ${isolateName(written.comment)}` : '';
    const move = track ? narrate(ctx.i18n, ctx.names(), track, index) : '';
    this.revealed = `${verdict} ${this.t.revealed(move)}${comment}`;
    ctx.announce(this.revealed);
    ctx.host.requestUpdate();
    // the values of a `best` question arrive later: show them then
    void a.analysing?.then(() => ctx.host.requestUpdate());
    void ctx.host.updateComplete.then(() => ctx.host.renderRoot.querySelector<HTMLElement>('.quiz')?.focus());
    if (r) void this.playOut(r, hand, index);
  }

  /**
   * A puzzle (a hand from a `start` position) whose moves end with the question: play the rest
   * of the hand out with best play by both, card by card (the solver's first best card).
   */
  private async playOut(r: ReplayedDocument, hand: number, index: number): Promise<void> {
    const h = r.hands[hand];
    const written = r.doc?.hands?.[hand];
    if (!h || !written?.start || h.truncated || index !== h.steps.length - 1 || this.extra.has(hand)) return;
    const steps: ReplayStep[] = [];
    this.extra.set(hand, steps);
    const seq = ++this.seq;
    let s = h.steps[index].state;
    const t = this.t;
    while (s.phase === 'play') {
      const an = await this.ctx
        .advisor()
        .analyze(s)
        .catch(() => null);
      if (seq !== this.seq) return;
      const best = an?.values.find((v) => v.loss === 0 && v.move.type === 'play');
      if (!best) break;
      const res = applyHand(s, best.move);
      if (!res.ok) break;
      s = res.value;
      steps.push({
        index: index + 1 + steps.length,
        written: { ...(moveToNotation(best.move) as TranscriptMove), comment: t.bestPlay },
        move: best.move,
        state: s,
        violations: [],
        applied: true,
      });
    }
    this.sync();
    this.ctx.host.requestUpdate();
  }

  /** Add the moves of best play to the replayed document (again after it was replayed anew). */
  private sync(): void {
    const r = this.ctx.replayed();
    if (!r) return;
    for (const [hand, steps] of this.extra) {
      const h = r.hands[hand];
      if (!h || !steps.length || h.steps.includes(steps[steps.length - 1])) continue;
      const base = h.steps.filter((x) => !steps.includes(x));
      h.steps = [...base, ...steps];
      h.summary = handSummary(steps[steps.length - 1].state);
    }
  }
}
