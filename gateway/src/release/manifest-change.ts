// One change to the manifest, wherever it lives (store.ts): worked out by `work` on a copy of the
// manifest as read, then written in one step. In the database the write is a compare-and-set on
// the manifest's version: if another change (another gateway's release page, a CLI) came first,
// the write is refused (409) and the change is worked out again from a fresh read, checks and all,
// up to CHANGE_ATTEMPTS times; in the folder, the lock file makes the changes take turns.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FRONTENDS, type FrontendName } from '../paths.js';
import type { Manifest } from './manifest.js';
import { hashFiles } from './release-folder.js';
import { folderOf } from './release-info.js';
import {
  changeInFolder,
  databaseStore,
  ManifestConflictError,
  manifestStoreKind,
  readSnapshot,
  type DatabaseStore,
  type ManifestChange,
  type ManifestSnapshot,
} from './store.js';

/** How many times a change is worked out again after losing a race to another change. */
export const CHANGE_ATTEMPTS = 5;

/** The manifest now (`release list`, `history`, `status`, the release page). */
export const readCurrentManifest = async (): Promise<Manifest> => (await readSnapshot()).manifest;

/** sha256 of every file of a published release folder, by path, and its release.json. */
export async function releaseFiles(
  name: FrontendName,
  version: string,
): Promise<{ info: unknown; fileHashes: Record<string, string> }> {
  const folder = folderOf(name, version);
  const fileHashes = await hashFiles(folder);
  const info: unknown = await readFile(join(folder, 'release.json'), 'utf8').then(
    (text) => JSON.parse(text) as unknown,
    () => null,
  );
  return { info, fileHashes };
}

/** What `after` adds to `before`: new published versions, changed states, new history. */
async function changeOf(before: ManifestSnapshot, after: Manifest): Promise<ManifestChange | null> {
  const change: ManifestChange = { after: before.version, publish: [], state: [], history: [] };
  for (const slice of FRONTENDS) {
    const now = after.frontends[slice];
    if (!now) continue;
    const then = before.manifest.frontends[slice];
    for (const record of now.published) {
      if (then?.published.some((r) => r.version === record.version)) continue;
      change.publish.push({ slice, ...record, ...(await releaseFiles(slice, record.version)) });
    }
    const stateOf = (e: typeof now | undefined) =>
      JSON.stringify([e?.active ?? null, e?.activations ?? [], e?.canary ?? null]);
    if (stateOf(now) !== stateOf(then)) {
      change.state.push({
        slice,
        active: now.active,
        activations: now.activations,
        canary: now.canary ?? null,
      });
    }
    for (const entry of (now.history ?? []).slice(then?.history?.length ?? 0))
      change.history.push({ slice, ...entry });
  }
  const empty = change.publish.length + change.state.length + change.history.length === 0;
  return empty ? null : change;
}

/** Runs `work` on the manifest and writes what it changed in one step; answers what `work` answered. */
export async function changeManifest<T>(work: (manifest: Manifest) => Promise<T>): Promise<T> {
  if (manifestStoreKind() === 'folder') return changeInFolder(work);
  return changeInDatabase(await databaseStore(), work);
}

async function changeInDatabase<T>(
  store: DatabaseStore,
  work: (manifest: Manifest) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const snapshot = await store.read();
    const manifest = structuredClone(snapshot.manifest);
    const result = await work(manifest);
    const change = await changeOf(snapshot, manifest);
    if (!change) return result;
    try {
      await store.apply(change);
      return result;
    } catch (error) {
      if (!(error instanceof ManifestConflictError)) throw error;
      if (attempt >= CHANGE_ATTEMPTS) {
        throw new Error(`${error.message}; gave up after ${CHANGE_ATTEMPTS} attempts: run the command again`);
      }
    }
  }
}

/**
 * Copies into the database every frontend that a folder's manifest.json has and the database has
 * not (`npm run cluster` publishes to the folder first, then starts on a fresh database): its
 * published versions with their files' hashes, its active version and canary, its history.
 * Answers the frontends imported.
 */
export async function importFolderManifest(store: DatabaseStore, folder: Manifest): Promise<FrontendName[]> {
  return changeInDatabase(store, async (manifest) => {
    const imported: FrontendName[] = [];
    for (const name of FRONTENDS) {
      const entry = folder.frontends[name];
      if (!entry || manifest.frontends[name]) continue;
      manifest.frontends[name] = structuredClone(entry);
      imported.push(name);
    }
    return imported;
  });
}
