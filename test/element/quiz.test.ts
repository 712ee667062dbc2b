// Questions for the reader (src/element/quiz.ts, a lazy chunk): the quiz examples of the demo
// library (demo/examples/quiz) answered right and wrong in each `accept` kind, with the verdict,
// the explanation, the kj-answer event, "Try again" and "Show me", autoplay, questions="off",
// Norwegian, the keyboard and the score.
import { expect, fixture, html } from '@open-wc/testing';
import type { KjAnswerDetail, KlaberjassTable } from '../../src/element/klaberjass-table.js';
import { $, $$, events, key, ready, text, waitUntil } from './helpers.js';

type Doc = { hands: { moves: Record<string, unknown>[] }[] } & Record<string, unknown>;

async function quizDoc(file: string): Promise<Doc> {
  return (await (await fetch(`/demo/examples/quiz/${file}`)).json()) as Doc;
}

/** Index of the n-th questioned move of the first hand. */
const asked = (doc: Doc, n = 0): number =>
  doc.hands[0].moves.map((m, i) => (typeof m.ask === 'string' ? i : -1)).filter((i) => i >= 0)[n];

async function table(doc: unknown, attrs = ''): Promise<KlaberjassTable> {
  const el = await fixture<KlaberjassTable>(
    attrs.includes('nb')
      ? html`<klaberjass-table lang="nb" .transcript=${doc}></klaberjass-table>`
      : html`<klaberjass-table .transcript=${doc}></klaberjass-table>`,
  );
  await ready(el);
  // (updateComplete also waits for the quiz chunk)
  await el.updateComplete;
  return el;
}

/** The card button of the answering hand named so ("ten of hearts"). */
function card(el: KlaberjassTable, name: string): HTMLButtonElement {
  const b = $$<HTMLButtonElement>(el, '.hand.active button.card').find(
    (x) => x.querySelector('.sr-only')?.textContent?.trim() === name,
  );
  if (!b) throw new Error(`no card ${name} to answer with`);
  return b;
}

/** An answer button under the question, by its label. */
function answerButton(el: KlaberjassTable, label: RegExp): HTMLButtonElement {
  const b = $$<HTMLButtonElement>(el, '.quiz .answers button').find((x) => label.test((x.textContent ?? '').trim()));
  if (!b) throw new Error(`no answer ${label}: ${text(el, '.quiz .answers')}`);
  return b;
}

async function settle(el: KlaberjassTable): Promise<void> {
  await el.updateComplete;
  await new Promise((r) => setTimeout(r, 0));
  await el.updateComplete;
}

const live = (el: KlaberjassTable) => text(el, '[aria-live]');

