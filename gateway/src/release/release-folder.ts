// A release's folder: the built files copied into releases/<name>/<version>/, named by the
// package version plus a hash of the files, and compressed once (the folder is immutable).
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { join, relative } from 'node:path';
import { type FrontendName, releasesDir, REPO_ROOT } from '../paths.js';
import type { ReleaseInfo } from '@storefront/shared/contracts/release-info';

export async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(full)));
    else out.push(full);
  }
  return out.sort();
}

const COMPRESSIBLE = /\.(js|css|html|json|svg|map)$/;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Writes `file`'s brotli and gzip copies (when it is a kind worth compressing), as publish does;
 * `onlyMissing`: not over copies already there (a release fetched from the origin).
 */
export async function precompressFile(file: string, onlyMissing = false): Promise<void> {
  if (!COMPRESSIBLE.test(file) || file.endsWith('.map')) return;
  if (onlyMissing && existsSync(`${file}.gz`) && existsSync(`${file}.br`)) return;
  const body = await readFile(file);
  await writeFile(`${file}.gz`, await gzipAsync(body, { level: 9 }));
  await writeFile(
    `${file}.br`,
    await brotliAsync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

/** Releases are immutable, so they are compressed once here instead of on every request. */
async function precompress(dir: string): Promise<void> {
  for (const file of await listFiles(dir)) await precompressFile(file);
}

/** The sha256 of every file under `dir`, by its path there (with `/`). */
export async function hashFiles(dir: string): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const file of await listFiles(dir)) {
    hashes[relative(dir, file).split('\\').join('/')] = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
  }
  return hashes;
}

/**
 * release.json gets the sha256 of every other file of the build (`sha256`, by path), so a copy of
 * the release on any static host (RELEASES_URL) can be checked file by file; the gateway checks a
 * server build against the hash the database recorded at publish (ssr/server-builds.ts).
 */
async function recordHashes(dir: string): Promise<void> {
  const infoFile = join(dir, 'release.json');
  if (!existsSync(infoFile)) return;
  const { 'release.json': _itself, ...sha256 } = await hashFiles(dir);
  let info: unknown;
  try {
    info = JSON.parse(await readFile(infoFile, 'utf8'));
  } catch {
    return; // Not JSON: the checks refuse it, as they would without this.
  }
  if (!info || typeof info !== 'object' || Array.isArray(info)) return;
  // What the build wrote (the checks hold it to ReleaseInfo), with the field publish adds.
  const recorded: Pick<ReleaseInfo, 'sha256'> = { ...info, sha256 };
  await writeFile(infoFile, `${JSON.stringify(recorded, null, 2)}\n`);
}

/** Package version plus a hash of the built files: same content, same version. */
export async function versionOf(name: FrontendName, distDir: string): Promise<string> {
  const pkg = JSON.parse(await readFile(join(REPO_ROOT, name, 'package.json'), 'utf8')) as {
    version: string;
  };
  const hash = createHash('sha256');
  for (const file of await listFiles(distDir)) {
    hash.update(relative(distDir, file));
    hash.update('\0');
    hash.update(await readFile(file));
  }
  return `${pkg.version}-${hash.digest('hex').slice(0, 8)}`;
}

/**
 * Copies `distDir` into its release folder unless that version is already there; `copied` says
 * whether this call made it.
 */
export async function copyRelease(
  name: FrontendName,
  distDir: string,
): Promise<{ version: string; copied: boolean }> {
  if (!existsSync(distDir)) throw new Error(`${distDir} does not exist: build ${name} first`);
  const version = await versionOf(name, distDir);
  const target = join(releasesDir(), name, version);
  let copied = false;
  if (!existsSync(target)) {
    // Copy next to the target and rename, so a half-copied release is never served.
    const tmp = `${target}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
    await cp(distDir, tmp, { recursive: true });
    await recordHashes(tmp);
    await precompress(tmp);
    try {
      await rename(tmp, target);
      copied = true;
    } catch (error) {
      // Another publisher won the race with the same content: keep theirs.
      await rm(tmp, { recursive: true, force: true });
      if (!existsSync(target)) throw error;
    }
  }
  return { version, copied };
}
