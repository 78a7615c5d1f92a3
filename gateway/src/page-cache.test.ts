import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createPageCache } from './page-cache.js';

function clock() {
  let t = 0;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('the page cache', () => {
  it('renders a page once for a burst of requests', async () => {
    const cache = createPageCache<string>();
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return `page ${renders}`;
    };
    const pages = await Promise.all(Array.from({ length: 20 }, () => cache.get('/home', render)));
    assert.equal(renders, 1);
    assert.deepEqual(new Set(pages), new Set(['page 1']));
  });

  it('answers a stale page at once and renders it again behind', async () => {
    const time = clock();
    const cache = createPageCache<string>({ freshMs: 1_000, staleMs: 5_000, now: time.now });
    let version = 1;
    const render = async () => `v${version}`;
    assert.equal(await cache.get('/home', render), 'v1');
    version = 2;
    time.advance(500);
    assert.equal(await cache.get('/home', render), 'v1', 'fresh');
    time.advance(1_000);
    assert.equal(await cache.get('/home', render), 'v1', 'stale, answered at once');
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(await cache.get('/home', render), 'v2', 'the render behind it');
    time.advance(10_000);
    version = 3;
    assert.equal(await cache.get('/home', render), 'v3', 'too old: rendered before answering');
  });

  it('keeps no failed render, and a failed render behind a stale page keeps the page', async () => {
    const time = clock();
    const cache = createPageCache<string>({ freshMs: 10, staleMs: 1_000, now: time.now });
    assert.equal(await cache.get('/a', async () => null), null);
    assert.equal(cache.size, 0);
    assert.equal(await cache.get('/a', async () => 'ok'), 'ok');
    time.advance(100);
    assert.equal(
      await cache.get('/a', async () => {
        throw new Error('down');
      }),
      'ok',
    );
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(cache.size, 1);
  });

  it('answers but does not keep a page `keep` refuses (one with a late fragment)', async () => {
    const cache = createPageCache<{ complete: boolean }>({ keep: (page) => page.complete });
    assert.deepEqual(await cache.get('/a', async () => ({ complete: false })), { complete: false });
    assert.equal(cache.size, 0);
    await cache.get('/a', async () => ({ complete: true }));
    assert.equal(cache.size, 1);
  });

  it('holds at most maxEntries pages, dropping the oldest', async () => {
    const cache = createPageCache<string>({ maxEntries: 2 });
    for (const key of ['/a', '/b', '/c']) await cache.get(key, async () => key);
    assert.equal(cache.size, 2);
    let rendered = false;
    await cache.get('/a', async () => {
      rendered = true;
      return '/a';
    });
    assert.ok(rendered, '/a was dropped');
  });

  it('keeps keys a client picks (search terms) apart: 2,000 of them leave the shared pages', async () => {
    const cache = createPageCache<string>({
      maxEntries: 500,
      apart: { test: (key) => key.startsWith('/search'), maxEntries: 100 },
    });
    let renders = 0;
    const render = (page: string) => async () => {
      renders += 1;
      return page;
    };
    await cache.get('/men/products', render('listing'));
    await cache.get('/men/products/7', render('product'));
    for (let i = 0; i < 2_000; i++) await cache.get(`/search?q=term${i}`, render('search'));
    assert.equal(renders, 2_002);
    assert.equal(cache.size, 2 + 100);
    assert.equal(await cache.get('/men/products', render('again')), 'listing');
    assert.equal(await cache.get('/men/products/7', render('again')), 'product');
    // A popular term is still one render for a burst; the oldest terms went first.
    assert.equal(await cache.get('/search?q=term1999', render('again')), 'search');
    assert.equal(await cache.get('/search?q=term0', render('again')), 'again');
    assert.equal(renders, 2_003);
  });

  it('keeps apart what its render shows any client can make (a 404), and moves a page that turns so', async () => {
    const time = clock();
    const cache = createPageCache<{ status: number }>({
      freshMs: 1_000,
      staleMs: 5_000,
      now: time.now,
      maxEntries: 500,
      apart: { test: (_key, page) => page.status === 404, maxEntries: 100 },
    });
    let renders = 0;
    const render = (status: number) => async () => {
      renders += 1;
      return { status };
    };
    await cache.get('/men/products/7', render(200));
    for (let i = 0; i < 2_000; i++) await cache.get(`/men/products/${1_000 + i}`, render(404));
    assert.equal(cache.size, 1 + 100);
    assert.deepEqual(await cache.get('/men/products/7', render(200)), { status: 200 });
    assert.equal(renders, 2_001, 'the real product page was not rendered again');
    // The catalog stops selling it: rendered again behind, it is kept apart, once.
    time.advance(1_500);
    await cache.get('/men/products/7', render(404));
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(cache.size, 100);
    assert.deepEqual(await cache.get('/men/products/7', render(200)), { status: 404 });
    assert.equal(renders, 2_002);
  });

  it('keeps the page it has when a render behind it gives the same page (what was made from it stays)', async () => {
    const time = clock();
    const cache = createPageCache<{ html: string }>({
      freshMs: 1_000,
      staleMs: 5_000,
      now: time.now,
      same: (kept, rendered) => kept.html === rendered.html,
    });
    let html = 'v1';
    const render = async () => ({ html });
    const first = await cache.get('/home', render);
    time.advance(1_500);
    assert.equal(await cache.get('/home', render), first, 'stale, answered at once');
    await new Promise((resolve) => setImmediate(resolve));
    time.advance(500);
    assert.equal(
      await cache.get('/home', render),
      first,
      'rendered again, the same page: the kept one, fresh',
    );
    html = 'v2';
    time.advance(1_500);
    await cache.get('/home', render);
    await new Promise((resolve) => setImmediate(resolve));
    const changed = await cache.get('/home', render);
    assert.notEqual(changed, first);
    assert.equal(changed?.html, 'v2');
  });
});
