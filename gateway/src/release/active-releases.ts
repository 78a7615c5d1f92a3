// The per-request read path: the active (and canary) release of every frontend as URLs, from
// the manifest, with the last good one kept when the manifest cannot be used.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { FRONTENDS, type FrontendName, releasesDir } from '../paths.js';
import { ManifestError, readManifest } from './manifest.js';

export interface ActiveRelease {
  version: string;
  base: string;
  /** A canary running beside the active version, for `percent` of shoppers. */
  canary?: { version: string; base: string; percent: number };
}

const baseOf = (name: FrontendName, version: string) => `/releases/${name}/${encodeURIComponent(version)}`;

let lastGood: Partial<Record<FrontendName, ActiveRelease>> | null = null;

/**
 * The active release of every frontend, as URLs the browser can load. A manifest that cannot
 * be used (corrupt, oddly shaped, its shell folder gone) is logged and the last good one kept;
 * with none at all this returns no shell and the gateway answers 503.
 */
export async function activeReleases(
  log: (message: string) => void = (m) => console.error(m),
): Promise<Partial<Record<FrontendName, ActiveRelease>>> {
  try {
    const manifest = await readManifest();
    const out: Partial<Record<FrontendName, ActiveRelease>> = {};
    for (const name of FRONTENDS) {
      const entry = manifest.frontends[name];
      if (!entry?.active) continue;
      out[name] = { version: entry.active, base: baseOf(name, entry.active) };
      if (entry.canary) {
        const { version, percent } = entry.canary;
        out[name].canary = { version, base: baseOf(name, version), percent };
      }
    }
    const shell = out.shell;
    if (shell && !existsSync(join(releasesDir(), 'shell', shell.version, 'index.html'))) {
      throw new ManifestError(`the active shell ${shell.version} has no index.html`);
    }
    if (shell?.canary && !existsSync(join(releasesDir(), 'shell', shell.canary.version, 'index.html'))) {
      delete shell.canary;
    }
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
