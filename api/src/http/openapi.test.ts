// The OpenAPI document agrees with real answers: each answer of a set of calls validates against
// the schema the document gives for its status (Ajv, the validator Fastify itself uses), and every
// operation documents what the gateway, the edge or the database can answer for it (openapi.ts).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ADDRESS_FIXTURE as ADDRESS } from '@storefront/shared/testing/fixtures';
import { as, ORIGIN, setUpTestContext, signUp } from '../testing/test-app';

const ctx = setUpTestContext({}, { resetEachTest: false });

// Ajv and ajv-formats are Fastify's own (through @fastify/ajv-compiler), not a package of ours.
const fromCompiler = createRequire(createRequire(import.meta.url).resolve('fastify'));
const compilerRequire = createRequire(fromCompiler.resolve('@fastify/ajv-compiler'));
type Validate = ((data: unknown) => boolean) & { errors?: unknown };
interface AjvLike {
  compile(schema: object): Validate;
}
const AjvClass = compilerRequire('ajv').default as new (options: object) => AjvLike;
const addFormats = compilerRequire('ajv-formats').default as (ajv: AjvLike) => void;
// Not strict: OpenAPI's own keywords (nullable is one Ajv knows) sit beside JSON Schema's.
const ajv = new AjvClass({ strict: false, allErrors: true });
addFormats(ajv);

type Operation = { responses: Record<string, { content?: Record<string, { schema: object }> }> };
type Doc = { paths: Record<string, Record<string, Operation>> };

async function openapi(): Promise<Doc> {
  const response = await ctx.app.inject({ url: '/api/openapi.json' });
  assert.equal(response.statusCode, 200);
  return response.json();
}

/** The answer validates against what the document says `method path` answers with its status. */
function assertDocumented(doc: Doc, method: string, path: string, response: LightMyRequestResponse) {
  const where = `${method.toUpperCase()} ${path} ${response.statusCode}`;
  const operation = doc.paths[path]?.[method];
  assert.ok(operation, `${where}: no such operation`);
  const documented = operation.responses[String(response.statusCode)];
  assert.ok(documented, `${where}: status not documented (${Object.keys(operation.responses)})`);
  const schema = documented.content?.['application/json']?.schema;
  if (!schema) {
    assert.equal(response.body, '', `${where}: documented without a body`);
    return;
  }
  const validate = ajv.compile(schema);
  const body = response.json();
  assert.ok(validate(body), `${where}: ${JSON.stringify(validate.errors)}\n${response.body.slice(0, 500)}`);
}

