// /internal/catalog: the catalogue command's import and export, done by a running store's API (on
// PGlite no other process may open its folder): only for the holder of its secret, a bad line
// refused with nothing imported, a file too large refused before any of it is read as products.
// Product 16 is put back afterwards, so the next test file finds the seed's catalogue.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { after, before, describe, test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { exportedLines } from '../../../catalog/export';
import { importCatalog } from '../../../catalog/import';
import { appOnSameDatabase, setUpTestContext } from '../../../testing/test-app';
import { RUNNING_IMPORT_LIMITS } from '../../../catalog/running-api';

const TOKEN = 'catalog-secret-for-tests-0123456789abcdef';
const ctx = setUpTestContext({ catalogImportToken: TOKEN }, { resetEachTest: false });
const bearer = { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/x-ndjson' };

describe('/internal/catalog', () => {
  after(async () => {
    await importCatalog(ctx.database, [JSON.stringify(line16)]);
    // The seed corrects the catalogue again at a start, as before any import (catalog/import.ts).
    await ctx.database.rawTransaction((c) =>
      c.query('UPDATE catalog_version SET imported_at = NULL WHERE id = 1'),
    );
  });

  let exported: string[];
  let line16: Record<string, unknown> & { price: number };
  before(async () => {
    await ctx.built();
    exported = [];
    for await (const line of exportedLines(ctx.database.db)) exported.push(line);
    line16 = JSON.parse(exported.find((line) => line.startsWith('{"id":16,'))!);
  });

  const priceOf16 = async () => (await ctx.app.inject({ url: '/api/products/16' })).json().price as number;
  /** Product 16's price once the API's answers follow the catalogue (each process polls it every second). */
  const priceOf16Within5s = async (expected: number) => {
    const deadline = Date.now() + 5_000;
    while ((await priceOf16()) !== expected && Date.now() < deadline) await delay(100);
    return priceOf16();
  };
  const importing = (payload: string, headers: Record<string, string> = bearer) =>
    ctx.app.inject({ method: 'POST', url: '/internal/catalog/import', headers, payload });

  test('404 without the secret, with a wrong one, and on a store that has none; nothing imported', async () => {
    const change = JSON.stringify({ ...line16, price: line16.price + 7 });
    for (const authorization of [undefined, 'Bearer nope', `Bearer ${TOKEN}x`]) {
      const headers = { 'content-type': 'application/x-ndjson', ...(authorization ? { authorization } : {}) };
      assert.equal((await importing(change, headers)).statusCode, 404);
      assert.equal((await ctx.app.inject({ url: '/internal/catalog/export', headers })).statusCode, 404);
    }
    const none = await appOnSameDatabase(ctx, { catalogImportToken: '' });
    try {
      const answer = await none.inject({
        method: 'POST',
        url: '/internal/catalog/import',
        headers: bearer,
        payload: change,
      });
      assert.equal(answer.statusCode, 404);
    } finally {
      await none.close();
    }
    assert.equal(await priceOf16(), line16.price);
  });

  test('the export is what the command writes: every product, a line each', async () => {
    const answer = await ctx.app.inject({ url: '/internal/catalog/export', headers: bearer });
    assert.equal(answer.statusCode, 200);
    assert.match(String(answer.headers['content-type']), /^application\/x-ndjson/);
    assert.equal(answer.body, `${exported.join('\n')}\n`);
  });

  test("an import changes product 16: the answer counts it, and the product's answer follows within 5 s", async () => {
    const answer = await importing(`${JSON.stringify({ ...line16, price: line16.price + 3 })}\n`);
    assert.equal(answer.statusCode, 200, answer.body);
    assert.deepEqual(
      { ...(answer.json() as object), version: 0 },
      { products: 1, changedProducts: 1, changedStock: 0, version: 0 },
    );
    assert.equal(await priceOf16Within5s(line16.price + 3), line16.price + 3);
  });

  test('a bad line: 400 naming it, and nothing of the file imported', async () => {
    const before = await priceOf16();
    const good = JSON.stringify({ ...line16, price: before + 1 });
    const bad = JSON.stringify({ ...line16, id: 17, productId: 17, price: 'cheap' });
    const answer = await importing(`${good}\n${bad}\n`);
    assert.equal(answer.statusCode, 400);
    assert.equal(answer.json().message, 'line 2: price must be a number (0 or more)');
    await delay(1_200);
    assert.equal(await priceOf16(), before);
  });

  test(`more than ${RUNNING_IMPORT_LIMITS.maxLines} lines: 413 once the body is in, nothing imported, no file left`, async () => {
    const before = await priceOf16();
    const change = JSON.stringify({ ...line16, price: before + 1 });
    const spooled = () =>
      readdirSync(tmpdir()).filter((name) => name.startsWith(`catalog-import-${process.pid}-`));
    const answer = await importing(`${change}\n${'\n'.repeat(RUNNING_IMPORT_LIMITS.maxLines - 1)}x`);
    assert.equal(answer.statusCode, 413);
    assert.match(
      answer.json().message,
      /^An import sent to the running store holds at most 5,000 lines: send the file in parts/,
    );
    assert.deepEqual(spooled(), []);
    assert.equal(
      (await importing(`${change}\n${'\n'.repeat(RUNNING_IMPORT_LIMITS.maxLines - 1)}`)).statusCode,
      200,
    );
    assert.equal(await priceOf16Within5s(before + 1), before + 1);
  });
});
