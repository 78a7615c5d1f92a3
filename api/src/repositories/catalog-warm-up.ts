// The listing's queries run once before the API listens (main.ts). On PGlite the first few dozen
// queries of a process ran 10 to 20 times slower than later ones (50 to 120 ms against 2 to 10 ms
// for a page at 100,000 products: WebAssembly compiled further as it runs, the backend's caches
// filled), and PGlite runs one query at a time: the bench's first load that reached the database
// (a cursor's page, 50 connections) queued every request behind those, its p99 2.5 s against a
// p50 of 163 ms (api/README.md, Memory and stalls). Each gender's facet summary is left in the
// catalogue's cache on the way, so the first listing a shopper opens does not compute it.
import { GENDERS } from '@storefront/shared/contracts/vocabulary';
import type { CatalogListing, ListingOrder } from './catalog-listing';

/** Every listing index of migration 0011 in both directions a page reads them. */
const ORDERS: ListingOrder[] = ['id', 'price-asc', 'price-desc', 'newest'];
/** Rounds of pages: 64 queries took the cursor's first 50 pages from 1.9 s to 0.7 s in all. */
export const WARM_UP_ROUNDS = 4;

/** Reads each gender's summary and, WARM_UP_ROUNDS times, a first and a next page in each order. */
export async function warmUpListings(listing: CatalogListing): Promise<void> {
  for (const gender of GENDERS) await listing.counts({ gender });
  for (let round = 0; round < WARM_UP_ROUNDS; round++) {
    for (const gender of GENDERS) {
      for (const order of ORDERS) {
        const first = await listing.page({ gender }, order, 24);
        if (first.nextCursor) await listing.page({ gender }, order, 24, first.nextCursor);
      }
    }
  }
}
