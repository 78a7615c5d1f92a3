// The store's origin as the client named it (its Host, or a trusted proxy's X-Forwarded-Host), for
// the absolute links a page, robots.txt and sitemap.xml carry (canonical, og:url, og:image). A
// Host that is not a name or an address with an optional port (`x:99999`, `a b`, `user@x`, `x/y`)
// is the client's mistake: 400, rather than a page naming it or a failed render answered 503. A
// well-formed Host the store does not answer to (STORE_ORIGINS) is any client's to make up: the
// links name the public origin instead (storeOriginOf), so no answer, kept or cached by a shared
// cache, names a made-up host.
import type { FastifyRequest } from 'fastify';
import type { GatewayConfig } from './config.js';

const HOST = /^(?:\[[0-9a-f:.]+\]|[a-z0-9_.-]+)(?::(\d{1,5}))?$/i;

/** `http(s)://host[:port]` for a well-formed Host, else null. */
export function requestOrigin(request: Pick<FastifyRequest, 'host' | 'protocol'>): string | null {
  const host = String(request.host ?? '');
  const match = HOST.exec(host);
  if (!match || (match[1] !== undefined && Number(match[1]) > 65_535)) return null;
  try {
    return new URL(`${request.protocol}://${host}`).origin;
  } catch {
    return null;
  }
}

/**
 * The origin a request's links name: its own when it is one of STORE_ORIGINS, else
 * STORE_PUBLIC_URL's; null for a malformed Host (400).
 */
export function storeOriginOf(
  config: Pick<GatewayConfig, 'storeOrigins' | 'storePublicUrl'>,
): (request: Pick<FastifyRequest, 'host' | 'protocol'>) => string | null {
  const storeOrigins = new Set(config.storeOrigins);
  const publicOrigin = new URL(config.storePublicUrl).origin;
  return (request) => {
    const asked = requestOrigin(request);
    if (!asked) return null;
    return storeOrigins.has(asked) ? asked : publicOrigin;
  };
}
