/**
 * Random legal games with invariant checks, shared by the property tests (and usable from a
 * Node script to measure). Every check throws an Error naming the game, hand and move.
 */
import {
  type GameState,
  type HandState,
  type HandSummary,
  type Move,
  type Player,
  type PresetName,
  type RngState,
  apply,
  cardsOf,
  declarationOptions,
  explain,
  gameWinner,
  givesAwayDeclared,
  legalMoves,
  maskPoints,
  newGame,
  nextInt,
  popcount,
  rulesOf,
  seedRng,
} from '../../src/engine/internal.js';

const BIDS = ['take', 'pass', 'schmeiss', 'accept', 'refuse', 'S', 'H', 'D', 'C'] as const;

/** A canonical key of a move, so lists of moves can be compared as sets. */
export function moveKey(m: Move): string {
  switch (m.type) {
    case 'bid':
      return `bid ${m.player ?? '-'} ${m.bid}`;
    case 'play':
      return `play ${m.player ?? '-'} ${m.card}${m.bela ? ' bela' : ''}`;
    case 'exchange':
      return `exchange ${m.player ?? '-'} ${m.card}`;
    case 'declare':
      return `declare ${m.player ?? '-'} ${JSON.stringify(m.runs)}`;
    case 'claim':
      return `claim ${m.player ?? '-'}`;
    case 'next':
      return 'next';
  }
}

/**
 * Every move worth trying in a hand state, for both players: all bids, every card with and
 * without a bela announcement, exchanges of each 7 and of two other cards, every legal way to
 * declare plus a non-run, claims, and `next`.
 */
export function candidateMoves(h: HandState): Move[] {
  const out: Move[] = [{ type: 'next' }];
  for (const p of [0, 1] as const) {
    for (const bid of BIDS) out.push({ type: 'bid', bid, player: p });
    for (let card = 0; card < 32; card++) {
      out.push({ type: 'play', card, player: p });
      out.push({ type: 'play', card, bela: true, player: p });
    }
    for (const card of [0, 8, 16, 24, 7, 12]) out.push({ type: 'exchange', card, player: p });
    for (const o of declarationOptions(h.hands[p]))
      out.push({ type: 'declare', runs: o.map((m) => cardsOf(m).reverse()), player: p });
    out.push({ type: 'declare', runs: [[0, 1, 3]], player: p });
    out.push({ type: 'claim', player: p });
  }
  return out;
}

/** The taker rule and the pot, written again independently of the engine's scoring code. */
export function expectedScore(sum: HandSummary, tie: string): { score: [number, number]; potOut: number } {
  const pts = sum.points,
    t = sum.taker as Player,
    d = (1 - t) as Player;
  let score: [number, number] = [0, 0],
    held = 0;
  if (pts[t] > pts[d]) score = [pts[0], pts[1]];
  else if (pts[t] < pts[d]) score[d] = pts[0] + pts[1];
  else if (tie === 'defender') score[d] = pts[d];
  else if (tie === 'bete') score[d] = pts[0] + pts[1];
  else held = pts[0] + pts[1];
  if (score[0] === score[1]) return { score, potOut: sum.potIn + held };
  const w = score[0] > score[1] ? 0 : 1;
  score[w] += sum.potIn;
  return { score, potOut: 0 };
}

export interface GameReport {
  hands: number;
  moves: number;
  states: number;
  fullChecks: number;
  claimed: boolean;
}

function fail(msg: string, g: GameState, label: string): never {
  throw new Error(`${label}, hand ${g.history.length}, move ${g.moves.length}: ${msg}`);
}

/** The invariants of a played-out hand (ended by its last trick). */
export function checkPlayedHand(h: HandState, sum: HandSummary, fail: (msg: string) => never): void {
  const start = h.startHands[0] | h.startHands[1];
  if (popcount(start) !== 18) fail(`${popcount(start)} cards at the start of play, not 18`);
  if ((h.won[0] | h.won[1]) !== start) fail('the cards won are not the 18 cards played');
  const cardTotal = sum.cards[0] + sum.cards[1];
  if (cardTotal !== maskPoints(start, h.trump))
    fail(`card points won ${cardTotal} differ from the points of the 18 cards played`);
  if (cardTotal > 146) fail(`card points ${cardTotal} above 146`);
  if (sum.cards[0] !== maskPoints(h.won[0], h.trump)) fail('card points of player 0 differ from the cards won');
  if (sum.lastTrick !== 0 && sum.lastTrick !== 1) fail('no player took the last trick');
  if (sum.tricks[0] + sum.tricks[1] !== 9) fail('not nine tricks');
  let lastBonus = 0;
  for (const p of [0, 1] as const) {
    const extra = sum.points[p] - sum.cards[p] - sum.sequences[p] - sum.bela[p] - sum.base[p];
    if (extra !== 0 && extra !== 10) fail(`player ${p}'s points are not cards + last trick + sequences + bela`);
    if ((extra === 10) !== (sum.lastTrick === p)) fail('the 10 for the last trick went to the wrong player');
    lastBonus += extra;
    if (sum.bela[p] !== 0 && (sum.bela[p] !== 20 || h.belaHolder !== p)) fail(`bela ${sum.bela[p]} for player ${p}`);
  }
  if (lastBonus !== 10) fail('the 10 for the last trick was not given exactly once');
  if (sum.sequences[0] !== 0 && sum.sequences[1] !== 0) fail('both players scored sequences');
  const exp = expectedScore(sum, h.rules.tie);
  if (exp.score[0] !== sum.score[0] || exp.score[1] !== sum.score[1] || exp.potOut !== sum.potOut) {
    fail(
      `score ${JSON.stringify(sum.score)} / pot ${sum.potOut} do not follow the taker rule (${JSON.stringify(exp)})`,
    );
  }
}

