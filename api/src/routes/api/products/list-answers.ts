// How the product calls answer a list a page at a time (docs/api.md#products): the paged listing's
// query read as filters, and the older list calls' page with `X-Total-Count` and, when more
// follow, `Link: <…>; rel="next"` naming the same call with the next page's cursor.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ProductPageQuery } from '@storefront/shared/contracts/product-page';
import { PRODUCT_LIST_DEFAULT_LIMIT } from '@storefront/shared/contracts/product-page-limits';
import {
  isCategory,
  type Colour,
  type PriceFilter,
  type Size,
} from '@storefront/shared/contracts/vocabulary';
import type { CatalogCache } from '../../../repositories/catalog-cache';
import type { CatalogListing, ListingFilters, ListingOrder } from '../../../repositories/catalog-listing';

const JSON_TYPE = 'application/json; charset=utf-8';

/** A comma-separated list (already checked against the vocabulary), each word once, in order. */
const words = <T extends string>(list: string | undefined): T[] | undefined =>
  list ? ([...new Set(list.split(','))].sort() as T[]) : undefined;

/** The paged listing's query as filters, and a cache key naming them, the order and the limit. */
export function pageFilters(query: ProductPageQuery): { filters: ListingFilters; key: string } {
  const filters: ListingFilters = {
    gender: query.gender,
    category: query.category,
    style: query.style,
    colors: words<Colour>(query.color),
    sizes: words<Size>(query.size),
    isNew: query.new === '1',
    sale: query.sale === '1',
    collection: query.collection,
  };
  const key = [
    filters.gender,
    filters.category,
    filters.style,
    filters.colors?.join(','),
    filters.sizes?.join(','),
    filters.isNew ? 'new' : '',
    filters.sale ? 'sale' : '',
    filters.collection,
  ].join('|');
  return { filters, key };
}

/** The older listings' `category`: tops or bottoms is the category, any other word the style. */
export const typeFilter = (type: string): Pick<ListingFilters, 'category' | 'style'> =>
  isCategory(type) ? { category: type } : { style: type as ListingFilters['style'] };

export const listingOrder = (priceFilter: PriceFilter | undefined): ListingOrder =>
  priceFilter === 'high to low' ? 'price-desc' : priceFilter === 'low to high' ? 'price-asc' : 'id';

/** The same call with `cursor` set to the next page's (relative: the gateway serves /api as it is). */
function nextLink(request: FastifyRequest, cursor: string): string {
  const url = new URL(request.url, 'http://api.invalid');
  url.searchParams.set('cursor', cursor);
  return `<${url.pathname}${url.search}>; rel="next"`;
}

interface ListAnswer {
  body: string;
  total: number;
  nextCursor: string | null;
}

/**
 * One page of an older list call (at most `limit`, PRODUCT_LIST_DEFAULT_LIMIT without one), its
 * total and the next page's link. First pages are cached; a cursor's page is cached apart (`pages`),
 * so made-up cursors cannot push the shared first pages out of the cache.
 */
export async function sendListPage(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { cache: CatalogCache; pages: CatalogCache; listing: CatalogListing },
  list: { key: string; filters: ListingFilters; order: ListingOrder; wrap?: boolean },
): Promise<FastifyReply> {
  const { limit = PRODUCT_LIST_DEFAULT_LIMIT, cursor } = request.query as { limit?: number; cursor?: string };
  const load = async (): Promise<ListAnswer> => {
    const [page, counts] = await Promise.all([
      deps.listing.page(list.filters, list.order, limit, cursor),
      deps.listing.counts(list.filters),
    ]);
    const items = list.wrap ? page.products.map((product) => ({ product })) : page.products;
    return { body: JSON.stringify(items), total: counts.total, nextCursor: page.nextCursor };
  };
  const key = `list:${list.key}:${list.order}:${limit}`;
  const weigh = (a: ListAnswer) => a.body.length;
  const answer = cursor
    ? await deps.pages.remember(`${key}:${cursor}`, load, weigh)
    : await deps.cache.remember(key, load, weigh);
  reply.header('x-total-count', String(answer.total));
  if (answer.nextCursor) reply.header('link', nextLink(request, answer.nextCursor));
  return reply.type(JSON_TYPE).send(answer.body);
}
