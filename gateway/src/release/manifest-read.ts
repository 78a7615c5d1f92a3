// The manifest as every request reads it, through the API's /internal/release-manifest: the read
// path alone (manifest-feed.ts holds it in memory). Changes go through store.ts, which only the
// release CLI, the release page and the cluster's publishes load: no request path opens a database
// process or writes.
import type { ReleaseFileHashes } from '@storefront/shared/contracts/release-manifest';
import { validateManifest, type Manifest } from './manifest.js';

export interface ManifestSnapshot {
  version: number;
  manifest: Manifest;
  files: ReleaseFileHashes;
}

export const MANIFEST_PATH = '/internal/release-manifest';

/** The release token as the API wants it (none when none is set). */
export const manifestHeaders = (token: string): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

/** The API refused a manifest call: what to check, when it is the token. */
export const manifestRefused = (apiUrl: string, status: number): Error =>
  new Error(
    `the API at ${apiUrl} answered ${status} for the release manifest${
      status === 404 ? ' (is RELEASE_ADMIN_TOKEN the same for the gateway and the API?)' : ''
    }`,
  );

/** An answer of /internal/release-manifest, checked. */
export function snapshotOf(body: unknown): ManifestSnapshot {
  const { version, frontends, files } = body as {
    version: number;
    frontends: unknown;
    files: ReleaseFileHashes;
  };
  if (!Number.isInteger(version)) throw new Error('the API answered a manifest without a version');
  return { version, manifest: validateManifest({ frontends }), files: files ?? {} };
}

/** The manifest as the API at `apiUrl` holds it now. */
export async function readApiManifest(apiUrl: string, token: string): Promise<ManifestSnapshot> {
  const response = await fetch(`${apiUrl}${MANIFEST_PATH}`, {
    headers: manifestHeaders(token),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw manifestRefused(apiUrl, response.status);
  return snapshotOf(await response.json());
}