/**
 * Play one random legal game from a seed: moves chosen uniformly among `legalMoves` (a claim,
 * when offered, only one time in eight so claiming games last more than a hand).
 * `fullEvery`: check every candidate move against explain() in every n-th state (0: never).
 */
export function randomGame(preset: PresetName, seed: number, fullEvery = 0, maxMoves = 20000): GameReport {
  const rules = rulesOf(preset);
  const label = `${preset} game ${seed}`;
  const rng: RngState = seedRng(seed);
  let g = newGame({ rules, seed });
  let moves = 0,
    states = 0,
    fullChecks = 0;
  while (!g.over) {
    if (moves++ > maxMoves) fail('the game did not end', g, label);
    const h = g.hand;
    const legal = legalMoves(g);
    if (legal.length === 0) fail('no legal move before the game ended', g, label);
    const handLegal = legalMoves(h);
    if (h.phase !== 'over' && handLegal.length === 0) fail('no legal move before the hand ended', g, label);
    // every listed move is accepted
    for (const m of handLegal) {
      const r = apply(h, m);
      if (!r.ok) fail(`legalMoves listed ${moveKey(m)} but apply refused it: ${r.error.message}`, g, label);
    }
    // every omitted move is refused, every accepted move listed
    if (fullEvery > 0 && states % fullEvery === 0) {
      fullChecks++;
      const listed = new Set(handLegal.map(moveKey));
      for (const m of candidateMoves(h)) {
        const f = explain(h, m);
        // the one legal move left out on purpose: an exchange that gives away a declared 7
        const voids = m.type === 'exchange' && m.player !== undefined && givesAwayDeclared(h, m.player, m.card);
        if (f === null && !listed.has(moveKey(m)) && !voids)
          fail(`explain accepts ${moveKey(m)} but legalMoves omits it`, g, label);
        if (f !== null && listed.has(moveKey(m)))
          fail(`legalMoves lists ${moveKey(m)} but explain refuses it (${f.rule})`, g, label);
        if (f !== null && (typeof f.message !== 'string' || f.message.length < 10))
          fail(`fault ${f.rule} has no message`, g, label);
      }
    }
    states++;
    let choices = legal;
    if (choices.some((m) => m.type === 'claim') && nextInt(rng, 8) !== 0)
      choices = choices.filter((m) => m.type !== 'claim');
    const m = choices[nextInt(rng, choices.length)];
    const before = g.history.length;
    const r = apply(g, m);
    if (!r.ok) fail(`the chosen legal move ${moveKey(m)} was refused: ${r.error.message}`, g, label);
    g = r.value;
    if (g.history.length > before) {
      // a hand goes on the sheet when it ends, or under claiming rules at `next` (which also
      // deals the next hand: then the finished hand is the one before the move)
      const rec = g.history[g.history.length - 1];
      const finished = m.type === 'next' ? h : g.hand;
      if (rec.summary.end === 'played') checkPlayedHand(finished, rec.summary, (msg) => fail(msg, g, label));
      const sums = g.history.reduce((t, x) => [t[0] + x.summary.score[0], t[1] + x.summary.score[1]], [0, 0]);
      if (sums[0] !== g.totals[0] || sums[1] !== g.totals[1])
        fail('the totals are not the sums of the scores', g, label);
    }
  }
  const last = g.history[g.history.length - 1].summary;
  const claimed = last.end === 'claimed';
  if (!claimed) {
    if (gameWinner(g.totals, rules) !== g.winner || g.winner === -1)
      fail(`the game ended at ${g.totals} without a winner by the target`, g, label);
  } else if (g.winner !== (last.claim?.correct ? last.claim.player : 1 - (last.claim?.player ?? 0))) {
    fail('the claim decided the wrong winner', g, label);
  }
  return { hands: g.history.length, moves, states, fullChecks, claimed };
}
