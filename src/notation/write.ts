/**
 * Writing transcripts: a game played by the engine → a `TranscriptDoc` (each hand with its
 * dealer, deck, every move and the full result; the game's totals and winner), and a stable,
 * readable JSON text for any document.
 */
import {
  type Card,
  type GameState,
  type HandState,
  type HandSummary,
  type Move,
  type Player,
  type Rules,
  gameWinner,
  handSummary,
  rulesOverrides,
} from '../engine/internal.js';
import { cardsToStrings, moveToNotation } from './notate.js';
import type { HandResultRecord, RulesSpec, TranscriptDoc, TranscriptHand, TranscriptMeta } from './types.js';

/** The shortest way to write a rule set: the preset name, or the preset plus its overrides. */
export function rulesSpecOf(rules: Rules): RulesSpec {
  const over = rulesOverrides(rules);
  return Object.keys(over).length === 0 ? rules.preset : { preset: rules.preset, ...over };
}

/** The full result record of a hand summary (`lastTrick` only when the last trick was played). */
export function resultOf(summary: HandSummary): HandResultRecord {
  const r: HandResultRecord = { cards: [summary.cards[0], summary.cards[1]] };
  if (summary.lastTrick !== -1) r.lastTrick = summary.lastTrick;
  r.sequences = [summary.sequences[0], summary.sequences[1]];
  r.bela = [summary.bela[0], summary.bela[1]];
  r.points = [summary.points[0], summary.points[1]];
  r.score = [summary.score[0], summary.score[1]];
  return r;
}

/** What `writeHand` writes: the dealer, the deck, the moves and, for a finished hand, its summary. */
export interface WritableHand {
  /** Who dealt. */
  dealer: Player;
  /** The deck, top card first. */
  deck: readonly Card[];
  /** The moves, in order (a game's `next` is left out). */
  moves: readonly Move[];
  /** The hand's summary once it is over; without it (or while the hand is in play) no result is written. */
  summary?: HandSummary | null;
}

/**
 * One hand of a transcript: dealer, deck, every move, and the full result when the hand was
 * played or claimed (a hand thrown in, or a schmeiss accepted, has nothing to write down).
 */
export function writeHand(hand: WritableHand): TranscriptHand {
  const out: TranscriptHand = { dealer: hand.dealer, deck: cardsToStrings(hand.deck) };
  out.moves = hand.moves.filter((m) => m.type !== 'next').map(moveToNotation);
  const s = hand.summary;
  if (s && (s.end === 'played' || s.end === 'claimed')) out.result = resultOf(s);
  return out;
}

/** The players' names and what else `writeGame` puts in the document. */
export interface WriteGameOptions {
  /** The two players' names, player 0 first. */
  players: [string, string];
  /** Title, date, source, annotator. */
  meta?: TranscriptMeta;
  /** How to write the rules (default: the game's rules, as a preset name when they are one). */
  rules?: RulesSpec;
}

/**
 * A whole game as a transcript: every finished hand, then the hand in play (if any moves or a
 * deal exist), and the game result: totals and the winner (null while the game goes on). A
 * claim ends the game: the hand stops there and the claimer wins, or loses if wrong.
 */
export function writeGame(game: GameState, opts: WriteGameOptions): TranscriptDoc {
  const doc: TranscriptDoc = {
    format: 'klaberjass',
    version: 1,
    rules: opts.rules ?? rulesSpecOf(game.rules),
    players: [opts.players[0], opts.players[1]],
    ...(opts.meta ? { meta: { ...opts.meta } } : {}),
    hands: [],
  };
  for (const h of game.history) doc.hands.push(writeHand(h));
  let totals: [number, number] = [game.totals[0], game.totals[1]];
  let winner: Player | -1 = game.over ? game.winner : -1;
  if (!game.recorded && !game.over) {
    const h: HandState = game.hand;
    const over = h.phase === 'over';
    const summary = over ? handSummary(h) : null;
    doc.hands.push(writeHand({ dealer: h.dealer, deck: game.deck, moves: game.moves, summary }));
    if (summary) {
      // finished but not yet on the engine's score sheet (a claim was still possible)
      totals = [totals[0] + summary.score[0], totals[1] + summary.score[1]];
      winner = gameWinner(totals, game.rules);
    }
  }
  doc.result = { totals, winner: winner === -1 ? null : winner };
  return doc;
}

// ---------------------------------------------------------------------------------------------
// Stable, readable JSON

const WIDTH = 100;

/**
 * JSON text of a scalar, with `<`, `>`, `&`, U+2028 and U+2029 written as `\u` escapes: the same
 * JSON value, but text that can be put inside an HTML `<script>` element (no `</script>` or
 * `<!--` can end or change it) and into JavaScript source as it is.
 */
function scalar(v: unknown): string {
  return (JSON.stringify(v) ?? 'null').replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function inline(v: unknown): string {
  if (v === null || typeof v !== 'object') return scalar(v);
  if (Array.isArray(v)) return `[${v.map(inline).join(', ')}]`;
  const parts: string[] = [];
  for (const [k, x] of Object.entries(v as Record<string, unknown>))
    if (x !== undefined) parts.push(`${scalar(k)}: ${inline(x)}`);
  return parts.length ? `{ ${parts.join(', ')} }` : '{}';
}

function pretty(v: unknown, indent: string, key: string): string {
  if (v === null || typeof v !== 'object') return scalar(v);
  // a move, a list of cards, a pair: one line each; the containers above them: one item a line
  // (never tried on one line: the one-line text of a whole document cost as much as the document)
  if (key !== 'hands' && key !== 'moves' && key !== '') {
    const flat = inline(v);
    const arrayOfScalars = Array.isArray(v) && v.every((x) => x === null || typeof x !== 'object');
    if (arrayOfScalars || indent.length + flat.length <= WIDTH) return flat;
  }
  const inner = indent + '  ';
  if (Array.isArray(v)) {
    if (v.length === 0) return '[]';
    return `[\n${v.map((x) => inner + pretty(x, inner, '#')).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, x]) => `${inner}${scalar(k)}: ${pretty(x, inner, k)}`).join(',\n')}\n${indent}}`;
}

/**
 * The document as JSON text: two-space indentation, one move a line, every list of cards and
 * every short object on one line, keys in the order given. Equal documents (with
 * keys in the same order) give equal text. `<`, `>`, `&`, U+2028 and U+2029 are written as `\u`
 * escapes, so the text is safe inline in a `<script type="application/json">` element.
 */
export function stringifyTranscript(doc: TranscriptDoc): string {
  return `${pretty(doc, '', '')}\n`;
}
