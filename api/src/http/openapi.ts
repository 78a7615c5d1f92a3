// The OpenAPI document (GET /api/openapi.json): @fastify/swagger builds it from each route's
// schemas, then it is completed so that it agrees with every answer a client can get:
// - the answers no route schema names: 413, 414 and 431 (the gateway or the edge answers them
//   before the API, and the API itself for its own limits), 503 with Retry-After while the
//   database is down (errors.ts), 403 from the origin guard on state-changing calls;
// - OpenAPI 3.0 has no null type: swagger turns `'DSGN' | null` into `nullable: true` beside
//   `enum: ['DSGN']`, and an enum without null refuses null even when nullable (OpenAPI 3.0.3),
//   so null is added to such enums.
import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS } from './errors';

type Json = Record<string, unknown>;

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);
/** Where the origin guard (origin-guard.ts) checks Origin or Referer. */
const GUARDED = new Set(['post', 'put', 'patch', 'delete']);
/** Carried from each route to its operation: the body limit it answers 413 over. */
const BODY_LIMIT_KEY = 'x-body-limit';

const errorResponse = (description: string, headers?: Json): Json => ({
  description,
  ...(headers ? { headers } : {}),
  content: {
    'application/json': {
      schema: { type: 'object', required: ['message'], properties: { message: { type: 'string' } } },
    },
  },
});

/** The answers every operation can get beyond its own schema, by status. */
function commonResponses(method: string, bodyLimit: number): Record<string, Json> {
  return {
    ...(GUARDED.has(method)
      ? { 403: errorResponse("The request's Origin (or Referer) is not one of the store's") }
      : {}),
    413: errorResponse(
      `The request is too large: a body over ${bodyLimit} bytes for this call (answered by the API), ` +
        'or a request over the limits of the gateway or the edge (answered by them, before the API)',
    ),
    414: errorResponse(
      'The address is too long: answered by the gateway or the edge, or by the API for a path parameter ' +
        'over 100 characters',
    ),
    431: errorResponse(
      'The request headers are too large: answered by the gateway or the edge (or the HTTP parser of the API)',
    ),
    503: errorResponse(
      'The store cannot answer right now (the database is down, starting or full, or the gateway cannot ' +
        'reach the API): try again after Retry-After seconds',
      {
        'Retry-After': {
          description: `Seconds to wait before trying again (${DATABASE_RETRY_AFTER_SECONDS} from the API)`,
          schema: { type: 'integer', minimum: 0 },
        },
      },
    ),
  };
}

/** Adds null to the enum of every nullable schema in the document (see the top of this file). */
function nullableEnums(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(nullableEnums);
  if (!node || typeof node !== 'object') return;
  const schema = node as Json;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    schema.enum = [...schema.enum, null];
  }
  Object.values(schema).forEach(nullableEnums);
}

function complete(doc: Json): Json {
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Json>>;
  for (const item of Object.values(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const responses = (operation.responses ?? {}) as Record<string, Json>;
      const bodyLimit = operation[BODY_LIMIT_KEY] as number;
      for (const [status, response] of Object.entries(commonResponses(method, bodyLimit))) {
        const own = responses[status];
        // A route's own schema for the status stays; it gets the description if it has none.
        if (!own) responses[status] = response;
        else if (own.description === 'Default Response') own.description = response.description;
      }
      operation.responses = responses;
    }
  }
  nullableEnums(doc);
  return doc;
}

/** Registers @fastify/swagger; the app's default body limit is what a route without its own answers 413 over. */
export async function registerOpenApi(app: FastifyInstance, defaultBodyLimit: number): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Storefront API',
        version: '1.0.0',
        description: 'Every call of the store (docs/api.md).',
      },
    },
    transform: ({ schema, url, route }) => ({
      schema: { ...schema, [BODY_LIMIT_KEY]: route.bodyLimit ?? defaultBodyLimit } as FastifySchema,
      url,
    }),
    transformObject: (documents) =>
      'openapiObject' in documents ? complete(documents.openapiObject as Json) : documents.swaggerObject,
  });
}
