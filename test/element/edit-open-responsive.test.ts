// Issue 22.2, opening: the editor replayed a document it was given in one task, so a large one
// (the editor accepts up to 16 MiB) froze the page for seconds. It now replays it a hand at a
// time and lets the page run between slices: what the page scheduled meanwhile runs before the
// editor shows the document; the document opened so is the one a replay in one go gives; and a
// document given while another is still opening is the only one shown.
import { expect, fixture, html } from '@open-wc/testing';
import type { KjEditDetail } from '../../src/element/events.js';
import type { KlaberjassTable } from '../../src/element/klaberjass-table.js';
import type { TranscriptDoc, TranscriptHand } from '../../src/notation/types.js';
import { replayDocument } from '../../src/validator/index.js';
import { $, events, fixtureDoc, waitUntil } from './helpers.js';

/** About `bytes` of transcript: a 12-hand game's hands repeated (hundreds of hands; faults, as the dealer order breaks). */
async function largeDoc(bytes: number): Promise<TranscriptDoc> {
  const doc = await fixtureDoc('valid/game-simple-024.json');
  const one = JSON.stringify(doc.hands).length;
  const hands: TranscriptHand[] = [];
  for (let i = 0; i < Math.ceil(bytes / one); i++) hands.push(...(doc.hands as TranscriptHand[]));
  const big = { ...doc, hands } as unknown as TranscriptDoc;
  delete big.result;
  return big;
}

/**
 * An editor showing a small document with faults: its chunk and the wording of faults are loaded,
 * so what follows is opening alone (a wording still to load would make any opening wait a task).
 */
async function editorWithSmall(): Promise<KlaberjassTable> {
  const small = await largeDoc(10_000);
  const el = await fixture<KlaberjassTable>(
    html`<klaberjass-table mode="edit" .transcript=${small}></klaberjass-table>`,
  );
  await waitUntil(() => $(el, '.editor') !== null, 'no editor', { timeout: 20000 });
  await el.updateComplete;
  return el;
}

/** The documents the editor opened, by their number of hands (each open fires kj-edit). */
function opened(el: KlaberjassTable): () => number[] {
  const seen = events<KjEditDetail>(el, 'kj-edit');
  return () => seen.map((e) => e.detail.document.hands.length);
}

describe('editor: opening a large document', function () {
  this.timeout(120000);

  it('22.2 opening a large document blocked the page: a timer set right after the transcript runs before the editor shows it', async () => {
    const el = await editorWithSmall();
    // (near the 2 MiB the editor opens, so that it takes many slices of SLICE_MS even on a fast
    // machine: a quiet one replays 400 KB in about 200 ms, five slices only)
    const big = await largeDoc(1_900_000);
    const hands = opened(el);
    let shownWhenTimerRan: boolean | null = null;
    el.transcript = big;
    setTimeout(() => (shownWhenTimerRan = hands().includes(big.hands.length)));
    await waitUntil(() => hands().includes(big.hands.length), 'the large document never opened', {
      timeout: 100000,
    });
    expect(shownWhenTimerRan, 'the timer ran only once the whole document was replayed').to.equal(false);
    await el.updateComplete;
    expect($(el, '.where')?.textContent ?? '').to.contain(String(big.hands.length));
  });

  it('22.2 a document opened in slices is the one a replay in one go gives (the same verdict, the same moves)', async () => {
    const el = await editorWithSmall();
    const big = await largeDoc(400_000);
    const seen = events<KjEditDetail>(el, 'kj-edit');
    el.transcript = big;
    await waitUntil(() => seen.some((e) => e.detail.document.hands.length === big.hands.length), 'never opened', {
      timeout: 100000,
    });
    const detail = seen.find((e) => e.detail.document.hands.length === big.hands.length)!.detail;
    const whole = replayDocument(big);
    expect(detail.document).to.equal(big);
    expect(
      whole.verdict.violations.length,
      'the document has faults (the repeated hands break the dealer order)',
    ).to.be.above(0);
    expect(JSON.stringify(detail.verdict)).to.equal(JSON.stringify(whole.verdict));
  });

  it('22.2 a transcript given while a large one is still opening is the only one shown', async () => {
    const el = await editorWithSmall();
    // (near the 2 MiB the editor opens: a smaller one replayed within its first slice on a quiet
    // machine, so it was no longer opening when the next was given, and the test failed there)
    const big = await largeDoc(1_900_000);
    const next = await largeDoc(20_000);
    const hands = opened(el);
    el.transcript = big;
    // mid-open: the page gets its turn between slices, and a new transcript is given then
    await new Promise((r) => setTimeout(r));
    expect(hands(), 'the large document was still opening').to.not.include(big.hands.length);
    el.transcript = next;
    await waitUntil(() => hands().includes(next.hands.length), 'the new document never opened', { timeout: 100000 });
    // the table's update waits for every slice still scheduled: had the first replay gone on, it is over now
    await el.updateComplete;
    expect(hands()).to.deep.equal([next.hands.length]);
    expect($(el, '.where')?.textContent ?? '').to.contain(String(next.hands.length));
  });

  it('22.2 a game of hundreds of hands drew a list of every hand at each change: the hand is chosen by its number', async () => {
    const el = await editorWithSmall();
    // (booleans: a failure message that printed the element would take minutes to write)
    expect($(el, '.ed-bar .speed select') !== null, 'a short game: the list of its hands').to.equal(true);
    const big = await largeDoc(400_000);
    const hands = opened(el);
    el.transcript = big;
    await waitUntil(() => hands().includes(big.hands.length), 'never opened', { timeout: 100000 });
    await el.updateComplete;
    expect($(el, '.ed-bar .speed select') === null, 'no list of hundreds of hands').to.equal(true);
    const field = $<HTMLInputElement>(el, '.ed-bar input.ed-hand')!;
    expect(field.max).to.equal(String(big.hands.length));
    field.value = '300';
    field.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
    await el.updateComplete;
    expect($(el, '.where')?.textContent ?? '').to.contain(`300`);
    // a number past the last hand goes to the last hand, and the field says so
    field.value = '99999';
    field.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
    await el.updateComplete;
    expect($<HTMLInputElement>(el, '.ed-bar input.ed-hand')!.value).to.equal(String(big.hands.length));
  });
});
