// One list of shared modules (shared/src/contracts/shared-modules.json) gives the browser's share
// scope (webpack.cjs), the server builds' externals (server-build.mjs) and what the gateway provides.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { SERVER_EXTERNALS } from './server-build.mjs';

const require = createRequire(import.meta.url);
const { sharedSingletons } = require('./webpack.cjs');

test('the share scope: each singleton, with a prefix key where its subpaths are shared too', () => {
  const shared = sharedSingletons(require('../mf-cart/package.json'));
  assert.deepEqual(Object.keys(shared), [
    'react',
    'react/',
    'react-dom',
    'react-dom/',
    'styled-components',
    'zustand',
    'zustand/',
    'axios',
    '@storefront/shared',
  ]);
  for (const config of Object.values(shared))
    assert.deepEqual(config, { singleton: true, requiredVersion: false });
});

test('a frontend shares only what it depends on', () => {
  assert.throws(
    () => sharedSingletons({ name: 'mf-new', dependencies: { react: '^19.2.0' } }),
    /mf-new must depend on react-dom to share it/,
  );
});

test("the server builds' externals: every shared module, with its subpaths where it has them", () => {
  assert.deepEqual(SERVER_EXTERNALS, [
    'react',
    'react/*',
    'react-dom',
    'react-dom/*',
    'styled-components',
    'zustand',
    'zustand/*',
    'axios',
    'single-spa',
    'single-spa-react',
    'single-spa-react/*',
    '@storefront/shared',
    '@storefront/shared/*',
  ]);
});

test("a module's server subpaths (the gateway provides them) are its own, of a module whose subpaths are shared", () => {
  const modules = require('../shared/src/contracts/shared-modules.json');
  for (const [name, { subpaths, serverSubpaths = [] }] of Object.entries(modules)) {
    for (const path of serverSubpaths) {
      assert.ok(subpaths && path.startsWith(`${name}/`), `${name}: ${path}`);
    }
  }
});