test('real answers validate against the OpenAPI document', async () => {
  const doc = await openapi();
  const shopper = await signUp(ctx.app);
  const signedIn = as(ctx.app, shopper);
  const anonymous = (options: InjectOptions) => ctx.app.inject(options);
  const dsgn = (await anonymous({ url: '/api/products/dsgn' })).json() as { product: { id: number } }[];
  assert.ok(dsgn.length > 0, 'the seed has DSGN products');
  const plain = (
    (await anonymous({ url: '/api/products/?gender=men&category=tops' })).json() as {
      id: number;
      dsgn: string | null;
    }[]
  ).find((p) => p.dsgn === null);
  assert.ok(plain, 'the seed has products outside the DSGN collection');

  const calls: [string, string, InjectOptions, number, typeof anonymous?][] = [
    ['get', '/api/products', { url: '/api/products/?gender=women&category=tops' }, 200],
    ['get', '/api/products', { url: '/api/products/?gender=women&category=tops&collectionFilter=DSGN' }, 200],
    ['get', '/api/products/{productId}', { url: `/api/products/${dsgn[0].product.id}` }, 200],
    ['get', '/api/products/{productId}', { url: `/api/products/${plain.id}` }, 200],
    ['get', '/api/products/{productId}', { url: '/api/products/2147483647' }, 404],
    ['get', '/api/products/{productId}', { url: '/api/products/abc' }, 400],
    ['get', '/api/products/dsgn', { url: '/api/products/dsgn' }, 200],
    ['get', '/api/products/new', { url: '/api/products/new' }, 200],
    ['get', '/api/products/sale', { url: '/api/products/sale' }, 200],
    ['get', '/api/products/search', { url: '/api/products/search?searchTerm=hoodie' }, 200],
    ['get', '/api/products/page', { url: '/api/products/page?gender=women&color=black,pink&limit=5' }, 200],
    ['get', '/api/products/page', { url: '/api/products/page?gender=women&cursor=forged' }, 400],
    ['get', '/api/products/new', { url: '/api/products/new?limit=8' }, 200],
    [
      'get',
      '/api/products/clothingType/{category}',
      { url: '/api/products/clothingType/tops?gender=men' },
      200,
    ],
    ['get', '/api/cart', { url: '/api/cart/' }, 200],
    ['get', '/api/orders', { url: '/api/orders/' }, 401],
    [
      'post',
      '/api/cart/{productId}',
      { method: 'POST', url: '/api/cart/1', payload: { size: 'medium', quantity: 1 } },
      403,
    ],
    [
      'post',
      '/api/cart/{productId}',
      { method: 'POST', url: '/api/cart/1', payload: { size: 'medium', quantity: 1 } },
      201,
      signedIn,
    ],
    [
      'post',
      '/api/cart/{productId}',
      { method: 'POST', url: `/api/cart/${dsgn[0].product.id}`, payload: { size: 'small', quantity: 1 } },
      201,
      signedIn,
    ],
    ['get', '/api/cart', { url: '/api/cart/' }, 200, signedIn],
    [
      'post',
      '/api/cart/update/quantity',
      {
        method: 'POST',
        url: '/api/cart/update/quantity',
        payload: { productId: 1, size: 'medium', quantity: 2 },
      },
      200,
      signedIn,
    ],
    ['get', '/api/orders/summary', { url: '/api/orders/summary' }, 200, signedIn],
    [
      'post',
      '/api/wishlist',
      { method: 'POST', url: '/api/wishlist/', payload: { productId: dsgn[0].product.id } },
      201,
      signedIn,
    ],
    [
      'post',
      '/api/wishlist',
      { method: 'POST', url: '/api/wishlist/', payload: { productId: plain.id } },
      201,
      signedIn,
    ],
    ['get', '/api/wishlist', { url: '/api/wishlist/' }, 200, signedIn],
    ['get', '/api/wishlist/{productId}', { url: `/api/wishlist/${plain.id}` }, 200, signedIn],
    ['get', '/api/wishlist/clothingType/{type}', { url: '/api/wishlist/clothingType/all' }, 200, signedIn],
    [
      'post',
      '/api/users/login',
      {
        method: 'POST',
        url: '/api/users/login',
        headers: ORIGIN,
        payload: { username: shopper.userName, password: 'Wrong1!pass' },
      },
      401,
    ],
    [
      'post',
      '/api/users/login',
      { method: 'POST', url: '/api/users/login', headers: ORIGIN, payload: { username: shopper.userName } },
      400,
    ],
    ['get', '/api/users/persistOAuth', { url: '/api/users/persistOAuth' }, 204],
    ['get', '/api/users/persistOAuth', { url: '/api/users/persistOAuth' }, 200, signedIn],
    ['get', '/api/health', { url: '/api/health' }, 200],
  ];
  for (const [method, path, options, status, call = anonymous] of calls) {
    const response = await call(options);
    assert.equal(response.statusCode, status, `${method} ${options.url}: ${response.body.slice(0, 300)}`);
    assertDocumented(doc, method, path, response);
  }

  // The order the summary leads to (dates as date-time), then the list of orders.
  const { cartVersion } = (await signedIn({ url: '/api/orders/summary' })).json();
  const order = await signedIn({
    method: 'POST',
    url: '/api/orders/',
    payload: {
      idempotencyKey: `openapi-${shopper.id}`,
      cartVersion,
      address: ADDRESS,
      deliveryMethod: 'standard',
      paymentMethod: 'pay-on-delivery',
    },
  });
  assert.equal(order.statusCode, 201, order.body);
  assertDocumented(doc, 'post', '/api/orders', order);
  assertDocumented(doc, 'get', '/api/orders', await signedIn({ url: '/api/orders/' }));
  // The history's page: its lines, its limit and cursor, and a limit out of bounds (400).
  const history = await signedIn({ url: '/api/orders/?limit=1' });
  assert.ok(history.json().orders[0].lines.length > 0, history.body);
  assertDocumented(doc, 'get', '/api/orders', history);
  const tooMany = await signedIn({ url: '/api/orders/?limit=21' });
  assert.equal(tooMany.statusCode, 400);
  assertDocumented(doc, 'get', '/api/orders', tooMany);
  const historyQuery = (doc.paths['/api/orders'].get as unknown as { parameters: { name: string }[] })
    .parameters;
  assert.deepEqual(historyQuery.map((p) => p.name).sort(), ['cursor', 'limit']);
});

