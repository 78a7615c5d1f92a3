// The page's compression (edge-answers.ts sendCompressed): as the browser accepts, once per kept
// page however many requests come at once, and off the event loop.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { sendCompressed, type EncodedPage } from './edge-answers.js';

/** An EncodedPage that counts the compressions started (each is one `set`). */
class CountingMap extends Map<'br' | 'gzip', Promise<Buffer>> {
  sets = 0;
  override set(key: 'br' | 'gzip', value: Promise<Buffer>) {
    this.sets += 1;
    return super.set(key, value);
  }
}

/** About 1 MB of HTML that compresses, but not to nothing. */
const PAGE = `<!doctype html><main>${Array.from({ length: 6_000 }, (_, i) => `<p>${i} ${randomBytes(40).toString('hex')}</p>`).join('')}</main>`;

async function server(encoded: EncodedPage, order: string[] = []) {
  const app = Fastify();
  app.get('/page', async (request, reply) => {
    // Runs on the event loop's next turn: before the answer only if the compression lets it.
    setImmediate(() => order.push('event loop'));
    return sendCompressed(request, reply.type('text/html'), PAGE, encoded);
  });
  app.addHook('onSend', async (_request, _reply, payload) => {
    order.push('answer');
    return payload;
  });
  await app.ready();
  return app;
}

describe('sendCompressed', () => {
  it('compresses as the browser accepts: brotli, else gzip, else the page as it is', async () => {
    const app = await server(new Map());
    try {
      const br = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      assert.equal(br.headers['content-encoding'], 'br');
      assert.equal(br.headers.vary, 'Accept-Encoding');
      assert.equal(brotliDecompressSync(br.rawPayload).toString(), PAGE);
      const gzip = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip' } });
      assert.equal(gzip.headers['content-encoding'], 'gzip');
      assert.equal(gunzipSync(gzip.rawPayload).toString(), PAGE);
      const plain = await app.inject({ url: '/page', headers: { 'accept-encoding': 'identity' } });
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.equal(plain.body, PAGE);
    } finally {
      await app.close();
    }
  });

  it('compresses a kept page once for 20 requests at once, each answered with those bytes', async () => {
    const encoded = new CountingMap();
    const app = await server(encoded);
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => app.inject({ url: '/page', headers: { 'accept-encoding': 'br' } })),
      );
      assert.equal(encoded.sets, 1, 'one compression');
      for (const answer of answers) assert.equal(brotliDecompressSync(answer.rawPayload).toString(), PAGE);
      await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip' } });
      assert.equal(encoded.sets, 2, 'and one for the other encoding');
    } finally {
      await app.close();
    }
  });

  it('lets the event loop go on while a page is compressed (other requests are not held)', async () => {
    const order: string[] = [];
    const app = await server(new Map(), order);
    try {
      await app.inject({ url: '/page', headers: { 'accept-encoding': 'br' } });
      // Compressed on the event loop, the answer went out before the loop turned again.
      assert.deepEqual(order, ['event loop', 'answer']);
    } finally {
      await app.close();
    }
  });
});
