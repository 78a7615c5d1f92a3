// The manifest's lock and its atomic write: every change (operations.ts) reads, changes and writes
// manifest.json under the lock, so two release commands (or a command and the release page)
// never lose each other's change, and a page request never reads half a file.
import { mkdir, open, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { releasesDir } from '../paths.js';
import { HISTORY_LIMIT, manifestPath, type Manifest } from './manifest.js';

const LOCK_STALE_MS = 30_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Every read-modify-write of the manifest runs under `manifest.json.lock`, taken by exclusive
 * create; a lock older than LOCK_STALE_MS was left by a crashed command and is taken over.
 */
export async function withManifestLock<T>(work: () => Promise<T>): Promise<T> {
  await mkdir(releasesDir(), { recursive: true });
  const lock = `${manifestPath()}.lock`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const handle = await open(lock, 'wx');
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = await stat(lock).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (age > LOCK_STALE_MS) {
        // Rename first so two takers cannot both remove a fresh lock.
        const stale = `${lock}.stale-${process.pid}-${Date.now()}`;
        await rename(lock, stale).then(
          () => unlink(stale),
          () => undefined,
        );
        continue;
      }
      if (Date.now() > deadline) throw new Error(`${lock} is held by another release command`);
      await sleep(10 + Math.random() * 40);
    }
  }
  try {
    return await work();
  } finally {
    await unlink(lock).catch(() => undefined);
  }
}

export async function writeManifest(manifest: Manifest): Promise<void> {
  await mkdir(releasesDir(), { recursive: true });
  // Keeps the file small: the last changes of each frontend.
  for (const entry of Object.values(manifest.frontends)) {
    const history = entry?.history;
    if (history && history.length > HISTORY_LIMIT) history.splice(0, history.length - HISTORY_LIMIT);
  }
  const tmp = `${manifestPath()}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(tmp, `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(tmp, manifestPath());
}
