// GET /api/products/...: listings, the home page's lists, search and one product, as the API
// answers them (same filters and orders; search is a plain name match here, not typo-tolerant).
import { ErrorSchema } from '../contracts/schemas';
import {
  ClothingTypeParamsSchema,
  ClothingTypeQuerySchema,
  DsgnListSchema,
  HomeListQuerySchema,
  ProductIdParamsSchema,
  ProductListQuerySchema,
  ProductListSchema,
  SearchQuerySchema,
} from '../contracts/schemas';
import { ProductWithStockSchema } from '../contracts/orders';
import { CATEGORIES } from '../contracts/vocabulary';
import type { Gender, PriceFilter, Product } from '../contracts';
import { allSizes, available, findProduct, ok, refuse, type FakeRoute, type FakeState } from './fake-state';

const errors = { 400: ErrorSchema, 404: ErrorSchema };

const effectiveCents = (p: Product) => Math.round((p.salePrice ?? p.price) * 100);

/** The API's order: by effective price when asked (ties by id), otherwise by id. */
export function inPriceOrder(products: Product[], priceFilter?: PriceFilter): Product[] {
  const byId = [...products].sort((a, b) => a.id - b.id);
  if (!priceFilter) return byId;
  const sign = priceFilter === 'high to low' ? -1 : 1;
  return byId.sort((a, b) => sign * (effectiveCents(a) - effectiveCents(b)) || a.id - b.id);
}

/** A category (tops, bottoms) or a style (t-shirts, leggings...). */
export const ofType = (p: Product, type: string | undefined) =>
  type === undefined || ((CATEGORIES as readonly string[]).includes(type) ? p.category : p.style) === type;

function listing(state: FakeState, gender: Gender, type: string, query: Record<string, unknown>) {
  const matching = state.products.filter(
    (p) =>
      p.gender === gender &&
      ofType(p, type) &&
      (query.collectionFilter === undefined || p.dsgn === query.collectionFilter),
  );
  return ok(inPriceOrder(matching, query.priceFilter as PriceFilter | undefined));
}

const homeList = (state: FakeState, keep: (p: Product) => boolean) =>
  ok(inPriceOrder(state.products.filter(keep)));

export const catalogRoutes: FakeRoute[] = [
  {
    method: 'GET',
    path: '/api/products/',
    query: ProductListQuerySchema,
    responses: { 200: ProductListSchema, ...errors },
    handle: ({ query }, state) => listing(state, query.gender as Gender, query.category as string, query),
  },
  {
    method: 'GET',
    path: '/api/products/clothingType/:category',
    params: ClothingTypeParamsSchema,
    query: ClothingTypeQuerySchema,
    responses: { 200: ProductListSchema, ...errors },
    handle: ({ params, query }, state) =>
      listing(state, query.gender as Gender, params.category as string, query),
  },
  {
    method: 'GET',
    path: '/api/products/new',
    query: HomeListQuerySchema,
    responses: { 200: ProductListSchema, ...errors },
    handle: ({ query }, state) => homeList(state, (p) => p.new && p.gender === (query.gender ?? 'men')),
  },
  {
    method: 'GET',
    path: '/api/products/sale',
    query: HomeListQuerySchema,
    responses: { 200: ProductListSchema, ...errors },
    handle: ({ query }, state) =>
      homeList(state, (p) => p.salePrice !== null && p.gender === (query.gender ?? 'women')),
  },
  {
    method: 'GET',
    path: '/api/products/dsgn',
    query: HomeListQuerySchema,
    responses: { 200: DsgnListSchema, ...errors },
    handle: ({ query }, state) =>
      ok(
        inPriceOrder(
          state.products.filter(
            (p) => p.dsgn === 'DSGN' && (query.gender === undefined || p.gender === query.gender),
          ),
        ).map((product) => ({ product })),
      ),
  },
  {
    method: 'GET',
    path: '/api/products/search',
    query: SearchQuerySchema,
    responses: { 200: ProductListSchema, ...errors },
    handle: ({ query }, state) => {
      const term = String(query.searchTerm).trim().replace(/\s+/g, ' ').toLowerCase();
      if (!term) return refuse(400, 'searchTerm must not be empty');
      return ok(state.products.filter((p) => p.name.toLowerCase().includes(term)));
    },
  },
  {
    method: 'GET',
    path: '/api/products/:productId',
    params: ProductIdParamsSchema,
    responses: { 200: ProductWithStockSchema, ...errors },
    handle: ({ params }, state) => {
      const id = params.productId as number;
      const product = findProduct(state, id);
      if (!product) return refuse(404, `No product with id ${id}`);
      return ok({
        ...product,
        stock: allSizes.map((size) => ({ size, available: available(state, id, size) })),
      });
    },
  },
];
