// The API as a process: start, answer, stop on SIGTERM, keep its data across a
// restart; and, on PostgreSQL, two processes sharing one database and sessions.
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { runningApiFileOf } from './catalog/running-api';
import { STORE_ORIGIN, uniqueName } from './testing/test-app';
import { PGLITE_ONLY } from './testing/suite-database';
import { API_NODE_FLAGS } from '../scripts/node-flags.mjs';

const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const running = new Set<ChildProcess>();
after(() => {
  for (const child of running) child.kill('SIGKILL');
});

async function startApi(
  env: Record<string, string>,
  args = ['--import', 'tsx', 'src/main.ts'],
  cwd = API_DIR,
): Promise<{ url: string; child: ChildProcess; stop(): Promise<number | null> }> {
  const child = spawn(process.execPath, args, {
    cwd,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      STORE_ORIGINS: STORE_ORIGIN,
      AUTH_RATE_LIMIT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let errors = '';
  child.stderr!.on('data', (d) => (errors += d));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`API did not start: ${errors}`)), 120_000);
    child.stdout!.on('data', (d) => {
      out += d;
      const match = /api on (http:\/\/\S+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`API exited with ${code}: ${errors}`)));
  });
  return {
    url,
    child,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', (code) => {
          running.delete(child);
          resolve(code);
        });
        child.kill('SIGTERM');
      }),
  };
}

