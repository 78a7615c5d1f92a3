import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import type { FrontendName } from '../paths.js';
import type { ActiveRelease } from '../release/active-releases.js';
import { renderComposedPage, sameComposedPage } from './compose.js';
import { LoadError } from '@storefront/shared/server';
import { ACCOUNT, CART, CART_WITH_DRAWER, CATALOG, HANGS, SHELL, THROWS } from './fake-server-builds.js';
import { createServerBuilds, liveKeys } from './server-builds.js';

const root = await mkdtemp(join(tmpdir(), 'gateway-compose-'));
after(() => rm(root, { recursive: true, force: true }));

let count = 0;
/** Writes `code` as the server build of a new version of `name`; returns its release. */
async function release(name: FrontendName, code: string | null): Promise<ActiveRelease> {
  const version = `1.0.${++count}-abcd${count}`;
  const dir = join(root, name, version);
  await mkdir(join(dir, 'server'), { recursive: true });
  if (code !== null) await writeFile(join(dir, 'server/render.cjs'), code);
  return { version, base: `/releases/${name}/${version}` };
}

const ANSWERS: Record<string, unknown> = {
  '/api/products/new': ['Seamless Tee', 'Flex Shorts'],
  '/api/products/15': { name: 'Power Tee' },
};

function fakeLoader() {
  const asked: string[] = [];
  const get = async <T>(path: string): Promise<T> => {
    asked.push(path);
    if (path in ANSWERS) return ANSWERS[path] as T;
    throw new LoadError(null, `GET ${path}: no answer`);
  };
  return { asked, get };
}

async function store(overrides: Partial<Record<FrontendName, string | null>> = {}) {
  const code = { shell: SHELL, 'mf-catalog': CATALOG, 'mf-cart': CART, 'mf-account': ACCOUNT, ...overrides };
  const releases: Partial<Record<FrontendName, ActiveRelease>> = {};
  for (const [name, source] of Object.entries(code))
    releases[name as FrontendName] = await release(name as FrontendName, source);
  return releases;
}

function compose(
  url: string,
  releases: Partial<Record<FrontendName, ActiveRelease>>,
  budgetMs = 150,
  builds = createServerBuilds({ root: () => root, log: () => {} }),
) {
  const warnings: string[] = [];
  const loader = fakeLoader();
  const page = renderComposedPage(url, releases, {
    budgetMs,
    builds,
    get: loader.get,
    log: (m) => warnings.push(m),
  });
  return { page, warnings, loader, builds };
}

