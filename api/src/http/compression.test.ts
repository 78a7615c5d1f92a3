// /api answers are compressed as the client accepts, above a threshold, and compressing a large
// answer never holds the event loop (compression.ts).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { setUpTestContext } from '../testing/test-app';
import { COMPRESS_THRESHOLD_BYTES, registerCompression } from './compression';

const ctx = setUpTestContext({}, { resetEachTest: false });

describe('compression of /api answers', () => {
  test('a list comes back in brotli or gzip as accepted, the same JSON; Vary names Accept-Encoding', async () => {
    const url = '/api/products/?gender=men&category=tops';
    const plain = await ctx.app.inject({ url });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.ok(plain.rawPayload.length > COMPRESS_THRESHOLD_BYTES);
    const br = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.deepEqual(JSON.parse(brotliDecompressSync(br.rawPayload).toString()), plain.json());
    assert.ok(br.rawPayload.length < plain.rawPayload.length / 4, `${br.rawPayload.length} bytes`);
    const gzip = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.deepEqual(JSON.parse(gunzipSync(gzip.rawPayload).toString()), plain.json());
    const page = await ctx.app.inject({
      url: '/api/products/page?gender=women&limit=48',
      headers: { 'accept-encoding': 'br' },
    });
    assert.equal(page.headers['content-encoding'], 'br');
  });

  test('a small answer goes as it is', async () => {
    const small = await ctx.app.inject({
      url: '/api/products/1',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    assert.equal(small.statusCode, 200);
    assert.ok(small.rawPayload.length < COMPRESS_THRESHOLD_BYTES);
    assert.equal(small.headers['content-encoding'], undefined);
    assert.equal(small.json().id, 1);
  });

  test('compressing a large answer leaves the event loop free', async () => {
    // 12 MB of product-like JSON, varied enough that compressing it takes real work.
    const body = JSON.stringify(
      Array.from({ length: 40_000 }, (_, i) => ({
        id: i,
        name: `Product ${(i * 2_654_435_761) % 1_000_003} ${Math.sin(i).toString(36)}`,
        description: Math.random().toString(36).repeat(8),
      })),
    );
    const started = performance.now();
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    const syncMs = performance.now() - started;

    const app = Fastify();
    await registerCompression(app);
    app.get('/big', async (_request, reply) => reply.type('application/json').send(body));
    await app.ready();
    let last = performance.now();
    let longestGap = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 2);
    try {
      const response = await app.inject({ url: '/big', headers: { 'accept-encoding': 'br' } });
      assert.equal(response.headers['content-encoding'], 'br');
      assert.equal(brotliDecompressSync(response.rawPayload).length, Buffer.byteLength(body));
      longestGap = Math.max(longestGap, performance.now() - last);
    } finally {
      clearInterval(ticker);
      await app.close();
    }
    // In one synchronous call the same work holds the loop for syncMs (the test fails so with
    // syncThreshold above the body's size); streamed, the thread pool does it a chunk at a time.
    assert.ok(syncMs > 150, `compressing synchronously took only ${syncMs.toFixed(0)} ms`);
    assert.ok(
      longestGap < syncMs / 2,
      `the loop waited ${longestGap.toFixed(0)} ms (sync: ${syncMs.toFixed(0)} ms)`,
    );
  });
});
