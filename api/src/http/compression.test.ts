// /api answers are compressed as the client accepts, above a threshold, and compressing a large
// answer never holds the event loop (compression.ts).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createRequire } from 'node:module';
import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { setUpTestContext } from '../testing/test-app';
import { longestStall } from '../testing/event-loop-stall';
import { COMPRESS_SYNC_MAX_BYTES, COMPRESS_THRESHOLD_BYTES, registerCompression } from './compression';

/** zlib as @fastify/compress requires it (CommonJS): its methods can be watched. */
const zlib = createRequire(import.meta.url)('node:zlib') as typeof import('node:zlib');

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

  test('a large answer is compressed streamed (off the event loop), a small one in one call', async () => {
    // Which path @fastify/compress takes is seen on zlib itself: its one-call compressor is picked
    // up when the plugin registers, so it is watched from then on. Timing the loop instead flaked
    // on a loaded machine; the gap is printed for reference only.
    const calls = { sync: 0 };
    const realSync = zlib.brotliCompressSync;
    zlib.brotliCompressSync = ((...args: Parameters<typeof realSync>) => {
      calls.sync++;
      return realSync(...args);
    }) as typeof realSync;
    const app = Fastify();
    try {
      await registerCompression(app);
    } finally {
      zlib.brotliCompressSync = realSync;
    }
    // 12 MB of product-like JSON, varied enough that compressing it takes real work.
    const big = JSON.stringify(
      Array.from({ length: 40_000 }, (_, i) => ({
        id: i,
        name: `Product ${(i * 2_654_435_761) % 1_000_003} ${Math.sin(i).toString(36)}`,
        description: Math.random().toString(36).repeat(8),
      })),
    );
    const small = JSON.stringify({ items: 'x'.repeat(COMPRESS_SYNC_MAX_BYTES - 100) });
    app.get('/big', async (_request, reply) => reply.type('application/json').send(big));
    app.get('/small', async (_request, reply) => reply.type('application/json').send(small));
    let longestGap = 0;
    try {
      longestGap = await longestStall(async () => {
        await app.ready();
        const response = await app.inject({ url: '/big', headers: { 'accept-encoding': 'br' } });
        assert.equal(response.headers['content-encoding'], 'br');
        assert.equal(brotliDecompressSync(response.rawPayload).length, Buffer.byteLength(big));
      }, 2);
      assert.equal(calls.sync, 0, 'the 12 MB answer went through the stream, not the one-call compressor');
      const answer = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
      assert.equal(answer.headers['content-encoding'], 'br');
      assert.equal(brotliDecompressSync(answer.rawPayload).toString(), small);
      assert.equal(calls.sync, 1, 'the 8 KB answer was compressed in one call');
    } finally {
      await app.close();
    }
    const started = performance.now();
    realSync(big, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    const syncMs = performance.now() - started;
    console.log(
      `longest event-loop gap while streaming 12 MB: ${longestGap.toFixed(0)} ms (in one call: ${syncMs.toFixed(0)} ms)`,
    );
  });
});
