// The release manifest of a gateway test file: the store's database through one real API
// (real-api.ts, in-memory PGlite), read and changed as every gateway and release command does
// (store.ts). One API per test file, started at its top: the release commands, the release page
// and every page of the file's gateways use it (API_URL and RELEASE_ADMIN_TOKEN of this process).
import { after } from 'node:test';
import { FRONTENDS } from '../paths.js';
import { refreshManifestFeed, stopManifestFeed } from '../release/active-releases.js';
import { apiStore, closeStores, setDatabaseStore } from '../release/store.js';
import { startRealApi, type RealApi } from './real-api.js';

/** The release token of the test files' APIs (a change to the releases always needs one). */
export const TEST_RELEASE_TOKEN = 'gateway-test-release-token-0123456789';

/** Starts this file's API and points the release store at it; stopped after the file's tests. */
export async function startReleaseStore(env: Record<string, string> = {}): Promise<RealApi> {
  const token = env.RELEASE_ADMIN_TOKEN ?? TEST_RELEASE_TOKEN;
  const api = await startRealApi({ ...env, RELEASE_ADMIN_TOKEN: token });
  process.env.API_URL = api.url;
  process.env.RELEASE_ADMIN_TOKEN = token;
  setDatabaseStore(null);
  after(async () => {
    stopManifestFeed();
    await closeStores();
    // Its database is in memory and the file's tests are done: no drain to wait for.
    await api.stop('SIGKILL');
  });
  return api;
}

/**
 * Every frontend back to no active version, no activations and no canary: what a test starting
 * afresh needs. Published versions and the history stay, as the database keeps them.
 */
export async function resetReleaseStates(): Promise<void> {
  const store = apiStore(process.env.API_URL!, process.env.RELEASE_ADMIN_TOKEN!);
  const { version } = await store.read();
  await store.apply({
    after: version,
    publish: [],
    history: [],
    state: FRONTENDS.map((slice) => ({ slice, active: null, activations: [], canary: null })),
  });
  await refreshManifestFeed();
}
