// The editor's document model and controller without a browser: the deal's slots, the compact
// card lists, random fills, recording and keeping moves, undo and redo, the result, the snippets.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { evaluate, type EvaluateOptions } from '@mdx-js/mdx';
import { EditorController } from '../../../../src/element/editor/controller.js';
import {
  BOTTOM,
  TURN_UP,
  dealProblems,
  emptySlots,
  fillAtRandom,
  fillPosition,
  heldOf,
  positionProblems,
  embedSnippet,
  fallbackHtml,
  inlineSnippet,
  placeCard,
  readCardList,
  scriptSafeJson,
  slotsFromDeck,
  slotsOf,
  dealOf,
} from '../../../../src/element/editor/model.js';
import { enEdit } from '../../../../src/element/i18n/en-edit.js';
import { nbEdit } from '../../../../src/element/i18n/nb-edit.js';
import { cardName, handFromDeck, parseCard, rulesOf, seedRng, shuffledDeck } from '../../../../src/engine/internal.js';
import { validate } from '../../../../src/validator/index.js';

const cards = (s: string) => s.split(' ').map(parseCard);

describe('editor model', () => {
  it('deals a deck into the slots as the engine deals it', () => {
    const deck = shuffledDeck(seedRng(9));
    for (const dealer of [0, 1] as const) {
      const s = slotsFromDeck(deck, dealer);
      const h = handFromDeck(rulesOf('classic'), dealer, deck);
      const mask = (list: number[]) => list.reduce((m, c) => m | (1 << c), 0);
      assert.equal(mask(s.slice(0, 6)), h.first[0]);
      assert.equal(mask(s.slice(9, 15)), h.first[1]);
      assert.equal(mask(s.slice(6, 9)), h.rest[0]);
      assert.equal(mask(s.slice(15, 18)), h.rest[1]);
      assert.equal(s[TURN_UP], h.turnUp);
      assert.equal(s[BOTTOM], h.bottom);
    }
  });

  it('reads a hand written with a deck or a deal into the same slots', () => {
    const deck = shuffledDeck(seedRng(3));
    const s = slotsFromDeck(deck, 1);
    assert.deepEqual(slotsOf({ dealer: 1, deck: deck.map(cardName) }), s);
    assert.deepEqual(slotsOf({ dealer: 1, deal: dealOf(s) }), s);
  });

  it('reads compact card lists and reports words that are no card and repeats', () => {
    assert.deepEqual(readCardList('AS ks, 10h T9'), {
      ok: false,
      unknown: ['T9'],
      repeated: [],
      cards: cards('AS KS 10H'),
    });
    assert.deepEqual(readCardList(' 7C 7c '), {
      ok: false,
      unknown: [],
      repeated: [parseCard('7C')],
      cards: cards('7C'),
    });
    assert.deepEqual(readCardList('TH JD'), { ok: true, cards: cards('10H JD') });
  });

  it('reports a card placed twice and the places still empty', () => {
    let s = emptySlots();
    s[0] = parseCard('AS');
    s[9] = parseCard('AS');
    const p = dealProblems(s);
    assert.deepEqual(p[0], { kind: 'twice', card: parseCard('AS'), groups: ['first0', 'first1'] });
    assert.deepEqual(p[1], { kind: 'missing', group: 'first0', have: 1, need: 6 });
    // the picker moves a card, it never places it twice
    s = placeCard(s, 3, parseCard('AS'));
    assert.deepEqual([s[0], s[3], s[9]], [-1, parseCard('AS'), -1]);
  });

  it('fills the empty places from the cards not placed, the same way for the same seed', () => {
    const s = emptySlots();
    s[0] = parseCard('JH');
    const a = fillAtRandom(s, '5');
    assert.deepEqual(a, fillAtRandom(s, '5'));
    assert.equal(a[0], parseCard('JH'));
    assert.equal(new Set(a).size, 20);
    assert.deepEqual(dealProblems(a), []);
  });

  it('writes JSON that is safe inside a script element and reads back the same', () => {
    const text = JSON.stringify({ t: '</script><!-- & \u2028\u2029 >' });
    const safe = scriptSafeJson(text);
    assert.doesNotMatch(safe, /[<>&\u2028\u2029]/);
    assert.deepEqual(JSON.parse(safe), JSON.parse(text));
    assert.match(
      inlineSnippet(text, 0, 3),
      /^<klaberjass-table hand="0" step="3">\n<script type="application\/json">\n/,
    );
  });

  it('writes the fallback form: a link to the transcript around an image with its alt text, escaped', () => {
    assert.equal(
      embedSnippet('hands/a "b".json', 0, 6, { image: 'a.svg', alt: 'Eva leads <the> ace & wins' }),
      '<klaberjass-table hand="0" step="6">\n  <a href="hands/a &quot;b&quot;.json"><img src="a.svg" alt="Eva leads &lt;the&gt; ace &amp; wins" /></a>\n</klaberjass-table>',
    );
    // no image: the alt text is the link's text; neither: the URL is
    assert.equal(fallbackHtml({ href: 'h.json', alt: 'Must trump' }), '<a href="h.json">Must trump</a>');
    assert.equal(fallbackHtml({ href: 'h.json' }), '<a href="h.json">h.json</a>');
    // the inline form keeps a fallback too (nothing when there is none)
    assert.match(inlineSnippet('{}', 0, 0, { alt: 'A & B' }), /<\/script>\n<p>A &amp; B<\/p>\n<\/klaberjass-table>$/);
    assert.match(inlineSnippet('{}', 0, 0, { image: 'x.png', alt: '' }), /<\/script>\n<img src="x.png" alt="" \/>\n/);
    assert.match(inlineSnippet('{}', 0, 0), /<\/script>\n<\/klaberjass-table>$/);
  });

  // issue 25 point 2: MDX (Astro, Docusaurus, Next) failed the site's build on a snippet with a `{`
  // (MDX reads it as an expression) or an unclosed `<img>` (MDX is JSX)
  it('issue 25: the embed snippet is MDX too, and MDX reads back its URL and text', async () => {
    const snippet = embedSnippet('hands/{x} & y.json', 0, 6, { alt: 'Trump {always} <then> "lead" & win' });
    const withImage = embedSnippet('h.json', 1, 2, { image: 'h.svg', alt: '{a}' });
    type Node = { type: unknown; props: { children?: unknown; [k: string]: unknown } };
    const node = (type: unknown, props: Node['props']): Node => ({ type, props });
    const { default: Content } = await evaluate(`# Post\n\n${snippet}\n\n${withImage}\n`, {
      Fragment: Symbol('fragment'),
      jsx: node,
      jsxs: node,
    } as unknown as EvaluateOptions);
    const found: Node[] = [];
    const walk = (n: unknown): void => {
      if (Array.isArray(n)) return n.forEach(walk);
      if (!n || typeof n !== 'object') return;
      const v = n as Node;
      if (typeof v.type === 'function') return walk((v.type as (p: unknown) => unknown)(v.props));
      found.push(v);
      walk(v.props.children);
    };
    walk((Content as (p: object) => unknown)({}));
    const tables = found.filter((n) => n.type === 'klaberjass-table');
    assert.deepEqual(
      tables.map((t) => [t.props.hand, t.props.step]),
      [
        ['0', '6'],
        ['1', '2'],
      ],
    );
    const [link, imageLink] = found.filter((n) => n.type === 'a');
    assert.equal(link!.props.href, 'hands/{x} & y.json');
    assert.equal(link!.props.children, 'Trump {always} <then> "lead" & win');
    assert.equal((imageLink!.props.children as Node).props.alt, '{a}');
  });

  it('has every string in Norwegian Bokmål', () => {
    assert.deepEqual(Object.keys(nbEdit).sort(), Object.keys(enEdit).sort());
  });
});