describe('renderComposedPage', () => {
  it('renders the frame and every slot, nested ones too, with their data', async () => {
    const releases = await store();
    const { page, loader } = compose('/home', releases);
    const composed = await page;
    assert.ok(composed);
    const { html, pageData } = composed;
    assert.match(html, /<h1>Store<\/h1>/);
    assert.match(html, /<li>Seamless Tee<\/li><li>Flex Shorts<\/li>/);
    assert.match(html, /<span>Cart \(0\)<\/span>/);
    // The nested heart is inside the carousel's section.
    assert.match(html, /<section>.*<button>Save<\/button>.*<\/section>/s);
    // Each fragment is marked with its slice and the version the browser loads.
    const catalog = releases['mf-catalog']!.version;
    assert.ok(html.includes(`data-slice="mf-catalog" data-version="${catalog}"`));
    assert.doesNotMatch(html, /sf-slot:/);
    assert.equal(pageData.slots.length, 3);
    // The carousel's data under its slot's key: its parcel hydrates from it.
    const [carousel] = Object.keys(pageData.data);
    assert.ok(pageData.slots.includes(carousel));
    assert.deepEqual(pageData.data, { [carousel]: ANSWERS['/api/products/new'] });
    assert.deepEqual(loader.asked, ['/api/products/new']);
    assert.match(composed.css, /<style[^>]*data-styled/);
  });

  it('renders each root once, and says so', async () => {
    const releases = await store();
    (globalThis as { __renders?: unknown }).__renders = {};
    const composed = await compose('/home', releases).page;
    assert.ok(composed);
    // Counted by the components themselves: the frame and each fragment ran once.
    assert.deepEqual((globalThis as { __renders?: unknown }).__renders, {
      frame: 1,
      'mf-catalog/ProductCarousel': 1,
      'mf-cart/MiniCart': 1,
      'mf-account/WishlistHeart': 1,
    });
    // And by the gateway, per root: what the page's Server-Timing says.
    assert.deepEqual(
      Object.fromEntries(composed.renders),
      Object.fromEntries([['frame', 1], ...composed.pageData.slots.map((key) => [key, 1])]),
    );
  });

  it('renders a fragment again only when its props, URL or data changed (a new render of the same page renders the frame only)', async () => {
    const releases = await store();
    const builds = createServerBuilds({ root: () => root, log: () => {} });
    const counts: Record<string, number> = ((globalThis as { __renders?: Record<string, number> }).__renders =
      {});
    const first = (await compose('/home', releases, 150, builds).page)!;
    const again = (await compose('/home', releases, 150, builds).page)!;
    assert.equal(again.html, first.html);
    assert.equal(again.css, first.css);
    assert.deepEqual(counts, {
      frame: 2,
      'mf-catalog/ProductCarousel': 1,
      'mf-cart/MiniCart': 1,
      'mf-account/WishlistHeart': 1,
    });
    // Each root is still said once: the one render its HTML came from.
    assert.deepEqual(Object.fromEntries(again.renders), Object.fromEntries(first.renders));
    const products = ANSWERS['/api/products/new'];
    ANSWERS['/api/products/new'] = ['Seamless Tee', 'Flex Shorts 2'];
    try {
      const changed = (await compose('/home', releases, 150, builds).page)!;
      assert.match(changed.html, /<li>Flex Shorts 2<\/li>/);
      assert.equal(counts['mf-catalog/ProductCarousel'], 2, 'new data: rendered again');
      assert.equal(counts['mf-cart/MiniCart'], 1);
      await compose('/home?sort=new', releases, 150, builds).page;
      assert.equal(counts['mf-cart/MiniCart'], 2, 'another URL: rendered again');
    } finally {
      ANSWERS['/api/products/new'] = products;
    }
  });

  it('keeps at most 100 renders of a fragment: a flood of addresses pushes out the oldest only', async () => {
    const releases = await store();
    const builds = createServerBuilds({ root: () => root, log: () => {} });
    const counts: Record<string, number> = ((globalThis as { __renders?: Record<string, number> }).__renders =
      {});
    for (let i = 0; i < 300; i++) await compose(`/home?q=${i}`, releases, 150, builds).page;
    assert.equal(counts['mf-cart/MiniCart'], 300);
    await compose('/home?q=299', releases, 150, builds).page;
    assert.equal(counts['mf-cart/MiniCart'], 300, 'a recent one is kept');
    await compose('/home?q=0', releases, 150, builds).page;
    assert.equal(counts['mf-cart/MiniCart'], 301, 'the oldest went');
  });

  it('tells a render of the same page from one whose data changed (the page cache keeps the first)', async () => {
    const releases = await store();
    const builds = createServerBuilds({ root: () => root, log: () => {} });
    const first = (await compose('/home', releases, 150, builds).page)!;
    const again = (await compose('/home', releases, 150, builds).page)!;
    assert.notEqual(first, again);
    assert.ok(sameComposedPage(first, again));
    const products = ANSWERS['/api/products/new'];
    ANSWERS['/api/products/new'] = ['Seamless Tee', 'Flex Shorts 2'];
    try {
      const changed = (await compose('/home', releases, 150, builds).page)!;
      assert.ok(!sameComposedPage(first, changed));
      assert.ok(!sameComposedPage(first, { ...again, css: '' }));
      assert.ok(!sameComposedPage(first, { ...again, pageData: { ...again.pageData, slots: [] } }));
    } finally {
      ANSWERS['/api/products/new'] = products;
    }
  });

  it("hands the page's fragment's head for the page's origin; nested fragments say none", async () => {
    const composed = await compose('/home', await store()).page;
    // The carousel and the mini cart sit in the frame (the cart says nothing); the heart is nested.
    assert.deepEqual(
      composed?.heads.map((head) => head({ origin: 'https://shop.example' })),
      [{ description: '2 new products', openGraph: [['og:url', 'https://shop.example/home']] }, null],
    );
  });

  it('leaves a browser-only expose to the browser without trying or saying anything', async () => {
    const shell = SHELL.replace("expose: 'MiniCart'", "expose: 'CartDrawer'");
    const releases = await store({ shell, 'mf-cart': CART_WITH_DRAWER });
    const { page, warnings } = compose('/home', releases);
    const composed = await page;
    assert.ok(composed);
    assert.match(composed.html, /data-slot="mf-cart\/CartDrawer"/);
    assert.doesNotMatch(composed.html, /Cart \(0\)/);
    assert.equal(composed.pageData.slots.length, 2);
    assert.deepEqual(warnings, []);
    assert.equal(composed.complete, true);
  });

  it("waits past the budget (up to HEAD_BUDGET_MS) for the page's fragment that says its head, not for others", async () => {
    const slow = (code: string, expose: string) =>
      code.replace(
        expose === 'ProductPage'
          ? "load: (props, { get }) => get('/api/products/' + props.productId)"
          : "load: (props, { get }) => get('/api/products/new')",
        expose === 'ProductPage'
          ? "load: (props, { get }) => new Promise((r) => setTimeout(r, 250)).then(() => get('/api/products/' + props.productId))"
          : "load: (props, { get }) => new Promise((r) => setTimeout(r, 250)).then(() => get('/api/products/new'))",
      );
    const product = await compose(
      '/men/products/15',
      await store({ 'mf-catalog': slow(CATALOG, 'ProductPage') }),
      100,
    ).page;
    assert.match(product?.html ?? '', /<h2>Power Tee<\/h2>/);
    assert.equal(product?.complete, true);
    assert.deepEqual(product?.heads.map((head) => head({ origin: 'https://shop.example' }))[0], {
      title: 'Power Tee | Store',
    });
    // A carousel says no head: the budget holds (its build loaded first, as a live gateway has it).
    const headless = slow(CATALOG, 'ProductCarousel').replace(
      'head: (data, props, { origin })',
      '_head: (data)',
    );
    const releases = await store({ 'mf-catalog': headless });
    const builds = createServerBuilds({ root: () => root, log: () => {} });
    await compose('/home', releases, 100, builds).page;
    const started = Date.now();
    const home = await compose('/home', releases, 100, builds).page;
    assert.ok(Date.now() - started < 100 + 120, `answered in ${Date.now() - started} ms`);
    assert.doesNotMatch(home?.html ?? '', /Seamless Tee/);
  });

  it('asks the API nothing more for a page once its budget is spent', async () => {
    // The carousel waits 250 ms, then asks for its list: by then the page (budget 100) is answered.
    const late = CATALOG.replace(
      "load: (props, { get }) => get('/api/products/new')",
      "load: (props, { get }) => new Promise((r) => setTimeout(r, 250)).then(() => get('/api/products/new'))",
    ).replace('head: (data, props, { origin })', '_head: (data)');
    const { page, loader } = compose('/home', await store({ 'mf-catalog': late }), 100);
    assert.doesNotMatch((await page)?.html ?? '', /Seamless Tee/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.ok(!loader.asked.includes('/api/products/new'), loader.asked.join(', '));
  });

  for (const [failure, code] of [
    ['throws', THROWS],
    ['hangs', HANGS],
    ['has no server build', null],
    ['does not evaluate', 'throw new Error("at load");'],
    [
      'requires a module the gateway does not provide',
      'require("node:fs"); exports.render = async () => ({});',
    ],
  ] as const) {
    it(`leaves a slot empty when its slice ${failure}, within the budget, and fills the others`, async () => {
      const releases = await store({ 'mf-catalog': code });
      const started = Date.now();
      const { page, warnings } = compose('/home', releases, 100);
      const composed = await page;
      assert.ok(Date.now() - started < 100 + 150, `answered in ${Date.now() - started} ms`);
      assert.ok(composed);
      assert.match(composed.html, /<span>Cart \(0\)<\/span>/);
      assert.doesNotMatch(composed.html, /data-slice="mf-catalog"|Seamless Tee|sf-slot:/);
      // The catalog's slot is there, empty at its place; the page data lists only the cart.
      assert.match(composed.html, /data-slot="mf-catalog\/ProductCarousel"/);
      assert.equal(composed.pageData.slots.length, 1);
      // A late fragment may answer next time: such a page is not worth keeping.
      assert.equal(composed.complete, failure !== 'hangs');
      if (code !== null)
        assert.ok(
          warnings.some((w) => w.includes('mf-catalog')),
          warnings.join('\n'),
        );
    });
  }

  it('answers null when the shell has no server build, throws or hangs (the page renders as before)', async () => {
    for (const code of [null, THROWS, HANGS]) {
      const started = Date.now();
      assert.equal(await compose('/home', await store({ shell: code }), 80).page, null);
      assert.ok(Date.now() - started < 80 + 150);
    }
  });

  it('loads a version once, uses the next one after an activation, and releases the old one', async () => {
    const releases = await store();
    const builds = createServerBuilds({ root: () => root, log: () => {} });
    const first = await compose('/home', releases, 150, builds).page;
    await compose('/home', releases, 150, builds).page;
    assert.equal(builds.size, 4);
    // Activation: a new catalog; the old one leaves memory once it is neither active nor a canary.
    const next = await release(
      'mf-catalog',
      CATALOG.replace("h('h2', null, props.title)", "h('h2', null, 'v2')"),
    );
    const activated = { ...releases, 'mf-catalog': next };
    builds.retain(liveKeys(activated));
    assert.equal(builds.size, 3);
    const second = await compose('/home', activated, 150, builds).page;
    assert.match(first!.html, /<h2>New<\/h2>/);
    assert.match(second!.html, /<h2>v2<\/h2>/);
    assert.ok(second!.html.includes(`data-version="${next.version}"`));
    // A canary's version stays beside the active one.
    await builds.get('mf-catalog', releases['mf-catalog']!);
    const canary = { ...next, canary: { ...releases['mf-catalog']!, percent: 5 } };
    builds.retain(liveKeys({ ...activated, 'mf-catalog': canary }));
    assert.equal(builds.size, 5);
    builds.retain(liveKeys(activated));
    assert.equal(builds.size, 4);
  });
});
