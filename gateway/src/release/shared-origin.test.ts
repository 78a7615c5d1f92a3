// The manifest in the database (RELEASE_MANIFEST=database): two gateways, each with its own release
// folder (no shared disk), over one real API. An activation through one gateway's release page, or
// through the release commands, reaches the other within 1 s; two changes at once never lose one;
// with the API gone each gateway keeps serving the last manifest and its readiness says so.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { after, before, describe, it } from 'node:test';
import { REPO_ROOT } from '../paths.js';
import { fakeBuild, fakeShellIndex } from '../testing/fake-build.js';
import { startRealApi, type RealApi } from '../testing/real-api.js';
import { abortCanary, activate, history, publish, rollback, startCanary } from './operations.js';
import { readCurrentManifest } from './manifest-change.js';
import { apiStore, ManifestConflictError, useDatabaseStore } from './store.js';

const TOKEN = 'shared-origin-token-0123456789';
const root = await mkdtemp(join(tmpdir(), 'gateway-shared-origin-'));
const origin = join(root, 'origin');
process.env.RELEASES_DIR = origin;
process.env.RELEASE_MANIFEST = 'database';
process.env.RELEASE_ADMIN_TOKEN = TOKEN;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Gateway {
  url: string;
  child: ChildProcess;
  exited: Promise<void>;
}

async function startGateway(releasesDir: string, apiUrl: string): Promise<Gateway> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(REPO_ROOT, 'gateway'),
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      API_URL: apiUrl,
      RELEASES_DIR: releasesDir,
      RELEASE_MANIFEST: 'database',
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
    // Each gateway's own copy of the origin's files (what a deploy or a static host gives it):
    // only the manifest is shared, through the API.
    for (const name of ['one', 'two']) {
      const folder = join(root, `gateway-${name}`);
      await cp(origin, folder, { recursive: true });
      gateways.push(await startGateway(folder, api.url));
    }
  });
  after(async () => {
    for (const g of gateways) g.child.kill('SIGTERM');
    await Promise.all(gateways.map((g) => g.exited));
    await api?.stop();
    await rm(root, { recursive: true, force: true });
  });

  it("an activation through one gateway's release page reaches the other within 1 s; so does one through the CLI", async () => {
    const [one, two] = gateways;
    assert.ok((await page(two)).includes(versions.v1), 'both start on v1');
    const signIn = await fetch(`${one.url}/_releases/sign-in`, {
      method: 'POST',
      body: `token=${TOKEN}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    assert.equal(signIn.status, 303);
    const cookie = /^[^;]+/.exec(
      signIn.headers.getSetCookie().find((c) => c.startsWith('sf_releases='))!,
    )![0];
    const dashboard = await (await fetch(`${one.url}/_releases`, { headers: { cookie } })).text();
    const csrf = /name="csrf" value="([^"]+)"/.exec(dashboard)![1];
    const form = new URLSearchParams({
      frontend: 'mf-cart',
      version: versions.v2,
      csrf,
      confirm: 'yes',
      reason: 'test',
    });
    const acted = await fetch(`${one.url}/_releases/actions/activate`, {
      method: 'POST',
      body: form.toString(),
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    assert.equal(acted.status, 303, await acted.text());
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
    useDatabaseStore(null);
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
