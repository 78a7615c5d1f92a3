// Server-rendered composition (docs/architecture.md#server-rendering): every slice's first view
// is in the page's HTML with its data, the browser hydrates it without a warning, a skeleton or a
// second request, a browser without JavaScript still sees products, and a slice whose server
// build throws or hangs fails alone.
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
import { manifestEntry, publishVariant } from '../support/releases';
import { releaseCli } from '../support/servers';
import { collectErrors, gotoReady, registerShopper, signInAs } from '../support/store';
import type { ProductWithStock } from '@storefront/shared/contracts/orders';

const PRODUCT_PAGE = '/women/products/15';

async function productName(page: Page, id: number): Promise<string> {
  const res = await page.request.get(`/api/products/${id}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as ProductWithStock).name;
}

const ROUTES: { path: string; text: RegExp }[] = [
  { path: '/home', text: /NEW THIS MONTH/ },
  { path: '/men/products', text: /MEN/ },
  { path: PRODUCT_PAGE, text: /ADD TO CART|Add to cart/i },
  { path: '/cart', text: /cart/i },
  { path: '/wishlist', text: /wishlist/i },
  { path: '/login', text: /LOG IN|Log in/i },
  { path: '/signup', text: /SIGN UP|Sign up|Create/i },
];

for (const { path, text } of ROUTES) {
  test(`${path}: the HTML holds every fragment, and hydration keeps it without a warning`, async ({
    page,
  }) => {
    const html = await (await page.request.get(path)).text();
    expect(html).toMatch(text);
    expect(html).toContain('id="store-data"');
    // Each server-rendered fragment carries its slice and the release version the browser loads.
    expect(html).toMatch(/data-slice="mf-[a-z]+" data-version="\d+\.\d+\.\d+-[0-9a-f]+"/);
    expect(html).not.toContain('<!--sf-slot:');

    const problems = collectErrors(page, [/status of 401/]);
    page.on('console', (message) => {
      if (message.type() === 'warning') problems.push(`warning: ${message.text()}`);
    });
    const apiGets: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname.startsWith('/api/products'))
        apiGets.push(url.pathname + url.search);
    });
    // Mark every element the server sent before any script runs: after hydration they must be the
    // same nodes (a client re-render would replace them, a skeleton would flash in between).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        for (const el of document.querySelectorAll('[data-slice] *'))
          (el as unknown as { __server?: true }).__server = true;
      });
    });
    await gotoReady(page, path);
    const replaced = await page.evaluate(
      () =>
        [...document.querySelectorAll('[data-slot-state="ready"] [data-slice] > *')].filter(
          (el) => !(el as unknown as { __server?: true }).__server,
        ).length,
    );
    expect(replaced, 'fragment roots rendered again in the browser').toBe(0);
    expect(problems).toEqual([]);
    // The product data came with the page: the API was not asked again for it.
    if (path === '/home' || path === '/men/products' || path === PRODUCT_PAGE) expect(apiGets).toEqual([]);
  });
}

test('no script is asked for until the page has loaded and been shown, then each is asked for once', async ({
  page,
}) => {
  const requests = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js')) requests.set(url.pathname, (requests.get(url.pathname) ?? 0) + 1);
  });
  await gotoReady(page, '/home');
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
    const manifest = (
      window as unknown as { __STORE_MANIFEST__: { frontends: Record<string, { entry: string }> } }
    ).__STORE_MANIFEST__;
    return {
      loaded: navigation.loadEventEnd,
      shown: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
      entries: Object.values(manifest.frontends).map((frontend) => frontend.entry),
    };
  });
  // The page's images had the network to themselves: its scripts came after its load and paint.
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.loaded);
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.shown);
  // Every slice's remote entry was asked for (preloaded from the manifest), and no script twice:
  // a preload the runtime's script tag did not reuse would be fetched again.
  for (const entry of timing.entries) expect(requests.get(entry), entry).toBe(1);
  expect([...requests].filter(([, count]) => count > 1)).toEqual([]);
});

test('/account, signed out, renders nothing personal on the server and goes to log in', async ({ page }) => {
  const html = await (await page.request.get('/account')).text();
  expect(html).toContain('data-slot="mf-account/AccountPage"');
  expect(html).toMatch(/data-slice="mf-account" data-version="[^"]+" style="display:contents"><\/div>/);
  const problems = collectErrors(page, [/status of 401/]);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('[data-slot]:not([data-slot-state="ready"])')).toHaveCount(0, {
    timeout: 15_000,
  });
  expect(problems).toEqual([]);
});

test('a signed-in shopper gets the same HTML as everyone, and their own state after hydration', async ({
  page,
}) => {
  const shopper = await registerShopper(page.request);
  await signInAs(page, shopper);
  // The HTML names nobody: personal parts render in the browser after hydration.
  const html = await (await page.request.get('/home')).text();
  expect(html).not.toContain(shopper.username);
  const problems = collectErrors(page, [/status of 401/]);
  page.on('console', (message) => {
    if (message.type() === 'warning') problems.push(`warning: ${message.text()}`);
  });
  for (const path of ['/home', PRODUCT_PAGE, '/cart', '/wishlist']) {
    await gotoReady(page, path);
  }
  await page.goto('/home');
  await expect(page.getByText(`Hi, ${shopper.username}!`)).toBeVisible();
  expect(problems).toEqual([]);
});

test('every route has its own title, description and canonical; a product page its preview and Product data', async ({
  page,
}) => {
  const head = async (path: string) => (await (await page.request.get(path)).text()).split('</head>')[0];
  const name = await productName(page, 15);
  const product = await head(PRODUCT_PAGE);
  expect(product).toMatch(
    new RegExp(`<title>[^<]*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^<]*</title>`, 'i'),
  );
  expect(product).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/women\/products\/15">/);
  expect(product).toContain('<meta property="og:type" content="product">');
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(product)?.[1];
  expect(jsonLd).toBeTruthy();
  const data = JSON.parse(jsonLd!) as {
    '@type': string;
    name: string;
    offers: { price: string; availability: string };
  };
  expect(data['@type']).toBe('Product');
  expect(data.name).toBe(name);
  expect(data.offers.price).toMatch(/^\d+\.\d{2}$/);
  expect(data.offers.availability).toMatch(/schema\.org\/(InStock|OutOfStock)$/);
  // The preview image is the PNG the order mail shows (link previews do not all read SVG), at its
  // store address, which the gateway answers with the catalog release's picture.
  const ogImage = /<meta property="og:image" content="(http:\/\/[^"]+\/images\/products\/15\.png)">/.exec(
    product,
  )?.[1];
  expect(ogImage).toBeTruthy();
  expect(product).toContain('<meta property="og:image:width" content="112">');
  expect(product).toContain('<meta property="og:image:height" content="140">');
  const png = await page.request.get(new URL(ogImage!).pathname);
  expect(png.status()).toBe(200);
  expect(png.headers()['content-type']).toBe('image/png');
  // schema.org keeps the release's own front drawing.
  expect(jsonLd).toMatch(/\/releases\/mf-catalog\/[^/"]+\/assets\/[a-z]+-[a-z-]+-front\.svg/);
  // A product the API does not have is the catalog's 404, with the not-found head.
  const missing = await page.request.get('/women/products/999999');
  expect(missing.status()).toBe(404);
  const missingHead = (await missing.text()).split('</head>')[0];
  expect(missingHead).toContain('<title>PAGE NOT FOUND | DSGN Fitness</title>');
  expect(missingHead).toContain('<meta name="robots" content="noindex">');
  expect(missingHead).not.toMatch(/og:|ld\+json|rel="canonical"/);

  const titles = new Set<string>();
  for (const path of ['/home', '/men/products', '/women/products', '/men/products/filter/hoodies', '/cart']) {
    const html = await head(path);
    titles.add(/<title>([^<]*)<\/title>/.exec(html)![1]);
    expect(html.match(/<meta name="description"/g), path).toHaveLength(1);
    if (path === '/cart') expect(html).toContain('<meta name="robots" content="noindex">');
    else expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+${path}">`));
  }
  expect(titles.size).toBe(5);
});

