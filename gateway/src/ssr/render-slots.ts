// The slots of a page, rendered on the server: every slot's fragment from its slice's server
// build, in parallel, nested slots as they appear, all under one deadline (compose.ts renders the
// frame first and fills in what this renders). Each fragment's `load` answers first (public API
// GETs, never with the shopper's cookies), then it renders once from that answer.
import type { FragmentGet } from '@storefront/shared';
import {
  isRenderedRoot,
  LoadError,
  type FragmentHead,
  type HeadContext,
  type LoadContext,
  type RenderedRoot,
  type ServerFragment,
  type SlotRequest,
} from '@storefront/shared/server';
import { createHash } from 'node:crypto';
import { SLICES, type FrontendName } from '../paths.js';
import type { Releases } from '../release/active-releases.js';
import { message, type ServerBuilds } from './server-builds.js';

/**
 * How long a fragment that says the page's head (its status: a product that does not exist is a
 * 404) is waited for, however short the slots' budget: the status a crawler gets is not left to
 * chance to a slow API (docs/architecture.md#server-rendering). Other slots keep the budget.
 */
export const HEAD_BUDGET_MS = 1_000;

/** A page cannot ask for more than this many fragments or nest them deeper. */
const MAX_SLOTS = 64;
const MAX_DEPTH = 4;

/** How many renders of one fragment are kept (the most recently used). */
const RENDERS_KEPT = 100;
const keptRenders = new WeakMap<ServerFragment, Map<string, RenderedRoot>>();

/**
 * The fragment rendered from `props` and `data` for `url` into slot `slotKey`: a render already
 * made from the same (a fragment renders from them alone, docs/architecture.md#server-rendering)
 * is that render. The page cache renders a page again every second under load, mostly from the
 * same answers: each fragment's render then ran on the event loop again for the same HTML,
 * holding every request meanwhile. The data is compared as JSON, the form the parcel hydrates
 * from (page data), so a render that depended on more would not hydrate anyway. Kept by fragment,
 * so a version that leaves takes its own with it.
 */
function renderOnce(
  fragment: ServerFragment,
  props: Record<string, unknown>,
  data: unknown,
  url: string,
  slotKey: string,
) {
  let kept = keptRenders.get(fragment);
  if (!kept) keptRenders.set(fragment, (kept = new Map()));
  const key = createHash('sha256')
    .update(JSON.stringify([slotKey, url, props, data === undefined ? null : data]) ?? '')
    .digest('base64');
  const root = kept.get(key);
  if (root) {
    kept.delete(key);
    kept.set(key, root);
    return root;
  }
  const rendered = fragment.render(props, data, { url, slotKey });
  if (!isRenderedRoot(rendered)) throw new Error('it answered no HTML');
  kept.set(key, rendered);
  while (kept.size > RENDERS_KEPT) kept.delete(kept.keys().next().value as string);
  return rendered;
}

/** One slot rendered on the server. */
export interface RenderedSlot {
  root: RenderedRoot;
  /** Its fragment's `load` answer: inlined for the parcel to hydrate from. */
  data: unknown;
  /** Its fragment's head, for the page's origin (the head is per request, the render is kept). */
  head(context: HeadContext): FragmentHead | null;
  /** 1: it sits in the frame (the page's own fragment); deeper, in another fragment. */
  depth: number;
}

/** The fragment of `slot` in the release its slice has on this page; throws why it has none. */
async function fragmentOf(
  slot: SlotRequest,
  releases: Releases,
  builds: ServerBuilds,
): Promise<ServerFragment> {
  const slice = slot.slice as FrontendName;
  const release = (SLICES as readonly string[]).includes(slice) ? releases[slice] : undefined;
  if (!release) throw new Error('no active release');
  const build = await builds.get(slice, release);
  if (build.status !== 'ready')
    throw new Error(build.status === 'missing' ? 'no server build' : 'its server build does not load');
  const fragments = build.fragments ?? {};
  const fragment = Object.prototype.hasOwnProperty.call(fragments, slot.expose)
    ? fragments[slot.expose]
    : undefined;
  if (typeof fragment?.load !== 'function' || typeof fragment.render !== 'function')
    throw new Error(`its server build has no ${slot.expose}`);
  return fragment;
}

