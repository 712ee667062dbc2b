/**
 * The editor, `mode="edit"`: an author builds an annotated example hand by clicking, on the same
 * engine (legal moves), notation (the writer's stable text) and validator (the verdict, the states
 * shown) as the rest of the table. The element bundle loads this module (a lazy chunk) the first
 * time a table is in edit mode; a page that only replays never downloads it.
 *
 * The table hands the editor an `EditorContext` (context.ts) and gets an `EditorSession`
 * (session.ts) back; the editor's styles are styles.ts, its views view.ts and the tabs it draws.
 */
import type { EditorContext } from './context.js';
import { EditorSession } from './session.js';

export type { EditorContext, EditorConfig } from './context.js';
export type { EditorSession } from './session.js';
export { styles } from './styles.js';

/**
 * Settles once what the editor calls synchronously has loaded: nothing is left, as the editor
 * uses the library's validator (`replayDocument`, with all its parts and the English sentences,
 * in this chunk). The element waits for it before the editor's first render.
 */
export const ready: Promise<unknown> = Promise.resolve();

/** The editor of one table. */
export const editorFor = (ctx: EditorContext): EditorSession => new EditorSession(ctx);
