// The per-request read path: the active (and canary) release of every frontend as URLs, from
// the manifest (the database's, held in memory by manifest-feed.ts),
// with the last good one kept when the manifest cannot be used.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../config.js';
import { FRONTENDS, type FrontendName, releasesDir } from '../paths.js';
import { ManifestError, type Manifest } from './manifest.js';
import { startManifestFeed, type ManifestFeed } from './manifest-feed.js';
import { ensureReleaseFile } from './origin-files.js';
import { withTimeout } from '@storefront/shared/runtime/with-timeout';

export interface ActiveRelease {
  version: string;
  base: string;
  /** A canary running beside the active version, for `percent` of shoppers. */
  canary?: { version: string; base: string; percent: number };
}

/** The release each frontend has (on a page: the one this shopper is served). */
export type Releases = Partial<Record<FrontendName, ActiveRelease>>;

const baseOf = (name: FrontendName, version: string) => `/releases/${name}/${encodeURIComponent(version)}`;

let lastGood: Releases | null = null;

/** How long the first request waits for the first manifest from the API. */
const FIRST_READ_MS = 3_000;
let feed: ManifestFeed | null = null;

/** The database's manifest, held in memory: started with the first request that needs it. */
function manifestFeed(log: (message: string) => void): ManifestFeed {
  if (!feed) {
    const { apiUrl, releaseAdminToken } = loadConfig();
    feed = startManifestFeed({ apiUrl, token: releaseAdminToken, log });
  }
  return feed;
}

async function currentManifest(log: (message: string) => void): Promise<Manifest> {
  const live = manifestFeed(log);
  const notYet = () => new ManifestError('the API has not answered the release manifest yet');
  const snapshot = live.current() ?? (await withTimeout(live.ready(), FIRST_READ_MS, notYet));
  if (!snapshot) throw notYet();
  return snapshot.manifest;
}

/**
 * Where this gateway's manifest stands, for readiness: `stale` while the database's cannot be
 * reached (the last one is served meanwhile).
 */
export function manifestState(): { version: number | null; stale: boolean } {
  return {
    version: feed?.current()?.version ?? null,
    stale: feed?.failingSince != null,
  };
}

/**
 * A change this process has just written (the release page, a CLI in the gateway's process, a
 * test): its own pages have it at once, not a long-poll's round trip later.
 */
export async function refreshManifestFeed(): Promise<void> {
  await feed?.refresh();
}

/**
 * The sha256 the manifest gives for one file of an active or canary version, or of one live a
 * moment ago (an own property only, so no path names a prototype's member).
 */
export function publishedHash(name: FrontendName, version: string, path: string): string | undefined {
  const hashes = feed?.hashesOf(name, version);
  return hashes && Object.hasOwn(hashes, path) ? hashes[path] : undefined;
}

async function hasShellPage(version: string, log: (message: string) => void): Promise<boolean> {
  if (existsSync(join(releasesDir(), 'shell', version, 'index.html'))) return true;
  return ensureReleaseFile('shell', version, 'index.html', publishedHash, { log });
}

/**
 * The active release of every frontend, as URLs the browser can load. A manifest that cannot
 * be used (corrupt, oddly shaped, its shell folder gone) is logged and the last good one kept;
 * with none at all this returns no shell and the gateway answers 503.
 */
export async function activeReleases(
  log: (message: string) => void = (m) => console.error(m),
): Promise<Releases> {
  try {
    const manifest = await currentManifest(log);
    const out: Releases = {};
    for (const name of FRONTENDS) {
      const entry = manifest.frontends[name];
      if (!entry?.active) continue;
      out[name] = { version: entry.active, base: baseOf(name, entry.active) };
      if (entry.canary) {
        const { version, percent } = entry.canary;
        out[name].canary = { version, base: baseOf(name, version), percent };
      }
    }
    // The shell's page: in this gateway's folder, or fetched from the release origin (a gateway on
    // another machine, origin-files.ts).
    const shell = out.shell;
    if (shell && !(await hasShellPage(shell.version, log))) {
      throw new ManifestError(`the active shell ${shell.version} has no index.html`);
    }
    if (shell?.canary && !(await hasShellPage(shell.canary.version, log))) delete shell.canary;
    lastGood = out;
    return out;
  } catch (error) {
    log(
      `release manifest unusable, ${lastGood ? 'keeping the last good one' : 'no release to serve'}: ${
        error instanceof Error ? error.message : String(error)
      }`,
    );
    return lastGood ?? {};
  }
}

/** Tests: forget the last good manifest. */
export const forgetLastGoodManifest = (): void => {
  lastGood = null;
};

/** Tests, and a stopping gateway: end the long-poll. */
export function stopManifestFeed(): void {
  feed?.stop();
  feed = null;
}
