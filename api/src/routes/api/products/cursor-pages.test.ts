// Pages after the first (a cursor's) are cached apart (api/README.md, Memory and stalls): shoppers
// scrolling one listing ask for the same cursors, and on PGlite each read queued one query behind
// every other call. Made-up cursors stay within the page cache's bounds and never push the first
// pages out; an import reaches a cached cursor page within a poll.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { importCatalog } from '../../../catalog/import';
import { setUpTestContext } from '../../../testing/test-app';

const ctx = setUpTestContext({}, { resetEachTest: false });

/** Counts the listing repository's page reads (each one query at the database). */
function countPageReads(): { reads: () => number; restore: () => void } {
  const listing = ctx.app.repos.catalogListing;
  const page = listing.page;
  let reads = 0;
  listing.page = (...args) => {
    reads += 1;
    return page(...args);
  };
  return { reads: () => reads, restore: () => (listing.page = page) };
}

const get = async (url: string) => {
  const response = await ctx.app.inject({ url });
  assert.equal(response.statusCode, 200, response.body);
  return response;
};

describe('cursor pages', () => {
  test('the same cursor page is read from the database once, in the paged listing and the older calls', async () => {
    const first = (await get('/api/products/page?gender=women&sort=price-asc&limit=5')).json();
    const older = await get('/api/products?gender=women&category=tops&limit=3');
    const next = /<([^>]+)>; rel="next"/.exec(older.headers.link as string)![1];
    const counter = countPageReads();
    try {
      const paths = [
        `/api/products/page?gender=women&sort=price-asc&limit=5&cursor=${first.nextCursor}`,
        next,
      ];
      const answers = [];
      for (let i = 0; i < 3; i++) for (const path of paths) answers.push((await get(path)).body);
      assert.equal(counter.reads(), 2);
      assert.equal(answers[0], answers[2]);
      assert.equal(answers[1], answers[3]);
      assert.equal(JSON.parse(answers[0]).products.length, 5);
    } finally {
      counter.restore();
    }
  });

  test('700 made-up cursors leave the page cache within 500 answers and 8 MB, and the first pages cached', async () => {
    await get('/api/products/page?gender=women&limit=24');
    for (let id = 1; id <= 700; id++) {
      await get(`/api/products/page?gender=women&cursor=${Buffer.from(`id.0.${id}`).toString('base64url')}`);
    }
    const { entries, bytes } = ctx.app.repos.pageCache.stats();
    assert.ok(entries <= 500 && bytes <= 8 * 1024 * 1024, `${entries} entries, ${bytes} bytes`);
    const counter = countPageReads();
    try {
      await get('/api/products/page?gender=women&limit=24');
      assert.equal(counter.reads(), 0, 'the first page was pushed out');
    } finally {
      counter.restore();
    }
  });

  test("an import's new price reaches a cached cursor page within a few seconds", async () => {
    const first = (await get('/api/products/page?gender=women&limit=5')).json();
    const path = `/api/products/page?gender=women&limit=5&cursor=${first.nextCursor}`;
    const shown = (await get(path)).json().products[0];
    const line = (await get(`/api/products/${shown.id}`)).json();
    await importCatalog(ctx.database, [JSON.stringify({ ...line, price: line.price + 1 })]);
    try {
      const started = Date.now();
      while ((await get(path)).json().products[0].price !== line.price + 1) {
        assert.ok(Date.now() - started < 5_000, 'the cursor page still had the old price after 5 s');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await importCatalog(ctx.database, [JSON.stringify(line)]);
    }
  });
});
