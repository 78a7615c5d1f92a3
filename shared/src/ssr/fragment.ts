// A fragment module's parts (docs/architecture.md#server-rendering), as route modules have them:
// `load` (the data it renders from, public API GETs within the page's budget), `head` (what it
// says in the page's head, status included) and the component, which renders from that data. The
// gateway calls `load`, renders the component once with its answer and writes the head, knowing
// nothing of what the data or the head mean. Browser and server share this file; nothing here
// renders.

/** A public GET of the API: the answer, or a LoadError. Never with the shopper's cookies. */
export type FragmentGet = <T>(path: string, params?: Record<string, string>) => Promise<T>;

/** Why a load failed: `status` is the API's answer (404: no such thing), null when it did not answer. */
export class LoadError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
  ) {
    super(message);
    this.name = 'LoadError';
  }
}

/** What a fragment's `load` gets besides its props. */
export interface LoadContext {
  get: FragmentGet;
  /** The page's address (path and query): what a fragment reads from the URL, e.g. its filters. */
  url: string;
  /**
   * Aborted when the page's budget is spent: the slot then renders in the browser, and a `get`
   * asked after it is refused.
   */
  signal?: AbortSignal;
}

/** What a fragment's `head` gets besides its data and props. */
export interface HeadContext {
  /** The store's origin as the shopper asked for it (`https://shop.example`), for absolute URLs. */
  origin: string;
}

/**
 * What a fragment says in its page's head. The gateway escapes every value and writes it; a
 * field left out keeps the route's own (gateway/src/head.ts).
 */
export interface FragmentHead {
  /** The page's HTTP status: 404 when what it shows does not exist (the not-found head then). */
  status?: number;
  /** The whole `<title>` text. */
  title?: string;
  description?: string;
  /** The page's canonical path (`/women/products/15`): the gateway puts the origin before it. */
  canonical?: string;
  noindex?: boolean;
  /** `<meta property content>` pairs in order: Open Graph (`og:title`) and its extensions. */
  openGraph?: readonly (readonly [property: string, content: string])[];
  /** A schema.org JSON-LD object, inlined as a JSON data block (never run). */
  jsonLd?: unknown;
}

/** The parts of a fragment besides its component: createParcel's options. */
export interface FragmentParts<P, D> {
  /** The fragment's data, on the server before its one render, in the browser by its own hooks. */
  load?: (props: P, context: LoadContext) => Promise<D>;
  /** What the page's head says when this fragment is the page (called with `load`'s answer). */
  head?: (data: D, props: P, context: HeadContext) => FragmentHead;
  /**
   * Renders in the browser only (it reads what only the browser has): the gateway leaves its slot
   * for the browser without trying, and says nothing.
   */
  browserOnly?: boolean;
}

/** What a fragment's component gets besides its props: its data, when it was loaded for it. */
export interface FragmentDataProps<D> {
  /** `load`'s answer this fragment was server-rendered with (undefined: load it as usual). */
  data?: D;
}
