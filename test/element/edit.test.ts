// The editor, mode="edit": hands authored through its UI alone (clicks, keys, the compact card
// fields; no JSON typed), exported, judged by the validator and replayed.
import { expect, fixture, html } from '@open-wc/testing';
import type { KlaberjassTable } from '../../src/element/klaberjass-table.js';
import type { KjEditDetail } from '../../src/element/events.js';
import { type TranscriptDoc, stringifyTranscript } from '../../src/notation/index.js';
import { validate } from '../../src/validator/index.js';
import { $, $$, ANNA_DEAL_FIELDS, events, key, ready, text, waitUntil } from './helpers.js';

/** Card ids as the engine numbers them: suit × 8 + rank (7 8 9 10 J Q K A). */
const C = (s: string): number => {
  const m = /^(10|[AKQJ987])([SHDC])$/.exec(s)!;
  return 'SHDC'.indexOf(m[2]) * 8 + ['7', '8', '9', '10', 'J', 'Q', 'K', 'A'].indexOf(m[1]);
};

async function editor(attrs = ''): Promise<KlaberjassTable> {
  const el = await fixture<KlaberjassTable>(
    attrs === 'persist'
      ? html`<klaberjass-table mode="edit" persist="test-editor"></klaberjass-table>`
      : html`<klaberjass-table mode="edit"></klaberjass-table>`,
  );
  await ready(el, '.editor');
  return el;
}

async function click(el: KlaberjassTable, sel: string): Promise<void> {
  const b = $<HTMLElement>(el, sel);
  expect(b, `no ${sel}`).to.not.equal(null);
  expect((b as HTMLButtonElement).disabled ?? false, `${sel} is disabled`).to.equal(false);
  b!.click();
  await el.updateComplete;
}

async function tab(el: KlaberjassTable, name: 'setup' | 'moves' | 'export'): Promise<void> {
  await click(el, `[data-tab="${name}"]`);
}

/** Type into a text field as a person would (input, then change when leaving it). */
async function type(el: KlaberjassTable, field: HTMLInputElement | HTMLTextAreaElement, value: string): Promise<void> {
  field.focus();
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  field.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  await el.updateComplete;
}

/** The deal typed into the compact card fields, one group after another. */
async function deal(el: KlaberjassTable, groups: Record<string, string>): Promise<void> {
  for (const [g, cards] of Object.entries(groups))
    await type(el, $<HTMLInputElement>(el, `.ed-group[data-group="${g}"] input.ed-cards`)!, cards);
}

async function playCard(el: KlaberjassTable, card: string): Promise<void> {
  await click(el, `.hand.active button.card[data-card="${C(card)}"]`);
}

/** The first legal card of the player to act, until the hand is over. */
async function playOut(el: KlaberjassTable): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const card = $<HTMLButtonElement>(el, '.hand.active button.card.legal');
    if (!card) break;
    card.click();
    await el.updateComplete;
  }
  expect(text(el, '.status')).to.contain('over');
}

/** The transcript as the export tab shows it (the text the Copy button copies). */
async function exported(el: KlaberjassTable): Promise<{ text: string; doc: TranscriptDoc }> {
  await tab(el, 'export');
  const t = $<HTMLTextAreaElement>(el, 'textarea.ed-json')!.value;
  return { text: t, doc: JSON.parse(t) as TranscriptDoc };
}

/**
 * The exported document replays to the positions the editor showed: for every step, the plain
 * description of the table (both hands, the trick, trump, points, who acts) in the editor equals
 * that of a replay table given the exported text. The editor is stepped with the arrow keys.
 */
async function samePositions(el: KlaberjassTable, json: string): Promise<number> {
  await tab(el, 'moves');
  const region = $<HTMLElement>(el, '.table-region')!;
  key(el, 'Home', region);
  await el.updateComplete;
  const replay = await fixture<KlaberjassTable>(html`<klaberjass-table .transcript=${json}></klaberjass-table>`);
  await ready(replay, '.felt');
  const n = JSON.parse(json).hands[0].moves.length as number;
  for (let step = 0; step <= n; step++) {
    replay.step = step;
    await replay.updateComplete;
    expect(text(el, '#desc'), `step ${step}`).to.equal(text(replay, '#desc'));
    key(el, 'ArrowRight', $<HTMLElement>(el, '.table-region')!);
    await el.updateComplete;
  }
  return n;
}

// Anna (player 0) deals; Ben leads. Trump is hearts (Ben takes the 7 of hearts turned up).
const OVERTRUMP = ANNA_DEAL_FIELDS;

