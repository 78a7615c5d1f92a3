// GET /api/products/... (SPEC section 7): listings, the home page's lists, one product, search.
import type { FastifyInstance } from 'fastify';
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
  ProductSchema,
  SearchQuerySchema,
} from '@storefront/shared/contracts/schemas';
import { badRequest, notFound } from '../../http/errors';
import { normaliseSearchTerm, type ProductsRepository } from '../../repositories/products';

const tags = ['products'];
const errors = { 400: ErrorSchema, 404: ErrorSchema };

export async function productRoutes(scope: FastifyInstance, products: ProductsRepository): Promise<void> {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/products',
    { schema: { tags, querystring: ProductListQuerySchema, response: { 200: ProductListSchema, ...errors } } },
    async (request) => {
      const { gender, category, priceFilter, collectionFilter } = request.query;
      return products.list({ gender, type: category, priceFilter, collection: collectionFilter });
    },
  );

  app.get(
    '/api/products/clothingType/:category',
    {
      schema: {
        tags,
        params: ClothingTypeParamsSchema,
        querystring: ClothingTypeQuerySchema,
        response: { 200: ProductListSchema, ...errors },
      },
    },
    async (request) => {
      const { gender, priceFilter, collectionFilter } = request.query;
      return products.list({ gender, type: request.params.category, priceFilter, collection: collectionFilter });
    },
  );

  // The home page's carousels: men's new releases and women's sale by default.
  app.get(
    '/api/products/new',
    { schema: { tags, querystring: HomeListQuerySchema, response: { 200: ProductListSchema, ...errors } } },
    async (request) => products.listNew(request.query.gender ?? 'men'),
  );

  app.get(
    '/api/products/sale',
    { schema: { tags, querystring: HomeListQuerySchema, response: { 200: ProductListSchema, ...errors } } },
    async (request) => products.listSale(request.query.gender ?? 'women'),
  );

  app.get(
    '/api/products/dsgn',
    { schema: { tags, querystring: HomeListQuerySchema, response: { 200: DsgnListSchema, ...errors } } },
    async (request) => (await products.listCollection('DSGN', request.query.gender)).map((product) => ({ product })),
  );

  app.get(
    '/api/products/search',
    { schema: { tags, querystring: SearchQuerySchema, response: { 200: ProductListSchema, ...errors } } },
    async (request) => {
      if (!normaliseSearchTerm(request.query.searchTerm)) throw badRequest('searchTerm must not be empty');
      return products.search(request.query.searchTerm);
    },
  );

  app.get(
    '/api/products/:productId',
    { schema: { tags, params: ProductIdParamsSchema, response: { 200: ProductSchema, ...errors } } },
    async (request) => {
      const product = await products.byId(request.params.productId);
      if (!product) throw notFound(`No product with id ${request.params.productId}`);
      return product;
    },
  );
}
