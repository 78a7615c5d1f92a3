// GET /readyz (readiness.ts): what a load balancer's health check needs to know.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { forgetLastGoodManifest } from './release/active-releases.js';
import { publish } from './release/operations.js';
import { buildGateway } from './server.js';
import { fakeBuild, fakeShellIndex } from './testing/fake-build.js';
import { startReleaseStore } from './testing/release-store.js';

const root = await mkdtemp(join(tmpdir(), 'gateway-readiness-'));
process.env.RELEASES_DIR = join(root, 'releases');
await startReleaseStore();

/** A stand-in API whose health answers `status`, counting the checks. */
let healthStatus = 200;
let checks = 0;
const api = createServer((request, response) => {
  if (request.url === '/api/health') checks += 1;
  response.statusCode = healthStatus;
  response.end('{}');
});

describe('GET /readyz', () => {
  let app: FastifyInstance;
  before(async () => {
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    forgetLastGoodManifest();
    app = await buildGateway({
      apiUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
      autoAbortIntervalMs: 0,
    });
  });
  after(async () => {
    await app.close();
    api.close();
    await rm(root, { recursive: true, force: true });
  });
  const ready = () => app.inject({ method: 'GET', url: '/readyz' });
  const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1_050));

  it('is not ready without a manifest, though its API answers; /healthz still says the process lives', async () => {
    const answer = await ready();
    assert.equal(answer.statusCode, 503);
    assert.deepEqual(answer.json(), { status: 'error', api: 'ok', manifest: 'none' });
    assert.equal(answer.headers['cache-control'], 'no-store');
    assert.equal((await app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200);
  });

  it('is ready once a shell is active, and not while its API answers 503 or not at all', async () => {
    await publish('shell', {
      distDir: await fakeBuild(root, 'shell', { 'index.html': fakeShellIndex('ready') }),
    });
    await nextSecond();
    assert.deepEqual((await ready()).json(), { status: 'ok', api: 'ok', manifest: 'ok' });
    healthStatus = 503;
    await nextSecond();
    const down = await ready();
    assert.equal(down.statusCode, 503);
    assert.deepEqual(down.json(), { status: 'error', api: 'unavailable', manifest: 'ok' });
    healthStatus = 200;
    const unreachable = await buildGateway({ apiUrl: 'http://127.0.0.1:9', autoAbortIntervalMs: 0 });
    assert.equal((await unreachable.inject({ method: 'GET', url: '/readyz' })).json().api, 'unavailable');
    await unreachable.close();
  });

  it('a flood of /readyz costs the API one health check a second', async () => {
    await nextSecond();
    const before = checks;
    const answers = await Promise.all(Array.from({ length: 200 }, () => ready()));
    assert.ok(answers.every((a) => a.statusCode === 200));
    assert.equal(checks - before, 1);
  });
});
