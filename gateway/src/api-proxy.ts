// /api goes to the API. A request body is read first, up to the API's own limit, and sent on whole
// (bounded-body.ts): a body over it is answered 413 here, not streamed to an API that would refuse
// it while it is still being sent and close the connection under the upload (then the gateway saw
// a reset: 502 for a client's mistake, and the client's next call on the connection failed).
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import httpProxy from '@fastify/http-proxy';
import { readBoundedBody, RefusedBody } from './bounded-body.js';
import { trustedPeers } from './trusted-peers.js';

interface ApiProxyOptions {
  apiUrl: string;
  /** Peers whose X-Forwarded-* headers are kept and extended. */
  trustedProxies: string[];
  /** The largest body forwarded (bytes). */
  bodyLimit: number;
  /**
   * What is forwarded where: `/api` as it is by default; a form address (`/cart/add`) to the API's
   * `/forms/cart/add`, POST only (docs/api.md#form-posts).
   */
  route?: { prefix: string; rewritePrefix: string; methods?: string[] };
}

/** The API's own sentence for the same refusal, so a client reads one answer either way. */
const TOO_LARGE = { message: 'Request body is too large' };
const UNAVAILABLE = { message: 'The store is unavailable right now, please try again' };

/** Failures before the API answered anything: the connection was refused, reset or hung up. */
const CONNECTION_FAILURES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ECONNABORTED']);
/** Retries of a read whose connection failed: an API restarting, or a kept connection it just closed. */
export const READ_RETRIES = 2;
const RETRY_PAUSE_MS = 100;

/**
 * When to send a call again (ms), or null. Only reads (GET, HEAD), only when no answer came, at
 * most READ_RETRIES times: a write might have been done before its connection failed, and an
 * order carries its own idempotency key for the browser's retry (README, "Past one machine").
 */
export function readRetryDelay(method: string, error: unknown, attempt: number): number | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (!code || !CONNECTION_FAILURES.has(code) || attempt >= READ_RETRIES) return null;
  return RETRY_PAUSE_MS * (attempt + 1);
}

/** Registered in a scope of its own: the body parsing below is for /api only. */
export async function apiProxy(app: FastifyInstance, options: ApiProxyOptions): Promise<void> {
  const isTrusted = trustedPeers(options.trustedProxies);
  app.removeAllContentTypeParsers();
  // Every type, and bodies without one: the API decides what it accepts; the gateway only bounds.
  app.addContentTypeParser('*', (request, payload, done) => {
    readBoundedBody(request.raw, payload, options.bodyLimit).then(
      // A stream, so the proxy sends the bytes and the client's own headers as they came.
      (body) => done(null, body instanceof RefusedBody ? body : Readable.from([body], { objectMode: false })),
      (error: Error) => done(error, undefined),
    );
  });

  await app.register(httpProxy, {
    upstream: options.apiUrl,
    prefix: options.route?.prefix ?? '/api',
    rewritePrefix: options.route?.rewritePrefix ?? '/api',
    ...(options.route?.methods ? { httpMethods: options.route.methods } : {}),
    http: { requestOptions: { timeout: 30_000 } },
    // Given a preValidation, the proxy adds no body parser of its own (it would stream the body).
    preValidation: async (request, reply) => {
      if (!(request.body instanceof RefusedBody)) return;
      if (!request.body.keepAlive) reply.header('Connection', 'close');
      return reply.code(413).type('application/json').send(TOO_LARGE);
    },
    // The API rate-limits per shopper address and marks cookies Secure behind HTTPS:
    // it needs to know who asked and how. A client's own X-Forwarded-* are dropped
    // unless it is a configured trusted proxy, whose chain is extended.
    replyOptions: {
      // At run time `req` is the upstream call ({ method, ... }) and `res` its answer, absent when
      // none came. An answer, a 503 too, goes to the client as it is: the library's own rule would
      // send a GET that got 503 again up to 10 times, taking Retry-After's seconds as milliseconds.
      retryDelay: ({ err, req, res, attempt }) =>
        (res as unknown) ? null : readRetryDelay(req.method, err, attempt),
      rewriteRequestHeaders: (request, headers) => {
        const peer = request.socket.remoteAddress ?? '';
        const fromProxy = isTrusted(peer);
        const forwardedFor = fromProxy ? headers['x-forwarded-for'] : undefined;
        return {
          ...headers,
          'x-forwarded-for': [forwardedFor, peer].filter(Boolean).join(', '),
          // With trustProxy limited to the configured proxies, these read the client's headers only from them.
          'x-forwarded-proto': request.protocol,
          'x-forwarded-host': request.host,
        };
      },
      // Connection and Keep-Alive are hop-by-hop: they describe the API's connection to the gateway,
      // not the gateway's to its client, which says Connection: close itself while it stops (main.ts).
      rewriteHeaders: (headers) => {
        const { connection: _connection, 'keep-alive': _keepAlive, ...endToEnd } = headers;
        return endToEnd;
      },
      onError: (reply, { error }) => {
        reply.log.warn({ err: error }, 'API unreachable');
        void reply.code(502).type('application/json').send(UNAVAILABLE);
      },
    },
  });
}
