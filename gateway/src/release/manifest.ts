// The manifest: what it holds (the active and canary version of each frontend and its history),
// as the database answers it (store.ts), validated. Every request reads it through
// active-releases.ts; the release CLI and the release page change it through operations.ts.
import type { FrontendReleases, ReleaseManifest } from '@storefront/shared/contracts/release-manifest';
import { isFrontend } from '../paths.js';

// The manifest's types are the API's too (one contract): @storefront/shared.
export type {
  AutoAbortRule,
  Canary,
  FrontendReleases,
  HistoryEntry,
} from '@storefront/shared/contracts/release-manifest';

/** What --auto-abort means without --margin, --min-views and --min-shoppers (the CLI and the release page). */
export const AUTO_ABORT_DEFAULTS = { margin: 0.05, minViews: 20, minShoppers: 10 } as const;

/** The manifest without its version and hashes (an operation's copy). */
export type Manifest = Pick<ReleaseManifest, 'frontends'>;

/** `<package version>-<content hash>`: no slashes, no `..`, nothing a path could be made of. */
const VERSION_PATTERN = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z]+(?:\.[0-9A-Za-z]+)*)*$/;
export const isVersion = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 100 && VERSION_PATTERN.test(value);

export class ManifestError extends Error {}

/** A canary's share: a whole percent, neither nobody nor everybody. */
export const isPercent = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 99;

/** Throws ManifestError unless `value` is a manifest this code wrote. */
export function validateManifest(value: unknown): Manifest {
  const fail = (why: string): never => {
    throw new ManifestError(`the release manifest is not valid: ${why}`);
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
    const canary = e!.canary;
    if (canary != null) {
      if (!isVersion(canary.version)) fail(`${name}.canary.version is not a version`);
      if (!isPercent(canary.percent)) fail(`${name}.canary.percent is not 1 to 99`);
    }
    if (e!.history !== undefined && !Array.isArray(e!.history)) fail(`${name}.history is not a list`);
  }
  return value as Manifest;
}
