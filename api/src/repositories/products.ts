// Catalog reads: one product, its stock, and search (listings: catalog-listing.ts); the product
// shape and the price order the wishlist shares.
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { SIZES, type Category, type PriceFilter, type Style } from '@storefront/shared/contracts/vocabulary';
import type { ProductWithStock, SizeStock } from '@storefront/shared/contracts/orders';
import type { Colourway, Product, ProductDetails, RatingSummary } from '@storefront/shared/contracts/schemas';
import { SEARCH_TERM_MAX_LENGTH } from '@storefront/shared/contracts/validation';
import type { Db } from '../db/client';
import { Batches } from '../db/batches';
import { Lane } from '../db/lane';
import { products, stock } from '../db/schema';
import { isSearchable, searchProductRows } from './catalog-search';
import { ratingSummaryOf, ratingSummaryQuery, type RatingRow } from './reviews';

type ProductRow = typeof products.$inferSelect;
/** The fields a listing shows (the seed's and the generator's products have them too, the count aside). */
type ListedRow = Pick<
  ProductRow,
  | 'id'
  | 'name'
  | 'gender'
  | 'category'
  | 'style'
  | 'priceCents'
  | 'salePriceCents'
  | 'isNew'
  | 'color'
  | 'collection'
  | 'description'
  | 'colourCount'
>;

/** The product of a product page, without what is read at every request (stock, ratings). */
export type ProductEntry = Omit<ProductWithStock, 'stock' | 'rating'>;

/** A row as the contract's product. */
export const toProduct = (row: ListedRow): Product => ({
  id: row.id,
  productId: row.id,
  name: row.name,
  gender: row.gender as Product['gender'],
  category: row.category as Product['category'],
  style: row.style as Product['style'],
  price: row.priceCents / 100,
  salePrice: row.salePriceCents === null ? null : row.salePriceCents / 100,
  new: row.isNew,
  color: row.color as Product['color'],
  dsgn: row.collection === 'DSGN' ? 'DSGN' : null,
  description: row.description,
  colourCount: row.colourCount,
});

/** The catalogue's fields beyond the listing's: the group key and the details. */
export const toDetails = (
  row: Pick<ProductRow, 'styleGroup' | 'fit' | 'fabric' | 'care'>,
): ProductDetails => ({
  styleGroup: row.styleGroup,
  fit: row.fit,
  fabric: row.fabric,
  care: row.care,
});

/** A group lists at most this many colours (a merchant's file could put thousands in one). */
const MAX_COLOURWAYS = 50;

/** Sale price when present, else the regular price. */
const effectivePriceCents = sql`coalesce(${products.salePriceCents}, ${products.priceCents})`;

/** Effective price order for a price filter, then a stable tie-break on id. */
export function priceOrder(priceFilter: PriceFilter | undefined, fallback: SQL = asc(products.id)): SQL[] {
  if (!priceFilter) return [fallback, asc(products.id)];
  return [
    priceFilter === 'high to low' ? desc(effectivePriceCents) : asc(effectivePriceCents),
    asc(products.id),
  ];
}

/** tops or bottoms match the category; a style id matches the style. */
export const clothingTypeFilter = (type: Category | Style): SQL =>
  type === 'tops' || type === 'bottoms' ? eq(products.category, type) : eq(products.style, type);

/**
 * Collapses whitespace and case so 'Hoodie ' and 'hoodie' are one search. Control characters count
 * as spaces (PostgreSQL's text refuses a NUL byte), and the term is cut at the length the search
 * query schema allows, for callers that did not go through it.
 */
export const normaliseSearchTerm = (term: string) =>
  [
    ...term
      .replace(/[\s\p{Cc}]+/gu, ' ')
      .trim()
      .toLowerCase(),
  ]
    .slice(0, SEARCH_TERM_MAX_LENGTH)
    .join('')
    .trim();

/** Units left of every size in SIZES order, from the sizes that have a stock row (0 without one). */
function everySize(pairs: [string, number][]): SizeStock[] {
  const bySize = new Map(pairs);
  return SIZES.map((size) => ({ size, available: bySize.get(size) ?? 0 }));
}

/**
 * `searchLane`: the lane searches wait their turn in (db/lane.ts; one at a time by default);
 * `callsAtDatabase`: the database's (db/client.ts), which tells when searches that wait together may
 * go together (db/batches.ts), `searchesTogether` at most (searches.ts searchesPerStatement).
 */
export function productsRepository(
  db: Db,
  searchLane = new Lane(1),
  callsAtDatabase = () => 0,
  searchesTogether = 8,
) {
  const searches = new Batches(
    searchLane,
    (terms: string[]) => searchProductRows(db, terms),
    callsAtDatabase,
    searchesTogether,
  );
  return {
    /** Units left per size, read fresh (orders change it, so it is never cached); a size without stock is 0. */
    async stockOf(id: number): Promise<SizeStock[]> {
      const rows = await db
        .select({ size: stock.size, available: stock.quantity })
        .from(stock)
        .where(eq(stock.productId, id));
      return everySize(rows.map((r) => [r.size, r.available]));
    },

    /**
     * What a product read reads at every request, in one statement: units left per size (as
     * stockOf) and the rating (reviews.ts). On PGlite a statement's own cost, about a quarter of a
     * millisecond of the database's thread, was most of what the two small reads cost apart.
     */
    async freshOf(id: number): Promise<{ stock: SizeStock[]; rating: RatingSummary }> {
      const result = await db.execute(sql`
        SELECT rating.count, rating.average,
          (SELECT coalesce(json_agg(json_build_array(s.size, s.quantity)), '[]'::json)
             FROM ${stock} AS s WHERE s.product_id = ${id}) AS stock
        FROM (${ratingSummaryQuery(id)}) AS rating`);
      const [row] = (result as unknown as { rows: (RatingRow & { stock: unknown })[] }).rows;
      // json comes parsed from PGlite and node-postgres alike; text is parsed here in case a driver keeps it.
      const pairs = (typeof row.stock === 'string' ? JSON.parse(row.stock) : row.stock) as [string, number][];
      return {
        stock: everySize(pairs),
        rating: ratingSummaryOf(row),
      };
    },

    async exists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id)).limit(1);
      return row !== undefined;
    },

    /** The product with its details and its group's colours in id order (itself alone without a group). */
    async byId(id: number): Promise<ProductEntry | null> {
      const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
      if (!row) return null;
      const colourways = row.styleGroup
        ? await db
            .select({ id: products.id, color: products.color, name: products.name })
            .from(products)
            .where(eq(products.styleGroup, row.styleGroup))
            .orderBy(asc(products.id))
            .limit(MAX_COLOURWAYS)
        : [{ id: row.id, color: row.color, name: row.name }];
      return { ...toProduct(row), ...toDetails(row), colourways: colourways as Colourway[] };
    },

    /**
     * Case-insensitive, ranked, typo-tolerant name search: one indexed query (catalog-search.ts),
     * shared with the searches waiting beside it.
     */
    async search(rawTerm: string): Promise<Product[]> {
      const term = normaliseSearchTerm(rawTerm);
      if (!isSearchable(term)) return [];
      return (await searches.run(term)).map(toProduct);
    },

    /** Search statements sent so far and the searches they carried (db/batches.ts). */
    searchStats: () => searches.stats(),
  };
}
