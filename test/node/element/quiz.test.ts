// The `best` judge of the questions for the reader (src/element/model/quiz.ts) against the
// solver's values, on 200 random endings: every legal card is right exactly when an exhaustive
// search of the engine's own moves (no solver) gives it the best value, and every card the rules
// forbid is wrong with the engine's fault.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  type Card,
  type HandState,
  type Player,
  applyHand,
  cardsOf,
  legalHandMoves,
  legalPlayMask,
} from '../../../src/engine/internal.js';
import { analyzePosition } from '../../../src/ai/analysis.js';
import { judge, judgeBest, questionsOf, sameMove } from '../../../src/element/model/quiz.js';
import { previewQuiz } from '../../../src/element/quiz.js';
import { readFileSync, readdirSync } from 'node:fs';
import { validate } from '../../../src/validator/index.js';
import { randomEnding } from '../ai/endings.js';

/** Points `me` takes from here (cards of the tricks still to play, 10 for the last), both playing best: plain minimax over the engine's moves. */
function reference(s: HandState, me: Player): number {
  if (s.phase !== 'play') return 0;
  const moves = legalHandMoves(s).filter((m) => m.type === 'play' && !m.bela);
  let best = s.toAct === me ? -Infinity : Infinity;
  for (const m of moves) {
    const r = applyHand(s, m);
    assert.ok(r.ok);
    const t = r.value;
    const gained = t.cardPoints[me] - s.cardPoints[me] + (t.lastTrick === me && s.lastTrick !== me ? 10 : 0);
    const v = gained + reference(t, me);
    best = s.toAct === me ? Math.max(best, v) : Math.min(best, v);
  }
  return best;
}

test('the best judge agrees with the solver and with an exhaustive search on 200 random endings', () => {
  let positions = 0,
    rightCards = 0,
    wrongCards = 0,
    illegal = 0;
  for (let seed = 0; positions < 200; seed++) {
    const n = 2 + (seed % 4); // 2 to 5 cards each
    const { state: s, bonus } = randomEnding('quiz-judge', seed, n);
    if (bonus[0] || bonus[1]) continue; // run bonuses live in the solver's position only, not in the state
    const me = s.toAct;
    const a = analyzePosition(s);
    assert.ok(a, `seed ${seed}: no analysis`);
    positions++;
    const legal = legalPlayMask(s.hands[me], s.lead, s.trump, s.rules.bareJass);
    const values = new Map<Card, number>();
    for (const c of cardsOf(legal)) {
      const r = applyHand(s, { type: 'play', card: c, player: me });
      assert.ok(r.ok);
      const t = r.value;
      values.set(c, t.cardPoints[me] - s.cardPoints[me] + (t.lastTrick === me ? 10 : 0) + reference(t, me));
    }
    const top = Math.max(...values.values());
    const recorded = { type: 'play' as const, card: cardsOf(legal)[0], player: me };
    for (const c of cardsOf(s.hands[me])) {
      const answer = { type: 'play' as const, card: c, player: me };
      const j = judge('best', s, recorded, answer, ['Anna', 'Ben'], undefined, a);
      if (!(legal & (1 << c))) {
        assert.equal(j.right, false);
        assert.equal(j.why, 'illegal');
        assert.match(j.fault?.rule ?? '', /^must-/);
        illegal++;
        continue;
      }
      const v = values.get(c)!;
      // the solver's value is the exhaustive one, and the judge says right exactly for the best
      assert.equal(j.value, v, `seed ${seed}: card ${c}`);
      assert.equal(j.best, top, `seed ${seed}`);
      assert.equal(j.right, v === top, `seed ${seed}: card ${c} worth ${v}, best ${top}`);
      assert.equal(j.why, v === top ? 'best' : 'worse');
      assert.deepEqual(judgeBest(a, c), { right: v === top, value: v, best: top });
      if (j.right) rightCards++;
      else wrongCards++;
    }
  }
  // the sample has both right and wrong answers, and illegal ones
  assert.ok(rightCards > 200 && wrongCards > 100 && illegal > 50, `${rightCards} ${wrongCards} ${illegal}`);
});