test('each root of a page is rendered once on the server (Server-Timing sf-render)', async ({ page }) => {
  for (const path of ['/home', PRODUCT_PAGE, '/men/products']) {
    const res = await page.request.get(path);
    const renders = /sf-render;desc="([^"]*)"/.exec(res.headers()['server-timing'] ?? '')?.[1];
    expect(renders, path).toBeTruthy();
    const counts = renders!.split(',').map((entry) => entry.split(':'));
    expect(counts[0], path).toEqual(['frame', '1']);
    expect(counts.length, path).toBeGreaterThan(3);
    for (const [root, count] of counts) expect(`${root}:${count}`).toBe(`${root}:1`);
  }
});

test('the first paint waits for the page to be parsed to its footer, the page’s last part', async ({
  page,
}) => {
  for (const path of ['/home', PRODUCT_PAGE, '/men/products']) {
    const [head, body] = (await (await page.request.get(path)).text()).split('</head>');
    const expectLink = /<link rel="expect" href="#([\w-]+)" blocking="render"\s*\/?>/.exec(head);
    expect(expectLink, path).toBeTruthy();
    const footer = body.lastIndexOf(`id="${expectLink![1]}"`);
    expect(footer, path).toBeGreaterThan(0);
    expect(body.slice(footer), path).not.toMatch(/<main|<header/);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/home, /men/products and a product page show their products', async ({ page }) => {
    const name = await productName(page, 15);
    await page.goto(PRODUCT_PAGE);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    await page.goto('/men/products');
    expect(await page.locator('a[href^="/men/products/"]').count()).toBeGreaterThan(3);
    await page.goto('/home');
    expect(await page.locator('a[href*="/products/"]').count()).toBeGreaterThan(3);
  });
});

