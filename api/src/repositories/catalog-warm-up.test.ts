// The warm-up before the API listens (catalog-warm-up.ts): a bounded number of queries that leave
// each gender's facet summary cached, so the first listings shoppers open read no summary.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Db } from '../db/client';
import { setUpTestContext } from '../testing/test-app';
import { CatalogCache } from './catalog-cache';
import { catalogListingRepository } from './catalog-listing';
import { WARM_UP_ROUNDS, warmUpListings } from './catalog-warm-up';

const ctx = setUpTestContext({}, { resetEachTest: false });

/** The database with its select queries counted. */
function counted(db: Db): { db: Db; selects: () => number } {
  let selects = 0;
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (property !== 'select' || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        selects += 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: proxy, selects: () => selects };
}

test("the warm-up runs a bounded number of queries and leaves both genders' summaries cached", async () => {
  const { db, selects } = counted(ctx.database.db);
  const listing = catalogListingRepository(db, new CatalogCache(), new CatalogCache());
  await warmUpListings(listing);
  const warm = selects();
  // Both summaries (a query a style) and, each round, a first and a next page of 4 orders a gender.
  assert.ok(warm > 0 && warm <= 16 + WARM_UP_ROUNDS * 16, `${warm} queries`);
  for (const gender of ['men', 'women'] as const) {
    const { total } = await listing.counts({ gender });
    assert.ok(total > 0);
  }
  assert.equal(selects(), warm, 'a summary was read again after the warm-up');
});
