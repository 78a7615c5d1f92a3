// Two gateways and two APIs behind HAProxy on one PostgreSQL (a throw-away
// cluster), shoppers through the balancer while one API and one gateway are killed (SIGKILL),
// and a slice activated and rolled back through one gateway seen on the other. Runs when HAProxy
// and PostgreSQL are installed (.ci/run installs both); prints its figures.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { REPO_ROOT } from '../paths.js';
import { listFiles } from '../release/release-folder.js';
import { fakeBuild, fakeShellIndex } from '../testing/fake-build.js';
import { startCluster, type Cluster } from './cluster.js';
import { findHaproxy } from './processes.js';
import { postgresBin, throwAwayPostgres } from './postgres.js';
import { checkOrders, signedUpShoppers, startLoad } from './load.js';
import { Shopper } from './shopper.js';

const skip =
  !findHaproxy() || !postgresBin() ? 'needs HAProxy and PostgreSQL (.ci/run installs both)' : false;
const TOKEN = 'cluster-test-release-token-0123';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the store on two gateways and two APIs behind HAProxy', { skip }, () => {
  let root = '';
  let database: ReturnType<typeof throwAwayPostgres>;
  let cluster: Cluster;
  const versions: Record<string, string> = {};

  before(async () => {
    for (const pkg of ['api', 'gateway']) {
      const build = spawnSync(process.execPath, [join(REPO_ROOT, pkg, 'scripts/build.mjs')], {
        encoding: 'utf8',
      });
      assert.equal(build.status, 0, build.stderr);
    }
    root = await mkdtemp(join(tmpdir(), 'cluster-test-'));
    process.env.RELEASES_DIR = join(root, 'releases');
    const build = (name: 'shell' | 'mf-cart', marker: string) =>
      fakeBuild(
        root,
        name,
        name === 'shell' ? { 'index.html': fakeShellIndex(marker) } : { 'x.txt': marker },
      );
    database = throwAwayPostgres();
    cluster = await startCluster({
      gateways: 2,
      apis: 2,
      port: 0,
      databaseUrl: database.url,
      env: { RELEASE_ADMIN_TOKEN: TOKEN, AUTH_RATE_LIMIT: '0' },
      output: 'ignore',
      publish: [
        { name: 'shell', distDir: await build('shell', 'cluster') },
        { name: 'mf-cart', distDir: await build('mf-cart', 'one') },
        { name: 'mf-cart', distDir: await build('mf-cart', 'two'), activate: false },
      ],
    });
    [, versions.v1, versions.v2] = cluster.published;
    await cluster.waitAllUp();
  });
  after(async () => {
    await cluster?.stop();
    database?.stop();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it("an activation and a rollback through one gateway reach the other gateway's next page (5 s allowed); so does a sign-out", async () => {
    // No shared disk: gateway one serves the origin folder, gateway two a folder of its own that
    // started empty, holding only what it fetched from the origin (RELEASES_URL); no manifest file
    // anywhere: the manifest is the database's.
    const [origin, own] = cluster.releaseFolders;
    assert.equal(origin, process.env.RELEASES_DIR);
    assert.ok(!own.startsWith(origin), own);
    const kept = (await listFiles(own)).map((f) => f.slice(own.length + 1));
    assert.ok(kept.includes(`shell/${cluster.published[0]}/index.html`), kept.join(' '));
    assert.ok(!kept.some((f) => f.includes(versions.v2)), 'nothing of a version it has not served');
    for (const folder of [origin, own]) assert.ok(!existsSync(join(folder, 'manifest.json')), folder);
    const [one, two] = cluster.gateways.map((g) => new Shopper(`http://127.0.0.1:${g.port}`, '127.0.0.1'));
    const signIn = await one.call('POST', '/_releases/sign-in', `token=${TOKEN}`, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    assert.equal(signIn.status, 303);
    const act = async (action: string, fields: Record<string, string>) => {
      const csrf = /name="csrf" value="([^"]+)"/.exec((await one.call('GET', '/_releases')).body)![1];
      const form = new URLSearchParams({ ...fields, csrf, confirm: 'yes', reason: 'cluster test' });
      const answer = await one.call('POST', `/_releases/actions/${action}`, form.toString(), {
        'content-type': 'application/x-www-form-urlencoded',
      });
      assert.equal(answer.status, 303, answer.body);
      return Date.now();
    };
    /** ms from `since` until the other gateway's page names `version` of mf-cart. */
    const seenOnOther = async (version: string, since: number) => {
      for (;;) {
        const page = await two.call('GET', '/home');
        if (page.body.includes(version)) return Date.now() - since;
        assert.ok(Date.now() - since < 5_000, `${version} not on the other gateway after 5 s`);
        await sleep(10);
      }
    };
    const activation = await seenOnOther(
      versions.v2,
      await act('activate', { frontend: 'mf-cart', version: versions.v2 }),
    );
    // Its files come to gateway two from the origin, checked, the first time they are asked for.
    const file = await two.call('GET', `/releases/mf-cart/${versions.v2}/x.txt`);
    assert.equal(file.status, 200);
    assert.equal(file.body, 'two');
    assert.ok(existsSync(join(own, 'mf-cart', versions.v2, 'x.txt')), 'kept in its own folder');
    const rollback = await seenOnOther(versions.v1, await act('rollback', { frontend: 'mf-cart' }));
    console.log(`# activation reached the other gateway in ${activation} ms, the rollback in ${rollback} ms`);
    // Generous: about 10 ms when the machine is idle, but a loaded 2-core CI machine is not.
    assert.ok(activation < 5_000 && rollback < 5_000, `activation ${activation} ms, rollback ${rollback} ms`);

    // A sign-out on one gateway ends the session on the other (the epoch is in the database).
    const session = { cookie: one.cookie('sf_releases') };
    assert.match((await two.call('GET', '/_releases', undefined, session)).body, /name="csrf"/);
    const csrf = /name="csrf" value="([^"]+)"/.exec((await one.call('GET', '/_releases')).body)![1];
    const out = await one.call('POST', '/_releases/sign-out', `csrf=${csrf}`, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    assert.equal(out.status, 303);
    const after = await two.call('GET', '/_releases', undefined, session);
    assert.doesNotMatch(after.body, /name="csrf"/, 'signed out on the other gateway too');
    one.close();
    two.close();
  });

  it('limits add up across both APIs, each shopper by their own address', async () => {
    const flooder = new Shopper(cluster.url, '127.0.0.50');
    const page = await flooder.call('GET', '/home');
    const token = /sf-page;desc="([^"]+)"/.exec(String(page.headers['server-timing']))?.[1];
    assert.ok(token, 'the page carries its token');
    const beacon = {
      page: token,
      items: [{ frontend: 'shell', version: 'x', views: 1, failures: 0, errors: 0 }],
    };
    const statuses: number[] = [];
    for (let i = 0; i < 70; i++) statuses.push((await flooder.call('POST', '/api/telemetry', beacon)).status);
    assert.equal(statuses.filter((s) => s === 429).length, 10, JSON.stringify(statuses));
    const other = new Shopper(cluster.url, '127.0.0.51');
    const otherPage = await other.call('GET', '/home');
    const otherToken = /sf-page;desc="([^"]+)"/.exec(String(otherPage.headers['server-timing']))![1];
    const answer = await other.call('POST', '/api/telemetry', { ...beacon, page: otherToken });
    assert.notEqual(answer.status, 429, 'another shopper has their own budget');
    flooder.close();
    other.close();
  });

  it('a rolling restart of every process under load (SIGTERM, one at a time) fails no read and loses no order', async () => {
    const shoppers = await signedUpShoppers(cluster.url, 6, 30);
    const load = startLoad(shoppers);
    await sleep(1_500);
    for (const member of [...cluster.apis, ...cluster.gateways]) {
      await cluster.restart(member);
      await cluster.waitAllUp();
    }
    await sleep(1_000);
    const figures = await load.stop();
    const orders = await checkOrders(figures);
    console.log(
      `# rolling restart: answered ${JSON.stringify(figures.answered)}, failed ${JSON.stringify(figures.failed)}, ` +
        `orders ${JSON.stringify(orders)}, order retries ${figures.orderRetries}`,
    );
    // A cart write carries no idempotency key, so neither HAProxy nor the gateway may send it again;
    // one that meets a connection closed at the end of a drain's grace fails, which the timing of
    // the balancer's checks makes rare, not impossible: counted and printed above, not asserted.
    assert.equal(figures.failed.get, 0, 'no GET failed');
    assert.equal(figures.failed.order, 0, 'every order was answered');
    assert.equal(orders.sessionsLost, 0);
    assert.equal(orders.missing, 0);
    assert.equal(orders.stored, orders.acknowledged);
    for (const shopper of shoppers) shopper.close();
  });

  it('shoppers through the balancer lose no GET and no order when an API and a gateway die', async () => {
    const shoppers = await signedUpShoppers(cluster.url, 8, 10);
    const load = startLoad(shoppers);
    /** ms from now until the balancer stops sending to `server`. */
    const outOfRotation = async (server: string) => {
      const since = Date.now();
      while ((await cluster.serverStates())[server] === 'UP') await sleep(20);
      return Date.now() - since;
    };
    await sleep(3_000);
    cluster.apis[0].child.kill('SIGKILL');
    const apiOut = await outOfRotation('api1');
    await sleep(2_000);
    cluster.gateways[0].child.kill('SIGKILL');
    const gatewayOut = await outOfRotation('gateway1');
    await sleep(4_000);
    const figures = await load.stop();
    const orders = await checkOrders(figures);
    console.log(
      `# kill: answered ${JSON.stringify(figures.answered)}, failed ${JSON.stringify(figures.failed)}, ` +
        `orders ${JSON.stringify(orders)}, order retries ${figures.orderRetries}; ` +
        `out of rotation after api ${apiOut} ms, gateway ${gatewayOut} ms`,
    );
    assert.equal(figures.failed.get, 0, 'no GET failed');
    assert.equal(figures.failed.order, 0, 'every order was answered');
    assert.equal(orders.sessionsLost, 0, 'every session survived the deaths');
    assert.ok(orders.acknowledged > 0);
    assert.equal(orders.missing, 0, 'no acknowledged order lost');
    assert.equal(orders.stored, orders.acknowledged, 'no order stored twice or without its answer');
    for (const shopper of shoppers) shopper.close();
  });
});
