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
