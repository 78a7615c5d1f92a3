// The manifest in the database: two gateways over one real API, the
// first with its own copy of the published folder, the second with an EMPTY folder and only the
// release origin (RELEASES_URL, a static host of the published folder): no shared disk. The second
// serves the same page and every script it names, fetched from the origin once, checked against
// the published sha256, and kept; a flood of made-up /releases/ paths fetches and keeps nothing. An
// activation through one gateway's release page, or through the release commands, reaches the
// other within 1 s; two changes at once never lose one; with the API gone each gateway keeps
// serving the last manifest and its readiness says so.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { after, before, describe, it } from 'node:test';
import { REPO_ROOT } from '../paths.js';
import { serveReleaseOrigin, type ReleaseOrigin } from '../cluster/release-origin.js';
import { fakeBuild, fakeShellIndex } from '../testing/fake-build.js';
import { listFiles } from './release-folder.js';
import { startRealApi, type RealApi } from '../testing/real-api.js';
import { abortCanary, activate, history, publish, rollback, startCanary } from './operations.js';
import { readCurrentManifest } from './manifest-change.js';
import { apiStore, ManifestConflictError, setDatabaseStore } from './store.js';

const TOKEN = 'shared-origin-token-0123456789';
const root = await mkdtemp(join(tmpdir(), 'gateway-shared-origin-'));
const origin = join(root, 'origin');
process.env.RELEASES_DIR = origin;
process.env.RELEASE_ADMIN_TOKEN = TOKEN;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Gateway {
  url: string;
  child: ChildProcess;
  exited: Promise<void>;
}

/** What the release origin (any static host of the published folder) is asked. */
const originRequests: string[] = [];
let originServer: ReleaseOrigin | undefined;

async function startGateway(releasesDir: string, apiUrl: string, releasesUrl = ''): Promise<Gateway> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(REPO_ROOT, 'gateway'),
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      API_URL: apiUrl,
      RELEASES_DIR: releasesDir,
      RELEASES_URL: releasesUrl,
      RELEASE_ADMIN_TOKEN: TOKEN,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let errors = '';
  child.stderr!.on('data', (d: Buffer) => (errors = (errors + d.toString()).slice(-3_000)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the gateway did not start: ${errors}`)), 60_000);
    child.once('exit', (code) => reject(new Error(`the gateway exited (${code}): ${errors}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /^store at http:\/\/localhost:(\d+)\//.exec(line);
      if (!match) return;
      clearTimeout(timer);
      resolve(`http://127.0.0.1:${match[1]}`);
    });
  });
  return { url, child, exited };
}

/**
 * Signs in to `gateway`'s release page and activates mf-cart `version` there: the action's status
 * and the outcome the page then shows (its role="status" or role="alert" text).
 */
