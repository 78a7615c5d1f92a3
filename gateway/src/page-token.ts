// Each page the gateway serves gets a signed token naming the versions it was served with and
// the shopper it was served to (shared/src/contracts/page-token.ts). It travels in a
// Server-Timing header, which the page's own script reads from its navigation entry: the page
// bytes stay the same for every shopper (kept and compressed once, CSP hashes unchanged) while
// every response carries its own token. Without PAGE_TOKEN_SECRET there is no token, and the
// shell sends no telemetry.
import { createHmac, randomBytes } from 'node:crypto';
import {
  PAGE_TOKEN_TIMING,
  PAGE_TOKEN_TTL_SECONDS,
  shopperOf,
  signPageToken,
  type PageToken,
  type PageTokenMac,
} from '@storefront/shared/contracts/page-token';
import type { ActiveRelease } from './release/active-releases.js';
import type { FrontendName } from './paths.js';

/** HMAC-SHA-256 under the secret, as the shared token format wants it (synchronous: cheap per page). */
export const pageTokenMac =
  (secret: string): PageTokenMac =>
  (data) =>
    createHmac('sha256', secret).update(data).digest('base64url');

/** The Server-Timing value that hands a page its token, or null when telemetry is off. */
export function pageTokenTiming(
  secret: string,
  shopperAddress: string,
  releases: Partial<Record<FrontendName, Pick<ActiveRelease, 'version'>>>,
  nowSeconds = Math.floor(Date.now() / 1000),
): string | null {
  if (!secret) return null;
  const versions: PageToken['versions'] = {};
  for (const [name, release] of Object.entries(releases) as [FrontendName, ActiveRelease][]) {
    versions[name] = release.version;
  }
  const mac = pageTokenMac(secret);
  const token = signPageToken(mac, {
    page: randomBytes(16).toString('base64url'),
    shopper: shopperOf(mac, shopperAddress),
    expires: nowSeconds + PAGE_TOKEN_TTL_SECONDS,
    versions,
  });
  return `${PAGE_TOKEN_TIMING};desc="${token}"`;
}
