/**
 * A game saved in localStorage under a key of the page's choosing (written with `store`,
 * storage.ts). Reading never throws: what cannot be read (storage blocked, bad JSON, wrong shape)
 * is reported as `corrupt`.
 */
import { type Move, resolveRules } from '../../engine/internal.js';
import type { TranscriptDoc } from '../../notation/types.js';
import type { Saved, SavedBranch } from '../controllers/game.js';
import { storageKey } from './storage.js';

export type Loaded = { kind: 'none' } | { kind: 'ok'; saved: Saved } | { kind: 'corrupt' };

const isMove = (m: unknown): m is Move =>
  !!m && typeof m === 'object' && typeof (m as { type?: unknown }).type === 'string';
const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;
const isBranch = (b: unknown): b is SavedBranch => {
  const v = b as Partial<SavedBranch> | null;
  return (
    !!v &&
    typeof v === 'object' &&
    typeof v.doc === 'string' &&
    isCount(v.hand) &&
    isCount(v.step) &&
    (v.mode === 'replay' || v.mode === 'validate')
  );
};

export function loadGame(persist: string): Loaded {
  let text: string | null;
  try {
    text = globalThis.localStorage?.getItem(storageKey(persist)) ?? null;
  } catch {
    return { kind: 'none' };
  }
  if (text === null) return { kind: 'none' };
  try {
    const v = JSON.parse(text) as Partial<Saved>;
    const rules = resolveRules(v.rules);
    if (
      v.v !== 1 ||
      typeof v.seed !== 'string' ||
      (v.human !== 0 && v.human !== 1) ||
      !Array.isArray(v.moves) ||
      !v.moves.every(isMove) ||
      !rules.ok ||
      (v.branch !== undefined && !isBranch(v.branch)) ||
      (v.keptSeven !== undefined && v.keptSeven !== true)
    ) {
      return { kind: 'corrupt' };
    }
    const saved: Saved = { v: 1, seed: v.seed, rules: rules.value, human: v.human, moves: v.moves };
    if (v.branch) saved.branch = { doc: v.branch.doc, hand: v.branch.hand, step: v.branch.step, mode: v.branch.mode };
    if (v.keptSeven) saved.keptSeven = true;
    return { kind: 'ok', saved };
  } catch {
    return { kind: 'corrupt' };
  }
}

/** A fingerprint of a document (FNV-1a over its JSON): a saved game played on from it names it so. */
export function docKey(doc: TranscriptDoc | null): string {
  const text = JSON.stringify(doc) ?? '';
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return `${text.length}:${(h >>> 0).toString(16)}`;
}
