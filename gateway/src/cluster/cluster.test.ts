// Issue 26 item 5: two gateways and two APIs behind HAProxy on one PostgreSQL (a throw-away
// cluster), shoppers through the balancer while one API and one gateway are killed (SIGKILL),
// and a slice activated and rolled back through one gateway seen on the other. Runs when HAProxy
// and PostgreSQL are installed (.ci/run installs both); prints its figures.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { REPO_ROOT } from '../paths.js';
import { publish } from '../release/operations.js';
import { fakeBuild, fakeShellIndex } from '../testing/fake-build.js';
import { findHaproxy, startCluster, type Cluster } from './cluster.js';
import { Shopper, type Answer } from './shopper.js';

const pgBin = (() => {
  const dirs = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort() : [];
  return dirs.map((v) => `/usr/lib/postgresql/${v}/bin`).find((d) => existsSync(`${d}/initdb`));
})();
const skip = !findHaproxy() || !pgBin ? 'needs HAProxy and PostgreSQL (.ci/run installs both)' : false;
const TOKEN = 'cluster-test-release-token-0123';

/** A throw-away PostgreSQL (api/scripts/ci-postgres.sh) and how to stop it. */
function throwAwayPostgres(): { url: string; stop(): void } {
  const run = spawnSync('sh', [join(REPO_ROOT, 'api/scripts/ci-postgres.sh')], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  const url = /DATABASE_URL=(\S+)/.exec(run.stdout)![1];
  const dir = /cluster in (\S+)/.exec(run.stdout)![1];
  const stopCommand = `'${pgBin}/pg_ctl' -D '${dir}/data' -m immediate stop`;
  return {
    url,
    stop() {
      if (process.getuid?.() === 0) spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', stopCommand]);
      else spawnSync('sh', ['-c', stopCommand]);
      spawnSync('rm', ['-rf', dir]);
    },
  };
}

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
    await publish('shell', { distDir: await build('shell', 'cluster') });
    versions.v1 = (await publish('mf-cart', { distDir: await build('mf-cart', 'one') })).version;
    versions.v2 = (
      await publish('mf-cart', { distDir: await build('mf-cart', 'two'), activate: false })
    ).version;
    database = throwAwayPostgres();
    cluster = await startCluster({
      gateways: 2,
      apis: 2,
      port: 0,
      databaseUrl: database.url,
      env: { RELEASES_DIR: process.env.RELEASES_DIR, RELEASE_ADMIN_TOKEN: TOKEN, AUTH_RATE_LIMIT: '0' },
      output: 'ignore',
    });
    await cluster.waitAllUp();
  });
  after(async () => {
    await cluster?.stop();
    database?.stop();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('an activation and a rollback through one gateway reach the other within a second', async () => {
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
    const rollback = await seenOnOther(versions.v1, await act('rollback', { frontend: 'mf-cart' }));
    console.log(`# activation reached the other gateway in ${activation} ms, the rollback in ${rollback} ms`);
    assert.ok(activation < 1_000 && rollback < 1_000);
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

  it('shoppers through the balancer lose no GET and no order when an API and a gateway die', async () => {
    const failed: Record<string, number> = { get: 0, write: 0, order: 0 };
    const answered: Record<string, number> = { get: 0, write: 0, order: 0 };
    const acknowledged = new Map<Shopper, Set<number>>();
    let orderRetries = 0;
    const call = async (
      kind: 'get' | 'write',
      shopper: Shopper,
      method: string,
      path: string,
      body?: unknown,
    ) => {
      try {
        const answer = await shopper.call(method, path, body);
        if (answer.status >= 500) failed[kind] += 1;
        else answered[kind] += 1;
        return answer;
      } catch {
        failed[kind] += 1;
        return null;
      }
    };
    /** An order as the browser places it: one key per attempt, sent again on a failure. */
    const placeOrder = async (shopper: Shopper, cartVersion: string) => {
      const key = randomUUID();
      for (let attempt = 0; attempt < 6; attempt++) {
        if (attempt > 0) orderRetries += 1;
        let answer: Answer | null = null;
        try {
          answer = await shopper.call(
            'POST',
            '/api/orders',
            {
              cartVersion,
              address: {
                name: 'Ada',
                street: '1 Main St',
                city: 'Leeds',
                postcode: 'LS1 1AA',
                country: 'UK',
              },
              deliveryMethod: 'standard',
              paymentMethod: 'pay-on-delivery',
            },
            { 'idempotency-key': key },
          );
        } catch {
          answer = null;
        }
        if (answer && answer.status < 500) {
          answered.order += 1;
          if (answer.status === 200 || answer.status === 201)
            acknowledged.get(shopper)!.add(JSON.parse(answer.body).id);
          return;
        }
        await sleep(300);
      }
      failed.order += 1;
    };

    const shoppers = Array.from({ length: 8 }, (_, i) => new Shopper(cluster.url, `127.0.0.${10 + i}`));
    for (const [i, shopper] of shoppers.entries()) {
      const name = `cluster${Date.now().toString(36)}${i}`;
      const signUp = await shopper.call('POST', '/api/users/signup', {
        username: name,
        email: `${name}@example.com`,
        password: 'Secret1!x',
      });
      assert.equal(signUp.status, 201, signUp.body);
      acknowledged.set(shopper, new Set());
    }

    let running = true;
    const loads = shoppers.map(async (shopper, i) => {
      for (let n = 0; running; n++) {
        const product = 1 + ((i * 13 + n) % 100);
        await call('get', shopper, 'GET', '/men/products');
        await call('get', shopper, 'GET', '/api/products/clothingType/tops?gender=men');
        await call('get', shopper, 'GET', `/api/products/${product}`);
        await call('write', shopper, 'POST', `/api/cart/${product}`, { quantity: 1, size: 'medium' });
        const summary = await call('get', shopper, 'GET', '/api/orders/summary');
        if (summary?.status === 200 && n % 2 === 0)
          await placeOrder(shopper, JSON.parse(summary.body).cartVersion);
      }
    });
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
    running = false;
    await Promise.all(loads);

    // Orders: every acknowledged one stored once, nothing stored that was not acknowledged.
    let stored = 0;
    let missing = 0;
    let unacknowledged = 0;
    for (const [shopper, ids] of acknowledged) {
      const list = await shopper.call('GET', '/api/orders');
      assert.equal(list.status, 200, 'the session survived the deaths');
      const listed = (JSON.parse(list.body) as { orders: { id: number }[] }).orders.map((o) => o.id);
      stored += listed.length;
      missing += [...ids].filter((id) => !listed.includes(id)).length;
      unacknowledged += listed.filter((id) => !ids.has(id)).length;
    }
    const acknowledgedCount = [...acknowledged.values()].reduce((sum, ids) => sum + ids.size, 0);
    console.log(
      `# answered ${JSON.stringify(answered)}, failed ${JSON.stringify(failed)}; orders acknowledged ` +
        `${acknowledgedCount}, stored ${stored}, missing ${missing}, stored unacknowledged ${unacknowledged}, ` +
        `retried ${orderRetries} times; out of rotation after api ${apiOut} ms, gateway ${gatewayOut} ms`,
    );
    assert.equal(failed.get, 0, 'no GET failed');
    assert.equal(failed.order, 0, 'every order was answered');
    assert.ok(acknowledgedCount > 0);
    assert.equal(missing, 0, 'no acknowledged order lost');
    assert.equal(stored, acknowledgedCount, 'no order stored twice or without its answer');
    for (const shopper of shoppers) shopper.close();
  });
});
