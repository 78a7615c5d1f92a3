// releases/manifest.json: the active version of each frontend and its history.
// Writes are atomic (temp file + rename) so the gateway never reads half a file.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, open, readFile, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { join, relative } from 'node:path';
import { FRONTENDS, type FrontendName, isFrontend, releasesDir, REPO_ROOT } from '../paths.js';

export interface ReleaseRecord {
  version: string;
  publishedAt: string;
}
export interface FrontendReleases {
  active: string | null;
  published: ReleaseRecord[];
  /** Versions in the order they were activated; the last is the active one. */
  activations: { version: string; at: string }[];
}
export interface Manifest {
  frontends: Partial<Record<FrontendName, FrontendReleases>>;
}

export const manifestPath = (): string => join(releasesDir(), 'manifest.json');

/** `<package version>-<content hash>`: no slashes, no `..`, nothing a path could be made of. */
export const VERSION_PATTERN = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z]+(?:\.[0-9A-Za-z]+)*)*$/;
export const isVersion = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 100 && VERSION_PATTERN.test(value);

export class ManifestError extends Error {}

/** Throws ManifestError unless `value` is a manifest this code wrote. */
export function validateManifest(value: unknown): Manifest {
  const fail = (why: string): never => {
    throw new ManifestError(`manifest.json is not valid: ${why}`);
  };
  if (!value || typeof value !== 'object' || Array.isArray(value)) fail('not an object');
  const frontends = (value as { frontends?: unknown }).frontends;
  if (!frontends || typeof frontends !== 'object' || Array.isArray(frontends)) fail('no frontends object');
  for (const [name, entry] of Object.entries(frontends as Record<string, unknown>)) {
    if (!isFrontend(name)) fail(`unknown frontend ${JSON.stringify(name)}`);
    const e = entry as Partial<FrontendReleases> | null;
    if (!e || typeof e !== 'object') fail(`${name} is not an object`);
    if (e!.active !== null && !isVersion(e!.active)) fail(`${name}.active is not a version`);
    if (!Array.isArray(e!.published) || !e!.published.every((r) => isVersion(r?.version))) {
      fail(`${name}.published is not a list of versions`);
    }
    if (!Array.isArray(e!.activations) || !e!.activations.every((a) => isVersion(a?.version))) {
      fail(`${name}.activations is not a list of versions`);
    }
  }
  return value as Manifest;
}

export async function readManifest(): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(manifestPath(), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { frontends: {} };
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ManifestError(`manifest.json is not valid: not JSON (${text.length} bytes)`);
  }
  return validateManifest(parsed);
}

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

async function writeManifest(manifest: Manifest): Promise<void> {
  await mkdir(releasesDir(), { recursive: true });
  const tmp = `${manifestPath()}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(tmp, `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(tmp, manifestPath());
}

async function listFiles(dir: string): Promise<string[]> {
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

/** Releases are immutable, so they are compressed once here instead of on every request. */
async function precompress(dir: string): Promise<void> {
  for (const file of await listFiles(dir)) {
    if (!COMPRESSIBLE.test(file) || file.endsWith('.map')) continue;
    const body = await readFile(file);
    await writeFile(`${file}.gz`, await gzipAsync(body, { level: 9 }));
    await writeFile(
      `${file}.br`,
      await brotliAsync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
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

const now = () => new Date().toISOString();

function entryOf(manifest: Manifest, name: FrontendName): FrontendReleases {
  return (manifest.frontends[name] ??= { active: null, published: [], activations: [] });
}

export async function publish(
  name: FrontendName,
  options: { distDir?: string; activate?: boolean } = {},
): Promise<{ version: string; copied: boolean }> {
  const distDir = options.distDir ?? join(REPO_ROOT, name, 'dist');
  if (!existsSync(distDir)) throw new Error(`${distDir} does not exist: build ${name} first`);
  const version = await versionOf(name, distDir);
  const target = join(releasesDir(), name, version);
  let copied = false;
  if (!existsSync(target)) {
    // Copy next to the target and rename, so a half-copied release is never served.
    const tmp = `${target}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
    await cp(distDir, tmp, { recursive: true });
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
  await withManifestLock(async () => {
    const manifest = await readManifest();
    const entry = entryOf(manifest, name);
    if (!entry.published.some((r) => r.version === version))
      entry.published.push({ version, publishedAt: now() });
    if (options.activate !== false && entry.active !== version) {
      entry.active = version;
      entry.activations.push({ version, at: now() });
    }
    await writeManifest(manifest);
  });
  return { version, copied };
}

/** Under the lock: makes a published version active. */
async function activateLocked(name: FrontendName, version: string): Promise<void> {
  if (!isVersion(version)) throw new Error(`'${version}' is not a version (like 1.0.0-1a2b3c4d)`);
  const manifest = await readManifest();
  const entry = entryOf(manifest, name);
  if (
    !entry.published.some((r) => r.version === version) ||
    !existsSync(join(releasesDir(), name, version))
  ) {
    throw new Error(`${name} ${version} is not published (pnpm release list ${name})`);
  }
  if (entry.active === version) return;
  entry.active = version;
  entry.activations.push({ version, at: now() });
  await writeManifest(manifest);
}

export async function activate(name: FrontendName, version: string): Promise<void> {
  await withManifestLock(() => activateLocked(name, version));
}

/** Re-activates the version that was active before the current one. */
export async function rollback(name: FrontendName): Promise<{ from: string; to: string }> {
  return withManifestLock(async () => {
    const manifest = await readManifest();
    const entry = manifest.frontends[name];
    if (!entry?.active) throw new Error(`${name} has no active release`);
    const from = entry.active;
    const previous = [...entry.activations].reverse().find((a) => a.version !== from);
    if (!previous) throw new Error(`${name} has no earlier release to roll back to`);
    await activateLocked(name, previous.version);
    return { from, to: previous.version };
  });
}

export interface ActiveRelease {
  version: string;
  base: string;
}

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
      const version = manifest.frontends[name]?.active;
      if (version) out[name] = { version, base: `/releases/${name}/${encodeURIComponent(version)}` };
    }
    const shell = out.shell;
    if (shell && !existsSync(join(releasesDir(), 'shell', shell.version, 'index.html'))) {
      throw new ManifestError(`the active shell ${shell.version} has no index.html`);
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
