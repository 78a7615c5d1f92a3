// A database that is down, starting, shutting down or full answers 503 with Retry-After and a
// sentence of our own (errors.ts), never a 500: the call may work a moment later.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { API_DIR } from '../api-dir';
import { buildApp, openStoreDatabase } from '../app';
import { testToolsFromEnv } from '../config';
import { as, signUp, STORE_ORIGIN } from '../testing/test-app';
import { installErrorHandling } from './errors';

const run = promisify(execFile);

/** A failed query as Drizzle throws it: its own message (with parameters), the driver's error as cause. */
const failedQuery = (cause: Error) =>
  Object.assign(new Error('Failed query: select 1\nparams: secret'), { cause });
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

test('connection failures, a server going down or starting and a full disk answer 503 with Retry-After', async () => {
  const unavailable: [string, Error][] = [
    ['connection refused', failedQuery(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))],
    [
      'server shut down',
      failedQuery(withCode('terminating connection due to administrator command', '57P01')),
    ],
    ['server starting', failedQuery(withCode('the database system is starting up', '57P03'))],
    ['connection failure', failedQuery(withCode('connection failure', '08006'))],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
    ['disk full', failedQuery(withCode('could not extend file: No space left on device', '53100'))],
    ['pool wait over', failedQuery(new Error('timeout exceeded when trying to connect'))],
    ['connection lost', new Error('Connection terminated unexpectedly')],
  ];
  const failing: [string, Error][] = [
    ['a unique violation', failedQuery(withCode('duplicate key value', '23505'))],
    ['a bug', new TypeError('x is undefined')],
  ];
  const log: { msg: string; code?: string }[] = [];
  const app = Fastify({ logger: { stream: { write: (line: string) => void log.push(JSON.parse(line)) } } });
  installErrorHandling(app);
  const errors = new Map([...unavailable, ...failing]);
  app.get<{ Params: { name: string } }>('/fail/:name', async (request) => {
    throw errors.get(request.params.name);
  });
  try {
    for (const [name] of unavailable) {
      const response = await app.inject({ url: `/fail/${encodeURIComponent(name)}` });
      assert.equal(response.statusCode, 503, name);
      assert.equal(response.headers['retry-after'], '5', name);
      assert.deepEqual(response.json(), {
        message: 'The store is unavailable right now, please try again in a moment',
      });
    }
    for (const [name] of failing) {
      const response = await app.inject({ url: `/fail/${encodeURIComponent(name)}` });
      assert.equal(response.statusCode, 500, name);
      assert.equal(response.headers['retry-after'], undefined, name);
    }
  } finally {
    await app.close();
  }
  const logged = log.filter((l) => l.msg === 'database unavailable').map((l) => l.code);
  assert.deepEqual(logged, [
    'ECONNREFUSED',
    '57P01',
    '57P03',
    '08006',
    '53300',
    '53100',
    undefined,
    undefined,
  ]);
  assert.doesNotMatch(JSON.stringify(log), /secret/);
});

const { databaseUrl } = testToolsFromEnv();

test(
  'with its PostgreSQL server stopped, a write (and a read) answers 503 with Retry-After',
  {
    skip: databaseUrl
      ? false
      : 'needs PostgreSQL (set DATABASE_URL): an embedded PGlite cannot be stopped apart from the API',
    timeout: 120_000,
  },
  async () => {
    // A throw-away server of our own, so stopping it stops no one else's.
    const { stdout } = await run('sh', [join(API_DIR, 'scripts/ci-postgres.sh')], { timeout: 100_000 });
    const url = /DATABASE_URL=(\S+)/.exec(stdout)?.[1];
    const folder = /cluster in (\S+)/.exec(stdout)?.[1];
    const pgCtl = /stop: su postgres -c "(\S+) -D/.exec(stdout)?.[1];
    assert.ok(url && folder && pgCtl, stdout);
    const stop = async () => {
      const command = `'${pgCtl}' -D '${folder}/data' -m fast -w stop`;
      await (process.getuid?.() === 0
        ? run('su', ['postgres', '-s', '/bin/sh', '-c', command])
        : run('sh', ['-c', command]));
    };
    const database = await openStoreDatabase({ databaseUrl: url, dataDir: 'memory://' });
    const app = await buildApp({
      database,
      config: {
        storeOrigins: [STORE_ORIGIN],
        storePublicUrl: STORE_ORIGIN,
        authRateLimit: 0,
        google: null,
        logger: false,
      },
    });
    let stopped = false;
    try {
      const shopper = await signUp(app);
      const call = as(app, shopper);
      const add = () =>
        call({ method: 'POST', url: '/api/cart/1', payload: { size: 'medium', quantity: 1 } });
      assert.equal((await add()).statusCode, 201);

      await stop();
      stopped = true;
      for (const [name, response] of [
        ['cart add', await add()],
        ['cart read', await call({ url: '/api/cart/' })],
        [
          'sign-up',
          await app.inject({
            method: 'POST',
            url: '/api/users/signup',
            headers: { origin: STORE_ORIGIN },
            payload: { username: 'Latecomer1', email: 'late@example.com', password: 'Secret1!x' },
          }),
        ],
        ['health', await app.inject({ url: '/api/health' })],
      ] as const) {
        assert.equal(response.statusCode, 503, `${name}: ${response.body}`);
        assert.equal(response.headers['retry-after'], '5', name);
      }
    } finally {
      await app.close();
      await database.close().catch(() => undefined);
      if (!stopped) await stop().catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    }
  },
);
