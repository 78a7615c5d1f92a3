// The release CLI with no API running (npm start's publishes, before the store starts): it opens
// the store's database itself and records there what the API then serves; while an API holds the
// PGlite folder it cannot, and says so.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fakeBuild } from '../testing/fake-build.js';
import { startRealApi } from '../testing/real-api.js';
import { publish } from './operations.js';
import { allowDirectDatabase, apiStore, closeStores, directStore, onlyDirectDatabase } from './store.js';

// A change through the API needs the release token (the API refuses it without one).
const TOKEN = 'direct-store-release-token';
const root = await mkdtemp(join(tmpdir(), 'gateway-direct-store-'));
const dataDir = join(root, 'pglite');
process.env.RELEASES_DIR = join(root, 'releases');
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
// Nothing listens here (a port just freed): the CLI finds no store running.
const closed = createServer().listen(0, '127.0.0.1');
await once(closed, 'listening');
process.env.API_URL = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
closed.close();
allowDirectDatabase();

describe('the release CLI without a running store', () => {
  after(async () => {
    await closeStores();
    // A database process closed a moment ago may still be writing its folder as it shuts down.
    await rm(root, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
  });

  it('publishes into the database itself, writing no manifest file; the API started afterwards serves that manifest', async () => {
    const { version } = await publish('mf-cart', {
      distDir: await fakeBuild(root, 'mf-cart', { 'x.txt': 'direct' }),
    });
    await closeStores();
    assert.deepEqual(await readdir(process.env.RELEASES_DIR!), ['mf-cart'], 'release files only');
    const api = await startRealApi({ DATA_DIR: dataDir, RELEASE_ADMIN_TOKEN: TOKEN });
    try {
      const snapshot = await apiStore(api.url, TOKEN).read();
      assert.equal(snapshot.manifest.frontends['mf-cart']?.active, version);
      assert.ok(snapshot.files['mf-cart']?.[version]?.['release.json'], 'the files were hashed');
      // While the API holds the folder, the CLI cannot open it, and says why.
      await assert.rejects(directStore(), /cannot open the store's database: .*in use by process/);
    } finally {
      await api.stop();
    }
  });

  it('with --direct (npm start) publishes into its own database even when another app answers at API_URL', async () => {
    // Something else on the API's port (another app, or another checkout's store): never asked.
    let asked = 0;
    const other = createHttpServer((_request, response) => {
      asked++;
      response.writeHead(404).end();
    }).listen(0, '127.0.0.1');
    await once(other, 'listening');
    process.env.API_URL = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    try {
      onlyDirectDatabase();
      const { version } = await publish('mf-account', {
        distDir: await fakeBuild(root, 'mf-account', { 'y.txt': 'direct only' }),
      });
      await closeStores();
      const store = await directStore();
      try {
        assert.equal((await store.read()).manifest.frontends['mf-account']?.active, version);
      } finally {
        store.close();
      }
      assert.equal(asked, 0, 'the app at API_URL was not asked');
    } finally {
      other.close();
    }
  });
});
