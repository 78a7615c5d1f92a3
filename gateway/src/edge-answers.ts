// What the edge answers with, whatever the route: the page's security headers and Content
// Security Policy, the generic error answers (never Fastify's bodies, echoed paths or upstream
// errors) and compression by what the browser accepts.
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig } from './config.js';
import { TOO_MANY_AT_ONCE } from '@storefront/shared/contracts/calls-at-once';

/** A page's bytes by content encoding, each compressed once (kept as the compression under way). */
export type EncodedPage = Map<'br' | 'gzip', Promise<Buffer>>;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Sends the page compressed as the browser accepts. `encoded` keeps each encoding made, so a page
 * answered again from memory (a kept server-rendered page) is compressed once, not per request:
 * the requests that come while it is being compressed wait for that one compression. Compressed
 * off the event loop (zlib's thread pool): a 100 KB page takes 4-10 ms of brotli, which every
 * other request waited for when it ran on the event loop (gateway/README.md, Server rendering).
 */
export async function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  encoded: EncodedPage = new Map(),
) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('Vary', 'Accept-Encoding');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  if (!encoding) return reply.send(body);
  let compressing = encoded.get(encoding);
  if (!compressing) {
    compressing =
      encoding === 'br'
        ? brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipped(body);
    encoded.set(encoding, compressing);
    // A compression that failed is not kept: the next request tries again.
    compressing.catch(() => encoded.delete(encoding));
  }
  const bytes = await compressing;
  return reply.header('Content-Encoding', encoding).send(bytes);
}

/** A page route: anything but /api/*, /releases/* and a file name (README, first list). */
export const isPageRequest = (url: string) => {
  const path = url.split('?')[0];
  return !path.startsWith('/api/') && !path.startsWith('/releases/') && !/\.[a-z0-9]+$/i.test(path);
};

const LOOPBACK_ORIGINS = ['http://127.0.0.1:*', 'http://localhost:*', 'http://[::1]:*'];

/** The page's Content Security Policy: scripts only from this origin and the release origins. */
export function contentSecurityPolicy(config: GatewayConfig, scriptHashes: string[]): string {
  const overrideOrigins = config.devOverrides ? [...LOOPBACK_ORIGINS, ...config.devOverrideOrigins] : [];
  const scripts = ["'self'", ...config.releaseOrigins, ...overrideOrigins, ...scriptHashes];
  const api = config.publicApiBaseUrl ? [new URL(config.publicApiBaseUrl).origin] : [];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    // styled-components writes <style> tags at run time; styles cannot run code, so this is the accepted cost.
    `style-src 'self' 'unsafe-inline' ${config.releaseOrigins.join(' ')}`.trim(),
    `img-src 'self' data: blob: https: ${config.releaseOrigins.join(' ')}`.trim(),
    `font-src 'self' data: ${config.releaseOrigins.join(' ')}`.trim(),
    `connect-src 'self' ${[...api, ...config.releaseOrigins, ...overrideOrigins].join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()';

/** The security headers of a page (and of a plain error page). */
export function pageHeaders(reply: FastifyReply, request: FastifyRequest, csp?: string) {
  if (csp) reply.header('Content-Security-Policy', csp);
  reply
    .header('X-Content-Type-Options', 'nosniff')
    .header('X-Frame-Options', 'DENY')
    .header('Referrer-Policy', 'strict-origin-when-cross-origin')
    .header('Permissions-Policy', PERMISSIONS_POLICY);
  if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000');
}

const PLAIN_PAGE = (title: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>` +
  `<body><h1>${title}</h1><p><a href="/home">Go to the store</a></p></body></html>`;

/** Generic answers: never Fastify's codes, echoed paths or upstream errors. */
export function sendGeneric(request: FastifyRequest, reply: FastifyReply, status: number) {
  const messages: Record<number, string> = {
    400: 'Bad request',
    404: 'Not found',
    405: 'Method not allowed',
    413: 'Request too large',
    414: 'URI too long',
    429: TOO_MANY_AT_ONCE,
    502: 'The store is unavailable right now, please try again',
    503: 'The store is unavailable right now, please try again',
    504: 'The store is unavailable right now, please try again',
  };
  const message = messages[status] ?? (status >= 500 ? 'Something went wrong' : 'Bad request');
  if (String(request.url).startsWith('/api'))
    return reply.code(status).type('application/json').send({ message });
  if (!isPageRequest(request.url)) return reply.code(status).type('text/plain; charset=utf-8').send(message);
  pageHeaders(reply, request, "default-src 'none'; frame-ancestors 'none'");
  return reply.code(status).type('text/html; charset=utf-8').send(PLAIN_PAGE(message));
}