/** Renders `slots` and the slots inside them until all are done or the budget is spent. */
export function renderSlots(
  slots: SlotRequest[],
  releases: Releases,
  builds: ServerBuilds,
  context: LoadContext,
  budgetMs: number,
  log: (message: string) => void,
): Promise<{ rendered: Map<string, RenderedSlot>; renders: Map<string, number>; late: boolean }> {
  const rendered = new Map<string, RenderedSlot>();
  /** Calls of a fragment's render, by slot: what the page's Server-Timing says (one each). */
  const renders = new Map<string, number>();
  const started = new Map<string, SlotRequest>();
  const settled = new Set<string>();
  const deadline = new AbortController();
  // Once the budget is spent the page is answered without the slots still loading: their loads
  // ask the API nothing more (a product page's second call, its suggestions, is never sent).
  const get: FragmentGet = <T>(path: string, params?: Record<string, string>) =>
    deadline.signal.aborted
      ? Promise.reject<T>(new LoadError(null, `GET ${path}: the page's budget is spent`))
      : context.get<T>(path, params);
  const loadContext: LoadContext = { ...context, get, signal: deadline.signal };
  let outstanding = 0;
  let over = false;
  /** Slots whose fragment says the page's head, still loading: the budget waits for them. */
  const heads = new Set<string>();

  /** One slot: its data, then its one render; nested slots start as soon as it has rendered. */
  async function renderSlot(slot: SlotRequest, depth: number): Promise<void> {
    const fragment = await fragmentOf(slot, releases, builds);
    // Renders in the browser only, as its module says: nothing to try, nothing to say.
    if (fragment.browserOnly === true) return;
    const props = slot.props ?? {};
    if (depth === 1 && fragment.saysHead === true) heads.add(slot.key);
    const data = await fragment.load(props, loadContext).finally(() => heads.delete(slot.key));
    if (over) return;
    renders.set(slot.key, (renders.get(slot.key) ?? 0) + 1);
    const root = renderOnce(fragment, props, data, context.url, slot.key);
    const head = (headContext: HeadContext) => fragment.head(data, props, headContext);
    rendered.set(slot.key, { root, data, head, depth });
    for (const child of root.slots) start(child, depth + 1);
  }

  const start = (slot: SlotRequest, depth: number) => {
    if (over || started.has(slot.key) || started.size >= MAX_SLOTS || depth > MAX_DEPTH) return;
    started.set(slot.key, slot);
    outstanding += 1;
    renderSlot(slot, depth)
      .catch((error: unknown) => {
        if (!over)
          log(
            `${slot.slice} ${slot.expose}: the server render failed, the browser mounts it (${message(error)})`,
          );
      })
      .finally(() => {
        settled.add(slot.key);
        outstanding -= 1;
        if (outstanding === 0) finish();
      });
  };

  let finish: () => void = () => {};
  const startedAt = Date.now();
  return new Promise((resolve) => {
    finish = () => {
      if (over) return;
      // At the budget, a page fragment still loading its head gets until HEAD_BUDGET_MS.
      const waited = Date.now() - startedAt;
      if (heads.size > 0 && outstanding > 0 && waited < Math.max(budgetMs, HEAD_BUDGET_MS)) {
        clearTimeout(timer);
        timer = setTimeout(finish, Math.max(budgetMs, HEAD_BUDGET_MS) - waited);
        return;
      }
      over = true;
      clearTimeout(timer);
      deadline.abort();
      let late = false;
      for (const [key, slot] of started) {
        if (settled.has(key)) continue;
        late = true;
        log(`${slot.slice} ${slot.expose}: not rendered within ${budgetMs} ms, the browser mounts it`);
      }
      resolve({ rendered, renders, late });
    };
    let timer = setTimeout(finish, budgetMs);
    for (const slot of slots) start(slot, 1);
    if (outstanding === 0) finish();
  });
}
