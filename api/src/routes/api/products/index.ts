// GET /api/products/... (docs/api.md#products): the paged listing, the older listings and the home
// page's lists (each a page at a time, list-answers.ts), one product, search.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ClothingTypeParamsSchema,
  DsgnListSchema,
  ErrorSchema,
  ProductIdParamsSchema,
  ProductListSchema,
  SearchQuerySchema,
} from '@storefront/shared/contracts/schemas';
import {
  PRODUCT_IDS_MAX_LIMIT,
  PRODUCT_PAGE_DEFAULT_LIMIT,
} from '@storefront/shared/contracts/product-page-limits';
import {
  PagedClothingTypeQuerySchema,
  PagedHomeListQuerySchema,
  PagedProductListQuerySchema,
  ProductIdsQuerySchema,
  ProductIdsSchema,
  ProductPageQuerySchema,
  ProductPageSchema,
} from '@storefront/shared/contracts/product-page';
import { ProductWithStockSchema, type ProductWithStock } from '@storefront/shared/contracts/orders';
import { badRequest, notFound } from '../../../http/errors';
import { countFacets } from '../../../repositories/catalog-facets';
import { normaliseSearchTerm, type ProductEntry } from '../../../repositories/products';
import { pageFilters, listingOrder, sendListPage, typeFilter } from './list-answers';
import { reviewRoutes } from './reviews';

const tags = ['products'];
const errors = { 400: ErrorSchema, 404: ErrorSchema };
/** The older list calls' answer headers (docs/api.md#products). */
const listHeaders = {
  headers: {
    'x-total-count': { type: 'integer', description: 'products in the whole list, on every page' },
    link: {
      type: 'string',
      description: 'the next page, `<path?query&cursor=…>; rel="next"`; absent on the last page',
    },
  },
};

