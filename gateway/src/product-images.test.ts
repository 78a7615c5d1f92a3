// GET /images/products/{id}.png runs the active catalog's ./ProductPicture (load, then head) and
// redirects to the picture it names; 404 for no such product or a malformed name, 503 while the
// catalog or the API cannot answer; one load per product however many ask, and a flood of ids
// kept within bounds.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import type { FragmentGet } from '@storefront/shared';
import { LoadError } from '@storefront/shared/server';
import type { ServerFragment } from '@storefront/shared/server';
import { registerProductImages } from './product-images.js';
import { createAtOnce, type AtOnce } from './calls-at-once.js';
import { CALLS_AT_ONCE, CallsAtOnce, REFUSED_AFTER_MS } from '@storefront/shared/contracts/calls-at-once';
import type { ServerBuilds } from './ssr/server-builds.js';

const CATALOG = { version: '1.0.0-abc', base: '/releases/mf-catalog/1.0.0-abc' };
/** The shell, with a canary: the page route's builds, which the pictures share. */
const SHELL = {
  version: '1.0.0-a',
  base: '/releases/shell/1.0.0-a',
  canary: { version: '1.0.0-b', base: '/releases/shell/1.0.0-b', percent: 10 },
};

/** A catalog whose picture fragment asks the API for the product and names its PNG. */
function setup({
  catalog = true,
  apiDown = false,
  imageOrigin = '',
  // The tests' requests come from loopback, here a trusted proxy's own: not counted as a client's.
  atOnce = createAtOnce(['127.0.0.1']) as AtOnce,
} = {}) {
  const asked: string[] = [];
  const get: FragmentGet = async <T>(path: string) => {
    asked.push(path);
    if (apiDown) throw new LoadError(null, 'no answer');
    const id = Number(path.split('/').pop());
    if (id > 1000) throw new LoadError(404, 'no such product');
    return { color: 'blue', style: 'hoodies' } as T;
  };
  const fragment = {
    browserOnly: false,
    load: async (props: { productId: number }, { get: fetch }: { get: FragmentGet }) => {
      try {
        return await fetch(`/api/products/${props.productId}`);
      } catch (error) {
        if (error instanceof LoadError && error.status === 404) return null;
        throw error;
      }
    },
    render: () => ({ html: '', css: '' }),
    head: (data: { color: string; style: string } | null, _props: unknown, { origin }: { origin: string }) =>
      data
        ? {
            openGraph: [
              ['og:image', `${imageOrigin || origin}${CATALOG.base}/${data.color}-${data.style}.123.png`],
            ],
          }
        : { status: 404 },
  } as unknown as ServerFragment;
  const retained: string[][] = [];
  const builds: ServerBuilds = {
    get: async () => ({ status: 'ready', fragments: { ProductPicture: fragment } }),
    retain: (keys) => void retained.push([...keys]),
    size: 1,
  };
  const app = Fastify();
  registerProductImages(app, {
    releaseOrigins: ['https://cdn.example'],
    releases: async () => (catalog ? { shell: SHELL, 'mf-catalog': CATALOG } : { shell: SHELL }),
    builds,
    get,
    atOnce,
  });
  return { app, asked, retained };
}

const fetchImage = (app: ReturnType<typeof Fastify>, file: string, host = 'shop.example') =>
  app.inject({ method: 'GET', url: `/images/products/${file}`, headers: { host } });

test("redirects to the active catalog's picture of the product, a path on this store", async () => {
  const { app, retained } = setup();
  const answer = await fetchImage(app, '2.png');
  assert.equal(answer.statusCode, 302);
  assert.equal(answer.headers.location, '/releases/mf-catalog/1.0.0-abc/blue-hoodies.123.png');
  assert.match(String(answer.headers['cache-control']), /public, max-age=60/);
  // The builds are the page route's too: every live version stays, the shell's canary among them.
  assert.deepEqual(retained.at(-1)?.sort(), ['mf-catalog@1.0.0-abc', 'shell@1.0.0-a', 'shell@1.0.0-b']);
});