describe('editor controller', () => {
  const played = () => {
    const c = new EditorController(
      () => {},
      () => undefined,
      ['Anna', 'Ben'],
    );
    c.dealAtRandom('7');
    for (let i = 0; i < 60 && c.state && c.state.phase !== 'over'; i++) c.play(c.offers()[0].move);
    return c;
  };

  it('plays a hand out with the legal moves, fills in the result, and the validator calls it valid', () => {
    const c = played();
    assert.equal(c.state?.phase, 'over');
    assert.ok(c.resultReady);
    c.fillResult();
    const doc = JSON.parse(c.text());
    assert.deepEqual(validate(doc), { valid: true, violations: [], notes: [] });
    assert.deepEqual(Object.keys(doc.hands[0].result), ['cards', 'lastTrick', 'sequences', 'bela', 'points', 'score']);
  });

  it('asks before changing a move that others follow; keeps the ones still legal when told', () => {
    const c = played();
    const n = c.moveCount;
    c.go(0, 3);
    const other = c.offers().find((o) => JSON.stringify(o.move) !== JSON.stringify(c.offers()[0].move))!;
    c.play(other.move);
    assert.equal(c.pending?.following, n - 3);
    assert.equal(c.moveCount, n);
    c.resolve('keep');
    assert.ok(c.moveCount >= 4 && c.moveCount <= n);
    assert.equal(validate(c.doc).valid, true);
    c.undo();
    assert.equal(c.moveCount, n);
    c.go(0, 3);
    c.play(other.move);
    c.resolve('drop');
    assert.equal(c.moveCount, 4);
    c.deleteLast();
    assert.equal(c.moveCount, 3);
    c.undo();
    c.undo();
    c.redo();
    assert.equal(c.moveCount, 4);
  });

  it('records an illegal move only with the switch on, and the verdict names its rule', () => {
    const c = new EditorController(
      () => {},
      () => undefined,
      ['Anna', 'Ben'],
    );
    c.dealAtRandom('7');
    assert.ok(c.offers().every((o) => o.legal));
    c.illegal = true;
    const bad = c.offers().find((o) => !o.legal && o.move.type === 'bid');
    assert.ok(bad);
    c.play(bad.move);
    assert.equal(c.replayed.verdict.valid, false);
    assert.deepEqual(
      c.replayed.verdict.violations.map((f) => [f.rule, f.move]),
      [['bid', 0]],
    );
  });
});

