// Every change to the manifest (publish, activate, rollback, canary, promote, abort), each worked
// out from the manifest as read, checked (checks.ts), recorded in the history, and written in one
// step (changeManifest): the database's compare-and-set (manifest-change.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { FRONTENDS, type FrontendName, releasesDir, REPO_ROOT } from '../paths.js';
import { checkRelease } from './checks.js';
import { ReleaseCheckError } from './release-info.js';
import {
  isPercent,
  isVersion,
  type AutoAbortRule,
  type FrontendReleases,
  type HistoryEntry,
  type Manifest,
} from './manifest.js';
import { copyRelease } from './release-folder.js';
import { fetchRelease, releasesOrigin } from './origin-files.js';
import { databaseStore } from './store.js';
import { changeManifest, readCurrentManifest } from './manifest-change.js';

const now = () => new Date().toISOString();

function entryOf(manifest: Manifest, name: FrontendName): FrontendReleases {
  return (manifest.frontends[name] ??= { active: null, published: [], activations: [] });
}

/** Adds a change to the history (the database keeps the last 200 of each frontend). */
function record(entry: FrontendReleases, change: Omit<HistoryEntry, 'at'>): void {
  (entry.history ??= []).push({ at: now(), ...change });
}

/** How a change was asked for: why, and whether the checks were skipped. */
export interface ChangeOptions {
  reason?: string;
  force?: boolean;
}

const REASON_MAX = 500;
function reasonOf(options: ChangeOptions): { reason?: string } {
  const reason = options.reason?.trim();
  if (reason && reason.length > REASON_MAX) throw new Error(`a reason is at most ${REASON_MAX} characters`);
  return reason ? { reason } : {};
}

/** The version of every frontend once `name` runs `version` (what the checks compare with). */
function versionsWith(
  manifest: Manifest,
  name: FrontendName,
  version: string,
): Partial<Record<FrontendName, string>> {
  const versions: Partial<Record<FrontendName, string>> = {};
  for (const frontend of FRONTENDS) {
    const active = manifest.frontends[frontend]?.active;
    if (active) versions[frontend] = active;
  }
  versions[name] = version;
  return versions;
}

/**
 * A gateway on another machine (an empty or partial RELEASES_DIR, RELEASES_URL the origin) checks
 * releases it has never served: each one the checks read that its folder lacks is fetched first,
 * as published (origin-files.ts fetchRelease, release.json from the database). fetchRelease writes
 * release.json only once every file has come, so a folder without it is one to fetch (again).
 */
async function fetchMissingReleases(versions: Partial<Record<FrontendName, string>>): Promise<void> {
  if (!releasesOrigin()) return;
  const store = await databaseStore();
  for (const [name, version] of Object.entries(versions) as [FrontendName, string][]) {
    if (existsSync(join(releasesDir(), name, version, 'release.json'))) continue;
    const info = await store.info(name, version).catch(() => null);
    if (info) await fetchRelease(name, version, info);
  }
}

/** Refuses, naming every problem, unless the version passes the checks or `force` says skip them. */
async function ensureChecked(
  manifest: Manifest,
  name: FrontendName,
  version: string,
  options: ChangeOptions,
) {
  if (options.force) return;
  const notes: string[] = [];
  const versions = versionsWith(manifest, name, version);
  await fetchMissingReleases(versions);
  const problems = await checkRelease(name, version, { versions, notes });
  for (const note of notes) console.warn(`note: ${note}`);
  if (problems.length > 0) {
    throw new ReleaseCheckError(`refused: ${problems.join('; ')} (--force skips the checks and is recorded)`);
  }
}

function ensurePublished(entry: FrontendReleases, name: FrontendName, version: string): void {
  if (!isVersion(version)) throw new Error(`'${version}' is not a version (like 1.0.0-1a2b3c4d)`);
  // The database's record is the publication (its files are at the release origin: the checks
  // fetch what this gateway's folder lacks).
  if (!entry.published.some((r) => r.version === version)) {
    throw new Error(`${name} ${version} is not published (pnpm release list ${name})`);
  }
}

function ensureNoCanary(entry: FrontendReleases, name: FrontendName): void {
  if (entry.canary) {
    throw new Error(`${name} has a canary (${entry.canary.version}): promote or abort it first`);
  }
}

export async function publish(
  name: FrontendName,
  options: { distDir?: string; activate?: boolean } & ChangeOptions = {},
): Promise<{ version: string; copied: boolean }> {
  const distDir = options.distDir ?? join(REPO_ROOT, name, 'dist');
  const { version, copied } = await copyRelease(name, distDir);
  await changeManifest(async (manifest) => {
    const entry = entryOf(manifest, name);
    if (!entry.published.some((r) => r.version === version)) {
      entry.published.push({ version, publishedAt: now() });
      record(entry, { action: 'publish', from: null, to: version, ...reasonOf(options) });
    }
    if (options.activate !== false && entry.active !== version) {
      ensureNoCanary(entry, name);
      await ensureChecked(manifest, name, version, options);
      record(entry, {
        action: 'activate',
        from: entry.active,
        to: version,
        ...reasonOf(options),
        ...forced(options),
      });
      entry.active = version;
      entry.activations.push({ version, at: now() });
    }
  });
  return { version, copied };
}