// Where the frame's and the fragments' landmarks are, as laid out by the page's own styles.
const LANDMARKS = [
  'header [aria-label="DSGN Fitness home"]',
  'a[aria-label="Open navigation"]',
  'nav[aria-label="Main"]',
  '[data-slot="mf-catalog/ListingPage"] article',
  'aside, [role="complementary"]',
  'footer',
];
async function landmarkBoxes(page: Page): Promise<string[]> {
  const boxes: string[] = [];
  for (const selector of LANDMARKS) {
    const box = await page.locator(selector).first().boundingBox();
    boxes.push(
      `${selector}: ${box ? [box.x, box.y, box.width, box.height].map(Math.round).join(',') : 'hidden'}`,
    );
  }
  return boxes;
}

for (const width of [1280, 412]) {
  test(`at ${width}px the server HTML is laid out as the hydrated page: nothing moves as it hydrates`, async ({
    browser,
  }) => {
    const viewport = { width, height: 800 };
    // The brand typeface is font-display: optional, so each page load uses it or not by how soon
    // it arrives: both loads get the fallback, and only hydration can move anything.
    const noFont = (route: Route) => route.abort();
    const before = await browser.newContext({ javaScriptEnabled: false, viewport });
    await before.route('**/*.woff2', noFont);
    const serverPage = await before.newPage();
    await serverPage.goto('/men/products');
    const server = await landmarkBoxes(serverPage);
    await before.close();
    const after = await browser.newContext({ viewport });
    await after.route('**/*.woff2', noFont);
    const page = await after.newPage();
    await gotoReady(page, '/men/products');
    expect(await landmarkBoxes(page)).toEqual(server);
    await after.close();
  });
}

