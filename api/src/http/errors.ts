// One shape for every failure: JSON { message } with the right status, and
// never a stack trace, a query or a password in an answer.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please sign in') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/**
 * What a client reads for a failure Fastify or a plugin raised: a sentence of our own,
 * never their message (it can echo the URL, a path or an internal code).
 */
const PUBLIC_MESSAGES: Record<number, string> = {
  400: 'Bad request',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  408: 'The request took too long',
  413: 'Request body is too large',
  414: 'The address is too long',
  415: 'Unsupported content type: send JSON',
  429: 'Too many requests, please try again later',
  431: 'Request headers are too large',
  503: 'The store is unavailable right now, please try again in a moment',
};

const publicMessage = (status: number): string =>
  PUBLIC_MESSAGES[status] ?? STATUS_CODES[status] ?? 'Request failed';

/**
 * What the log may say about a failure: its code and message. A failed Drizzle query's
 * own message ends with the query's parameters (password hashes, e-mails, session
 * hashes), so for it only the database's error (its `cause`) is used, without `detail`,
 * which can quote the row.
 */
export function errorSummary(error: unknown): { code?: string; message: string } {
  let current = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  // Walk down to the database's (or the system's) own error.
  for (let depth = 0; depth < 5 && current?.cause && typeof current.cause === 'object'; depth++) {
    current = current.cause as typeof current;
  }
  const code = typeof current?.code === 'string' ? current.code : undefined;
  const message = typeof current?.message === 'string' ? current.message : String(current);
  // Last defence: a message that still quotes parameters is cut before them.
  return {
    code,
    message: message.replace(/\nparams:[\s\S]*$/, '').replace(/^Failed query:[\s\S]*$/, 'Failed query'),
  };
}

/** What a client waits before trying again when the database cannot serve it (seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * SQLSTATEs and system codes that say the database cannot serve anyone right now, not that this
 * request was wrong: connection failures (class 08), the server shutting down or starting
 * (57P01-57P03), insufficient resources (class 53: disk full, out of memory, too many
 * connections), the socket errors of an unreachable server or a full local disk, and a wait for
 * the embedded database or a lane's turn past its time-out (db/client.ts, db/lane.ts), and the
 * embedded database's thread ended (db/pglite-thread.ts).
 */
const UNAVAILABLE_CODE =
  /^(08[0-9A-Z]{3}|57P0[123]|53[0-9A-Z]{3}|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|EPIPE|ENOSPC|DATABASE_BUSY|DATABASE_GONE)$/;
/**
 * node-postgres's own failures carry no code: a pool wait past its timeout, a dropped connection;
 * and PGlite's queue wait past its timeout (db/client.ts).
 */
const UNAVAILABLE_MESSAGE =
  /timeout exceeded when trying to connect|timeout exceeded when waiting for the embedded database|Connection terminated|connection error and is not queryable|Cannot use a pool after calling end/i;

/** True when a failure (or any error it wraps) means the database is down, starting or full. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    if (typeof current.code === 'string' && UNAVAILABLE_CODE.test(current.code)) return true;
    if (typeof current.message === 'string' && UNAVAILABLE_MESSAGE.test(current.message)) return true;
    current = current.cause as typeof current;
  }
  return false;
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send({ message: error.message });
    if (isDatabaseUnavailable(error)) {
      // Not the request's fault and not for ever: 503 and when to retry, so a client or the gateway
      // can try again (reads and idempotent writes are retried,
      // docs/architecture.md#past-one-machine), instead of a 500.
      request.log.error(errorSummary(error), 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ message: publicMessage(503) });
    }
    const fe = error as FastifyError;
    if (fe.validation || fe.code === 'FST_ERR_VALIDATION') {
      return reply.code(400).send({ message: `Invalid ${fe.validationContext ?? 'request'}: ${fe.message}` });
    }
    const status = fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500 ? fe.statusCode : 500;
    if (status === 500) {
      request.log.error(errorSummary(error), 'request failed');
      return reply.code(500).send({ message: 'Something went wrong, please try again' });
    }
    if (fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.code(400).send({ message: 'Malformed JSON body' });
    }
    const message = status === 429 ? fe.message : publicMessage(status);
    return reply.code(status).send({ message });
  });

  // Route patterns by method, so an address that exists for another method answers 405, not 404.
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  app.addHook('onRoute', (route) => {
    const pattern = new RegExp(
      `^${route.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+')}/?$`,
    );
    routes.push({ pattern, methods: [route.method].flat() });
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0].replace(/\/{2,}/g, '/');
    const allowed = new Set(routes.filter((r) => r.pattern.test(path)).flatMap((r) => r.methods));
    if (allowed.size > 0 && !allowed.has(request.method)) {
      return reply
        .code(405)
        .header('allow', [...allowed].join(', '))
        .send({ message: publicMessage(405) });
    }
    // No echo of the address: it is the caller's own text.
    return reply.code(404).send({ message: publicMessage(404) });
  });
}

/**
 * Errors the router raises before any route or hook runs (a path parameter longer
 * than the limit, a malformed percent-encoding): the same generic JSON.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  void reply.code(status).send({ message: publicMessage(status) });
}

/**
 * Requests Node's HTTP parser refuses (a request line or headers over its limit,
 * garbage): a minimal JSON answer instead of Fastify's, then the connection closes.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify({ message: publicMessage(status) });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
