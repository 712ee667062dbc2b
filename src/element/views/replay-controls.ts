/**
 * The replay's toolbar, a function of the replay controller: the five position buttons (first,
 * back, play/pause, forward, last) from one table and the mode's actions ("Play from here"), then
 * the options (by trick, the analysis box the mode adds, speed, the hand picker).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { SPEEDS, type Speed } from '../controllers/autoplay.js';
import type { ReplayController } from '../controllers/replay.js';
import type { I18nController } from '../i18n/index.js';

const icon = (d: string) =>
  html`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d=${d} fill="currentColor" /></svg>`;

/** A labelled checkbox of the options row. */
export const check = (label: string, checked: boolean, set: (on: boolean) => void, act?: string): TemplateResult =>
  html`<label class="check"
    ><input
      type="checkbox"
      data-act=${act ?? nothing}
      ?checked=${checked}
      @change=${(e: Event) => set((e.target as HTMLInputElement).checked)}
    />
    ${label}</label
  >`;

/** A labelled select of the options row. */
const pick = (label: string, options: TemplateResult[], set: (value: string) => void): TemplateResult =>
  html`<label class="speed"
    >${label}
    <select @change=${(e: Event) => set((e.target as HTMLSelectElement).value)}>
      ${options}
    </select></label
  >`;

/** What a mode adds to the toolbar: options after the by-trick box, actions after the position buttons. */
export interface ControlsExtra {
  options?: TemplateResult | typeof nothing;
  actions?: TemplateResult | typeof nothing;
}

/** Hand pickers beyond this many hands are a number field, not a list of every hand. */
const LISTED_HANDS = 100;

export function renderReplayControls(
  i18n: I18nController,
  replay: ReplayController,
  hand: number,
  extra: ControlsExtra = {},
): TemplateResult {
  const t = i18n.strings;
  const auto = replay.auto;
  const hands = replay.document?.hands.length ?? 0;
  const playing = auto.running;
  // label, icon path, disabled, action (every button but play/pause stops autoplay first)
  const buttons: [string, string, boolean, () => void][] = [
    [t.first, 'M18.4 16.6 13.8 12l4.6-4.6L17 6l-6 6 6 6zM6 6h2v12H6z', !replay.canGo(-1), () => replay.first()],
    [t.prev, 'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z', !replay.canGo(-1), () => replay.stepBy(-1)],
    [playing ? t.pause : t.play, playing ? 'M6 5h4v14H6zM14 5h4v14h-4z' : 'M7 5v14l12-7z', false, () => auto.toggle()],
    [t.next, 'M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z', !replay.canGo(1), () => replay.stepBy(1)],
    [t.last, 'M5.6 7.4 10.2 12l-4.6 4.6L7 18l6-6-6-6zM16 6h2v12h-2z', !replay.canGo(1), () => replay.last()],
  ];
  return html`<div class="controls" part="controls" role="toolbar" aria-label=${t.controls}>
    <div class="btn-row">
      ${buttons.map(
        ([label, d, disabled, act], i) =>
          html`<button
            type="button"
            class="icon${i === 2 ? ' play' : ''}"
            title=${label}
            aria-label=${label}
            aria-pressed=${i === 2 ? String(playing) : nothing}
            ?disabled=${disabled}
            @click=${i === 2 ? act : () => replay.stopThen(act)}
          >
            ${icon(d)}
          </button>`,
      )}
      ${extra.actions}
    </div>
    <div class="btn-row options">
      ${check(t.byTrick, replay.byTrick, (on) => {
        replay.byTrick = on;
      })}
      ${extra.options}
      ${pick(
        t.speed,
        (Object.keys(SPEEDS) as Speed[]).map(
          (k) => html`<option value=${k} ?selected=${auto.speed === k}>${t[k]}</option>`,
        ),
        (v) => {
          auto.speed = v as Speed;
        },
      )}
      ${hands > 1 ? handPicker(t.hand, hands, hand, (h) => replay.stopThen(() => replay.go(h, 0))) : nothing}
    </div>
  </div>`;
}

/** The hand picker: a list of the hands, or for a long document a number field (1 to `hands`). */
function handPicker(label: string, hands: number, hand: number, go: (hand: number) => void): TemplateResult {
  if (hands <= LISTED_HANDS)
    return pick(
      label,
      Array.from({ length: hands }, (_, i) => html`<option value=${i} ?selected=${i === hand}>${i + 1}</option>`),
      (v) => go(Number(v)),
    );
  return html`<label class="speed"
    >${label}
    <input
      type="number"
      min="1"
      max=${hands}
      .value=${String(hand + 1)}
      @change=${(e: Event) => go(Math.trunc(Number((e.target as HTMLInputElement).value) || 1) - 1)}
  /></label>`;
}