async function signUp(url: string) {
  const name = uniqueName();
  const response = await fetch(`${url}/api/users/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: STORE_ORIGIN },
    body: JSON.stringify({ username: name, email: `${name}@example.com`, password: 'Secret1!x' }),
  });
  assert.equal(response.status, 201);
  const cookie = response.headers.getSetCookie()[0].split(';')[0];
  return { name, cookie };
}

const whoAmI = async (url: string, cookie: string) =>
  fetch(`${url}/api/users/persistOAuth`, { headers: { cookie } });

describe('the API process on PGlite', PGLITE_ONLY, () => {
  test('starts, keeps its data across a restart, and stops cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'api-restart-'));
    try {
      const first = await startApi({ DATA_DIR: dataDir });
      assert.match(first.url, /^http:\/\/127\.0\.0\.1:\d+$/);
      assert.deepEqual(await (await fetch(`${first.url}/api/health`)).json(), {
        status: 'ok',
        database: 'ok',
      });
      const shopper = await signUp(first.url);
      const add = await fetch(`${first.url}/api/cart/2`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: STORE_ORIGIN, cookie: shopper.cookie },
        body: JSON.stringify({ quantity: 2, size: 'small' }),
      });
      assert.equal(add.status, 201);
      assert.equal(await first.stop(), 0);

      const second = await startApi({ DATA_DIR: dataDir });
      // A second API on the same PGlite folder refuses to start instead of corrupting it.
      await assert.rejects(startApi({ DATA_DIR: dataDir }), /in use by process/);
      const me = await whoAmI(second.url, shopper.cookie);
      assert.equal(me.status, 200);
      assert.equal(((await me.json()) as { userName: string }).userName, shopper.name);
      const cart = (await (
        await fetch(`${second.url}/api/cart`, { headers: { cookie: shopper.cookie } })
      ).json()) as { stocks: { cart_stocks: { quantity: number } }[] };
      assert.equal(cart.stocks[0].cart_stocks.quantity, 2);
      const products = (await (
        await fetch(`${second.url}/api/products/clothingType/tops?gender=men`)
      ).json()) as unknown[];
      // The seed's 25 men's tops and the 6 other colourways of their groups (docs/catalog.md#colourways).
      assert.equal(products.length, 31);
      assert.equal(await second.stop(), 0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('killed (SIGKILL) right after answering, it loses nothing it acknowledged: the next start has it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'api-killed-'));
    try {
      const first = await startApi({ DATA_DIR: dataDir });
      const shopper = await signUp(first.url);
      const lines = [
        [2, 'small'],
        [3, 'medium'],
        [4, 'large'],
      ] as const;
      for (const [id, size] of lines) {
        const add = await fetch(`${first.url}/api/cart/${id}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: STORE_ORIGIN, cookie: shopper.cookie },
          body: JSON.stringify({ quantity: 1, size }),
        });
        assert.equal(add.status, 201);
      }
      // No SIGTERM, no shutdown of the database: the process is gone the moment the last answer is in.
      first.child.kill('SIGKILL');
      await once(first.child, 'exit');
      running.delete(first.child);

      // Its folder lock names a process that is gone, so the next start takes the folder over.
      const second = await startApi({ DATA_DIR: dataDir });
      const me = await whoAmI(second.url, shopper.cookie);
      assert.equal(me.status, 200);
      const cart = (await (
        await fetch(`${second.url}/api/cart`, { headers: { cookie: shopper.cookie } })
      ).json()) as { stocks: { productId: number }[] };
      assert.deepEqual(cart.stocks.map((line) => line.productId).sort(), [2, 3, 4]);
      assert.equal(await second.stop(), 0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('the catalogue command reaches it while it runs: export, an import seen within 5 s, a bad line refused', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'api-catalog-'));
    const announced = runningApiFileOf(dataDir);
    try {
      const api = await startApi({ DATA_DIR: dataDir });
      // Beside the folder, for its owner only: this process, its address and a secret.
      assert.equal(statSync(announced).mode & 0o777, 0o600);
      const record = JSON.parse(readFileSync(announced, 'utf8')) as {
        pid: number;
        startedAt: string;
        url: string;
        token: string;
      };
      // The life its folder's lock names: the same pid and start.
      const lock = JSON.parse(readFileSync(`${dataDir}.pid`, 'utf8')) as { pid: number; startedAt: string };
      assert.deepEqual(
        { pid: record.pid, startedAt: record.startedAt },
        { pid: lock.pid, startedAt: lock.startedAt },
      );
      assert.equal(record.pid, api.child.pid);
      assert.equal(record.url, api.url);
      const env = { DATA_DIR: dataDir, DATABASE_URL: '' };

      const exported = await catalogCommand(['export'], env);
      assert.equal(exported.code, 0, exported.stderr);
      const lines = exported.stdout.trimEnd().split('\n');
      assert.equal(lines.length, 139);
      assert.match(exported.stderr, /139 products exported from the running store/);
      const line16 = JSON.parse(lines[15]) as { id: number; price: number };
      assert.equal(line16.id, 16);

      const file = join(dataDir, '..', `${dataDir.split('/').pop()}-change.jsonl`);
      writeFileSync(file, `${JSON.stringify({ ...line16, price: line16.price + 1 })}\n`);
      try {
        const changed = await catalogCommand(['import', file], env);
        assert.equal(changed.code, 0, changed.stderr);
        assert.match(
          changed.stderr,
          /1 products read from .*: 1 added or changed, .*; sent to the running store/,
        );
      } finally {
        rmSync(file, { force: true });
      }
      const priceOf16 = async () =>
        ((await (await fetch(`${api.url}/api/products/16`)).json()) as { price: number }).price;
      const deadline = Date.now() + 5_000;
      while ((await priceOf16()) !== line16.price + 1 && Date.now() < deadline) await delay(100);
      assert.equal(await priceOf16(), line16.price + 1);

      const bad = await catalogCommand(
        ['import', '-'],
        env,
        `${JSON.stringify({ ...line16, price: 'cheap' })}\n`,
      );
      assert.equal(bad.code, 1);
      assert.equal(
        bad.stderr,
        'catalog: line 1: price must be a number (0 or more)\ncatalog: nothing was imported\n',
      );
      assert.equal(await priceOf16(), line16.price + 1);

      assert.equal(await api.stop(), 0);
      // Stopped, the store no longer says where it is; the command then opens the folder itself.
      assert.equal(existsSync(announced), false);
      const direct = await catalogCommand(['export'], env);
      assert.equal(direct.code, 0, direct.stderr);
      assert.match(direct.stderr, /^catalog: 139 products exported\n$/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(announced, { force: true });
    }
  });
});

/** Runs the catalogue command as a merchant would, with `input` on its standard input. */
function catalogCommand(args: string[], env: Record<string, string>, input = '') {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/catalog/cli.ts', ...args], {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  running.add(child);
  child.stdin!.end(input);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => (stdout += d));
  child.stderr!.on('data', (d) => (stderr += d));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('close', (code) => {
      running.delete(child);
      resolve({ code, stdout, stderr });
    }),
  );
}

/** Whether something still accepts connections on `port`. */
const accepting = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = connect(port, '127.0.0.1');
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });

