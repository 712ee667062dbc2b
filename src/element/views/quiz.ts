/**
 * The questions' panels, functions of a question's state (`Asked`) and of what the quiz session
 * does on an answer (`QuizPanels`): the question with the answers to give (and the answering hand
 * on the table), the verdict on a wrong answer, the result once answered or shown, and the score.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import {
  type Card,
  type HandState,
  type Move,
  type Player,
  declaredValue,
  legalHandMoves,
  maskOf,
  parseSuit,
  strength,
} from '../../engine/internal.js';
import { enQuiz } from '../i18n/en-quiz.js';
import { type I18nController, SUIT_SYMBOLS, partStrings } from '../i18n/index.js';
import { type Asked, type Judgement, answersFor, sameMove } from '../model/quiz.js';
import { type Track, actorAt, stateAt } from '../model/track.js';
import { cardButton } from './card-button.js';
import type { Scene } from './table.js';

/** The strings of the table's language with the questions' own. */
export const quizStrings = (i18n: I18nController) => partStrings(i18n.strings, enQuiz);

/** What the panels show beside a question, and what their buttons do. */
export interface QuizPanels {
  i18n: I18nController;
  names: [string, string];
  /** Questions answered right at the first try, answered (or shown), and in all. */
  score: { right: number; asked: number; total: number };
  /** Why an answer is right or wrong, in words. */
  why(j: Judgement, a: Asked): string;
  answer(a: Asked, track: Track, m: Move): void;
  answerCard(a: Asked, track: Track, c: Card): void;
  retry(a: Asked): void;
  showMe(a: Asked, track: Track): void;
}

/** Styles of the questions, which the element adds to its shadow root after its own (styles.ts). */
export const quizStyles = css`
  .quiz {
    border-left: 5px solid var(--kj-quiz, #1f6fb2);
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  .quiz:focus {
    outline: none;
  }
  .quiz:focus-visible {
    outline: 3px solid var(--kj-accent, #f2c14e);
  }
  .quiz h3 {
    margin: 0;
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: var(--kj-muted, #4a524e);
  }
  .quiz .ask {
    font-size: 1.05rem;
    font-weight: 650;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
  .quiz .how {
    font-size: 0.85rem;
    color: var(--kj-muted, #4a524e);
  }
  .quiz .verdict-line {
    font-weight: 700;
  }
  .quiz.right .verdict-line {
    color: var(--kj-ok, #17683a);
  }
  .quiz.wrong .verdict-line {
    color: var(--kj-fault-text, #a1122a);
  }
  .quiz .values {
    font-size: 0.88rem;
  }
  .quiz .score {
    font-size: 0.85rem;
    font-weight: 600;
  }
  .quiz .btn-row {
    justify-content: flex-start;
  }
  .quiz-off .q-label {
    font-weight: 700;
    font-style: normal;
  }
  .hand.active button.card {
    cursor: pointer;
    transition: transform 0.12s ease-out;
  }
  .hand.active button.card:hover,
  .hand.active button.card:focus-visible {
    transform: translateY(-14%);
  }
  .hand.active button.card:focus-visible {
    outline: 3px solid var(--kj-accent, #f2c14e);
    outline-offset: 2px;
    z-index: 2;
  }
  .hand.active button.card.picked {
    outline: 3px dashed var(--kj-fault, #d7263d);
    outline-offset: 2px;
  }
  @media (prefers-color-scheme: dark) {
    .quiz h3,
    .quiz .how {
      color: var(--kj-muted, #b4bdb8);
    }
    .quiz.right .verdict-line {
      color: var(--kj-ok, #7fd8a0);
    }
    .quiz.wrong .verdict-line {
      color: var(--kj-fault-text, #ff8a96);
    }
  }
`;

export function renderAsk(v: QuizPanels, a: Asked, track: Track, sc: Scene | null): TemplateResult {
  const t = quizStrings(v.i18n);
  const names = v.names;
  const s = stateAt(track, a.q.index);
  const actor: Player = actorAt(track, a.q.index);
  const moves = answersFor(legalHandMoves(s), actor);
  const cardsToPlay = s.phase === 'play' && s.toAct === actor && s.hands[actor] !== 0;
  const picked = a.status === 'wrong' && a.answer?.type === 'play' ? a.answer.card : -1;
  if (sc) {
    sc.values = undefined;
    const faceUp: [boolean, boolean] = [sc.faceUp[0], sc.faceUp[1]];
    faceUp[actor] = true;
    sc.faceUp = faceUp;
    if (cardsToPlay)
      // every card held is a button and none is marked as allowed: which may be played is the question
      sc.active = {
        seat: actor,
        legal: a.checking ? 0 : s.hands[actor],
        button: cardButton((c) => v.answerCard(a, track, c)),
      };
    sc.marked = picked >= 0 ? [picked] : sc.marked;
  }
  const bids = moves.filter((m) => m.type === 'bid');
  const others = moves.filter(
    (m) => m.type === 'exchange' || (m.type === 'declare' && m.runs.length) || m.type === 'claim',
  );
  const declares = moves.some((m) => m.type === 'declare');
  const button = (m: Move, label: string, cls = '') =>
    html`<button type="button" class="text answer ${cls}" ?disabled=${a.checking} @click=${() => v.answer(a, track, m)}>
      ${label}
    </button>`;
  const wrong = a.status === 'wrong' && a.last;
  return html`<section
    class="panel quiz ask-panel${wrong ? ' wrong' : ''}"
    part="quiz"
    aria-label=${t.question}
    tabindex="-1"
  >
    <h3>${t.question}</h3>
    <p class="ask"><bdi>${a.q.ask}</bdi></p>
    <p class="how">${t.answerOn(names[actor])} ${t.acceptHint(a.q.accept)}</p>
    ${
      !wrong && (bids.length || others.length || declares)
        ? html`<div class="btn-row answers" role="group" aria-label=${t.answerOn(names[actor])}>
            ${bids.map((m) => {
              const su = m.type === 'bid' ? parseSuit(m.bid) : -1;
              return button(
                m,
                `${su !== -1 ? SUIT_SYMBOLS[su] + ' ' : ''}${moveLabel(v.i18n, m, s)}`,
                su !== -1 ? `bid suit-${su}` : 'bid',
              );
            })}
            ${others.map((m) => button(m, moveLabel(v.i18n, m, s)))}
            ${
              // declaring nothing is an answer too, before the player's first card
              declares ? button({ type: 'declare', runs: [], player: actor }, t.declareNothing) : nothing
            }
          </div>`
        : nothing
    }
    ${a.checking ? html`<p class="how" role="status">${t.checking}</p>` : nothing}
    ${
      wrong
        ? html`<p class="verdict-line">${t.wrong}</p>
            <p class="why">${v.why(a.last!, a)}</p>`
        : nothing
    }
    <div class="btn-row">
      ${wrong ? html`<button type="button" class="text strong try-again" @click=${() => v.retry(a)}>${t.tryAgain}</button>` : nothing}
      <button type="button" class="text show-me" ?disabled=${a.checking} @click=${() => v.showMe(a, track)}>
        ${t.showMe}
      </button>
    </div>
  </section>`;
}

