// Rendered pages, kept a moment: the HTML is the same for every shopper of the same releases
// (nothing personal is rendered on the server, docs/architecture.md#server-rendering), so a burst
// of requests for one page renders it once, and a page a little old is answered at once while it
// renders again behind it (stale-while-revalidate), as a CDN in front of the edge would do.
// The key names the releases the page was rendered from: an activation or a rollback is a new
// key, so the next request renders with the new version.
// Pages a client can make without end (a search's term, any 1-64 characters; a path that is no
// page, a product id the catalog does not have) are kept apart, in a small pool of their own: a
// flood of them pushes out only each other, never the listing and product pages every shopper
// shares (which keep a burst of requests to one render). Which pool a page goes in is said once it
// is rendered, as only then is it known that a product id was not the catalog's.

export interface PageCacheOptions<T = unknown> {
  /** How long a rendered page is fresh (ms). */
  freshMs?: number;
  /** How long after that it may still be answered while a new render runs (ms). */
  staleMs?: number;
  /** At most this many pages (the oldest go first). */
  maxEntries?: number;
  /** Pages a client can make without bound (`test`, once rendered), kept in a pool of at most `maxEntries`. */
  apart?: { test: (key: string, value: T) => boolean; maxEntries: number };
  /** Whether a rendered page may be kept (a page missing a late fragment is answered, not kept). */
  keep?: (value: T) => boolean;
  /**
   * Whether a new render is the same page as the one kept: the kept one then stays (fresh again),
   * with what was made from it (the finished page, its compressed bytes), instead of all of it
   * being made again every second for the same bytes.
   */
  same?: (kept: T, rendered: T) => boolean;
  now?: () => number;
}

interface Entry<T> {
  value: T;
  at: number;
}

export interface PageCache<T> {
  /** The page for `key`: cached, or rendered by `render` (one render at a time per key). */
  get(key: string, render: () => Promise<T | null>): Promise<T | null>;
  clear(): void;
  readonly size: number;
}

export function createPageCache<T>({
  freshMs = 1_000,
  staleMs = 10_000,
  maxEntries = 500,
  apart,
  keep = () => true,
  same = () => false,
  now = Date.now,
}: PageCacheOptions<T> = {}): PageCache<T> {
  const shared = { entries: new Map<string, Entry<T>>(), maxEntries };
  const kept = apart && { entries: new Map<string, Entry<T>>(), maxEntries: apart.maxEntries };
  const pools = kept ? [shared, kept] : [shared];
  /** The pool `key` is kept in, if any: a key is in one at most. */
  const poolWith = (key: string) => pools.find(({ entries }) => entries.has(key));
  const rendering = new Map<string, Promise<T | null>>();

  function renderInto(key: string, render: () => Promise<T | null>): Promise<T | null> {
    const running = rendering.get(key);
    if (running) return running;
    const started = render()
      .then((value) => {
        // A page that could not be rendered is not kept: the next request tries again.
        if (value === null || !keep(value)) return value;
        const before = poolWith(key)?.entries.get(key)?.value;
        const page = before !== undefined && same(before, value) ? before : value;
        // A page may change pools (a product the catalog has stopped selling answers 404).
        poolWith(key)?.entries.delete(key);
        const { entries, maxEntries: max } = kept && apart?.test(key, page) ? kept : shared;
        entries.set(key, { value: page, at: now() });
        while (entries.size > max) entries.delete(entries.keys().next().value as string);
        return page;
      })
      .finally(() => rendering.delete(key));
    rendering.set(key, started);
    return started;
  }

  return {
    async get(key, render) {
      const entries = poolWith(key)?.entries;
      const entry = entries?.get(key);
      const age = entry ? now() - entry.at : Infinity;
      if (entry && age <= freshMs) return entry.value;
      if (entry && age <= freshMs + staleMs) {
        // Answered now; the next request gets the new render. A failed one keeps the old page.
        renderInto(key, render).catch(() => {});
        return entry.value;
      }
      if (entry) entries?.delete(key);
      return renderInto(key, render);
    },
    clear() {
      for (const { entries } of pools) entries.clear();
    },
    get size() {
      return pools.reduce((size, { entries }) => size + entries.size, 0);
    },
  };
}
