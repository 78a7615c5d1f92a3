// The paged listing (GET /api/products/page, docs/api.md#paged-listing) and the paging of the
// older list calls: request and answer schemas. The API validates with these; slices import only
// the derived types (through index.ts), so TypeBox never reaches a browser bundle.
import { Type, type Static, type TObject, type TProperties, type TSchema } from '@sinclair/typebox';
import {
  ClothingTypeQuerySchema,
  HomeListQuerySchema,
  ProductListQuerySchema,
  ProductListSchema,
} from './schemas';
import { CATEGORIES, COLLECTIONS, COLOURS, GENDERS, SIZES, STYLES } from './vocabulary';
import {
  PRODUCT_CURSOR_MAX_LENGTH,
  PRODUCT_IDS_MAX_LIMIT,
  PRODUCT_LIST_MAX_LIMIT,
  PRODUCT_PAGE_MAX_LIMIT,
  PRODUCT_PAGE_SORTS,
} from './product-page-limits';
import { SEARCH_TERM_MAX_LENGTH } from './validation';

const literals = <T extends readonly string[]>(values: T) =>
  Type.Union(values.map((v) => Type.Literal(v))) as unknown as TSchema & { static: T[number] };

/** A comma-separated list of words of `values`, e.g. `black,white` (each at most once, checked by the API). */
const wordList = (values: readonly string[]) =>
  Type.String({
    pattern: `^(${values.join('|')})(,(${values.join('|')})){0,${values.length - 1}}$`,
    maxLength: 200,
  });

const CursorSchema = Type.String({
  minLength: 1,
  maxLength: PRODUCT_CURSOR_MAX_LENGTH,
  pattern: '^[A-Za-z0-9_-]+$',
});
const limit = (max: number) => Type.Integer({ minimum: 1, maximum: max });

export const ProductPageQuerySchema = Type.Object(
  {
    /** Required without `q` (checked by the API); with it, both genders unless given. */
    gender: Type.Optional(literals(GENDERS)),
    /** A search term: only the products it matches, ranked (`sort=relevance`, the default with it). */
    q: Type.Optional(Type.String({ minLength: 1, maxLength: SEARCH_TERM_MAX_LENGTH })),
    category: Type.Optional(literals(CATEGORIES)),
    style: Type.Optional(literals(STYLES)),
    color: Type.Optional(wordList(COLOURS)),
    size: Type.Optional(wordList(SIZES)),
    new: Type.Optional(Type.Literal('1')),
    sale: Type.Optional(Type.Literal('1')),
    collection: Type.Optional(literals(COLLECTIONS)),
    sort: Type.Optional(literals(PRODUCT_PAGE_SORTS)),
    limit: Type.Optional(limit(PRODUCT_PAGE_MAX_LIMIT)),
    cursor: Type.Optional(CursorSchema),
  },
  { additionalProperties: false },
);
export type ProductPageQuery = Static<typeof ProductPageQuerySchema>;

const Count = Type.Integer({ minimum: 0 });
const counts = (values: readonly string[], optional = false) =>
  Type.Object(Object.fromEntries(values.map((value) => [value, optional ? Type.Optional(Count) : Count])), {
    additionalProperties: false,
  });

/**
 * How many products each filter value would show, every other filter applied as asked (the
 * value's own filter replaced by it): beside Black, the products of the other filters in black.
 */
export const ProductFacetsSchema = Type.Object({
  category: counts(CATEGORIES),
  /** The gender's styles only. */
  style: counts(STYLES, true),
  color: counts(COLOURS),
  size: counts(SIZES),
  collection: counts(COLLECTIONS),
  new: Count,
  sale: Count,
  /** A search's only (`q`): its products of each gender. */
  gender: Type.Optional(counts(GENDERS)),
});
export type ProductFacets = Static<typeof ProductFacetsSchema>;

export const ProductPageSchema = Type.Object({
  products: ProductListSchema,
  /** Products matching every filter, on every page. */
  total: Count,
  /** The `cursor` of the next page; null on the last. */
  nextCursor: Type.Union([Type.String(), Type.Null()]),
  facets: ProductFacetsSchema,
});
export type ProductPage = Static<typeof ProductPageSchema>;

/** An older list call's query with `limit` and `cursor` (a `Link: rel="next"` names the next page). */
const paged = <T extends TProperties>(schema: TObject<T>) =>
  Type.Object(
    {
      ...schema.properties,
      limit: Type.Optional(limit(PRODUCT_LIST_MAX_LIMIT)),
      cursor: Type.Optional(CursorSchema),
    },
    { additionalProperties: false },
  );

export const PagedProductListQuerySchema = paged(ProductListQuerySchema);
export const PagedClothingTypeQuerySchema = paged(ClothingTypeQuerySchema);
export const PagedHomeListQuerySchema = paged(HomeListQuerySchema);

/** GET /api/products/ids: every product's id and gender in id order, `limit` from `offset`. */
export const ProductIdsQuerySchema = Type.Object(
  {
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
    limit: Type.Optional(limit(PRODUCT_IDS_MAX_LIMIT)),
  },
  { additionalProperties: false },
);

export const ProductIdsSchema = Type.Object({
  /** Products in the whole catalogue. */
  total: Count,
  products: Type.Array(Type.Object({ id: Type.Integer(), gender: literals(GENDERS) })),
});
export type ProductIds = Static<typeof ProductIdsSchema>;
