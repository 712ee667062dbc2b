// Server rendering (issue 24, point 3): the element renders under @lit-labs/ssr with a transcript
// given as a property, and the declarative shadow DOM holds the position: a reader without
// JavaScript sees the table, its comment and the move list.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { example, serverRender } from './ssr-render.js';

/** The text of the server's HTML (tags, comments and the style sheet left out). */
const textOf = (h: string) =>
  h
    .replace(/<style>[\s\S]*?<\/style>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('the element under @lit-labs/ssr', () => {
  it('renders the position into a declarative shadow root (this.host.closest is not a function from willUpdate)', async () => {
    const out = await serverRender(example('must-trump.json'), 14);
    assert.match(out, /<klaberjass-table[^>]*><template shadowroot="open" shadowrootmode="open"><style>/);
    const text = textOf(out);
    assert.match(text, /Void in the suit led: you must trump/);
    assert.match(text, /Hand 1 of 1 · move 14 of 22/);
    assert.match(text, /Finn has no diamonds left, so Finn must trump/);
    // the cards of the position: the trick (Eva's 7 of diamonds, Finn's 7 of clubs) and Eva's hand
    for (const card of ['seven of diamonds', 'seven of clubs', 'king of spades', 'eight of hearts'])
      assert.ok(out.includes(card), card);
    // the toolbar's checkboxes as attributes (a server has no properties to set)
    assert.doesNotMatch(out, /\.checked/);
  });

  it('renders in Norwegian when the page asks for it (the strings are loaded first)', async () => {
    const text = textOf(await serverRender(example('must-trump.json'), 14, 'nb'));
    assert.match(text, /Runde 1 av 1/);
    assert.doesNotMatch(text, /Hand 1 of 1/);
  });

  it('does not give a question away: the position before it, no move list, not its comment', async () => {
    const out = await serverRender(example('quiz/must-trump.json'), 20);
    const text = textOf(out);
    assert.match(text, /move 13 of 22/);
    assert.doesNotMatch(text, /Finn has no diamonds left/);
    assert.doesNotMatch(out, /part="timeline"/);
  });

  it('renders the same HTML however many tables it rendered before (a part an earlier render loaded is not drawn on the server, so the page hydrates what it would draw first)', async () => {
    // a game with a fault: the score sheet, the verdict's notice and the faults (their lines and look) are lazy parts
    const doc = example('game-to-500.json');
    const faulty = structuredClone(doc);
    const moves = faulty.hands[1].moves!;
    const i = moves.findIndex((m, k) => k > 0 && 'card' in m);
    [moves[i], moves[i + 1]] = [moves[i + 1], moves[i]];
    for (const d of [doc, faulty]) {
      const first = await serverRender(d, 0);
      // every part those renders asked for is loaded now (the same module records as the element's imports)
      await Promise.all([
        import('../../../src/element/views/score-sheet.js'),
        import('../../../src/element/views/verdict.js'),
        import('../../../src/element/views/fault-lines.js'),
      ]);
      await new Promise((r) => setImmediate(r));
      assert.equal(await serverRender(d, 0), first);
      assert.doesNotMatch(first, /part="score-sheet"/);
    }
  });
});
