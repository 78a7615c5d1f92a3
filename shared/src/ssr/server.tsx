// Rendering on the server (Node only, never in a browser bundle): what a frontend's server build
// exports and what the gateway calls (docs/architecture.md#server-rendering). The gateway gives
// every server build this package, React and styled-components as externals, so one copy of
// each renders every fragment, as in the browser.
import type { ComponentType, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { ServerDataContext } from './preload';
import { ServerLocationContext } from './location';
import { requestKey, type GetRequest } from './page-data';
import { ServerSlotsContext, idPrefix, type SlotRequest } from './slots';

export type { SlotRequest } from './slots';
export type { GetRequest, PageData } from './page-data';
export { PAGE_DATA_ID, inlineJson, requestKey } from './page-data';
export { slotMarker } from './slots';

/** What the gateway hands every render of one page. */
export interface RenderContext {
  /** The page's address (path and query): what the navigation bridge answers while rendering. */
  url?: string;
  /** The answers known so far for this page (shared by its fragments), by requestKey. */
  known: ReadonlyMap<string, unknown>;
  /** Asks the API (public GETs only); resolves once `known` has the answer, false when it failed. */
  load(request: GetRequest): Promise<boolean>;
}

export interface RenderedRoot {
  html: string;
  /** styled-components' `<style>` tags for this root. */
  css: string;
  /** Slots met, to be rendered into their markers. */
  slots: SlotRequest[];
}

/** A page's frame: the shell's render also names the page's status and title. */
export interface RenderedFrame extends RenderedRoot {
  status: number;
  title: string;
  /** Set when the route redirects instead of rendering. */
  redirect?: string;
}

/** A slice's server build: `exports.render`. */
export type FragmentRender = (
  expose: string,
  props: Record<string, unknown>,
  context: RenderContext & { slotKey: string },
) => Promise<RenderedRoot>;

/** The shell's server build: `exports.render`. */
export type FrameRender = (url: string, context: RenderContext) => Promise<RenderedFrame>;

/** A data hook may depend on another's answer (a product's suggestions): at most this many rounds. */
const MAX_PASSES = 4;

function renderOnce(element: ReactElement, { known, url }: RenderContext, identifierPrefix: string) {
  const wanted = new Map<string, GetRequest>();
  const slots: SlotRequest[] = [];
  const address = new URL(url ?? '/', 'http://store.invalid');
  const location = { pathname: address.pathname, search: address.search };
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <ServerLocationContext.Provider value={location}>
          <ServerDataContext.Provider value={{ known, wanted }}>
            <ServerSlotsContext.Provider value={slots}>{element}</ServerSlotsContext.Provider>
          </ServerDataContext.Provider>
        </ServerLocationContext.Provider>,
      ),
      { identifierPrefix },
    );
    return { html, css: sheet.getStyleTags(), slots, wanted: [...wanted.values()] };
  } finally {
    sheet.seal();
  }
}

/**
 * Renders until every request the tree asks for is answered (or failed: that part renders as it
 * does while loading, and the browser loads it).
 */
export async function renderRoot(
  element: ReactElement,
  context: RenderContext,
  /** useId's prefix: a fragment's slot key (ssr/slots.ts idPrefix), as its parcel hydrates with. */
  identifierPrefix = '',
): Promise<RenderedRoot> {
  const failed = new Set<string>();
  for (let pass = 1; ; pass += 1) {
    const { wanted, ...result } = renderOnce(element, context, identifierPrefix);
    const missing = wanted.filter((request) => !failed.has(requestKey(request)));
    if (missing.length === 0 || pass === MAX_PASSES) return result;
    const answers = await Promise.all(missing.map((request) => context.load(request)));
    answers.forEach((ok, i) => !ok && failed.add(requestKey(missing[i])));
  }
}

/** An expose's module, as createParcel made it. */
interface ExposedModule {
  /** Typed by its expose's props; the gateway hands the props the slot recorded. */
  Fragment?: unknown;
}

/** A slice's `render`, over its exposes (the server entry tooling generates from frontends.json). */
export function fragmentRenderer(exposes: Record<string, ExposedModule>): FragmentRender {
  return async (expose, props, context) => {
    const Fragment = (
      Object.prototype.hasOwnProperty.call(exposes, expose) ? exposes[expose].Fragment : undefined
    ) as ComponentType<Record<string, unknown>> | undefined;
    if (typeof Fragment !== 'function') throw new Error(`${expose} has no server render`);
    return renderRoot(<Fragment {...props} slotKey={context.slotKey} />, context, idPrefix(context.slotKey));
  };
}