const forced = (options: ChangeOptions) => (options.force ? { forced: true } : {});

/** Within one manifest change (a compare-and-set, manifest-change.ts): makes a published version active, after the checks. */
async function activateLocked(
  manifest: Manifest,
  name: FrontendName,
  version: string,
  action: 'activate' | 'rollback',
  options: ChangeOptions,
): Promise<void> {
  const entry = entryOf(manifest, name);
  ensurePublished(entry, name, version);
  if (entry.active === version) return;
  ensureNoCanary(entry, name);
  await ensureChecked(manifest, name, version, options);
  record(entry, { action, from: entry.active, to: version, ...reasonOf(options), ...forced(options) });
  entry.active = version;
  entry.activations.push({ version, at: now() });
}

export async function activate(
  name: FrontendName,
  version: string,
  options: ChangeOptions = {},
): Promise<void> {
  await changeManifest((manifest) => activateLocked(manifest, name, version, 'activate', options));
}

/** Re-activates the version that was active before the current one. */
export async function rollback(
  name: FrontendName,
  options: ChangeOptions = {},
): Promise<{ from: string; to: string }> {
  return changeManifest(async (manifest) => {
    const entry = manifest.frontends[name];
    if (!entry?.active) throw new Error(`${name} has no active release`);
    const from = entry.active;
    const previous = [...entry.activations].reverse().find((a) => a.version !== from);
    if (!previous) throw new Error(`${name} has no earlier release to roll back to`);
    await activateLocked(manifest, name, previous.version, 'rollback', options);
    return { from, to: previous.version };
  });
}

/** Sends `percent` of shoppers to `version`; the rest keep the active one. One canary at a time. */
export async function startCanary(
  name: FrontendName,
  version: string,
  percent: number,
  options: ChangeOptions & { autoAbort?: AutoAbortRule } = {},
): Promise<void> {
  if (!isPercent(percent)) throw new Error('--percent is a whole number from 1 to 99');
  await changeManifest(async (manifest) => {
    const entry = entryOf(manifest, name);
    ensurePublished(entry, name, version);
    ensureNoCanary(entry, name);
    if (!entry.active)
      throw new Error(`${name} has no active release to compare a canary with: activate one`);
    if (entry.active === version) throw new Error(`${name} ${version} is already the active version`);
    await ensureChecked(manifest, name, version, options);
    entry.canary = {
      version,
      percent,
      startedAt: now(),
      ...(options.autoAbort ? { autoAbort: options.autoAbort } : {}),
    };
    record(entry, {
      action: 'canary',
      from: entry.active,
      to: version,
      percent,
      ...reasonOf(options),
      ...forced(options),
    });
  });
}

/** Makes the canary the active version, for every shopper. */
export async function promote(
  name: FrontendName,
  options: ChangeOptions = {},
): Promise<{ from: string | null; to: string }> {
  return changeManifest(async (manifest) => {
    const entry = entryOf(manifest, name);
    const canary = entry.canary;
    if (!canary) throw new Error(`${name} has no canary to promote`);
    await ensureChecked(manifest, name, canary.version, options);
    const from = entry.active;
    entry.canary = null;
    entry.active = canary.version;
    entry.activations.push({ version: canary.version, at: now() });
    record(entry, { action: 'promote', from, to: canary.version, ...reasonOf(options), ...forced(options) });
    return { from, to: canary.version };
  });
}

/** Sends every shopper back to the active version. `auto` marks an automatic abort. */
export async function abortCanary(
  name: FrontendName,
  options: ChangeOptions & { auto?: boolean; expectVersion?: string } = {},
): Promise<{ version: string } | null> {
  return changeManifest(async (manifest) => {
    const entry = entryOf(manifest, name);
    const canary = entry.canary;
    if (!canary) {
      if (options.auto) return null;
      throw new Error(`${name} has no canary to abort`);
    }
    // An automatic abort judged one canary: if another has started since, leave it alone.
    if (options.expectVersion && canary.version !== options.expectVersion) return null;
    entry.canary = null;
    record(entry, {
      action: options.auto ? 'auto-abort' : 'abort',
      from: canary.version,
      to: entry.active,
      ...reasonOf(options),
    });
    return { version: canary.version };
  });
}

/** Every change, oldest first, of one frontend or all (then sorted by time). */
export async function history(name?: FrontendName): Promise<(HistoryEntry & { frontend: FrontendName })[]> {
  const manifest = await readCurrentManifest();
  const names = name ? [name] : FRONTENDS;
  return names
    .flatMap((frontend) => (manifest.frontends[frontend]?.history ?? []).map((h) => ({ frontend, ...h })))
    .sort((a, b) => a.at.localeCompare(b.at));
}
