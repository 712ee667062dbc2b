// Shared helpers for the element tests.
import { waitUntil } from '@open-wc/testing';
import '../../src/element/define.js';
import type { KlaberjassTable } from '../../src/element/klaberjass-table.js';

export const FIXTURES = '/test/fixtures/conformance';

export async function fixtureDoc(path: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${FIXTURES}/${path}`);
  return (await res.json()) as Record<string, unknown>;
}

export const shadow = (el: KlaberjassTable): ShadowRoot => el.shadowRoot as ShadowRoot;
export const $ = <T extends Element = HTMLElement>(el: KlaberjassTable, sel: string): T | null =>
  shadow(el).querySelector<T>(sel);
export const $$ = <T extends Element = HTMLElement>(el: KlaberjassTable, sel: string): T[] => [
  ...shadow(el).querySelectorAll<T>(sel),
];
export const text = (el: KlaberjassTable, sel: string): string =>
  ($(el, sel)?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Wait until the element has a table (or an error) rendered. */
export async function ready(el: KlaberjassTable, what = '.felt, .error, .verdict'): Promise<void> {
  await waitUntil(() => $(el, what) !== null, `element did not render ${what}`, { timeout: 5000 });
  await el.updateComplete;
}

export function key(el: KlaberjassTable, k: string, target?: Element): void {
  (target ?? $(el, '.table-region') ?? el).dispatchEvent(
    new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true }),
  );
}

export function events<T>(el: EventTarget, name: string): CustomEvent<T>[] {
  const list: CustomEvent<T>[] = [];
  el.addEventListener(name, (e) => list.push(e as CustomEvent<T>));
  return list;
}
