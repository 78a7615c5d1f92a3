// Release helpers for the browser tests and the benchmark: new versions made from a slice's
// current build, and the manifest as the gateway reads it.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PORT, REPO_ROOT } from './env';
import { RELEASE_ADMIN_TOKEN, releaseCli } from './servers';

/** A copy of the frontend's current build with `change` applied, published without activating it. */
export function publishVariant(frontend: string, change: (dir: string) => void): string {
  const dir = mkdtempSync(join(tmpdir(), `${frontend}-variant-`));
  try {
    cpSync(join(REPO_ROOT, frontend, 'dist'), dir, { recursive: true });
    change(dir);
    const out = releaseCli(['publish', frontend, '--no-activate', '--dist', dir]);
    return new RegExp(`^${frontend} (\\S+) `).exec(out)![1];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface ManifestEntry {
  active: string;
  canary?: { version: string; percent: number } | null;
  history?: { action: string; from: string | null; to: string | null; reason?: string }[];
}

/** The test servers' release manifest as the gateway reads it: their API's, from the store's database. */
function readManifest(): { frontends: Record<string, ManifestEntry> } {
  // Synchronous for the specs' plain helpers: one fetch in a child process.
  const script =
    "fetch(process.argv[1], { headers: { authorization: 'Bearer ' + process.argv[2] } }).then(async (r) => {" +
    " if (!r.ok) throw new Error('the API answered ' + r.status); process.stdout.write(await r.text()); })";
  const res = spawnSync(
    process.execPath,
    ['-e', script, `http://127.0.0.1:${API_PORT}/internal/release-manifest`, RELEASE_ADMIN_TOKEN],
    { encoding: 'utf8' },
  );
  if (res.status !== 0) throw new Error(`reading the release manifest failed: ${res.stderr}`);
  return JSON.parse(res.stdout) as { frontends: Record<string, ManifestEntry> };
}

/** The frontend's entry in the test servers' release manifest. */
export const manifestEntry = (frontend: string): ManifestEntry => readManifest().frontends[frontend];

/** The active version of every frontend. */
export const activeVersions = (): Record<string, string> =>
  Object.fromEntries(Object.entries(readManifest().frontends).map(([name, f]) => [name, f.active]));
