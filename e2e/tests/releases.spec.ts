// Releases a release manager can trust: a canary reaches its share of shoppers and each keeps
// their side across loads, promote and abort take effect on the next load, a canary that fails
// in shoppers' browsers is aborted on its own, and a broken or incompatible version is refused.
import { createHash } from 'node:crypto';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { API_PORT, BASE_URL } from '../support/env';
import { RELEASE_ADMIN_TOKEN, releaseCli } from '../support/servers';
import { manifestEntry, publishVariant } from '../support/releases';

test.describe.configure({ mode: 'serial' });

const SLICE = 'mf-search';
const COOKIE = 'sf_canary';

const entry = () => manifestEntry(SLICE);

/** The gateway's draw for a seed (canary-side.ts canaryDraw): lets a test pick each shopper's side. */
const draw = (seed: string, version: string) =>
  createHash('sha256').update(`${seed}\0${SLICE}\0${version}`).digest().readUInt32BE(0) % 100;

function seedFor(version: string, percent: number, canary: boolean): string {
  for (let i = 0; ; i++) {
    const seed = `e2e-shopper-seed-${i}`;
    if (draw(seed, version) < percent === canary) return seed;
  }
}

const variant = (change: (dir: string) => void) => publishVariant(SLICE, change);

const marked = (mark: string) => (dir: string) =>
  appendFileSync(join(dir, 'remoteEntry.js'), `\n/* ${mark} */\n`);

/** The chunk the Search fragment is built into: the last chunk its entry in remoteEntry.js loads. */
function searchChunk(dir: string): string {
  const entry = readFileSync(join(dir, 'remoteEntry.js'), 'utf8');
  const loads = /"\.\/Search":\(\)=>Promise\.all\(\[([^\]]+)\]\)/.exec(entry)![1];
  const ids = [...loads.matchAll(/\.e\((\d+)\)/g)].map((m) => m[1]);
  return join(dir, `${ids.at(-1)}.js`);
}

/** Page views (mounted or failed) the API has counted for a version of the slice. */
async function countedViews(version: string): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${API_PORT}/internal/release-health`, {
    headers: { authorization: `Bearer ${RELEASE_ADMIN_TOKEN}` },
  });
  const health = (await response.json()) as {
    versions: { frontend: string; version: string; views: number; failures: number }[];
  };
  const counted = health.versions.find((v) => v.frontend === SLICE && v.version === version);
  return counted ? counted.views + counted.failures : 0;
}

async function shopper(browser: Browser, seed?: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  if (seed) await context.addCookies([{ name: COOKIE, value: seed, url: BASE_URL }]);
  return context;
}

async function searchVersion(context: BrowserContext, path = '/home'): Promise<string> {
  const page = await context.newPage();
  await page.goto(path);
  const version = await page.locator(`[data-slice="${SLICE}"]`).first().getAttribute('data-version');
  await page.close();
  return version ?? '';
}

/** The slice's version in /home's server HTML for a shopper with this seed (no script runs, no view counts). */
async function servedVersion(seed: string): Promise<string> {
  const response = await fetch(`${BASE_URL}/home`, { headers: { cookie: `${COOKIE}=${seed}` } });
  const html = await response.text();
  return new RegExp(`data-slice="${SLICE}" data-version="([^"]+)"`).exec(html)?.[1] ?? '';
}

let stable = '';
test.beforeAll(() => {
  stable = entry().active;
});
test.afterEach(() => {
  if (entry().canary) releaseCli(['abort', SLICE]);
  if (entry().active !== stable) releaseCli(['activate', SLICE, stable]);
});

