// One client's share of a process (calls-at-once.ts): floods of calls held in flight from one
// address get 429 past CALLS_AT_ONCE, while other addresses and the trusted proxies' own
// calls go on; a place is freed when the answer is made, not when the client hangs up.
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { describe, test } from 'node:test';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import {
  CALLS_AT_ONCE,
  CallsAtOnce,
  REFUSED_AFTER_MS,
  TOO_MANY_AT_ONCE,
} from '@storefront/shared/contracts/calls-at-once';
import { setUpTestContext } from '../testing/test-app';
import { installCallsAtOnce } from './calls-at-once';

/** An app whose GET /held answers only when the test opens the gate. */
async function heldApp(trusted: string[] = ['127.0.0.1', '10.9.0.0/16']) {
  const app = Fastify({ forceCloseConnections: true });
  const calls = installCallsAtOnce(app, trusted);
  let open!: () => void;
  let gate = new Promise<void>((resolve) => (open = resolve));
  let started = 0;
  app.get('/held', async () => {
    started += 1;
    await gate;
    return { ok: true };
  });
  app.post('/body', async () => ({ ok: true }));
  // A route whose own hook waits (as telemetry's rate limit waits on the database) before its body is read.
  let slowHandled = 0;
  const slowHook = { onRequest: () => new Promise<void>((resolve) => setTimeout(resolve, 150)) };
  const slowHandler = async () => {
    slowHandled += 1;
    return { ok: true };
  };
  app.post('/slow-hook', slowHook, slowHandler);
  app.get('/slow-hook', slowHook, slowHandler);
  // A hook after the count's that throws: the call ends in the error handler.
  app.get('/hook-fails', { onRequest: async () => Promise.reject(new Error('refused')) }, async () => ({}));
  await app.ready();
  return {
    app,
    calls,
    started: () => started,
    slowHandled: () => slowHandled,
    release() {
      open();
      gate = new Promise<void>((resolve) => (open = resolve));
    },
  };
}

const ask = (app: ReturnType<typeof Fastify>, remoteAddress: string): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'GET', url: '/held', remoteAddress });

