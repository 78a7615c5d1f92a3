// Every repository, built once over the open database and decorated on the instance
// (`fastify.repos.cart`, ...): routes reach the data through it and never build or import
// a repository of their own, so tests can hand a route plugin a fake.
import type { FastifyInstance } from 'fastify';
import { GoogleSignIn } from '../auth/google';
import { authThrottleRepository } from '../auth/throttle';
import { watchCatalog } from '../catalog/changes';
import { exportedLines } from '../catalog/export';
import { importCatalog } from '../catalog/import';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { Lane } from '../db/lane';
import { accountSettingsRepository } from '../repositories/account-settings';
import { addressesRepository } from '../repositories/addresses';
import { cartRepository } from '../repositories/cart';
import { CatalogCache } from '../repositories/catalog-cache';
import { catalogListingRepository } from '../repositories/catalog-listing';
import { searchesAtOnce, searchesPerStatement } from '../repositories/searches';
import { guestBagsRepository } from '../repositories/guest-bags';
import { healthRepository } from '../repositories/health';
import { newsletterRepository } from '../repositories/newsletter';
import { ordersRepository } from '../repositories/orders';
import { productsRepository } from '../repositories/products';
import { rateLimitRepository } from '../repositories/rate-limits';
import { releaseHealthRepository } from '../repositories/release-health';
import { releasePageRepository } from '../repositories/release-page';
import { reviewsRepository } from '../repositories/reviews';
import { returnsRepository } from '../repositories/returns';
import { releasesRepository } from '../repositories/releases';
import { sessionsRepository } from '../repositories/sessions';
import { usersRepository } from '../repositories/users';
import { wishlistRepository } from '../repositories/wishlist';
import { globalPlugin } from './global-plugin';
import { startHousekeeping } from '../db/pglite-housekeeping';

function createRepositories(database: Database, config: AppConfig) {
  const { db } = database;
  const users = usersRepository(db);
  /** Catalog answers as JSON text, cleared when the catalogue changes (see the plugin below). */
  const catalogCache = new CatalogCache(config.catalogCacheMs);
  /**
   * Searches' matches and first pages, apart (500 answers, 4 MB at most): a flood of distinct
   * terms drops only other searches, never the listings' answers above.
   */
  const searchCache = new CatalogCache(config.catalogCacheMs, 500, 4 * 1024 * 1024);
  /**
   * Pages after the first (a cursor's), apart too (500 answers, 8 MB at most): shoppers scrolling
   * one listing ask for the same cursors, which on PGlite queued one query each behind every other
   * call (api/README.md, Memory and stalls); made-up cursors drop only other cursors' pages.
   */
  const pageCache = new CatalogCache(config.catalogCacheMs, 500, 8 * 1024 * 1024);
  /**
   * Products by id, apart (2,000 answers, 8 MB at most): ids a client makes up, each a miss kept
   * as "no such product", drop only other products, never the listings' answers above.
   */
  const productCache = new CatalogCache(config.catalogCacheMs, 2_000, 8 * 1024 * 1024);
  /** Every product's id, for the sitemap (catalog-listing.ts ids()): one entry of its own. */
  const idList = new CatalogCache(config.catalogCacheMs, 1, Number.MAX_SAFE_INTEGER);
  /** Searches at the database at once (db/lane.ts, searchesAtOnce), so other calls always find a turn. */
  const searchLane = new Lane(searchesAtOnce(database.kind, config.pgPoolSize));
  return {
    health: healthRepository(db),
    products: productsRepository(
      db,
      searchLane,
      () => database.callsAtDatabase(),
      searchesPerStatement(database.kind),
    ),
    catalogCache,
    searchCache,
    pageCache,
    productCache,
    idList,
    searchLane,
    /** Listings a page at a time, with totals and facet counts (summaries held in catalogCache). */
    catalogListing: catalogListingRepository(db, catalogCache, searchCache, searchLane, idList),
    users,
    sessions: sessionsRepository(db, {
      idleHours: config.sessionIdleHours,
      absoluteHours: config.sessionAbsoluteHours,
      memoryMs: database.kind === 'pglite' ? config.sessionMemoryMs : 0,
    }),
    /** Database-backed sign-in counters shared by every process (disabled when AUTH_RATE_LIMIT is 0). */
    throttle: authThrottleRepository(db, { enabled: config.authRateLimit > 0 }),
    /** Pending Google sign-in flows; null when GOOGLE_* is not configured (the routes answer 503). */
    google: config.google ? new GoogleSignIn(config.google, db, users) : null,
    cart: cartRepository(db),
    /** Signed-in shoppers' saved delivery addresses (docs/account.md#address-book). */
    addresses: addressesRepository(db),
    /** Signed-out shoppers' carts, named by an HttpOnly cookie (docs/cart.md#guest-bag). */
    guestBags: guestBagsRepository(db),
    wishlist: wishlistRepository(db),
    /** Ratings and reviews, one per shopper and product (docs/api.md#reviews, migration 0016). */
    reviews: reviewsRepository(db),
    orders: ordersRepository(db, cartRepository),
    /** Returns of order lines (docs/api.md#returns, migration 0018). */
    returns: returnsRepository(db),
    releaseHealth: releaseHealthRepository(db),
    /** Per-client call budgets in the database, shared by every process (the telemetry beacons). */
    rateLimits: rateLimitRepository(db),
    /** The release page's sign-out epoch, for every gateway (routes/internal/release-page). */
    releasePage: releasePageRepository(db),
    /** The release manifest every gateway serves from (routes/internal/release-manifest, migration 0017). */
    releases: releasesRepository(database, { databaseUrl: config.databaseUrl }),
    /** The e-mail sign-up's pending and confirmed addresses (migration 0014). */
    newsletter: newsletterRepository(db),
    /** A signed-in shopper's own password, e-mail address and account (docs/api.md#account-settings). */
    accountSettings: accountSettingsRepository(db),
    /** The merchant's catalogue file, for the command on a store running on PGlite (routes/internal/catalog). */
    catalogFile: {
      import: (lines: AsyncIterable<string>) => importCatalog(database, lines),
      export: () => exportedLines(db),
    },
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
  }
}

export const repositoriesPlugin = globalPlugin<{ database: Database }>(
  'repositories',
  async (app: FastifyInstance, { database }) => {
    const repos = createRepositories(database, app.config);
    app.decorate('repos', repos);
    // An import in any process (or the CLI) reaches this one's answers within a poll.
    const watch = await watchCatalog(database.db, () => {
      repos.catalogCache.clear();
      repos.searchCache.clear();
      repos.pageCache.clear();
      repos.productCache.clear();
      repos.idList.clear();
    });
    app.addHook('onClose', async () => watch.stop());
    const housekeeping = startHousekeeping(database, (message) => app.log.warn(message));
    app.addHook('onClose', async () => housekeeping.stop());
  },
);