test('a canary reaches its share, each shopper keeps their side, and abort sends everyone back', async ({
  browser,
}) => {
  const next = variant(marked('canary a'));
  releaseCli(['canary', SLICE, next, '--percent', '50', '--reason', 'e2e canary']);
  const onCanary = await shopper(browser, seedFor(next, 50, true));
  const onStable = await shopper(browser, seedFor(next, 50, false));
  for (let load = 0; load < 2; load++) {
    expect(await searchVersion(onCanary, load ? '/men/products' : '/home')).toBe(next);
    expect(await searchVersion(onStable, load ? '/men/products' : '/home')).toBe(stable);
  }
  // A new shopper gets a seed on the first page and keeps the same side afterwards.
  const fresh = await shopper(browser);
  const first = await searchVersion(fresh);
  const cookie = (await fresh.cookies()).find((c) => c.name === COOKIE);
  expect(cookie?.httpOnly).toBe(true);
  expect([next, stable]).toContain(first);
  expect(await searchVersion(fresh, '/cart')).toBe(first);

  releaseCli(['abort', SLICE, '--reason', 'e2e abort']);
  expect(await searchVersion(onCanary)).toBe(stable);
  expect(entry().history!.at(-1)).toMatchObject({ action: 'abort', reason: 'e2e abort' });
  await Promise.all([onCanary.close(), onStable.close(), fresh.close()]);
});

test('promote makes the canary every shopper’s version within moments', async ({ browser }) => {
  const next = variant(marked('canary b'));
  releaseCli(['canary', SLICE, next, '--percent', '10']);
  const onStable = await shopper(browser, seedFor(next, 10, false));
  expect(await searchVersion(onStable)).toBe(stable);
  const started = Date.now();
  releaseCli(['promote', SLICE]);
  // The CLI's change reaches the gateway by its long-poll of the API (README: on every gateway
  // within a second), not before the CLI exits: a load in that moment may still get the old one.
  await expect.poll(() => searchVersion(onStable), { timeout: 5_000, intervals: [100] }).toBe(next);
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(entry()).toMatchObject({ active: next, canary: null });
  await onStable.close();
});

test('a canary that fails in shoppers’ browsers is aborted on its own, and the history says why', async ({
  browser,
}) => {
  // Its Search chunk throws as it loads: a failure only the browser can see (the checks pass).
  const broken = variant((dir) => {
    const chunk = searchChunk(dir);
    // Unique per attempt: a retry must not meet the figures of the previous attempt's version.
    const mark = `${Date.now()}-${Math.random()}`;
    writeFileSync(
      chunk,
      `throw new Error("injected canary failure ${mark}");\n${readFileSync(chunk, 'utf8')}`,
    );
  });
  releaseCli([
    'canary',
    SLICE,
    broken,
    '--percent',
    '50',
    '--auto-abort',
    '--min-views',
    '3',
    '--margin',
    '0.05',
    // Every browser here comes from 127.0.0.1: one shopper (a real store waits for 10 by default).
    '--min-shoppers',
    '1',
  ]);
  const seed = seedFor(broken, 50, true);
  // The gateways hear of the canary from the API's manifest a moment after the command: until
  // then this shopper's pages are the active version's, which do not fail. Asked for the page's
  // HTML, with no browser, so no view is counted.
  await expect.poll(() => servedVersion(seed), { timeout: 10_000, intervals: [100] }).toBe(broken);
  // Exactly the minimum of page views: once they are counted the gateway may abort at any moment,
  // so a further page could already get the active version.
  for (let i = 0; i < 3; i++) {
    const context = await shopper(browser, seed);
    const page = await context.newPage();
    await page.goto('/home');
    await expect(page.locator(`[data-slot="${SLICE}/Search"][data-slot-state="failed"]`)).toBeVisible();
    // Closing the page sends its figures (pagehide), as a shopper leaving would. The browser
    // sends them after the page has gone: the shopper's session stays open until they are
    // counted (closing it at once could cancel the request on a busy machine).
    const closed = page.waitForEvent('close');
    await page.close({ runBeforeUnload: true });
    await closed;
    await expect.poll(() => countedViews(broken), { timeout: 10_000 }).toBe(i + 1);
    await context.close();
  }
  await expect
    .poll(() => entry().history!.at(-1), { timeout: 30_000, intervals: [500] })
    .toMatchObject({ action: 'auto-abort' });
  expect(entry().history!.at(-1)!.reason).toMatch(/automatic abort: load\/mount failure rate 100\.0%/);
  const after = await shopper(browser, seed);
  expect(await searchVersion(after)).toBe(stable);
  await after.close();
});

