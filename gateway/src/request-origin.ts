// The store's origin as the client named it (its Host, or a trusted proxy's X-Forwarded-Host), for
// the absolute links a page, robots.txt and sitemap.xml carry (canonical, og:url, og:image). A
// Host that is not a name or an address with an optional port (`x:99999`, `a b`, `user@x`, `x/y`)
// is the client's mistake: 400, rather than a page naming it or a failed render answered 503.
import type { FastifyRequest } from 'fastify';

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