describe('<klaberjass-table mode="edit">', () => {
  afterEach(() => localStorage.removeItem('klaberjass-table:test-editor'));

  it('(a) authors a trump lead that must be overtrumped, with a comment on that move', async () => {
    const el = await editor();
    await type(el, $<HTMLInputElement>(el, '.ed-form input')!, 'Must overtrump');
    await deal(el, OVERTRUMP);
    expect(text(el, '.ed-problems')).to.contain('complete');
    await click(el, '[data-act="to-moves"]');
    await click(el, '[data-move="bid-take"]');
    await playCard(el, '10H');
    // Anna holds 9H, 8H and QH: only the nine beats the ten, so only it is raised
    const legal = $$<HTMLButtonElement>(el, '.hand.active button.card.legal').map((b) => Number(b.dataset.card));
    expect(legal).to.deep.equal([C('9H')]);
    await playCard(el, '9H');
    await type(el, $<HTMLTextAreaElement>(el, 'textarea[data-field="comment"]')!, 'Anna must beat the ten of trumps.');
    const mark = $<HTMLSelectElement>(el, 'select[data-field="mark"]')!;
    mark.value = '!';
    mark.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(text(el, '.comment-box')).to.contain('Anna must beat the ten of trumps.');
    const { text: json, doc } = await exported(el);
    expect(validate(json)).to.deep.equal({ valid: true, violations: [], notes: [] });
    expect(doc.meta?.title).to.equal('Must overtrump');
    // the hand's keys in the writer's order, however the author went about it
    expect(Object.keys(doc.hands[0])).to.deep.equal(['dealer', 'deal', 'moves']);
    expect(doc.hands[0].moves).to.deep.equal([
      { player: 1, bid: 'take' },
      { player: 1, play: '10H' },
      { player: 0, play: '9H', comment: 'Anna must beat the ten of trumps.', mark: '!' },
    ]);
    expect(json).to.equal(stringifyTranscript(doc));
    expect(await samePositions(el, json)).to.equal(3);
  });

  it('(b) authors two declared runs where the fifty beats the twenty, and fills in the result', async () => {
    const el = await editor();
    await deal(el, {
      first0: 'KS QS JS 10S KC KD',
      last0: '9C 9D 8D',
      first1: 'QH JH 10H AS AC AD',
      last1: '7S 8C 7D',
      turnUp: '7C',
      bottom: '8H',
    });
    await click(el, '[data-act="to-moves"]');
    await click(el, '[data-move="bid-take"]');
    const declare = (who: string, points: number) => {
      const row = $$<HTMLElement>(el, '.btn-row.declare').find((r) =>
        r.querySelector('.row-title')?.textContent?.includes(who),
      );
      return [...(row?.querySelectorAll<HTMLButtonElement>('button') ?? [])].find((b) =>
        b.textContent?.includes(`(${points})`),
      );
    };
    declare('Ben', 20)!.click();
    await el.updateComplete;
    await click(el, '.hand.active button.card.legal');
    await waitUntil(() => declare('Anna', 50), 'Anna may declare her fifty');
    declare('Anna', 50)!.click();
    await el.updateComplete;
    await playOut(el);
    await click(el, '[data-act="fill-result"]');
    const { text: json, doc } = await exported(el);
    expect(validate(json).valid, JSON.stringify(validate(json).violations)).to.equal(true);
    const moves = doc.hands[0].moves!;
    expect(
      moves.filter((m) => 'declare' in m).map((m) => [m.player, (m as { declare: string[][] }).declare]),
    ).to.deep.equal([
      [1, [['QH', 'JH', '10H']]],
      [0, [['KS', 'QS', 'JS', '10S']]],
    ]);
    const result = doc.hands[0].result!;
    expect(result.sequences).to.deep.equal([50, 0]);
    expect(Object.keys(result)).to.deep.equal(['cards', 'lastTrick', 'sequences', 'bela', 'points', 'score']);
    const p = (i: 0 | 1) =>
      result.cards![i] + (result.lastTrick === i ? 10 : 0) + result.sequences![i] + result.bela![i];
    expect(result.points).to.deep.equal([p(0), p(1)]);
    expect(await samePositions(el, json)).to.equal(moves.length);
  });

  it('(c) authors bela announced with the king and queen of trumps', async () => {
    const el = await editor();
    await deal(el, {
      first0: 'AD KD QD JD 10D 9D',
      last0: '8D 7D AC',
      first1: 'KH QH AS KS 9C 8C',
      last1: '7S 8S 9S',
      turnUp: '7H',
      bottom: '7C',
    });
    await click(el, '[data-act="to-moves"]');
    await click(el, '[data-move="bid-take"]');
    expect($<HTMLInputElement>(el, 'input[data-act="bela"]')!.checked).to.equal(true);
    await playCard(el, 'KH');
    await playOut(el);
    await click(el, '[data-act="fill-result"]');
    const { text: json, doc } = await exported(el);
    expect(validate(json)).to.deep.equal({ valid: true, violations: [], notes: [] });
    const plays = doc.hands[0].moves!.filter((m) => 'play' in m && (m.play === 'KH' || m.play === 'QH'));
    expect(plays.map((m) => [m.player, (m as { play: string }).play, (m as { bela?: boolean }).bela])).to.deep.equal([
      [1, 'KH', true],
      [1, 'QH', true],
    ]);
    expect(doc.hands[0].result!.bela).to.deep.equal([0, 20]);
    await samePositions(el, json);
  });

  it('makes a move a question for the reader (ask, accept) and previews the quiz', async () => {
    const el = await editor();
    await deal(el, OVERTRUMP);
    await click(el, '[data-act="to-moves"]');
    await click(el, '[data-move="bid-take"]');
    await playCard(el, '10H');
    await playCard(el, '9H');
    await type(
      el,
      $<HTMLTextAreaElement>(el, 'textarea[data-field="ask"]')!,
      'Anna holds 9H, 8H and QH: which may she play?',
    );
    const accept = $<HTMLSelectElement>(el, 'select[data-field="accept"]')!;
    accept.value = 'legal';
    accept.dispatchEvent(new Event('change'));
    await el.updateComplete;
    const { text: json, doc } = await exported(el);
    expect(validate(json).valid).to.equal(true);
    expect(doc.hands[0].moves![2]).to.deep.equal({
      player: 0,
      play: '9H',
      ask: 'Anna holds 9H, 8H and QH: which may she play?',
      accept: 'legal',
    });
    await click(el, 'input[data-act="preview"]');
    const inner = $<KlaberjassTable>(el, '.ed-preview klaberjass-table')!;
    await waitUntil(() => $(inner, '.quiz'), 'the preview asks the question');
    expect(text(inner, '.quiz')).to.contain('which may she play?');
  });

  it('records an illegal move on purpose and shows its fault, linked to the move', async () => {
    const el = await editor();
    await deal(el, OVERTRUMP);
    await click(el, '[data-act="to-moves"]');
    await click(el, '[data-move="bid-take"]');
    await playCard(el, '10H');
    // without the switch the eight of hearts is refused, with the engine's reason
    $<HTMLButtonElement>(el, `.hand.active button.card[data-card="${C('8H')}"]`)!.click();
    await el.updateComplete;
    expect(text(el, '.ed-notice')).to.contain('not a legal card');
    expect(text(el, '.verdict .count')).to.contain('Valid');
    const sw = $<HTMLInputElement>(el, 'input[data-act="illegal"]')!;
    sw.click();
    await el.updateComplete;
    await playCard(el, '8H');
    expect(text(el, '.verdict')).to.contain('must-overtrump');
    const { text: json } = await exported(el);
    const v = validate(json);
    expect(v.valid).to.equal(false);
    expect(v.violations.map((f) => [f.rule, f.move])).to.deep.equal([['must-overtrump', 2]]);
    // the fault links to its move
    await tab(el, 'moves');
    key(el, 'Home', $<HTMLElement>(el, '.table-region')!);
    await el.updateComplete;
    $<HTMLButtonElement>(el, '.verdict .fault-item')!.click();
    await el.updateComplete;
    expect(text(el, '.where')).to.contain('move 3 of 3');
    expect(text(el, '.comment-box')).to.contain('must-overtrump');
  });

  it('shows an impossible deal at once: a card typed twice, too many cards, a word that is no card', async () => {
    const el = await editor();
    await deal(el, { first0: 'AS KS QS', first1: 'AS 7H' });
    expect(text(el, '.ed-problems')).to.contain('ace of spades is placed twice');
    const field = $<HTMLInputElement>(el, '.ed-group[data-group="last0"] input.ed-cards')!;
    field.value = 'AH KH QH JH';
    field.dispatchEvent(new Event('input'));
    await el.updateComplete;
    expect(text(el, '.ed-problems')).to.contain('4 cards, but only 3 fit');
    field.value = 'AH 1H';
    field.dispatchEvent(new Event('input'));
    await el.updateComplete;
    expect(text(el, '.ed-problems')).to.contain('not a card: 1H');
    expect($<HTMLButtonElement>(el, '[data-act="to-moves"]')!.disabled).to.equal(true);
  });

  it('places cards with the picker by keyboard, fills the rest at random and undoes every edit', async () => {
    const el = await editor();
    await click(el, '.ed-slot[data-slot="9"]');
    await click(el, `.ed-pick[data-card="${C('JH')}"]`);
    // the picker went on to the next empty place
    expect($(el, '.ed-slot[data-slot="10"]')!.getAttribute('aria-pressed')).to.equal('true');
    const pick = $<HTMLButtonElement>(el, `.ed-pick[data-card="${C('AS')}"]`)!;
    pick.focus();
    pick.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }));
    expect(el.shadowRoot!.activeElement?.getAttribute('data-card')).to.equal(String(C('KS')));
    (el.shadowRoot!.activeElement as HTMLButtonElement).click();
    await el.updateComplete;
    expect($(el, '.ed-slot[data-slot="10"]')!.getAttribute('aria-label')).to.contain('king of spades');
    const seed = $<HTMLInputElement>(el, 'input.seed')!;
    seed.value = '42';
    seed.dispatchEvent(new Event('input'));
    await click(el, '[data-act="fill-rest"]');
    expect(text(el, '.ed-problems')).to.contain('complete');
    expect($$(el, '.ed-slot.filled').length).to.equal(20);
    await click(el, '[data-act="undo"]');
    expect($$(el, '.ed-slot.filled').length).to.equal(2);
    key(el, 'z', $<HTMLElement>(el, '.ed-pick')!);
    $<HTMLElement>(el, '.ed-pick')!.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, bubbles: true, composed: true }),
    );
    await el.updateComplete;
    expect($$(el, '.ed-slot.filled').length).to.equal(1);
    await click(el, '[data-act="redo"]');
    await click(el, '[data-act="redo"]');
    expect($$(el, '.ed-slot.filled').length).to.equal(20);
  });

  it('steps back to a move and plays another one there: the rest dropped after confirmation, or kept while legal', async () => {
    const el = await editor();
    await deal(el, OVERTRUMP);
    await click(el, '[data-act="to-moves"]');
    await click(el, '[data-move="bid-take"]');
    await playCard(el, '10H');
    await playCard(el, '9H');
    await click(el, '[data-act="prev"]');
    await click(el, '[data-act="prev"]');
    expect(text(el, '.where')).to.contain('move 1 of 3');
    await playCard(el, 'AS');
    expect(text(el, '.ed-confirm')).to.contain('2 moves follow');
    await click(el, '[data-act="cancel"]');
    expect(text(el, '.where')).to.contain('move 1 of 3');
    await playCard(el, 'AS');
    await click(el, '[data-act="drop"]');
    expect(text(el, '.where')).to.contain('move 2 of 2');
    await click(el, '[data-act="undo"]');
    expect(text(el, '.where')).to.contain('move 1 of 3');
    await click(el, '[data-act="delete-last"]');
    expect(text(el, '.where')).to.contain('of 2');
  });

  it('fires kj-edit with the document and its verdict, and persist keeps the draft across reloads', async () => {
    const el = await editor('persist');
    const edits = events<KjEditDetail>(el, 'kj-edit');
    await deal(el, { first0: 'AS KS' });
    expect(edits.length).to.be.greaterThan(0);
    const last = edits.at(-1)!;
    expect(last.bubbles && last.composed).to.equal(true);
    expect(last.detail.document.hands[0].deal?.hands?.[0]).to.deep.equal(['AS', 'KS']);
    expect(last.detail.verdict.valid).to.equal(false);
    el.remove();
    const again = await editor('persist');
    expect($(again, '.ed-slot[data-slot="1"]')!.getAttribute('aria-label')).to.contain('king of spades');
    expect(text(again, '.ed-notice')).to.contain('draft');
  });

  it('exports embed snippets for the position shown; the inline one is safe by construction', async () => {
    const el = await editor();
    await type(el, $<HTMLInputElement>(el, '.ed-form input')!, 'A </script><!-- & \u2028 test');
    const { text: json } = await exported(el);
    // the fallback form: a link to the transcript a reader without JavaScript sees, with the title as its text
    const embed = document.createElement('div');
    embed.innerHTML = $(el, '[data-snippet="src"]')!.textContent!.replaceAll('klaberjass-table', 'kj-snippet-test');
    const link = embed.querySelector('kj-snippet-test > a')!;
    expect(link.getAttribute('href')).to.equal('a-script-test.json');
    expect(link.textContent).to.equal('A </script><!-- & \u2028 test');
    expect(embed.firstElementChild!.getAttribute('step')).to.equal('0');
    const inline = $(el, '[data-snippet="inline"]')!.textContent!;
    const body = inline.slice(
      inline.indexOf('<script type="application/json">') + '<script type="application/json">'.length,
      inline.lastIndexOf('</script>'),
    );
    expect(body).to.not.match(/[<>&\u2028\u2029]/);
    expect(JSON.parse(body)).to.deep.equal(JSON.parse(json));
    // the inline snippet works as a page would use it
    const holder = document.createElement('div');
    holder.innerHTML = inline;
    document.body.append(holder);
    const table = holder.querySelector('klaberjass-table') as KlaberjassTable;
    await waitUntil(() => table.shadowRoot?.querySelector('.title'), 'the snippet renders');
    expect($(table, '.title')!.textContent).to.equal('A </script><!-- & \u2028 test');
    // its fallback (the title as text) is not shown once the table has rendered
    expect(table.querySelector('p')!.textContent).to.equal('A </script><!-- & \u2028 test');
    expect(table.querySelector('p')!.getBoundingClientRect().height).to.equal(0);
    holder.remove();
  });

  it('previews the hand in replay mode in place', async () => {
    const el = await editor();
    await deal(el, OVERTRUMP);
    await click(el, '[data-act="to-moves"]');
    await click(el, '[data-move="bid-take"]');
    await tab(el, 'export');
    await click(el, 'input[data-act="preview"]');
    const inner = $<KlaberjassTable>(el, '.ed-preview klaberjass-table')!;
    await ready(inner, '.felt');
    expect(text(inner, '.where')).to.contain('move 1 of 1');
  });

  it('opens every demo example and exports it unchanged', async () => {
    const list = (await (await fetch('/demo/examples/index.json')).json()) as { file: string }[];
    expect(list.length).to.be.greaterThan(20);
    // the quiz examples too (moves with questions for the reader)
    const quiz = (await (await fetch('/demo/examples/quiz/index.json')).json()) as { file: string }[];
    list.push(...quiz.map((q) => ({ file: `quiz/${q.file}` })));
    const el = await editor();
    const edits = events<KjEditDetail>(el, 'kj-edit');
    for (const { file } of list) {
      const original = (await (await fetch(`/demo/examples/${file}`)).json()) as TranscriptDoc;
      const before = edits.length;
      el.src = `/demo/examples/${file}`;
      await waitUntil(() => edits.length > before, `${file} opens`);
      await el.updateComplete;
      expect(text(el, '.title')).to.equal(original.meta?.title);
      const { doc } = await exported(el);
      expect(doc, file).to.deep.equal(original);
    }
  });

  it('opens a transcript with faults with its faults shown', async () => {
    const el = await editor();
    const doc = (await (await fetch('/demo/examples/fault-must-overtrump.json')).json()) as TranscriptDoc;
    await tab(el, 'export');
    const paste = $<HTMLTextAreaElement>(el, 'textarea.ed-paste')!;
    paste.value = JSON.stringify(doc);
    paste.dispatchEvent(new Event('input'));
    await click(el, '[data-act="open-paste"]');
    expect(text(el, '.verdict .count')).to.match(/fault/);
    expect(text(el, '.verdict')).to.contain('must-overtrump');
  });

  it('groups the later faults of a hand under the first one, in the editor and in validate mode', async () => {
    const doc = (await (await fetch('/demo/examples/must-overtrump.json')).json()) as TranscriptDoc;
    const moves = doc.hands[0].moves as { play?: string }[];
    const i = moves.findIndex((m) => m.play === '10H');
    const j = moves.findIndex((m) => m.play === '7H');
    [moves[i].play, moves[j].play] = [moves[j].play, moves[i].play];
    for (const mode of ['edit', 'validate']) {
      const el = await fixture<KlaberjassTable>(
        mode === 'edit'
          ? html`<klaberjass-table mode="edit" .transcript=${doc}></klaberjass-table>`
          : html`<klaberjass-table mode="validate" .transcript=${doc}></klaberjass-table>`,
      );
      await ready(el, '.verdict');
      await waitUntil(() => $(el, '.verdict li.consequences'), `${mode}: the consequences are grouped`);
      expect($(el, '.verdict li.cause')!.textContent).to.contain('must-overtrump');
      expect(text(el, '.verdict li.consequences')).to.equal('These 12 may follow from the first fault:');
      expect($$(el, '.verdict li.consequence').length).to.equal(12);
    }
  });

  it('speaks Norwegian Bokmål', async () => {
    const el = await fixture<KlaberjassTable>(html`<klaberjass-table mode="edit" lang="nb"></klaberjass-table>`);
    await ready(el, '.editor');
    expect(text(el, '[data-tab="setup"]')).to.equal('Oppsett');
    expect(text(el, '.ed-problems')).to.contain('første seks');
  });
});
