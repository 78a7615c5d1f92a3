// Configuration that cannot work stops the API at start with a message naming the variable.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, test } from 'node:test';
import { ConfigError, configFromEnv, testToolsFromEnv } from './config';

const rejects = (env: Record<string, string>, variable: string) =>
  assert.throws(
    () => configFromEnv(env),
    (error: unknown) => error instanceof ConfigError && error.message.includes(variable),
    `${JSON.stringify(env)} should be refused naming ${variable}`,
  );

describe('configFromEnv', () => {
  test('defaults work with an empty environment', () => {
    const config = configFromEnv({});
    assert.equal(config.port, 3000);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.databaseUrl, undefined);
    assert.deepEqual(config.storeOrigins, ['http://localhost:8080', 'http://127.0.0.1:8080']);
    assert.equal(config.storePublicUrl, 'http://localhost:8080');
    assert.equal(config.google, null);
    assert.equal(config.authRateLimit, 20);
    assert.equal(config.bodyLimit, 16_384);
    assert.equal(config.sessionIdleHours, 168);
    assert.equal(config.sessionAbsoluteHours, 720);
    assert.deepEqual(config.trustedProxies, ['127.0.0.1', '::1']);
    assert.equal(config.logger, false);
  });

  test('reads every variable', () => {
    const config = configFromEnv({
      PORT: '4000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db',
      DATA_DIR: '/tmp/somewhere',
      PG_POOL_SIZE: '3',
      STORE_ORIGINS: 'https://shop.example/, http://127.0.0.1:9000',
      STORE_PUBLIC_URL: 'https://shop.example/',
      GOOGLE_ISSUER: 'https://accounts.example',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      AUTH_RATE_LIMIT: '0',
      BODY_LIMIT_BYTES: '1024',
      CATALOG_CACHE_MS: '0',
      SESSION_MEMORY_MS: '5',
      SESSION_IDLE_HOURS: '1',
      SESSION_ABSOLUTE_HOURS: '2',
      TRUSTED_PROXIES: '10.0.0.1, fd00::/8',
      API_LOG: '1',
    });
    assert.equal(config.port, 4000);
    assert.equal(config.host, '0.0.0.0');
    assert.equal(config.databaseUrl, 'postgres://u:p@127.0.0.1:5432/db');
    assert.equal(config.dataDir, '/tmp/somewhere');
    assert.equal(config.pgPoolSize, 3);
    assert.deepEqual(config.storeOrigins, ['https://shop.example', 'http://127.0.0.1:9000']);
    assert.equal(config.storePublicUrl, 'https://shop.example');
    assert.deepEqual(config.google, {
      issuer: 'https://accounts.example',
      clientId: 'id',
      clientSecret: 'secret',
      redirectUri: 'https://shop.example/api/users/auth/google/callback',
    });
    assert.equal(config.authRateLimit, 0);
    assert.equal(config.bodyLimit, 1024);
    assert.equal(config.catalogCacheMs, 0);
    assert.equal(config.sessionMemoryMs, 5);
    assert.equal(config.sessionIdleHours, 1);
    assert.equal(config.sessionAbsoluteHours, 2);
    assert.deepEqual(config.trustedProxies, ['10.0.0.1', 'fd00::/8']);
    assert.equal(config.logger, true);
  });

  test('STORE_ORIGINS follows STORE_PUBLIC_URL when unset: a store on another port accepts its own writes', () => {
    const local = configFromEnv({ STORE_PUBLIC_URL: 'http://localhost:8123' });
    assert.equal(local.storePublicUrl, 'http://localhost:8123');
    assert.deepEqual(local.storeOrigins, ['http://localhost:8123', 'http://127.0.0.1:8123']);
    assert.deepEqual(configFromEnv({ STORE_PUBLIC_URL: 'http://127.0.0.1' }).storeOrigins, [
      'http://localhost',
      'http://127.0.0.1',
    ]);
    assert.deepEqual(configFromEnv({ STORE_PUBLIC_URL: 'https://shop.example/' }).storeOrigins, [
      'https://shop.example',
    ]);
    assert.deepEqual(
      configFromEnv({ STORE_PUBLIC_URL: 'https://shop.example', STORE_ORIGINS: 'https://a.example' })
        .storeOrigins,
      ['https://a.example'],
    );
  });

  test('an empty TRUSTED_PROXIES trusts no proxy', () => {
    assert.deepEqual(configFromEnv({ TRUSTED_PROXIES: '' }).trustedProxies, []);
  });

  test('fractional, non-numeric or negative numbers are refused, naming the variable', () => {
    rejects({ SESSION_IDLE_HOURS: '1.5' }, 'SESSION_IDLE_HOURS');
    rejects({ SESSION_ABSOLUTE_HOURS: '0.5' }, 'SESSION_ABSOLUTE_HOURS');
    rejects({ SESSION_IDLE_HOURS: '0' }, 'SESSION_IDLE_HOURS');
    rejects({ SESSION_IDLE_HOURS: '48', SESSION_ABSOLUTE_HOURS: '24' }, 'SESSION_ABSOLUTE_HOURS');
    rejects({ AUTH_RATE_LIMIT: 'twenty' }, 'AUTH_RATE_LIMIT');
    rejects({ AUTH_RATE_LIMIT: '-1' }, 'AUTH_RATE_LIMIT');
    rejects({ BODY_LIMIT_BYTES: '16k' }, 'BODY_LIMIT_BYTES');
    rejects({ BODY_LIMIT_BYTES: '0' }, 'BODY_LIMIT_BYTES');
    rejects({ CATALOG_CACHE_MS: '1e3' }, 'CATALOG_CACHE_MS');
    rejects({ SESSION_MEMORY_MS: '-5' }, 'SESSION_MEMORY_MS');
    rejects({ PORT: '70000' }, 'PORT');
    rejects({ PORT: 'http' }, 'PORT');
    rejects({ PG_POOL_SIZE: '0' }, 'PG_POOL_SIZE');
  });

  test('bad URLs and origins are refused, naming the variable', () => {
    rejects({ STORE_PUBLIC_URL: 'localhost:8080' }, 'STORE_PUBLIC_URL');
    rejects({ STORE_PUBLIC_URL: 'not a url' }, 'STORE_PUBLIC_URL');
    rejects({ STORE_ORIGINS: 'http://localhost:8080,example.com' }, 'STORE_ORIGINS');
    rejects({ STORE_ORIGINS: 'http://localhost:8080/shop' }, 'STORE_ORIGINS');
    rejects({ STORE_ORIGINS: ' , ' }, 'STORE_ORIGINS');
    rejects({ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL');
    rejects({ DATABASE_URL: '127.0.0.1:5432' }, 'DATABASE_URL');
  });

  test('a partial Google configuration is refused, naming what is missing', () => {
    rejects({ GOOGLE_ISSUER: 'https://accounts.example', GOOGLE_CLIENT_ID: 'id' }, 'GOOGLE_CLIENT_SECRET');
    rejects({ GOOGLE_CLIENT_SECRET: 'secret' }, 'GOOGLE_ISSUER');
    rejects({ GOOGLE_REDIRECT_URI: 'https://shop.example/cb' }, 'GOOGLE_REDIRECT_URI');
    rejects(
      { GOOGLE_ISSUER: 'accounts.example', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' },
      'GOOGLE_ISSUER',
    );
  });

  test('bad proxies, flags and the retired TRUST_PROXY are refused', () => {
    rejects({ TRUSTED_PROXIES: 'loopback' }, 'TRUSTED_PROXIES');
    rejects({ TRUSTED_PROXIES: '10.0.0.0/33' }, 'TRUSTED_PROXIES');
    rejects({ API_LOG: 'yes' }, 'API_LOG');
    rejects({ TRUST_PROXY: 'loopback' }, 'TRUSTED_PROXIES');
  });
});

describe('testToolsFromEnv', () => {
  test('the test tools read their variables here, checked like the API', () => {
    assert.deepEqual(testToolsFromEnv({}), {
      databaseUrl: undefined,
      pgliteTemplate: undefined,
      suiteDatabaseUrl: undefined,
      smtpPort: 0,
      mailCaptureDir: undefined,
      oidcPort: 0,
      oidcRedirectUris: [
        'http://localhost:8080/api/users/auth/google/callback',
        'http://127.0.0.1:8080/api/users/auth/google/callback',
      ],
    });
    const set = testToolsFromEnv({
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
      SMTP_PORT: '2525',
      OIDC_REDIRECT_URIS: 'http://a.test/cb, http://b.test/cb',
      GOOGLE_REDIRECT_URI: 'http://ignored.test/cb',
    });
    assert.equal(set.databaseUrl, 'postgres://u@127.0.0.1:5432/db');
    assert.equal(set.smtpPort, 2525);
    assert.deepEqual(set.oidcRedirectUris, ['http://a.test/cb', 'http://b.test/cb']);
    assert.deepEqual(testToolsFromEnv({ GOOGLE_REDIRECT_URI: 'http://g.test/cb' }).oidcRedirectUris, [
      'http://g.test/cb',
    ]);
    for (const [variable, value] of [
      ['SMTP_PORT', 'twenty-five'],
      ['OIDC_PORT', '70000'],
      ['DATABASE_URL', 'http://db.test'],
      ['API_TEST_SUITE_DATABASE', 'http://db.test'],
    ]) {
      assert.throws(
        () => testToolsFromEnv({ [variable]: value }),
        (error: unknown) => error instanceof ConfigError && error.message.startsWith(`${variable} `),
      );
    }
  });

  test('no module of the API but config.ts reads process.env (tests may, to start processes)', () => {
    const src = import.meta.dirname;
    const readers = readdirSync(src, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name))
      // The suite's runner and its preload start the test files' processes: they hand them variables.
      .filter((entry) => !['run-suite.ts', 'file-database.ts'].includes(entry.name))
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((file) => /process\.env\b/.test(readFileSync(file, 'utf8').replace(/\/\/.*$/gm, '')))
      .map((file) => relative(src, file));
    assert.deepEqual(readers, ['config.ts']);
  });
});
