// The catalog cache keeps what is used: a flood of distinct filter sets does not push out the
// per-gender summary every one of them is counted from (catalog-listing.ts).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CatalogCache } from './catalog-cache';

test('after a flood of 500 distinct filter sets the shared summary is still cached', async () => {
  const cache = new CatalogCache(60_000, 100);
  let summaryScans = 0;
  // As catalog-listing.ts does: each filter set's counts are worked out from the gender's summary.
  const summary = () =>
    cache.remember(
      'summary:women',
      async () => ++summaryScans,
      () => 1_000,
    );
  const counts = (filters: number) =>
    cache.remember(
      `counts:${filters}`,
      () => summary(),
      () => 1_000,
    );
  for (let filters = 0; filters < 500; filters++) await counts(filters);
  assert.equal(summaryScans, 1, 'the grouped scan ran once');
  assert.ok(cache.stats().entries <= 100);
});

test('a hit keeps an answer: the least recently used goes first', async () => {
  const cache = new CatalogCache(60_000, 3);
  let loads = 0;
  const get = (key: string) =>
    cache.remember(
      key,
      async () => ++loads,
      () => 1,
    );
  await get('a');
  await get('b');
  await get('c');
  await get('a'); // a hit: now b is the least recently used
  await get('d');
  const before = loads;
  await get('a');
  assert.equal(loads, before, 'a is still held');
  await get('b');
  assert.equal(loads, before + 1, 'b was dropped');
});