describe('stopping on SIGTERM', PGLITE_ONLY, () => {
  test(
    'stops accepting, answers what is in flight and what kept connections bring, then exits 0',
    { timeout: 120_000 },
    async () => {
      const api = await startApi({ DATA_DIR: 'memory://' });
      const port = Number(new URL(api.url).port);
      const open = async () => {
        const socket = connect(port, '127.0.0.1');
        await once(socket, 'connect');
        const received = { text: '' };
        socket.on('data', (d) => (received.text += d));
        return { socket, received };
      };
      // A kept-alive connection, idle when the signal comes (as a balancer's pool holds them).
      const kept = await open();
      kept.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      while (!kept.received.text.includes('"database"')) await once(kept.socket, 'data');
      assert.match(kept.received.text, /\r\nconnection: keep-alive\r\n/i);
      kept.received.text = '';
      // Half a request: in flight when the signal comes.
      const inFlight = await open();
      const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password-1' });
      inFlight.socket.write(
        `POST /api/users/login HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${STORE_ORIGIN}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
      );
      // The headers read by the server first: a connection whose request it has not seen yet is idle.
      await new Promise((r) => setTimeout(r, 500));
      const exited = new Promise<number | null>((resolve) => api.child.once('exit', resolve));
      api.child.kill('SIGTERM');
      const deadline = Date.now() + 5_000;
      while ((await accepting(port)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      assert.equal(await accepting(port), false, 'no new connection is accepted once stopping');

      inFlight.socket.write(body.slice(5));
      kept.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      await Promise.all([once(inFlight.socket, 'close'), once(kept.socket, 'close')]);
      assert.match(inFlight.received.text, /^HTTP\/1\.1 4\d\d /, 'answered, not 503 or reset');
      assert.match(kept.received.text, /^HTTP\/1\.1 200 /, 'the kept connection was not cut under it');
      for (const { received } of [inFlight, kept]) {
        assert.match(received.text, /\r\nconnection: close\r\n/i, 'the client is told not to send another');
      }
      assert.equal(await exited, 0);
      running.delete(api.child);
    },
  );
});

describe('two API processes on one PostgreSQL', { skip: !process.env.DATABASE_URL }, () => {
  test('a session made on one is valid on the other', async () => {
    const env = { DATABASE_URL: process.env.DATABASE_URL! };
    const [a, b] = await Promise.all([startApi(env), startApi(env)]);
    const shopper = await signUp(a.url);
    const me = await whoAmI(b.url, shopper.cookie);
    assert.equal(me.status, 200);
    assert.equal(((await me.json()) as { userName: string }).userName, shopper.name);
    const logout = await fetch(`${b.url}/api/users/logout`, {
      method: 'POST',
      headers: { origin: STORE_ORIGIN, cookie: shopper.cookie },
    });
    assert.equal(logout.status, 200);
    assert.equal((await whoAmI(a.url, shopper.cookie)).status, 204);
    assert.deepEqual(await Promise.all([a.stop(), b.stop()]), [0, 0]);
  });
});

describe('configuration that cannot work', () => {
  for (const [variable, value] of [
    ['SESSION_IDLE_HOURS', '1.5'],
    ['BODY_LIMIT_BYTES', 'lots'],
    ['STORE_PUBLIC_URL', 'localhost:8080'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://db.test/store'],
  ]) {
    test(`${variable}=${value} stops the process at start with a message naming it, no stack`, async () => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: API_DIR,
        env: { ...process.env, PORT: '0', DATA_DIR: 'memory://', [variable]: value },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      running.add(child);
      let stderr = '';
      let stdout = '';
      child.stderr!.on('data', (d) => (stderr += d));
      child.stdout!.on('data', (d) => (stdout += d));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      running.delete(child);
      assert.equal(code, 1);
      assert.doesNotMatch(stdout, /api on/);
      assert.match(stderr, new RegExp(`^api: ${variable} `));
      assert.doesNotMatch(stderr, /\n\s+at /, 'no stack trace');
    });
  }
});

describe('the compiled API', () => {
  test('api/dist/main.js runs on plain node from any folder, migrations included', async () => {
    const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: API_DIR, encoding: 'utf8' });
    assert.equal(build.status, 0, build.stderr);
    const elsewhere = mkdtempSync(join(tmpdir(), 'api-dist-'));
    try {
      const api = await startApi(
        { DATA_DIR: join(elsewhere, 'pglite'), MAIL_OUTBOX_DIR: join(elsewhere, 'outbox') },
        [...API_NODE_FLAGS, join(API_DIR, 'dist', 'main.js')],
        elsewhere,
      );
      assert.deepEqual(await (await fetch(`${api.url}/api/health`)).json(), { status: 'ok', database: 'ok' });
      const product = await fetch(`${api.url}/api/products/1`);
      assert.equal(product.status, 200);
      assert.equal(await api.stop(), 0);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  test("this package's start runs it with the API's Node flags (scripts/node-flags.mjs)", () => {
    const { scripts } = JSON.parse(readFileSync(join(API_DIR, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    assert.equal(scripts.start, ['node', ...API_NODE_FLAGS, 'dist/main.js'].join(' '));
  });
});
