// One shape for every failure: JSON { message } with the right status, and
// never a stack trace, a query or a password in an answer.
import type { FastifyError, FastifyInstance } from 'fastify';

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

const PUBLIC_MESSAGES: Record<number, string> = {
  400: 'Bad request',
  404: 'Not found',
  405: 'Method not allowed',
  413: 'Request body is too large',
  415: 'Unsupported content type: send JSON',
  429: 'Too many requests, please try again later',
};

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send({ message: error.message });
    const fe = error as FastifyError;
    if (fe.validation || fe.code === 'FST_ERR_VALIDATION') {
      return reply.code(400).send({ message: `Invalid ${fe.validationContext ?? 'request'}: ${fe.message}` });
    }
    const status = fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500 ? fe.statusCode : 500;
    if (status === 500) {
      // Message and code only: a database error carries the query's parameters, which can hold a hash.
      request.log.error({ code: fe.code, message: error.message }, 'request failed');
      return reply.code(500).send({ message: 'Something went wrong, please try again' });
    }
    if (fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.code(400).send({ message: 'Malformed JSON body' });
    }
    const message = status === 429 ? fe.message : (PUBLIC_MESSAGES[status] ?? fe.message);
    return reply.code(status).send({ message });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
}
