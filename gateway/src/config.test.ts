import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadConfig } from './config.js';

describe('gateway configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    assert.equal(config.port, 8080);
    assert.equal(config.apiUrl, 'http://127.0.0.1:3000');
    assert.equal(config.devOverrides, false);
    assert.deepEqual(config.trustedProxies, []);
    assert.deepEqual(config.releaseOrigins, []);
    assert.equal(config.ssrBudgetMs, 150);
    assert.equal(loadConfig({ GATEWAY_SSR_BUDGET_MS: '0' }).ssrBudgetMs, 0);
    assert.equal(config.logger, false);
    assert.equal(loadConfig({ GATEWAY_LOG: '1' }).logger, true);
  });

  for (const [name, value] of [
    ['PORT', 'eighty'],
    ['PORT', '80.5'],
    ['PORT', '70000'],
    ['API_URL', 'not a url'],
    ['PUBLIC_API_BASE_URL', 'ftp://x'],
    ['GATEWAY_RELEASE_ORIGINS', 'cdn.example.com'],
    ['GATEWAY_TRUSTED_PROXIES', 'proxy.example.com'],
    ['GATEWAY_DEV_OVERRIDES', 'yes'],
    ['GATEWAY_LOG', 'true'],
    ['GATEWAY_SSR_BUDGET_MS', 'fast'],
    ['GATEWAY_SSR_BUDGET_MS', '-1'],
    ['GATEWAY_SSR_BUDGET_MS', '2.5'],
    ['GATEWAY_SSR_BUDGET_MS', '60000'],
    ['GATEWAY_BODY_LIMIT_BYTES', '0'],
    ['GATEWAY_BODY_LIMIT_BYTES', 'big'],
    ['GATEWAY_BODY_LIMIT_BYTES', '1.5'],
    ['RELEASE_MANIFEST', 'folder'],
    ['STORE_PUBLIC_URL', 'shop.example'],
    ['STORE_PUBLIC_URL', 'ftp://shop.example'],
    ['STORE_ORIGINS', ''],
    ['STORE_ORIGINS', 'https://shop.example/path'],
    ['STORE_ORIGINS', 'shop.example'],
  ]) {
    it(`stops on ${name}=${value} and names the variable`, () => {
      assert.throws(() => loadConfig({ [name]: value }), new RegExp(name));
    });
  }

  it("limits bodies as the API does: GATEWAY_BODY_LIMIT_BYTES, else the API's BODY_LIMIT_BYTES, else 16384", () => {
    assert.equal(loadConfig({}).bodyLimit, 16_384);
    assert.equal(loadConfig({ BODY_LIMIT_BYTES: '1024' }).bodyLimit, 1024);
    assert.equal(loadConfig({ BODY_LIMIT_BYTES: '1024', GATEWAY_BODY_LIMIT_BYTES: '2048' }).bodyLimit, 2048);
  });

  it("reads the store's origins and public URL as the API does (api/src/config.ts)", () => {
    const byDefault = loadConfig({});
    assert.equal(byDefault.storePublicUrl, 'http://localhost:8080');
    assert.deepEqual(byDefault.storeOrigins, ['http://localhost:8080', 'http://127.0.0.1:8080']);
    // Unset, the origins follow the public URL: both loopback names with its port, or its own.
    assert.deepEqual(loadConfig({ STORE_PUBLIC_URL: 'http://127.0.0.1:8123/' }).storeOrigins, [
      'http://localhost:8123',
      'http://127.0.0.1:8123',
    ]);
    const shop = loadConfig({ STORE_PUBLIC_URL: 'https://shop.example/' });
    assert.equal(shop.storePublicUrl, 'https://shop.example');
    assert.deepEqual(shop.storeOrigins, ['https://shop.example']);
    const listed = loadConfig({
      STORE_PUBLIC_URL: 'https://shop.example',
      STORE_ORIGINS: 'https://shop.example/, https://www.shop.example',
    });
    assert.deepEqual(listed.storeOrigins, ['https://shop.example', 'https://www.shop.example']);
  });

  it("refuses RELEASE_MANIFEST=folder, saying the manifest is the database's; accepts database", () => {
    assert.throws(
      () => loadConfig({ RELEASE_MANIFEST: 'folder' }),
      /RELEASE_MANIFEST=folder is no longer supported: the release manifest lives in the store's database/,
    );
    assert.equal(loadConfig({ RELEASE_MANIFEST: 'database' }).port, 8080);
  });

  it('refuses dev overrides unless the gateway listens on loopback', () => {
    assert.throws(() => loadConfig({ GATEWAY_DEV_OVERRIDES: '1' }), /GATEWAY_DEV_OVERRIDES.*HOST/);
    assert.throws(() => loadConfig({ GATEWAY_DEV_OVERRIDES: '1', HOST: '0.0.0.0' }), /HOST/);
    const dev = loadConfig({
      GATEWAY_DEV_OVERRIDES: '1',
      HOST: '127.0.0.1',
      GATEWAY_DEV_OVERRIDE_ORIGINS: 'https://preview.example.com/x',
    });
    assert.equal(dev.devOverrides, true);
    assert.deepEqual(dev.devOverrideOrigins, ['https://preview.example.com']);
  });
});