test('anonymous beacons neither abort a healthy canary nor count for it', async ({ request }) => {
  const healthy = variant(marked('healthy canary'));
  // The most trigger-happy rule: one shopper and three page views would be enough.
  releaseCli([
    'canary',
    SLICE,
    healthy,
    '--percent',
    '50',
    '--auto-abort',
    '--min-views',
    '3',
    '--min-shoppers',
    '1',
  ]);
  const claim = (page?: string) => ({
    ...(page === undefined ? {} : { page }),
    items: [{ frontend: SLICE, version: healthy, views: 0, failures: 1000, errors: 1000 }],
  });
  // Sent as many anonymous clients would, each from an address of its own (the API believes the
  // loopback gateway's X-Forwarded-For): every browser of these tests shares 127.0.0.1, whose 60
  // beacons a minute the pages of the tests before may have spent.
  let client = 0;
  const beacon = (body: unknown) =>
    fetch(`http://127.0.0.1:${API_PORT}/api/telemetry`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: {
        origin: BASE_URL,
        'content-type': 'application/json',
        'x-forwarded-for': `198.51.100.${++client}`,
      },
    }).then((response) => response.status);
  // A real page's token, served on the active side: it vouches for the active version only.
  const served = await request.get('/home', {
    headers: { cookie: `${COOKIE}=${seedFor(healthy, 50, false)}` },
  });
  const token = /sf-page;desc="([^"]+)"/.exec(served.headers()['server-timing'] ?? '')?.[1];
  expect(token, 'every page carries its token').toBeTruthy();
  const forged = `${Buffer.from(JSON.stringify({ p: 'x', s: 'y', e: 2e9, v: { [SLICE]: healthy } })).toString('base64url')}.c2lnbmF0dXJl`;
  for (let i = 0; i < 20; i++) {
    expect(await beacon(claim())).toBe(400); // no token
    expect(await beacon(claim(forged))).toBe(400); // not signed by the store
    expect(await beacon(claim(token))).toBe(204); // a real page, but not of this version
  }
  // Several rounds of the gateway's judge (every second here) see nothing to judge.
  await new Promise((resolve) => setTimeout(resolve, 3_500));
  expect(await countedViews(healthy)).toBe(0);
  expect(entry().canary).toMatchObject({ version: healthy });
  expect(entry().history!.at(-1)).toMatchObject({ action: 'canary' });
});

test('a broken or incompatible version is refused with the reason, and the store keeps its version', async ({
  page,
}) => {
  const incompatible = variant((dir) => {
    const info = JSON.parse(readFileSync(join(dir, 'release.json'), 'utf8')) as { built: { shared: string } };
    info.built.shared = '2.0.0';
    writeFileSync(join(dir, 'release.json'), JSON.stringify(info));
  });
  expect(() => releaseCli(['activate', SLICE, incompatible])).toThrow(
    /mf-search \S+ was built against @storefront\/shared 2\.0\.0, but the shell \S+ provides @storefront\/shared 1\.\d+\.\d+ \(another major version\)/,
  );
  const truncated = variant((dir) => {
    const entry = readFileSync(join(dir, 'remoteEntry.js'), 'utf8');
    writeFileSync(join(dir, 'remoteEntry.js'), entry.slice(0, Math.floor(entry.length / 2)));
  });
  expect(() => releaseCli(['canary', SLICE, truncated, '--percent', '5'])).toThrow(
    /remoteEntry\.js does not load/,
  );
  expect(entry()).toMatchObject({ active: stable });
  await page.goto('/home');
  await expect(page.locator(`[data-slice="${SLICE}"]`).first()).toHaveAttribute('data-version', stable);
});
