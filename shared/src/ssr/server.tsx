// Rendering on the server (Node only, never in a browser bundle): what a frontend's server build
// exports and what the gateway calls (docs/architecture.md#server-rendering). The gateway gives
// every server build this package, React and styled-components as externals, so one copy of
// each renders every fragment, as in the browser. A root renders once, from data loaded before.
import type { ComponentType, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import type { FragmentHead, FragmentParts, HeadContext, LoadContext } from './fragment';
import { ServerLocationContext } from './location';
import { ServerSlotsContext, idPrefix, type SlotRequest } from './slots';

export type { SlotRequest } from './slots';
export type { GetRequest, PageData } from './page-data';
export type { FragmentHead, HeadContext, LoadContext } from './fragment';
export { LoadError } from './fragment';
export { PAGE_DATA_ID, inlineJson, requestKey } from './page-data';
export { slotMarker } from './slots';

export interface RenderedRoot {
  html: string;
  /** styled-components' `<style>` tags for this root. */
  css: string;
  /** Slots met, to be rendered into their markers. */
  slots: SlotRequest[];
}

/** Whether a render answered a root: its HTML, its styles and the slots it met, each well named. */
export const isRenderedRoot = (value: unknown): value is RenderedRoot => {
  const root = value as RenderedRoot | null;
  return (
    typeof root?.html === 'string' &&
    typeof root.css === 'string' &&
    Array.isArray(root.slots) &&
    root.slots.every(
      (slot) =>
        typeof slot?.key === 'string' &&
        /^[A-Za-z0-9_-]{1,64}$/.test(slot.key) &&
        typeof slot.slice === 'string' &&
        typeof slot.expose === 'string',
    )
  );
};

/**
 * The shell's server build: `exports.render`, the frame of the page at `url` (path and query).
 * The page's status, head and `/`'s redirect are the route table's, which the gateway reads.
 */
export type FrameRender = (url: string) => RenderedRoot | Promise<RenderedRoot>;

/** One render of `element` for the page at `url`: its HTML, its styles and the slots it met. */
export function renderRoot(
  element: ReactElement,
  url: string,
  /** useId's prefix: a fragment's slot key (ssr/slots.ts idPrefix), as its parcel hydrates with. */
  identifierPrefix = '',
): RenderedRoot {
  const slots: SlotRequest[] = [];
  const address = new URL(url, 'http://store.invalid');
  const location = { pathname: address.pathname, search: address.search };
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <ServerLocationContext.Provider value={location}>
          <ServerSlotsContext.Provider value={slots}>{element}</ServerSlotsContext.Provider>
        </ServerLocationContext.Provider>,
      ),
      { identifierPrefix },
    );
    return { html, css: sheet.getStyleTags(), slots };
  } finally {
    sheet.seal();
  }
}

type Props = Record<string, unknown>;

/** One expose of a slice's server build, as the gateway calls it. */
export interface ServerFragment {
  /** true: the gateway leaves the slot to the browser without calling anything. */
  browserOnly: boolean;
  /** true: it says a head (its page's status among it): the gateway waits longer for its data. */
  saysHead?: boolean;
  /** The fragment's data (undefined when it loads none); rejects when it cannot be had. */
  load(props: Props, context: LoadContext): Promise<unknown>;
  /** The fragment rendered once from `data` into slot `slotKey`. */
  render(props: Props, data: unknown, context: { url: string; slotKey: string }): RenderedRoot;
  /** What the page's head says when this fragment is the page; null when it says nothing. */
  head(data: unknown, props: Props, context: HeadContext): FragmentHead | null;
}

/** A slice's server build: `exports.fragments`, by expose. */
export type SliceFragments = Record<string, ServerFragment>;

/** The server part of an expose module, as createParcel made it. */
export type FragmentModulePart = FragmentParts<Props, unknown> & { Component: ComponentType<Props> };

const BROWSER_ONLY: ServerFragment = {
  browserOnly: true,
  load: () => Promise.reject(new Error('it renders in the browser only')),
  render: () => {
    throw new Error('it renders in the browser only');
  },
  head: () => null,
};

/**
 * A slice's `fragments`, over its expose modules (the server entry tooling generates from
 * frontends.json). A module without a server part is browser-only, as one that says so.
 */
export function fragmentServer(exposes: Record<string, { fragment?: FragmentModulePart }>): SliceFragments {
  const fragments: SliceFragments = {};
  for (const [expose, module] of Object.entries(exposes)) {
    const part = module.fragment;
    if (!part || part.browserOnly || typeof part.Component !== 'function') {
      fragments[expose] = BROWSER_ONLY;
      continue;
    }
    const { Component, load, head } = part;
    fragments[expose] = {
      browserOnly: false,
      saysHead: typeof head === 'function',
      load: async (props, context) => (load ? load(props, context) : undefined),
      render: (props, data, { url, slotKey }) =>
        renderRoot(<Component {...props} data={data} slotKey={slotKey} />, url, idPrefix(slotKey)),
      head: (data, props, context) => (head ? head(data, props, context) : null),
    };
  }
  return fragments;
}