describe('editor: a hand set up from a position', () => {
  it('finds what cannot be: a card held twice, uneven hands, no cards, tricks that do not add up', () => {
    const s = emptySlots();
    assert.deepEqual(positionProblems(s, undefined), [{ kind: 'none' }]);
    cards('AH KH 10S').forEach((c, i) => (s[i] = c));
    cards('QH 7S').forEach((c, i) => (s[9 + i] = c));
    assert.deepEqual(positionProblems(s, undefined), [{ kind: 'uneven', counts: [3, 2] }]);
    s[11] = parseCard('AH');
    assert.deepEqual(positionProblems(s, undefined), [
      { kind: 'twice', card: parseCard('AH'), groups: ['held0', 'held1'] },
    ]);
    s[11] = parseCard('8S');
    const start = {
      trump: 'H' as const,
      taker: 0 as const,
      leader: 1 as const,
      hands: [[], []] as [string[], string[]],
    };
    assert.deepEqual(positionProblems(s, { ...start, tricks: [4, 1] }), [{ kind: 'tricks', sum: 5, played: 6 }]);
    assert.deepEqual(positionProblems(s, { ...start, tricks: [4, 2] }), []);
  });

  it('fills a position at random up to the larger hand, never a card twice; the controller writes start and plays it out', () => {
    const s = emptySlots();
    cards('AH KH 10S').forEach((c, i) => (s[i] = c));
    const f = fillPosition(s, 'x');
    assert.equal(heldOf(f, 0).length, 3);
    assert.equal(heldOf(f, 1).length, 3);
    assert.equal(new Set([...heldOf(f, 0), ...heldOf(f, 1)]).size, 6);
    assert.deepEqual(fillPosition(s, 'x'), f);
    const c = new EditorController(
      () => undefined,
      () => undefined,
      ['Anna', 'Ben'],
    );
    c.setStartKind('position');
    c.fillRest('7');
    c.setPosition({ trump: 'D', taker: 1, leader: 0 });
    const h = c.doc.hands[0];
    assert.deepEqual(Object.keys(h), ['dealer', 'start', 'moves']);
    assert.equal(h.start!.hands[0].length, 9);
    for (let i = 0; i < 40 && c.state && c.state.phase !== 'over'; i++) c.play(c.offers().find((o) => o.legal)!.move);
    c.fillResult();
    assert.equal(validate(c.text()).valid, true, JSON.stringify(validate(c.text()).violations));
    c.setStartKind('deal');
    assert.equal(c.doc.hands[0].start, undefined);
    assert.equal(c.doc.hands[0].deal!.hands![0].length, 9);
    c.undo();
    assert.ok(c.doc.hands[0].start);
  });
});
