/**
 * The table's storage: a value saved as JSON in localStorage under the key of the `persist`
 * attribute (`klaberjass-table:<persist>`). What is saved, and how it is read back, is the part's
 * own (a game: persist.ts).
 */

export const storageKey = (persist: string) => `klaberjass-table:${persist}`;

/** Save `value` as JSON under the key of `persist` (null: forget it); false when storage is full, blocked or missing (a game goes on unsaved). */
export function store(persist: string, value: unknown): boolean {
  try {
    const storage = globalThis.localStorage;
    if (value !== null) storage.setItem(storageKey(persist), JSON.stringify(value));
    else storage.removeItem(storageKey(persist));
    return true;
  } catch {
    return false;
  }
}
