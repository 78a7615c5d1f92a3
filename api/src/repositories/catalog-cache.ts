// The catalog only changes through the seed at start, so its answers can be
// kept in memory, already serialised, for a while. Concurrent misses share one
// query, and the cache is bounded, so a flood of distinct search terms cannot
// grow it without limit.
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
    // A failed query is not remembered.
    value.catch(() => this.entries.delete(key));
    return value;
  }
}
