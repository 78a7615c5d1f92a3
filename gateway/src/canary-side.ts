// Canaries on the page route: while one runs, each shopper gets a random seed in an HttpOnly
// cookie on their first page, and the seed decides their side of every canary, so they keep it
// across page loads (README, Release CLI).
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ActiveRelease, Releases } from './release/active-releases.js';
import type { FrontendName } from './paths.js';
import { cookieValue } from './cookies.js';

/** The cookie that keeps a shopper on the same side of every canary across page loads. */
export const CANARY_COOKIE = 'sf_canary';
const SEED_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** The shopper's canary seed when a canary runs (set on their first page), else null. */
export function canarySeed(request: FastifyRequest, reply: FastifyReply, releases: Releases): string | null {
  if (!Object.values(releases).some((release) => release?.canary)) return null;
  const current = cookieValue(request.headers.cookie, CANARY_COOKIE);
  if (current && SEED_PATTERN.test(current)) return current;
  const seed = randomBytes(16).toString('base64url');
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'Set-Cookie',
    `${CANARY_COOKIE}=${seed}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly${secure}`,
  );
  return seed;
}

/** 0-99 for this shopper and this canary: a new canary draws again, the same one never does. */
export const canaryDraw = (seed: string, name: string, version: string): number =>
  createHash('sha256').update(`${seed}\0${name}\0${version}`).digest().readUInt32BE(0) % 100;

/** Which version of each frontend this shopper gets: the canary for `percent` of seeds. */
export function chooseSides(releases: Releases, seed: string): Releases {
  const chosen: Releases = {};
  for (const [name, release] of Object.entries(releases) as [FrontendName, ActiveRelease][]) {
    const canary = release.canary;
    chosen[name] =
      canary && canaryDraw(seed, name, canary.version) < canary.percent
        ? { version: canary.version, base: canary.base }
        : { version: release.version, base: release.base };
  }
  return chosen;
}
