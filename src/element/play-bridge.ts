/**
 * Play mode's half of the element's wiring, in the play chunk (klaberjass-table.ts loads this
 * module with a visible `import()` the first time a table plays): the play session made with a
 * resolved `PlayConfig` and a `PlayHost` (the session never sees the element), a game played on
 * from a replayed position ("Play from here"), the way back to the replay, and a game saved under
 * `persist` that went on from the document shown. Only this module touches the element's
 * internals (`TableInternals`), so the main file carries none of it.
 */
import type { Saved } from './controllers/game.js';
import { stateAt } from './model/track.js';
import type { TranscriptDoc } from '../notation/types.js';
import { type Branch, type PlayConfig, type PlayHost, type TableInternals, PlaySession } from './play.js';
import { perspectiveOf, renderTableRegion } from './views/table.js';
import { emit } from './events.js';
import { AdvisorController } from './controllers/advisor.js';

export { styles } from './play.js';

/** The table's play session, made on first use. */
export function sessionOf(el: TableInternals): PlaySession {
  return (el.session ??= new PlaySession(hostOf(el)));
}

/** The attributes that define a game: a change deals a new one. */
const NEW_GAME = ['mode', 'rules', 'seed', 'persist', 'perspective'];

/** The attributes the computer player reads: a change reaches the session at once. */
const SETTINGS = ['bela', 'level', 'opponentDelay'];

/**
 * Before a table renders once this part is loaded (`changed`: lit's changed properties): the
 * session hears of changed settings; a play table deals a new game when the mode or an attribute
 * that defines a game changed, except while a game branched from a replay goes on; a replay or
 * validate table that was a play table stops the game.
 */
export function playUpdate(el: TableInternals, changed: ReadonlyMap<PropertyKey, unknown>): void {
  if (SETTINGS.some((k) => changed.has(k))) el.session?.configure();
  if (el.mode === 'play') {
    if (!el._branch && NEW_GAME.some((k) => changed.has(k))) sessionOf(el).start();
  } else if (el.mode !== 'edit' && changed.get('mode') === 'play') el.session?.play.stop();
}

/** The attributes play mode reads, resolved (read again at every use: they may change). */
function configOf(el: TableInternals): PlayConfig {
  return {
    rules: (el.rules || 'classic').trim(),
    seed: el.seed,
    human: el.perspective === '1' ? 1 : 0,
    openCards: el.perspective === 'open',
    persist: el.persist,
    level: el.level,
    delay: Math.max(0, Number(el.opponentDelay) || 0),
    autoBela: el.bela !== 'manual',
  };
}

/** What the play session may see and do (see PlayHost). */
function hostOf(el: TableInternals): PlayHost {
  return {
    el,
    i18n: el.i18n,
    advisor: el.advisorFrom({ AdvisorController }),
    get config() {
      return configOf(el);
    },
    get branch() {
      return el._branch;
    },
    get notice() {
      return el._notice;
    },
    set notice(v: string) {
      el._notice = v;
    },
    names: () => el.names,
    live: (text) => {
      el._live = text;
    },
    emit: (name, detail) => emit(el, name, detail),
    fail: (message, source, fatal) => el.fail(message, source, fatal),
    clearError: () => {
      el._error = null;
    },
    tableRegion: renderTableRegion,
    faceUp: (seat) => perspectiveOf(el.perspective, seat).faceUp,
    backToReplay: () => backToReplay(el),
  };
}

/** Play on from a replayed position (with `saved`: the game saved under `persist` that did). */
function branchAt(el: TableInternals, hand: number, step: number, mode: Branch['mode'], saved?: Saved): void {
  const r = el.loader.replayed;
  const t = el.replay.track(hand);
  const s = t && step <= t.moves.length ? stateAt(t, step) : null;
  if (!r || !s || s.phase === 'over') return;
  el.replay.auto.stop();
  el.hand = hand;
  el.step = step;
  el._branch = { mode, hand, step };
  sessionOf(el).branch(s, r.hands[hand].before, hand, step, el.loader.doc, saved);
  el.mode = 'play';
}

/** "Play from here": play on from the position shown (back to validate mode after, from a validate table; else to the replay). */
export function playFromHere(el: TableInternals): void {
  branchAt(el, el.hand, el.step, el.mode === 'validate' ? 'validate' : 'replay');
}

/** Back to the replay a game branched from, where it branched. */
function backToReplay(el: TableInternals): void {
  const b = el._branch;
  if (!b) return;
  el.session?.leaveBranch();
  el._branch = null;
  el.lastStep = '';
  el.mode = b.mode;
  el.hand = b.hand;
  el.step = b.step;
}

/** A game played on from `doc` and saved under `persist` goes on where it was (the document shown is still `doc`). */
export function resumeSaved(el: TableInternals, doc: TranscriptDoc | null): void {
  const saved = el.loader.doc === doc && !el._branch ? sessionOf(el).savedBranch(doc) : null;
  if (saved) branchAt(el, saved.branch.hand, saved.branch.step, saved.branch.mode, saved);
}