test('recorded and legal judges, and best without the solver’s values', () => {
  const { state: s } = randomEnding('quiz-judge-kinds', 3, 4);
  const me = s.toAct;
  const legal = cardsOf(legalPlayMask(s.hands[me], s.lead, s.trump, s.rules.bareJass));
  const play = (c: Card) => ({ type: 'play' as const, card: c, player: me });
  const rec = play(legal[0]);
  assert.deepEqual(judge('recorded', s, rec, rec), { right: true, why: 'recorded', fallback: undefined });
  if (legal.length > 1) {
    assert.equal(judge('recorded', s, rec, play(legal[1])).why, 'other');
    assert.equal(judge('legal', s, rec, play(legal[1])).right, true);
  }
  const other = cardsOf(s.hands[me]).find((c) => !legal.includes(c));
  if (other !== undefined) assert.equal(judge('legal', s, rec, play(other)).why, 'illegal');
  // best with no values: judged as recorded, and said so
  assert.deepEqual(judge('best', s, rec, rec, undefined, undefined, null), {
    right: true,
    why: 'recorded',
    fallback: true,
  });
  // bela is not part of the answer
  assert.equal(sameMove({ type: 'play', card: 5, bela: true }, { type: 'play', card: 5 }), true);
  assert.equal(sameMove({ type: 'declare', runs: [[1, 2, 3]] }, { type: 'declare', runs: [[3, 2, 1]] }), true);
});

test('questionsOf reads ask and accept, defaulting to recorded, and ignores anything else', () => {
  const qs = questionsOf([
    { moves: [{ play: 'AS', ask: 'Which?' }, { play: 'KS' }, { play: 'QS', ask: 'Best?', accept: 'best' }] },
    { moves: [{ bid: 'take', ask: 'Take?', accept: 'legal' }, { bid: 'pass', ask: 3 }, null] },
    {},
  ] as never);
  assert.deepEqual(qs, [
    { hand: 0, index: 0, ask: 'Which?', accept: 'recorded' },
    { hand: 0, index: 2, ask: 'Best?', accept: 'best' },
    { hand: 1, index: 0, ask: 'Take?', accept: 'legal' },
  ]);
});

test('previewQuiz lists the questions with who answers, the recorded move, the legal answers and the judge', async () => {
  const ending = readFileSync(new URL('../../../demo/examples/quiz/ending.json', import.meta.url), 'utf8');
  const [q, ...rest] = await previewQuiz(ending);
  assert.equal(rest.length, 0);
  assert.equal(q.player, 1);
  assert.deepEqual(q.recorded, { player: 1, play: 'QH' });
  assert.deepEqual(q.legal.map((m) => ('play' in m ? m.play : '')).sort(), ['10C', '9C', 'QH']);
  assert.equal(q.judgedAs, 'best');
  const dix = JSON.parse(readFileSync(new URL('../../../demo/examples/quiz/dix.json', import.meta.url), 'utf8'));
  const items = await previewQuiz(dix);
  assert.equal(items.length, 1);
  assert.equal(items[0].judgedAs, 'recorded');
  assert.ok(items[0].legal.some((m) => 'exchange' in m));
  // best on a move that is not a card is judged as recorded
  const i = items[0].question.index;
  dix.hands[0].moves[i].accept = 'best';
  assert.equal((await previewQuiz(dix))[0].judgedAs, 'recorded');
});

test('the quiz examples (demo/examples/quiz) are valid, listed, and ask all three kinds of question', () => {
  const dir = new URL('../../../demo/examples/quiz/', import.meta.url);
  const index = JSON.parse(readFileSync(new URL('index.json', dir), 'utf8')) as { file: string; accept: string[] }[];
  const files = readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'index.json');
  assert.deepEqual(index.map((e) => e.file).sort(), files.sort());
  assert.equal(index.length, 5);
  const kinds = new Set<string>();
  for (const e of index) {
    const text = readFileSync(new URL(e.file, dir), 'utf8');
    const v = validate(text);
    assert.deepEqual(v.violations, [], e.file);
    const qs = questionsOf(JSON.parse(text).hands);
    assert.ok(qs.length > 0, e.file);
    assert.deepEqual([...new Set(qs.map((q) => q.accept))].sort(), [...e.accept].sort(), e.file);
    for (const q of qs) kinds.add(q.accept);
  }
  assert.deepEqual([...kinds].sort(), ['best', 'legal', 'recorded']);
});

test('previewQuiz on hostile documents: unreadable moves, a bad accept, no hands, text that is not JSON', async () => {
  const doc = JSON.parse(
    readFileSync(new URL('../../../test/fixtures/conformance/valid/question-000.json', import.meta.url), 'utf8'),
  );
  doc.hands[0].moves[1] = { play: 'XX', ask: 'unreadable?' };
  doc.hands[0].moves[0].accept = 'whatever';
  const items = await previewQuiz(doc);
  // the unreadable move stops the hand: only the first question is left, judged as recorded
  assert.equal(items.length, 1);
  assert.equal(items[0].judgedAs, 'recorded');
  assert.deepEqual(await previewQuiz('{"format": "klaberjass",'), []);
  assert.deepEqual(
    await previewQuiz({ format: 'klaberjass', version: 1, players: ['A', 'B'], hands: [] } as never),
    [],
  );
  const long = 'x'.repeat(100000);
  doc.hands[0].moves[0].ask = long;
  assert.equal((await previewQuiz(doc))[0].question.ask, long);
});
