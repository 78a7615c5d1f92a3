// One change to the manifest in the database (store.ts): worked out by `work` on a copy of the
// manifest as read, then written in one step, a compare-and-set on the manifest's version in one
// database transaction (the API's /internal/release-manifest/changes): if another change (another
// gateway's release page, a CLI) came first, the write is refused (409) and the change is worked
// out again from a fresh read, checks and all, up to CHANGE_ATTEMPTS times. No lock file: the
// changes of one process take turns here, so they never refuse each other.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FRONTENDS, type FrontendName } from '../paths.js';
import type { Manifest } from './manifest.js';
import { hashFiles } from './release-folder.js';
import { folderOf } from './release-info.js';
import { refreshManifestFeed } from './active-releases.js';
import {
  databaseStore,
  ManifestConflictError,
  readSnapshot,
  type DatabaseStore,
  type ManifestChange,
  type ManifestSnapshot,
} from './store.js';

/** How many times a change is worked out again after losing a race to another process's change. */
export const CHANGE_ATTEMPTS = 10;

/** The manifest now (`release list`, `history`, `status`, the release page). */
export const readCurrentManifest = async (): Promise<Manifest> => (await readSnapshot()).manifest;

/** sha256 of every file of a published release folder, by path, and its release.json. */
export async function releaseFiles(
  name: FrontendName,
  version: string,
): Promise<{ info: unknown; fileHashes: Record<string, string> }> {
  const folder = folderOf(name, version);
  const fileHashes = await hashFiles(folder);
  // A missing or broken release.json is recorded as none: the checks refuse such a version by name
  // (release-info.ts) when it is to go live; publishing it only records it.
  const info: unknown = await readFile(join(folder, 'release.json'), 'utf8')
    .then((text) => JSON.parse(text) as unknown)
    .catch(() => null);
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

/** This process's changes, one after another (the others' are the compare-and-set's to order). */
let turn: Promise<unknown> = Promise.resolve();

/**
 * Runs `work` on the manifest and writes what it changed in one step; answers what `work` answered.
 * The pages this process serves have the change before this returns (refreshManifestFeed).
 */
export function changeManifest<T>(work: (manifest: Manifest) => Promise<T>): Promise<T> {
  const mine = turn.then(async () => changeInDatabase(await databaseStore(), work));
  turn = mine.catch(() => undefined);
  return mine;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
      await refreshManifestFeed();
      return result;
    } catch (error) {
      if (!(error instanceof ManifestConflictError)) throw error;
      if (attempt >= CHANGE_ATTEMPTS) {
        throw new Error(`${error.message}; gave up after ${CHANGE_ATTEMPTS} attempts: run the command again`);
      }
      // Several processes that lost together do not all come back at the same moment.
      await sleep(Math.random() * 50 * attempt);
    }
  }
}
