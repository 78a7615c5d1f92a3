// The API package's folder, found from this module's own file so it is right both
// from source (src/…) and from the bundle (dist/main.js), whose depths differ.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findApiDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 5; depth++) {
    if (existsSync(join(dir, 'migrations')) && existsSync(join(dir, 'package.json'))) return dir;
    dir = dirname(dir);
  }
  throw new Error(`api: no migrations folder above ${fileURLToPath(import.meta.url)}`);
}

/** The api/ folder: migrations/ and package.json live here. */
export const API_DIR = findApiDir();
/** The repository's root, where the default data folders (.data/) live. */
export const REPO_ROOT = dirname(API_DIR);
