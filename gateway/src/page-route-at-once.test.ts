// One client's pages rendered at once (page-route.ts, CALLS_AT_ONCE): a flood of pages from one
// address, each held while its data loads, gets 429 past its share before any work, while another
// address and a trusted proxy's own requests are still rendered; the places come back.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  CALLS_AT_ONCE,
  REFUSED_AFTER_MS,
  TOO_MANY_AT_ONCE,
} from '@storefront/shared/contracts/calls-at-once';
import { loadConfig } from './config.js';
import { createEdge } from './edge.js';
import { registerPageRoute } from './page-route.js';
import { stopManifestFeed } from './release/active-releases.js';
import { createServerBuilds } from './ssr/server-builds.js';
import { shipFakeStore } from './testing/fake-build.js';
import { startReleaseStore } from './testing/release-store.js';

const root = await mkdtemp(join(tmpdir(), 'gateway-page-at-once-'));
process.env.RELEASES_DIR = join(root, 'releases');
await startReleaseStore();

describe("one client's pages at once", () => {
  let app: FastifyInstance;
  /** The API's answers wait for this gate: each page rendering meanwhile is in flight. */
  let open = () => {};
  let gate = Promise.resolve();
  let asked = 0;
  const hold = () => (gate = new Promise<void>((resolve) => (open = resolve)));

  before(async () => {
    await shipFakeStore(root);
    const config = {
      ...loadConfig({ ...process.env, GATEWAY_TRUSTED_PROXIES: '10.9.0.1' }),
      // Long enough that every page waits for the gate, not for its budget.
      ssrBudgetMs: 10_000,
      publicApiBaseUrl: '',
    };
    app = await createEdge(config);
    app.addHook('onClose', async () => stopManifestFeed());
    registerPageRoute(app, {
      config,
      builds: createServerBuilds(),
      get: async <T>() => {
        asked += 1;
        await gate;
        return ['Seamless Tee'] as T;
      },
      pageCacheMs: 0,
    });
    // The builds loaded, so the flood below measures pages, not a first load.
    assert.equal((await app.inject({ url: '/home' })).statusCode, 200);
  });

  after(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  const page = (remoteAddress: string, i: number) =>
    app.inject({ method: 'GET', url: `/home?utm=${i}`, remoteAddress });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  it(`renders ${CALLS_AT_ONCE} of 60 pages one address asks at once; the rest get 429 a second later, with no work`, async () => {
    hold();
    asked = 0;
    const sent = Date.now();
    const flood = Array.from({ length: 60 }, (_, i) =>
      page('203.0.113.5', i).then((answer) => ({ ...answer, ms: Date.now() - sent })),
    );
    await settle();
    assert.equal(asked, CALLS_AT_ONCE, 'only its share of pages asked the API for anything');
    // Another client, and the trusted balancer's own requests, are rendered meanwhile.
    const other = page('198.51.100.7', 0);
    const balancer = Array.from({ length: 30 }, (_, i) => page('10.9.0.1', i));
    await settle();
    assert.equal(asked, CALLS_AT_ONCE + 1 + 30);
    open();
    const answers = await Promise.all(flood);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    assert.equal(refused.length, 60 - CALLS_AT_ONCE);
    assert.equal(answers.length - refused.length, CALLS_AT_ONCE);
    assert.equal(refused[0].headers['retry-after'], '1');
    // Each refusal waited its second (REFUSED_AFTER_MS), so a client asking again loops slowly.
    assert.ok(Math.min(...refused.map(({ ms }) => ms)) >= REFUSED_AFTER_MS - 20);
    assert.match(refused[0].body, new RegExp(TOO_MANY_AT_ONCE));
    assert.equal((await other).statusCode, 200);
    for (const answer of await Promise.all(balancer)) assert.equal(answer.statusCode, 200);
  });

  it('gives the places back: the same address has its whole share again', async () => {
    hold();
    asked = 0;
    const again = Array.from({ length: CALLS_AT_ONCE }, (_, i) => page('203.0.113.5', 100 + i));
    await settle();
    assert.equal(asked, CALLS_AT_ONCE);
    open();
    for (const answer of await Promise.all(again)) assert.equal(answer.statusCode, 200);
  });

  it('counts an IPv6 client by its /64', async () => {
    hold();
    const flood = Array.from({ length: 40 }, (_, i) => page(`2001:db8:5:6::${(i + 1).toString(16)}`, i));
    await settle();
    open();
    const statuses = (await Promise.all(flood)).map((answer) => answer.statusCode);
    assert.equal(statuses.filter((status) => status === 429).length, 40 - CALLS_AT_ONCE);
  });
});
