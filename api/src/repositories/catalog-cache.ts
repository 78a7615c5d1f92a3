// Catalog answers kept in memory, already serialised, for a while. The catalogue changes while
// the store runs (an import, docs/catalog.md#changing-the-catalogue): every process watches the
// catalogue's version (src/catalog/changes.ts) and clears this cache when it moves, so an answer
// is never older than the change plus a poll. Concurrent misses share one query, and the cache is
// bounded, so a flood of distinct search terms cannot grow it without limit.
export class CatalogCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<string | null> }>();

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 2_000,
  ) {}

  /** The JSON text of load()'s answer (null stays null), from memory when fresh. */
  json(key: string, load: () => Promise<unknown>): Promise<string | null> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (hit) this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    const value = load().then((answer) => (answer === null ? null : JSON.stringify(answer)));
    this.entries.set(key, { expires: now + this.ttlMs, value });
    // A failed query is not remembered (unless the key was cleared and asked again meanwhile).
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /**
   * Forgets every answer, those still loading too: a request that misses after this reads the
   * catalogue as it is now.
   */
  clear(): void {
    this.entries.clear();
  }
}
