/**
 * What the editor's views (view.ts and its tabs view-setup.ts, view-play.ts, view-out.ts) read
 * and call besides the controller, and the strings they speak: the session implements it.
 */
import type { TemplateResult } from 'lit';
import type { PositionAnalysis } from '../../ai/types.js';
import type { Card, HandState, Player } from '../../engine/internal.js';
import type { I18nController } from '../i18n/index.js';
import type { Strings } from '../i18n/en.js';
import type { PlayStrings } from '../i18n/en-play.js';
import type { EditStrings } from '../i18n/en-edit.js';
import type { Scene } from '../views/table.js';
import type { EditorController } from './controller.js';
import type { Group } from './model.js';

export type EditorStrings = Strings & PlayStrings & EditStrings;

/** What the views read and call besides the controller (the session implements it). */
export interface EditorViewHost {
  readonly c: EditorController;
  readonly i18n: I18nController;
  readonly t: EditorStrings;
  notice: string;
  /** Text typed into a group's field and not yet placed (shown with its problems). */
  typed: Partial<Record<Group, string>>;
  seed: string;
  srcName: string;
  /** The image of the snippets is a PNG rather than an SVG. */
  imagePng: boolean;
  preview: boolean;
  /** The solver's values are shown on the cards of the player to act. */
  solver: boolean;
  /** The double-dummy values at a position: known, or null while the solver works them out (the editor renders again then). */
  solverAt(s: HandState): PositionAnalysis | null;
  paste: string;
  names(): [string, string];
  tableRegion(sc: Scene): TemplateResult;
  /** Re-render after a change of view-only state. */
  refresh(): void;
  onCard(c: Card): void;
  /** The computer is choosing its seat's move. */
  readonly thinking: boolean;
  setComputer(seat: Player | -1, level?: 'easy' | 'normal' | 'hard'): void;
  typeGroup(g: Group, text: string, commit: boolean): void;
  copy(text: string, done: string): void;
  download(text?: string): void;
  /** The table's `link-base` attribute ('' when not given): the URL of the page a copied link opens. */
  linkBase(): string;
  /** A file handed to the browser's downloads under `name`. */
  saveFile(data: Blob, name: string): void;
  /** A notice shown and said. */
  tell(text: string): void;
  /** The transcript's file name (for downloads and the snippets). */
  fileName(): string;
  fillResult(): void;
  openText(text: string): void;
  openFile(file: File | undefined): void;
  newDoc(): void;
  /** Focus the first element matching `selector` once the editor has rendered (a fault taken to its field). */
  focusAfterRender(selector: string): void;
}