describe('<klaberjass-table> questions for the reader', () => {
  it('must-overtrump (legal): stops at the question, hides the move, explains an illegal card, takes a legal one', async () => {
    const doc = await quizDoc('must-overtrump.json');
    const q2 = asked(doc, 1);
    const el = await table(doc);
    const answers = events<KjAnswerDetail>(el, 'kj-answer');
    // a deep link past the questions stops at the first one; the timeline does not show the answer
    el.step = 40;
    await settle(el);
    const q1 = asked(doc, 0);
    expect(el.step).to.equal(q1);
    expect($$(el, '.timeline .mv:not(.start)').length).to.equal(q1);
    expect(text(el, '.quiz .ask')).to.equal(doc.hands[0].moves[q1].ask);
    expect(text(el, '.quiz .how')).to.contain('Any move the rules allow counts.');
    // no card is marked as allowed: which may be played is the question
    expect($$(el, '.hand.active button.card[aria-disabled="true"]').length).to.equal(0);
    // Next does nothing at a question
    key(el, 'ArrowRight');
    await settle(el);
    expect(el.step).to.equal(q1);
    // David holds trumps and a jack of trumps was led: a plain card is illegal
    card(el, 'ten of spades').click();
    await settle(el);
    expect(answers.length).to.equal(1);
    const e = answers[0];
    expect(e.bubbles && e.composed).to.equal(true);
    expect(e.detail).to.deep.include({ hand: 0, step: q1, right: false, accept: 'legal' });
    expect(e.detail.notation).to.deep.equal({ player: 1, play: '10S' });
    expect(text(el, '.quiz .verdict-line')).to.equal('Not right.');
    expect(text(el, '.quiz .why')).to.match(/^You must follow suit: the jack of hearts was led/);
    expect(live(el)).to.contain('Not right.');
    expect(el.step).to.equal(q1);
    expect(shadowActive(el)?.classList.contains('try-again')).to.equal(true);
    // Try again: a trump is right (any trump: none beats the jack)
    $<HTMLButtonElement>(el, '.quiz .try-again')!.click();
    await settle(el);
    card(el, 'nine of hearts').click();
    await settle(el);
    expect(answers[1].detail.right).to.equal(true);
    // the recorded move (the queen, with bela) is revealed with its comment, and the replay goes on
    expect(el.step).to.equal(q1 + 1);
    expect(text(el, '.quiz .verdict-line')).to.equal('Right!');
    expect(text(el, '.quiz .why')).to.equal('The rules allow that move.');
    expect(text(el, '.comment-box .comment')).to.contain('still has to play a trump');
    expect(live(el)).to.match(/^Right! .*Played: David plays the queen of hearts and says bela\./);
    // on to the second question: a higher trump must be played
    el.step = 40;
    await settle(el);
    expect(el.step).to.equal(q2);
    card(el, 'seven of hearts').click();
    await settle(el);
    expect(answers[2].detail).to.deep.include({ step: q2, right: false });
    expect(text(el, '.quiz .why')).to.equal('You must beat the king of hearts with a higher trump: ten of hearts.');
    $<HTMLButtonElement>(el, '.quiz .try-again')!.click();
    await settle(el);
    card(el, 'ten of hearts').click();
    await settle(el);
    expect(answers[3].detail.right).to.equal(true);
    // both answered (wrong at the first try): the end shows the score
    el.step = 40;
    await settle(el);
    expect(el.step).to.equal(doc.hands[0].moves.length);
    expect(text(el, '.score-panel')).to.contain('0 of 2 right');
  });

  it('must-trump (legal): a plain card is refused with the engine’s rule, a trump is right', async () => {
    const doc = await quizDoc('must-trump.json');
    const q = asked(doc);
    const el = await table(doc);
    const answers = events<KjAnswerDetail>(el, 'kj-answer');
    el.step = q + 5;
    await settle(el);
    expect(el.step).to.equal(q);
    card(el, 'ten of spades').click();
    await settle(el);
    expect(answers[0].detail.right).to.equal(false);
    expect(text(el, '.quiz .why')).to.equal(
      'You have no diamonds, so you must trump: nine of clubs, ace of clubs, seven of clubs.',
    );
    $<HTMLButtonElement>(el, '.quiz .try-again')!.click();
    await settle(el);
    card(el, 'ace of clubs').click();
    await settle(el);
    expect(answers[1].detail).to.deep.include({ right: true, accept: 'legal' });
    expect(answers[1].detail.notation).to.deep.equal({ player: 1, play: 'AC' });
    // the recorded card (the 7 of clubs) is shown, not the reader's
    expect(text(el, '.comment-box .move-line')).to.contain('seven of clubs');
    expect(text(el, '.quiz .quiz-score, .quiz .score')).to.equal('0 of 1 right');
  });

  it('the dix (recorded): another legal move is not the one played; the exchange is right', async () => {
    const doc = await quizDoc('dix.json');
    const q = asked(doc);
    const el = await table(doc);
    const answers = events<KjAnswerDetail>(el, 'kj-answer');
    el.step = q + 3;
    await settle(el);
    expect(el.step).to.equal(q);
    expect(text(el, '.quiz .how')).to.contain('Only the move that was played counts.');
    const others = $$<HTMLButtonElement>(el, '.quiz .answers button').filter(
      (b) => !/Exchange/.test(b.textContent ?? ''),
    );
    const wrongMove = others[0] ?? $$<HTMLButtonElement>(el, '.hand.active button.card')[0];
    expect(wrongMove, 'a move other than the exchange').to.exist;
    wrongMove.click();
    await settle(el);
    expect(answers[0].detail).to.deep.include({ right: false, accept: 'recorded' });
    expect(text(el, '.quiz .why')).to.equal('The rules allow it, but it is not the move that was played.');
    $<HTMLButtonElement>(el, '.quiz .try-again')!.click();
    await settle(el);
    answerButton(el, /Exchange the seven of diamonds for the nine of diamonds/).click();
    await settle(el);
    expect(answers[1].detail).to.deep.include({ right: true });
    expect(answers[1].detail.notation).to.deep.equal({ player: 0, exchange: '7D' });
    expect(el.step).to.equal(q + 1);
    expect(text(el, '.quiz .why')).to.equal('That is the move that was played.');
    expect(text(el, '.comment-box')).to.contain('swaps it for the turned-up');
  });

  it('which run wins (recorded): declaring nothing is wrong, the run is right', async () => {
    const doc = await quizDoc('sequence-fifty-beats-twenty.json');
    const q = asked(doc);
    const el = await table(doc);
    const answers = events<KjAnswerDetail>(el, 'kj-answer');
    el.step = q + 1;
    await settle(el);
    expect(el.step).to.equal(q);
    answerButton(el, /^Declare nothing$/).click();
    await settle(el);
    expect(answers[0].detail).to.deep.include({ right: false, accept: 'recorded' });
    expect(answers[0].detail.notation).to.deep.equal({ player: 1, declare: [] });
    $<HTMLButtonElement>(el, '.quiz .try-again')!.click();
    await settle(el);
    answerButton(el, /^Declare A♥ K♥ Q♥ \(20\)$/).click();
    await settle(el);
    expect(answers[1].detail).to.deep.include({ right: true });
    expect(text(el, '.comment-box .comment')).to.contain('twenty');
  });

  it('a double-dummy ending (best): judged with the solver, the values shown, then played out with best play', async () => {
    const doc = await quizDoc('ending.json');
    const el = await table(doc);
    const answers = events<KjAnswerDetail>(el, 'kj-answer');
    expect(el.step).to.equal(0);
    expect(text(el, '.quiz .how')).to.contain('Any card worth as much as the best one counts');
    card(el, 'nine of clubs').click();
    await waitUntil(() => answers.length === 1, 'no answer judged');
    await settle(el);
    expect(answers[0].detail).to.deep.include({ right: false, accept: 'best' });
    expect(text(el, '.quiz .why')).to.equal('That card secures 14 points from here; the best secures 34 (20 more).');
    // the cards carry no values before the answer is revealed
    expect($$(el, '.hand .val').length).to.equal(0);
    $<HTMLButtonElement>(el, '.quiz .try-again')!.click();
    await settle(el);
    card(el, 'queen of hearts').click();
    await waitUntil(() => answers.length === 2, 'no second answer');
    await settle(el);
    expect(answers[1].detail).to.deep.include({ right: true });
    expect(text(el, '.quiz .why')).to.equal('That is one of the best cards: it secures 34 points from here.');
    expect(text(el, '.quiz .values')).to.equal(
      'Double-dummy values (points the player secures from here): Q♥ 34, 9♣ 14, 10♣ 14.',
    );
    // the fragment stops after the question: the rest is played out with best play
    await waitUntil(() => $$(el, '.timeline .mv:not(.start)').length === 6, 'the hand was not played out', {
      timeout: 20000,
    });
    key(el, 'End');
    await settle(el);
    expect(el.step).to.equal(6);
    expect(text(el, '.comment-box .comment')).to.contain('Best play from here');
    expect($(el, '.summary')).to.exist;
    expect(text(el, '.score-panel')).to.contain('0 of 1 right');
  });

  it('a puzzle from a start position with its moves written plays the recorded moves on', async () => {
    const doc = (await (await fetch('/test/fixtures/conformance/valid/question-000.json')).json()) as Doc;
    const el = await table(doc);
    const answers = events<KjAnswerDetail>(el, 'kj-answer');
    expect(el.step).to.equal(0);
    expect(text(el, '.quiz .ask')).to.equal('Which cards may be played here?');
    // Emil leads: any card is legal
    card(el, 'king of clubs').click();
    await settle(el);
    expect(answers[0].detail).to.deep.include({ right: true, accept: 'legal', step: 0 });
    // the recorded lead (the jack of hearts) is shown, and the written moves follow, none added
    expect(text(el, '.comment-box .move-line')).to.contain('jack of hearts');
    key(el, 'End');
    await settle(el);
    expect(el.step).to.equal(doc.hands[0].moves.length);
    expect($$(el, '.timeline .mv:not(.start)').length).to.equal(doc.hands[0].moves.length);
  });

  it('a best question answered right at the first try counts in the score', async () => {
    const el = await table(await quizDoc('ending.json'));
    const answers = events<KjAnswerDetail>(el, 'kj-answer');
    card(el, 'queen of hearts').click();
    await waitUntil(() => answers.length === 1, 'no answer judged');
    await settle(el);
    expect(answers[0].detail.right).to.equal(true);
    expect(text(el, '.quiz .score')).to.equal('1 of 1 right');
  });

  it('"Show me" reveals without an answer and counts as not right', async () => {
    const doc = await quizDoc('must-trump.json');
    const q = asked(doc);
    const el = await table(doc);
    const answers = events<KjAnswerDetail>(el, 'kj-answer');
    el.step = q;
    await settle(el);
    $<HTMLButtonElement>(el, '.quiz .show-me')!.click();
    await settle(el);
    expect(el.step).to.equal(q + 1);
    expect(answers[0].detail).to.deep.include({ move: null, right: false, step: q });
    expect(text(el, '.quiz .verdict-line')).to.equal('Shown without an answer.');
    expect(live(el)).to.match(/^Shown without an answer\. Played: Finn plays the seven of clubs/);
    // the replay goes on past the question now
    key(el, 'ArrowRight');
    await settle(el);
    expect(el.step).to.equal(q + 2);
  });

  it('autoplay stops at a question', async () => {
    const doc = await quizDoc('dix.json');
    const q = asked(doc);
    const el = await table(doc);
    el.step = q - 1;
    await settle(el);
    const speed = $<HTMLSelectElement>(el, '.options select')!;
    speed.value = 'fast';
    speed.dispatchEvent(new Event('change'));
    $<HTMLButtonElement>(el, 'button.play')!.click();
    await waitUntil(() => el.step === q, 'autoplay did not reach the question');
    await new Promise((r) => setTimeout(r, 1200));
    await settle(el);
    expect(el.step).to.equal(q);
    expect($(el, 'button.play')?.getAttribute('aria-pressed')).to.equal('false');
  });

  it('questions="off" replays plainly and shows the question as a comment', async () => {
    const doc = await quizDoc('must-trump.json');
    const q = asked(doc);
    const el = await fixture<KlaberjassTable>(
      html`<klaberjass-table questions="off" .transcript=${doc}></klaberjass-table>`,
    );
    await ready(el);
    el.step = q;
    await settle(el);
    expect($(el, '.ask-panel')).to.equal(null);
    expect(text(el, '.quiz-off')).to.equal(`Question: ${doc.hands[0].moves[q].ask}`);
    key(el, 'ArrowRight');
    await settle(el);
    expect(el.step).to.equal(q + 1);
  });

  it('renders the question as text, never markup', async () => {
    const doc = await quizDoc('must-trump.json');
    const q = asked(doc);
    doc.hands[0].moves[q].ask = '<img src=x onerror="window.__quizXss=1"><b>Which?</b>';
    const el = await table(doc);
    el.step = q;
    await settle(el);
    expect(text(el, '.quiz .ask')).to.equal(doc.hands[0].moves[q].ask);
    expect($(el, '.quiz img, .quiz b')).to.equal(null);
    expect((window as unknown as { __quizXss?: number }).__quizXss).to.equal(undefined);
  });

  it('answers with the keyboard: the arrows move along the cards, the focus follows the verdict', async () => {
    const doc = await quizDoc('must-trump.json');
    const q = asked(doc);
    const el = await table(doc);
    el.step = q;
    await settle(el);
    const cards = $$<HTMLButtonElement>(el, '.hand.active button.card');
    cards[0].focus();
    key(el, 'ArrowRight', cards[0]);
    await settle(el);
    expect(shadowActive(el)).to.equal(cards[1]);
    expect(el.step).to.equal(q);
    key(el, 'ArrowLeft', cards[1]);
    expect(shadowActive(el)).to.equal(cards[0]);
    (shadowActive(el) as HTMLButtonElement).click(); // Enter on a focused button
    await settle(el);
    // the nine of clubs is a trump: right, and the focus goes to the verdict
    expect(text(el, '.quiz .verdict-line')).to.equal('Right!');
    expect(shadowActive(el)?.classList.contains('quiz')).to.equal(true);
  });

  it('speaks Norwegian with lang="nb": the question, the verdict and the engine’s rule', async () => {
    const doc = await quizDoc('must-trump.json');
    const q = asked(doc);
    const el = await table(doc, 'nb');
    el.step = q;
    await settle(el);
    expect(text(el, '.quiz h3')).to.equal('Spørsmål');
    expect($$<HTMLButtonElement>(el, '.quiz button').map((b) => b.textContent?.trim())).to.include('Vis meg');
    card(el, 'spar tier').click();
    await settle(el);
    expect(text(el, '.quiz .verdict-line')).to.equal('Ikke riktig.');
    expect(text(el, '.quiz .why')).to.equal(
      'Du har ingen ruter, så du må trumfe: kløver nier, kløver ess, kløver sjuer.',
    );
    expect(text(el, '.quiz .try-again')).to.equal('Prøv igjen');
  });
});

describe('<klaberjass-table> questions: accessibility', () => {
  it('is accessible (axe) at a question, after a wrong answer and after the reveal', async () => {
    const doc = await quizDoc('dix.json');
    const el = await table(doc);
    el.step = asked(doc);
    await settle(el);
    await expect(el).to.be.accessible();
    answerButton(el, /^Declare nothing$|^Exchange/).click();
    await settle(el);
    await expect(el).to.be.accessible();
  });
});

function shadowActive(el: KlaberjassTable): Element | null {
  return el.shadowRoot!.activeElement;
}
