/**
 * The move generator of one hand: every legal move in a state, `applyHand`, which applies a
 * move only when it is legal, and `explainHand`, its first fault; all defer to `faultsOf`
 * (hand.ts), the one place that decides legality. With them the helpers a player's view uses
 * (is the dix exchange open, what declared runs are worth). A module of its own because only players need it (the computer, the table in play
 * mode, the engine's `legalMoves` / `apply`): replaying a record does not.
 */
import {
  type CardMask,
  type Player,
  type Suit,
  SUIT_LETTERS,
  cardsOf,
  has,
  other,
  popcount,
  sevenOf,
  suitOf,
} from './cards.js';
import { declarationOptions } from './declarations.js';
import { applyInPlace, belaCard, cloneHand, legalPlayMask, whyIllegal, sevenHolder } from './hand.js';
import { faultsOf } from './faults.js';
import { runValue } from './sequences.js';
import type { BidValue, FaultData, HandState, Move, Result } from './types.js';

const BIDS_ROUND1: BidValue[] = ['take', 'pass'];

/** Every legal move in this state (for every player who may act). Empty once the hand is over. */
export function legalHandMoves(s: HandState): Move[] {
  const out: Move[] = [];
  const p = s.toAct;
  if (s.phase === 'bidding') {
    if (s.schmeissBy !== -1) {
      out.push({ type: 'bid', bid: 'accept', player: p }, { type: 'bid', bid: 'refuse', player: p });
    } else if (s.bidRound === 1) {
      for (const b of BIDS_ROUND1) out.push({ type: 'bid', bid: b, player: p });
      if (s.rules.schmeiss) out.push({ type: 'bid', bid: 'schmeiss', player: p });
    } else {
      const tu = s.turnUp >= 0 ? suitOf(s.turnUp) : -1;
      for (let su = 0; su < 4; su++) if (su !== tu) out.push({ type: 'bid', bid: SUIT_LETTERS[su], player: p });
      out.push({ type: 'bid', bid: 'pass', player: p });
    }
    return out;
  }
  if (s.phase === 'over') {
    if (s.end === 'played' && s.claimWindow !== -1 && s.rules.claiming && !s.claim)
      out.push({ type: 'claim', player: s.claimWindow });
    return out;
  }
  // play
  if (exchangeOpen(s)) {
    const h = sevenHolder(s);
    if (h !== -1) {
      const card = sevenOf(s.trump as Suit);
      const seven: Move = { type: 'exchange', card, player: h };
      if (!whyIllegal(s, seven).length && !givesAwayDeclared(s, h, card)) out.push(seven);
    }
  }
  if (s.declared[p] === null && s.played[p] === 0) pushDeclarations(out, s.hands[p], p);
  if (s.claimWindow === p && s.rules.claiming && s.lead < 0) out.push({ type: 'claim', player: p });
  let mask = legalPlayMask(s.hands[p], s.lead, s.trump, s.rules.bareJass);
  while (mask !== 0) {
    const low = mask & -mask;
    const c = 31 - Math.clz32(low);
    mask ^= low;
    out.push({ type: 'play', card: c, player: p });
    if (belaCard(s, p, c)) out.push({ type: 'play', card: c, bela: true, player: p });
  }
  // The other player may declare too before their own first card (a declaration is not bound
  // to the turn, as `faultsOf` judges it); listed last so the mover's own moves come first.
  const q = other(p);
  if (s.declared[q] === null && s.played[q] === 0) pushDeclarations(out, s.hands[q], q);
  return out;
}

/** Every way to declare runs from the cards held now. */
function pushDeclarations(out: Move[], hand: CardMask, p: Player): void {
  for (const opt of declarationOptions(hand))
    out.push({ type: 'declare', runs: opt.map((m) => cardsOf(m).reverse()), player: p });
}

/**
 * Whether exchanging the 7 would give away a card of a run `p` has declared. The exchange is
 * legal (`faultsOf`), but that run would then not be held at the start of play, a `declare`
 * fault: the move generator leaves it out, as it leaves out declaring a run with the turn-up
 * card before the exchange (legal too, but a fault if the exchange is not made), so that a game
 * played with its moves has no fault. Declare after the exchange instead.
 */
export function givesAwayDeclared(s: HandState, p: Player, seven: number): boolean {
  return !!s.declared[p]?.some((r) => has(r, seven));
}

/** Apply a legal move; on a fault the state is unchanged and the fault is returned. */
export function applyHand(s: HandState, m: Move): Result<HandState, FaultData> {
  const f = faultsOf(s, m);
  if (f.length) return { ok: false, error: f[0] };
  const t = cloneHand(s);
  applyInPlace(t, m);
  return { ok: true, value: t };
}

/** The first fault of a move, or null when it is legal. */
export function explainHand(s: HandState, m: Move): FaultData | null {
  const f = faultsOf(s, m);
  return f.length ? f[0] : null;
}

/** Is the dix exchange open now (turn-up suit is trump, no card played yet, none made)? */
export function exchangeOpen(s: HandState): boolean {
  return (
    s.phase === 'play' &&
    !s.started &&
    s.exchangedBy === -1 &&
    s.turnUp >= 0 &&
    s.trump === suitOf(s.turnUp) &&
    s.turnUp !== sevenOf(s.trump as Suit)
  );
}

/** What each declared run is worth, for display. */
export const declaredValue = (runs: readonly CardMask[]): number => runs.reduce((a, r) => a + runValue(popcount(r)), 0);
