// What the gateway inlines into every page, before any script runs: which release of each slice
// the page uses (`__STORE_MANIFEST__`) and the store's configuration (`__STORE_CONFIG__`). One
// type for the gateway that writes them and for the shell and the API client that read them,
// and the readers check what they get: a page must not trust a global it did not validate.
import { isSlice, type SliceName } from './frontends';

/** One slice's release, as the page loads it. */
interface PageRelease {
  /** `<package version>-<content hash>` (the release folder's name). */
  version: string;
  /** Its `remoteEntry.js`, same origin or a release origin. */
  entry: string;
}

/** `window.__STORE_MANIFEST__`: the active (or canary) release of each slice for this page. */
export interface PageManifest {
  frontends: Partial<Record<SliceName, PageRelease>>;
}

/** `window.__STORE_CONFIG__`. */
export interface StoreConfig {
  /** Where the API answers; '' is this origin. */
  apiBaseUrl: string;
  /** Only a gateway in development mode, on loopback, sets this (README, Security). */
  devOverrides?: { origins: string[] };
}

declare global {
  var __STORE_MANIFEST__: unknown;
  var __STORE_CONFIG__: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isShortString = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max;

/** The manifest in `value`, or the reason it is not one. */
export function parsePageManifest(value: unknown): PageManifest | string {
  if (!isRecord(value) || !isRecord(value.frontends)) return 'no frontends object';
  const frontends: PageManifest['frontends'] = {};
  for (const [name, release] of Object.entries(value.frontends)) {
    if (!isSlice(name)) return `unknown slice ${JSON.stringify(name).slice(0, 40)}`;
    if (!isRecord(release) || !isShortString(release.version, 100) || !isShortString(release.entry, 2048)) {
      return `${name} is not { version, entry }`;
    }
    frontends[name] = { version: release.version, entry: release.entry };
  }
  return { frontends };
}

/** The configuration in `value`, or the reason it is not one. */
export function parseStoreConfig(value: unknown): StoreConfig | string {
  if (!isRecord(value) || !isShortString(value.apiBaseUrl, 2048)) return 'no apiBaseUrl';
  const config: StoreConfig = { apiBaseUrl: value.apiBaseUrl };
  if (value.devOverrides !== undefined) {
    const origins = isRecord(value.devOverrides) ? value.devOverrides.origins : undefined;
    if (!Array.isArray(origins) || !origins.every((o) => isShortString(o, 2048)))
      return 'devOverrides is not { origins }';
    config.devOverrides = { origins: [...origins] };
  }
  return config;
}

function read<T>(name: string, value: unknown, parse: (v: unknown) => T | string, fallback: T): T {
  if (value === undefined) return fallback;
  const parsed = parse(value);
  if (typeof parsed === 'string') {
    console.error(`[store] ignoring window.${name}: ${parsed}`);
    return fallback;
  }
  return parsed;
}

/** The page's manifest; none, or a broken one, is an empty manifest (every slice shows its fallback). */
export const readPageManifest = (): PageManifest =>
  read('__STORE_MANIFEST__', globalThis.__STORE_MANIFEST__, parsePageManifest, { frontends: {} });

/** The page's configuration; none (tests, a dev server) is this origin, production rules. */
export const readStoreConfig = (): StoreConfig =>
  read('__STORE_CONFIG__', globalThis.__STORE_CONFIG__, parseStoreConfig, { apiBaseUrl: '' });
