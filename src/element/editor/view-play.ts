/** The editor's Play it out tab: the moves of both seats, the illegal-move switch, marks, comments and questions (a function of the editor's state). */
import { html, nothing, type TemplateResult } from 'lit';
import {
  type HandState,
  type Move,
  type Player,
  claimCount,
  parseSuit,
  handSummary,
  maskOf,
  pointsSoFar,
} from '../../engine/internal.js';
import type { Accept, Mark } from '../../notation/types.js';
import { SUIT_SYMBOLS } from '../i18n/index.js';
import { type Track, bubblesAt, stateAt, trickAt } from '../model/track.js';
import { valueMarks } from '../views/analysis.js';
import { cardButton } from '../views/card-button.js';
import { renderSummary } from '../views/summary.js';
import type { Scene } from '../views/table.js';
import { check } from '../views/replay-controls.js';
import { renderFaultLines } from '../views/fault-lines.js';
import { renderComment } from '../views/timeline.js';
import type { Offer } from './controller.js';
import { MARKS } from './model.js';
import type { EditorViewHost } from './view-host.js';

// ---------------------------------------------------------------------------------------------
// Play it out and annotate

function bidLabel(v: EditorViewHost, m: Move, s: HandState): string {
  const { t, i18n } = v;
  if (m.type !== 'bid') return '';
  switch (m.bid) {
    case 'take':
      return t.take(s.turnUp >= 0 ? i18n.suit(s.turnUp >> 3) : '');
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

/** Up to this many ways to declare runs are buttons; more are a chooser (a phone has room for few). */
const DECLARE_BUTTONS = 4;

const actorOfOffer = (o: Offer, s: HandState): Player =>
  o.move.type !== 'next' && o.move.player !== undefined ? o.move.player : s.toAct;

const runValue = (runs: number[][]) =>
  runs.reduce((a, r) => a + (r.length >= 8 ? 100 : r.length === 7 ? 70 : r.length >= 4 ? 50 : 20), 0);

/**
 * A `best` question checked as it is written: is the recorded card as good as the best with
 * double-dummy play (the answer the quiz will judge by)? Said under the question.
 */
function bestCheck(v: EditorViewHost, track: Track, index: number): TemplateResult | typeof nothing {
  const { t, i18n } = v;
  const m = track.moves[index];
  const before = stateAt(track, index);
  if (m?.type !== 'play' || before.phase !== 'play') return nothing;
  const a = v.solverAt(before);
  const mine = a?.values.find((x) => x.move.type === 'play' && x.move.card === m.card);
  const best = a?.values.find((x) => x.move.type === 'play' && x.loss === 0);
  const line = !a
    ? t.edBestChecking
    : !mine || !best
      ? ''
      : mine.loss === 0
        ? t.edBestAgrees(i18n.card(m.card), mine.value)
        : t.edBestDisagrees(
            i18n.card(m.card),
            mine.value,
            best.move.type === 'play' ? i18n.card(best.move.card) : '',
            best.value,
          );
  return line
    ? html`<p class="ed-help wide" data-best-check=${!a ? 'checking' : mine?.loss === 0 ? 'agrees' : 'disagrees'}>
        ${line}
      </p>`
    : nothing;
}

export function renderMoves(v: EditorViewHost): TemplateResult {
  const { c, t, i18n } = v;
  const names = v.names();
  const track = c.track;
  const s = c.state;
  const step = c.snap.step;
  const n = c.moveCount;
  if (!track || !s) {
    return html`<div class="panel ed-empty-state">
      <p>${t.edNoTable}</p>
      <button type="button" class="text strong" @click=${() => ((c.tab = 'setup'), v.refresh())}>
        ${t.edTab.setup}
      </button>
    </div>`;
  }
  const offers = c.offers();
  const plays = offers.filter((o) => o.move.type === 'play');
  const legalCards = maskOf(plays.filter((o) => o.legal).map((o) => (o.move.type === 'play' ? o.move.card : 0)));
  const anyCards = maskOf(plays.map((o) => (o.move.type === 'play' ? o.move.card : 0)));
  const faults = track.faults?.[step - 1] ?? [];
  const lastMove = step > 0 ? track.moves[step - 1] : null;
  const sc: Scene = {
    i18n,
    names,
    state: s,
    trick: trickAt(track, step),
    bubbles: bubblesAt(track, step, t),
    bottom: 0,
    faceUp: [true, true],
    active: undefined,
    marked: faults.length && lastMove?.type === 'play' ? [lastMove.card] : [],
    totals: c.replayed.hands[c.snap.hand]?.before,
  };
  // the solver's values on the cards of the player to act (as replay's Analysis shows them)
  const solved = v.solver && s.phase === 'play' ? v.solverAt(s) : null;
  const values = solved ? valueMarks(solved, t.edSolverValue) : undefined;
  if (s.phase === 'play')
    sc.active = {
      seat: s.toAct,
      legal: c.illegal ? anyCards : legalCards,
      button: cardButton((card) => v.onCard(card), undefined, values),
    };
  const handDoc = c.doc.hands[c.snap.hand];
  const w = step > 0 ? handDoc?.moves?.[step - 1] : undefined;
  const over = s.phase === 'over';
  const status = over
    ? t.edHandOver
    : v.thinking
      ? t.edThinking(names[s.toAct])
      : s.phase === 'bidding'
        ? t.edToBid(names[s.toAct])
        : t.edToPlay(names[s.toAct]);
  return html`<div class="ed-moves">
    ${v.tableRegion(sc)}
    <div class="status" role="status">${status}</div>
    ${renderGameTotal(v, s, offers)}
    ${
      v.solver && s.phase === 'play'
        ? html`<p class="ed-help" data-solver>
            ${solved ? t.edSolverLine(names[s.toAct], solved.best) : t.edSolverWorking}
          </p>`
        : nothing
    }
    ${
      c.pending
        ? html`<div class="panel ed-confirm" role="alertdialog" aria-label=${t.edConfirmTitle}>
            <p>${t.edConfirm(c.pending.following)}</p>
            <div class="btn-row">
              <button type="button" class="text strong" data-act="drop" @click=${() => c.resolve('drop')}>
                ${t.edDropRest}
              </button>
              ${c.pending.after ? html`<button type="button" class="text" data-act="keep" @click=${() => c.resolve('keep')}>${t.edKeepLegal}</button>` : nothing}
              <button type="button" class="text" data-act="cancel" @click=${() => c.resolve('cancel')}>
                ${t.edCancel}
              </button>
            </div>
          </div>`
        : nothing
    }
    ${renderMoveControls(v, offers, s)}
    <div class="controls ed-nav" role="toolbar" aria-label=${t.controls}>
      <div class="btn-row">
        <button
          type="button"
          class="text"
          data-act="first"
          ?disabled=${step === 0}
          @click=${() => c.go(c.snap.hand, 0)}
        >
          ${t.first}
        </button>
        <button
          type="button"
          class="text"
          data-act="prev"
          ?disabled=${step === 0}
          @click=${() => c.go(c.snap.hand, step - 1)}
        >
          ${t.prev}
        </button>
        <button
          type="button"
          class="text"
          data-act="next"
          ?disabled=${step >= n}
          @click=${() => c.go(c.snap.hand, step + 1)}
        >
          ${t.next}
        </button>
        <button type="button" class="text" data-act="last" ?disabled=${step >= n} @click=${() => c.go(c.snap.hand, n)}>
          ${t.last}
        </button>
        <button type="button" class="text" data-act="delete-last" ?disabled=${n === 0} @click=${() => c.deleteLast()}>
          ${t.edDeleteLast}
        </button>
      </div>
      <div class="btn-row options">
        ${check(
          t.edIllegal,
          c.illegal,
          (on) => {
            c.illegal = on;
            v.refresh();
          },
          'illegal',
        )}
        ${check(
          t.edSayBela,
          c.bela,
          (on) => {
            c.bela = on;
            v.refresh();
          },
          'bela',
        )}
        ${check(
          t.edSolver,
          v.solver,
          (on) => {
            v.solver = on;
            v.refresh();
          },
          'solver',
        )}
        ${over ? html`<button type="button" class="text strong" data-act="fill-result" ?disabled=${!c.resultReady} @click=${() => v.fillResult()}>${t.edFillResult}</button>` : nothing}
        ${over ? html`<button type="button" class="text" data-act="add-hand" @click=${() => c.addHand()}>${t.edAddHand}</button>` : nothing}
      </div>
      <div class="btn-row options ed-computer">
        <label class="ed-field"
          ><span>${t.edComputer}</span>
          <select
            data-field="computer"
            @change=${(e: Event) => {
              const x = (e.target as HTMLSelectElement).value;
              v.setComputer(x === '' ? -1 : (Number(x) as Player));
            }}
          >
            <option value="" ?selected=${c.computer === -1}>${t.edComputerNobody}</option>
            ${([0, 1] as Player[]).map((p) => html`<option value=${p} ?selected=${c.computer === p}>${names[p]}</option>`)}
          </select></label
        >
        <label class="ed-field"
          ><span>${t.edLevel}</span>
          <select
            data-field="level"
            @change=${(e: Event) =>
              v.setComputer(c.computer, (e.target as HTMLSelectElement).value as 'easy' | 'normal' | 'hard')}
          >
            ${(['easy', 'normal', 'hard'] as const).map((l) => html`<option value=${l} ?selected=${c.level === l}>${t.edLevels[l]}</option>`)}
          </select></label
        >
        ${c.computer !== -1 ? html`<p class="ed-help">${t.edComputerHelp(names[c.computer])}</p>` : nothing}
      </div>
    </div>
    ${renderComment(i18n, names, track, step, typeof handDoc?.comment === 'string' ? handDoc.comment : undefined, undefined, renderFaultLines)}
    <div class="panel ed-annotate">
      ${
        step > 0 && w
          ? html`<div class="ed-note">
              <label class="ed-field"
                ><span>${t.edMark}</span>
                <select
                  data-field="mark"
                  @change=${(e: Event) => c.annotate(step - 1, { mark: (e.target as HTMLSelectElement).value as Mark | '' })}
                >
                  <option value="" ?selected=${!w.mark}>${t.edNoMark}</option>
                  ${MARKS.map((m) => html`<option value=${m} ?selected=${w.mark === m}>${m} ${t.marks[m] ?? ''}</option>`)}
                </select></label
              >
              <label class="ed-field wide"
                ><span>${t.edAsk(step)}</span
                ><textarea
                  data-field="ask"
                  rows="2"
                  .value=${typeof w.ask === 'string' ? w.ask : ''}
                  @change=${(e: Event) => c.annotate(step - 1, { ask: (e.target as HTMLTextAreaElement).value })}
                ></textarea>
              </label>
              ${
                w.ask
                  ? html`<label class="ed-field"
                        ><span>${t.edAccept}</span>
                        <select
                          data-field="accept"
                          @change=${(e: Event) =>
                            c.annotate(step - 1, { accept: (e.target as HTMLSelectElement).value as Accept })}
                        >
                          ${(['recorded', 'legal', 'best'] as Accept[]).map(
                            (a) =>
                              html`<option value=${a} ?selected=${(w.accept ?? 'recorded') === a}>
                                ${t.edAcceptKind[a]}
                              </option>`,
                          )}
                        </select></label
                      >
                      ${w.accept === 'best' ? bestCheck(v, track, step - 1) : nothing}`
                  : nothing
              }
              <label class="ed-field wide"
                ><span>${t.edMoveComment(step)}</span
                ><textarea
                  data-field="comment"
                  rows="2"
                  .value=${typeof w.comment === 'string' ? w.comment : ''}
                  @change=${(e: Event) => c.annotate(step - 1, { comment: (e.target as HTMLTextAreaElement).value })}
                ></textarea>
              </label>
            </div>`
          : nothing
      }
      <label class="ed-field wide"
        ><span>${t.handComment}</span
        ><textarea
          data-field="hand-comment"
          rows="2"
          .value=${typeof handDoc?.comment === 'string' ? handDoc.comment : ''}
          @change=${(e: Event) => c.setHandComment((e.target as HTMLTextAreaElement).value)}
        ></textarea>
      </label>
    </div>
    ${s.phase !== 'bidding' ? renderSummary(i18n, names, c.replayed.hands[c.snap.hand]?.summary && over ? c.replayed.hands[c.snap.hand].summary! : handSummary(s), over) : nothing}
  </div>`;
}

/**
 * The game so far, when it matters (a score before this hand, or rules with claims): each
 * player's total before the hand plus the hand's points so far (its score once it is over),
 * and, where a claim may be made now, whether it would win (the engine's count and target).
 */
function renderGameTotal(v: EditorViewHost, s: HandState, offers: Offer[]): TemplateResult | typeof nothing {
  const { t } = v;
  if (!s.rules.claiming && !s.before[0] && !s.before[1]) return nothing;
  const names = v.names();
  const hand = s.phase === 'over' ? handSummary(s).score : pointsSoFar(s);
  const claim = offers.find((o) => o.move.type === 'claim' && o.legal);
  const p = claim ? actorOfOffer(claim, s) : -1;
  const count = p === -1 ? 0 : claimCount(s, p);
  return html`<p class="ed-help" data-game-total>
    ${t.edGameLine(
      t.edGameTotal(names[0], s.before[0], hand[0]),
      t.edGameTotal(names[1], s.before[1], hand[1]),
      s.rules.target,
    )}
    ${p === -1 ? nothing : html`<strong data-claim-would=${count >= s.rules.target ? 'win' : 'lose'}>${t.edClaimWould(names[p], count, s.rules.target, count >= s.rules.target)}</strong>`}
  </p>`;
}

function renderMoveControls(v: EditorViewHost, offers: Offer[], s: HandState): TemplateResult {
  const { c, t, i18n } = v;
  const names = v.names();
  const btn = (o: Offer, label: string, cls = '') =>
    html`<button
      type="button"
      class="text ${cls}${o.legal ? '' : ' illegal'}"
      data-move=${moveKey(o.move)}
      title=${o.legal ? '' : t.edIllegalMove}
      @click=${() => c.play(o.move)}
    >
      ${label}${o.legal ? nothing : html`<span class="sr-only"> (${t.edIllegalMove})</span>`}
    </button>`;
  const bids = offers.filter((o) => o.move.type === 'bid');
  const exchange = offers.filter((o) => o.move.type === 'exchange');
  const declares = offers.filter((o) => o.move.type === 'declare');
  const claims = offers.filter((o) => o.move.type === 'claim');
  const byPlayer = (p: Player) => declares.filter((o) => o.move.type === 'declare' && (o.move.player ?? s.toAct) === p);
  return html`<div class="controls play-controls" part="controls" role="group" aria-label=${t.edMoveChoices}>
    ${
      bids.length
        ? html`<div class="btn-row bids">
            <span class="row-title">${t.edBidFor(names[s.toAct])}</span>
            ${bids.map((o) => {
              const su = o.move.type === 'bid' ? parseSuit(o.move.bid) : -1;
              return btn(
                o,
                `${su !== -1 ? SUIT_SYMBOLS[su] + ' ' : ''}${bidLabel(v, o.move, s)}`,
                `bid${su !== -1 ? ` suit-${su}` : ''}`,
              );
            })}
          </div>`
        : nothing
    }
    ${exchange.map((o) => html`<div class="btn-row">${btn(o, `${names[actorOfOffer(o, s)]}: ${o.move.type === 'exchange' ? t.exchange(i18n.card(o.move.card), i18n.card(s.turnUp)) : ''}`)}</div>`)}
    ${([0, 1] as Player[]).map((p) => {
      const list = byPlayer(p);
      if (!list.length) return nothing;
      const runsOf = (o: Offer) => (o.move.type === 'declare' ? o.move.runs : []);
      const runsText = (o: Offer) =>
        runsOf(o)
          .map((r) => r.map((x) => i18n.short(x)).join(' '))
          .join(', ');
      const label = (o: Offer) =>
        runsOf(o).length ? t.declareOption(runsText(o), runValue(runsOf(o))) : t.declareNone;
      const runs = list.filter((o) => runsOf(o).length);
      // a long list (a long run has many parts): "Declare nothing" and a chooser grouped by worth
      if (runs.length <= DECLARE_BUTTONS)
        return html`<div class="btn-row declare">
          <span class="row-title">${t.edDeclareFor(names[p])}</span>
          ${list.map((o) => btn(o, label(o)))}
        </div>`;
      const worths = [...new Set(runs.map((o) => runValue(runsOf(o))))].sort((a, b) => b - a);
      const id = `ed-decl-${p}`;
      return html`<div class="btn-row declare many" data-player=${p}>
        <span class="row-title">${t.edDeclareFor(names[p])}</span>
        ${list.filter((o) => !runsOf(o).length).map((o) => btn(o, label(o)))}
        <span class="ed-declare-pick">
          <select id=${id} aria-label=${t.edDeclareRuns(names[p], runs.length)} data-field="declare">
            ${worths.map(
              (wv) =>
                html`<optgroup label=${t.edDeclareWorth(wv)}>
                  ${runs
                    .filter((o) => runValue(runsOf(o)) === wv)
                    .map(
                      (o) =>
                        html`<option value=${runs.indexOf(o)} data-move=${moveKey(o.move)}>
                          ${wv} · ${runsText(o)}${o.legal ? '' : ` (${t.edIllegalMove})`}
                        </option>`,
                    )}
                </optgroup>`,
            )}
          </select>
          <button
            type="button"
            class="text strong"
            data-act="declare-chosen"
            @click=${(e: Event) => {
              const sel = (e.target as HTMLElement).closest('.ed-declare-pick')?.querySelector('select');
              const o = runs[Number(sel?.value)];
              if (o) c.play(o.move);
            }}
          >
            ${t.edDeclareChosen}
          </button>
        </span>
      </div>`;
    })}
    ${claims.length ? html`<div class="btn-row">${claims.map((o) => btn(o, `${names[actorOfOffer(o, s)]}: ${t.claim}`, 'strong'))}</div>` : nothing}
    ${s.phase === 'play' ? html`<p class="ed-help">${t.edCardHelp(names[s.toAct])}</p>` : nothing}
  </div>`;
}

/** A short stable name of a move for tests and styling: `bid-take`, `declare-QH.JH.10H`, `claim`. */
export function moveKey(m: Move): string {
  switch (m.type) {
    case 'bid':
      return `bid-${m.bid}`;
    case 'declare':
      return `declare-${m.runs.map((r) => r.join('.')).join('+') || 'none'}-p${m.player ?? ''}`;
    case 'exchange':
      return `exchange-${m.card}`;
    case 'play':
      return `play-${m.card}${m.bela ? '-bela' : ''}`;
    default:
      return m.type;
  }
}