async function activateThroughPage(
  gateway: Gateway,
  version: string,
): Promise<{ status: number; outcome: string }> {
  const signIn = await fetch(`${gateway.url}/_releases/sign-in`, {
    method: 'POST',
    body: `token=${TOKEN}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
  assert.equal(signIn.status, 303);
  const cookieOf = (response: Response) => response.headers.getSetCookie().map((c) => /^[^;]+/.exec(c)![0]);
  const cookie = cookieOf(signIn).find((c) => c.startsWith('sf_releases='))!;
  const dashboard = await (await fetch(`${gateway.url}/_releases`, { headers: { cookie } })).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(dashboard)![1];
  const form = new URLSearchParams({ frontend: 'mf-cart', version, csrf, confirm: 'yes', reason: 'test' });
  const acted = await fetch(`${gateway.url}/_releases/actions/activate`, {
    method: 'POST',
    body: form.toString(),
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
  await acted.body?.cancel();
  const after = await fetch(`${gateway.url}/_releases`, {
    headers: { cookie: [cookie, ...cookieOf(acted)].join('; ') },
  });
  const outcome = /role="(?:status|alert)"><p>([^<]*)<\/p>/.exec(await after.text())?.[1] ?? '';
  return { status: acted.status, outcome };
}

const page = async (gateway: Gateway) => (await fetch(`${gateway.url}/home`)).text();

/** ms from `since` until `gateway`'s next page names `version` (fails after 5 s). */
async function seenOn(gateway: Gateway, version: string, since: number): Promise<number> {
  for (;;) {
    if ((await page(gateway)).includes(version)) return Date.now() - since;
    assert.ok(Date.now() - since < 5_000, `${version} not on ${gateway.url} after 5 s`);
    await sleep(10);
  }
}

describe('releases from a shared origin, the manifest in the database', () => {
  let api: RealApi;
  const gateways: Gateway[] = [];
  const versions: Record<string, string> = {};
  before(async () => {
    api = await startRealApi({ RELEASE_ADMIN_TOKEN: TOKEN });
    process.env.API_URL = api.url;
    const build = (name: 'shell' | 'mf-cart', marker: string) =>
      fakeBuild(
        root,
        name,
        name === 'shell' ? { 'index.html': fakeShellIndex(marker) } : { 'x.txt': marker },
      );
    await publish('shell', { distDir: await build('shell', 'shared') });
    versions.v1 = (await publish('mf-cart', { distDir: await build('mf-cart', 'one') })).version;
    versions.v2 = (
      await publish('mf-cart', { distDir: await build('mf-cart', 'two'), activate: false })
    ).version;
    versions.v3 = (
      await publish('mf-cart', { distDir: await build('mf-cart', 'three'), activate: false })
    ).version;
    versions.v4 = (
      await publish('mf-cart', { distDir: await build('mf-cart', 'four'), activate: false })
    ).version;
    // Gateway one has its own copy of the origin's files (what a deploy gives it); gateway two,
    // an empty folder and the origin's URL. Only the manifest is shared, through the API.
    await cp(origin, join(root, 'gateway-one'), { recursive: true });
    await mkdir(join(root, 'gateway-two'));
    originServer = await serveReleaseOrigin(origin, (path) => originRequests.push(path));
    const originUrl = originServer.url;
    gateways.push(
      ...(await Promise.all([
        startGateway(join(root, 'gateway-one'), api.url),
        startGateway(join(root, 'gateway-two'), api.url, originUrl),
      ])),
    );
  });
  after(async () => {
    await originServer?.close();
    for (const g of gateways) g.child.kill('SIGTERM');
    await Promise.all(gateways.map((g) => g.exited));
    await api?.stop();
    await rm(root, { recursive: true, force: true });
  });

  it('the gateway with an empty folder serves the same page and every script it names, from the origin once', async () => {
    const [one, two] = gateways;
    // The same page but for its canonical link, which names the host asked.
    const html = (await page(one)).replaceAll(one.url, '');
    assert.equal((await page(two)).replaceAll(two.url, ''), html, 'the same page from both');
    const manifest = JSON.parse(/window\.__STORE_MANIFEST__=(\{.*?\});window/.exec(html)![1]) as {
      frontends: Record<string, { entry: string }>;
    };
    const scripts = [
      ...[...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => m[1]),
      ...Object.values(manifest.frontends).map((f) => f.entry),
    ];
    assert.ok(scripts.length >= 2, `the page names the shell's script and a remote entry: ${scripts}`);
    const before = originRequests.length;
    for (const script of scripts) {
      const [mine, theirs] = await Promise.all(
        [one, two].map((g) => fetch(`${g.url}${script}`, { headers: { 'accept-encoding': 'br' } })),
      );
      assert.equal(theirs.status, 200, script);
      assert.equal(theirs.headers.get('cache-control'), mine.headers.get('cache-control'), script);
      assert.equal(theirs.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      assert.equal(
        theirs.headers.get('content-encoding'),
        'br',
        `${script}: its precompressed copy came too`,
      );
      assert.equal(await theirs.text(), await mine.text(), script);
    }
    const fetched = originRequests.slice(before);
    // Each script with its .br and .gz copies, once, however often it is asked for again.
    await Promise.all(scripts.map((script) => fetch(`${two.url}${script}`).then((r) => r.text())));
    assert.equal(originRequests.length, before + fetched.length, 'asked of the origin once');
    assert.equal(fetched.length, 3 * scripts.length, fetched.join(' '));
  });

  it('a file the origin changed after publishing is not served or kept; a flood of made-up /releases/ paths fetches and keeps nothing', async () => {
    const [, two] = gateways;
    const mfCart = (await readCurrentManifest()).frontends['mf-cart']!.active!;
    // A published file that no page has asked for yet, changed at the origin: its sha256 is not the
    // database's.
    await writeFile(join(origin, 'mf-cart', mfCart, 'x.txt'), 'changed after publishing');
    const changed = await fetch(`${two.url}/releases/mf-cart/${mfCart}/x.txt`);
    assert.equal(changed.status, 404, await changed.text());
    const folder = join(root, 'gateway-two');
    const kept = await listFiles(folder);
    assert.ok(!kept.some((f) => f.endsWith('x.txt')), 'the changed file was not kept');

    const before = originRequests.length;
    const random = () => Math.random().toString(36).slice(2, 10);
    const paths = Array.from(
      { length: 300 },
      (_, i) =>
        [
          `/releases/mf-cart/${mfCart}/${random()}.js`,
          `/releases/mf-cart/1.0.0-${random()}/remoteEntry.js`,
          `/releases/${random()}/${mfCart}/remoteEntry.js`,
          `/releases/mf-cart/${mfCart}/server/render.cjs`,
          `/releases/mf-cart/${mfCart}/..%2f..%2f${random()}`,
          `/releases/${random()}`,
        ][i % 6],
    );
    for (let i = 0; i < paths.length; i += 50) {
      const answers = await Promise.all(paths.slice(i, i + 50).map((p) => fetch(`${two.url}${p}`)));
      for (const answer of answers) {
        assert.ok(answer.status === 404 || answer.status === 400, `${answer.url}: ${answer.status}`);
        await answer.body?.cancel();
      }
    }
    assert.equal(originRequests.length, before, 'nothing was asked of the origin');
    assert.deepEqual(await listFiles(folder), kept, 'nothing was kept');
  });

  it("an activation through one gateway's release page reaches the other within 1 s; so does one through the CLI", async () => {
    const [one, two] = gateways;
    assert.ok((await page(two)).includes(versions.v1), 'both start on v1');
    assert.equal((await activateThroughPage(one, versions.v2)).status, 303);
    const viaPage = await seenOn(two, versions.v2, Date.now());
    const cliAt = Date.now();
    await activate('mf-cart', versions.v3, { reason: 'from the CLI' });
    const viaCli = Math.max(await seenOn(one, versions.v3, cliAt), await seenOn(two, versions.v3, cliAt));
    console.log(
      `# activation through gateway one's release page reached gateway two in ${viaPage} ms; one through the CLI reached both in ${viaCli} ms`,
    );
    assert.ok(viaPage < 1_000, `release page: ${viaPage} ms`);
    assert.ok(viaCli < 1_000 + 500, `CLI: ${viaCli} ms (its own checks included)`);
  });

  it('the gateway with an empty folder checks and activates a version it never served (its release page): the release comes from the origin', async () => {
    const [one, two] = gateways;
    const folder = join(root, 'gateway-two', 'mf-cart', versions.v4);
    const { status, outcome } = await activateThroughPage(two, versions.v4);
    assert.equal(status, 303);
    assert.match(outcome, /^mf-cart \S+ is active\.$/, 'the checks passed on the gateway that had no copy');
    assert.equal((await readCurrentManifest()).frontends['mf-cart']!.active, versions.v4);
    await seenOn(one, versions.v4, Date.now());
    const fetched = (await listFiles(folder)).map((f) => f.slice(folder.length + 1)).sort();
    const published = (await listFiles(join(origin, 'mf-cart', versions.v4)))
      .map((f) => f.slice(join(origin, 'mf-cart', versions.v4).length + 1))
      .sort();
    assert.deepEqual(fetched, published, 'the whole release, as published');
  });

  it('of two changes worked out from one version one is refused (409); concurrent activations both land, in turn', async () => {
    const store = apiStore(api.url, TOKEN);
    const snapshot = await store.read();
    const change = (version: string) => ({
      after: snapshot.version,
      publish: [],
      state: [
        {
          slice: 'mf-cart' as const,
          active: version,
          activations: [{ version, at: new Date().toISOString() }],
          canary: null,
        },
      ],
      history: [],
    });
    const outcomes = await Promise.allSettled([
      store.apply(change(versions.v1)),
      store.apply(change(versions.v2)),
    ]);
    assert.equal(outcomes.filter((o) => o.status === 'fulfilled').length, 1);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    assert.ok(refused.reason instanceof ManifestConflictError, String(refused.reason));
    assert.match((refused.reason as Error).message, /changed meanwhile/);

    // Through the release commands: each refused write is worked out again, so none is lost.
    setDatabaseStore(null);
    const before = (await history('mf-cart')).length;
    const current = (await readCurrentManifest()).frontends['mf-cart']!.active;
    await Promise.all([
      activate('mf-cart', current === versions.v1 ? versions.v2 : versions.v1, {
        reason: 'race one',
        force: true,
      }),
      activate('mf-cart', versions.v3, { reason: 'race two', force: true }),
    ]);
    const changes = (await history('mf-cart')).slice(before);
    assert.deepEqual(changes.map((c) => c.reason).sort(), ['race one', 'race two']);
    const active = (await readCurrentManifest()).frontends['mf-cart']!.active;
    assert.equal(active, changes.at(-1)!.to, 'the active version is the last change recorded');

    // A canary (with its auto-abort rule), its abort and a rollback keep their shape in the database.
    const other = [versions.v1, versions.v2, versions.v3].find((v) => v !== active)!;
    const rule = { margin: 0.1, minViews: 30, minShoppers: 12 };
    await startCanary('mf-cart', other, 25, { autoAbort: rule, force: true, reason: 'canary' });
    const canary = (await readCurrentManifest()).frontends['mf-cart']!.canary!;
    assert.deepEqual(
      { ...canary, startedAt: undefined },
      { version: other, percent: 25, startedAt: undefined, autoAbort: rule },
    );
    assert.deepEqual(await abortCanary('mf-cart', { reason: 'abort' }), { version: other });
    assert.equal((await readCurrentManifest()).frontends['mf-cart']!.canary, null);
    const back = await rollback('mf-cart', { force: true });
    assert.equal(back.from, active);
    const last = (await history('mf-cart')).slice(-3).map((h) => [h.action, h.percent ?? null]);
    assert.deepEqual(last, [
      ['canary', 25],
      ['abort', null],
      ['rollback', null],
    ]);
  });

  it('with the API gone, each gateway keeps serving the last manifest and its readiness says so', async () => {
    const active = (await readCurrentManifest()).frontends['mf-cart']!.active!;
    await api.stop();
    await sleep(1_500);
    for (const g of gateways) {
      assert.ok((await page(g)).includes(active), 'the last manifest is still served');
      const ready = await fetch(`${g.url}/readyz`);
      assert.equal(ready.status, 503);
      assert.deepEqual(await ready.json(), { status: 'error', api: 'unavailable', manifest: 'stale' });
    }
  });
});
