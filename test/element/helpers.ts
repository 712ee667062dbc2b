// Shared helpers for the element tests.
import { waitUntil as owcWaitUntil } from '@open-wc/testing';
import '../../src/element/define.js';
import type { KlaberjassTable } from '../../src/element/klaberjass-table.js';
// the library's public API, as a page's code has it (klaberjass-table): the engine, the notation, the validator
import {
  type GameState,
  type HandState,
  type Move,
  type TranscriptDoc,
  type TranscriptMove,
  apply,
  cardsFromStrings,
  moveFromNotation,
  newGame,
  parseTranscript,
  replayDocument,
  rulesOf,
} from '../../src/index.js';

/**
 * The longest any test here waits for a condition. A bound, never a measure: no browser test waits
 * to see that something does *not* happen, so a longer bound costs nothing when the table works and
 * only makes a loaded CI machine's slow render a pass instead of a failure. (@open-wc's own default
 * is 1 s: stop 32's CI failed one browser test on a machine that was busy.)
 */
export const WAIT_MS = 20_000;

/**
 * @open-wc's `waitUntil`, its bound at least {@link WAIT_MS}: every browser test imports this one
 * (eslint's no-restricted-imports says so).
 */
export function waitUntil(
  predicate: () => unknown | Promise<unknown>,
  message?: string,
  options: { interval?: number; timeout?: number } = {},
): Promise<void> {
  return owcWaitUntil(predicate, message, { ...options, timeout: Math.max(options.timeout ?? 0, WAIT_MS) });
}

export const FIXTURES = '/test/fixtures/conformance';

export async function fixtureDoc<T = Record<string, unknown>>(path: string): Promise<T> {
  const res = await fetch(`${FIXTURES}/${path}`);
  return (await res.json()) as T;
}

export const shadow = (el: KlaberjassTable): ShadowRoot => el.shadowRoot as ShadowRoot;
export const $ = <T extends Element = HTMLElement>(el: KlaberjassTable, sel: string): T | null =>
  shadow(el).querySelector<T>(sel);
export const $$ = <T extends Element = HTMLElement>(el: KlaberjassTable, sel: string): T[] => [
  ...shadow(el).querySelectorAll<T>(sel),
];
export const text = (el: KlaberjassTable, sel: string): string =>
  ($(el, sel)?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Wait until the element has a table (or an error) rendered. */
export async function ready(el: KlaberjassTable, what = '.felt, .error, .verdict'): Promise<void> {
  await waitUntil(() => $(el, what) !== null, `element did not render ${what}`);
  await el.updateComplete;
}

export function key(el: KlaberjassTable, k: string, target?: Element): void {
  (target ?? $(el, '.table-region') ?? el).dispatchEvent(
    new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true }),
  );
}

export function events<T>(el: EventTarget, name: string): CustomEvent<T>[] {
  const list: CustomEvent<T>[] = [];
  el.addEventListener(name, (e) => list.push(e as CustomEvent<T>));
  return list;
}

/**
 * True when the computer is not thinking, as a reader sees it: the table has drawn its last change
 * and the play status (`part="status"`) does not say the computer is thinking ("Ben is thinking…",
 * "Ben tenker…": the only status that ends with an ellipsis). No status (not playing yet): true.
 */
export function idle(el: KlaberjassTable): boolean {
  if (el.isUpdatePending) return false;
  const status = $(el, '.status[part="status"]');
  // the status's own words, without the notice and hint spans beside them
  const own = [...(status?.childNodes ?? [])]
    .filter((n) => n.nodeType === Node.TEXT_NODE)
    .map((n) => n.textContent)
    .join('')
    .trim();
  return !own.endsWith('…');
}

/** The table's `exportTranscript()` (play: the game so far, every deal in full), read with the library's `parseTranscript`. */
function exported(el: KlaberjassTable): TranscriptDoc {
  const doc = el.exportTranscript();
  if (!doc) throw new Error('the table is not playing: no transcript to export');
  const read = parseTranscript(doc);
  if (!read.ok) throw new Error(`the exported transcript does not read: ${JSON.stringify(read.error)}`);
  return read.value;
}

/** A move the engine must accept while a test plays an exported game again. */
function played(g: GameState, m: Move | null, where: string): GameState {
  if (!m) throw new Error(`${where}: a move that does not read`);
  const r = apply(g, m);
  if (!r.ok) throw new Error(`${where}: ${r.error.message}`);
  return r.value;
}