test('the Host header never sends the client off the store, even after another Host asked', async () => {
  const { app, asked } = setup();
  for (const host of ['evil.example', 'shop.example', 'evil.example:8080', '127.0.0.1']) {
    const answer = await fetchImage(app, '2.png', host);
    assert.equal(answer.statusCode, 302, host);
    // Shared by every Host (one load), and public caching is safe: nothing in it is the client's.
    assert.equal(answer.headers.location, '/releases/mf-catalog/1.0.0-abc/blue-hoodies.123.png', host);
    assert.doesNotMatch(String(answer.headers.location), /evil/);
  }
  assert.equal(asked.length, 1);
});

test('redirects to a release origin, never to any other host', async () => {
  const cdn = await fetchImage(setup({ imageOrigin: 'https://cdn.example' }).app, '2.png');
  assert.equal(cdn.statusCode, 302);
  assert.equal(
    cdn.headers.location,
    'https://cdn.example/releases/mf-catalog/1.0.0-abc/blue-hoodies.123.png',
  );
  const elsewhere = await fetchImage(setup({ imageOrigin: 'https://evil.example' }).app, '2.png');
  assert.equal(elsewhere.statusCode, 503);
});

test('404 for a product the API does not have and for a name that is no id', async () => {
  const { app, asked } = setup();
  for (const file of ['5000.png', '2.svg', '0.png', '..%2f1.png', '12345678901.png', 'x.png']) {
    assert.equal((await fetchImage(app, file)).statusCode, 404, file);
  }
  assert.deepEqual(asked, ['/api/products/5000']);
});

test('503 with Retry-After while the API or the catalog cannot answer, and asks again after', async () => {
  const down = setup({ apiDown: true });
  const first = await fetchImage(down.app, '2.png');
  assert.equal(first.statusCode, 503);
  assert.equal(first.headers['retry-after'], '60');
  await fetchImage(down.app, '2.png');
  assert.equal(down.asked.length, 2);
  assert.equal((await fetchImage(setup({ catalog: false }).app, '2.png')).statusCode, 503);
});

test('one load per product however many ask at once; a flood of ids stays bounded', async () => {
  const { app, asked } = setup();
  const answers = await Promise.all(Array.from({ length: 200 }, () => fetchImage(app, '7.png')));
  assert.ok(answers.every((a) => a.statusCode === 302));
  assert.equal(asked.length, 1);
  for (let id = 100; id < 700; id++) await fetchImage(app, `${id}.png`);
  assert.equal(asked.length, 601);
  // Product 7 was pushed out by 600 newer ids (500 kept): asked again.
  await fetchImage(app, '7.png');
  assert.equal(asked.length, 602);
  // A recent one is still kept.
  await fetchImage(app, '699.png');
  assert.equal(asked.length, 602);
});

test('a client past its share of the gateway (its pages and pictures together) gets 429 a second later, and nothing is asked', async () => {
  const calls = new CallsAtOnce(CALLS_AT_ONCE);
  // The client's pages hold its whole share (server.ts hands the page route the same count).
  for (let i = 0; i < CALLS_AT_ONCE; i++) calls.enter('203.0.113.5');
  const { app, asked } = setup({ atOnce: createAtOnce([], calls) });
  const started = Date.now();
  const refused = await app.inject({
    method: 'GET',
    url: '/images/products/2.png',
    remoteAddress: '203.0.113.5',
  });
  assert.equal(refused.statusCode, 429);
  assert.equal(refused.headers['retry-after'], '1');
  assert.ok(Date.now() - started >= REFUSED_AFTER_MS - 20);
  assert.deepEqual(asked, []);
  // Another client is answered.
  const other = await app.inject({
    method: 'GET',
    url: '/images/products/2.png',
    remoteAddress: '198.51.100.7',
  });
  assert.equal(other.statusCode, 302);
});