export function renderResult(v: QuizPanels, a: Asked): TemplateResult {
  const t = quizStrings(v.i18n);
  const j = a.last;
  const ok = a.status === 'right';
  const sc = v.score;
  return html`<section
    class="panel quiz result-panel ${ok ? 'right' : 'shown'}"
    part="quiz"
    aria-label=${t.question}
    tabindex="-1"
  >
    <h3>${t.question}</h3>
    <p class="ask"><bdi>${a.q.ask}</bdi></p>
    <p class="verdict-line">${ok ? t.right : t.shown}</p>
    ${ok && j ? html`<p class="why">${v.why(j, a)}</p>` : nothing} ${valuesLine(v.i18n, a)}
    <p class="score">${t.quizScore(sc.right, sc.total)}</p>
  </section>`;
}

export function renderScore(v: QuizPanels): TemplateResult {
  const t = quizStrings(v.i18n);
  const sc = v.score;
  return html`<section class="panel quiz score-panel" part="quiz" aria-label=${t.scoreTitle}>
    <h3>${t.scoreTitle}</h3>
    <p class="ask">${t.quizScore(sc.right, sc.total)}</p>
    <p class="how">${t.scoreLine(sc.right, sc.asked, sc.total)}</p>
  </section>`;
}

/** The solver's values after a `best` question, best first. */
function valuesLine(i18n: I18nController, a: Asked): TemplateResult | typeof nothing {
  const v = a.analysis;
  if (a.q.accept !== 'best' || !v) return nothing;
  const list = [...v.values]
    .filter((x, i, all) => x.move.type === 'play' && all.findIndex((y) => sameMove(y.move, x.move)) === i)
    .sort((x, y) => y.value - x.value)
    .map((x) => `${x.move.type === 'play' ? i18n.short(x.move.card) : ''} ${x.value}`)
    .join(', ');
  return html`<p class="values">${quizStrings(i18n).values(list)}</p>`;
}

/** Why an answer is right or wrong, in words. */
export function whyText(i18n: I18nController, j: Judgement, a: Asked, state: () => HandState | null): string {
  const t = quizStrings(i18n);
  const fb = j.fallback && a.q.accept === 'best' ? ` ${t.fallbackBest}` : '';
  switch (j.why) {
    case 'recorded':
      return t.whyRecorded + fb;
    case 'legal':
      return t.whyLegal;
    case 'best':
      return t.whyBest(j.value ?? 0);
    case 'worse':
      return t.whyWorse(j.value ?? 0, j.best ?? 0);
    case 'other':
      return t.whyOther + fb;
    case 'illegal': {
      const f = j.fault!;
      const s = state();
      const card = a.answer?.type === 'play' ? i18n.card(a.answer.card) : '';
      return t.whyIllegal(
        f.rule,
        card,
        s && s.lead >= 0 ? i18n.card(s.lead) : '',
        s && s.lead >= 0 ? i18n.suit(s.lead >> 3) : '',
        [...(f.cards ?? [])]
          .sort((x, y) => strength(y, s?.trump ?? -1) - strength(x, s?.trump ?? -1) || y - x)
          .map((c) => i18n.card(c))
          .join(', '),
        f.message,
      );
    }
  }
}

function moveLabel(i18n: I18nController, m: Move, s: HandState): string {
  const t = quizStrings(i18n);
  switch (m.type) {
    case 'bid':
      return m.bid === 'take'
        ? t.bidTake(s.turnUp >= 0 ? i18n.suit(s.turnUp >> 3) : '')
        : m.bid === 'pass'
          ? t.bidPass
          : m.bid === 'schmeiss'
            ? t.bidSchmeiss
            : m.bid === 'accept'
              ? t.bidAccept
              : m.bid === 'refuse'
                ? t.bidRefuse
                : t.bidName(i18n.suit(parseSuit(m.bid)));
    case 'exchange':
      return t.exchangeSeven(i18n.card(m.card), s.turnUp >= 0 ? i18n.card(s.turnUp) : '');
    case 'declare':
      return t.declareRuns(
        m.runs.map((r) => r.map((c) => i18n.short(c)).join(' ')).join(', '),
        declaredValue(m.runs.map((r) => maskOf(r))),
      );
    case 'claim':
      return t.claimGame;
    default:
      return '';
  }
}
