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

// ---------------------------------------------------------------------------------------------
// The editor's drafts, and one owner a key

/** The key of an editor's draft saved under `persist`: prefixed as play's games are, never the page's own key. */
export const draftKey = storageKey;

/** The text stored under `key` (already prefixed), or null when there is none or storage is blocked. */
export function readStored(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Store `text` under `key`; false when storage is full, blocked or missing. */
export function writeStored(key: string, text: string): boolean {
  try {
    globalThis.localStorage.setItem(key, text);
    return true;
  } catch {
    return false;
  }
}

export function removeStored(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    /* nothing stored, nothing to remove */
  }
}

/** The table (its shadow root) that saves under each `persist` key on this page. */
const owners = new Map<string, WeakRef<Node>>();

/**
 * Claim `persist` for the table whose shadow root is `root`. False when another table on the page,
 * still in the document, saves under the same key (each would overwrite the other's game or
 * draft): the caller then says so and does not save.
 */
export function claimKey(persist: string, root: Node): boolean {
  const held = owners.get(persist)?.deref();
  if (held && held !== root && held.isConnected) return false;
  owners.set(persist, new WeakRef(root));
  return true;
}
