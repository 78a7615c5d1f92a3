import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createDataLoader, isApiGet } from './data-loader.js';

function fakeFetch(answer: (url: string) => Promise<Response>) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetch = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return answer(url);
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

describe('the data loader', () => {
  it('asks the API once for identical requests in flight, with the parameters in order', async () => {
    const { fetch, calls } = fakeFetch(async () => json(['Tee']));
    const loader = createDataLoader({ apiUrl: 'http://api', timeoutMs: 100, cacheMs: 0, fetch });
    const request = { path: '/api/products', params: { sort: 'new', gender: 'men' } };
    const answers = await Promise.all([loader.get(request), loader.get({ ...request })]);
    assert.deepEqual(answers, [
      { ok: true, value: ['Tee'] },
      { ok: true, value: ['Tee'] },
    ]);
    assert.equal(calls.length, 1);
    assert.equal(calls[0].url, 'http://api/api/products?gender=men&sort=new');
    // No cookie, no credentials: the gateway asks as nobody.
    assert.deepEqual(calls[0].init?.headers, { accept: 'application/json' });
    await loader.get(request);
    assert.equal(calls.length, 2, 'no micro-cache with cacheMs 0');
  });

  it('keeps an answer for the micro-cache time only', async () => {
    let now = 0;
    const { fetch, calls } = fakeFetch(async () => json({ n: calls.length }));
    const loader = createDataLoader({
      apiUrl: 'http://api',
      timeoutMs: 100,
      cacheMs: 2_000,
      fetch,
      now: () => now,
    });
    await loader.get({ path: '/api/banner' });
    now = 2_000;
    assert.deepEqual(await loader.get({ path: '/api/banner' }), { ok: true, value: { n: 1 } });
    now = 2_001;
    await loader.get({ path: '/api/banner' });
    assert.equal(calls.length, 2);
  });

  it('fails (and keeps nothing) on errors, non-JSON answers and timeouts', async () => {
    const { fetch } = fakeFetch(async (url) => {
      if (url.endsWith('/missing')) return json({ message: 'no' }, 404);
      if (url.endsWith('/html')) return new Response('<p>', { headers: { 'content-type': 'text/html' } });
      if (url.endsWith('/down')) throw new Error('ECONNREFUSED');
      return new Promise<Response>(() => {});
    });
    const loader = createDataLoader({ apiUrl: 'http://api', timeoutMs: 50, fetch });
    // The API's own "no such thing" is said: a fragment's head makes its page a 404 from it.
    assert.deepEqual(await loader.get({ path: '/api/missing' }), { ok: false, status: 404 });
    for (const path of ['/api/html', '/api/down'])
      assert.deepEqual(await loader.get({ path }), { ok: false });
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
    assert.deepEqual(await slow.get({ path: '/api/slow' }), { ok: false });
    clearTimeout(alive);
    assert.ok(Date.now() - started < 500);
  });

  it('takes only GETs of the API', async () => {
    const { fetch, calls } = fakeFetch(async () => json({}));
    const loader = createDataLoader({ apiUrl: 'http://api', timeoutMs: 50, fetch });
    for (const path of [
      '/admin',
      'http://evil/api/x',
      '//evil/api/x',
      '/api/../admin',
      '/api/x?y=1',
      '/api/x#y',
    ])
      assert.deepEqual(await loader.get({ path }), { ok: false }, path);
    assert.equal(calls.length, 0);
    assert.ok(isApiGet({ path: '/api/products/15', params: { a: 'b' } }));
    assert.ok(!isApiGet({ path: '/api/products', params: { a: 1 as unknown as string } }));
  });
});
