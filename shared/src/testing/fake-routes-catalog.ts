// GET /api/products/...: the paged listing, the older listings, the home page's lists, search and
// one product, as the API answers them (same filters, orders, limits and facet counts; cursors are
// offsets here, opaque to callers as the API's are; the older lists' X-Total-Count and Link headers
// are the API's alone; search, `/search` and the paged listing's `q`, is a plain name match here
// in id order, not ranked nor typo-tolerant).
import { ErrorSchema } from '../contracts/schemas';
import {
  ClothingTypeParamsSchema,
  DsgnListSchema,
  ProductIdParamsSchema,
  ProductListSchema,
  SearchQuerySchema,
} from '../contracts/schemas';
import {
  PagedClothingTypeQuerySchema,
  PagedHomeListQuerySchema,
  PagedProductListQuerySchema,
  ProductIdsQuerySchema,
  ProductIdsSchema,
  ProductPageQuerySchema,
  ProductPageSchema,
  type ProductFacets,
  type ProductPageQuery,
} from '../contracts/product-page';
import { PRODUCT_LIST_DEFAULT_LIMIT, PRODUCT_PAGE_DEFAULT_LIMIT } from '../contracts/product-page-limits';
import { ProductWithStockSchema } from '../contracts/orders';
import { ReviewsPageSchema } from '../contracts/reviews';
import { CATEGORIES, COLLECTIONS, COLOURS, GENDERS, SIZES, STYLES, stylesFor } from '../contracts/vocabulary';
import type { Gender, PriceFilter, Product, Size } from '../contracts';
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

/** Cursors of the fake: the offset of the next page (the API's are keyset positions). */
const cursorOf = (offset: number) => btoa(`offset.${offset}`).replace(/=+$/, '');
function offsetOf(cursor: unknown): number | null {
  if (cursor === undefined) return 0;
  const match = /^offset\.(\d{1,9})$/.exec(atob(String(cursor)));
  return match ? Number(match[1]) : null;
}

/** One page of `products` (in their order) from `cursor`: a 400 for a cursor the fake did not give. */
function paged(products: Product[], query: Record<string, unknown>, defaultLimit: number) {
  const offset = offsetOf(query.cursor);
  if (offset === null) return null;
  const limit = (query.limit as number | undefined) ?? defaultLimit;
  const next = offset + limit < products.length ? cursorOf(offset + limit) : null;
  return { products: products.slice(offset, offset + limit), nextCursor: next };
}

const badCursor = () => refuse(400, 'cursor is not one this listing gave: start again from the first page');

function listing(state: FakeState, gender: Gender, type: string, query: Record<string, unknown>) {
  const matching = state.products.filter(
    (p) =>
      p.gender === gender &&
      ofType(p, type) &&
      (query.collectionFilter === undefined || p.dsgn === query.collectionFilter),
  );
  const page = paged(
    inPriceOrder(matching, query.priceFilter as PriceFilter | undefined),
    query,
    PRODUCT_LIST_DEFAULT_LIMIT,
  );
  return page ? ok(page.products) : badCursor();
}

function homeList(state: FakeState, query: Record<string, unknown>, keep: (p: Product) => boolean) {
  const page = paged(inPriceOrder(state.products.filter(keep)), query, PRODUCT_LIST_DEFAULT_LIMIT);
  return page ? ok(page.products) : badCursor();
}

type Facet = 'gender' | 'category' | 'style' | 'color' | 'size' | 'collection' | 'new' | 'sale';

/** The fake's search: names holding the term, in id order (the API's is ranked and typo-tolerant). */
const searchTermOf = (raw: string) => raw.trim().replace(/\s+/g, ' ').toLowerCase();
const nameMatches = (products: Product[], term: string) =>
  inPriceOrder(products.filter((p) => p.name.toLowerCase().includes(term)));

