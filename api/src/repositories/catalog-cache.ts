// Catalog answers kept in memory, already serialised, for a while. The catalogue changes while
// the store runs (an import, docs/catalog.md#changing-the-catalogue): every process watches the
// catalogue's version (src/catalog/changes.ts) and clears this cache when it moves, so an answer
// is never older than the change plus a poll. Concurrent misses share one query, and the cache is
// bounded in entries and in bytes, so a flood of distinct search terms or filter combinations
// cannot grow it without limit (the least recently used answers go first).
interface Entry {
  expires: number;
  value: Promise<unknown>;
  /** What the answer weighs once loaded (its JSON text's length, about its bytes). */
  bytes: number;
}

export class CatalogCache {
  private readonly entries = new Map<string, Entry>();
  private heldBytes = 0;

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 2_000,
    private readonly maxBytes = 24 * 1024 * 1024,
  ) {}

  /** The JSON text of load()'s answer (null stays null), from memory when fresh. */
  json(key: string, load: () => Promise<unknown>): Promise<string | null> {
    return this.remember(
      key,
      async () => {
        const answer = await load();
        return answer === null ? null : JSON.stringify(answer);
      },
      (text) => text?.length ?? 0,
    );
  }

  /** load()'s answer, from memory when fresh; `weigh` tells about how many bytes it holds. */
  remember<T>(key: string, load: () => Promise<T>, weigh: (value: T) => number): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) {
      // Moved to the newest end: the map's order is last use, so what every request reads (a
      // gender's summary, the first pages) outlives a flood of answers asked for once.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value as Promise<T>;
    }
    if (hit) this.drop(key);
    if (this.entries.size >= this.maxEntries) this.drop(this.entries.keys().next().value as string);
    const value = load();
    const entry: Entry = { expires: now + this.ttlMs, value, bytes: 0 };
    this.entries.set(key, entry);
    value.then(
      (answer) => {
        // Cleared or replaced meanwhile: it is not held, so it does not count.
        if (this.entries.get(key) !== entry) return;
        entry.bytes = weigh(answer);
        this.heldBytes += entry.bytes;
        while (this.heldBytes > this.maxBytes && this.entries.size > 1) {
          const oldest = this.entries.keys().next().value as string;
          this.drop(oldest === key ? [...this.entries.keys()][1] : oldest);
        }
      },
      // A failed query is not remembered (unless the key was cleared and asked again meanwhile).
      () => {
        if (this.entries.get(key) === entry) this.drop(key);
      },
    );
    return value;
  }

  /** Answers held and about how many bytes they take, for tests and the bench. */
  stats(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.heldBytes };
  }

  /**
   * Forgets every answer, those still loading too: a request that misses after this reads the
   * catalogue as it is now.
   */
  clear(): void {
    this.entries.clear();
    this.heldBytes = 0;
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.heldBytes -= entry.bytes;
    this.entries.delete(key);
  }
}
