// deploy/haproxy.cfg is what `npm run cluster` runs, rendered for production addresses.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT } from '../paths.js';
import { findHaproxy, freePort } from './processes.js';
import { connection, servedAgain, statusLine } from '../testing/raw-connection.js';
import { DEPLOY_EXAMPLE, haproxyConfig, type ClusterAddresses } from './haproxy-config.js';

const withHaproxy = { skip: findHaproxy() ? false : 'HAProxy is not installed' };

test("deploy/haproxy.cfg is the cluster's configuration for two gateways and two APIs", () => {
  assert.equal(readFileSync(join(REPO_ROOT, 'deploy/haproxy.cfg'), 'utf8'), haproxyConfig(DEPLOY_EXAMPLE));
});

test('HAProxy accepts it', withHaproxy, async () => {
  const dir = await mkdtemp(join(tmpdir(), 'haproxy-config-'));
  try {
    const file = join(dir, 'haproxy.cfg');
    await writeFile(file, haproxyConfig({ ...DEPLOY_EXAMPLE, statsSocket: join(dir, 'admin.sock') }));
    const check = spawnSync(findHaproxy()!, ['-c', '-f', file], { encoding: 'utf8' });
    assert.equal(check.status, 0, check.stderr + check.stdout);
    assert.doesNotMatch(check.stderr, /WARNING/);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

/** A stand-in process: healthy to the balancer's checks, 503 to everything else; it counts those. */
async function alwaysBusy(): Promise<{ server: Server; address: string; asked: () => number }> {
  let asked = 0;
  const server = createServer((request, response) => {
    if (request.url === '/readyz' || request.url === '/api/health') return void response.end('ok');
    asked += 1;
    response.writeHead(503, { 'retry-after': '1', 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, address: `127.0.0.1:${(server.address() as AddressInfo).port}`, asked: () => asked };
}

/** HAProxy on this configuration over four stand-ins, each answering 503 (busy) but to checks. */
async function busyStore(extra: Partial<ClusterAddresses> = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'haproxy-busy-'));
  const members = await Promise.all([alwaysBusy(), alwaysBusy(), alwaysBusy(), alwaysBusy()]);
  const [gateway1, gateway2, api1, api2] = members;
  const [storePort, apiPort] = [await freePort(), await freePort()];
  const file = join(dir, 'haproxy.cfg');
  await writeFile(
    file,
    haproxyConfig({
      storeBind: `127.0.0.1:${storePort}`,
      apiBind: `127.0.0.1:${apiPort}`,
      gateways: [gateway1.address, gateway2.address],
      apis: [api1.address, api2.address],
      ...extra,
    }),
  );
  const balancer = spawn(findHaproxy()!, ['-db', '-f', file], { stdio: 'ignore' });
  /** A GET through the balancer once it listens, on a connection of its own (closed after). */
  const get = async (port: number, path: string) => {
    for (let tries = 0; ; tries++) {
      try {
        return await fetch(`http://127.0.0.1:${port}${path}`, { headers: { connection: 'close' } });
      } catch (error) {
        if (tries > 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };
  const stop = async () => {
    balancer.kill('SIGKILL');
    for (const { server } of members) server.close();
    await rm(dir, { recursive: true, force: true });
  };
  return { storePort, apiPort, gateway1, gateway2, api1, api2, get, stop };
}

test(
  "a 503 is tried again on the APIs' tier only: one shopper's GET asks a busy store at most 4 times, not 16",
  withHaproxy,
  async () => {
    const { storePort, apiPort, gateway1, gateway2, api1, api2, get, stop } = await busyStore();
    try {
      // The gateways' tier passes a gateway's 503 on (it would pass on an API's the same way).
      assert.equal((await get(storePort, '/api/products/1')).status, 503);
      assert.equal(gateway1.asked() + gateway2.asked(), 1, 'the shoppers tier asked one gateway once');
      // The APIs' tier tries a 503 again, on the other API each time: 4 times in all.
      assert.equal((await get(apiPort, '/api/products/1')).status, 503);
      assert.equal(api1.asked() + api2.asked(), 4);
      assert.ok(api1.asked() > 0 && api2.asked() > 0, 'both APIs asked');
    } finally {
      await stop();
    }
  },
);

test(
  'one client address holds at most its connections at once; the next is closed unanswered',
  withHaproxy,
  async () => {
    const { storePort, get, stop } = await busyStore({ connectionsPerClient: 3 });
    const held: Socket[] = [];
    try {
      assert.equal((await get(storePort, '/readyz')).status, 200);
      // Its connection gone, the address holds nothing: then three idle ones, as a client that
      // opens them and sends nothing.
      assert.equal(await servedAgain(storePort, '/readyz'), 'HTTP/1.1 200 OK');
      // Four, of which HAProxy closes one: its threads may take them in any order, so which one
      // is not for the test to say.
      const closed = new Set<Socket>();
      for (let i = 0; i < 4; i++) {
        const socket = await connection(storePort).catch(() => null);
        if (!socket) continue;
        socket.on('error', () => {});
        socket.once('close', () => closed.add(socket));
        held.push(socket);
      }
      for (const deadline = Date.now() + 5_000; held.length - closed.size > 3 && Date.now() < deadline;)
        await new Promise((resolve) => setTimeout(resolve, 20));
      await new Promise((resolve) => setTimeout(resolve, 200));
      assert.equal(held.length - closed.size, 3, 'three held open, the fourth closed unanswered');
      assert.equal(await statusLine(storePort, '/readyz'), null, 'a fifth is closed unanswered');
      assert.equal(await statusLine(storePort, '/readyz', '127.0.0.2'), 'HTTP/1.1 200 OK', 'another address');
      // One given back: the address is served again.
      held.find((socket) => !closed.has(socket))!.destroy();
      assert.equal(await servedAgain(storePort, '/readyz'), 'HTTP/1.1 200 OK');
    } finally {
      for (const socket of held) socket.destroy();
      await stop();
    }
  },
);