/**
 * The game a table deals, as the page's code can know it: its `exportTranscript()` (every deal in
 * full) played again with the engine's public API (`newGame` with the exported decks, `apply` of
 * each move, and `next` between hands). So the phase, the hands, the totals and the end of the game
 * are read the way a page reads them, not from the element's insides. A game played on from a
 * document (its first hand written as a deal or a position, not a deck): `playedHand`.
 */
export function game(el: KlaberjassTable): GameState {
  const doc = exported(el);
  const decks = doc.hands.map((h, i) => {
    const deck = cardsFromStrings(h.deck);
    if (!deck) throw new Error(`hand ${i} has no deck: a game played on from a document (read it with playedHand)`);
    return deck;
  });
  let g = newGame({ rules: rulesOf(doc.rules), dealer: doc.hands[0].dealer, decks });
  doc.hands.forEach((h, i) => {
    if (i > 0) g = played(g, { type: 'next' }, `before hand ${i}`);
    (h.moves ?? []).forEach((m, j) => (g = played(g, moveFromNotation(m), `hand ${i}, move ${j}`)));
  });
  return g;
}

/**
 * The hand in play (or just finished) of any game a table plays, also one played on from a
 * document: its `exportTranscript()` replayed by the library's `replayDocument`, the state after
 * the last move.
 */
export function playedHand(el: KlaberjassTable): HandState {
  const last = replayDocument(exported(el)).hands.at(-1);
  const state = last?.steps.at(-1)?.state ?? last?.initial;
  if (!state) throw new Error('the exported game does not replay');
  return state;
}

/**
 * Play one action through the UI as a person would, once the computer has moved (waiting up to
 * `timeout` ms): the first bid, "declare nothing", keep the seven (the dix), or the first legal
 * card. True when there was one to press.
 */
export async function act(el: KlaberjassTable, timeout = 5000): Promise<boolean> {
  await waitUntil(() => idle(el), 'the computer did not move', { timeout });
  await el.updateComplete;
  const press =
    $$<HTMLButtonElement>(el, '.bids button')[0] ??
    $$<HTMLButtonElement>(el, '.declare button').at(-1) ??
    $<HTMLButtonElement>(el, '.dix .keep') ??
    $<HTMLButtonElement>(el, '.hand.active button.card.legal');
  press?.click();
  await el.updateComplete;
  return !!press;
}

/** Everything said in the table's live region from now on, each text as it was set. */
export function listen(el: KlaberjassTable): string[] {
  const said: string[] = [];
  const region = $(el, '[aria-live]')!;
  new MutationObserver(() => {
    const s = (region.textContent ?? '').trim();
    if (s && s !== said.at(-1)) said.push(s);
  }).observe(region, { childList: true, characterData: true, subtree: true });
  return said;
}

/** Click Copy (play mode's export) and read what went to the clipboard. */
export async function copied(el: KlaberjassTable): Promise<string> {
  let got = '';
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: async (t: string) => void (got = t) },
  });
  try {
    $$<HTMLButtonElement>(el, '.export button')[0].click();
    await waitUntil(() => got !== '', 'nothing copied');
  } finally {
    delete (navigator as unknown as { clipboard?: unknown }).clipboard;
  }
  return got;
}

/**
 * The same deal as `annaDeals`, as an author types it into the editor's Set up fields (each
 * player's first six and last three, the turn-up, the bottom card): Ben takes the 7 of hearts
 * turned up and leads, and Anna must overtrump his ten of hearts with the nine.
 */
export const ANNA_DEAL_FIELDS = {
  first0: '9H 8H QH AD KD QD',
  last0: 'JD 10D 9D',
  first1: '10H KH AS KS QS JS',
  last1: '10S 9S 8S',
  turnUp: '7H',
  bottom: '7C',
} as const;

/**
 * A document of one whole deal, Anna dealing (Ben bids and leads first): Anna holds the 9, 8 and
 * queen of hearts and six diamonds, Ben the 10 and king of hearts and seven spades, the 7 of
 * hearts turns up and the 7 of clubs is at the bottom. `moves` and `more` (a title, other hands)
 * make the document a test needs.
 */
export function annaDeals(moves: TranscriptMove[], more: Partial<TranscriptDoc> = {}): TranscriptDoc {
  return {
    format: 'klaberjass',
    version: 1,
    rules: 'classic',
    players: ['Anna', 'Ben'],
    hands: [
      {
        dealer: 0,
        deal: {
          turnUp: '7H',
          hands: [
            ['9H', '8H', 'QH', 'AD', 'KD', 'QD', 'JD', '10D', '9D'],
            ['10H', 'KH', 'AS', 'KS', 'QS', 'JS', '10S', '9S', '8S'],
          ],
          bottom: '7C',
        },
        moves,
      },
    ],
    ...more,
  };
}
