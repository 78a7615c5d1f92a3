import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import * as sharedServer from '@storefront/shared/server';
import { createServerBuilds, PROVIDED_MODULES, providedModules, sandboxedRequire } from './server-builds.js';

const root = await mkdtemp(join(tmpdir(), 'gateway-server-builds-'));
after(() => rm(root, { recursive: true, force: true }));

async function write(name: string, version: string, code: string) {
  await mkdir(join(root, name, version, 'server'), { recursive: true });
  await writeFile(join(root, name, version, 'server/render.cjs'), code);
}

describe('server builds', () => {
  it('require only what the gateway provides', () => {
    const require = sandboxedRequire();
    for (const name of PROVIDED_MODULES) assert.ok(require(name), name);
    for (const name of ['node:fs', 'fs', 'child_process', 'react-router-dom', '@storefront/shared/testing'])
      assert.throws(() => require(name), { message: `${name} is not provided to server builds` });
  });

  it("provide the gateway's own instances: one React, one shared package", () => {
    const provided = providedModules();
    assert.equal(provided.get('react'), createRequire(import.meta.url)('react'));
    // The very renderRoot the gateway imports, whatever way TypeScript or the bundle loaded it.
    const server = provided.get('@storefront/shared/server') as typeof sharedServer;
    assert.equal(server.renderRoot, sharedServer.renderRoot);
  });

  it('are evaluated once per version with their public path, and a failure is remembered', async () => {
    await write(
      'mf-cart',
      '1.0.0-a',
      `globalThis.__evaluated = (globalThis.__evaluated ?? 0) + 1;
      exports.fragments = { X: { browserOnly: false, load: async () => undefined, render: () => ({ html: __webpack_public_path__, css: '', slots: [] }), head: () => null } };`,
    );
    await write('mf-cart', '1.0.0-b', `throw new Error('broken at load');`);
    await write('mf-cart', '1.0.0-c', `exports.nothing = 1;`);
    const logged: string[] = [];
    const builds = createServerBuilds({ root: () => root, log: (m) => logged.push(m) });
    const release = { version: '1.0.0-a', base: '/releases/mf-cart/1.0.0-a' };
    const [a, again] = await Promise.all([builds.get('mf-cart', release), builds.get('mf-cart', release)]);
    assert.equal(a, again);
    assert.equal((globalThis as { __evaluated?: number }).__evaluated, 1);
    assert.equal(a.status, 'ready');
    if (a.status === 'ready') {
      const root = a.fragments?.X.render({}, undefined, { url: '/home', slotKey: 's1' });
      assert.equal(root?.html, '/releases/mf-cart/1.0.0-a/');
    }
    const broken = { version: '1.0.0-b', base: '/releases/mf-cart/1.0.0-b' };
    assert.deepEqual(await builds.get('mf-cart', broken), { status: 'failed', error: 'broken at load' });
    await builds.get('mf-cart', broken);
    assert.deepEqual(await builds.get('mf-cart', { version: '1.0.0-c', base: '/x' }), {
      status: 'failed',
      error: 'it exports no fragments',
    });
    assert.deepEqual(await builds.get('mf-cart', { version: '1.0.0-none', base: '/x' }), {
      status: 'missing',
    });
    await builds.get('mf-cart', { version: '1.0.0-none', base: '/x' });
    // Each problem logged once, however many pages ask.
    assert.equal(logged.length, 3, logged.join('\n'));
    builds.retain(['mf-cart@1.0.0-a']);
    assert.equal(builds.size, 1);
  });
});
