import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The workspace root, found upwards so it is right from src/ and from the compiled dist/. */
function findRepoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'pnpm-workspace.yaml'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('cannot find the workspace root (pnpm-workspace.yaml)');
    dir = parent;
  }
  return dir;
}

export const REPO_ROOT = findRepoRoot();
export const releasesDir = (): string => resolve(process.env.RELEASES_DIR ?? join(REPO_ROOT, 'releases'));
// The one list of frontends is the shared contract's (shared/src/contracts/frontends.json).
export { FRONTENDS, SLICES, isFrontend, type FrontendName } from '@storefront/shared/contracts/frontends';
