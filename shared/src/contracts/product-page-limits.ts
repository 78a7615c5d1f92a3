// The sizes and orders of the paged listing and of the older list calls (docs/api.md#products),
// without TypeBox so a browser bundle may import them (index.ts).

/** Products in one page of the paged listing: 24 by default, at most 48. */
export const PRODUCT_PAGE_DEFAULT_LIMIT = 24;
export const PRODUCT_PAGE_MAX_LIMIT = 48;
/**
 * The furthest listing page an address names (`?page=`; a larger number reads as this): the
 * server renders page N alone by stepping over the N-1 before it PRODUCT_PAGE_MAX_LIMIT products a
 * call (keyset cursors, docs/catalog.md#paging), so page 50 is 26 calls of the API and 1,200
 * products are reachable by links. Page 400 of 100,000 products would be 200 calls for one render.
 */
export const LISTING_MAX_PAGE = 50;
/**
 * Products in one answer of the older list calls (GET /api/products/, /clothingType, /new, /sale,
 * /dsgn): every list of the 113-product seed fits in one; a larger catalogue is paged with
 * `Link: <…>; rel="next"` and `X-Total-Count`.
 */
export const PRODUCT_LIST_DEFAULT_LIMIT = 100;
export const PRODUCT_LIST_MAX_LIMIT = 100;
/** Cursors are short opaque tokens; anything longer is refused before it is read. */
export const PRODUCT_CURSOR_MAX_LENGTH = 64;

/** The orders of the paged listing; without `sort` the store's own order (by id). */
export const PRODUCT_SORTS = ['price-asc', 'price-desc', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
/** The paged listing's `sort`: a search (`q`) is also ordered by relevance, its default. */
export const PRODUCT_PAGE_SORTS = ['relevance', ...PRODUCT_SORTS] as const;
export type ProductPageSort = (typeof PRODUCT_PAGE_SORTS)[number];

/** Products in one answer of GET /api/products/ids (the sitemap's): a sitemap file's worth. */
export const PRODUCT_IDS_MAX_LIMIT = 50_000;