/** Which of the paged listing's filters a product passes (true where a filter is not set). */
function passes(state: FakeState, p: Product, q: ProductPageQuery): Record<Facet, boolean> {
  const words = (list?: string) => (list ? list.split(',') : []);
  const sizes = words(q.size);
  return {
    gender: !q.gender || p.gender === q.gender,
    category: !q.category || p.category === q.category,
    style: !q.style || p.style === q.style,
    color: !q.color || words(q.color).includes(p.color),
    size: sizes.length === 0 || sizes.some((size) => available(state, p.id, size as Size) > 0),
    collection: !q.collection || p.dsgn === q.collection,
    new: !q.new || p.new,
    sale: !q.sale || p.salePrice !== null,
  };
}

/** The paged listing: the products of every filter, their total, and each value's count beside the other filters. */
function productPage(state: FakeState, q: ProductPageQuery) {
  const term = q.q === undefined ? undefined : searchTermOf(q.q);
  if (term === '') return refuse(400, 'q must not be empty');
  if (!term && !q.gender) return refuse(400, 'gender is required without q');
  if (q.sort === 'relevance' && !term) return refuse(400, 'sort=relevance needs q');
  // A search (q) keeps its matches of both genders, with a gender facet; a listing, its gender's.
  const scope = term
    ? nameMatches(state.products, term)
    : inPriceOrder(state.products.filter((p) => p.gender === q.gender));
  const facets: ProductFacets = {
    ...(term ? { gender: Object.fromEntries(GENDERS.map((g) => [g, 0])) as ProductFacets['gender'] } : {}),
    category: Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as ProductFacets['category'],
    style: Object.fromEntries((q.gender ? stylesFor(q.gender) : STYLES).map((s) => [s, 0])),
    color: Object.fromEntries(COLOURS.map((c) => [c, 0])) as ProductFacets['color'],
    size: Object.fromEntries(SIZES.map((s) => [s, 0])) as ProductFacets['size'],
    collection: Object.fromEntries(COLLECTIONS.map((c) => [c, 0])) as ProductFacets['collection'],
    new: 0,
    sale: 0,
  };
  const kept: Product[] = [];
  for (const p of scope) {
    const pass = passes(state, p, q);
    const failed = (Object.keys(pass) as Facet[]).filter((name) => !pass[name]);
    if (failed.length > 1) continue;
    const others = (name: Facet) => failed.length === 0 || failed[0] === name;
    if (failed.length === 0) kept.push(p);
    if (others('category')) facets.category[p.category] += 1;
    if (others('style') && p.style in facets.style) facets.style[p.style]! += 1;
    if (others('color')) facets.color[p.color] += 1;
    if (others('collection') && p.dsgn) facets.collection[p.dsgn] += 1;
    if (others('new') && p.new) facets.new += 1;
    if (others('sale') && p.salePrice !== null) facets.sale += 1;
    if (facets.gender && others('gender')) facets.gender[p.gender] += 1;
    if (others('size'))
      for (const size of SIZES) if (available(state, p.id, size) > 0) facets.size[size] += 1;
  }
  // The API's orders: ties by id, downwards for the descending ones.
  const order =
    q.sort === 'price-asc'
      ? inPriceOrder(kept, 'low to high')
      : q.sort === 'price-desc'
        ? [...kept].sort((a, b) => effectiveCents(b) - effectiveCents(a) || b.id - a.id)
        : q.sort === 'newest'
          ? [...kept].sort((a, b) => Number(b.new) - Number(a.new) || b.id - a.id)
          : kept;
  const page = paged(order, q, PRODUCT_PAGE_DEFAULT_LIMIT);
  return page ? ok({ ...page, total: kept.length, facets }) : badCursor();
}

