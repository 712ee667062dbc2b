/**
 * What an illegal move means when a record is judged: `applyNatural` carries out a move with its
 * natural meaning even when `faultsOf` faults it. A module of its own: only a record with a fault
 * (or a hand rebuilt from its plays) needs it.
 */
import { type Suit, R7, has, other, parseSuit, suitOf } from './cards.js';
import { actorOf, applyInPlace, cloneHand, fixTrump, judgeRuns } from './hand.js';
import { faultsOf } from './faults.js';
import type { HandState, Move } from './types.js';

/**
 * Apply a move that may be illegal with its natural meaning, as a validator judges what
 * happened: `take` in round 2 means the turn-up suit; a suit named illegally becomes trump;
 * a forbidden schmeiss is still an offer; an illegal card is still played; a wrong `player`
 * counts as the player whose turn it was; a forbidden exchange is carried out when the player
 * holds the 7 named and the turn-up card is known and not yet taken; a declaration keeps its
 * good runs (the bad ones are ignored, not the whole declaration). Returns null for moves with
 * no natural meaning (an answer with no offer, a second declaration, any other illegal
 * exchange, an illegal claim, a move in the wrong phase): those are ignored.
 */
export function applyNatural(s: HandState, m: Move): HandState | null {
  const faults = faultsOf(s, m);
  if (!faults.length) {
    const t = cloneHand(s);
    applyInPlace(t, m);
    return t;
  }
  const rules = new Set(faults.map((f) => f.rule));
  if (m.type === 'exchange' && faults.length === 1 && rules.has('exchange')) {
    // An exchange the rules forbid is still carried out when the player holds the 7 named
    // and the turn-up card is known and still on the table.
    const p = actorOf(s, m);
    if (s.turnUp < 0 || s.exchangedBy !== -1 || (m.card & 7) !== R7 || !has(s.hands[p], m.card)) return null;
    const t = cloneHand(s);
    applyInPlace(t, { type: 'exchange', card: m.card, player: p });
    return t;
  }
  if (m.type === 'declare' && !rules.has('wrong-phase')) {
    const p = actorOf(s, m);
    if (s.declared[p] !== null) return null;
    const t = cloneHand(s);
    t.declared[p] = judgeRuns(s, p, m.runs).kept;
    return t;
  }
  if (rules.has('wrong-phase') || rules.has('exchange') || rules.has('declare') || rules.has('claim')) return null;
  const t = cloneHand(s);
  if (m.type === 'bid') {
    if (rules.has('bid')) {
      if (s.schmeissBy !== -1) return null;
      if (m.bid === 'accept' || m.bid === 'refuse') return null;
      if (m.bid === 'schmeiss') {
        // in round 2 too, or where the rules have no schmeiss: an offer to answer
        t.schmeissBy = t.toAct;
        t.toAct = other(t.toAct);
        return t;
      }
      if (s.turnUp < 0 && m.bid === 'take') return null;
      const su = m.bid === 'take' ? suitOf(s.turnUp) : parseSuit(m.bid);
      if (su < 0) return null;
      fixTrump(t, su as Suit, t.toAct);
      return t;
    }
    applyInPlace(t, { type: 'bid', bid: m.bid });
    return t;
  }
  if (m.type === 'play') {
    applyInPlace(t, { type: 'play', card: m.card, bela: m.bela && !rules.has('bela-announcement') });
    return t;
  }
  return null;
}
