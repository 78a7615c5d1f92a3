// Release files from the release origin (RELEASES_URL: any static host or object store the
// releases are published to, docs/architecture.md, Releases). A gateway on another machine starts
// with an empty RELEASES_DIR: the first request for a file of a live release (its browser build,
// the shell's index.html, a server build) fetches it from the origin once, checks it against the
// sha256 the database recorded at publish, and keeps it in RELEASES_DIR, its cache folder, from
// which it is served with the same immutable headers as a published one. Only a file whose hash the
// manifest gives (a file of an active, canary or recently live version) is ever asked for, so a
// client naming random /releases/ paths makes this gateway fetch and remember nothing.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { releasesDir, type FrontendName } from '../paths.js';
import { precompressFile } from './release-folder.js';

/** Where published release files are fetched from when this gateway's folder lacks them. */
export const releasesOrigin = (): string | undefined => process.env.RELEASES_URL || undefined;

/** How long one file may take to come from the origin. */
const ORIGIN_FETCH_MS = 10_000;
/** The largest release file fetched (a whole browser or server build is a few MB). */
const MAX_FILE_BYTES = 32 * 1024 * 1024;
/** A file the origin could not give is not asked for again for this long. */
const FAILURE_MS = 10_000;

/** The URL of one file of a release at `origin`. */
export function originUrl(origin: string, name: FrontendName, version: string, path: string): string {
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  return `${origin.replace(/\/+$/, '')}/${name}/${encodeURIComponent(version)}/${encoded}`;
}

/** One file from the origin; null when it answers 404. Throws on any other failure. */
export async function fetchFromOrigin(
  origin: string,
  name: FrontendName,
  version: string,
  path: string,
): Promise<{ url: string; body: Buffer } | null> {
  const url = originUrl(origin, name, version, path);
  const response = await fetch(url, { signal: AbortSignal.timeout(ORIGIN_FETCH_MS) });
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`${url} answered ${response.status}`);
  }
  if (Number(response.headers.get('content-length') ?? 0) > MAX_FILE_BYTES) {
    await response.body?.cancel();
    throw new Error(`${url} is larger than ${MAX_FILE_BYTES} bytes`);
  }
  return { url, body: await boundedBody(response, url) };
}

/**
 * The body, read chunk by chunk and given up as soon as it passes MAX_FILE_BYTES: a body without
 * Content-Length (chunked) is not held whole before its size is known, so a fetch of a release
 * (8 files at once, each with its .br and .gz) holds at most 24 bodies of the bound.
 */
async function boundedBody(response: Response, url: string): Promise<Buffer> {
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks, size);
    size += value.byteLength;
    if (size > MAX_FILE_BYTES) {
      chunks.length = 0;
      // Cancelling the stream closes the connection: the origin sends no more.
      await reader.cancel().catch(() => undefined);
      throw new Error(`${url} is larger than ${MAX_FILE_BYTES} bytes`);
    }
    chunks.push(value);
  }
}

export const sha256 = (body: Buffer | string): string => createHash('sha256').update(body).digest('hex');

/** The sha256 the manifest gives one file of a release (active-releases.ts publishedHash). */
export type HashOf = (name: FrontendName, version: string, path: string) => string | undefined;

const inFlight = new Map<string, Promise<boolean>>();
/** Files the origin failed to give, until when (bounded: only files the manifest names get here). */
const failed = new Map<string, number>();

/** Fetches one file, checks it, writes it into the folder (atomically); false when it cannot. */
async function fetchInto(
  root: string,
  origin: string,
  name: FrontendName,
  version: string,
  path: string,
  hash: string,
  log: (message: string) => void,
): Promise<boolean> {
  try {
    const found = await fetchFromOrigin(origin, name, version, path);
    if (!found) throw new Error(`${originUrl(origin, name, version, path)} answered 404`);
    const actual = sha256(found.body);
    if (actual !== hash) {
      throw new Error(
        `${found.url}: its sha256 ${actual.slice(0, 12)}… is not the published ${hash.slice(0, 12)}… (a changed or damaged file): not kept`,
      );
    }
    const file = join(root, name, version, path);
    await mkdir(dirname(file), { recursive: true });
    const tmp = `${file}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
    await writeFile(tmp, found.body);
    await rename(tmp, file).catch(async (error: unknown) => {
      await rm(tmp, { force: true });
      throw error;
    });
    return true;
  } catch (error) {
    log(
      `release origin: ${name} ${version} ${path}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return false;
  }
}

/**
 * Makes sure `path` of `name@version` is in this gateway's release folder: true when it is there or
 * has just been fetched from RELEASES_URL and matched the published sha256; false when the manifest
 * gives no hash for it (unknown to this store: nothing is fetched), there is no origin, or the
 * origin could not give it (then not asked again for 10 s). Its precompressed copies (`.br`,
 * `.gz`, also hashed at publish) come with it, so it is served compressed as a local one is.
 * Concurrent requests for one file fetch it once.
 */