export async function productRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const {
    products,
    catalogCache: cache,
    searchCache,
    pageCache,
    productCache,
    catalogListing: listing,
  } = app.repos;
  const deps = { cache, pages: pageCache, listing };
  /** Sends the catalog's answer as cached JSON text (the response schemas still document it). */
  const sendCached = async (
    reply: FastifyReply,
    key: string,
    load: () => Promise<unknown>,
    missing = 'Not found',
    from = cache,
  ) => {
    const json = await from.json(key, load);
    if (json === null) throw notFound(missing);
    return reply.type('application/json; charset=utf-8').send(json);
  };

  // The paged listing: every filter, an order, a page and its cursor, the total and the facets.
  app.get(
    '/page',
    {
      schema: {
        tags,
        querystring: ProductPageQuerySchema,
        response: { 200: ProductPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { filters, key } = pageFilters(request.query);
      const { q, limit = PRODUCT_PAGE_DEFAULT_LIMIT, cursor } = request.query;
      const term = q === undefined ? undefined : normaliseSearchTerm(q);
      if (term === '') throw badRequest('q must not be empty');
      if (!term && !filters.gender) throw badRequest('gender is required without q');
      const sort = request.query.sort ?? (term ? 'relevance' : 'id');
      if (sort === 'relevance' && !term) throw badRequest('sort=relevance needs q');
      const load = async () => {
        if (term) {
          // A search: its matches (cached apart, see searchCache), filtered, ordered and paged in SQL.
          const matches = await listing.matches(term);
          const page = await listing.page({ ...filters, matches: matches.ids }, sort, limit, cursor);
          return { ...page, ...countFacets(matches.groups, filters, true) };
        }
        const [page, counts] = await Promise.all([
          listing.page(filters, sort, limit, cursor),
          listing.counts(filters),
        ]);
        return { ...page, ...counts };
      };
      // First pages are shared by every shopper and cached; a cursor's page is cached apart.
      if (cursor) {
        return sendCached(
          reply,
          `${term ?? ''}|${key}:${sort}:${limit}:${cursor}`,
          load,
          undefined,
          pageCache,
        );
      }
      if (term)
        return sendCached(reply, `page:${term}|${key}:${sort}:${limit}`, load, undefined, searchCache);
      return sendCached(reply, `page:${key}:${sort}:${limit}`, load);
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags,
        querystring: PagedProductListQuerySchema,
        response: { 200: { ...ProductListSchema, ...listHeaders }, ...errors },
      },
    },
    async (request, reply) => {
      const { gender, category, priceFilter, collectionFilter: collection } = request.query;
      return sendListPage(request, reply, deps, {
        key: `${gender}:${category}:${collection ?? ''}`,
        filters: { gender, ...typeFilter(category), collection },
        order: listingOrder(priceFilter),
      });
    },
  );

  app.get(
    '/clothingType/:category',
    {
      schema: {
        tags,
        params: ClothingTypeParamsSchema,
        querystring: PagedClothingTypeQuerySchema,
        response: { 200: { ...ProductListSchema, ...listHeaders }, ...errors },
      },
    },
    async (request, reply) => {
      const { gender, priceFilter, collectionFilter: collection } = request.query;
      const { category } = request.params;
      return sendListPage(request, reply, deps, {
        key: `${gender}:${category}:${collection ?? ''}`,
        filters: { gender, ...typeFilter(category), collection },
        order: listingOrder(priceFilter),
      });
    },
  );

  // The home page's carousels: men's new releases and women's sale by default (`limit=8`).
  const homeList = { tags, querystring: PagedHomeListQuerySchema };
  app.get(
    '/new',
    { schema: { ...homeList, response: { 200: { ...ProductListSchema, ...listHeaders }, ...errors } } },
    async (request, reply) => {
      const gender = request.query.gender ?? 'men';
      return sendListPage(request, reply, deps, {
        key: `new:${gender}`,
        filters: { gender, isNew: true },
        order: 'id',
      });
    },
  );

  app.get(
    '/sale',
    { schema: { ...homeList, response: { 200: { ...ProductListSchema, ...listHeaders }, ...errors } } },
    async (request, reply) => {
      const gender = request.query.gender ?? 'women';
      return sendListPage(request, reply, deps, {
        key: `sale:${gender}`,
        filters: { gender, sale: true },
        order: 'id',
      });
    },
  );

  app.get(
    '/dsgn',
    { schema: { ...homeList, response: { 200: { ...DsgnListSchema, ...listHeaders }, ...errors } } },
    async (request, reply) => {
      const { gender } = request.query;
      return sendListPage(request, reply, deps, {
        key: `dsgn:${gender ?? ''}`,
        filters: { gender, collection: 'DSGN' },
        order: 'id',
        wrap: true,
      });
    },
  );

  // Every product's id and gender for the gateway's sitemap, a file's worth (50,000) at a time.
  app.get(
    '/ids',
    { schema: { tags, querystring: ProductIdsQuerySchema, response: { 200: ProductIdsSchema, ...errors } } },
    async (request, reply) => {
      // Not cached per pair: any offset and limit is a slice of the one list the repository holds
      // (its pieces already written as JSON), and answers kept per pair would let made-up pairs
      // push the listings' answers out.
      const { offset = 0, limit = PRODUCT_IDS_MAX_LIMIT } = request.query;
      const json = await listing.ids(offset, limit);
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(json);
    },
  );

  app.get(
    '/search',
    { schema: { tags, querystring: SearchQuerySchema, response: { 200: ProductListSchema, ...errors } } },
    async (request, reply) => {
      const term = normaliseSearchTerm(request.query.searchTerm);
      if (!term) throw badRequest('searchTerm must not be empty');
      return sendCached(reply, `search:${term}`, () => products.search(term), undefined, searchCache);
    },
  );

  app.get(
    '/:productId',
    { schema: { tags, params: ProductIdParamsSchema, response: { 200: ProductWithStockSchema, ...errors } } },
    async (request): Promise<ProductWithStock> => {
      const { productId } = request.params;
      const json = await productCache.json(`id:${productId}`, () => products.byId(productId));
      if (json === null) throw notFound(`No product with id ${productId}`);
      // The product and its colourways are cached; what is left per size and the ratings are read
      // at every request (orders and reviews change them).
      const { stock, rating } = await products.freshOf(productId);
      return { ...(JSON.parse(json) as ProductEntry), stock, rating };
    },
  );

  await reviewRoutes(scope);
}
