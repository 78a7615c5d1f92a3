// releases/manifest.json: the active version of each frontend and its history.
// Writes are atomic (temp file + rename) so the gateway never reads half a file.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { join, relative } from 'node:path';
import { FRONTENDS, type FrontendName, releasesDir, REPO_ROOT } from '../paths.js';

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

export async function readManifest(): Promise<Manifest> {
  try {
    return JSON.parse(await readFile(manifestPath(), 'utf8')) as Manifest;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { frontends: {} };
    throw error;
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
    const tmp = `${target}.tmp-${process.pid}`;
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
  const manifest = await readManifest();
  const entry = entryOf(manifest, name);
  if (!entry.published.some((r) => r.version === version))
    entry.published.push({ version, publishedAt: now() });
  if (options.activate !== false && entry.active !== version) {
    entry.active = version;
    entry.activations.push({ version, at: now() });
  }
  await writeManifest(manifest);
  return { version, copied };
}

export async function activate(name: FrontendName, version: string): Promise<void> {
  if (!existsSync(join(releasesDir(), name, version))) {
    throw new Error(`${name} ${version} is not published (no folder ${join(releasesDir(), name, version)})`);
  }
  const manifest = await readManifest();
  const entry = entryOf(manifest, name);
  if (!entry.published.some((r) => r.version === version))
    entry.published.push({ version, publishedAt: now() });
  if (entry.active === version) return;
  entry.active = version;
  entry.activations.push({ version, at: now() });
  await writeManifest(manifest);
}

/** Re-activates the version that was active before the current one. */
export async function rollback(name: FrontendName): Promise<{ from: string; to: string }> {
  const manifest = await readManifest();
  const entry = manifest.frontends[name];
  if (!entry?.active) throw new Error(`${name} has no active release`);
  const from = entry.active;
  const previous = [...entry.activations].reverse().find((a) => a.version !== from);
  if (!previous) throw new Error(`${name} has no earlier release to roll back to`);
  await activate(name, previous.version);
  return { from, to: previous.version };
}

export interface ActiveRelease {
  version: string;
  base: string;
}

/** The active release of every frontend, as URLs the browser can load. */
export async function activeReleases(): Promise<Partial<Record<FrontendName, ActiveRelease>>> {
  const manifest = await readManifest();
  const out: Partial<Record<FrontendName, ActiveRelease>> = {};
  for (const name of FRONTENDS) {
    const version = manifest.frontends[name]?.active;
    if (version) out[name] = { version, base: `/releases/${name}/${encodeURIComponent(version)}` };
  }
  return out;
}