describe('calls of one client at once', () => {
  test('a flood of 100 held calls from one address: 32 are worked on, 68 get 429 a second later, with no work', async () => {
    const held = await heldApp();
    const asked = Date.now();
    const flood = Array.from({ length: 100 }, () =>
      ask(held.app, '203.0.113.5').then((answer) => ({ answer, ms: Date.now() - asked })),
    );
    await new Promise((resolve) => setImmediate(resolve));
    // Another address, and the trusted proxies' own calls (a gateway's rendering), are not held up.
    const other = ask(held.app, '198.51.100.7');
    const own = Array.from({ length: 50 }, () => ask(held.app, '10.9.3.4'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(held.started(), CALLS_AT_ONCE + 1 + 50);
    held.release();
    const answers = await Promise.all(flood);
    const refused = answers.filter(({ answer }) => answer.statusCode === 429);
    assert.equal(answers.length - refused.length, CALLS_AT_ONCE);
    assert.equal(refused.length, 100 - CALLS_AT_ONCE);
    assert.equal(refused[0].answer.headers['retry-after'], '1');
    assert.deepEqual(refused[0].answer.json(), { message: TOO_MANY_AT_ONCE });
    // A refusal waits its second (REFUSED_AFTER_MS); the calls worked on answered as the gate opened.
    assert.ok(Math.min(...refused.map(({ ms }) => ms)) >= REFUSED_AFTER_MS - 20);
    const worked = answers.filter(({ answer }) => answer.statusCode === 200);
    assert.ok(Math.max(...worked.map(({ ms }) => ms)) < REFUSED_AFTER_MS - 20);
    assert.equal((await other).statusCode, 200);
    for (const answer of await Promise.all(own)) assert.equal(answer.statusCode, 200);
    // Every place was given back: the same address has its whole share again.
    assert.equal(held.calls.clients, 0);
    const again = Array.from({ length: CALLS_AT_ONCE }, () => ask(held.app, '203.0.113.5'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    held.release();
    for (const answer of await Promise.all(again)) assert.equal(answer.statusCode, 200);
    await held.app.close();
  });

  test('an IPv6 client is counted by its /64, however many of its addresses it uses', async () => {
    const held = await heldApp();
    const flood = Array.from({ length: 40 }, (_, i) =>
      ask(held.app, `2001:db8:5:6::${(i + 1).toString(16)}`),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    held.release();
    const statuses = (await Promise.all(flood)).map((answer) => answer.statusCode);
    assert.equal(statuses.filter((status) => status === 429).length, 40 - CALLS_AT_ONCE);
    await held.app.close();
  });

  test('a client that hangs up keeps its place until its answer is made', async () => {
    const held = await heldApp([]);
    await held.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = held.app.server.address() as { port: number };
    const aborts = Array.from({ length: 5 }, () => new AbortController());
    const asked = aborts.map((abort) =>
      fetch(`http://127.0.0.1:${port}/held`, { signal: abort.signal }).catch(() => null),
    );
    while (held.started() < 5) await new Promise((resolve) => setTimeout(resolve, 5));
    for (const abort of aborts) abort.abort();
    await Promise.all(asked);
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(held.calls.of('127.0.0.1'), 5, 'the work goes on, so its places stay taken');
    held.release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(held.calls.clients, 0);
    await held.app.close();
  });

  test('every way a call can end gives its place back: a body cut off, a bad body, a failing hook, an unknown path', async () => {
    const held = await heldApp([]);
    await held.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = held.app.server.address() as { port: number };
    // A body that never arrives in full: the client sends part of it and hangs up.
    await new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          'POST /body HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":',
        );
        setTimeout(() => socket.destroy(), 50);
      });
      socket.on('close', () => resolve());
      socket.on('error', () => {});
    });
    const base = `http://127.0.0.1:${port}`;
    await fetch(`${base}/body`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{bad',
    });
    await fetch(`${base}/hook-fails`);
    await fetch(`${base}/nowhere`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal(held.calls.clients, 0, `${held.calls.of('127.0.0.1')} places still taken`);
    await held.app.close();
  });

  test("a client gone while a route's own hook waits frees its place, and its call does no work", async () => {
    const held = await heldApp([]);
    await held.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = held.app.server.address() as { port: number };
    const hangUp = (body: string | null, length = 0) =>
      new Promise<void>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(
            body === null
              ? 'GET /slow-hook HTTP/1.1\r\nHost: x\r\n\r\n'
              : `POST /slow-hook HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n${body}`,
          );
          setTimeout(() => socket.destroy(), 30);
        });
        socket.on('close', () => resolve());
        socket.on('error', () => {});
      });
    // Gone with its body half sent (a body that never ends is waited for no more), gone with it
    // whole, and a GET gone before its handler would have run.
    await Promise.all([hangUp('{"a":', 100), hangUp('{"a":1}', 7), hangUp(null)]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(held.calls.clients, 0, `${held.calls.of('127.0.0.1')} places still taken`);
    assert.equal(held.slowHandled(), 0, 'no work for a client that is gone');
    await held.app.close();
  });

  test('the count itself: a release frees one place once', () => {
    const calls = new CallsAtOnce(2);
    const first = calls.enter('a');
    assert.ok(first && calls.enter('a'));
    assert.equal(calls.enter('a'), null);
    first();
    first();
    assert.equal(calls.of('a'), 1);
  });
});

describe('in the API', () => {
  const ctx = setUpTestContext();

  test('200 searches at once from one address: at most its share is searched, the rest are 429, and nothing fails', async () => {
    const flood = Array.from({ length: 200 }, (_, i) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/products/search?searchTerm=flood${i}`,
        remoteAddress: '203.0.113.9',
      }),
    );
    const beside = ctx.app.inject({ method: 'GET', url: '/api/products/16', remoteAddress: '198.51.100.9' });
    const statuses = (await Promise.all(flood)).map((answer) => answer.statusCode);
    assert.deepEqual([...new Set(statuses)].sort(), [200, 429]);
    assert.ok(statuses.filter((status) => status === 200).length >= CALLS_AT_ONCE);
    assert.equal((await beside).statusCode, 200);
  });

  test("the gateway's own calls (a trusted proxy's address) are not counted", async () => {
    const calls = Array.from({ length: 100 }, (_, i) =>
      ctx.app.inject({ method: 'GET', url: `/api/products/search?searchTerm=own${i}` }),
    );
    for (const answer of await Promise.all(calls)) assert.equal(answer.statusCode, 200);
  });
});
