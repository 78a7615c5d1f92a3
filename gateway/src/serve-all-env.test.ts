// `npm start` on another port: the API's origins and mailed links follow the
// gateway's PORT and HOST, and where mail goes is printed.
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { loadConfig } from './config.js';
import { REPO_ROOT } from './paths.js';
import { buildGateway } from './server.js';
import { apiStoreEnv } from './serve-all-env.js';
import { startRealApi } from './testing/real-api.js';

const forPort = (env: Record<string, string>) => apiStoreEnv(env, loadConfig(env), '/work/here');

describe('the API environment of npm start', () => {
  it('gives the API the store origins and public URL of the gateway’s PORT', () => {
    const { env, notes } = forPort({ PORT: '8123' });
    assert.deepEqual(env.STORE_ORIGINS.split(','), ['http://localhost:8123', 'http://127.0.0.1:8123']);
    assert.equal(env.STORE_PUBLIC_URL, 'http://localhost:8123');
    assert.ok(notes.some((note) => note.includes('http://localhost:8123')));
    // Unset, the gateway's own default port.
    assert.equal(forPort({}).env.STORE_PUBLIC_URL, 'http://localhost:8080');
    // Port 80 is no port in an origin, as a browser sends it.
    assert.equal(forPort({ PORT: '80' }).env.STORE_ORIGINS, 'http://localhost,http://127.0.0.1');
  });

  it('gives the gateway, started with the same two, both loopback names as its own origins', () => {
    const { env } = forPort({ PORT: '8123' });
    const gateway = loadConfig({ PORT: '8123', ...env });
    assert.deepEqual(gateway.storeOrigins, ['http://localhost:8123', 'http://127.0.0.1:8123']);
    assert.equal(gateway.storePublicUrl, 'http://localhost:8123');
  });

  it('follows a HOST that is not this machine’s any or loopback address', () => {
    assert.equal(
      forPort({ PORT: '9000', HOST: '192.168.1.20' }).env.STORE_ORIGINS,
      'http://192.168.1.20:9000',
    );
    assert.equal(forPort({ PORT: '9000', HOST: 'fd00::5' }).env.STORE_PUBLIC_URL, 'http://[fd00::5]:9000');
    assert.equal(forPort({ PORT: '9000', HOST: '0.0.0.0' }).env.STORE_PUBLIC_URL, 'http://localhost:9000');
  });

  it('keeps what is set, adding the local origins to a set public URL only', () => {
    const set = forPort({
      PORT: '8123',
      STORE_ORIGINS: 'https://a.example',
      STORE_PUBLIC_URL: 'https://a.example',
    });
    assert.equal(set.env.STORE_ORIGINS, 'https://a.example');
    assert.equal(set.env.STORE_PUBLIC_URL, 'https://a.example');
    assert.equal(
      forPort({ PORT: '8123', STORE_PUBLIC_URL: 'https://shop.example' }).env.STORE_ORIGINS,
      'https://shop.example,http://localhost:8123,http://127.0.0.1:8123',
    );
  });

  it('says where mail goes: the outbox folder, absolute, without SMTP_URL', () => {
    const byDefault = forPort({});
    assert.equal(byDefault.env.MAIL_OUTBOX_DIR, join(REPO_ROOT, '.data', 'outbox'));
    assert.ok(byDefault.notes.some((note) => note.includes(join(REPO_ROOT, '.data', 'outbox'))));
    assert.equal(forPort({ MAIL_OUTBOX_DIR: 'mail' }).env.MAIL_OUTBOX_DIR, '/work/here/mail');
    const smtp = forPort({ SMTP_URL: 'smtp://user:secret@mail.example:25' });
    assert.equal(smtp.env.MAIL_OUTBOX_DIR, undefined);
    assert.doesNotMatch(smtp.notes.join('\n'), /secret/);
  });
});

/** A port free right now, not the default one. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('a store on another port', () => {
  it('signs up through its gateway (201) and mails links to that port', async () => {
    const port = await freePort();
    const store = apiStoreEnv({ PORT: String(port) }, loadConfig({ PORT: String(port) }));
    // The API's own test outbox, not the store's folder.
    const { STORE_ORIGINS, STORE_PUBLIC_URL } = store.env;
    const api = await startRealApi({ STORE_ORIGINS, STORE_PUBLIC_URL });
    const app = await buildGateway({ apiUrl: api.url, port });
    try {
      await app.listen({ port, host: '127.0.0.1' });
      const res = await fetch(`http://localhost:${port}/api/users/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
        body: JSON.stringify({ username: 'portshopper', email: 'port@example.com', password: 'Passw0rd!' }),
      });
      assert.equal(res.status, 201, await res.clone().text());
      assert.equal(((await res.json()) as { userName: string }).userName, 'portshopper');
      let mail = '';
      for (let i = 0; i < 50 && !mail; i++) {
        const files = await readdir(api.outboxDir);
        if (files.length) mail = await readFile(join(api.outboxDir, files[0]), 'utf8');
        else await new Promise((resolve) => setTimeout(resolve, 100));
      }
      assert.match(mail.replace(/=\r?\n/g, ''), new RegExp(`http://localhost:${port}/verify-email\\?token=`));
    } finally {
      await app.close();
      await api.stop();
    }
  });
});
