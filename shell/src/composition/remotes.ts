// Which release of each slice this page uses: the manifest the gateway inlined.
// A gateway started in development mode (GATEWAY_DEV_OVERRIDES=1, loopback only) also lets a
// developer swap one slice with `?override=<slice>=<remoteEntry url>`; in production the
// gateway does not say so and every override, from the link or stored, is ignored.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ParcelConfig } from 'single-spa';
import { withTimeout } from '@storefront/shared/runtime/with-timeout';
import { UNAVAILABLE } from './fail-alone-plugin';

import {
  SLICES,
  isSlice,
  readPageManifest,
  readStoreConfig,
  type PageManifest,
  type SliceName,
} from '@storefront/shared';

const OVERRIDE_KEY = 'storefront:overrides';
/** A remote entry that has not answered by then is treated as down. */
const REMOTE_TIMEOUT_MS = 8000;

const containerName = (slice: string) => slice.replace(/-/g, '_');

type DevOverrides = NonNullable<ReturnType<typeof readStoreConfig>['devOverrides']>;

const devOverrides = (): DevOverrides | undefined => readStoreConfig().devOverrides;

/** Loopback, or an origin the gateway's configuration allows. */
function allowedOverride(url: string, allowed: DevOverrides): boolean {
  try {
    const parsed = new URL(url, window.location.href);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
    if (['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname)) return true;
    return allowed.origins.includes(parsed.origin);
  } catch {
    return false;
  }
}

export function readOverrides(): Record<string, string> {
  if (typeof window === 'undefined') return {};
  const allowed = devOverrides();
  if (!allowed) return {};
  let overrides: Record<string, string> = {};
  try {
    overrides = JSON.parse(sessionStorage.getItem(OVERRIDE_KEY) ?? '{}') as Record<string, string>;
  } catch {
    overrides = {};
  }
  for (const value of new URLSearchParams(window.location.search).getAll('override')) {
    const [slice, url] = value.split(/=(.*)/s);
    if (!isSlice(slice)) continue;
    if (url) overrides[slice] = url;
    else delete overrides[slice];
  }
  for (const [slice, url] of Object.entries(overrides)) {
    if (!isSlice(slice) || typeof url !== 'string' || !allowedOverride(url, allowed)) {
      delete overrides[slice];
    }
  }
  try {
    sessionStorage.setItem(OVERRIDE_KEY, JSON.stringify(overrides));
  } catch {
    // Private mode: the override lasts for this page only.
  }
  return overrides;
}

const entries = new Map<SliceName, string>();
const attempts = new Map<SliceName, number>();

export function registerSlices(manifest: PageManifest = readPageManifest()): void {
  const overrides = readOverrides();
  for (const slice of SLICES) {
    const entry = overrides[slice] ?? manifest.frontends[slice]?.entry;
    if (entry) entries.set(slice, entry);
  }
  registerRemotes(
    [...entries].map(([slice, entry]) => ({ name: containerName(slice), entry })),
    { force: true },
  );
}

/** The release of `slice` this page runs; undefined when it is not on the page or overridden. */
export function sliceVersion(slice: SliceName): string | undefined {
  const release = readPageManifest().frontends[slice];
  return release && entries.get(slice) === release.entry ? release.version : undefined;
}

class SliceUnavailableError extends Error {
  constructor(
    readonly slice: SliceName,
    reason: string,
  ) {
    super(`${slice} is unavailable: ${reason}`);
  }
}

/**
 * After a failure the runtime would hand back the same failed entry, so a retry
 * registers the remote again under a fresh URL.
 */
export function forgetFailedSlice(slice: SliceName): void {
  const entry = entries.get(slice);
  if (!entry) return;
  const attempt = (attempts.get(slice) ?? 0) + 1;
  attempts.set(slice, attempt);
  const url = new URL(entry, window.location.href);
  url.searchParams.set('retry', String(attempt));
  registerRemotes([{ name: containerName(slice), entry: url.toString() }], { force: true });
}

export async function loadParcel(slice: SliceName, expose: string): Promise<ParcelConfig> {
  if (!entries.has(slice)) throw new SliceUnavailableError(slice, 'not in the release manifest');
  const module = await withTimeout(
    loadRemote<ParcelConfig & { [UNAVAILABLE]?: boolean }>(`${containerName(slice)}/${expose}`),
    REMOTE_TIMEOUT_MS,
    () => new SliceUnavailableError(slice, `no answer in ${REMOTE_TIMEOUT_MS} ms`),
  ).catch((error: unknown) => {
    throw error instanceof Error ? error : new SliceUnavailableError(slice, String(error));
  });
  if (!module || module[UNAVAILABLE]) throw new SliceUnavailableError(slice, 'its entry failed to load');
  return module;
}
