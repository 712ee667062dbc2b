/**
 * React wrappers for the package's custom elements (`klaberjass-table/react`), made with Lit's
 * `@lit/react`: one component per element, `<KlaberjassTable>` for `<klaberjass-table>`. Every prop
 * the element has as a property (`transcript`, `mode`, `fourColour`, …) is set as that property
 * in an effect, so it survives server rendering and hydration (React 19 alone may set a custom
 * element's object prop before the element is defined, and then loses it); every `kj-` event is an
 * `onKj…` prop typed from the element's event map (`onKjMove` for `kj-move`).
 *
 * Safe to import on a server (Next.js, Remix): the element's module defines nothing that needs a
 * DOM there (Lit's server build brings a stand-in `HTMLElement`). In a Next.js app router page,
 * use it from a `'use client'` component, or straight from a server component (this module is a
 * client module).
 */
import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import { type KjEventMap, KlaberjassTable as KlaberjassTableElement } from '../element/define.js';

export type * from '../element/public-types.js';
// the element class (the type of the component's ref), under a name beside the component's
export type { KlaberjassTable as KlaberjassTableElement } from '../element/define.js';

/** An event name in PascalCase: `kj-game-end` → `KjGameEnd`. */
export type Pascal<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Capitalize<Head>}${Pascal<Tail>}`
  : Capitalize<S>;
/** The React prop of an element event: `kj-move` → `onKjMove`. */
export type OnProp<K extends string> = `on${Pascal<K>}`;

/** The React prop of each event of `<klaberjass-table>`, with its event type. */
export type KlaberjassTableEvents = { [K in keyof KjEventMap as OnProp<K>]: EventName<KjEventMap[K]> };

// The event names as values (the event map is a type only). `satisfies` keeps the list exactly in
// step with KjEventMap: an event added to the element and missing here fails the type check.
const EVENTS = {
  onKjMove: 'kj-move',
  onKjStep: 'kj-step',
  onKjHandEnd: 'kj-hand-end',
  onKjGameEnd: 'kj-game-end',
  onKjVerdict: 'kj-verdict',
  onKjError: 'kj-error',
  onKjAnswer: 'kj-answer',
  onKjEdit: 'kj-edit',
} as const satisfies { [K in keyof KjEventMap as OnProp<K>]: K };

/**
 * `<klaberjass-table>` as a React component: `<KlaberjassTable transcript={doc} onKjMove={(e) =>
 * e.detail.notation} />`. Its ref is the element.
 */
export const KlaberjassTable = createComponent({
  react: React,
  tagName: 'klaberjass-table',
  elementClass: KlaberjassTableElement,
  events: EVENTS as KlaberjassTableEvents,
  displayName: 'KlaberjassTable',
});

/** The props of `<KlaberjassTable>`. */
export type KlaberjassTableProps = React.ComponentProps<typeof KlaberjassTable>;
