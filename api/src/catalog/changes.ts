// How every API process learns that the catalogue changed (docs/catalog.md#changing-the-catalogue):
// an import or the seed bumps catalog_version in the transaction that writes the products, and each
// process reads that one row every second and, when the number moved, forgets what it keeps of the
// catalogue. A poll, not PostgreSQL's LISTEN/NOTIFY: it works the same on PGlite, needs no
// connection held aside from the pool, and one primary-key read a second costs nothing.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { catalogVersion } from '../db/schema';

/** How often each process reads the version: a change reaches it within about this. */
export const CATALOG_POLL_MS = 1_000;

/** The catalogue's version (0 before the seed's first write). */
export async function readCatalogVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: catalogVersion.version })
    .from(catalogVersion)
    .where(eq(catalogVersion.id, 1));
  return row?.version ?? 0;
}

/**
 * Calls onChange after the catalogue's version moves from the one it reads now. A read that fails
 * (the database restarting) is tried again a period later, and the version is then unknown: the
 * next one read counts as a change, since an import may have happened meanwhile.
 */
export async function watchCatalog(
  db: Db,
  onChange: (version: number) => void,
  periodMs = CATALOG_POLL_MS,
): Promise<{ stop(): void }> {
  let seen: number | null = await readCatalogVersion(db).catch(() => null);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const poll = async () => {
    try {
      const version = await readCatalogVersion(db);
      if (!stopped && version !== seen) {
        seen = version;
        onChange(version);
      }
    } catch {
      // The database is unavailable (health answers 503 for it): the next poll tries again.
      seen = null;
    }
    // One poll at a time, however slow the database: the next is planned after this one ends.
    if (!stopped) timer = setTimeout(() => void poll(), periodMs).unref();
  };
  timer = setTimeout(() => void poll(), periodMs).unref();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
