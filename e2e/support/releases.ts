// Release helpers for the browser tests and the benchmark: new versions made from a slice's
// current build, and the manifest as the gateway reads it.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_RELEASES_DIR, REPO_ROOT } from './env';
import { releaseCli } from './servers';

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

/** The frontend's entry in the test servers' releases/manifest.json. */
export const manifestEntry = (frontend: string): ManifestEntry =>
  (
    JSON.parse(readFileSync(join(E2E_RELEASES_DIR, 'manifest.json'), 'utf8')) as {
      frontends: Record<string, ManifestEntry>;
    }
  ).frontends[frontend];
