import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LoadError } from '@storefront/shared/server';
import { createDataLoader, isApiGet } from './data-loader.js';

function fakeFetch(answer: (url: string) => Promise<Response>) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetch = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return answer(url);
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

/** What a get answers: its value, or the status of its LoadError (null: no answer from the API). */
const outcome = (answer: Promise<unknown>) =>
  answer.then(
    (value) => ({ value }),
    (error: unknown) => {
      assert.ok(error instanceof LoadError);
      return { status: error.status };
    },
  );

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

describe('the data loader', () => {
  it('asks the API once for identical requests in flight, with the parameters in order', async () => {
    const { fetch, calls } = fakeFetch(async () => json(['Tee']));
    const get = createDataLoader({ apiUrl: 'http://api', timeoutMs: 100, cacheMs: 0, fetch });
    const params = { sort: 'new', gender: 'men' };
    const answers = await Promise.all([get('/api/products', params), get('/api/products', { ...params })]);
    assert.deepEqual(answers, [['Tee'], ['Tee']]);
    assert.equal(calls.length, 1);
    assert.equal(calls[0].url, 'http://api/api/products?gender=men&sort=new');
    // No cookie, no credentials: the gateway asks as nobody.
    assert.deepEqual(calls[0].init?.headers, { accept: 'application/json' });
    // A redirect is refused (the fake answer for /api/moved is what fetch then does).
    assert.equal(calls[0].init?.redirect, 'error');
    await get('/api/products', params);
    assert.equal(calls.length, 2, 'no micro-cache with cacheMs 0');
  });

  it('keeps an answer for the micro-cache time only', async () => {
    let now = 0;
    const { fetch, calls } = fakeFetch(async () => json({ n: calls.length }));
    const get = createDataLoader({
      apiUrl: 'http://api',
      timeoutMs: 100,
      cacheMs: 2_000,
      fetch,
      now: () => now,
    });
    await get('/api/banner');
    now = 2_000;
    assert.deepEqual(await get('/api/banner'), { n: 1 });
    now = 2_001;
    await get('/api/banner');
    assert.equal(calls.length, 2);
  });

  it('fails (and keeps nothing) on errors, non-JSON answers and timeouts', async () => {
    const { fetch } = fakeFetch(async (url) => {
      if (url.endsWith('/missing')) return json({ message: 'no' }, 404);
      if (url.endsWith('/html')) return new Response('<p>', { headers: { 'content-type': 'text/html' } });
      if (url.endsWith('/down')) throw new Error('ECONNREFUSED');
      if (url.endsWith('/broken'))
        return new Response('{"a":', { headers: { 'content-type': 'application/json' } });
      // fetch's `redirect: 'error'` refuses a redirect by rejecting.
      if (url.endsWith('/moved')) throw new TypeError('fetch failed: unexpected redirect');
      return new Promise<Response>(() => {});
    });
    const get = createDataLoader({ apiUrl: 'http://api', timeoutMs: 50, fetch });
    // The API's own "no such thing" is said: a fragment's head makes its page a 404 from it.
    assert.deepEqual(await outcome(get('/api/missing')), { status: 404 });
    // Not JSON, no answer, JSON cut short, a redirect: nothing a fragment can use.
    for (const path of ['/api/html', '/api/down', '/api/broken', '/api/moved'])
      assert.deepEqual(await outcome(get(path)), { status: null }, path);
    // A real fetch aborts on the signal; the fake one shows the signal is there.
    const slow = createDataLoader({
      apiUrl: 'http://api',
      timeoutMs: 30,
      fetch: (async (_url: string, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        )) as typeof globalThis.fetch,
    });
    const started = Date.now();
    // AbortSignal.timeout does not keep the process alive; a real socket would.
    const alive = setTimeout(() => {}, 1_000);
    assert.deepEqual(await outcome(slow('/api/slow')), { status: null });
    clearTimeout(alive);
    assert.ok(Date.now() - started < 500);
  });

  it('takes only GETs of the API', async () => {
    const { fetch, calls } = fakeFetch(async () => json({}));
    const get = createDataLoader({ apiUrl: 'http://api', timeoutMs: 50, fetch });
    for (const path of [
      '/admin',
      'http://evil/api/x',
      '//evil/api/x',
      '/api/../admin',
      '/api/x?y=1',
      '/api/x#y',
    ])
      assert.deepEqual(await outcome(get(path)), { status: null }, path);
    assert.equal(calls.length, 0);
    assert.ok(isApiGet({ path: '/api/products/15', params: { a: 'b' } }));
    assert.ok(!isApiGet({ path: '/api/products', params: { a: 1 as unknown as string } }));
  });
});
