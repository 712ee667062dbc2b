/**
 * `LazyParts`: the lazy parts of one table (play mode, the verdict, the analysis, and any later mode): each is
 * a module loaded by a visible `import()` on first use (see `lazy`), whose styles this controller
 * adds to the table's shadow root once it has arrived. `settled()` lets the host's
 * `updateComplete` wait for parts still loading. (Not a reactive controller: it has no part in
 * the host's lifecycle, it only asks it to render again.)
 */
import { type CSSResult, type ReactiveControllerHost, adoptStyles, isServer, supportsAdoptingStyleSheets } from 'lit';
import type { Lazy } from '../engine/lazy.js';
import { errorMessage } from '../validator/run.js';

/** A part's own styles: one sheet, or several (play's view and its score sheet). */
type PartStyles = CSSResult | readonly CSSResult[];

export class LazyParts {
  /** Promises the host's `updateComplete` waits for (parts loading, and any the host adds with `wait`). */
  private pending = new Set<Promise<unknown>>();
  /** The styles of lazy parts this table has added to its shadow root (see `adopt`). */
  private adopted = new Set<CSSResult>();

  /** `failed` hears why a part could not be loaded. */
  constructor(
    private host: ReactiveControllerHost & { renderRoot: HTMLElement | DocumentFragment },
    private failed: (why: string) => void,
  ) {}

  /**
   * A lazy part if loaded, its styles added to this table; else starts loading it (then adds its
   * styles, runs `then` and renders again) and gives undefined.
   */
  use<T extends { styles?: PartStyles } | object>(part: Lazy<T>, then?: (m: T) => void): T | undefined {
    // a server renders what the main file draws, and nothing of a part: the same HTML however many
    // tables it rendered before (and loaded parts for), which the page's first render then matches
    if (isServer) return undefined;
    const m = part.get();
    if (m) {
      this.adopt((m as { styles?: PartStyles }).styles);
      return m;
    }
    this.wait(
      part.load().then(
        (mod) => {
          this.adopt((mod as { styles?: PartStyles }).styles);
          then?.(mod);
          this.host.requestUpdate();
        },
        (e: unknown) => this.failed(errorMessage(e)),
      ),
    );
    return undefined;
  }

  /** Have the host's `updateComplete` wait for `p` too. */
  wait(p: Promise<unknown>): void {
    // (settles either way: a part that fails has told `failed`)
    const held: Promise<void> = p.then(
      () => void this.pending.delete(held),
      () => void this.pending.delete(held),
    );
    this.pending.add(held);
  }

  /** Settles once nothing is pending (null when nothing is now). */
  settled(): Promise<unknown> | null {
    return this.pending.size ? Promise.all(this.pending) : null;
  }

  /**
   * Adds a lazy part's styles (if it has its own) to this table's shadow root, once, after the element's own (never
   * to the page: every table adds them itself). Without adoptable style sheets lit's fallback
   * appends a style element.
   */
  private adopt(styles: PartStyles | undefined): void {
    for (const sheet of [styles ?? []].flat()) {
      if (this.adopted.has(sheet)) continue;
      this.adopted.add(sheet);
      const root = this.host.renderRoot as ShadowRoot;
      // (lit's adoptStyles would replace the adopted sheets, the element's own among them)
      if (supportsAdoptingStyleSheets) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet.styleSheet!];
      else adoptStyles(root, [sheet]);
    }
  }
}