test("the product's dsgn is documented as 'DSGN' or null, as it is answered", async () => {
  const doc = await openapi();
  const product = doc.paths['/api/products/{productId}'].get.responses['200'].content!['application/json']
    .schema as { properties: { dsgn: { enum: unknown[]; nullable?: boolean } } };
  assert.deepEqual(product.properties.dsgn.enum, ['DSGN', null]);
  assert.equal(product.properties.dsgn.nullable, true);
});

/**
 * Operations that answer a redirect and document it elsewhere (the users routes own Google's, the
 * forms' 303 is in docs/api.md#form-posts).
 */
const REDIRECTS = new Set([
  'get /api/users/auth/google',
  'get /api/users/auth/google/callback',
  'post /forms/cart/add',
  'post /forms/login',
  'post /forms/signup',
  'post /forms/wishlist/add',
]);

test('every operation documents 413, 414 and 431 (gateway or edge), 503 with Retry-After and a success', async () => {
  const doc = await openapi();
  const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ name: `${method} ${path}`, method, operation })),
  );
  assert.ok(operations.length >= 30, `${operations.length} operations`);
  for (const { name, method, operation } of operations) {
    const statuses = Object.keys(operation.responses);
    for (const status of ['413', '414', '431', '503']) {
      assert.ok(statuses.includes(status), `${name} does not document ${status}`);
      const content = operation.responses[status].content?.['application/json']?.schema;
      assert.ok(content, `${name} ${status} has no body schema`);
    }
    if (['post', 'delete'].includes(method))
      assert.ok(statuses.includes('403'), `${name}: the origin guard's 403`);
    if (!REDIRECTS.has(name)) {
      assert.ok(
        statuses.some((s) => /^2\d\d$/.test(s)),
        `${name} documents no success (${statuses})`,
      );
    }
  }
  const telemetry = doc.paths['/api/telemetry'].post.responses as Record<string, { description: string }>;
  assert.match(telemetry['413'].description, /over 4096 bytes/, 'the route\u2019s own body limit');
  const cart = doc.paths['/api/cart/{productId}'].post.responses as Record<string, { description: string }>;
  assert.match(cart['413'].description, /over 16384 bytes/, 'the API\u2019s body limit');
  const retryAfter = (doc.paths['/api/cart'].get.responses['503'] as { headers?: Record<string, unknown> })
    .headers;
  assert.ok(retryAfter?.['Retry-After'], 'Retry-After documented');
});

test('the paged older lists document X-Total-Count and Link, and the paged listing its query', async () => {
  const doc = (await ctx.app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<
      string,
      { get: { parameters: { name: string }[]; responses: Record<string, { headers?: Json }> } }
    >;
  };
  type Json = Record<string, unknown>;
  for (const path of [
    '/api/products',
    '/api/products/clothingType/{category}',
    '/api/products/new',
    '/api/products/sale',
    '/api/products/dsgn',
  ]) {
    const { parameters, responses } = doc.paths[path].get;
    assert.deepEqual(Object.keys(responses['200'].headers ?? {}).sort(), ['link', 'x-total-count'], path);
    for (const name of ['limit', 'cursor'])
      assert.ok(
        parameters.some((p) => p.name === name),
        `${path} ${name}`,
      );
  }
  const page = doc.paths['/api/products/page'].get.parameters.map((p) => p.name).sort();
  assert.deepEqual(page, [
    'category',
    'collection',
    'color',
    'cursor',
    'gender',
    'limit',
    'new',
    'q',
    'sale',
    'size',
    'sort',
    'style',
  ]);
});
