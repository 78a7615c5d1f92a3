// GET /api/products/... (docs/api.md#products): listings, the home page's lists, one product, search.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ClothingTypeParamsSchema,
  ClothingTypeQuerySchema,
  DsgnListSchema,
  ErrorSchema,
  HomeListQuerySchema,
  ProductIdParamsSchema,
  ProductListQuerySchema,
  ProductListSchema,
  SearchQuerySchema,
} from '@storefront/shared/contracts/schemas';
import type { Product } from '@storefront/shared/contracts/schemas';
import { ProductWithStockSchema, type ProductWithStock } from '@storefront/shared/contracts/orders';
import { badRequest, notFound } from '../../../http/errors';
import { normaliseSearchTerm } from '../../../repositories/products';

const tags = ['products'];
const errors = { 400: ErrorSchema, 404: ErrorSchema };

export async function productRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { products, catalogCache: cache } = app.repos;
  /** Sends the catalog's answer as cached JSON text (the response schemas still document it). */
  const sendCached = async (
    reply: FastifyReply,
    key: string,
    load: () => Promise<unknown>,
    missing = 'Not found',
  ) => {
    const json = await cache.json(key, load);
    if (json === null) throw notFound(missing);
    return reply.type('application/json; charset=utf-8').send(json);
  };

  app.get(
    '/',
    {
      schema: { tags, querystring: ProductListQuerySchema, response: { 200: ProductListSchema, ...errors } },
    },
    async (request, reply) => {
      const { gender, category, priceFilter, collectionFilter } = request.query;
      return sendCached(
        reply,
        `list:${gender}:${category}:${priceFilter ?? ''}:${collectionFilter ?? ''}`,
        () => products.list({ gender, type: category, priceFilter, collection: collectionFilter }),
      );
    },
  );

  app.get(
    '/clothingType/:category',
    {
      schema: {
        tags,
        params: ClothingTypeParamsSchema,
        querystring: ClothingTypeQuerySchema,
        response: { 200: ProductListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { gender, priceFilter, collectionFilter } = request.query;
      const { category } = request.params;
      return sendCached(
        reply,
        `list:${gender}:${category}:${priceFilter ?? ''}:${collectionFilter ?? ''}`,
        () => products.list({ gender, type: category, priceFilter, collection: collectionFilter }),
      );
    },
  );

  // The home page's carousels: men's new releases and women's sale by default.
  app.get(
    '/new',
    { schema: { tags, querystring: HomeListQuerySchema, response: { 200: ProductListSchema, ...errors } } },
    async (request, reply) => {
      const gender = request.query.gender ?? 'men';
      return sendCached(reply, `new:${gender}`, () => products.listNew(gender));
    },
  );

  app.get(
    '/sale',
    { schema: { tags, querystring: HomeListQuerySchema, response: { 200: ProductListSchema, ...errors } } },
    async (request, reply) => {
      const gender = request.query.gender ?? 'women';
      return sendCached(reply, `sale:${gender}`, () => products.listSale(gender));
    },
  );

  app.get(
    '/dsgn',
    { schema: { tags, querystring: HomeListQuerySchema, response: { 200: DsgnListSchema, ...errors } } },
    async (request, reply) => {
      const { gender } = request.query;
      return sendCached(reply, `dsgn:${gender ?? ''}`, async () =>
        (await products.listCollection('DSGN', gender)).map((product) => ({ product })),
      );
    },
  );

  app.get(
    '/search',
    { schema: { tags, querystring: SearchQuerySchema, response: { 200: ProductListSchema, ...errors } } },
    async (request, reply) => {
      const term = normaliseSearchTerm(request.query.searchTerm);
      if (!term) throw badRequest('searchTerm must not be empty');
      return sendCached(reply, `search:${term}`, () => products.search(term));
    },
  );

  app.get(
    '/:productId',
    { schema: { tags, params: ProductIdParamsSchema, response: { 200: ProductWithStockSchema, ...errors } } },
    async (request): Promise<ProductWithStock> => {
      const { productId } = request.params;
      const json = await cache.json(`id:${productId}`, () => products.byId(productId));
      if (json === null) throw notFound(`No product with id ${productId}`);
      // The product is cached; what is left per size is read at every request, orders change it.
      return { ...(JSON.parse(json) as Product), stock: await products.stockOf(productId) };
    },
  );
}