test.describe('a slice whose server build fails', { tag: '@releases' }, () => {
  let stable: string;
  test.beforeAll(() => {
    stable = manifestEntry('mf-catalog').active;
  });
  test.afterEach(() => {
    if (manifestEntry('mf-catalog').active !== stable)
      releaseCli(['activate', 'mf-catalog', stable, '--force']);
  });

  for (const failure of ['throws', 'hangs'] as const) {
    test(`renders the rest of the page when it ${failure}, and the browser mounts the slice`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      // Every expose's load throws, or never answers (the fragments a slice's server build exports).
      const load =
        failure === 'throws'
          ? `async () => { throw new Error('e2e: a broken server build'); }`
          : `() => new Promise(() => {})`;
      const render = `const part = { browserOnly: false, load: ${load}, render: () => { throw new Error('e2e'); }, head: () => null };
exports.fragments = { ListingPage: part, ProductPage: part, ProductCarousel: part, ProductStrip: part, ProductBrowser: part };`;
      const version = publishVariant('mf-catalog', (dir) => {
        mkdirSync(join(dir, 'server'), { recursive: true });
        writeFileSync(join(dir, 'server/render.cjs'), `${render}\n/* ${failure} */\n`);
      });
      // The release checks refuse a server build that throws; forced here to see the page survive one.
      releaseCli(['activate', 'mf-catalog', version, '--force', '--reason', `e2e: server build ${failure}`]);

      // The gateway hears the activation from the database (within a second): until then it
      // serves the page of the release before. The first page of the new release is the one judged.
      let res, html, elapsed;
      for (const deadline = Date.now() + 5_000; ; await page.waitForTimeout(100)) {
        const started = Date.now();
        res = await page.request.get('/home');
        elapsed = Date.now() - started;
        html = await res.text();
        if (html.includes(version) || Date.now() > deadline) break;
      }
      expect(html).toContain(version);
      expect(res.status()).toBe(200);
      // The frame and the other slices are rendered; the catalog's slots are empty at their size.
      expect(html).toContain('NEW THIS MONTH');
      expect(html).toContain('data-slice="mf-cart"');
      expect(html).not.toContain('data-slice="mf-catalog"');
      // One slice never holds the page much past the budget (150 ms by default).
      expect(elapsed).toBeLessThan(1_500);

      const errors = collectErrors(page, [/status of 401/]);
      await gotoReady(page, '/home');
      await expect(
        page.locator(`[data-slice="mf-catalog"][data-version="${version}"]`).first(),
      ).toBeAttached();
      expect(
        await page.locator('[data-slot="mf-catalog/ProductCarousel"] a[href*="/products/"]').count(),
      ).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    });
  }
});

/** Holds the shell's script until the returned function is called: the page is server HTML only. */
async function holdShellScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => /^\/releases\/shell\/[^/]+\/main\.js$/.test(url.pathname),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

// The frame's own script-only controls are hidden until it hydrates (the banner's pause), so its
// early clicks are proven on the inlined holder itself (tooling/exposes.test.mjs); here a slot's:
// a script-only control (docs/frame.md#before-javascript) is drawn from the first byte and answers
// a tap made before hydration once it can.
test('a click before any script has run reaches its control once it has hydrated, in a slot', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const release = await holdShellScript(page);
  await page.goto('/men/products', { waitUntil: 'domcontentloaded' });
  const panel = page.locator('#listing-filter-panel');
  await expect(panel).toBeVisible();
  await page.getByRole('button', { name: 'HIDE FILTERS' }).click();
  await expect(panel).toBeVisible();
  release();
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'SHOW FILTERS' })).toBeVisible();
  await expect(page).toHaveURL(/\/men\/products$/);
});

test('text typed before any script has run is kept: the form signs in with it', async ({ page }) => {
  const shopper = await registerShopper(page.request);
  const release = await holdShellScript(page);
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Username').fill(shopper.username);
  await page.getByLabel('Password').fill(shopper.password);
  release();
  await expect(page.locator('[data-slot="mf-account/LoginPage"]')).toHaveAttribute(
    'data-slot-state',
    'ready',
  );
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});