export const catalogRoutes: FakeRoute[] = [
  {
    method: 'GET',
    path: '/api/products/page',
    query: ProductPageQuerySchema,
    responses: { 200: ProductPageSchema, ...errors },
    handle: ({ query }, state) => productPage(state, query as ProductPageQuery),
  },
  {
    method: 'GET',
    path: '/api/products/',
    query: PagedProductListQuerySchema,
    responses: { 200: ProductListSchema, ...errors },
    handle: ({ query }, state) => listing(state, query.gender as Gender, query.category as string, query),
  },
  {
    method: 'GET',
    path: '/api/products/clothingType/:category',
    params: ClothingTypeParamsSchema,
    query: PagedClothingTypeQuerySchema,
    responses: { 200: ProductListSchema, ...errors },
    handle: ({ params, query }, state) =>
      listing(state, query.gender as Gender, params.category as string, query),
  },
  {
    method: 'GET',
    path: '/api/products/new',
    query: PagedHomeListQuerySchema,
    responses: { 200: ProductListSchema, ...errors },
    handle: ({ query }, state) =>
      homeList(state, query, (p) => p.new && p.gender === (query.gender ?? 'men')),
  },
  {
    method: 'GET',
    path: '/api/products/sale',
    query: PagedHomeListQuerySchema,
    responses: { 200: ProductListSchema, ...errors },
    handle: ({ query }, state) =>
      homeList(state, query, (p) => p.salePrice !== null && p.gender === (query.gender ?? 'women')),
  },
  {
    method: 'GET',
    path: '/api/products/dsgn',
    query: PagedHomeListQuerySchema,
    responses: { 200: DsgnListSchema, ...errors },
    handle: ({ query }, state) => {
      const page = paged(
        inPriceOrder(
          state.products.filter(
            (p) => p.dsgn === 'DSGN' && (query.gender === undefined || p.gender === query.gender),
          ),
        ),
        query,
        PRODUCT_LIST_DEFAULT_LIMIT,
      );
      return page ? ok(page.products.map((product) => ({ product }))) : badCursor();
    },
  },
  {
    method: 'GET',
    path: '/api/products/ids',
    query: ProductIdsQuerySchema,
    responses: { 200: ProductIdsSchema, ...errors },
    handle: ({ query }, state) => {
      const offset = (query.offset as number | undefined) ?? 0;
      const limit = (query.limit as number | undefined) ?? 50_000;
      const byId = inPriceOrder(state.products).map(({ id, gender }) => ({ id, gender }));
      return ok({ total: byId.length, products: byId.slice(offset, offset + limit) });
    },
  },
  {
    method: 'GET',
    path: '/api/products/search',
    query: SearchQuerySchema,
    responses: { 200: ProductListSchema, ...errors },
    handle: ({ query }, state) => {
      const term = searchTermOf(String(query.searchTerm));
      if (!term) return refuse(400, 'searchTerm must not be empty');
      return ok(nameMatches(state.products, term).slice(0, 24));
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
      // A fixture's group is itself alone, without details or reviews.
      return ok({
        ...product,
        stock: allSizes.map((size) => ({ size, available: available(state, id, size) })),
        styleGroup: null,
        fit: '',
        fabric: '',
        care: '',
        colourways: [{ id: product.id, color: product.color, name: product.name }],
        rating: { average: null, count: 0 },
      });
    },
  },
  {
    method: 'GET',
    path: '/api/products/:productId/reviews',
    params: ProductIdParamsSchema,
    responses: { 200: ReviewsPageSchema, ...errors },
    handle: ({ params }, state) => {
      const id = params.productId as number;
      if (!findProduct(state, id)) return refuse(404, `No product with id ${id}`);
      // The fake holds no orders: a signed-in shopper has ordered nothing.
      const canReview = state.session ? 'not-ordered' : 'sign-in';
      return ok({ average: null, count: 0, reviews: [], nextCursor: null, canReview });
    },
  },
  {
    method: 'POST',
    path: '/api/products/:productId/reviews',
    params: ProductIdParamsSchema,
    responses: {
      201: ReviewsPageSchema,
      401: ErrorSchema,
      403: ErrorSchema,
      404: ErrorSchema,
      409: ErrorSchema,
    },
    handle: ({ params }, state) => {
      const id = params.productId as number;
      if (!state.session) return refuse(401, 'Please sign in to write a review');
      if (!findProduct(state, id)) return refuse(404, `No product with id ${id}`);
      return refuse(403, 'Only shoppers who ordered this product can review it');
    },
  },
];
