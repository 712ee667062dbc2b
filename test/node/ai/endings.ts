// Random endings for the solver tests: n cards each, random trump and leader, the bare-Jass rule
// in a third of them, sometimes a card already led, sometimes a run bonus pending for one player.
import assert from 'node:assert/strict';
import {
  type HandState,
  type Player,
  type Suit,
  handFromPosition,
  legalPlayMask,
  nextInt,
  playCard,
  rulesOf,
  seedRng,
  shuffledDeck,
} from '../../../src/engine/internal.js';
import type { SolverPosition } from '../../../src/ai/solver.js';

export interface Ending {
  state: HandState;
  pos: SolverPosition;
  bonus: [number, number];
}

/** The ending drawn from the seed `${prefix}-${seed}`, with n cards each. */
export function randomEnding(prefix: string, seed: number, n: number): Ending {
  const rng = seedRng(`${prefix}-${seed}`);
  const deck = shuffledDeck(rng);
  const trump = nextInt(rng, 4) as Suit;
  const leader = nextInt(rng, 2) as Player;
  const bareJass = nextInt(rng, 3) === 0;
  const rules = rulesOf({ preset: 'classic', bareJass });
  const r = handFromPosition({
    rules,
    dealer: 0,
    trump,
    taker: 0,
    leader,
    hands: [deck.slice(0, n), deck.slice(n, 2 * n)],
  });
  assert.ok(r.ok);
  const state = r.value;
  if (nextInt(rng, 2) === 0) {
    const legal = legalPlayMask(state.hands[leader], -1, trump, bareJass);
    const cards = [];
    for (let m = legal; m !== 0; m &= m - 1) cards.push(31 - Math.clz32(m & -m));
    playCard(state, cards[nextInt(rng, cards.length)], false);
  }
  // runs that count only once their holder wins a trick: sometimes pending for one player
  const bonus: [number, number] = [0, 0];
  const k = nextInt(rng, 4);
  if (k === 1) bonus[0] = 20;
  else if (k === 2) bonus[1] = 50;
  const pos: SolverPosition = {
    hands: [state.hands[0], state.hands[1]],
    trump,
    leader: state.leader,
    lead: state.lead,
    bareJass,
    pending: bonus,
  };
  return { state, pos, bonus };
}

/** Margin (player 0 minus player 1) of a finished ending, engine scoring: card points, the last trick, run bonuses of players who won a trick. */
export function endMargin(s: HandState, bonus: readonly [number, number]): number {
  let m = s.cardPoints[0] - s.cardPoints[1] + (s.lastTrick === 0 ? 10 : s.lastTrick === 1 ? -10 : 0);
  if (s.tricksWon[0] > 0) m += bonus[0];
  if (s.tricksWon[1] > 0) m -= bonus[1];
  return m;
}