export async function ensureReleaseFile(
  name: FrontendName,
  version: string,
  path: string,
  hashOf: HashOf,
  options: { root?: string; origin?: string; log?: (message: string) => void } = {},
): Promise<boolean> {
  const hash = hashOf(name, version, path);
  if (!hash) return false;
  const root = options.root ?? releasesDir();
  if (existsSync(join(root, name, version, path))) return true;
  const origin = options.origin ?? releasesOrigin();
  if (!origin) return false;
  const key = `${root}\0${name}\0${version}\0${path}`;
  const until = failed.get(key);
  if (until !== undefined) {
    if (until > Date.now()) return false;
    failed.delete(key);
  }
  let pending = inFlight.get(key);
  if (!pending) {
    const log = options.log ?? ((m: string) => console.warn(m));
    pending = (async () => {
      const compressed = ['.br', '.gz']
        .map((suffix) => [`${path}${suffix}`, hashOf(name, version, `${path}${suffix}`)] as const)
        .filter((entry): entry is readonly [string, string] => entry[1] !== undefined);
      const [ok] = await Promise.all([
        fetchInto(root, origin, name, version, path, hash, log),
        // A copy that does not come is no loss: the file is served uncompressed instead.
        ...compressed.map(([file, fileHash]) => fetchInto(root, origin, name, version, file, fileHash, log)),
      ]);
      if (!ok) {
        if (failed.size >= 10_000) failed.clear();
        failed.set(key, Date.now() + FAILURE_MS);
      }
      return ok;
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

/** Tests: forget the files the origin failed to give. */
export const forgetOriginFailures = (): void => failed.clear();

/** How many files of one release are fetched at once (fetchRelease). */
const RELEASE_FETCHES_AT_ONCE = 8;

/**
 * A whole published release into this gateway's folder, for the release checks (checks.ts reads
 * the folder) on a gateway that has never served it: every file release.json's `sha256` names,
 * fetched from RELEASES_URL and checked as above, then release.json itself, written from `info`
 * (the database's record of it, so it is what was published). release.json is written last and
 * only when every file is there, so its presence says the folder is whole: a fetch that an origin
 * error cut short is taken up again by the next one (fetchMissingReleases looks for release.json),
 * which asks only for the files still missing. True when the folder is whole (or already was);
 * false when there is no origin, `info` names no files, or a file did not come (the checks then
 * say what is missing).
 */
export async function fetchRelease(
  name: FrontendName,
  version: string,
  info: unknown,
  options: { root?: string; origin?: string; log?: (message: string) => void } = {},
): Promise<boolean> {
  const root = options.root ?? releasesDir();
  const origin = options.origin ?? releasesOrigin();
  const infoFile = join(root, name, version, 'release.json');
  if (existsSync(infoFile)) return true;
  if (!origin) return false;
  const hashes = (info as { sha256?: unknown } | null)?.sha256;
  if (!hashes || typeof hashes !== 'object' || Array.isArray(hashes)) return false;
  const known = hashes as Record<string, unknown>;
  const hashOf: HashOf = (_n, _v, path) =>
    Object.hasOwn(known, path) && typeof known[path] === 'string' ? known[path] : undefined;
  // A precompressed copy comes with its file.
  const paths = Object.keys(known).filter(
    (path) => !/\.(br|gz)$/.test(path) || !(path.slice(0, -3) in known),
  );
  let whole = true;
  for (let i = 0; i < paths.length; i += RELEASE_FETCHES_AT_ONCE) {
    const arrived = await Promise.all(
      paths
        .slice(i, i + RELEASE_FETCHES_AT_ONCE)
        .map((path) => ensureReleaseFile(name, version, path, hashOf, { ...options, root, origin })),
    );
    if (arrived.includes(false)) whole = false;
  }
  // release.json's hashes were taken before publish compressed the files, so the copies are made
  // here, as publish made them, from the files just checked (only those not made before).
  for (const path of paths) {
    const file = join(root, name, version, path);
    if (existsSync(file)) await precompressFile(file, true);
  }
  if (!whole) return false;
  await mkdir(dirname(infoFile), { recursive: true });
  // Named *.json, so precompressFile compresses it; renamed into place, release.json last.
  const tmp = join(dirname(infoFile), `release.tmp-${process.pid}-${randomBytes(4).toString('hex')}.json`);
  await writeFile(tmp, `${JSON.stringify(info, null, 2)}\n`);
  await precompressFile(tmp);
  for (const suffix of ['.br', '.gz']) await rename(`${tmp}${suffix}`, `${infoFile}${suffix}`);
  await rename(tmp, infoFile);
  return true;
}
