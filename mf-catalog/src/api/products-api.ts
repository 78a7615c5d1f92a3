// Catalog calls of docs/api.md#products, through the shared client.
import { API_PATHS, api } from '@storefront/shared';
import type {
  Category,
  Collection,
  DsgnItem,
  Gender,
  PriceFilter,
  Product,
  SizeStock,
  Style,
} from '@storefront/shared';

const CAROUSEL_LIMIT = 8;
const SUGGESTION_LIMIT = 6;

/** The product answer also says what is left per size (read fresh, never cached). */
export async function fetchProduct(productId: number): Promise<Product & { stock?: SizeStock[] }> {
  const { data } = await api.get<Product & { stock?: SizeStock[] }>(API_PATHS.product(productId));
  return data;
}

interface ListingQuery {
  gender: Gender;
  category: Category;
  style: Style | null;
  priceFilter: PriceFilter | null;
  collection: Collection | null;
}

/** A chosen style is asked by clothing type; a whole category through the list query. */
export async function fetchListing(query: ListingQuery): Promise<Product[]> {
  const params: Record<string, string> = { gender: query.gender };
  if (query.priceFilter) params.priceFilter = query.priceFilter;
  if (query.collection) params.collectionFilter = query.collection;
  if (query.style) {
    const { data } = await api.get<Product[]>(API_PATHS.productsClothingType(query.style), { params });
    return data;
  }
  const { data } = await api.get<Product[]>(API_PATHS.products, {
    params: { gender: query.gender, category: query.category, ...params },
  });
  return data;
}

type CarouselSource = 'new' | 'sale' | 'dsgn' | 'similar';

export interface CarouselQuery {
  source: CarouselSource;
  gender?: Gender;
  category?: Category;
  excludeProductId?: number;
}

/** The products a carousel shows: at most 8, suggestions at most 6 without the current product. */
export async function fetchCarousel({
  source,
  gender,
  category,
  excludeProductId,
}: CarouselQuery): Promise<Product[]> {
  if (source === 'similar') {
    const { data } = await api.get<Product[]>(API_PATHS.products, {
      params: { gender: gender ?? 'men', category: category ?? 'tops' },
    });
    return data.filter((p) => p.productId !== excludeProductId).slice(0, SUGGESTION_LIMIT);
  }
  if (source === 'dsgn') {
    const { data } = await api.get<DsgnItem[]>(API_PATHS.productsDsgn);
    return data.map((item) => item.product).slice(0, CAROUSEL_LIMIT);
  }
  const { data } = await api.get<Product[]>(
    source === 'new' ? API_PATHS.productsNew : API_PATHS.productsSale,
    {
      params: gender ? { gender } : undefined,
    },
  );
  return data.slice(0, CAROUSEL_LIMIT);
}

/** Whether the product is on the signed-in shopper's wishlist (a plain boolean). */
export async function fetchWishlistFlag(productId: number): Promise<boolean> {
  // docs/api.md#client does not list this check among the calls whose 401 signs out.
  const { data } = await api.get<boolean>(API_PATHS.wishlistItem(productId), { authRedirect: false });
  return data === true;
}
